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

constexpr qreal kSubtitlePt = 8.5;

/// Lays `text` out in `area`, the first line `firstWidth` wide (the replica badge takes the
/// rest), wrapping at word boundaries; a line that does not fit any more is elided. Returns the
/// lines and their positions, or an empty list when not even one line fits.
struct TitleLine {
    QString text;
    QPointF at; ///< baseline start
};
QList<TitleLine> wrapTitle(const QString& text, const QFont& f, const QRectF& area,
                           qreal firstWidth)
{
    const QFontMetricsF fm(f);
    QList<TitleLine> out;
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    qreal y = area.top();
    int i = 0;
    while (i < words.size()) {
        const qreal width = out.isEmpty() ? firstWidth : area.width();
        const bool last = y + 2 * fm.height() > area.bottom() + 0.5;
        if (y + fm.height() > area.bottom() + 0.5)
            break;
        QString line = words[i++];
        while (i < words.size() &&
               fm.horizontalAdvance(line + QLatin1Char(' ') + words[i]) <= width)
            line += QLatin1Char(' ') + words[i++];
        if (last && i < words.size()) { // the rest does not fit: elide it onto this line
            line = fm.elidedText(line + QLatin1Char(' ') + words.mid(i).join(QLatin1Char(' ')),
                                 Qt::ElideRight, width);
            i = static_cast<int>(words.size());
        } else if (fm.horizontalAdvance(line) > width) { // one long word
            line = fm.elidedText(line, Qt::ElideRight, width);
        }
        out.push_back({line, QPointF(area.left(), y + fm.ascent())});
        y += fm.height();
    }
    return out;
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
    if (!m_look.limitingText.isEmpty())
        tip += QStringLiteral("<br/><b>%1</b>").arg(m_look.limitingText.toHtmlEscaped());
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
    return body().adjusted(-10, -10, 12, 12); // the halo and the shadow card
}

qreal GroupItem::titlePointSize(qreal lod)
{
    // 10 pt at 100 %; zoomed out, larger in the scene so it stays about 8 pt on screen.
    constexpr qreal kBase = 10, kOnScreen = 8, kMax = 20;
    return lod <= 0 ? kBase : std::clamp(kOnScreen / lod, kBase, kMax);
}

GroupItem::Title GroupItem::layoutTitle(qreal lod) const
{
    const QRectF b = body();
    Title t;
    t.badge = QStringLiteral("×%1").arg(QLocale().toString(m_look.replicas));
    t.badgeFont.setPointSizeF(9.5 * titlePointSize(lod) / 10);
    const QFontMetricsF bm(t.badgeFont);
    const qreal bw = bm.horizontalAdvance(t.badge) + 12;
    t.badgeRect = QRectF(b.right() - bw - 6, b.top() + 6, bw, bm.height() + 4);
    // Zoomed out the subtitle is not drawn, so the title may take the whole box; close up it
    // leaves room for the subtitle and the GPU cells.
    const bool subtitle = lod >= 0.5;
    QFont sf;
    sf.setPointSizeF(kSubtitlePt);
    const qreal subtitleRoom = QFontMetricsF(sf).height() + 4;
    for (qreal pt = titlePointSize(lod); pt >= 9.99; pt -= 1) {
        t.font = QFont();
        t.font.setPointSizeF(pt);
        t.font.setBold(true);
        const QFontMetricsF fm(t.font);
        const qreal bottom = b.bottom() - 6 - (subtitle ? subtitleRoom : 0);
        const QRectF area(b.left() + 10, b.top() + 6, b.width() - 20, bottom - b.top() - 6);
        const QString all = m_look.title;
        const auto lines = wrapTitle(all, t.font, area, t.badgeRect.left() - 8 - area.left());
        t.lines.clear();
        QString shown;
        for (const auto& l : lines) {
            t.lines.push_back({l.text, l.at});
            shown += (shown.isEmpty() ? QString() : QStringLiteral(" ")) + l.text;
        }
        t.bottom = lines.isEmpty() ? b.top() + 6 : lines.back().at.y() + fm.descent();
        if (shown == all.simplified())
            break; // everything fits at this size
    }
    return t;
}

QStringList GroupItem::subtitleLines() const
{
    const QRectF b = body();
    QFont sf;
    sf.setPointSizeF(kSubtitlePt);
    const QFontMetricsF sm(sf);
    const qreal top = layoutTitle(1.0).bottom + 3;
    const QRectF area(b.left() + 10, top, b.width() - 20,
                      std::min(b.bottom() - 4 - top, 2 * sm.height()));
    QStringList out;
    for (const auto& l : wrapTitle(m_look.subtitle, sf, area, area.width()))
        out.push_back(l.text);
    return out;
}

QStringList GroupItem::titleLines(qreal lod) const
{
    QStringList out;
    for (const auto& l : layoutTitle(lod).lines)
        out.push_back(l.first);
    return out;
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
    if (m_look.limiting) { // what limits the step: a halo in the error colour
        p->save();
        QColor halo = palette::bad();
        halo.setAlpha(170);
        QPen hp(halo, 4);
        hp.setCosmetic(lod < 0.5);
        p->setPen(hp);
        p->setBrush(Qt::NoBrush);
        p->drawRoundedRect(b.adjusted(-5, -5, 5, 5), 11, 11);
        p->restore();
    }

    if (lod < 0.25) { // far away: a coloured block, nothing else
        return;
    }
    const Title title = layoutTitle(lod);
    p->setFont(title.font);
    p->setPen(Qt::black);
    for (const auto& [text, at] : title.lines)
        p->drawText(at, text);
    p->setFont(title.badgeFont);
    p->setPen(Qt::NoPen);
    p->setBrush(edgeOf(m_kind));
    p->drawRoundedRect(title.badgeRect, 6, 6);
    p->setPen(Qt::white);
    p->drawText(title.badgeRect, Qt::AlignCenter, title.badge);

    QFont sf;
    sf.setPointSizeF(kSubtitlePt);
    const QFontMetricsF sm(sf);
    qreal subtitleBottom = title.bottom;
    if (lod >= 0.5) { // up to two lines; the tooltip has it whole
        const qreal top = title.bottom + 3;
        const QRectF area(b.left() + 10, top, b.width() - 20,
                          std::min(b.bottom() - 4 - top, 2 * sm.height()));
        p->setFont(sf);
        p->setPen(QColor(0x33, 0x33, 0x33));
        for (const auto& line : wrapTitle(m_look.subtitle, sf, area, area.width())) {
            p->drawText(line.at, line.text);
            subtitleBottom = line.at.y() + sm.descent();
        }
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
