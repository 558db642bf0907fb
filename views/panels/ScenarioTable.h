#pragma once
#include "model/analysis/ScenarioCompare.h"

#include <QTableWidget>

namespace cc::views {

/// The comparison table of the Scenarios panel: one row per key figure, one column per design
/// (the current design first). Cells that differ from the current design are tinted: green when
/// better, red when worse, amber when different with no better direction.
class ScenarioTable : public QTableWidget {
    Q_OBJECT
public:
    explicit ScenarioTable(QWidget* parent = nullptr);
    /// `headers`: one per column, the current design first.
    void showRows(const std::vector<model::ComparisonRow>& rows, const QStringList& headers);
    /// The translated name of a row, by its model key ("stepTime" -> "Step time").
    static QString rowLabel(const model::ComparisonRow& row);

    enum class Tint { None, Better, Worse, Different };
    /// The tint a cell shows (for tests and the legend).
    Tint tintAt(int row, int column) const;
    static QColor tintColor(Tint t, bool dark);

protected:
    void changeEvent(QEvent* e) override;

private:
    void applyTints();
};

} // namespace cc::views
