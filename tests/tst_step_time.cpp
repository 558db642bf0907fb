// The step-time model formula by formula: FLOP counts against the published closed forms, the
// pipeline bubble, the tier each group communicates on, the optimizer step, the per-layer time
// against Korthikanti et al. 2022 Table 4, and the bottleneck naming on drawn topologies.
#include "TestUtil.h"

#include "model/training/AcceleratorMamf.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/StepExplain.h"
#include "model/training/StepTime.h"

#include <cmath>

using namespace cc::model;

namespace {

ModelShape gptShape(int layers, int hidden, int heads, int seq, int vocab)
{
    ModelShape m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = heads;
    m.ffnHidden = 4 * hidden;
    m.vocab = vocab;
    m.seqLen = seq;
    return m;
}

/// A GPU with round numbers and links so fast that communication vanishes.
ComputeHardware idealHardware()
{
    ComputeHardware hw;
    hw.gpuName = "test GPU";
    hw.generation = "hopper";
    hw.peakFlops = hw.peakBf16Flops = 1e15;
    hw.gemmEfficiency = hw.gemmBf16Efficiency = 0.5;
    hw.attentionEfficiency = 0.5;
    hw.hbmBytesPerS = 1e12;
    hw.memoryBytes = 80e9;
    hw.gpusPerServer = hw.domainGpus = 8;
    hw.scaleUpBusBytesPerS = 4e11;
    hw.interNodeBusBytesPerS = 5e10;
    hw.alltoallInterBytesPerS = 5e10;
    hw.pcieBytesPerS = 5e10;
    hw.valid = true;
    return hw;
}

ResolvedLayout choice(int tp, int pp, int dp, int mb, int m, int v, Recompute r, int zero = 1)
{
    ResolvedLayout c;
    c.layout.tp = tp;
    c.layout.pp = pp;
    c.dp = dp;
    c.layout.microBatch = mb;
    c.microBatches = m;
    c.layout.interleave = v;
    c.layout.recompute = r;
    c.layout.zeroStage = zero;
    return c;
}

/// A generated fat-tree of `nodes` servers.
Design fatTree(const std::string& server, const std::string& switchRef, int nodes,
               double oversubscription = 1)
{
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = server;
    o.switchRef = switchRef;
    o.nodes = nodes;
    o.oversubscription = oversubscription;
    return topology::generate(o, cc::test::bundledCatalog());
}

/// The training hardware of `d` at BF16.
ComputeHardware hardwareOf(const Design& d)
{
    const Catalog& cat = cc::test::bundledCatalog();
    std::vector<Finding> f;
    return computeHardware(analyze(d, cat), d, cat, Precision::Bf16, f);
}

const ComputeHardware& dgxA100Hardware()
{
    static const ComputeHardware hw = hardwareOf(fatTree("dgx-a100-640gb", "qm8700", 4));
    return hw;
}

} // namespace

class TestStepTime : public QObject {
    Q_OBJECT
private slots:
    void megatronFlops_data();
    void megatronFlops();
    void bubbleFraction_data();
    void bubbleFraction();
    void groupTier_data();
    void groupTier();
    void optimizerStep();
    void korthikantiLayerTimes_data();
    void korthikantiLayerTimes();
    void hardwareFromDesign();
    void boardClock_data();
    void boardClock();
    void bottleneckNamesTheTier_data();
    void bottleneckNamesTheTier();
    void moreGpusTrainFaster();
};

void TestStepTime::megatronFlops_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("seq");
    QTest::addColumn<int>("vocab");
    QTest::addColumn<int>("batch");
    QTest::newRow("GPT-3 175B") << 96 << 12288 << 2048 << 51200 << 1536;
    QTest::newRow("1T") << 128 << 25600 << 2048 << 51200 << 3072;
    QTest::newRow("small, long sequence") << 12 << 768 << 8192 << 50257 << 64;
}

