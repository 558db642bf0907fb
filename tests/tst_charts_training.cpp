// The four training-job charts (memory stack, step time, scaling, roofline) fed from real
// reports of the bundled examples: their series equal the reports' numbers; plus the model
// behind the scaling curve and the roofline.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/training/Roofline.h"
#include "model/training/Scaling.h"
#include "model/training/TrainingAnalysis.h"
#include "views/charts/ChartFactory.h"
#include "views/charts/MemoryStackChart.h"
#include "views/charts/RooflineChart.h"
#include "views/charts/ScalingChart.h"
#include "views/charts/StepTimeChart.h"

#include <QApplication>
#include <QImage>
#include <QTemporaryDir>

#include <chrono>
#include <memory>
#include <optional>

using namespace cc::model;
using namespace cc::views::charts;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/// An example design analysed like app/Document.cpp reanalyse() does.
struct Example {
    Design design;
    Report report;
    std::optional<Workload> workload;
    std::optional<TrainingReport> training;

    explicit Example(const char* name)
        : Example(io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name + ".json"))
    {
    }
    explicit Example(Design d) : design(std::move(d))
    {
        report = analyze(design, cc::test::bundledCatalog());
        std::vector<Diagnostic> diags;
        if (!design.workloads.empty())
            workload = parseWorkload(design.workloads.front(), "workload", diags);
        if (workload)
            training = analyzeTraining(*workload, design, cc::test::bundledCatalog(), report);
    }

    ChartInputs inputs(const QString& label = {}) const
    {
        ChartInputs in;
        in.label = label;
        in.design = &design;
        in.catalog = &cc::test::bundledCatalog();
        in.report = &report;
        in.training = training ? &*training : nullptr;
        in.workload = workload ? &*workload : nullptr;
        return in;
    }

    ComputeHardware hardware() const
    {
        std::vector<Finding> f;
        return computeHardware(report, design, cc::test::bundledCatalog(),
                               workload->training.precision, f);
    }
};

const Example& example(const char* name)
{
    static std::map<std::string, std::unique_ptr<Example>> cache;
    auto& e = cache[name];
    if (!e)
        e = std::make_unique<Example>(name);
    return *e;
}

template <class T> std::vector<T*> plottablesNamed(QCustomPlot& plot, const QString& objectName)
{
    std::vector<T*> out;
    for (int i = 0; i < plot.plottableCount(); ++i)
        if (auto* p = qobject_cast<T*>(plot.plottable(i)); p && p->objectName() == objectName)
            out.push_back(p);
    return out;
}

/// The value at `key` of a one-dimensional plottable (NaN when absent).
double valueAt(QCPAbstractPlottable* p, double key)
{
    const auto* d = p->interface1D();
    for (int i = 0; d && i < d->dataCount(); ++i)
        if (d->dataMainKey(i) == key)
            return d->dataMainValue(i);
    return std::numeric_limits<double>::quiet_NaN();
}

bool hasText(QCustomPlot& plot, const QString& text)
{
    const auto elements = plot.plotLayout()->elements(true);
    for (QCPLayoutElement* e : elements)
        if (auto* t = qobject_cast<QCPTextElement*>(e); t && t->text().contains(text))
            return true;
    return false;
}

bool near(double got, double want, double rel = 1e-9)
{
    return std::abs(got - want) <= rel * std::max(std::abs(want), 1e-300);
}

std::unique_ptr<ChartBase> makeTrainingChart(int kind)
{
    switch (kind) {
    case 0:
        return std::make_unique<MemoryStackChart>();
    case 1:
        return std::make_unique<StepTimeChart>();
    case 2:
        return std::make_unique<ScalingChart>();
    default:
        return std::make_unique<RooflineChart>();
    }
}

const char* const kChartIds[] = {"memory", "step-time", "scaling", "roofline"};

} // namespace

