// One horizontal stacked bar per design or scenario; the time unit follows the longest step so
// that a 0.2 s step reads "200 ms" rather than "0.2 s".
#include "views/charts/StepTimeChart.h"

#include "model/training/TrainingReport.h"
#include "views/text/MessageText.h"

#include <QFontMetrics>
#include <QLocale>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {

struct Part {
    double model::StepBreakdown::*field;
    int color;
};
constexpr Part kParts[] = {
    {&model::StepBreakdown::compute, 0},     {&model::StepBreakdown::tpComm, 1},
    {&model::StepBreakdown::ppBubble, 7},    {&model::StepBreakdown::dpCommExposed, 3},
    {&model::StepBreakdown::epComm, 4},      {&model::StepBreakdown::cpComm, 5},
    {&model::StepBreakdown::optimizer, 2},   {&model::StepBreakdown::fsdpComm, 6},
    {&model::StepBreakdown::moeDispatch, 8}, {&model::StepBreakdown::fp8Overhead, 9}};
constexpr int kPartCount = static_cast<int>(std::size(kParts));

QString partName(int i)
{
    switch (i) {
    case 0:
        return StepTimeChart::tr("Compute");
    case 1:
        return StepTimeChart::tr("Tensor-parallel comm. (exposed)");
    case 2:
        return StepTimeChart::tr("Pipeline bubble and transfers");
    case 3:
        return StepTimeChart::tr("Data-parallel gradient sync (exposed)");
    case 4:
        return StepTimeChart::tr("Expert all-to-all");
    case 5:
        return StepTimeChart::tr("Context-parallel K/V exchange (exposed)");
    case 6:
        return StepTimeChart::tr("Optimizer step");
    case 7:
        return StepTimeChart::tr("FSDP parameter gathers (exposed)");
    case 8:
        return StepTimeChart::tr("MoE token permutation");
    default:
        return StepTimeChart::tr("FP8 cast and transpose");
    }
}

} // namespace

StepTimeChart::StepTimeChart(QWidget* parent) : ChartBase(parent)
{
    addSubtitleRow();
    setLegendBelow(3);
}

QString StepTimeChart::title() const
{
    return tr("Step time breakdown");
}

