// The curve costs one parallelism search per size (Scaling.cpp), so it is computed only when the
// chart is rebuilt and kept while the workload and the hardware it runs on stay the same: a
// palette change or a scenario added elsewhere reuses the curves already computed.
#include "views/charts/ScalingChart.h"

#include "model/analysis/Report.h"
#include "model/training/TrainingReport.h"

#include <QFontMetrics>
#include <QLocale>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace cc::views::charts {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
/// Sizes without throughput are marked near the bottom of the efficiency axis, one row per
/// input: at kMarkerBase + kMarkerStep × input (%).
constexpr double kMarkerBase = 3;
constexpr double kMarkerStep = 5;

/// Ticks at 1, 2, 3 and 5 × 10ⁿ inside [lo, hi] (fewer when the range spans many decades),
/// labelled 20 k, 500 k, 1 M: a log axis with enough labels to read values off.
QSharedPointer<QCPAxisTickerText> logTicks(double lo, double hi)
{
    QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
    const double decades = std::log10(hi / lo);
    for (double decade = std::pow(10.0, std::floor(std::log10(lo))); decade <= hi; decade *= 10)
        for (double m : {1.0, 2.0, 3.0, 5.0})
            if ((m == 1.0 || (m != 3.0 && decades <= 4) || decades <= 2) && decade * m >= lo &&
                decade * m <= hi)
                t->addTick(decade * m, compactNumber(decade * m));
    return t;
}

QString gpusText(int n)
{
    return n == 1 ? ScalingChart::tr("1 GPU")
                  : ScalingChart::tr("%1 GPUs").arg(QLocale().toString(n));
}

/// What a curve depends on, as text: the workload, the job's size and every hardware figure
/// the step model reads.
std::string keyOf(const model::Workload& w, const model::ComputeHardware& hw, int gpus)
{
    std::ostringstream s;
    s.precision(17);
    s << model::workloadToJson(w) << '|' << gpus << '|' << hw.gpuName << '|' << hw.generation << '|'
      << hw.peakFlops << '|' << hw.peakBf16Flops << '|' << hw.gemmEfficiency << '|'
      << hw.gemmBf16Efficiency << '|' << hw.attentionEfficiency << '|' << hw.hbmBytesPerS << '|'
      << hw.memoryBytes << '|' << hw.hostRamBytesPerNode << '|' << hw.gpusPerServer << '|'
      << hw.domainGpus << '|' << hw.scaleUpBusBytesPerS << '|' << hw.interNodeBusBytesPerS << '|'
      << hw.alltoallInterBytesPerS << '|' << hw.pcieBytesPerS << '|' << hw.alphaIntraS << '|'
      << hw.alphaInterS << '|' << static_cast<int>(hw.scaleUpLink) << '|'
      << static_cast<int>(hw.scaleOutLink) << '|' << hw.interNodeLimitedBy << '|' << hw.sms << '|'
      << hw.scaleUpMesh << '|' << hw.stepTimeFactor; // calibrated: a new curve
    return s.str();
}

QString layoutText(const model::ResolvedLayout& c)
{
    QString s =
        ScalingChart::tr("TP %1 · PP %2 · DP %3").arg(c.layout.tp).arg(c.layout.pp).arg(c.dp);
    if (c.layout.cp > 1)
        s += ScalingChart::tr(" · CP %1").arg(c.layout.cp);
    if (c.layout.ep > 1)
        s += ScalingChart::tr(" · EP %1").arg(c.layout.ep);
    s += ScalingChart::tr(", micro-batch %1 × %2").arg(c.layout.microBatch).arg(c.microBatches);
    if (c.layout.interleave > 1)
        s += ScalingChart::tr(", interleave %1").arg(c.layout.interleave);
    return s + ScalingChart::tr(", recompute %1, ZeRO %2")
                   .arg(QString::fromUtf8(
                       model::recomputeName(c.layout.recompute).data(),
                       static_cast<int>(model::recomputeName(c.layout.recompute).size())))
                   .arg(c.layout.zeroStage);
}

