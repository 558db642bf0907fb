#include "views/charts/ChartBase.h"

#include "model/io/SafeWrite.h"
#include "views/text/MessageText.h"

#include <QContextMenuEvent>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {
/// Colour-blind-safe series colours (Okabe & Ito 2008), readable on white and on dark grey.
const QColor kSeries[] = {QColor(0x00, 0x72, 0xb2), QColor(0xe6, 0x9f, 0x00),
                          QColor(0x00, 0x9e, 0x73), QColor(0xd5, 0x5e, 0x00),
                          QColor(0xcc, 0x79, 0xa7), QColor(0x56, 0xb4, 0xe9),
                          QColor(0xf0, 0xe4, 0x42), QColor(0x99, 0x99, 0x99)};
constexpr QSize kDefaultExportSize(900, 560);
/// Below this the widget's size is not a real layout yet (an unshown widget is 100×30).
constexpr QSize kSmallestLayout(320, 240);

/// `text` broken into lines no wider than `width` pixels: after "; " where possible, inside a
/// clause at spaces when the clause alone is too wide. Existing line breaks are kept.
QString wrapText(const QString& text, const QFont& font, int width)
{
    const QFontMetrics fm(font);
    QStringList lines;
    auto addWords = [&](const QString& clause) { // a clause too wide for one line
        QString line;
        for (const QString& word : clause.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && fm.horizontalAdvance(longer) > width) {
                lines << line;
                line = word;
            } else {
                line = longer;
            }
        }
        return line;
    };
    for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
        QString line;
        for (const QString& clause : paragraph.split(QStringLiteral("; "))) {
            const QString longer = line.isEmpty() ? clause : line + QStringLiteral("; ") + clause;
            if (fm.horizontalAdvance(longer) <= width) {
                line = longer;
                continue;
            }
            if (!line.isEmpty())
                lines << line + QLatin1Char(';');
            line = fm.horizontalAdvance(clause) > width ? addWords(clause) : clause;
        }
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

/// The row of `grid` (one column) that holds `element`, or −1.
int rowOf(QCPLayoutGrid* grid, QCPLayoutElement* element)
{
    for (int r = 0; r < grid->rowCount(); ++r)
        if (grid->element(r, 0) == element)
            return r;
    return -1;
}
} // namespace

ChartBase::ChartBase(QWidget* parent) : QCustomPlot(parent)
{
    setMinimumSize(320, 240);
    setMouseTracking(true);
    setAntialiasedElements(QCP::aeAll);
    plotLayout()->insertRow(0);
    m_title = new QCPTextElement(this, QString(),
                                 QFont(font().family(), font().pointSize() + 2, QFont::Bold));
    plotLayout()->addElement(0, 0, m_title);
    legend->setVisible(true);
    legend->setBorderPen(Qt::NoPen);
    legend->setBrush(Qt::NoBrush);
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    m_emptyText = new QCPItemText(this);
    m_emptyText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyText->position->setCoords(0.5, 0.5);
    m_emptyText->setVisible(false);
    m_dark = palette().color(QPalette::Window).lightnessF() < 0.5;
}

void ChartBase::setScenarios(const std::vector<ChartInputs>& inputs)
{
    m_inputs = inputs;
    if (m_inputs.size() > 5)
        m_inputs.resize(5);
    redraw();
}

void ChartBase::redraw()
{
    clearPlottables();
    clearItems(); // also deletes m_emptyText; recreated below
    clearGraphs();
    for (QCPAxis* a : {xAxis, yAxis, xAxis2, yAxis2}) {
        a->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        a->setScaleType(QCPAxis::stLinear);
        a->setLabel(QString());
        a->setTickLabelRotation(0);
    }
    xAxis->setVisible(true);
    yAxis->setVisible(true);
    xAxis2->setVisible(false);
    yAxis2->setVisible(false);
    legend->setVisible(true);
    m_emptyText = new QCPItemText(this);
    m_emptyText->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_emptyText->position->setCoords(0.5, 0.5);
    m_emptyText->setVisible(false);

    m_title->setText(title());
    m_subtitleText.clear();
    m_footnoteText.clear();
    m_laidOutFor = layoutSize();
    if (m_legendColumns > 0) // before the legend items exist: they take its font
        legend->setFont(legendFont());
    m_empty = m_inputs.empty() || !m_inputs.front().report ? tr("No design") : rebuild();
    for (int i = 0; i < plottableCount(); ++i)
        if (plottable(i)->name().isEmpty())
            plottable(i)->removeFromLegend();
    if (!m_empty.isEmpty()) {
        m_emptyText->setText(m_empty);
        m_emptyText->setVisible(true);
        legend->setVisible(false);
        for (QCPAxis* a : {xAxis, yAxis, xAxis2, yAxis2}) // no meaningless 0–5 scale behind it
            a->setVisible(false);
        m_subtitleText.clear();
        m_footnoteText.clear();
    }
    const int textWidth = m_laidOutFor.width() - 24;
    if (m_subtitle)
        m_subtitle->setText(wrapText(m_subtitleText, m_subtitle->font(), textWidth));
    if (m_footnote)
        m_footnote->setText(wrapText(m_footnoteText, m_footnote->font(), textWidth));
    placeLegend();
    applyPalette();
    replot();
}

