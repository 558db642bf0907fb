// Horizontal bars: the category labels (stage names, scenario names and the long advice texts)
// read left to right next to their bars instead of being rotated under them.
#include "views/charts/MemoryStackChart.h"

#include "model/training/TrainingReport.h"
#include "views/text/MessageText.h"

#include <QFontMetrics>
#include <QLocale>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
constexpr int kWrapChars = 40;
/// Most stage bars: all stages up to this many, else a sample (fewer in a small chart).
constexpr int kMaxStageBars = 8;
constexpr int kMaxStageBarsSmall = 4;
constexpr int kSmallHeight = 480;
/// Pixels of the chart's height that are not rows: title, subtitle, axis, legend, margins.
constexpr int kReservedHeight = 170;
/// A bar row is at least this many text lines tall; at least this many alternatives are shown.
constexpr double kMinRowLines = 1.3;
constexpr int kMinAlternatives = 2;

/// The five stacked parts, in stacking order, with their palette colour index.
struct Part {
    double model::MemoryBreakdown::*field;
    int color;
};
constexpr Part kParts[] = {{&model::MemoryBreakdown::weights, 0},
                           {&model::MemoryBreakdown::gradients, 1},
                           {&model::MemoryBreakdown::optimizer, 4},
                           {&model::MemoryBreakdown::activations, 5},
                           {&model::MemoryBreakdown::other, 7}};

QString partName(int i)
{
    switch (i) {
    case 0:
        return MemoryStackChart::tr("Weights");
    case 1:
        return MemoryStackChart::tr("Gradients");
    case 2:
        return MemoryStackChart::tr("Optimizer states");
    case 3:
        return MemoryStackChart::tr("Activations");
    default:
        return MemoryStackChart::tr("Other (runtime, buffers, fragmentation)");
    }
}

/// Greedy word wrap so that long advice texts stay readable as axis labels.
QString wrapped(const QString& text, int width = kWrapChars)
{
    QStringList lines;
    QString line;
    for (const QString& word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!line.isEmpty() && line.size() + 1 + word.size() > width) {
            lines << line;
            line.clear();
        }
        line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + word;
    }
    if (!line.isEmpty())
        lines << line;
    return lines.join(QLatin1Char('\n'));
}

bool sameBreakdown(const model::MemoryBreakdown& a, const model::MemoryBreakdown& b)
{
    for (const Part& p : kParts)
        if (std::abs(a.*p.field - b.*p.field) > 1e-9 * std::max(1.0, std::abs(a.*p.field)))
            return false;
    return true;
}

/// One bar: a stacked breakdown (stage or scenario) or an advice total.
struct Row {
    QString label;
    model::MemoryBreakdown bytes;
    double total = 0;
    double capacity = 0;
    bool advice = false;
    bool fits = false;
    double key = 0;  ///< position on the category axis
    double half = 0; ///< half the room the row takes on that axis
};

/// The design's bars: one per run of identical pipeline stages (at most `maxBars`, always with
/// the first, the last and the fullest), or one when all stages are equal. Returns how many
/// stages the bars stand for.
int addStageRows(const model::MemoryReport& m, bool overlaid, int maxBars, std::vector<Row>& rows)
{
    const QString prefix = overlaid ? MemoryStackChart::tr("This design: ") : QString();
    const auto& st = m.stages;
    struct Run {
        std::size_t first, last; // 0-based, inclusive
    };
    std::vector<Run> runs;
    for (std::size_t i = 0; i < st.size();) {
        std::size_t j = i + 1;
        while (j < st.size() && sameBreakdown(st[j], st[i]))
            ++j;
        runs.push_back({i, j - 1});
        i = j;
    }
    if (runs.size() <= 1) {
        rows.push_back(
            {overlaid ? MemoryStackChart::tr("This design") : MemoryStackChart::tr("Per GPU"),
             m.perGpu, m.perGpu.total(), m.capacityBytes});
        return std::max(1, static_cast<int>(st.size()));
    }
    std::vector<std::size_t> shown;
    if (static_cast<int>(runs.size()) <= maxBars) {
        for (std::size_t r = 0; r < runs.size(); ++r)
            shown.push_back(r);
    } else {
        std::size_t fullest = 0;
        for (std::size_t r = 0; r < runs.size(); ++r)
            if (st[runs[r].first].total() > st[runs[fullest].first].total())
                fullest = r;
        shown = {0, runs.size() - 1, fullest};
        for (int k = 1; k < maxBars - 2; ++k)
            shown.push_back(k * (runs.size() - 1) / (maxBars - 2));
        std::sort(shown.begin(), shown.end());
        shown.erase(std::unique(shown.begin(), shown.end()), shown.end());
    }
    int covered = 0;
    for (std::size_t r : shown) {
        const Run& run = runs[r];
        covered += static_cast<int>(run.last - run.first + 1);
        const QString name =
            run.first == run.last
                ? MemoryStackChart::tr("Stage %1").arg(run.first + 1)
                : MemoryStackChart::tr("Stages %1–%2").arg(run.first + 1).arg(run.last + 1);
        const auto& b = st[run.first];
        rows.push_back({prefix + name, b, b.total(), m.capacityBytes});
    }
    return covered;
}

} // namespace

