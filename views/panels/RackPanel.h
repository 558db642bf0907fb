#pragma once
#include <QWidget>

class QTableWidget;

namespace cc::model {
struct Report;
}

namespace cc::views {

class EditSink;

/// Racks: each row's power against its limit, height, cooling verdict; auto-place by power and
/// height; add and delete rows.
class RackPanel : public QWidget {
    Q_OBJECT
public:
    explicit RackPanel(EditSink& sink, QWidget* parent = nullptr);
    void showReport(const model::Report& r);
    /// Places every group that is not in a rack yet (one undo step).
    void autoPlace();

signals:
    void message(const QString& text);

private:
    EditSink& m_sink;
    QTableWidget* m_table;
};

} // namespace cc::views