QString statusText(model::ScalingStatus s, double gpuMemory)
{
    switch (s) {
    case model::ScalingStatus::Ok:
        return {};
    case model::ScalingStatus::DoesNotFit:
        return ScalingChart::tr("no layout fits in %1 GiB of GPU memory")
            .arg(QLocale().toString(gpuMemory / kGiB, 'f', 0));
    case model::ScalingStatus::NoLayout:
        return ScalingChart::tr("no layout divides the model and the global batch");
    case model::ScalingStatus::NoNetwork:
        return ScalingChart::tr("the servers are not networked");
    }
    return {};
}

void shadeBeyond(QCustomPlot* plot, double from, double to, bool dark, bool compact)
{
    auto* beyond = new QCPItemRect(plot);
    beyond->topLeft->setTypeY(QCPItemPosition::ptAxisRectRatio);
    beyond->bottomRight->setTypeY(QCPItemPosition::ptAxisRectRatio);
    beyond->topLeft->setCoords(from, 0);
    beyond->bottomRight->setCoords(to, 1);
    beyond->setPen(Qt::NoPen);
    beyond->setBrush(dark ? QColor(255, 255, 255, 18) : QColor(0, 0, 0, 14));
    if (compact) // no room beside the design's mark: the subtitle says it
        return;
    auto* text = new QCPItemText(plot);
    text->position->setTypeX(QCPItemPosition::ptAxisRectRatio);
    text->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    // At the bottom: the efficiency curves start near 100 % at the top.
    text->position->setCoords(0.99, 0.98);
    text->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    text->setTextAlignment(Qt::AlignRight);
    text->setText(
        ScalingChart::tr("Beyond the design:\nsame servers and\nnetwork per GPU assumed"));
    text->setColor(dark ? QColor(0xaa, 0xaa, 0xaa) : QColor(0x66, 0x66, 0x66));
}

} // namespace

ScalingChart::ScalingChart(QWidget* parent) : ChartBase(parent)
{
    addSubtitleRow();
    setLegendBelow(3);
}

QString ScalingChart::title() const
{
    return tr("Scaling with the number of GPUs");
}

const model::ScalingCurve* ScalingChart::curve(int i) const
{
    if (i < 0 || i >= static_cast<int>(m_curveOf.size()) || m_curveOf[i] < 0)
        return nullptr;
    return &m_cache[m_curveOf[i]].curve;
}

