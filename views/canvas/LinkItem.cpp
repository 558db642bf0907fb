#include "views/canvas/LinkItem.h"

#include "views/canvas/GroupItem.h"
#include "views/style/Palette.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace cc::views {

namespace {
/// Labels are read at 100 % zoom on a laptop: 10 pt, the same as the group titles.
constexpr qreal kLabelPt = 10;

QFont labelFont()
{
    QFont f;
    f.setPointSizeF(kLabelPt);
    return f;
}
} // namespace

LinkItem::LinkItem(const model::Link& link, GroupItem* from, GroupItem* to, LinkLook look)
    : m_id(link.id), m_from(from), m_to(to), m_look(std::move(look))
{
    setFlags(ItemIsSelectable);
    setZValue(-1);
    updateToolTip();
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
    if (look == m_look)
        return;
    prepareGeometryChange(); // the label's box is part of the bounds
    m_look = look;
    updateToolTip();
    update();
}

void LinkItem::updateToolTip()
{
    QString tip = QObject::tr("%1 (links per replica × speed · links in all)")
                      .arg(m_look.label)
                      .toHtmlEscaped();
    if (!m_look.trafficTip.isEmpty())
        tip += QStringLiteral("<br/>") + m_look.trafficTip.toHtmlEscaped();
    setToolTip(tip);
}

QColor LinkItem::colour() const
{
    return m_look.traffic >= 0 ? palette::linkTraffic(m_look.traffic)
                               : palette::linkLoad(m_look.load);
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
    // Room for the two-line label centred on the path and the widest pen.
    return path().boundingRect().adjusted(-150, -40, 150, 40);
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
    // A busier bundle is drawn wider, so the hot path reads at a glance even in grey scale.
    const qreal width = 2.2 + (m_look.traffic > 0 ? 5.0 * m_look.traffic : 0.0);
    QPen pen(isSelected() ? palette::accent() : colour(), isSelected() ? width + 1.3 : width);
    pen.setCosmetic(lod < 0.5);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    const QPainterPath path = this->path();
    p->drawPath(path);
    if (lod < 0.35)
        return;
    const QFont f = labelFont();
    p->setFont(f);
    const QFontMetricsF fm(f);
    const QString text = m_look.trafficLabel.isEmpty()
                             ? m_look.label
                             : m_look.label + QLatin1Char('\n') + m_look.trafficLabel;
    // Near the lower end: links that meet at one upper group keep their labels apart.
    const QPointF at = path.pointAtPercent(m_from == m_to ? 0.5 : 0.3);
    const QRectF r =
        fm.boundingRect(QRectF(0, 0, 400, 100), Qt::AlignCenter, text).adjusted(-5, -3, 5, 3);
    const QRectF box(at.x() - r.width() / 2, at.y() - r.height() / 2, r.width(), r.height());
    p->setPen(m_look.limiting ? QPen(colour(), 1.2) : Qt::NoPen);
    p->setBrush(QColor(255, 255, 255, 235));
    p->drawRoundedRect(box, 4, 4);
    p->setPen(colour().darker(140));
    p->drawText(box, Qt::AlignCenter, text);
}

} // namespace cc::views
