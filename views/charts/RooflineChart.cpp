// Log-log roofline (Williams, Waterman & Patterson 2009). The roofs come from the catalog's
// datasheet figures; the dashed "achievable" roof and each operation's attained rate use the
// same efficiencies as the step-time model (model/training/Roofline.cpp).
#include "views/charts/RooflineChart.h"

#include "model/analysis/Report.h"
#include "model/training/Layout.h"
#include "model/training/TrainingReport.h"

#include <QFontMetrics>
#include <QLocale>
#include <QResizeEvent>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {

using model::RooflineOpKind;

QString opName(RooflineOpKind k, bool flash)
{
    switch (k) {
    case RooflineOpKind::QkvProjection:
        return RooflineChart::tr("QKV projection (GEMM)");
    case RooflineOpKind::OutProjection:
        return RooflineChart::tr("Attention output (GEMM)");
    case RooflineOpKind::MlpUp:
        return RooflineChart::tr("MLP up (GEMM)");
    case RooflineOpKind::MlpDown:
        return RooflineChart::tr("MLP down (GEMM)");
    case RooflineOpKind::ExpertMlpUp:
        return RooflineChart::tr("Expert MLP up (GEMM)");
    case RooflineOpKind::Attention:
        return flash ? RooflineChart::tr("FlashAttention")
                     : RooflineChart::tr("Attention (unfused)");
    case RooflineOpKind::Normalisation:
        return RooflineChart::tr("LayerNorm / RMSNorm");
    case RooflineOpKind::Activation:
        return RooflineChart::tr("GeLU / SwiGLU");
    case RooflineOpKind::Logits:
        return RooflineChart::tr("Logits (GEMM)");
    case RooflineOpKind::OptimizerStep:
        return RooflineChart::tr("Optimizer step");
    case RooflineOpKind::LoraDown:
        return RooflineChart::tr("LoRA adapter down-projection (GEMM)");
    }
    return {};
}

/// A colour index and marker per operation so that neighbours stay distinguishable.
struct OpStyle {
    int color;
    QCPScatterStyle::ScatterShape shape;
};
OpStyle opStyle(RooflineOpKind k)
{
    switch (k) {
    case RooflineOpKind::QkvProjection:
        return {0, QCPScatterStyle::ssDisc};
    case RooflineOpKind::OutProjection:
        return {1, QCPScatterStyle::ssSquare};
    case RooflineOpKind::MlpUp:
        return {2, QCPScatterStyle::ssDiamond};
    case RooflineOpKind::MlpDown:
        return {3, QCPScatterStyle::ssTriangle};
    case RooflineOpKind::ExpertMlpUp:
        return {4, QCPScatterStyle::ssTriangleInverted};
    case RooflineOpKind::Attention:
        return {5, QCPScatterStyle::ssStar};
    case RooflineOpKind::Normalisation:
        return {4, QCPScatterStyle::ssDisc};
    case RooflineOpKind::Activation:
        return {1, QCPScatterStyle::ssDiamond};
    case RooflineOpKind::Logits:
        return {7, QCPScatterStyle::ssSquare};
    case RooflineOpKind::OptimizerStep:
        return {3, QCPScatterStyle::ssCross};
    case RooflineOpKind::LoraDown:
        return {6, QCPScatterStyle::ssPlus};
    }
    return {0, QCPScatterStyle::ssDisc};
}

QString tflops(double flopsPerS)
{
    return RooflineChart::tr("%1 TFLOP/s").arg(QLocale().toString(flopsPerS / 1e12, 'g', 4));
}

QString bytesPerS(double b)
{
    return RooflineChart::tr("%1 TB/s").arg(QLocale().toString(b / 1e12, 'g', 3));
}

