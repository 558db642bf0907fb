// Why tokens/s per GPU on both axes: the published figures come as TFLOP/s (each source with its
// own FLOP convention), MFU, step time or tokens/s. Converting the published figure with the
// model's own ratio (published = predicted / (1 + error)) puts every case on one axis without
// adding a convention of our own, and a user reads throughput per GPU directly. Log scales,
// because the cases span 100 to 40,000 tokens/s per GPU.
#include "views/charts/AccuracyChart.h"
#include "views/style/Text.h"

#include "views/charts/AccuracyChartFactory.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {

using model::validation::RunKind;
using model::validation::ValidationRow;

/// The band the issue asks the model to stay in, per case: ±10 %.
constexpr double kBand = 0.10;

/// Ticks at 1, 2 and 5 × 10ⁿ within [lo, hi], labelled 200, 5 k, 10 k.
QSharedPointer<QCPAxisTickerText> logTicks(double lo, double hi)
{
    QSharedPointer<QCPAxisTickerText> t(new QCPAxisTickerText);
    for (double decade = std::pow(10.0, std::floor(std::log10(lo))); decade <= hi; decade *= 10)
        for (double m : {1.0, 2.0, 5.0})
            if (decade * m >= lo && decade * m <= hi)
                t->addTick(decade * m, compactNumber(decade * m));
    return t;
}

QString metricText(model::validation::RunMetric m, double v)
{
    using model::validation::RunMetric;
    const QLocale l;
    switch (m) {
    case RunMetric::ModelTflopsPerGpu:
        return AccuracyChart::tr("%1 TFLOP/s per GPU").arg(l.toString(v, 'f', 1));
    case RunMetric::Mfu:
        return AccuracyChart::tr("MFU %1").arg(percentText(v));
    case RunMetric::StepTimeS:
        return AccuracyChart::tr("%1 s per step").arg(l.toString(v, 'f', 3));
    case RunMetric::TokensPerSPerGpu:
        return AccuracyChart::tr("%1 tokens/s per GPU").arg(l.toString(v, 'f', 0));
    }
    return {};
}

} // namespace

AccuracyChart::AccuracyChart(QWidget* parent) : ChartBase(parent)
{
    addSubtitleRow();
    addFootnoteRow();
    setLegendBelow(4);
}

QString AccuracyChart::title() const
{
    return tr("Model against published training runs");
}

QString AccuracyChart::kindText(RunKind k)
{
    switch (k) {
    case RunKind::Dense:
        return tr("Dense BF16");
    case RunKind::Fp8:
        return tr("FP8");
    case RunKind::Fsdp:
        return tr("FSDP / ZeRO-3");
    case RunKind::Moe:
        return tr("MoE with EP");
    case RunKind::LongContext:
        return tr("Long context (CP)");
    case RunKind::NonNvidia:
        return tr("Non-NVIDIA");
    }
    return {};
}

void AccuracyChart::setRows(std::vector<ValidationRow> rows)
{
    m_rows = std::move(rows);
    ChartInputs in;
    in.report = &m_noDesign;
    setInputs(in);
}

void AccuracyChart::highlight(const std::string& id)
{
    m_highlight = id;
    ChartInputs in;
    in.report = &m_noDesign;
    setInputs(in);
}

QString AccuracyChart::rebuild()
{
    m_points.clear();
    double lo = 0, hi = 0;
    int drawn = 0, refused = 0;
    for (const auto& r : m_rows) {
        if (!r.analysed || r.publishedTokensPerSPerGpu <= 0 || r.predictedTokensPerSPerGpu <= 0) {
            refused += r.analysed ? 0 : 1;
            continue;
        }
        for (double v : {r.publishedTokensPerSPerGpu, r.predictedTokensPerSPerGpu}) {
            lo = drawn == 0 ? v : std::min(lo, v);
            hi = drawn == 0 ? v : std::max(hi, v);
        }
        ++drawn;
    }
    if (drawn == 0)
        return m_rows.empty() ? tr("No validation cases") : tr("No case could be analysed");
    lo /= 1.6;
    hi *= 1.6;
    for (QCPAxis* a : {xAxis, yAxis}) {
        a->setScaleType(QCPAxis::stLogarithmic);
        a->setTicker(logTicks(lo, hi));
        a->setRange(lo, hi);
    }
    styleAxis(xAxis, tr("Published (tokens/s per GPU)"));
    styleAxis(yAxis, tr("Model (tokens/s per GPU)"));
    drawBand(lo, hi);
    int colour = 0;
    for (RunKind k : model::validation::allRunKinds()) {
        drawKind(k, colour, false);
        drawKind(k, colour, true);
        ++colour;
    }
    setSubtitle(tr("Figures published as TFLOP/s, MFU or step time are converted to tokens/s with "
                   "the model's own FLOPs per token, so each source's FLOP convention cancels"));
    QString foot = m_printed ? tr("Above the line the model is faster than measured; shaded: "
                                  "within ±10 %; hollow: expected failure (reasons in Help ▸ "
                                  "Accuracy)")
                             : tr("Above the line the model is faster than measured; shaded: "
                                  "within ±10 %; hollow: expected failure (reason on hover)");
    if (refused == 1)
        foot += tr("; 1 case the model refuses is not drawn");
    else if (refused > 1)
        foot += tr("; %1 cases the model refuses are not drawn").arg(refused);
    setFootnote(foot);
    return {};
}