QString ScalingChart::rebuild()
{
    const int n = static_cast<int>(inputs().size());
    std::vector<Cached> next;
    m_curveOf.assign(n, -1);
    m_gpuMemory.assign(n, 0);
    for (int i = 0; i < n; ++i) {
        const ChartInputs& in = inputs()[i];
        if (!in.workload || !in.hardware)
            continue;
        const model::Workload& w = *in.workload;
        if (!in.hardware || !in.hardware->valid)
            continue;
        const model::ComputeHardware& hw = *in.hardware;
        const int gpus = in.training && in.training->performance.gpus > 0
                             ? in.training->performance.gpus
                             : (w.run.gpus ? *w.run.gpus : hw.groupGpus);
        const std::string key = keyOf(w, hw, gpus);
        m_gpuMemory[i] = hw.memoryBytes;
        auto same = [&](const Cached& c) { return c.key == key; };
        if (auto it = std::find_if(next.begin(), next.end(), same); it != next.end()) {
            m_curveOf[i] = static_cast<int>(it - next.begin());
            continue;
        }
        if (auto it = std::find_if(m_cache.begin(), m_cache.end(), same); it != m_cache.end())
            next.push_back(std::move(*it));
        else
            next.push_back({key, model::scalingCurve(w, model::makeStepModel(w, hw), gpus)});
        m_curveOf[i] = static_cast<int>(next.size()) - 1;
    }
    m_cache = std::move(next);

    if (!inputs().front().training || !curve(0))
        return tr("No training job: pick a model in the Training job panel");
    const model::ScalingCurve& own = *curve(0);

    // Axis ranges over every curve.
    std::vector<int> sizes;
    double lo = std::numeric_limits<double>::max(), hi = 0, effMax = 1;
    for (int i = 0; i < n; ++i)
        if (const auto* c = curve(i))
            for (const auto& p : c->points) {
                sizes.push_back(p.gpus);
                if (p.status == model::ScalingStatus::Ok) {
                    lo = std::min(lo, p.tokensPerS);
                    hi = std::max(hi, p.tokensPerS);
                    effMax = std::max(effMax, p.efficiency);
                }
            }
    std::sort(sizes.begin(), sizes.end());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    if (hi <= 0) {
        lo = 1e3;
        hi = 1e6;
    }

    xAxis->setScaleType(QCPAxis::stLogarithmic);
    QSharedPointer<QCPAxisTickerText> ticks(new QCPAxisTickerText);
    for (int g : sizes)
        ticks->addTick(g, QLocale().toString(g));
    xAxis->setTicker(ticks);
    xAxis->setSubTicks(false);
    xAxis->setTickLabelRotation(sizes.size() > 10 ? -35 : 0);
    styleAxis(xAxis, tr("GPUs (log scale)"));
    xAxis->setRange(sizes.front() / 1.3, sizes.back() * 1.3);

    yAxis->setScaleType(QCPAxis::stLogarithmic);
    yAxis->setTicker(logTicks(lo / 3, hi * 3));
    yAxis->setSubTicks(false);
    styleAxis(yAxis, tr("Throughput (tokens/s, log scale)"));
    yAxis->setRange(lo / 3, hi * 3);
    yAxis2->setVisible(true);
    styleAxis(yAxis2, tr("Scaling efficiency (%)"));
    yAxis2->setRange(0, std::max(110.0, std::ceil(effMax * 100 * 1.1 / 10) * 10));

    // Beyond the drawn design: shaded, because the network per GPU there is an assumption.
    if (own.builtGpus < sizes.back())
        shadeBeyond(this, own.builtGpus, sizes.back() * 1.3, isDark(), isCompact());

    auto* mark = new QCPItemLine(this);
    mark->start->setTypeY(QCPItemPosition::ptAxisRectRatio);
    mark->end->setTypeY(QCPItemPosition::ptAxisRectRatio);
    mark->start->setCoords(own.designGpus, 1);
    mark->end->setCoords(own.designGpus, 0);
    mark->setPen(QPen(textColor(), 1.5, Qt::DashLine));
    auto* markText = new QCPItemText(this);
    // At the bottom (the curves rise to the right, above it), left of the line unless the
    // line is near the left edge.
    markText->position->setParentAnchor(mark->start);
    const bool leftOfLine = std::log(own.designGpus / xAxis->range().lower) >
                            0.25 * std::log(xAxis->range().upper / xAxis->range().lower);
    markText->setPositionAlignment((leftOfLine ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignBottom);
    markText->setPadding(leftOfLine ? QMargins(0, 0, 6, 4) : QMargins(6, 0, 0, 4));
    markText->setText(own.designGpus < own.builtGpus
                          ? tr("This job\n%1").arg(gpusText(own.designGpus))
                          : tr("This design\n%1").arg(gpusText(own.designGpus)));
    markText->setTextAlignment(leftOfLine ? Qt::AlignRight : Qt::AlignLeft);
    markText->setColor(textColor());

    QCPGraph* notFit = nullptr;
    QCPGraph* noNet = nullptr;
    QCPGraph* noLayout = nullptr;
    auto markerGraph = [&](QCPGraph*& g, QCPScatterStyle::ScatterShape shape, const QString& name) {
        if (!g) {
            g = new QCPGraph(xAxis, yAxis2);
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(shape, textColor(), 10));
            g->setPen(QPen(textColor(), 2));
            g->setName(name);
            g->setProperty("input", -1);
        }
        return g;
    };
    for (int i = 0; i < n; ++i) {
        const model::ScalingCurve* c = curve(i);
        if (!c)
            continue;
        const QColor color = seriesColor(i);
        const QString who = i == 0 ? tr("This design") : inputs()[i].label;
        auto* tps = new QCPGraph(xAxis, yAxis);
        auto* eff = new QCPGraph(xAxis, yAxis2);
        tps->setName(tr("%1: tokens/s").arg(who));
        eff->setName(tr("%1: efficiency").arg(who));
        tps->setObjectName(QStringLiteral("tokens"));
        eff->setObjectName(QStringLiteral("efficiency"));
        tps->setPen(QPen(color, 2.5));
        eff->setPen(QPen(color, 2, Qt::DashLine));
        tps->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, 7));
        eff->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, color, 6));
        for (QCPGraph* g : {tps, eff})
            g->setProperty("input", i);
        for (const auto& p : c->points) {
            const bool ok = p.status == model::ScalingStatus::Ok;
            tps->addData(p.gpus, ok ? p.tokensPerS : kNaN);
            eff->addData(p.gpus, ok ? p.efficiency * 100 : kNaN);
            if (ok)
                continue;
            QCPGraph* g =
                p.status == model::ScalingStatus::DoesNotFit
                    ? markerGraph(notFit, QCPScatterStyle::ssCross,
                                  tr("Nothing fits in GPU memory"))
                : p.status == model::ScalingStatus::NoNetwork
                    ? markerGraph(noNet, QCPScatterStyle::ssTriangle, tr("Servers not networked"))
                    : markerGraph(noLayout, QCPScatterStyle::ssDiamond,
                                  tr("No layout divides model and batch"));
            g->addData(p.gpus, kMarkerBase + kMarkerStep * i);
        }
    }
    // The layout the design actually uses, against the best one the search finds.
    const model::PerformanceReport& perf = inputs().front().training->performance;
    if (perf.tokensPerS > 0) {
        auto* own = new QCPGraph(xAxis, yAxis);
        own->setObjectName(QStringLiteral("designLayout"));
        own->setName(tr("This design's own layout"));
        own->setLineStyle(QCPGraph::lsNone);
        own->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssStar, textColor(), 13));
        own->setPen(QPen(textColor(), 2));
        own->addData(perf.gpus, perf.tokensPerS);
        own->setProperty("input", 0);
    }

    const auto& w = *inputs().front().workload;
    QString sub = w.training.globalBatch > 0 ? tr("Best layout per size from the parallelism "
                                                  "search; global batch kept at %1 sequences")
                                                   .arg(QLocale().toString(w.training.globalBatch))
                                             : tr("Best layout per size from the parallelism "
                                                  "search; global batch = DP × micro-batch");
    if (own.baseGpus > 0)
        sub += tr("; efficiency per GPU relative to %1").arg(gpusText(own.baseGpus));
    if (own.builtGpus < sizes.back() && isCompact())
        sub += tr("; shaded: beyond the design, same servers and network per GPU assumed");
    setSubtitle(sub);
    return {};
}