/// A roof as a graph: the bandwidth slope up to the ridge, then the flat compute roof.
QCPGraph* roofGraph(QCustomPlot* plot, double xMin, double xMax, double flops, double bw)
{
    auto* g = new QCPGraph(plot->xAxis, plot->yAxis);
    const double ridge = flops / bw;
    g->addData(xMin, std::min(flops, xMin * bw) / 1e12);
    if (ridge > xMin && ridge < xMax)
        g->addData(ridge, flops / 1e12);
    g->addData(xMax, std::min(flops, xMax * bw) / 1e12);
    return g;
}

// Operations closer than this (log10 of intensity and of performance) are labelled as a stack.
constexpr double kGroupDecades = 0.45;
// Label offsets from the group's lowest marker, in pixels.
constexpr double kLabelDx = 16, kLabelDy = 22, kLabelLine = 17;
// Pixels of the chart's width outside the intensity axis: tick labels, axis label, margins.
constexpr double kAxisMarginsPx = 110;

double decadeBelow(double v)
{
    return std::pow(10.0, std::floor(std::log10(v)));
}

/// The operations (indices) in groups of neighbours on the log-log plot, by intensity.
std::vector<std::vector<int>> groupedOps(const model::Roofline& line)
{
    std::vector<int> order;
    for (int k = 0; k < static_cast<int>(line.ops.size()); ++k)
        if (line.ops[k].flops > 0 && line.ops[k].bytes > 0)
            order.push_back(k);
    std::sort(order.begin(), order.end(),
              [&](int a, int b) { return line.ops[a].intensity() < line.ops[b].intensity(); });
    std::vector<std::vector<int>> groups;
    for (int k : order) {
        const model::RooflineOp& op = line.ops[k];
        if (!groups.empty()) {
            const model::RooflineOp& first = line.ops[groups.back().front()];
            if (std::log10(op.intensity() / first.intensity()) < kGroupDecades &&
                std::abs(std::log10(op.attainedFlops / first.attainedFlops)) < kGroupDecades) {
                groups.back().push_back(k);
                continue;
            }
        }
        groups.push_back({k});
    }
    return groups;
}

/// The upper end of the intensity axis that leaves room for the names right of the rightmost
/// group of operations in a chart `width` pixels wide (0 when there are no operations).
double namesRoom(const model::Roofline& line, bool flash, const QFont& font, double xLo, int width)
{
    const auto groups = groupedOps(line);
    if (groups.empty())
        return 0;
    const std::vector<int>& last = groups.back();
    const double right = line.ops[last.back()].intensity();
    const QFontMetrics fm(font);
    int names = 0;
    for (int k : last)
        names = std::max(names, fm.horizontalAdvance(opName(line.ops[k].kind, flash)));
    const double room = names + kLabelDx + 12; // pixels right of the rightmost marker
    const double axis = std::max(width - kAxisMarginsPx, room + 60);
    return right * std::pow(10.0, room * std::log10(right / xLo) / (axis - room));
}

} // namespace

RooflineChart::RooflineChart(QWidget* parent) : ChartBase(parent)
{
    addSubtitleRow();
}

QString RooflineChart::title() const
{
    return tr("Roofline of the accelerator");
}

const model::Roofline* RooflineChart::roofline(int i) const
{
    if (i < 0 || i >= static_cast<int>(m_lineOf.size()) || m_lineOf[i] < 0)
        return nullptr;
    return &m_lines[m_lineOf[i]];
}