void AccuracyChart::drawBand(double lo, double hi)
{
    auto line = [&](double factor, const QString& name, Qt::PenStyle style) {
        QCPGraph* g = addGraph();
        g->setName(name);
        g->setData({lo, hi}, {lo * factor, hi * factor});
        g->setPen(QPen(textColor(), factor == 1.0 ? 1.2 : 0.8, style));
        g->setSelectable(QCP::stNone);
        return g;
    };
    QCPGraph* upper = line(1 + kBand, QString(), Qt::DotLine);
    QCPGraph* lower = line(1 - kBand, QString(), Qt::DotLine);
    upper->setBrush(isDark() ? QColor(255, 255, 255, 28) : QColor(0, 114, 178, 30));
    upper->setChannelFillGraph(lower);
    line(1.0, tr("model = published"), Qt::SolidLine);
}

void AccuracyChart::drawKind(RunKind kind, int colour, bool expectedFail)
{
    std::vector<size_t> idx;
    for (size_t i = 0; i < m_rows.size(); ++i) {
        const auto& r = m_rows[i];
        if (r.kind == kind && r.analysed && r.publishedTokensPerSPerGpu > 0 &&
            r.predictedTokensPerSPerGpu > 0 && r.expectFail.empty() != expectedFail)
            idx.push_back(i);
    }
    if (idx.empty())
        return;
    auto* c = new QCPCurve(xAxis, yAxis);
    QVector<double> t, x, y;
    for (size_t n = 0; n < idx.size(); ++n) {
        t << static_cast<double>(n);
        x << m_rows[idx[n]].publishedTokensPerSPerGpu;
        y << m_rows[idx[n]].predictedTokensPerSPerGpu;
    }
    c->setData(t, x, y);
    c->setLineStyle(QCPCurve::lsNone);
    const QColor col = seriesColor(colour);
    const double size = isCompact() ? 7 : 9;
    c->setScatterStyle(
        expectedFail ? QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(col, 1.5), Qt::NoBrush, size)
                     : QCPScatterStyle(QCPScatterStyle::ssDisc, col, size));
    c->setPen(QPen(col));
    // One legend entry per kind (the footnote says what hollow means): the expected failures
    // carry the name only when the kind has no other point.
    const bool named =
        !expectedFail || std::none_of(m_points.begin(), m_points.end(), [&](const auto& p) {
            return !p.second.empty() && m_rows[p.second.front()].kind == kind;
        });
    c->setName(named ? kindText(kind) : QString());
    m_points.emplace_back(c, idx);
    for (size_t n = 0; n < idx.size(); ++n)
        if (!m_highlight.empty() && m_rows[idx[n]].id == m_highlight) {
            // In plot coordinates: a ring of ±kRing on both log axes looks round.
            constexpr double kRing = 1.09;
            auto* ring = new QCPItemEllipse(this);
            const double px = x[static_cast<int>(n)], py = y[static_cast<int>(n)];
            ring->topLeft->setCoords(px / kRing, py * kRing);
            ring->bottomRight->setCoords(px * kRing, py / kRing);
            ring->setPen(QPen(textColor(), 2));
        }
}

QPointF AccuracyChart::pointOf(const std::string& id) const
{
    for (const auto& [g, idx] : m_points)
        for (size_t n = 0; n < idx.size(); ++n)
            if (m_rows[idx[n]].id == id)
                return {xAxis->coordToPixel(m_rows[idx[n]].publishedTokensPerSPerGpu),
                        yAxis->coordToPixel(m_rows[idx[n]].predictedTokensPerSPerGpu)};
    return {};
}

QString AccuracyChart::tooltipFor(QCPAbstractPlottable* plottable, int index) const
{
    for (const auto& [g, idx] : m_points) {
        if (g != plottable || index < 0 || static_cast<size_t>(index) >= idx.size())
            continue;
        const ValidationRow& r = m_rows[idx[static_cast<size_t>(index)]];
        QString s = tr("%1\n%2\nPublished %3 (%4 tokens/s per GPU)\nModel %5, error %6")
                        .arg(q(r.name), q(r.config), metricText(r.metric, r.published),
                             QLocale().toString(r.publishedTokensPerSPerGpu, 'f', 0),
                             metricText(r.metric, r.predicted),
                             QString::asprintf("%+.1f %%", r.error * 100));
        s += tr("\n%1 (%2)").arg(q(r.source), q(r.date));
        if (!r.expectFail.empty())
            s += tr("\nExpected failure: %1").arg(q(r.expectFail));
        return s;
    }
    return ChartBase::tooltipFor(plottable, index);
}

} // namespace cc::views::charts

namespace cc::views::charts {

QString accuracyKindText(model::validation::RunKind k)
{
    return AccuracyChart::kindText(k);
}

QWidget* makeAccuracyChart(std::vector<model::validation::ValidationRow> rows, QWidget* parent)
{
    auto* chart = new AccuracyChart(parent);
    chart->setRows(std::move(rows));
    return chart;
}

void highlightAccuracyCase(QWidget* chart, const std::string& id)
{
    if (auto* c = qobject_cast<AccuracyChart*>(chart))
        c->highlight(id);
}

void renderAccuracyChart(QPainter& painter, const QRectF& rect,
                         const std::vector<model::validation::ValidationRow>& rows)
{
    // Laid out a little larger than its place on the page, so that its text is a little
    // smaller than the body text around it (as ChartPages.cpp does).
    constexpr qreal kLayoutScale = 1.25;
    QPalette paper; // white whatever the application's palette
    paper.setColor(QPalette::Window, Qt::white);
    paper.setColor(QPalette::WindowText, Qt::black);
    paper.setColor(QPalette::Base, Qt::white);
    paper.setColor(QPalette::Text, Qt::black);
    AccuracyChart chart;
    chart.setPalette(paper);
    chart.setPrinted(true);
    chart.setRows(rows);
    chart.renderTo(static_cast<QCPPainter*>(&painter), rect, (rect.size() * kLayoutScale).toSize());
}

} // namespace cc::views::charts