QSize ChartBase::layoutSize() const
{
    if (m_override.isValid())
        return m_override;
    const bool sized = isVisible() || testAttribute(Qt::WA_Resized);
    return sized && width() >= kSmallestLayout.width() && height() >= kSmallestLayout.height()
               ? size()
               : kDefaultExportSize;
}

QFont ChartBase::legendFont() const
{
    QFont f = font();
    if (isCompact())
        f.setPointSizeF(f.pointSizeF() * 0.9);
    return f;
}

void ChartBase::addSubtitleRow()
{
    plotLayout()->insertRow(1);
    m_subtitle = new QCPTextElement(this, QString(), font());
    plotLayout()->addElement(1, 0, m_subtitle);
}

void ChartBase::setSubtitle(const QString& text)
{
    m_subtitleText = text;
}

void ChartBase::addFootnoteRow()
{
    const int row = plotLayout()->rowCount();
    m_footnote = new QCPTextElement(this, QString(), font());
    plotLayout()->addElement(row, 0, m_footnote);
}

void ChartBase::setFootnote(const QString& text)
{
    m_footnoteText = text;
}

void ChartBase::setLegendBelow(int maxColumns)
{
    m_legendColumns = std::max(1, maxColumns);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    legend->setMargins(QMargins(8, 2, 8, 4));
}

void ChartBase::placeLegend()
{
    // Below the plot while it has entries. An empty legend there would cap the layout's width
    // (a grid column is no wider than its narrowest element allows), so in the empty state it
    // goes back into the axis rect, hidden.
    const bool below = m_legendColumns > 0 && m_empty.isEmpty() && legend->itemCount() > 0;
    QCPLayout* holder = legend->layout();
    const bool isBelow = holder == plotLayout();
    if (below != isBelow) {
        holder->take(legend);
        if (below) {
            const int row = rowOf(plotLayout(), m_plotElement ? m_plotElement : axisRect()) + 1;
            plotLayout()->insertRow(row);
            plotLayout()->addElement(row, 0, legend);
            plotLayout()->setRowStretchFactor(row, 0.001);
        } else {
            plotLayout()->simplify();
            axisRect()->insetLayout()->addElement(legend, Qt::AlignTop | Qt::AlignRight);
        }
    }
    if (below)
        fitLegend();
}

void ChartBase::fitLegend()
{
    // As many columns as fit the width, each as wide as its widest entry: fewer rows than
    // columns sized for the widest entry of all.
    const int n = legend->itemCount();
    std::vector<int> widths;
    for (int i = 0; i < n; ++i)
        widths.push_back(legend->item(i) ? legend->item(i)->minimumOuterSizeHint().width() : 0);
    const int room =
        layoutSize().width() - legend->margins().left() - legend->margins().right() - 16;
    int columns = std::min(m_legendColumns, n);
    for (; columns > 1; --columns) {
        std::vector<int> column(columns, 0);
        for (int i = 0; i < n; ++i)
            column[i % columns] = std::max(column[i % columns], widths[i]);
        int total = (columns - 1) * legend->columnSpacing();
        for (int w : column)
            total += w;
        if (total <= room)
            break;
    }
    legend->setWrap(std::max(1, columns));
    legend->setFillOrder(QCPLegend::foColumnsFirst, true); // re-flows the entries
    // Rows as tall as the font's full line (an item clips to its rect, descenders included).
    const int line = QFontMetrics(legend->font()).height() + 1;
    legend->setRowSpacing(isCompact() ? 0 : 3);
    legend->setIconSize(isCompact() ? QSize(22, line) : QSize(32, std::max(18, line)));
}

QColor ChartBase::backgroundColor() const
{
    return m_dark ? QColor(0x2b, 0x2b, 0x2b) : QColor(Qt::white);
}