QString RooflineChart::rebuild()
{
    m_lines.clear();
    const int n = static_cast<int>(inputs().size());
    m_lineOf.assign(n, -1);
    const ChartInputs& design = inputs().front();
    if (!design.training || !design.workload)
        return tr("No training job: pick a model in the Training job panel");

    bool opsPlaced = false;
    for (int i = 0; i < n; ++i) {
        const ChartInputs& in = inputs()[i];
        if (!in.workload || !in.hardware)
            continue;
        const model::Workload& w = *in.workload;
        if (!in.hardware || !in.hardware->valid)
            continue;
        const model::ComputeHardware& hw = *in.hardware;
        model::Roofline line;
        line.roof = model::rooflineRoof(hw);
        if (i == 0) {
            const int gpus = in.training && in.training->performance.gpus > 0
                                 ? in.training->performance.gpus
                                 : (w.run.gpus ? *w.run.gpus : hw.groupGpus);
            std::vector<model::Finding> ignored; // the training report has them
            const model::ResolvedLayout l = model::resolveLayout(w, gpus, ignored);
            if (l.valid) {
                line = model::roofline(w, model::makeStepModel(w, hw), l);
                opsPlaced = true;
            }
        }
        m_lines.push_back(std::move(line));
        m_lineOf[i] = static_cast<int>(m_lines.size()) - 1;
    }
    if (!roofline(0))
        return tr("The design has no accelerator with FLOP/s and memory bandwidth in the catalog");
    const model::Roofline& own = *roofline(0);

    // Ranges: every op and ridge with room around them, in whole decades.
    double xLo = 1, xHi = 100, yLo = 1e12, yHi = 1e12;
    for (const auto& line : m_lines) {
        xLo = std::min(xLo, line.roof.ridgeIntensity() / 10);
        xHi = std::max(xHi, line.roof.ridgeIntensity() * 10);
        yHi = std::max(yHi, line.roof.peakFlops);
    }
    for (const auto& op : own.ops)
        if (op.flops > 0 && op.bytes > 0) {
            xLo = std::min(xLo, op.intensity() / 3);
            xHi = std::max(xHi, op.intensity() * 3);
            yLo = std::min(yLo, op.attainedFlops / 3);
        }
    xLo = decadeBelow(xLo);
    xHi = std::max(xHi, namesRoom(own, design.workload->training.flashAttention, font(), xLo,
                                  layoutSize().width()));
    for (const auto& line : m_lines)
        yLo = std::min(yLo, xLo * line.roof.hbmBytesPerS);
    yLo = decadeBelow(yLo / 1e12) * 1e12;
    // A stack of three or more names hangs below its group's lowest marker: a group within
    // 1.5 decades of the bottom gets one more decade so that its last name stays on the plot.
    for (const auto& group : groupedOps(own)) {
        double lowest = 0;
        for (int k : group)
            lowest =
                lowest > 0 ? std::min(lowest, own.ops[k].attainedFlops) : own.ops[k].attainedFlops;
        if (group.size() >= 3 && lowest > 0 && std::log10(lowest / yLo) < 1.5) {
            yLo /= 10;
            break;
        }
    }
    yHi *= 2.5;

    for (QCPAxis* a : {xAxis, yAxis}) {
        a->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> t(new QCPAxisTickerLog);
        t->setLogBase(10);
        t->setSubTickCount(8);
        a->setTicker(t);
        a->setNumberFormat(QStringLiteral("gb"));
        a->setNumberPrecision(6);
    }
    styleAxis(xAxis, tr("Arithmetic intensity (FLOP/byte of HBM traffic)"));
    styleAxis(yAxis, tr("Performance (TFLOP/s)"));
    xAxis->setRange(xLo, xHi);
    yAxis->setRange(yLo / 1e12, yHi / 1e12);

    // Roofs: each input's datasheet roof; the design's achievable and BF16 roofs.
    for (int i = 0; i < n; ++i) {
        const model::Roofline* line = roofline(i);
        if (!line)
            continue;
        const model::Roof& r = line->roof;
        QCPGraph* g = roofGraph(this, xLo, xHi, r.peakFlops, r.hbmBytesPerS);
        g->setObjectName(QStringLiteral("roof"));
        g->setProperty("input", i);
        if (i == 0) {
            g->setPen(QPen(textColor(), 2.5));
        } else {
            // Under the design's roof and wider, so that the same accelerator shows as a halo.
            QColor c = seriesColor(i);
            c.setAlphaF(0.75);
            g->setPen(QPen(c, 6));
            g->setLayer(QStringLiteral("grid"));
        }
        const QString gpu = QString::fromStdString(r.gpuName);
        g->setName(i == 0 ? tr("%1 roof").arg(gpu) : tr("%1: %2 roof").arg(inputs()[i].label, gpu));
        if (i != 0)
            continue;
        QCPGraph* ach = roofGraph(this, xLo, xHi, r.gemmFlops, r.achievableHbmBytesPerS);
        ach->setObjectName(QStringLiteral("achievable"));
        ach->setProperty("input", i);
        ach->setPen(QPen(textColor(), 1.5, Qt::DashLine));
        ach->setName(
            tr("Achievable (GEMM %1 %, HBM %2 %)")
                .arg(QLocale().toString(r.gemmFlops / r.peakFlops * 100, 'f', 0),
                     QLocale().toString(r.achievableHbmBytesPerS / r.hbmBytesPerS * 100, 'f', 0)));
        if (r.peakBf16Flops > 0 && std::abs(r.peakBf16Flops / r.peakFlops - 1) > 1e-6) {
            QCPGraph* bf = roofGraph(this, xLo, xHi, r.peakBf16Flops, r.hbmBytesPerS);
            bf->setObjectName(QStringLiteral("bf16roof"));
            bf->setProperty("input", i);
            bf->setPen(QPen(textColor(), 1.5, Qt::DotLine));
            bf->setName(tr("BF16 roof (attention, logits)"));
        }
        // The ridge point: where bandwidth stops limiting.
        const double ridge = r.ridgeIntensity();
        auto* drop = new QCPItemLine(this);
        drop->start->setCoords(ridge, r.peakFlops / 1e12);
        drop->end->setTypeY(QCPItemPosition::ptAxisRectRatio);
        drop->end->setCoords(ridge, 1);
        drop->setPen(QPen(textColor(), 1, Qt::DotLine));
        auto* label = new QCPItemText(this);
        label->position->setParentAnchor(drop->end);
        label->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
        label->setPadding(QMargins(4, 0, 0, 4));
        label->setText(tr("ridge %1 FLOP/byte").arg(QLocale().toString(ridge, 'f', 0)));
        label->setColor(textColor());
    }

    placeOperations(own);
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

    const model::Roof& r = own.roof;
    const auto& t = design.workload->training;
    QString sub =
        tr("%1: dense %2 peak %3, HBM %4")
            .arg(QString::fromStdString(r.gpuName),
                 QString::fromUtf8(model::precisionName(t.precision).data(),
                                   static_cast<int>(model::precisionName(t.precision).size()))
                     .toUpper(),
                 tflops(r.peakFlops), bytesPerS(r.hbmBytesPerS));
    sub += opsPlaced ? tr("; operations: one micro-batch per GPU, forward pass")
                     : tr("; the job's layout is not valid, so no operations are placed");
    setSubtitle(sub);
    return {};
}