QString StepTimeChart::rebuild()
{
    const ChartInputs& design = inputs().front();
    if (!design.training)
        return tr("No training job: pick a model in the Training job panel");
    if (!design.training->valid || design.training->performance.stepTimeS <= 0)
        return tr("The training job's setup is not valid: see the findings");

    struct Row {
        QString label;
        const model::PerformanceReport* perf;
    };
    std::vector<Row> rows;
    const bool overlaid = inputs().size() > 1;
    rows.push_back({overlaid ? tr("This design") : tr("One step"), &design.training->performance});
    for (std::size_t i = 1; i < inputs().size(); ++i) {
        const auto* t = inputs()[i].training;
        if (t && t->valid && t->performance.stepTimeS > 0)
            rows.push_back({inputs()[i].label, &t->performance});
    }

    double longest = 0;
    for (const Row& r : rows)
        longest = std::max(longest, r.perf->stepTimeS);
    m_unitS = longest >= 1 ? 1.0 : longest >= 1e-3 ? 1e-3 : 1e-6;
    m_unit = m_unitS == 1.0 ? tr("s") : m_unitS == 1e-3 ? tr("ms") : tr("µs");

    QStringList labels;
    m_rowSteps.clear();
    m_rowLimits.clear();
    for (const Row& r : rows) {
        labels << r.label;
        m_rowSteps.push_back(r.perf->stepTimeS / m_unitS);
        m_rowLimits.push_back(renderMessage(r.perf->bottleneck));
    }
    setCategories(yAxis, labels);
    // One or two bars stay bar-shaped: the axis keeps room for three.
    const double pad = std::max(0.0, 3.0 - static_cast<double>(rows.size())) / 2;
    yAxis->setRange(0.3 - pad, rows.size() + 0.7 + pad);
    yAxis->setRangeReversed(true);
    yAxis->grid()->setVisible(false);
    styleAxis(xAxis, tr("Time per optimizer step (%1)").arg(m_unit));
    const double xMax = longest / m_unitS * 1.04;
    xAxis->setRange(0, xMax);

    const QPen edge(isDark() ? QColor(0x2b, 0x2b, 0x2b) : QColor(Qt::white), 1);
    QCPBars* below = nullptr;
    for (int p = 0; p < kPartCount; ++p) {
        const bool used = std::any_of(rows.begin(), rows.end(), [&](const Row& r) {
            return r.perf->breakdownS.*kParts[p].field > 0;
        });
        if (!used)
            continue;
        auto* bars = new QCPBars(yAxis, xAxis);
        bars->setObjectName(QStringLiteral("part%1").arg(p));
        // With one bar the legend carries every value, so that an exported picture has them.
        const double only = rows.front().perf->breakdownS.*kParts[p].field;
        bars->setName(rows.size() > 1
                          ? partName(p)
                          : tr("%1: %2 %3 (%4)")
                                .arg(partName(p), QLocale().toString(only / m_unitS, 'g', 3),
                                     m_unit, percentText(only / rows.front().perf->stepTimeS)));
        bars->setWidth(0.5);
        bars->setPen(edge);
        const QColor fill = seriesColor(kParts[p].color);
        bars->setBrush(fill);
        for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
            const double v = rows[r].perf->breakdownS.*kParts[p].field / m_unitS;
            bars->addData(r + 1, v);
            // The value inside the segment when it is wide enough to hold it.
            double base = 0;
            for (int q = 0; q < p; ++q)
                base += rows[r].perf->breakdownS.*kParts[q].field / m_unitS;
            if (v > 0.09 * xMax) {
                auto* t = new QCPItemText(this);
                t->position->setCoords(base + v / 2, r + 1);
                t->setText(QLocale().toString(v, 'g', 3));
                t->setColor(fill.lightnessF() > 0.55 ? QColor(0x20, 0x20, 0x20)
                                                     : QColor(Qt::white));
            }
        }
        if (below)
            bars->moveAbove(below);
        below = bars;
    }

    // Step, throughput and MFU above each bar; scenarios also name their limit.
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const model::PerformanceReport& p = *rows[r].perf;
        QString text = tr("Step %1 %2 · %3 tokens/s · MFU %4")
                           .arg(QLocale().toString(p.stepTimeS / m_unitS, 'g', 4), m_unit,
                                compactNumber(p.tokensPerS), percentText(p.mfu));
        if (r > 0)
            text += tr(" · limited by %1").arg(renderMessage(p.bottleneck));
        auto* t = new QCPItemText(this);
        t->position->setCoords(0, r + 1 - 0.27);
        t->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        QFont bold = font();
        bold.setBold(true);
        // Elided to the plot's width (the category labels take about a quarter); the tooltip
        // names every bar's limit in full.
        t->setText(
            QFontMetrics(bold).elidedText(text, Qt::ElideRight, layoutSize().width() * 3 / 4 - 24));
        t->setFont(bold);
        t->setColor(textColor());
    }
    setSubtitle(tr("Limited by: %1").arg(renderMessage(design.training->performance.bottleneck)));
    return {};
}

QString StepTimeChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return p->name();
    const int row = static_cast<int>(std::lround(d->dataMainKey(index))) - 1;
    const double step = row >= 0 && row < static_cast<int>(m_rowSteps.size()) ? m_rowSteps[row] : 0;
    const double v = d->dataMainValue(index);
    const QString limit = row >= 0 && row < static_cast<int>(m_rowLimits.size())
                              ? tr("<br/>Limited by: %1").arg(m_rowLimits[row].toHtmlEscaped())
                              : QString();
    return tr("<b>%1</b><br/>%2: %3 %4 (%5 of the %6 %4 step)%7")
        .arg(p->name().toHtmlEscaped(),
             keyLabel(p->keyAxis(), d->dataMainKey(index)).toHtmlEscaped(),
             QLocale().toString(v, 'g', 4), m_unit, percentText(step > 0 ? v / step : 0),
             QLocale().toString(step, 'g', 4), limit);
}

} // namespace cc::views::charts
