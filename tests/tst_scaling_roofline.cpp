// The models behind the scaling curve and the roofline charts (model/training/Scaling.h,
// Roofline.h) on the bundled examples: GEMM intensities, the H100 roofline, the sizes of the
// curve and its agreement with the parallelism search.
#include "ChartTestUtil.h"

#include "model/training/Roofline.h"
#include "model/training/Scaling.h"
#include "model/training/Search.h"

#include <cmath>

using namespace cc::model;
using Example = cc::test::AnalysedExample;

namespace {

const Example& example(const char* name)
{
    return cc::test::cachedExample(name);
}

bool near(double got, double want, double rel = 1e-9)
{
    return std::abs(got - want) <= rel * std::max(std::abs(want), 1e-300);
}

} // namespace

class TestScalingRoofline : public QObject {
    Q_OBJECT
private slots:
    void gemmIntensity_data();
    void gemmIntensity();
    void rooflineOfH100();
    void loraAdapterIsMemoryBound();
    void scalingSizes_data();
    void scalingSizes();
    void scalingCurveAgreesWithSearch();
    void scalingMarksWhatDoesNotRun();
    void searchAndCurveApplyTheStepFactor();
};

void TestScalingRoofline::gemmIntensity_data()
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

void TestScalingRoofline::gemmIntensity()
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

void TestScalingRoofline::rooflineOfH100()
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
    const ResolvedLayout l = resolveLayout(*e.workload, hw.groupGpus, f);
    QVERIFY(l.valid);
    const Roofline r = roofline(*e.workload, model, l);
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

// A LoRA job adds the adapter's down-projection: rank 16 columns put it far left of the ridge.
void TestScalingRoofline::loraAdapterIsMemoryBound()
{
    const Example& e = example("h100-rail-4su");
    const ComputeHardware hw = e.hardware();
    Workload w = *e.workload;
    bool sawLora = false;
    for (const RooflineOp& op : roofline(w, makeStepModel(w, hw),
                                         [&] {
                                             std::vector<Finding> f;
                                             return resolveLayout(w, hw.groupGpus, f);
                                         }())
                                    .ops)
        sawLora |= op.kind == RooflineOpKind::LoraDown;
    QVERIFY(!sawLora); // pre-training has no adapters
    w.training.method = Method::Lora;
    w.training.loraRank = 16;
    std::vector<Finding> f;
    const ResolvedLayout l = resolveLayout(w, hw.groupGpus, f);
    QVERIFY(l.valid);
    const Roof roof = rooflineRoof(hw);
    for (const RooflineOp& op : roofline(w, makeStepModel(w, hw), l).ops) {
        if (op.kind != RooflineOpKind::LoraDown)
            continue;
        sawLora = true;
        QCOMPARE(op.n, 16.0);
        QVERIFY2(op.intensity() < 16 && op.intensity() < roof.ridgeIntensity() / 10,
                 qPrintable(QString::number(op.intensity())));
        QVERIFY(near(op.attainedFlops, op.intensity() * roof.hbmBytesPerS * kHbmEfficiency));
    }
    QVERIFY(sawLora);
}

void TestScalingRoofline::scalingSizes_data()
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

void TestScalingRoofline::scalingSizes()
{
    QFETCH(int, serverGpus);
    QFETCH(int, designGpus);
    QFETCH(QList<int>, sizes);
    const std::vector<int> got = cc::model::scalingSizes(serverGpus, designGpus);
    QCOMPARE(QList<int>(got.begin(), got.end()), sizes);
}

void TestScalingRoofline::scalingCurveAgreesWithSearch()
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
        const ResolvedLayout& l = p.layout;
        QCOMPARE(l.layout.tp * l.layout.pp * l.dp * l.layout.cp, p.gpus);
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

// Issue 14: the calibration's step-time factor reaches the search's results and the curve, so the
// layout search, the scaling chart and the report agree (estimatePerformance applies it too).
void TestScalingRoofline::searchAndCurveApplyTheStepFactor()
{
    const Example& e = example("h100-rail-4su");
    ComputeHardware hw = e.hardware();
    const StepModel plain = makeStepModel(*e.workload, hw);
    hw.stepTimeFactor = 1.5;
    const StepModel calibrated = makeStepModel(*e.workload, hw);
    SearchOptions o;
    o.top = 5;
    const SearchReport a = searchParallelism(*e.workload, plain, 1024, o);
    const SearchReport b = searchParallelism(*e.workload, calibrated, 1024, o);
    QCOMPARE(b.results.size(), a.results.size());
    QVERIFY(!b.results.empty());
    for (size_t i = 0; i < a.results.size(); ++i) {
        const ResolvedLayout &x = a.results[i].layout, &y = b.results[i].layout; // the same order
        QVERIFY(x.layout.tp == y.layout.tp && x.layout.pp == y.layout.pp && x.dp == y.dp &&
                x.layout.cp == y.layout.cp && x.layout.ep == y.layout.ep &&
                x.layout.microBatch == y.layout.microBatch && x.microBatches == y.microBatches &&
                x.layout.recompute == y.layout.recompute &&
                x.layout.zeroStage == y.layout.zeroStage);
        QVERIFY(near(b.results[i].stepTimeS, 1.5 * a.results[i].stepTimeS));
        QVERIFY(near(b.results[i].tokensPerS, a.results[i].tokensPerS / 1.5));
        QVERIFY(near(b.results[i].mfu, a.results[i].mfu / 1.5));
        const PerformanceReport perf =
            estimatePerformance(calibrated, b.results[i].layout, e.workload->training.tokens);
        QVERIFY(near(perf.stepTimeS, b.results[i].stepTimeS, 1e-9));
    }
    const ScalingCurve c = scalingCurve(*e.workload, calibrated, 1024);
    const ScalingCurve u = scalingCurve(*e.workload, plain, 1024);
    for (size_t i = 0; i < c.points.size(); ++i)
        if (c.points[i].status == ScalingStatus::Ok)
            QVERIFY(near(c.points[i].tokensPerS, u.points[i].tokensPerS / 1.5));
}

void TestScalingRoofline::scalingMarksWhatDoesNotRun()
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

QTEST_MAIN(TestScalingRoofline)
#include "tst_scaling_roofline.moc"
