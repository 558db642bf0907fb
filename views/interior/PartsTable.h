#pragma once
#include "model/design/SpecResolver.h"

#include <QTableWidget>

namespace cc::views {

/// The parts of one server template: kind, name, an editable count, power each and subtotal.
class PartsTable : public QTableWidget {
    Q_OBJECT
public:
    static constexpr int kMaxCount = 4096;

    explicit PartsTable(QWidget* parent = nullptr);
    /// Shows the template's parts; updates in place when the rows are the same parts.
    void showParts(const model::ServerTemplate& t, const model::SpecResolver& specs);

signals:
    void countEdited(int partIndex, int count);
    /// The user left a count field: the steps of that count are one undo step.
    void countFinished();
    void removeRequested(int partIndex);
    /// A count typed outside its range was refused; `message` is for the status line.
    void refused(const QString& message);

private:
    enum Column { KindCol, NameCol, CountCol, EachCol, SubtotalCol, RemoveCol, ColumnCount };
    void rebuild(int rows);
    void fillRow(int row, const model::PartCount& part, const model::SpecResolver& specs);

    std::vector<std::string> m_refs; ///< the refs shown, row by row
};

} // namespace cc::views