void RooflineChart::placeOperations(const model::Roofline& line)
{
    // Each operation is a marker with its name beside it. Operations close together on the plot
    // (the big GEMMs share one ceiling) are labelled as a stack under the group, each name
    // joined to its marker by a thin line, so that no two names overlap.
    const bool flash = inputs().front().workload->training.flashAttention;
    const std::vector<std::vector<int>> groups = groupedOps(line);
    for (auto group : groups) {
        // The rightmost marker gets the top name: then no two leader lines cross.
        std::reverse(group.begin(), group.end());
        QCPItemPosition* lowestAnchor = nullptr;
        QCPItemPosition* rightAnchor = nullptr;
        double lowest = 0, rightmost = 0;
        std::vector<QCPItemText*> labels;
        for (int j = 0; j < static_cast<int>(group.size()); ++j) {
            const model::RooflineOp& op = line.ops[group[j]];
            const OpStyle st = opStyle(op.kind);
            const QColor color = seriesColor(st.color);
            auto* g = new QCPGraph(xAxis, yAxis);
            g->setObjectName(QStringLiteral("op"));
            g->setProperty("op", group[j]);
            g->setLineStyle(QCPGraph::lsNone);
            g->setScatterStyle(QCPScatterStyle(st.shape, color, color, 10));
            g->setPen(QPen(color, 2));
            g->setName(opName(op.kind, flash));
            g->addData(op.intensity(), op.attainedFlops / 1e12);
            g->removeFromLegend(); // named on the plot instead
            auto* leader = new QCPItemLine(this);
            leader->setObjectName(QStringLiteral("leader"));
            leader->start->setCoords(op.intensity(), op.attainedFlops / 1e12);
            leader->setPen(QPen(color, 1));
            if (!lowestAnchor || op.attainedFlops < lowest) {
                lowestAnchor = leader->start;
                lowest = op.attainedFlops;
            }
            if (!rightAnchor || op.intensity() > rightmost) {
                rightAnchor = leader->start;
                rightmost = op.intensity();
            }
            auto* text = new QCPItemText(this);
            text->setObjectName(QStringLiteral("opLabel"));
            text->setLayer(QStringLiteral("axes")); // over the markers of the next group
            text->position->setType(QCPItemPosition::ptAbsolute);
            text->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            text->setText(g->name());
            text->setColor(textColor());
            text->setPadding(QMargins(3, 0, 3, 0));
            text->setBrush(isDark() ? QColor(0x2b, 0x2b, 0x2b, 220) : QColor(255, 255, 255, 220));
            leader->end->setType(QCPItemPosition::ptAbsolute);
            leader->end->setParentAnchor(text->left);
            leader->end->setCoords(0, 0);
            labels.push_back(text);
        }
        // The names of a group hang under its lowest marker and right of its rightmost one, one
        // line each, so that no leader line crosses another name.
        for (int j = 0; j < static_cast<int>(labels.size()); ++j) {
            labels[j]->position->setParentAnchorX(rightAnchor);
            labels[j]->position->setParentAnchorY(lowestAnchor);
            labels[j]->position->setCoords(kLabelDx, kLabelDy + kLabelLine * j);
        }
    }
}