class TestChartsTraining : public QObject {
    Q_OBJECT
private slots:
    // model
    void gemmIntensity_data();
    void gemmIntensity();
    void rooflineOfH100();
    void scalingSizes_data();
    void scalingSizes();
    void scalingCurveAgreesWithSearch();
    void scalingMarksWhatDoesNotRun();
    // charts
    void memoryStackEqualsReport_data();
    void memoryStackEqualsReport();
    void memoryThatDoesNotFit();
    void stepTimeEqualsReport_data();
    void stepTimeEqualsReport();
    void scalingChartEqualsSearch();
    void rooflineChartEqualsModel();
    void emptyWithoutTrainingJob_data();
    void emptyWithoutTrainingJob();
    void overlayAddsSeries_data();
    void overlayAddsSeries();
    void exportsInLightAndDark_data();
    void exportsInLightAndDark();
    void gallery();
};

void TestChartsTraining::gemmIntensity_data()
{
    QTest::addColumn<double>("m");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("k");
    QTest::addColumn<double>("inBytes");
    QTest::addColumn<double>("intensity");
    // 2·M·N·K / ((M·K + K·N + M·N) · bytes), worked by hand:
    // square 4096, BF16: 2·4096³ / (3·4096²·2) = 4096/3.
    QTest::newRow("4096 cube bf16") << 4096.0 << 4096.0 << 4096.0 << 2.0 << 4096.0 / 3;
    // FP8 inputs, BF16 output: 2·4096³ / (2·4096²·1 + 4096²·2) = 4096/2.
    QTest::newRow("4096 cube fp8") << 4096.0 << 4096.0 << 4096.0 << 1.0 << 2048.0;
    // GPT-3 175B QKV at TP 8, b·s = 2048: N = 3·12288/8 = 4608:
    // 2·2048·4608·12288 / ((2048·12288 + 12288·4608 + 2048·4608)·2) = 1271.17.
    QTest::newRow("gpt3 qkv tp8") << 2048.0 << 4608.0 << 12288.0 << 2.0 << 1271.1724137931;
    // A skinny GEMM: one token, 4096 → 4096: 2·4096² / ((4096 + 4096² + 4096)·2) ≈ 1.
    QTest::newRow("one token") << 1.0 << 4096.0 << 4096.0 << 2.0 << 4096.0 / 4098.0;
}

void TestChartsTraining::gemmIntensity()
{
    QFETCH(double, m);
    QFETCH(double, n);
    QFETCH(double, k);
    QFETCH(double, inBytes);
    QFETCH(double, intensity);
    const RooflineOp op = gemmOp(RooflineOpKind::MlpUp, m, n, k, inBytes, 2);
    QCOMPARE(op.flops, 2 * m * n * k);
    QVERIFY2(near(op.intensity(), intensity, 1e-9), qPrintable(QString::number(op.intensity())));
}