// Narayanan et al. 2021 eq. 3 and Korthikanti et al. 2022 eqs. 7-8 for a GPT (f = 4h, MHA).
void TestStepTime::megatronFlops()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, seq);
    QFETCH(int, vocab);
    QFETCH(int, batch);
    Workload w;
    w.model = gptShape(layers, hidden, 16, seq, vocab);
    w.training.flashAttention = false;
    const StepModel m = makeStepModel(w, idealHardware());
    const double B = batch, s = seq, L = layers, h = hidden, V = vocab;
    const double model = 72 * B * s * L * h * h * (1 + s / (6 * h) + V / (12 * L * h));
    const double full = 96 * B * s * L * h * h * (1 + s / (6 * h) + V / (16 * L * h));
    const double selective = 72 * B * s * L * h * h * (1 + s / (3 * h) + V / (12 * L * h));
    const ResolvedLayout c = choice(1, 1, batch, 1, 1, 1, Recompute::None);
    QVERIFY(std::abs(modelFlopsPerStep(m, c) / model - 1) < 1e-12);
    QVERIFY(std::abs(hardwareFlopsPerStep(m, c) / model - 1) < 1e-12);
    ResolvedLayout f = c;
    f.layout.recompute = Recompute::Full;
    QVERIFY(std::abs(hardwareFlopsPerStep(m, f) / full - 1) < 1e-12);
    ResolvedLayout sel = c;
    sel.layout.recompute = Recompute::Selective;
    QVERIFY(std::abs(hardwareFlopsPerStep(m, sel) / selective - 1) < 1e-12);
}

void TestStepTime::bubbleFraction_data()
{
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("v");
    QTest::addColumn<int>("m");
    QTest::newRow("p8 m64") << 8 << 1 << 64;
    QTest::newRow("p8 v3 m64") << 8 << 3 << 64;
    QTest::newRow("p16 v2 m32") << 16 << 2 << 32;
    QTest::newRow("p64 m512") << 64 << 1 << 512;
    QTest::newRow("p4 one micro-batch") << 4 << 1 << 1;
}

// 1F1B bubble (p−1)/(v·m) of the ideal time (Narayanan et al. 2021 §2.2), with communication
// made negligible.
void TestStepTime::bubbleFraction()
{
    QFETCH(int, pp);
    QFETCH(int, v);
    QFETCH(int, m);
    Workload w;
    w.model = gptShape(pp * v * 4, 4096, 32, 2048, 32000);
    ComputeHardware hw = idealHardware();
    hw.scaleUpBusBytesPerS = hw.interNodeBusBytesPerS = 1e30;
    const StepModel model = makeStepModel(w, hw);
    const StepBreakdown b = stepBreakdown(model, choice(1, pp, 1, 1, m, v, Recompute::None));
    const double expected = (pp - 1.0) / (v * m);
    QVERIFY2(std::abs(b.ppBubble / b.compute - expected) < 1e-9,
             qPrintable(QString::number(b.ppBubble / b.compute)));
}

void TestStepTime::groupTier_data()
{
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("stride");
    QTest::addColumn<double>("busBytesPerS");
    QTest::addColumn<QString>("tier");
    // Domain of 8 GPUs at 400 GB/s, 50 GB/s per GPU across domains.
    QTest::newRow("TP 8 in the domain") << 8 << 1 << 4e11 << "NAME(NVLink)";
    QTest::newRow("DP 4 stride 2 in the domain") << 4 << 2 << 4e11 << "NAME(NVLink)";
    QTest::newRow("DP 64 stride 8: one GPU per domain")
        << 64 << 8 << 5e10 << "TIER_NICS(InfiniBand)";
    QTest::newRow("DP 16 stride 2: 4 per domain share 4 NICs")
        << 16 << 2 << 2e11 << "TIER_NICS(InfiniBand)";
    QTest::newRow("TP 16 across domains: NVLink-capped")
        << 16 << 1 << 4e11 << "TIER_NICS(InfiniBand)";
    QTest::newRow("single rank") << 1 << 1 << 0.0 << "NAME(NVLink)";
}

void TestStepTime::groupTier()
{
    QFETCH(int, size);
    QFETCH(int, stride);
    QFETCH(double, busBytesPerS);
    QFETCH(QString, tier);
    const ComputeHardware hw = idealHardware();
    QCOMPARE(groupBusBytesPerS(hw, size, stride), busBytesPerS);
    QCOMPARE(QString::fromStdString(debugText(groupTierMessage(hw, size, stride))), tier);
}

