#pragma once
#include "model/design/Design.h"

#include <QGraphicsView>

class QGraphicsLineItem;

#include "model/design/Change.h"

namespace cc::views {

class ClusterScene;
class EditSink;
class GroupItem;

/// The cluster canvas view: drop catalog entries, drag groups (snapped, one undo step per drag),
/// connect by dragging from a group's port handle, rubber-band select, zoom and pan.
class ClusterView : public QGraphicsView {
    Q_OBJECT
public:
    static constexpr const char* kMime = "application/x-clustercanvas-entry";

    ClusterView(EditSink& sink, QWidget* parent = nullptr);
    ClusterScene* clusterScene() const { return m_scene; }
    /// Rebuilds every item from the document's evaluation (a new document).
    void refresh();
    /// Updates the items one undo step changed, then every item's look from the evaluation.
    void applyChanges(const model::ChangeSet& changes);

    void zoomBy(qreal factor);
    void zoomToFit();
    void zoomTo100();
    qreal zoom() const;

    void deleteSelection();
    void duplicateSelection();
    void copySelection();
    void cutSelection();
    void paste();
    void alignSelection(int how);
    /// Adds a catalog entry at a scene position (what a drop does).
    bool addEntry(const QString& id, QPointF scenePos);
    /// Connects two groups after asking for the link's properties.
    void connectGroups(model::ObjectId from, model::ObjectId to);

signals:
    void editServerRequested(model::ObjectId templateId);
    void message(const QString& text);
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent* e) override;
    void mousePressEvent(QMouseEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void mouseReleaseEvent(QMouseEvent* e) override;
    void mouseDoubleClickEvent(QMouseEvent* e) override;
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dragMoveEvent(QDragMoveEvent* e) override;
    void dropEvent(QDropEvent* e) override;
    void keyPressEvent(QKeyEvent* e) override;
    void keyReleaseEvent(QKeyEvent* e) override;

private:
    GroupItem* groupAt(QPoint viewPos) const;
    void commitMoves();

    EditSink& m_sink;
    ClusterScene* m_scene;
    GroupItem* m_connectFrom = nullptr;
    QGraphicsLineItem* m_rubberLine = nullptr;
    bool m_panning = false;
    bool m_spaceHeld = false;
    QPoint m_panStart;
};

} // namespace cc::views