void TestChartsTraining::rooflineOfH100()
{
    const Example& e = example("h100-rail-4su");
    const ComputeHardware hw = e.hardware();
    const Roof roof = rooflineRoof(hw);
    // H100 SXM datasheet: 989.4 TFLOP/s dense BF16, 3.35 TB/s HBM3: ridge 295.3 FLOP/byte.
    const AcceleratorSpec& h100 = cc::test::bundledCatalog().find("h100-sxm5-80gb")->accel;
    QCOMPARE(roof.peakFlops, h100.flops("bf16"));
    QVERIFY(near(roof.hbmBytesPerS, h100.memoryBandwidthBytesPerS, 1e-12));
    QVERIFY(near(roof.ridgeIntensity(), 295.343, 1e-5));
    QVERIFY(near(roof.attainable(10), 10 * 3.35e12));
    QCOMPARE(roof.attainable(1000), roof.peakFlops);

    const StepModel model = makeStepModel(*e.workload, hw);
    std::vector<Finding> f;
    const ParallelLayout l = resolveLayout(*e.workload, hw.groupGpus, f);
    QVERIFY(l.valid);
    const Roofline r = roofline(*e.workload, model, layoutChoice(*e.workload, l));
    bool sawQkv = false, sawAttention = false, sawOptimizer = false, sawLogits = false;
    for (const RooflineOp& op : r.ops) {
        QVERIFY(op.flops > 0 && op.bytes > 0);
        // Never above the roof, never above the rate the step model allows.
        QVERIFY(op.attainedFlops <= roof.attainable(op.intensity()) * (1 + 1e-12));
        QVERIFY(op.attainedFlops <= op.ceilingFlops * (1 + 1e-12));
        if (op.isGemm())
            QVERIFY2(op.intensity() > roof.ridgeIntensity(), "the big GEMMs are compute-bound");
        if (op.kind == RooflineOpKind::QkvProjection) {
            // GPT-3 175B, TP 8, micro-batch 1 × 2048 tokens: 2048 × 12288 by 12288 × 4608.
            sawQkv = true;
            QCOMPARE(op.m, 2048.0);
            QCOMPARE(op.k, 12288.0);
            QCOMPARE(op.n, 4608.0);
            QVERIFY(near(op.attainedFlops, hw.peakFlops * hw.gemmEfficiency));
        }
        if (op.kind == RooflineOpKind::Normalisation || op.kind == RooflineOpKind::Activation ||
            op.kind == RooflineOpKind::OptimizerStep) {
            QVERIFY2(op.intensity() < 5, "element-wise work is memory-bound");
            QVERIFY(near(op.attainedFlops, op.intensity() * hw.hbmBytesPerS));
        }
        sawAttention |= op.kind == RooflineOpKind::Attention;
        sawOptimizer |= op.kind == RooflineOpKind::OptimizerStep;
        sawLogits |= op.kind == RooflineOpKind::Logits;
    }
    QVERIFY(sawQkv && sawAttention && sawOptimizer && sawLogits);
}

void TestChartsTraining::scalingSizes_data()
{
    QTest::addColumn<int>("serverGpus");
    QTest::addColumn<int>("designGpus");
    QTest::addColumn<QList<int>>("sizes");
    QTest::newRow("4 SU") << 8 << 1024
                          << QList<int>{8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096};
    QTest::newRow("not a power of two")
        << 8 << 1000 << QList<int>{8, 16, 32, 64, 128, 256, 512, 1000, 2000, 4000};
    QTest::newRow("one server") << 8 << 8 << QList<int>{8, 16, 32};
    QTest::newRow("job smaller than a server") << 4 << 1 << QList<int>{1, 2, 4};
}

void TestChartsTraining::scalingSizes()
{
    QFETCH(int, serverGpus);
    QFETCH(int, designGpus);
    QFETCH(QList<int>, sizes);
    const std::vector<int> got = cc::model::scalingSizes(serverGpus, designGpus);
    QCOMPARE(QList<int>(got.begin(), got.end()), sizes);
}

void TestChartsTraining::scalingCurveAgreesWithSearch()
{
    const Example& e = example("h100-rail-4su");
    const StepModel model = makeStepModel(*e.workload, e.hardware());
    const auto t0 = std::chrono::steady_clock::now();
    const ScalingCurve c = scalingCurve(*e.workload, model, 1024);
    const double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    qInfo("GPT-3 175B curve on h100-rail-4su: %d sizes, %lld configurations, %.1f ms",
          static_cast<int>(c.points.size()), static_cast<long long>(c.evaluated), ms);
    QCOMPARE(static_cast<int>(c.points.size()), 10);
    int ok = 0;
    for (const ScalingPoint& p : c.points) {
        const SearchReport s =
            searchParallelism(*e.workload, model, p.gpus, scalingSearchOptions());
        if (p.status != ScalingStatus::Ok) {
            QVERIFY(s.results.empty());
            continue;
        }
        ++ok;
        QCOMPARE(p.tokensPerS, s.results.front().tokensPerS);
        QVERIFY(p.perGpuBytes <= model.hw.memoryBytes);
        const LayoutChoice& l = p.layout;
        QCOMPARE(l.tp * l.pp * l.dp * l.cp, p.gpus);
        QVERIFY(p.efficiency > 0.3 && p.efficiency < 1.5);
        QCOMPARE(p.beyondDesign, p.gpus > 1024);
    }
    QVERIFY(ok >= 5);
    const auto base = std::find_if(c.points.begin(), c.points.end(), [](const ScalingPoint& p) {
        return p.status == ScalingStatus::Ok;
    });
    QCOMPARE(c.baseGpus, base->gpus);
    QCOMPARE(base->efficiency, 1.0);
    // More GPUs never lose throughput up to the design: the search could keep the smaller
    // layout's tensor and pipeline split and double the data parallelism.
    double last = 0;
    for (const ScalingPoint& p : c.points)
        if (p.status == ScalingStatus::Ok && p.gpus <= 1024) {
            QVERIFY2(p.tokensPerS > last, qPrintable(QString::number(p.gpus)));
            last = p.tokensPerS;
        }
}

