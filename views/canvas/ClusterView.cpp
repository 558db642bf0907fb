#include "views/canvas/ClusterView.h"

#include "model/analysis/Evaluate.h"
#include "model/design/SpecResolver.h"
#include "model/edit/GroupEdits.h"
#include "model/edit/ObjectEdits.h"
#include "model/io/DesignIo.h"
#include "views/EditSink.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/GroupItem.h"
#include "views/dialogs/ConnectDialog.h"
#include "views/style/Palette.h"

#include <QApplication>
#include <QClipboard>
#include <QDragEnterEvent>
#include <QGraphicsLineItem>
#include <QMimeData>
#include <QScrollBar>
#include <QWheelEvent>

namespace cc::views {

namespace {
const char* kClipboardMime = "application/x-clustercanvas-groups";
}

ClusterView::ClusterView(EditSink& sink, QWidget* parent)
    : QGraphicsView(parent), m_sink(sink), m_scene(new ClusterScene(this))
{
    setScene(m_scene);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setAcceptDrops(true);
    setBackgroundBrush(QColor(0xf7, 0xf8, 0xfa));
}

void ClusterView::refresh()
{
    m_scene->rebuild(m_sink.evaluation());
}

void ClusterView::applyChanges(const model::ChangeSet& changes)
{
    m_scene->applyChanges(changes, m_sink.evaluation());
}

qreal ClusterView::zoom() const
{
    return transform().m11();
}

void ClusterView::zoomBy(qreal factor)
{
    const qreal z = zoom() * factor;
    if (z < 0.02 || z > 8)
        return;
    scale(factor, factor);
    emit zoomChanged(zoom());
}

void ClusterView::zoomToFit()
{
    QRectF r = m_scene->itemsBoundingRect();
    if (r.isEmpty())
        return;
    fitInView(r.adjusted(-40, -40, 40, 40), Qt::KeepAspectRatio);
    if (zoom() > 1.5) // a single small group: do not blow it up
        setTransform(QTransform::fromScale(1.5, 1.5));
    centerOn(r.center());
    emit zoomChanged(zoom());
}

void ClusterView::zoomTo100()
{
    setTransform(QTransform());
    emit zoomChanged(zoom());
}

void ClusterView::wheelEvent(QWheelEvent* e)
{
    const qreal steps = e->angleDelta().y() / 120.0;
    if (steps != 0)
        zoomBy(std::pow(1.15, steps));
    e->accept();
}

GroupItem* ClusterView::groupAt(QPoint viewPos) const
{
    for (QGraphicsItem* it : items(viewPos))
        if (it->type() == GroupItem::Type)
            return static_cast<GroupItem*>(it);
    return nullptr;
}

void ClusterView::mousePressEvent(QMouseEvent* e)
{
    if (e->button() == Qt::MiddleButton || (e->button() == Qt::LeftButton && m_spaceHeld)) {
        m_panning = true;
        m_panStart = e->pos();
        setCursor(Qt::ClosedHandCursor);
        e->accept();
        return;
    }
    if (e->button() == Qt::LeftButton) {
        GroupItem* g = groupAt(e->pos());
        // A press on the port handle starts a connection instead of a move.
        if (g &&
            g->portRect().adjusted(-4, -4, 4, 4).contains(g->mapFromScene(mapToScene(e->pos())))) {
            m_connectFrom = g;
            m_rubberLine = m_scene->addLine(QLineF(g->portScenePos(), mapToScene(e->pos())),
                                            QPen(palette::accent(), 2, Qt::DashLine));
            e->accept();
            return;
        }
    }
    QGraphicsView::mousePressEvent(e);
}

void ClusterView::mouseMoveEvent(QMouseEvent* e)
{
    if (m_panning) {
        const QPoint d = e->pos() - m_panStart;
        m_panStart = e->pos();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - d.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
        return;
    }
    if (m_rubberLine) {
        m_rubberLine->setLine(QLineF(m_connectFrom->portScenePos(), mapToScene(e->pos())));
        return;
    }
    QGraphicsView::mouseMoveEvent(e);
}

void ClusterView::mouseReleaseEvent(QMouseEvent* e)
{
    if (m_panning) {
        m_panning = false;
        unsetCursor();
        return;
    }
    if (m_rubberLine) {
        delete m_rubberLine;
        m_rubberLine = nullptr;
        GroupItem* from = m_connectFrom;
        m_connectFrom = nullptr;
        if (GroupItem* to = groupAt(e->pos()))
            connectGroups(from->blockId(), to->blockId());
        return;
    }
    QGraphicsView::mouseReleaseEvent(e);
    commitMoves();
    m_sink.endGesture(); // the next drag is an undo step of its own
}

void ClusterView::commitMoves()
{
    std::vector<model::MovedBlock> moves;
    const model::Design& d = m_sink.design();
    for (const auto& b : d.blocks)
        if (GroupItem* g = m_scene->groupItem(b.id); g && (g->pos() != QPointF(b.x, b.y)))
            moves.push_back({b.id, g->pos().x(), g->pos().y()});
    if (!moves.empty())
        m_sink.submit(model::makeMove(d, moves));
}

void ClusterView::mouseDoubleClickEvent(QMouseEvent* e)
{
    if (GroupItem* g = groupAt(e->pos()); g && g->kind() == model::BlockKind::Server) {
        if (const model::Block* b = m_sink.design().findBlock(g->blockId()))
            emit editServerRequested(b->templateId);
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(e);
}

void ClusterView::connectGroups(model::ObjectId from, model::ObjectId to)
{
    const model::Design& d = m_sink.design();
    const model::Block* a = d.findBlock(from);
    const model::Block* b = d.findBlock(to);
    if (!a || !b)
        return;
    // Draw links from the lower end (servers, storage, then lower tiers) upwards.
    auto rank = [](const model::Block* x) {
        return x->kind == model::BlockKind::Switch ? 10 + x->tier : 0;
    };
    if (rank(a) > rank(b) || (rank(a) == rank(b) && a->y < b->y && a != b))
        std::swap(a, b);
    model::Link l;
    l.from = a->id;
    l.to = b->id;
    // Defaults from the server's NICs: one link per free compute port at the NIC's speed.
    const model::SpecResolver specs(d, m_sink.catalog());
    if (a->kind == model::BlockKind::Server) {
        const auto& inv = m_sink.evaluation().inventory;
        if (const auto it = inv.templates.find(a->templateId);
            it != inv.templates.end() && it->second.computeNic) {
            l.bitsPerS = it->second.computeNic->nic.portBitsPerS;
            l.perReplica = std::max(1, it->second.computeNics * it->second.computeNic->nic.ports);
            l.rule = it->second.tmpl->railOptimized && b->replicas > 1 ? model::WiringRule::Rail
                                                                       : model::WiringRule::Spread;
        }
        if (a == b)
            l.rule = model::WiringRule::Torus;
    } else if (const auto* e = specs.find(a->ref); e && e->kind == model::Kind::Switch) {
        l.bitsPerS = e->sw.portBitsPerS;
        l.perReplica = std::max(1, e->sw.ports / 2);
    } else if (e && e->kind == model::Kind::Storage) {
        l.bitsPerS = e->storage.nicBitsPerS;
        l.perReplica = std::max(1, e->storage.nics);
    }
    ConnectDialog dlg(d, m_sink.catalog(), l, this);
    if (dlg.exec() != QDialog::Accepted)
        return;
    l = dlg.link();
    l.id = d.allocateId();
    m_sink.submit(std::make_unique<model::AddLink>(l, model::Message::of("UNDO_CONNECT")));
}

void ClusterView::dragEnterEvent(QDragEnterEvent* e)
{
    if (e->mimeData()->hasFormat(QLatin1String(kMime)))
        e->acceptProposedAction();
    else
        QGraphicsView::dragEnterEvent(e);
}

void ClusterView::dragMoveEvent(QDragMoveEvent* e)
{
    if (e->mimeData()->hasFormat(QLatin1String(kMime)))
        e->acceptProposedAction();
    else
        QGraphicsView::dragMoveEvent(e);
}

void ClusterView::dropEvent(QDropEvent* e)
{
    if (!e->mimeData()->hasFormat(QLatin1String(kMime)))
        return QGraphicsView::dropEvent(e);
    const QString id = QString::fromUtf8(e->mimeData()->data(QLatin1String(kMime)));
    if (addEntry(id, mapToScene(e->position().toPoint())))
        e->acceptProposedAction();
}

bool ClusterView::addEntry(const QString& id, QPointF scenePos)
{
    const model::CatalogEntry* entry = m_sink.catalog().find(id.toStdString());
    if (!entry) {
        emit message(tr("'%1' is not in the catalog.").arg(id));
        return false;
    }
    const qreal g = GroupItem::kGrid;
    try {
        const auto& d = m_sink.design();
        // The group's centre lands where it was dropped, then it is selected.
        const QPointF at = scenePos - QPointF(120, 45);
        m_sink.submit(
            model::makeAddFromCatalog(d, *entry, qRound(at.x() / g) * g, qRound(at.y() / g) * g));
        if (!m_sink.design().blocks.empty())
            m_scene->selectObjects({m_sink.design().blocks.back().id});
    } catch (const std::invalid_argument& ex) {
        emit message(QString::fromStdString(ex.what()));
        return false;
    }
    return true;
}

void ClusterView::deleteSelection()
{
    const auto blocks = m_scene->selectedBlocks();
    const auto links = m_scene->selectedLinks();
    m_sink.submit(model::makeDelete(m_sink.design(), {blocks.begin(), blocks.end()},
                                    {links.begin(), links.end()}));
}

void ClusterView::copySelection()
{
    const auto blocks = m_scene->selectedBlocks();
    if (blocks.isEmpty())
        return;
    const model::Design snippet =
        model::extractGroups(m_sink.design(), {blocks.begin(), blocks.end()});
    auto* mime = new QMimeData;
    const std::string text = model::io::saveDesign(snippet, m_sink.catalog());
    mime->setData(QLatin1String(kClipboardMime), QByteArray::fromStdString(text));
    mime->setText(QString::fromStdString(text));
    QApplication::clipboard()->setMimeData(mime);
}

void ClusterView::cutSelection()
{
    copySelection();
    deleteSelection();
}

void ClusterView::paste()
{
    const QMimeData* mime = QApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(QLatin1String(kClipboardMime)))
        return;
    try {
        const model::Design snippet = model::io::loadDesign(
            mime->data(QLatin1String(kClipboardMime)).toStdString(), "clipboard");
        const auto& d = m_sink.design();
        m_sink.submit(model::makePaste(d, snippet, 60, 60));
    } catch (const model::FormatError& e) {
        emit message(tr("Cannot paste: %1").arg(QString::fromStdString(e.what())));
    }
}

void ClusterView::duplicateSelection()
{
    const auto blocks = m_scene->selectedBlocks();
    if (blocks.isEmpty())
        return;
    const auto& d = m_sink.design();
    m_sink.submit(
        model::makePaste(d, model::extractGroups(d, {blocks.begin(), blocks.end()}), 60, 60));
}

void ClusterView::alignSelection(int how)
{
    const auto blocks = m_scene->selectedBlocks();
    m_sink.submit(model::makeAlign(m_sink.design(), {blocks.begin(), blocks.end()},
                                   static_cast<model::Align>(how)));
}

void ClusterView::keyPressEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        m_spaceHeld = true;
        setDragMode(QGraphicsView::NoDrag);
        setCursor(Qt::OpenHandCursor);
        return;
    }
    QGraphicsView::keyPressEvent(e);
}

void ClusterView::keyReleaseEvent(QKeyEvent* e)
{
    if (e->key() == Qt::Key_Space && !e->isAutoRepeat()) {
        m_spaceHeld = false;
        setDragMode(QGraphicsView::RubberBandDrag);
        unsetCursor();
        return;
    }
    QGraphicsView::keyReleaseEvent(e);
}

} // namespace cc::views
