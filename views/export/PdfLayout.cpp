// Page layout of the PDF proposal. Text is laid out with QTextLayout so that it wraps at word
// boundaries and, for long identifiers and URLs, anywhere: nothing is ever drawn past the margin.
#include "views/export/PdfLayout.h"

#include "views/export/ProposalFormat.h"

#include <QFontMetricsF>
#include <QPageLayout>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <memory>

namespace cc::views::pdf {

namespace {

constexpr qreal kMarginX = 60; ///< 16 mm at 96 dpi
constexpr qreal kMarginTop = 56;
constexpr qreal kFooterH = 40; ///< footer band above the bottom margin
constexpr qreal kMarginBottom = 36;
constexpr qreal kPadX = 5; ///< table cell padding
constexpr qreal kPadY = 3;
const QColor kAccent(0x1f, 0x4e, 0x79);
const QColor kRule(0xb8, 0xc4, 0xd0);
const QColor kHeaderFill(0xe6, 0xed, 0xf4);
const QColor kTotalFill(0xf2, 0xf2, 0xf2);

QFont sized(qreal pt, bool bold = false)
{
    QFont f;
    // Latin text (and "…", which CJK fonts draw as a centred "···") in DejaVu Sans; Chinese
    // falls back to WenQuanYi Micro Hei (Debian fonts-wqy-microhei, installed by install-deps).
    f.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("WenQuanYi Micro Hei")});
    f.setPointSizeF(pt);
    f.setBold(bold);
    // No "fi"/"fl" ligatures: text copied or searched in the PDF reads "figures", not "ﬁgures".
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

/// Lays `text` out in lines of `width`; '\n' starts a new line.
std::unique_ptr<QTextLayout> layoutText(const QString& text, const QFont& font, qreal width,
                                        const QPaintDevice* device, Qt::Alignment align)
{
    QString t = text;
    t.replace(QLatin1Char('\n'), QChar::LineSeparator);
    auto layout = std::make_unique<QTextLayout>(t, font, device);
    QTextOption opt;
    opt.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    opt.setAlignment(align);
    layout->setTextOption(opt);
    layout->setCacheEnabled(true);
    layout->beginLayout();
    qreal y = 0;
    for (QTextLine line = layout->createLine(); line.isValid(); line = layout->createLine()) {
        line.setLineWidth(qMax<qreal>(1, width));
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout->endLayout();
    return layout;
}

qreal layoutHeight(const QTextLayout& l)
{
    return l.lineCount() ? l.lineAt(l.lineCount() - 1).rect().bottom() : 0;
}

} // namespace

PageWriter::PageWriter(QPainter& painter, QPagedPaintDevice& device, QString footer, int totalPages)
    : m_painter(painter), m_device(device), m_footer(std::move(footer)), m_total(totalPages)
{
    m_pageRect = QRectF(0, 0, device.width(), device.height());
    m_content = QRectF(kMarginX, kMarginTop, m_pageRect.width() - 2 * kMarginX,
                       m_pageRect.height() - kMarginTop - kFooterH - kMarginBottom);
    m_y = m_content.top();
}

QFont PageWriter::bodyFont()
{
    return sized(9.5);
}
QFont PageWriter::smallFont()
{
    return sized(8);
}
QFont PageWriter::boldFont()
{
    return sized(9.5, true);
}
QFont PageWriter::headingFont()
{
    return sized(17, true);
}
QFont PageWriter::subheadingFont()
{
    return sized(11.5, true);
}
QFont PageWriter::titleFont()
{
    return sized(26, true);
}

void PageWriter::drawFooter()
{
    const QFont f = smallFont();
    const QFontMetricsF fm(f, &m_device);
    const qreal y = m_pageRect.height() - kMarginBottom - fm.height();
    m_painter.save();
    m_painter.setPen(QPen(kRule, 0.8));
    m_painter.drawLine(QPointF(m_content.left(), y - 6), QPointF(m_content.right(), y - 6));
    m_painter.setFont(f);
    m_painter.setPen(QColor(0x55, 0x55, 0x55));
    const QString num = m_total > 0 ? Proposal::tr("Page %1 of %2").arg(m_page).arg(m_total)
                                    : Proposal::tr("Page %1").arg(m_page);
    const qreal numW = fm.horizontalAdvance(num);
    const QString left = fm.elidedText(m_footer, Qt::ElideRight, m_content.width() - numW - 24);
    m_painter.drawText(QPointF(m_content.left(), y + fm.ascent()), left);
    m_painter.drawText(QPointF(m_content.right() - numW, y + fm.ascent()), num);
    m_painter.restore();
}

void PageWriter::newPage()
{
    drawFooter();
    m_device.newPage();
    ++m_page;
    m_y = m_content.top();
}

void PageWriter::finish()
{
    drawFooter();
}

bool PageWriter::ensure(qreal h)
{
    if (m_y + h <= m_content.bottom() || m_y <= m_content.top())
        return false;
    newPage();
    return true;
}

void PageWriter::section(const QString& title, bool ownPage)
{
    // Below this share of the page left, a section starts on the next page.
    constexpr qreal kMinRoomShare = 0.45;
    if (m_y > m_content.top() && (ownPage || remaining() < kMinRoomShare * m_content.height()))
        newPage();
    else if (m_y > m_content.top())
        m_y += 18; // a gap above a section that continues the page
    ++m_section;
    const QString text = QStringLiteral("%1  %2").arg(m_section).arg(title);
    const qreal h = drawText(QRectF(m_content.left(), m_y, m_content.width(), m_content.height()),
                             text, headingFont(), kAccent);
    m_y += h + 4;
    m_painter.save();
    m_painter.setPen(QPen(kAccent, 1.5));
    m_painter.drawLine(QPointF(m_content.left(), m_y), QPointF(m_content.right(), m_y));
    m_painter.restore();
    m_y += 14;
}

void PageWriter::subheading(const QString& text, qreal keepWith)
{
    const QFont f = subheadingFont();
    ensure(textHeight(text, f, m_content.width()) + 13 + keepWith);
    if (m_y > m_content.top())
        m_y += 8;
    m_y += drawText(QRectF(m_content.left(), m_y, m_content.width(), m_content.bottom() - m_y),
                    text, f, kAccent);
    m_y += 5;
}

qreal PageWriter::textHeight(const QString& text, const QFont& font, qreal width) const
{
    return layoutHeight(*layoutText(text, font, width, &m_device, Qt::AlignLeft));
}

qreal PageWriter::drawText(const QRectF& rect, const QString& text, const QFont& font,
                           const QColor& color, Qt::Alignment align)
{
    const auto layout = layoutText(text, font, rect.width(), &m_device, align);
    m_painter.save();
    m_painter.setClipRect(rect.adjusted(-1, -1, 1, 1), Qt::IntersectClip);
    m_painter.setPen(color);
    m_painter.setFont(font);
    layout->draw(&m_painter, rect.topLeft());
    m_painter.restore();
    return qMin(layoutHeight(*layout), rect.height());
}

void PageWriter::paragraph(const QString& text, const QFont& font, const QColor& color)
{
    const auto layout = layoutText(text, font, m_content.width(), &m_device, Qt::AlignLeft);
    m_painter.save();
    m_painter.setPen(color);
    m_painter.setFont(font);
    // Line by line, so that a long paragraph continues on the next page.
    for (int i = 0; i < layout->lineCount(); ++i) {
        const QTextLine line = layout->lineAt(i);
        if (ensure(line.height())) {
            m_painter.setPen(color);
            m_painter.setFont(font);
        }
        line.draw(&m_painter, QPointF(m_content.left(), m_y - line.y()));
        m_y += line.height();
    }
    m_painter.restore();
    m_y += 6;
}

void PageWriter::keyValues(const QString& label, const QList<QPair<QString, QString>>& rows)
{
    Table t;
    t.columns = {{QString(), 0.45, Qt::AlignLeft}, {QString(), 0.55, Qt::AlignLeft}};
    for (const auto& [k, v] : rows)
        t.rows.push_back({{k, v}, TableRow::Style::Normal, {}});
    if (!label.isEmpty()) {
        ensure(textHeight(label, boldFont(), m_content.width()) + 6 + tableStart(t));
        paragraph(label, boldFont());
    }
    table(t);
}

qreal PageWriter::rowHeight(const Table& t, const TableRow& row, const QList<qreal>& widths) const
{
    const bool bold = row.style != TableRow::Style::Normal;
    const QFont f = bold ? boldFont() : bodyFont();
    if (row.style == TableRow::Style::Group)
        return textHeight(row.cells.value(0), f, m_content.width() - 2 * kPadX) + 2 * kPadY + 4;
    qreal h = 0;
    for (int c = 0; c < t.columns.size(); ++c)
        h = qMax(h, textHeight(row.cells.value(c), f, widths[c] - 2 * kPadX));
    return h + 2 * kPadY;
}

void PageWriter::drawRow(const Table& t, const TableRow& row, const QList<qreal>& widths, qreal h,
                         bool header)
{
    const QRectF band(m_content.left(), m_y, m_content.width(), h);
    m_painter.save();
    if (header)
        m_painter.fillRect(band, kHeaderFill);
    if (row.style == TableRow::Style::Total)
        m_painter.fillRect(band, kTotalFill);
    if (row.style == TableRow::Style::Subtotal || row.style == TableRow::Style::Total) {
        m_painter.setPen(
            QPen(QColor(0x60, 0x60, 0x60), row.style == TableRow::Style::Total ? 1.4 : 0.8));
        m_painter.drawLine(band.topLeft(), band.topRight());
    }
    if (row.mark.isValid())
        m_painter.fillRect(QRectF(band.left(), band.top() + 2, 4, band.height() - 4), row.mark);
    m_painter.restore();
    const bool bold = header || row.style != TableRow::Style::Normal;
    const QFont f = bold ? boldFont() : bodyFont();
    const QColor ink = row.style == TableRow::Style::Group ? kAccent : QColor(Qt::black);
    if (row.style == TableRow::Style::Group) {
        drawText(band.adjusted(kPadX, kPadY + 4, -kPadX, 0), row.cells.value(0), f, ink);
    } else {
        qreal x = m_content.left() + (row.mark.isValid() ? 4 : 0);
        for (int c = 0; c < t.columns.size(); ++c) {
            const qreal w = widths[c] - (c == 0 && row.mark.isValid() ? 4 : 0);
            drawText(QRectF(x + kPadX, m_y + kPadY, w - 2 * kPadX, h - 2 * kPadY),
                     row.cells.value(c), f, ink, t.columns[c].align);
            x += w;
        }
    }
    m_painter.save();
    m_painter.setPen(QPen(kRule, 0.5));
    m_painter.drawLine(band.bottomLeft(), band.bottomRight());
    m_painter.restore();
    m_y += h;
}

QList<qreal> PageWriter::columnWidths(const Table& t) const
{
    qreal sum = 0;
    for (const auto& c : t.columns)
        sum += c.weight;
    QList<qreal> widths;
    for (const auto& c : t.columns)
        widths.push_back(m_content.width() * c.weight / (sum > 0 ? sum : 1));
    return widths;
}

TableRow PageWriter::headerRow(const Table& t)
{
    TableRow header;
    for (const auto& c : t.columns)
        header.cells.push_back(c.title);
    return header;
}

qreal PageWriter::tableStart(const Table& t) const
{
    const QList<qreal> widths = columnWidths(t);
    const TableRow header = headerRow(t);
    const qreal headerH = header.cells.join(QString()).isEmpty() ? 0 : rowHeight(t, header, widths);
    qreal total = headerH;
    for (const auto& row : t.rows)
        total += rowHeight(t, row, widths);
    const qreal firstH = t.rows.isEmpty() ? 0 : rowHeight(t, t.rows.front(), widths);
    return total <= m_content.height() / 3 ? total : headerH + firstH;
}

void PageWriter::table(const Table& t)
{
    const QList<qreal> widths = columnWidths(t);
    const TableRow header = headerRow(t);
    const bool hasHeader = !header.cells.join(QString()).isEmpty();
    const qreal headerH = hasHeader ? rowHeight(t, header, widths) : 0;
    auto drawHeader = [&] {
        if (hasHeader)
            drawRow(t, header, widths, headerH, true);
    };
    // A short table is not split: it moves to the next page as a whole.
    ensure(tableStart(t));
    drawHeader();
    for (int i = 0; i < t.rows.size(); ++i) {
        const TableRow& row = t.rows[i];
        // A row taller than a page is clipped to the page rather than drawn past the margin.
        const qreal h = qMin(rowHeight(t, row, widths), m_content.height() - headerH);
        qreal need = h;
        if (row.style == TableRow::Style::Group && i + 1 < t.rows.size())
            need += rowHeight(t, t.rows[i + 1], widths); // keep a group heading with its first line
        if (ensure(need))
            drawHeader();
        drawRow(t, row, widths, h, false);
    }
    m_y += 8;
}

} // namespace cc::views::pdf