void TestChartsTraining::scalingMarksWhatDoesNotRun()
{
    // GPT-3 175B needs ≥ 16 bytes per parameter of model states: 2.8 TB, more than one DGX H100
    // (640 GiB) holds, so 8 GPUs are marked rather than left out.
    const Example& rail = example("h100-rail-4su");
    const ScalingCurve big =
        scalingCurve(*rail.workload, makeStepModel(*rail.workload, rail.hardware()), 1024);
    QCOMPARE(big.points.front().gpus, 8);
    QCOMPARE(big.points.front().status, ScalingStatus::DoesNotFit);
    // One DGX H100 without a network: 16 and 32 GPUs cannot communicate.
    const Example& one = example("dgx-h100-single");
    const ScalingCurve single =
        scalingCurve(*one.workload, makeStepModel(*one.workload, one.hardware()), 8);
    QCOMPARE(static_cast<int>(single.points.size()), 3);
    QCOMPARE(single.points[0].status, ScalingStatus::Ok);
    QCOMPARE(single.points[1].status, ScalingStatus::NoNetwork);
    QCOMPARE(single.points[2].status, ScalingStatus::NoNetwork);
}

void TestChartsTraining::memoryStackEqualsReport_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("one DGX, LoRA 70B") << QStringLiteral("dgx-h100-single");
    QTest::newRow("4 SU, GPT-3 pp 8") << QStringLiteral("h100-rail-4su");
    QTest::newRow("RTX 4090 QLoRA") << QStringLiteral("rtx4090-workstation");
}

