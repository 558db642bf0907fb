// The plan's Pareto chart. Marker size follows IT power in five classes (one graph per class and
// verdict), so thousands of candidates stay a handful of plottables.
#include "views/charts/ParetoChart.h"
#include "views/charts/ParetoView.h"

#include "model/analysis/Report.h"
#include "model/plan/Planner.h"
#include "views/text/MessageText.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace cc::views::charts {

namespace {

constexpr int kSizeClasses = 5;
constexpr double kMinMarkerPx = 5;
constexpr double kMaxMarkerPx = 17;
constexpr double kSecondsPerDay = 86400;

QString usdText(double v)
{
    if (v >= 1e9)
        return QStringLiteral("$%1 B").arg(v / 1e9, 0, 'f', 2);
    if (v >= 1e6)
        return QStringLiteral("$%1 M").arg(v / 1e6, 0, 'f', 2);
    return QStringLiteral("$%1 k").arg(v / 1e3, 0, 'f', 1);
}

/// Log-scale cost ticks as money ("$100 k", "$1 M") instead of "1E+06".
class UsdLogTicker : public QCPAxisTickerLog {
protected:
    QString getTickLabel(double tick, const QLocale&, QChar, int) override
    {
        if (tick >= 1e9)
            return QStringLiteral("$%1 B").arg(tick / 1e9, 0, 'g', 3);
        if (tick >= 1e6)
            return QStringLiteral("$%1 M").arg(tick / 1e6, 0, 'g', 3);
        if (tick >= 1e3)
            return QStringLiteral("$%1 k").arg(tick / 1e3, 0, 'g', 3);
        return QStringLiteral("$%1").arg(tick, 0, 'g', 3);
    }
};

} // namespace

ParetoChart::ParetoChart(QWidget* parent) : ChartBase(parent)
{
    addSubtitleRow();
    setLegendBelow(3);
}

void ParetoChart::setPlan(std::vector<model::plan::PlanCandidate> candidates,
                          const model::plan::Recommendations& picks)
{
    m_candidates = std::move(candidates);
    m_picks = picks;
    // ChartBase draws only with a report; the plan's chart has none of its own.
    static const model::Report kNoReport;
    ChartInputs in;
    in.report = &kNoReport;
    setInputs(in);
}

std::vector<std::int64_t> ParetoChart::frontIndices() const
{
    std::vector<const model::plan::PlanCandidate*> fit;
    for (const auto& c : m_candidates)
        if (c.fits && c.wallTimeS > 0 && c.totalCostUsd > 0)
            fit.push_back(&c);
    std::sort(fit.begin(), fit.end(), [](auto* a, auto* b) {
        return std::tie(a->totalCostUsd, a->wallTimeS, a->index) <
               std::tie(b->totalCostUsd, b->wallTimeS, b->index);
    });
    std::vector<std::int64_t> front;
    double best = std::numeric_limits<double>::infinity();
    for (auto* c : fit)
        if (c->wallTimeS < best) {
            best = c->wallTimeS;
            front.push_back(c->index);
        }
    return front;
}