MemoryStackChart::MemoryStackChart(QWidget* parent) : ChartBase(parent)
{
    addSubtitleRow();
    setLegendBelow(); // the bars may run to the right edge
}

QString MemoryStackChart::title() const
{
    return tr("Memory per GPU");
}

QString MemoryStackChart::rebuild()
{
    const ChartInputs& design = inputs().front();
    if (!design.training)
        return tr("No training job: pick a model in the Training job panel");
    const model::MemoryReport& mem = design.training->memory;
    if (mem.perGpu.total() <= 0)
        return tr("No memory figures: the training job has no model shape");

    const bool overlaid = inputs().size() > 1;
    std::vector<Row> rows;
    const QSize size = layoutSize();
    const int shownStages = addStageRows(
        mem, overlaid, size.height() >= kSmallHeight ? kMaxStageBars : kMaxStageBarsSmall, rows);
    const int stages = std::max(1, static_cast<int>(mem.stages.size()));
    for (std::size_t i = 1; i < inputs().size(); ++i) {
        const ChartInputs& in = inputs()[i];
        if (!in.training)
            continue;
        const model::MemoryReport& m = in.training->memory;
        rows.push_back(
            {tr("%1 (fullest stage)").arg(in.label), m.perGpu, m.perGpu.total(), m.capacityBytes});
    }
    const int stacked = static_cast<int>(rows.size());
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.92);
    const QFontMetrics fm(small);
    // In a small chart, only as many alternatives as leave each row a readable height: those
    // that fit first, in the report's order; the heading says how many are left out.
    const double stackUnits = stacked * (stacked > 4 ? 0.7 : 1.0) + 0.6;
    const double rowUnits = (size.height() - kReservedHeight) / (kMinRowLines * fm.lineSpacing());
    const int room = std::max(kMinAlternatives, static_cast<int>(rowUnits - stackUnits));
    std::vector<std::size_t> shownAdvice;
    for (const bool fitting : {true, false})
        for (std::size_t i = 0; i < mem.advice.size(); ++i)
            if (mem.advice[i].fits == fitting && static_cast<int>(shownAdvice.size()) < room)
                shownAdvice.push_back(i);
    std::sort(shownAdvice.begin(), shownAdvice.end());
    for (std::size_t i : shownAdvice) {
        const auto& a = mem.advice[i];
        rows.push_back(
            {renderMessage(a.change), {}, a.perGpuBytes, mem.capacityBytes, true, a.fits});
    }

    // Stacked bars (short one-line labels) sit closer together when there are many, so that
    // the two-line advice labels keep their room.
    const double stackStep = stacked > 4 ? 0.7 : 1.0;
    double key = 1 - stackStep;
    double headingKey = 0;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        if (r < stacked) {
            key += stackStep;
            rows[r].half = stackStep / 2;
        } else {
            if (r == stacked) {
                headingKey = key + rows[r - 1].half + 0.4;
                key = headingKey - 0.2;
            }
            key += 1.0;
            rows[r].half = 0.5;
        }
        rows[r].key = key;
    }
    // Two-line labels when the rows have the height for them, else one elided line (the
    // tooltip keeps the whole text).
    const double span = rows.back().key + rows.back().half - rows.front().key + rows.front().half;
    const bool roomy = (size.height() - kReservedHeight) / span >= 1.6 * fm.lineSpacing();
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    double maxBytes = 0;
    m_rowNames.clear();
    for (const Row& r : rows) {
        ticks->addTick(r.key,
                       roomy ? wrapped(r.label)
                             : fm.elidedText(r.label, Qt::ElideRight, size.width() * 32 / 100));
        m_rowNames.insert(r.key, r.label);
        maxBytes = std::max({maxBytes, r.total, r.capacity});
    }
    yAxis->setTicker(ticks);
    yAxis->setSubTicks(false);
    yAxis->setTickLength(0, 4);
    yAxis->setTickLabelFont(small);
    yAxis->setRange(rows.front().key - rows.front().half - 0.1,
                    rows.back().key + rows.back().half + 0.1);
    yAxis->setRangeReversed(true);
    yAxis->grid()->setVisible(false);
    styleAxis(xAxis, tr("Memory per GPU (GiB)"));
    xAxis->setRange(0, maxBytes / kGiB * 1.16);

    const QColor background = isDark() ? QColor(0x2b, 0x2b, 0x2b) : QColor(Qt::white);
    const QPen edge(background, 1);
    QCPBars* below = nullptr;
    for (int p = 0; p < 5; ++p) {
        auto* bars = new QCPBars(yAxis, xAxis);
        bars->setObjectName(QStringLiteral("part%1").arg(p));
        bool used = false;
        for (int r = 0; r < stacked; ++r) {
            bars->addData(rows[r].key, rows[r].bytes.*kParts[p].field / kGiB);
            used |= rows[r].bytes.*kParts[p].field > 0;
        }
        if (used) // an unnamed plottable stays out of the legend
            bars->setName(partName(p));
        bars->setWidth(0.62 * stackStep);
        bars->setPen(edge);
        bars->setBrush(seriesColor(kParts[p].color));
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
    if (!shownAdvice.empty()) {
        QCPBars* fits = nullptr;
        QCPBars* over = nullptr;
        for (int r = stacked; r < static_cast<int>(rows.size()); ++r) {
            QCPBars*& b = rows[r].fits ? fits : over;
            if (!b) {
                b = new QCPBars(yAxis, xAxis);
                b->setObjectName(rows[r].fits ? QStringLiteral("adviceFits")
                                              : QStringLiteral("adviceOver"));
                b->setName(rows[r].fits ? tr("Alternative that fits")
                                        : tr("Alternative that does not fit"));
                b->setBrush(seriesColor(rows[r].fits ? 2 : 3));
                b->setWidth(0.62);
                b->setPen(edge);
            }
            b->addData(rows[r].key, rows[r].total / kGiB);
        }
    }

    // Capacity: one dashed line per run of bars with the same GPU memory, named once per value;
    // drawn over the bars but under the texts created after it, which get a background.
    QList<double> named;
    for (int r = 0; r < static_cast<int>(rows.size());) {
        int e = r + 1;
        while (e < static_cast<int>(rows.size()) && rows[e].capacity == rows[r].capacity)
            ++e;
        const double cap = rows[r].capacity;
        if (cap > 0) {
            auto* g = new QCPGraph(yAxis, xAxis);
            g->setObjectName(QStringLiteral("capacity"));
            g->setPen(QPen(textColor(), 2, Qt::DashLine));
            g->addData(rows[r].key - rows[r].half, cap / kGiB);
            g->addData(rows[e - 1].key + rows[e - 1].half, cap / kGiB);
            if (!named.contains(cap)) {
                named << cap;
                g->setName(tr("GPU memory %1").arg(gibText(cap)));
            }
        }
        r = e;
    }

    if (!mem.advice.empty()) {
        auto* heading = new QCPItemText(this);
        heading->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
        heading->position->setTypeY(QCPItemPosition::ptPlotCoords);
        heading->position->setCoords(0.01, headingKey);
        heading->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        QString text = mem.fits ? tr("Alternatives, each change alone (per-GPU total)")
                                : tr("What would make it fit, each change alone (per-GPU total)");
        if (shownAdvice.size() < mem.advice.size())
            text = (mem.fits ? tr("%1 of %2 alternatives, each change alone (per-GPU total)")
                             : tr("%1 of %2 changes that would make it fit (per-GPU total)"))
                       .arg(shownAdvice.size())
                       .arg(mem.advice.size());
        heading->setText(text + QLatin1Char(':'));
        QFont italic = font();
        italic.setItalic(true);
        heading->setFont(italic);
        heading->setColor(textColor());
        heading->setBrush(background);
    }

    // Totals at the bar ends.
    for (const Row& r : rows) {
        auto* t = new QCPItemText(this);
        t->position->setCoords(r.total / kGiB, r.key);
        t->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        t->setPadding(QMargins(4, 0, 0, 0));
        t->setText(gibText(r.total));
        t->setFont(small);
        t->setColor(textColor());
        t->setBrush(background);
    }

    const double total = mem.perGpu.total();
    QString sub =
        mem.fits
            ? tr("Fullest stage %1 of %2: fits, %3 free")
                  .arg(gibText(total), gibText(mem.capacityBytes), gibText(mem.headroomBytes))
            : tr("Fullest stage %1 of %2: does not fit, %3 over")
                  .arg(gibText(total), gibText(mem.capacityBytes), gibText(-mem.headroomBytes));
    if (mem.maxMicroBatch > 0)
        sub += tr("; largest micro-batch that fits: %1 sequences").arg(mem.maxMicroBatch);
    if (shownStages < stages)
        sub += tr("; %1 of %2 pipeline stages shown").arg(shownStages).arg(stages);
    setSubtitle(sub);
    return {};
}

QString MemoryStackChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return p->name();
    const double valueGiB = d->dataMainValue(index);
    const QString bytes = tr("%1 GiB (%2 GB)")
                              .arg(QLocale().toString(valueGiB, 'f', 2),
                                   QLocale().toString(valueGiB * kGiB / 1e9, 'f', 2));
    if (p->objectName() == QLatin1String("capacity"))
        return tr("<b>GPU memory</b><br/>%1").arg(bytes);
    const QString row = m_rowNames.value(d->dataMainKey(index));
    return QStringLiteral("<b>%1</b><br/>%2: %3")
        .arg(p->name().toHtmlEscaped(), row.toHtmlEscaped(), bytes);
}

} // namespace cc::views::charts
