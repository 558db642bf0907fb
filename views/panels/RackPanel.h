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
    /// The groups selected on the canvas, for "Rack the selection".
    void setSelectedBlocks(const QList<unsigned>& ids) { m_selected = ids; }
    /// Puts the selected groups into a new rack row: `perRack` replicas of each in every rack of
    /// the catalog rack model `rackRef`, as many racks as the largest group needs.
    bool rackSelection(const QString& rackRef, int perRack);

signals:
    void message(const QString& text);

private:
    void rackSelectionDialog();
    EditSink& m_sink;
    QTableWidget* m_table;
    QList<unsigned> m_selected;
};

} // namespace cc::views