QString ParetoChart::rebuild()
{
    m_points.clear();
    double maxW = 0;
    for (const auto& c : m_candidates)
        if (c.fits)
            maxW = std::max(maxW, c.itPowerW);
    if (maxW <= 0)
        return tr("No candidate fits in GPU memory");
    styleAxis(xAxis, tr("Total cost (USD)"));
    styleAxis(yAxis, tr("Wall time to train (days)"));
    for (QCPAxis* a : {xAxis, yAxis}) {
        a->setScaleType(QCPAxis::stLogarithmic);
        a->setTicker(a == xAxis ? QSharedPointer<QCPAxisTickerLog>(new UsdLogTicker)
                                : QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        a->setNumberFormat(QStringLiteral("gb"));
        a->setNumberPrecision(4);
    }
    // One graph per (verdict, power class).
    QCPGraph* graphs[2][kSizeClasses] = {};
    double lo[2] = {1e300, 1e300}, hi[2] = {0, 0};
    for (std::size_t i = 0; i < m_candidates.size(); ++i) {
        const auto& c = m_candidates[i];
        if (!c.fits || c.wallTimeS <= 0 || c.totalCostUsd <= 0)
            continue;
        const int v = c.meetsConstraints ? 0 : 1;
        const int k = std::clamp(static_cast<int>(std::sqrt(c.itPowerW / maxW) * kSizeClasses), 0,
                                 kSizeClasses - 1);
        QCPGraph*& g = graphs[v][k];
        if (!g) {
            g = addGraph();
            g->setLineStyle(QCPGraph::lsNone);
            const double px = kMinMarkerPx + (kMaxMarkerPx - kMinMarkerPx) * k / (kSizeClasses - 1);
            const QColor col = v == 0 ? seriesColor(0) : gridColor().darker(130);
            g->setScatterStyle(
                QCPScatterStyle(QCPScatterStyle::ssCircle, col, col.lighter(150), px));
            g->setName(v == 0 ? tr("meets every constraint") : tr("misses a constraint"));
        }
        g->addData(c.totalCostUsd, c.wallTimeS / kSecondsPerDay);
        m_points[g].push_back(i);
        lo[0] = std::min(lo[0], c.totalCostUsd);
        hi[0] = std::max(hi[0], c.totalCostUsd);
        lo[1] = std::min(lo[1], c.wallTimeS / kSecondsPerDay);
        hi[1] = std::max(hi[1], c.wallTimeS / kSecondsPerDay);
    }
    // One legend entry per verdict: the first graph made for it.
    for (auto& row : graphs) {
        bool first = true;
        for (QCPGraph* g : row)
            if (g) {
                if (first)
                    g->addToLegend();
                else
                    g->removeFromLegend();
                first = false;
            }
    }
    // The Pareto front.
    QCPGraph* front = addGraph();
    front->setName(tr("Pareto front (nothing is both cheaper and faster)"));
    front->setPen(QPen(seriesColor(1), 1.5, Qt::DashLine));
    for (std::int64_t idx : frontIndices())
        for (const auto& c : m_candidates)
            if (c.index == idx)
                front->addData(c.totalCostUsd, c.wallTimeS / kSecondsPerDay);
    xAxis->setRange(lo[0] / 1.6, hi[0] * 1.6);
    yAxis->setRange(lo[1] / 1.6, hi[1] * 1.6);
    // The picks, labelled.
    const std::pair<const model::plan::Pick*, QString> picks[] = {
        {&m_picks.cheapest, tr("cheapest")},
        {&m_picks.fastest, tr("fastest")},
        {&m_picks.lowestEnergy, tr("lowest energy")}};
    int n = 0;
    for (const auto& [pick, name] : picks) {
        ++n;
        if (!pick->index)
            continue;
        for (const auto& c : m_candidates)
            if (c.index == *pick->index) {
                auto* t = new QCPItemText(this);
                t->position->setCoords(c.totalCostUsd, c.wallTimeS / kSecondsPerDay);
                t->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
                t->setPadding(QMargins(6, 0, 0, 2 + 12 * (n - 1)));
                t->setText(name);
                t->setColor(textColor());
            }
    }
    int fits = 0, meets = 0;
    for (const auto& c : m_candidates) {
        fits += c.fits ? 1 : 0;
        meets += c.meetsConstraints ? 1 : 0;
    }
    setSubtitle(tr("%1 designs that fit; %2 meet every constraint; marker size: IT power")
                    .arg(fits)
                    .arg(meets));
    return {};
}

QString ParetoChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto it = m_points.find(p);
    if (it == m_points.end() || index < 0 || index >= static_cast<int>(it->second.size()))
        return ChartBase::tooltipFor(p, index);
    const auto& c = m_candidates[it->second[static_cast<std::size_t>(index)]];
    const auto& l = c.layout;
    //: Pareto point: design; wall time, total cost, IT power; layout; constraint verdict
    return tr("<b>%1</b><br/>%2, %3, %4 IT<br/>TP %5 PP %6 DP %7 CP %8 EP %9, ZeRO-%10<br/>%11")
        .arg(renderMessage(model::plan::candidateMessage(c)).toHtmlEscaped())
        .arg(renderArg(model::arg::duration(c.wallTimeS)))
        .arg(usdText(c.totalCostUsd))
        .arg(renderArg(model::arg::si(c.itPowerW, "W")))
        .arg(l.layout.tp)
        .arg(l.layout.pp)
        .arg(l.dp)
        .arg(l.layout.cp)
        .arg(l.layout.ep)
        .arg(l.layout.zeroStage)
        .arg(c.meetsConstraints ? tr("meets every constraint")
                                : tr("misses a constraint").toHtmlEscaped());
}

QWidget* makeParetoChart(QWidget* parent)
{
    return new ParetoChart(parent);
}

void showPlan(QWidget* chart, std::vector<model::plan::PlanCandidate> candidates,
              const model::plan::Recommendations& picks)
{
    if (auto* c = qobject_cast<ParetoChart*>(chart))
        c->setPlan(std::move(candidates), picks);
}

} // namespace cc::views::charts