void TestChartsTraining::memoryStackEqualsReport()
{
    QFETCH(QString, name);
    const Example& e = example(qPrintable(name));
    const MemoryReport& m = e.training->memory;
    MemoryStackChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());

    const auto parts = plottablesNamed<QCPBars>(chart, QStringLiteral("part0"));
    QCOMPARE(static_cast<int>(parts.size()), 1);
    std::vector<QCPBars*> stack;
    for (int p = 0; p < 5; ++p)
        stack.push_back(plottablesNamed<QCPBars>(chart, QStringLiteral("part%1").arg(p)).front());
    const int rows = stack[0]->dataCount();
    // Each row's parts are one stage's (or the single) breakdown in GiB; the fullest is shown.
    bool fullestShown = false;
    for (int r = 0; r < rows; ++r) {
        const double key = stack[0]->data()->at(r)->key;
        MemoryBreakdown got;
        got.weights = valueAt(stack[0], key) * kGiB;
        got.gradients = valueAt(stack[1], key) * kGiB;
        got.optimizer = valueAt(stack[2], key) * kGiB;
        got.activations = valueAt(stack[3], key) * kGiB;
        got.other = valueAt(stack[4], key) * kGiB;
        const auto& candidates =
            m.stages.empty() ? std::vector<MemoryBreakdown>{m.perGpu} : m.stages;
        const bool isStage =
            std::any_of(candidates.begin(), candidates.end(), [&](const MemoryBreakdown& s) {
                return near(s.weights, got.weights) && near(s.gradients, got.gradients) &&
                       near(s.optimizer, got.optimizer) && near(s.activations, got.activations) &&
                       near(s.other, got.other);
            });
        QVERIFY2(isStage, qPrintable(QStringLiteral("row %1").arg(r)));
        fullestShown |= near(got.total(), m.perGpu.total());
    }
    QVERIFY(fullestShown);
    if (m.stages.size() > 1)
        QVERIFY2(rows > 1 && rows <= static_cast<int>(m.stages.size()),
                 "differing stages get bars");
    else
        QCOMPARE(rows, 1);

    const auto capacity = plottablesNamed<QCPGraph>(chart, QStringLiteral("capacity"));
    QVERIFY(!capacity.empty());
    for (QCPGraph* g : capacity)
        for (int i = 0; i < g->dataCount(); ++i)
            QCOMPARE(g->data()->at(i)->value, m.capacityBytes / kGiB);

    // Every alternative appears once with its per-GPU total, in the colour of its verdict.
    const auto fits = plottablesNamed<QCPBars>(chart, QStringLiteral("adviceFits"));
    const auto over = plottablesNamed<QCPBars>(chart, QStringLiteral("adviceOver"));
    int fitting = 0;
    for (const auto& a : m.advice)
        fitting += a.fits ? 1 : 0;
    const int notFitting = static_cast<int>(m.advice.size()) - fitting;
    QCOMPARE(fits.empty() ? 0 : fits.front()->dataCount(), fitting);
    QCOMPARE(over.empty() ? 0 : over.front()->dataCount(), notFitting);
    int fi = 0, oi = 0;
    for (const auto& a : m.advice) {
        QCPBars* b = a.fits ? fits.front() : over.front();
        const double v = b->data()->at(a.fits ? fi++ : oi++)->value;
        QVERIFY(near(v, a.perGpuBytes / kGiB));
    }
}

void TestChartsTraining::memoryThatDoesNotFit()
{
    // Full fine-tuning of Llama 3 70B on one DGX H100 without ZeRO: 16 bytes per parameter on
    // each of 8 GPUs cannot fit in 80 GiB.
    Example e("dgx-h100-single");
    e.workload->training.method = Method::Full;
    e.workload->training.zeroStage = 0;
    e.training = analyzeTraining(*e.workload, e.design, cc::test::bundledCatalog(), e.report);
    const MemoryReport& m = e.training->memory;
    QVERIFY(!m.fits);
    MemoryStackChart chart;
    chart.setInputs(e.inputs());
    QVERIFY(hasText(chart, QStringLiteral("does not fit")));
    const auto over = plottablesNamed<QCPBars>(chart, QStringLiteral("adviceOver"));
    QCOMPARE(static_cast<int>(over.size()), 1);
    // The stacked bar runs past the capacity line.
    double total = 0;
    for (int p = 0; p < 5; ++p)
        total +=
            valueAt(plottablesNamed<QCPBars>(chart, QStringLiteral("part%1").arg(p)).front(), 1);
    const double capacity =
        plottablesNamed<QCPGraph>(chart, QStringLiteral("capacity")).front()->data()->at(0)->value;
    QVERIFY(total > capacity);
    QVERIFY(near(total, m.perGpu.total() / kGiB, 1e-12));
    if (qEnvironmentVariableIsSet("CC_CHART_DIR"))
        QCOMPARE(chart.exportTo(qEnvironmentVariable("CC_CHART_DIR") +
                                    QStringLiteral("/memory-does-not-fit.png"),
                                900, 560),
                 QString());
}

void TestChartsTraining::stepTimeEqualsReport_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("one DGX") << QStringLiteral("dgx-h100-single");
    QTest::newRow("4 SU") << QStringLiteral("h100-rail-4su");
    QTest::newRow("RTX 4090") << QStringLiteral("rtx4090-workstation");
}

