#include "views/canvas/LinkItem.h"

#include "views/canvas/GroupItem.h"
#include "views/style/Palette.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace cc::views {

namespace {
QColor loadColour(double load)
{
    return palette::linkLoad(load);
}
} // namespace

LinkItem::LinkItem(const model::Link& link, GroupItem* from, GroupItem* to, QString label,
                   double load)
    : m_id(link.id), m_from(from), m_to(to), m_label(std::move(label)), m_load(load)
{
    setFlags(ItemIsSelectable);
    setZValue(-1);
    setToolTip(QObject::tr("%1 (links per replica × speed · links in all)").arg(m_label));
    track();
}

model::ObjectId LinkItem::fromId() const
{
    return m_from->blockId();
}
model::ObjectId LinkItem::toId() const
{
    return m_to->blockId();
}

void LinkItem::setLook(const LinkLook& look)
{
    if (look.label == m_label && look.load == m_load)
        return;
    prepareGeometryChange(); // the label's box is part of the bounds
    m_label = look.label;
    m_load = look.load;
    setToolTip(QObject::tr("%1 (links per replica × speed · links in all)").arg(m_label));
    update();
}

void LinkItem::track()
{
    prepareGeometryChange();
    // From the lower group's top port up to the upper group's bottom centre.
    m_a = m_from->portScenePos();
    const QRectF tb = m_to->mapRectToScene(m_to->boundingRect().adjusted(10, 10, -10, -10));
    m_b = m_from == m_to ? m_a : QPointF(tb.center().x(), tb.bottom());
    if (m_from != m_to && m_a.y() < tb.top()) // drawn upside down: use the other edge
        m_b = QPointF(tb.center().x(), tb.top());
}

QPainterPath LinkItem::path() const
{
    QPainterPath p(m_a);
    if (m_from == m_to) { // a torus: a loop over the group
        p.cubicTo(m_a + QPointF(-90, -90), m_a + QPointF(90, -90), m_a);
        return p;
    }
    const QPointF mid((m_a.x() + m_b.x()) / 2, (m_a.y() + m_b.y()) / 2);
    p.cubicTo(QPointF(m_a.x(), mid.y()), QPointF(m_b.x(), mid.y()), m_b);
    return p;
}

QRectF LinkItem::boundingRect() const
{
    return path().boundingRect().adjusted(-120, -30, 120, 30);
}

QPainterPath LinkItem::shape() const
{
    QPainterPathStroker s;
    s.setWidth(10);
    return s.createStroke(path());
}

void LinkItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const qreal lod = option->levelOfDetailFromTransform(p->worldTransform());
    QPen pen(isSelected() ? QColor(0x1f, 0x6f, 0xd1) : loadColour(m_load),
             isSelected() ? 3.5 : 2.2);
    pen.setCosmetic(lod < 0.5);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    const QPainterPath path = this->path();
    p->drawPath(path);
    if (lod < 0.5)
        return;
    QFont f = p->font();
    f.setPointSizeF(8.5);
    p->setFont(f);
    // Near the lower end: links that meet at one upper group keep their labels apart.
    const QPointF at = path.pointAtPercent(m_from == m_to ? 0.5 : 0.3);
    const QRectF r = QFontMetricsF(f).boundingRect(m_label).adjusted(-4, -2, 4, 2);
    const QRectF box(at.x() - r.width() / 2, at.y() - r.height() / 2, r.width(), r.height());
    p->setPen(Qt::NoPen);
    p->setBrush(QColor(255, 255, 255, 225));
    p->drawRoundedRect(box, 4, 4);
    p->setPen(loadColour(m_load).darker(130));
    p->drawText(box, Qt::AlignCenter, m_label);
}

} // namespace cc::views