QString ChartBase::tooltipAt(const QPointF& pos) const
{
    int index = -1;
    QCPAbstractPlottable* p = plottableAt(pos, false, &index);
    return p && index >= 0 ? tooltipFor(p, index) : QString();
}

void ChartBase::resizeEvent(QResizeEvent* e)
{
    QCustomPlot::resizeEvent(e);
    if (!m_inputs.empty() && layoutSize() != m_laidOutFor)
        redraw();
}

QColor ChartBase::seriesColor(int i) const
{
    return kSeries[((i % 8) + 8) % 8];
}

QColor ChartBase::textColor() const
{
    return m_dark ? QColor(0xe8, 0xe8, 0xe8) : QColor(0x20, 0x20, 0x20);
}
QColor ChartBase::gridColor() const
{
    return m_dark ? QColor(0x55, 0x55, 0x55) : QColor(0xdd, 0xdd, 0xdd);
}

void ChartBase::applyPalette()
{
    const QColor bg = backgroundColor();
    setBackground(bg);
    axisRect()->setBackground(bg);
    const QColor fg = textColor();
    for (QCPAxis* a : {xAxis, yAxis, xAxis2, yAxis2}) {
        a->setBasePen(QPen(fg));
        a->setTickPen(QPen(fg));
        a->setSubTickPen(QPen(fg));
        a->setTickLabelColor(fg);
        a->setLabelColor(fg);
        a->grid()->setPen(QPen(gridColor(), 0, Qt::DotLine));
        a->grid()->setZeroLinePen(Qt::NoPen);
    }
    m_title->setTextColor(fg);
    for (QCPTextElement* t : {m_subtitle, m_footnote})
        if (t)
            t->setTextColor(fg);
    legend->setTextColor(fg);
    legend->setBrush(m_dark ? QColor(0x2b, 0x2b, 0x2b, 200) : QColor(255, 255, 255, 200));
    if (m_emptyText)
        m_emptyText->setColor(m_dark ? QColor(0xaa, 0xaa, 0xaa) : QColor(0x66, 0x66, 0x66));
}

void ChartBase::changeEvent(QEvent* e)
{
    QCustomPlot::changeEvent(e);
    if (e->type() == QEvent::PaletteChange || e->type() == QEvent::ApplicationPaletteChange) {
        const bool dark = palette().color(QPalette::Window).lightnessF() < 0.5;
        if (dark != m_dark) {
            m_dark = dark;
            redraw(); // series may pick colours from the palette
        }
    }
}

void ChartBase::styleAxis(QCPAxis* axis, const QString& label)
{
    axis->setVisible(true);
    axis->setLabel(label);
    axis->setTickLabels(true);
}

void ChartBase::setCategories(QCPAxis* axis, const QStringList& names)
{
    QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
    for (int i = 0; i < names.size(); ++i)
        t->addTick(i + 1, names[i]);
    axis->setTicker(t);
    axis->setSubTicks(false);
    axis->setTickLength(0, 4);
    axis->setRange(0.4, names.size() + 0.6);
}

QCPItemLine* ChartBase::addMarker(double x0, double y0, double x1, double y1, const QString& label,
                                  const QColor& color, Qt::PenStyle style)
{
    auto* line = new QCPItemLine(this);
    line->start->setCoords(x0, y0);
    line->end->setCoords(x1, y1);
    line->setPen(QPen(color, 2, style));
    if (!label.isEmpty()) {
        auto* text = new QCPItemText(this);
        text->position->setParentAnchor(line->end);
        text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
        text->setText(label);
        text->setColor(color);
        text->setClipToAxisRect(false);
    }
    return line;
}

QString ChartBase::keyLabel(QCPAxis* axis, double key) const
{
    if (auto t = axis->ticker().dynamicCast<QCPAxisTickerText>()) {
        const auto it = t->ticks().find(key);
        if (it != t->ticks().end())
            return it.value();
    }
    return QLocale().toString(key, 'g', 6);
}

QString ChartBase::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return p->name();
    const QString key = keyLabel(p->keyAxis(), d->dataMainKey(index));
    const QString value = QLocale().toString(d->dataMainValue(index), 'g', 4);
    return QStringLiteral("<b>%1</b><br/>%2: %3 %4")
        .arg(p->name().toHtmlEscaped(), key.toHtmlEscaped(), value,
             p->valueAxis()->label().toHtmlEscaped());
}