QString RooflineChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return p->name();
    const QLocale l;
    if (p->objectName() == QLatin1String("op")) {
        const model::Roofline* own = roofline(0);
        const int k = p->property("op").toInt();
        if (!own || k < 0 || k >= static_cast<int>(own->ops.size()))
            return p->name();
        const model::RooflineOp& op = own->ops[k];
        QString text = QStringLiteral("<b>%1</b><br/>").arg(p->name().toHtmlEscaped());
        if (op.isGemm())
            text += tr("M × K · K × N = %1 × %2 · %2 × %3<br/>")
                        .arg(l.toString(op.m, 'f', 0), l.toString(op.k, 'f', 0),
                             l.toString(op.n, 'f', 0));
        const double roofAt = own->roof.attainable(op.intensity());
        text +=
            tr("%1 GFLOP, %2 MB of HBM traffic: %3 FLOP/byte<br/>attained %4 (roof %5): %6")
                .arg(l.toString(op.flops / 1e9, 'g', 4), l.toString(op.bytes / 1e6, 'g', 4),
                     l.toString(op.intensity(), 'g', 4), tflops(op.attainedFlops), tflops(roofAt),
                     op.intensity() < own->roof.ridgeIntensity() ? tr("memory-bound")
                                                                 : tr("compute-bound"));
        return text;
    }
    return tr("<b>%1</b><br/>at %2 FLOP/byte: %3")
        .arg(p->name().toHtmlEscaped(), l.toString(d->dataMainKey(index), 'g', 4),
             tflops(d->dataMainValue(index) * 1e12));
}

} // namespace cc::views::charts
