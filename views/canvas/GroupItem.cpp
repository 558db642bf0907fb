#include "views/canvas/GroupItem.h"

#include "views/style/Palette.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QStyleOptionGraphicsItem>
#include <QtMath>
#include <algorithm>

namespace cc::views {

namespace {
QColor fillOf(model::BlockKind k)
{
    return palette::groupFill(k);
}
QColor edgeOf(model::BlockKind k)
{
    return palette::groupEdge(k);
}
QColor severityColour(int s)
{
    return palette::severity(static_cast<model::Severity>(std::max(0, s)), false);
}
} // namespace

GroupItem::GroupItem(const model::Block& block, GroupLook look) : m_id(block.id), m_kind(block.kind)
{
    setPos(block.x, block.y); // before the flags: stored positions are not snapped
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    m_look.replicas = -1; // differs from any look: setLook() below applies it
    setLook(look);
}

void GroupItem::setLook(const GroupLook& look)
{
    if (look == m_look)
        return;
    m_look = look;
    update();
    QString tip = QStringLiteral("<b>%1</b><br/>%2<br/>× %3")
                      .arg(m_look.title.toHtmlEscaped(), m_look.subtitle.toHtmlEscaped(),
                           QLocale().toString(m_look.replicas));
    if (!m_look.problem.isEmpty())
        tip += QStringLiteral("<br/><span style='color:%1'>%2</span>")
                   .arg(severityColour(m_look.severity).name(), m_look.problem.toHtmlEscaped());
    setToolTip(tip);
}

QRectF GroupItem::body() const
{
    switch (m_kind) {
    case model::BlockKind::Server:
        return {0, 0, 260, 96};
    case model::BlockKind::Switch:
        return {0, 0, 240, 64};
    case model::BlockKind::Storage:
        return {0, 0, 240, 72};
    }
    return {0, 0, 200, 80};
}

QRectF GroupItem::portRect() const
{
    const QRectF b = body();
    return {b.center().x() - 7, b.top() - 7, 14, 14};
}

QRectF GroupItem::boundingRect() const
{
    return body().adjusted(-10, -10, 10, 10);
}

void GroupItem::paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget*)
{
    const qreal lod = option->levelOfDetailFromTransform(p->worldTransform());
    const QRectF b = body();
    const bool selected = isSelected();
    QPen pen(selected ? palette::accent() : edgeOf(m_kind), selected ? 3 : 1.5);
    if (m_look.severity >= 1 && !selected)
        pen = QPen(severityColour(m_look.severity), 2.5, Qt::DashLine);
    p->setPen(pen);
    p->setBrush(fillOf(m_kind));
    // Stacked shadow cards hint at replicas without drawing them.
    if (m_look.replicas > 1 && lod > 0.3) {
        p->save();
        p->setPen(QPen(edgeOf(m_kind).lighter(140), 1));
        p->drawRoundedRect(b.translated(6, 6), 8, 8);
        p->restore();
    }
    p->drawRoundedRect(b, 8, 8);

    if (lod < 0.25) { // far away: a coloured block, nothing else
        return;
    }
    QFont f = p->font();
    f.setPointSizeF(10);
    f.setBold(true);
    p->setFont(f);
    p->setPen(Qt::black);
    QFontMetricsF fm(f);

    // Replica badge "×128" first: the title is elided to the room it leaves.
    const QString badge = QStringLiteral("×%1").arg(QLocale().toString(m_look.replicas));
    QFont bf = f;
    bf.setPointSizeF(9.5);
    const QFontMetricsF bm(bf);
    const qreal bw = bm.horizontalAdvance(badge) + 12;
    const QRectF badgeRect(b.right() - bw - 6, b.top() + 6, bw, bm.height() + 4);
    const QRectF text(b.left() + 10, b.top() + 6, badgeRect.left() - 8 - (b.left() + 10),
                      fm.height());
    p->drawText(text.topLeft() + QPointF(0, fm.ascent()),
                fm.elidedText(m_look.title, Qt::ElideRight, text.width()));
    p->setFont(bf);
    p->setPen(Qt::NoPen);
    p->setBrush(edgeOf(m_kind));
    p->drawRoundedRect(badgeRect, 6, 6);
    p->setPen(Qt::white);
    p->drawText(badgeRect, Qt::AlignCenter, badge);

    QFont sf = f;
    sf.setBold(false);
    sf.setPointSizeF(8.5);
    const QFontMetricsF sm(sf);
    const qreal subtitleBaseline = b.top() + 12 + fm.height() + sm.ascent();
    const qreal subtitleBottom = subtitleBaseline + sm.descent();
    if (lod >= 0.5) {
        p->setFont(sf);
        p->setPen(QColor(0x33, 0x33, 0x33));
        p->drawText(QPointF(b.left() + 10, subtitleBaseline),
                    sm.elidedText(m_look.subtitle, Qt::ElideRight, b.width() - 20));
    }
    // Close up: one cell per GPU of a replica.
    if (lod >= 0.9 && m_look.cellsPerReplica > 0) {
        const int n = qMin(m_look.cellsPerReplica, 72);
        const int perRow = qMin(n, 18);
        const int rows = (n + perRow - 1) / perRow;
        const qreal room = b.bottom() - 10 - (subtitleBottom + 3); // all cells fit under the text
        const qreal cell = std::min({10.0, (b.width() - 20) / perRow - 2, room / rows - 2});
        p->setPen(QPen(edgeOf(m_kind), 0.8));
        p->setBrush(QColor(0x8f, 0xc9, 0x8a));
        for (int i = 0; i < n; ++i) {
            const qreal x = b.left() + 10 + (i % perRow) * (cell + 2);
            const qreal y = b.bottom() - 10 - cell - (i / perRow) * (cell + 2);
            if (y < subtitleBottom + 3) // never over the subtitle
                break;
            p->drawRect(QRectF(x, y, cell, cell));
        }
    }
    if (m_look.severity >= 1) { // warning sign
        const QRectF w(b.right() - 22, b.bottom() - 22, 16, 16);
        p->setPen(Qt::NoPen);
        p->setBrush(severityColour(m_look.severity));
        p->drawEllipse(w);
        p->setPen(Qt::white);
        p->drawText(w, Qt::AlignCenter, QStringLiteral("!"));
    }
    { // port handle for connecting
        p->setPen(QPen(edgeOf(m_kind), 1.5));
        p->setBrush(Qt::white);
        p->drawEllipse(portRect());
    }
}

QVariant GroupItem::itemChange(GraphicsItemChange change, const QVariant& value)
{
    if (change == ItemPositionChange) { // snap to the grid while dragging
        const QPointF p = value.toPointF();
        return QPointF(qRound(p.x() / kGrid) * kGrid, qRound(p.y() / kGrid) * kGrid);
    }
    return QGraphicsObject::itemChange(change, value);
}

} // namespace cc::views