void ChartBase::mouseMoveEvent(QMouseEvent* e)
{
    QCustomPlot::mouseMoveEvent(e);
    if (const QString tip = tooltipAt(e->position()); !tip.isEmpty())
        QToolTip::showText(e->globalPosition().toPoint(), tip, this);
    else
        QToolTip::hideText();
}

void ChartBase::contextMenuEvent(QContextMenuEvent* e)
{
    QMenu menu(this);
    menu.addAction(tr("Export chart as PNG, SVG or PDF…"), this, &ChartBase::exportDialog);
    menu.exec(e->globalPos());
}

void ChartBase::exportDialog()
{
    QString name = title().toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    name.remove(QRegularExpression(QStringLiteral("[^a-z0-9\\-]")));
    // Start where the last chart went (else the home folder), not the process's working folder.
    QSettings settings;
    const QString dir =
        settings.value(QStringLiteral("export/chartFolder"), QDir::homePath()).toString();
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export chart"), QDir(dir).filePath(name + QStringLiteral(".png")),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (file.isEmpty())
        return;
    settings.setValue(QStringLiteral("export/chartFolder"), QFileInfo(file).absolutePath());
    if (const QString err = exportTo(file); !err.isEmpty())
        QMessageBox::warning(this, tr("Export chart"), err);
}

/// Lays the chart out for another size (export, PDF page) while it lives, then back.
struct ChartBase::LayoutFor {
    LayoutFor(ChartBase* chart, QSize size) : m_chart(chart)
    {
        m_chart->m_override = size;
        if (!m_chart->m_inputs.empty() && m_chart->layoutSize() != m_chart->m_laidOutFor)
            m_chart->redraw();
    }
    ~LayoutFor()
    {
        m_chart->m_override = QSize();
        if (!m_chart->m_inputs.empty() && m_chart->layoutSize() != m_chart->m_laidOutFor)
            m_chart->redraw();
    }
    LayoutFor(const LayoutFor&) = delete;
    LayoutFor& operator=(const LayoutFor&) = delete;
    ChartBase* m_chart;
};

QString ChartBase::exportTo(const QString& file, int width, int height)
{
    if (width <= 0 || height <= 0) {
        const bool shown = isVisible() && this->width() >= 320;
        width = shown ? this->width() : kDefaultExportSize.width();
        height = shown ? this->height() : kDefaultExportSize.height();
    }
    const LayoutFor layout(this, QSize(width, height));
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("pdf") &&
        suffix != QLatin1String("svg"))
        return tr("Cannot export to \"%1\": use a .png, .svg or .pdf file name.").arg(file);
    // Drawn into a private temporary file first, then written by the one save helper
    // (model/io/SafeWrite.h: atomic, fsync'ed, keeps the mode, through symlinks, OS reason).
    QTemporaryDir tmpDir;
    const QString tmp = tmpDir.filePath(QStringLiteral("chart.") + suffix);
    bool ok = tmpDir.isValid();
    if (ok && suffix == QLatin1String("png")) {
        ok = savePng(tmp, width, height, 2.0);
    } else if (ok && suffix == QLatin1String("pdf")) {
        ok = savePdf(tmp, width, height, QCP::epNoCosmetic, QStringLiteral("ClusterCanvas"),
                     title());
    } else if (ok) {
        QSvgGenerator svg;
        svg.setFileName(tmp);
        svg.setSize(QSize(width, height));
        svg.setViewBox(QRect(0, 0, width, height));
        svg.setTitle(title());
        QCPPainter painter;
        ok = painter.begin(&svg);
        if (ok) {
            renderTo(&painter, QRectF(0, 0, width, height), QSize(width, height));
            ok = painter.end();
        }
    }
    QFile drawn(tmp);
    if (!ok || !drawn.open(QIODevice::ReadOnly) || drawn.size() == 0)
        return tr("Could not draw the chart for %1.").arg(file);
    const QByteArray bytes = drawn.readAll();
    return renderMessage(model::io::writeFileSafely(
        file.toStdString(),
        std::string_view(bytes.constData(), static_cast<size_t>(bytes.size()))));
}

void ChartBase::renderTo(QCPPainter* painter, const QRectF& rect, QSize logical)
{
    if (!logical.isValid())
        logical = kDefaultExportSize;
    const LayoutFor layout(this, logical);
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(rect.width() / logical.width(), rect.height() / logical.height());
    painter->setMode(QCPPainter::pmVectorized);
    painter->setMode(QCPPainter::pmNoCaching);
    toPainter(painter, logical.width(), logical.height());
    painter->restore();
}

} // namespace cc::views::charts
