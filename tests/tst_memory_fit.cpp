// The memory report as a user sees it: largest micro-batch, the fast path the search uses,
// named overheads, and advice that is valid for the model and says what fits.
#include "TestUtil.h"
#include "TrainingTestUtil.h"

#include "model/training/Layout.h"
#include "model/training/Memory.h"

using namespace cc::model;
using cc::test::job;
using cc::test::kGiB;
using cc::test::layoutOf;
using cc::test::near;
using cc::test::presetWorkload;

namespace {} // namespace

class TestMemoryFit : public QObject {
    Q_OBJECT
private slots:
    void maxMicroBatchIsTheLargestThatFits();
    void fastPathAgreesWithReport_data();
    void fastPathAgreesWithReport();
    void overheadsAreNamed();
    void adviceIsValidAndNamesWhatFits();
};

void TestMemoryFit::maxMicroBatchIsTheLargestThatFits()
{
    Workload w = job(findPreset("llama3-8b")->shape);
    w.training.layout.zeroStage = 3;
    w.training.globalBatch = 64;
    const MemoryHardware hw{80e9, 0, 8};
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 8), hw);
    QVERIFY(r.fits);
    const int b = r.maxMicroBatch;
    QVERIFY(b >= 1 && b < 64);
    w.training.layout.microBatch = b;
    w.training.globalBatch = 8 * b;
    QVERIFY(analyzeMemory(w, layoutOf(w, 8), hw).fits);
    w.training.layout.microBatch = b + 1;
    w.training.globalBatch = 8 * (b + 1);
    QVERIFY(!analyzeMemory(w, layoutOf(w, 8), hw).fits);
}

void TestMemoryFit::fastPathAgreesWithReport_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("ep");
    QTest::addColumn<int>("gpus");
    QTest::newRow("gpt3 pp 8") << "gpt3-175b" << 8 << 1 << 64;
    QTest::newRow("llama3-405b pp 14") << "llama3-405b" << 14 << 1 << 14;
    QTest::newRow("deepseek-v3 ep 64") << "deepseek-v3" << 1 << 64 << 64;
    QTest::newRow("dense-first MoE pp 4") << "custom" << 4 << 4 << 16;
}

// peakBytesPerGpu (what the search calls) equals the fullest stage of the full report, also
// when stages differ in their layer mix (leading dense layers, MoE every other layer).
void TestMemoryFit::fastPathAgreesWithReport()
{
    QFETCH(QString, preset);
    QFETCH(int, pp);
    QFETCH(int, ep);
    QFETCH(int, gpus);
    ModelShape m;
    if (preset == QLatin1String("custom")) {
        m = findPreset("mixtral-8x7b")->shape;
        m.layers = 16;
        m.denseLayers = 2;
        m.moeEvery = 2;
    } else {
        m = findPreset(preset.toStdString())->shape;
    }
    Workload w = job(m);
    w.training.layout.pp = pp;
    w.training.layout.ep = ep;
    w.training.globalBatch = 4 * gpus / pp;
    const ResolvedLayout l = layoutOf(w, gpus);
    QVERIFY(l.valid);
    const MemoryReport r = analyzeMemory(w, l, {80e9, 0, 8});
    QCOMPARE(peakBytesPerGpu(w, l), r.perGpu.total());
    double fullest = 0;
    for (const auto& s : r.stages)
        fullest = std::max(fullest, s.total());
    if (pp > 1)
        QCOMPARE(fullest, r.perGpu.total());
}

void TestMemoryFit::overheadsAreNamed()
{
    Workload w = job(findPreset("llama3-70b")->shape);
    w.training.layout.tp = 8;
    w.training.layout.pp = 2;
    w.training.layout.zeroStage = 3;
    w.training.globalBatch = 16;
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 64), {80e9, 0, 8});
    double sum = 0;
    bool context = false, fragmentation = false, nccl = false, gather = false;
    for (const auto& o : r.overheads) {
        QVERIFY(!o.name.empty() && o.bytes > 0);
        sum += o.bytes;
        context |= o.name.find("CUDA context") != std::string::npos;
        fragmentation |= o.name.find("fragmentation") != std::string::npos;
        nccl |= o.name.find("NCCL") != std::string::npos;
        gather |= o.name.find("ZeRO-3") != std::string::npos;
    }
    QVERIFY(context && fragmentation && nccl && gather);
    QVERIFY(near(sum, r.perGpu.other, 1e-12));
    QVERIFY(r.overheads.front().bytes == 1.5 * kGiB);
}

// Llama 3 70B full fine-tuning on two 8-GPU servers with tp 8 does not fit (8.8 B parameters per
// GPU × 16 B); LoRA and QLoRA do. TP 16 is not offered: 8 KV heads do not split 16 ways.
void TestMemoryFit::adviceIsValidAndNamesWhatFits()
{
    Workload w = job(findPreset("llama3-70b")->shape);
    w.training.method = Method::Full;
    w.training.layout.tp = 8;
    w.training.layout.zeroStage = 1;
    const ResolvedLayout l = layoutOf(w, 16);
    QCOMPARE(l.dp, 2);
    const MemoryReport r = analyzeMemory(w, l, {80e9, 2e12, 8});
    QVERIFY(!r.fits);
    QVERIFY(r.maxMicroBatch == 0);
    bool lora = false, qlora = false, zero = false;
    for (const auto& a : r.advice) {
        QVERIFY2(debugText(a.change).find("FIT_TP(16)") == std::string::npos,
                 debugText(a.change).c_str());
        QVERIFY(a.perGpuBytes > 0);
        QCOMPARE(a.fits, a.perGpuBytes <= 80e9);
        lora |= a.change.code == "FIT_LORA" && a.fits;
        qlora |= a.change.code == "FIT_QLORA" && a.fits;
        zero |= debugText(a.change) == "FIT_ZERO_STAGE(2)";
    }
    QVERIFY(lora && qlora && zero);
    // Recompute advice reaches less than the current total; at tp 4 "TP 8" is offered.
    w.training.layout.tp = 4;
    const MemoryReport r4 = analyzeMemory(w, layoutOf(w, 16), {80e9, 2e12, 8});
    bool tp8 = false;
    for (const auto& a : r4.advice) {
        tp8 |= debugText(a.change) == "FIT_TP(8)";
        if (a.change.code == "FIT_FULL_RECOMPUTE")
            QVERIFY(a.perGpuBytes < r4.perGpu.total());
    }
    QVERIFY(tp8);
}

QTEST_APPLESS_MAIN(TestMemoryFit)
#include "tst_memory_fit.moc"