void TestChartsTraining::stepTimeEqualsReport()
{
    QFETCH(QString, name);
    const Example& e = example(qPrintable(name));
    const PerformanceReport& p = e.training->performance;
    QVERIFY(p.stepTimeS > 0);
    StepTimeChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());
    const double unit = chart.unitSeconds();
    QCOMPARE(unit, p.stepTimeS >= 1 ? 1.0 : p.stepTimeS >= 1e-3 ? 1e-3 : 1e-6);
    const double StepBreakdown::*fields[] = {
        &StepBreakdown::compute,       &StepBreakdown::tpComm, &StepBreakdown::ppBubble,
        &StepBreakdown::dpCommExposed, &StepBreakdown::epComm, &StepBreakdown::cpComm,
        &StepBreakdown::optimizer};
    double sum = 0;
    for (int i = 0; i < 7; ++i) {
        const auto bars = plottablesNamed<QCPBars>(chart, QStringLiteral("part%1").arg(i));
        const double want = p.breakdownS.*fields[i];
        if (want == 0) {
            QVERIFY2(bars.empty(), "a cause that costs nothing gets no legend entry");
            continue;
        }
        QCOMPARE(static_cast<int>(bars.size()), 1);
        const double got = valueAt(bars.front(), 1) * unit;
        QVERIFY(near(got, want, 1e-12));
        sum += got;
    }
    QVERIFY(near(sum, p.stepTimeS, 1e-9));
    QVERIFY(hasText(chart, QString::fromStdString(p.bottleneck)));
}

void TestChartsTraining::scalingChartEqualsSearch()
{
    const Example& e = example("h100-rail-4su");
    ScalingChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());
    const ScalingCurve* c = chart.curve(0);
    QVERIFY(c);
    QCOMPARE(c->designGpus, e.training->performance.gpus);
    const StepModel model = makeStepModel(*e.workload, e.hardware());
    const SearchReport best =
        searchParallelism(*e.workload, model, c->designGpus, scalingSearchOptions());
    QVERIFY(!best.results.empty());
    const auto tokens = plottablesNamed<QCPGraph>(chart, QStringLiteral("tokens"));
    const auto eff = plottablesNamed<QCPGraph>(chart, QStringLiteral("efficiency"));
    QCOMPARE(static_cast<int>(tokens.size()), 1);
    QCOMPARE(valueAt(tokens.front(), c->designGpus), best.results.front().tokensPerS);
    // Efficiency in % on the right axis; sizes that do not fit are gaps, not zeros.
    QCOMPARE(eff.front()->valueAxis(), chart.yAxis2);
    QVERIFY(std::isnan(valueAt(tokens.front(), 8)));
    for (const auto& p : c->points)
        if (p.status == ScalingStatus::Ok)
            QVERIFY(near(valueAt(eff.front(), p.gpus), p.efficiency * 100));
    // The design's own layout sits at its size with the report's tokens/s.
    const auto own = plottablesNamed<QCPGraph>(chart, QStringLiteral("designLayout"));
    QCOMPARE(valueAt(own.front(), c->designGpus), e.training->performance.tokensPerS);
    QCOMPARE(chart.xAxis->scaleType(), QCPAxis::stLogarithmic);

    // A rebuild with the same inputs reuses the curve instead of searching again.
    const ScalingCurve* before = chart.curve(0);
    const double seconds = before->seconds;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.curve(0)->seconds, seconds);
}