QString ScalingChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return p->name();
    const int gpus = static_cast<int>(std::lround(d->dataMainKey(index)));
    if (p->objectName() == QLatin1String("designLayout"))
        return tr("<b>%1</b><br/>%2: %3 tokens/s with the layout the job sets")
            .arg(p->name().toHtmlEscaped(), gpusText(gpus),
                 QLocale().toString(d->dataMainValue(index), 'f', 0));
    int input = p->property("input").toInt();
    if (input < 0) // a marker graph: its value encodes the input (see kMarkerBase)
        input =
            static_cast<int>(std::lround((d->dataMainValue(index) - kMarkerBase) / kMarkerStep));
    const model::ScalingCurve* c = curve(input);
    if (!c)
        return p->name();
    for (const auto& pt : c->points) {
        if (pt.gpus != gpus)
            continue;
        const QString who = input == 0 ? tr("This design") : inputs()[input].label;
        const QString head =
            tr("<b>%1</b><br/>%2 (%3 servers)")
                .arg(who.toHtmlEscaped(), gpusText(gpus), QLocale().toString(pt.servers, 'g', 4));
        if (pt.status != model::ScalingStatus::Ok)
            return head + QStringLiteral(": ") + statusText(pt.status, m_gpuMemory[input]);
        return head + tr(": %1 tokens/s, efficiency %2 %, MFU %3 %, step %4 s<br/>best layout: "
                         "%5<br/>%6 GiB per GPU")
                          .arg(QLocale().toString(pt.tokensPerS, 'f', 0),
                               QLocale().toString(pt.efficiency * 100, 'f', 1),
                               QLocale().toString(pt.mfu * 100, 'f', 1),
                               QLocale().toString(pt.stepTimeS, 'g', 4), layoutText(pt.layout),
                               QLocale().toString(pt.perGpuBytes / kGiB, 'f', 1));
    }
    return p->name();
}

} // namespace cc::views::charts