// Mixed-precision AdamW reads and writes 34 bytes per local parameter; ZeRO-1 shards them.
void TestStepTime::optimizerStep()
{
    Workload w;
    w.model = gptShape(24, 2048, 16, 2048, 50000);
    const StepModel m = makeStepModel(w, idealHardware());
    const StepBreakdown z0 = stepBreakdown(m, choice(1, 1, 8, 1, 1, 1, Recompute::None, 0));
    const StepBreakdown z1 = stepBreakdown(m, choice(1, 1, 8, 1, 1, 1, Recompute::None, 1));
    QVERIFY(std::abs(z0.optimizer / (m.params * 34 / 1e12) - 1) < 1e-9);
    QVERIFY(std::abs(z1.optimizer * 8 / z0.optimizer - 1) < 1e-9);
}

void TestStepTime::korthikantiLayerTimes_data()
{
    QTest::addColumn<bool>("sequenceParallel");
    QTest::addColumn<int>("recompute");
    QTest::addColumn<double>("publishedMs");
    // Korthikanti et al. 2022, Table 4: one layer of the 22B model (h 6144, a 64, s 2048, b 4,
    // t 8) on A100, forward + backward.
    QTest::newRow("baseline, no recompute") << false << int(Recompute::None) << 19.6;
    QTest::newRow("sequence parallelism") << true << int(Recompute::None) << 19.0;
    QTest::newRow("full recompute") << false << int(Recompute::Full) << 27.2;
    QTest::newRow("selective recompute") << false << int(Recompute::Selective) << 20.9;
    QTest::newRow("selective + sequence parallelism") << true << int(Recompute::Selective) << 20.3;
}

void TestStepTime::korthikantiLayerTimes()
{
    QFETCH(bool, sequenceParallel);
    QFETCH(int, recompute);
    QFETCH(double, publishedMs);
    Workload w;
    w.model = gptShape(48, 6144, 64, 2048, 1);
    w.training.flashAttention = false;
    w.training.layout.sequenceParallel = sequenceParallel;
    const StepModel m = makeStepModel(w, dgxA100Hardware());
    ResolvedLayout c = choice(8, 1, 1, 4, 1, 1, static_cast<Recompute>(recompute));
    c.layout.sequenceParallel = sequenceParallel;
    const StepBreakdown b = stepBreakdown(m, c);
    const double layerMs = (b.compute + b.tpComm) / 48 * 1e3;
    qInfo("%s: model %.1f ms, published %.1f ms", QTest::currentDataTag(), layerMs, publishedMs);
    QVERIFY2(std::abs(layerMs / publishedMs - 1) <= 0.10, qPrintable(QString::number(layerMs)));
}

void TestStepTime::hardwareFromDesign()
{
    const ComputeHardware& hw = dgxA100Hardware();
    QVERIFY(hw.valid);
    QCOMPARE(hw.generation, std::string("ampere"));
    QCOMPARE(hw.domainGpus, 8);
    QCOMPARE(hw.groupGpus, 32);
    // A100: 300 GB/s NVLink per direction × 0.82; HDR 25 GB/s per GPU × 0.94; 312 TFLOPS.
    QVERIFY(std::abs(hw.scaleUpBusBytesPerS - 300e9 * 0.82) < 1e6);
    QVERIFY(std::abs(hw.interNodeBusBytesPerS - 25e9 * 0.94) < 1e6);
    QCOMPARE(hw.peakFlops, 312e12);
    // A100 SXM4: its own MAMF (271.2 of 312 TFLOPS, Efficiency.cpp) × the sustained clock.
    QVERIFY(std::abs(hw.gemmEfficiency - 271.2 / 312 * (708.5 / 841.9)) < 1e-12);
}