void TestChartsTraining::rooflineChartEqualsModel()
{
    const Example& e = example("dgx-h100-single");
    RooflineChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());
    const Roofline* r = chart.roofline(0);
    QVERIFY(r);
    const AcceleratorSpec& h100 = cc::test::bundledCatalog().find("h100-sxm5-80gb")->accel;
    const double ridge = h100.flops("bf16") / h100.memoryBandwidthBytesPerS;
    QVERIFY(near(r->roof.ridgeIntensity(), ridge, 1e-12));
    // The roof graph bends at the ridge point, at the peak.
    const auto roofs = plottablesNamed<QCPGraph>(chart, QStringLiteral("roof"));
    QCOMPARE(static_cast<int>(roofs.size()), 1);
    QVERIFY(near(valueAt(roofs.front(), r->roof.ridgeIntensity()), h100.flops("bf16") / 1e12));
    QCOMPARE(chart.xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
    // Every operation is placed at its intensity and attained rate.
    const auto ops = plottablesNamed<QCPGraph>(chart, QStringLiteral("op"));
    QCOMPARE(static_cast<int>(ops.size()), static_cast<int>(r->ops.size()));
    for (QCPGraph* g : ops) {
        const RooflineOp& op = r->ops[g->property("op").toInt()];
        QCOMPARE(g->data()->at(0)->key, op.intensity());
        QCOMPARE(g->data()->at(0)->value, op.attainedFlops / 1e12);
    }
}

void TestChartsTraining::emptyWithoutTrainingJob_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k < 4; ++k)
        QTest::newRow(kChartIds[k]) << k;
}

void TestChartsTraining::emptyWithoutTrainingJob()
{
    QFETCH(int, kind);
    Example e("dgx-h100-single");
    e.training.reset();
    e.workload.reset();
    auto chart = makeTrainingChart(kind);
    chart->setInputs(e.inputs());
    QVERIFY(chart->emptyMessage().contains(QStringLiteral("No training job")));
    QCOMPARE(chart->plottableCount(), 0);
}

void TestChartsTraining::overlayAddsSeries_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k < 4; ++k)
        QTest::newRow(kChartIds[k]) << k;
}

void TestChartsTraining::overlayAddsSeries()
{
    QFETCH(int, kind);
    const Example& design = example("dgx-h100-single");
    const Example& other = example("h100-rail-4su");
    auto chart = makeTrainingChart(kind);
    chart->setInputs(design.inputs());
    // What one more scenario must add: a stacked bar, a bar, a curve, a roof.
    auto count = [&]() -> int {
        switch (kind) {
        case 0:
            return plottablesNamed<QCPBars>(*chart, QStringLiteral("part0")).front()->dataCount();
        case 1:
            return plottablesNamed<QCPBars>(*chart, QStringLiteral("part0")).front()->dataCount();
        case 2:
            return static_cast<int>(
                plottablesNamed<QCPGraph>(*chart, QStringLiteral("tokens")).size());
        default:
            return static_cast<int>(
                plottablesNamed<QCPGraph>(*chart, QStringLiteral("roof")).size());
        }
    };
    const int alone = count();
    chart->setScenarios({design.inputs(), other.inputs(QStringLiteral("128 × DGX H100"))});
    QCOMPARE(chart->emptyMessage(), QString());
    QCOMPARE(count(), alone + 1);
    bool labelled = false;
    for (int i = 0; i < chart->plottableCount(); ++i)
        labelled |= chart->plottable(i)->name().contains(QStringLiteral("128 × DGX H100"));
    if (kind <= 1) { // bar charts name the scenario on the category axis
        const auto t = chart->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
        for (const QString& label : t->ticks())
            labelled |= label.contains(QStringLiteral("128 × DGX H100"));
    }
    QVERIFY(labelled);
    if (qEnvironmentVariableIsSet("CC_CHART_DIR"))
        QCOMPARE(chart->exportTo(qEnvironmentVariable("CC_CHART_DIR") + QLatin1Char('/') +
                                     QLatin1String(kChartIds[kind]) +
                                     QStringLiteral("-overlay.png"),
                                 900, 560),
                 QString());
}

void TestChartsTraining::exportsInLightAndDark_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("name");
    for (const char* name : {"h100-rail-4su", "dgx-h100-single", "rtx4090-workstation"})
        for (int k = 0; k < 4; ++k)
            QTest::addRow("%s %s", kChartIds[k], name) << k << QString::fromLatin1(name);
}

void TestChartsTraining::exportsInLightAndDark()
{
    QFETCH(int, kind);
    QFETCH(QString, name);
    // CC_CHART_DIR keeps the pictures for looking at them; otherwise a temporary directory.
    QTemporaryDir tmp;
    const QString dir = qEnvironmentVariable("CC_CHART_DIR", tmp.path());
    const Example& e = example(qPrintable(name));
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x25, 0x25, 0x25));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    for (const bool isDark : {false, true}) {
        QApplication::setPalette(isDark ? dark : light);
        auto chart = makeTrainingChart(kind);
        chart->setScenarios({e.inputs()});
        QCOMPARE(chart->isDark(), isDark);
        const QString base = dir + QLatin1Char('/') + QLatin1String(kChartIds[kind]) +
                             QLatin1Char('-') + name +
                             (isDark ? QStringLiteral("-dark") : QStringLiteral("-light"));
        for (const char* suffix : {".png", ".svg", ".pdf"}) {
            const QString file = base + QLatin1String(suffix);
            QCOMPARE(chart->exportTo(file, 900, 560), QString());
            QVERIFY2(QFileInfo(file).size() > 1000, qPrintable(file));
        }
        // The picture's background follows the palette.
        const QImage png(base + QStringLiteral(".png"));
        QVERIFY(!png.isNull());
        const double corner = png.pixelColor(2, 2).lightnessF();
        QVERIFY2(isDark ? corner < 0.3 : corner > 0.9, qPrintable(QString::number(corner)));
    }
    QApplication::setPalette(light);
}

void TestChartsTraining::gallery()
{
    // Pictures to look at, not part of CI: CC_CHART_GALLERY=/tmp/charts-polish writes every
    // chart at the Charts dock's sizes and the PDF's, light and dark, as the dock shows them.
    const QString dir = qEnvironmentVariable("CC_CHART_GALLERY");
    if (dir.isEmpty())
        QSKIP("set CC_CHART_GALLERY to write the chart gallery");
    QDir().mkpath(dir);
    const Example& h100 = example("h100-rail-4su");
    std::vector<std::unique_ptr<Example>> scenarios;
    std::vector<ChartInputs> overlay{h100.inputs()};
    for (const Scenario& s : h100.design.scenarios) {
        scenarios.push_back(std::make_unique<Example>(*s.design));
        overlay.push_back(scenarios.back()->inputs(QString::fromStdString(s.name)));
    }
    QVERIFY(overlay.size() >= 3);
    std::vector<std::pair<QString, std::vector<ChartInputs>>> cases{
        {QStringLiteral("h100-4su"), {h100.inputs()}},
        {QStringLiteral("h100-4su-overlay"), overlay}};
    for (const char* name :
         {"dgx-h100-single", "rtx4090-workstation", "gb200-nvl72-rack", "h100-100k-gpus"})
        cases.push_back({QString::fromLatin1(name), {example(name).inputs()}});
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x25, 0x25, 0x25));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    const QSize sizes[] = {{700, 400}, {560, 340}, {900, 560}};
    for (const bool isDark : {false, true}) {
        QApplication::setPalette(isDark ? dark : light);
        for (const ChartKind kind : allChartKinds()) {
            auto chart = makeChart(kind);
            chart->show();
            for (const QSize size : sizes) {
                chart->resize(size);
                for (const auto& [name, in] : cases) {
                    chart->setScenarios(in);
                    QCoreApplication::processEvents();
                    const QString file =
                        QStringLiteral("%1/%2-%3-%4x%5-%6.png")
                            .arg(dir, chartId(kind), name)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(isDark ? QStringLiteral("dark") : QStringLiteral("light"));
                    QVERIFY(chart->grab().save(file));
                }
            }
        }
    }
    QApplication::setPalette(light);
}

QTEST_MAIN(TestChartsTraining)
#include "tst_charts_training.moc"