void TestStepTime::boardClock_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("switchRef");
    QTest::addColumn<double>("factor");
    // ml-engineering all-8 runs: mean x (1 - spread/2) / the one-GPU MSMF.
    QTest::newRow("HGX B200") << "dgx-b200"
                              << "qm9700" << 1426.4 * (1 - 0.104 / 2) / 1455.7;
    QTest::newRow("HGX H100 (the H200's board)") << "dgx-h100"
                                                 << "qm9700" << 698.6 * (1 - 0.045 / 2) / 702.9;
    // The GB200 carries the B200 die and takes its measured spread; the B300 die has none.
    QTest::newRow("GB200: the B200 die's") << "gb200-nvl72"
                                           << "qm9700" << 1426.4 * (1 - 0.104 / 2) / 1455.7;
    QTest::newRow("GB300: not measured") << "gb300-nvl72"
                                         << "qm9700" << 1.0;
}

// All GPUs of a server run at once and a synchronous step waits for the slowest: GEMMs and
// attention run at the board's measured concurrent clock, on top of the one-GPU sustained clock.
void TestStepTime::boardClock()
{
    QFETCH(QString, server);
    QFETCH(QString, switchRef);
    QFETCH(double, factor);
    const ComputeHardware hw =
        hardwareOf(fatTree(server.toStdString(), switchRef.toStdString(), 2));
    QVERIFY(hw.valid);
    QVERIFY(hw.gpusPerServer > 1);
    QVERIFY(std::abs(hw.boardClock - factor) < 1e-12);
    QCOMPARE(hw.boardClockSource.empty(), factor == 1.0);
    const ComputeEfficiency& e = computeEfficiency(hw.generation);
    const double oneGpu =
        acceleratorGemmEfficiency(e, hw.gpuName, Precision::Bf16, hw.peakFlops, hw.peakBf16Flops);
    QVERIFY(std::abs(hw.gemmEfficiency - oneGpu * factor) < 1e-12);
    const double attention =
        attentionKernelEfficiency(e, AttentionKernel::Auto, hw.gpuName).fraction * e.sustainedClock;
    QVERIFY(std::abs(hw.attentionEfficiency - attention * factor) < 1e-12);
}

void TestStepTime::bottleneckNamesTheTier_data()
{
    QTest::addColumn<double>("oversubscription");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("microBatches");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("seqLen");
    QTest::newRow("wide TP on a small model: NVLink")
        << 1.0 << 8 << 32 << "BOTTLENECK_TP_COMM(NAME(NVLink))" << 2048;
    // The headline is the largest share of the step (issue 10 Part A): short sequences make the
    // gradient sync larger than the compute.
    QTest::newRow("pure DP over a 4:1 leaf: oversubscribed uplinks")
        << 4.0 << 1 << 1 << "BOTTLENECK_DP_COMM(TIER_OVERSUBSCRIBED_UPLINKS(leaf))" << 128;
}

// The limiting resource is named after the tier of the drawn topology that carries it.
void TestStepTime::bottleneckNamesTheTier()
{
    QFETCH(double, oversubscription);
    QFETCH(int, tp);
    QFETCH(int, microBatches);
    QFETCH(QString, expected);
    QFETCH(int, seqLen);
    const ComputeHardware hw = hardwareOf(fatTree("dgx-h100", "qm9700", 32, oversubscription));
    Workload w;
    w.model = gptShape(24, 2048, 16, seqLen, 50000);
    const StepModel m = makeStepModel(w, hw);
    const int dp = 256 / tp;
    const PerformanceReport p =
        estimatePerformance(m, choice(tp, 1, dp, 1, microBatches, 1, Recompute::None, 0), 0);
    QCOMPARE(QString::fromStdString(debugText(p.bottleneck)), expected);
}

// Strong scaling of a fixed job: more data-parallel GPUs never make the step slower per token.
void TestStepTime::moreGpusTrainFaster()
{
    Workload w;
    w.model = gptShape(32, 4096, 32, 4096, 32000);
    const StepModel m = makeStepModel(w, dgxA100Hardware());
    double last = 0;
    for (int dp : {1, 2, 4}) {
        const PerformanceReport p =
            estimatePerformance(m, choice(8, 1, dp, 1, 64 / dp, 1, Recompute::Selective), 1e9);
        QVERIFY(p.tokensPerS > last);
        QVERIFY(p.timeToTrainS > 0 && std::abs(p.timeToTrainS * p.tokensPerS / 1e9 - 1) < 1e-9);
        last = p.tokensPerS;
    }
}

QTEST_GUILESS_MAIN(TestStepTime)
#include "tst_step_time.moc"
