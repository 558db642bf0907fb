// Checkpoints, storage path, job MTBF, Young/Daly, goodput, energy and the cost of a run, each
// against its formula; and the composed training analysis on a drawn cluster.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/Reliability.h"
#include "model/training/RunCost.h"
#include "model/training/TrainingAnalysis.h"
#include "model/training/TrainingStorage.h"

#include <cmath>

using namespace cc::model;

namespace {

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

Design cluster(const char* server, int nodes, const char* storage)
{
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = server;
    o.nodes = nodes;
    o.storageRef = storage;
    return topology::generate(o, cc::test::bundledCatalog());
}

Workload gpt175b()
{
    Workload w;
    w.name = "GPT-3 175B";
    w.model.layers = 96;
    w.model.hidden = 12288;
    w.model.heads = 96;
    w.model.kvHeads = 96;
    w.model.ffnHidden = 49152;
    w.model.vocab = 51200;
    w.model.seqLen = 2048;
    w.training.layout.tp = 8;
    w.training.layout.pp = 8;
    w.training.globalBatch = 1536;
    w.training.tokens = 3e11;
    return w;
}

} // namespace

class TestReliabilityCost : public QObject {
    Q_OBJECT
private slots:
    void llama3Mtbf();
    void youngDaly_data();
    void youngDaly();
    void goodputFormula_data();
    void goodputFormula();
    void checkpointBytesPerParam_data();
    void checkpointBytesPerParam();
    void gpt3CheckpointIs2p45TB();
    void bytesPerToken();
    void storagePathLimits();
    void noStorageUsesLocalNvme();
    void runCost();
    void noCloudPriceForUnknownGeneration();
    void analyzeTrainingExplainsEveryResult();
    void notFittingIsAnError();
};

// Llama 3 §3.3.4: 419 unexpected interruptions in 54 days on 16,384 GPUs in 2,048 servers.
void TestReliabilityCost::llama3Mtbf()
{
    QVERIFY(near(jobMtbfSeconds(16384, 2048), 54.0 * 24 * 3600 / 419));
    QVERIFY(near(jobMtbfSeconds(1024, 128), 16 * jobMtbfSeconds(16384, 2048)));
    QVERIFY(kGpuMtbfHours > 80000 && kGpuMtbfHours < 90000);
    QCOMPARE(jobMtbfSeconds(0, 0), 0.0);
}

void TestReliabilityCost::youngDaly_data()
{
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("mtbf");
    QTest::addColumn<double>("expected");
    QTest::newRow("60 s checkpoint, 3 h MTBF")
        << 60.0 << 10800.0 << std::sqrt(2 * 60.0 * 10800) - 60;
    QTest::newRow("1 s checkpoint, 50 h") << 1.0 << 180000.0 << std::sqrt(2 * 180000.0) - 1;
    QTest::newRow("checkpoint longer than M/2: run to failure") << 600.0 << 1000.0 << 1000.0;
}

void TestReliabilityCost::youngDaly()
{
    QFETCH(double, delta);
    QFETCH(double, mtbf);
    QFETCH(double, expected);
    QVERIFY(near(youngDalyIntervalSeconds(delta, mtbf), expected));
}

void TestReliabilityCost::goodputFormula_data()
{
    QTest::addColumn<double>("tau");
    QTest::addColumn<double>("delta");
    QTest::addColumn<double>("restart");
    QTest::addColumn<double>("mtbf");
    QTest::addColumn<double>("expected");
    QTest::newRow("no failures cost") << 1000.0 << 10.0 << 0.0 << 1e12 << 1000.0 / 1010.0;
    QTest::newRow("Llama-3-like") << 1140.0 << 60.0 << 900.0 << 11134.0
                                  << (1 - (570.0 + 900) / 11134) / (1 + 60.0 / 1140);
    QTest::newRow("hopeless: clamps to 0") << 3600.0 << 60.0 << 7200.0 << 3600.0 << 0.0;
}

void TestReliabilityCost::goodputFormula()
{
    QFETCH(double, tau);
    QFETCH(double, delta);
    QFETCH(double, restart);
    QFETCH(double, mtbf);
    QFETCH(double, expected);
    QVERIFY(std::abs(goodput(tau, delta, restart, mtbf) - expected) < 1e-8);
}

void TestReliabilityCost::checkpointBytesPerParam_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("optimizer");
    QTest::addColumn<double>("bytes");
    QTest::newRow("bf16 AdamW: 2 + 4 + 8")
        << int(Precision::Bf16) << int(OptimizerKind::AdamW) << 14.0;
    QTest::newRow("fp32 AdamW: 4 + 8") << int(Precision::Fp32) << int(OptimizerKind::AdamW) << 12.0;
    QTest::newRow("bf16 8-bit AdamW: 2 + 4 + 2")
        << int(Precision::Bf16) << int(OptimizerKind::AdamW8bit) << 8.0;
    QTest::newRow("bf16 SGD momentum: 2 + 4 + 4")
        << int(Precision::Bf16) << int(OptimizerKind::Sgd) << 10.0;
    QTest::newRow("fp8 AdamW keeps bf16 weights")
        << int(Precision::Fp8) << int(OptimizerKind::AdamW) << 14.0;
}

void TestReliabilityCost::checkpointBytesPerParam()
{
    QFETCH(int, precision);
    QFETCH(int, optimizer);
    QFETCH(double, bytes);
    TrainingSetup t;
    t.precision = static_cast<Precision>(precision);
    t.optimizer = static_cast<OptimizerKind>(optimizer);
    QCOMPARE(cc::model::checkpointBytesPerParam(t), bytes);
}

// GPT-3 175B (Brown et al. 2020): checkpoint ≈ 2.45 TB by the 14 B/param rule; LoRA saves adapters.
void TestReliabilityCost::gpt3CheckpointIs2p45TB()
{
    Workload w = gpt175b();
    QVERIFY(near(checkpointBytes(w, 175e9, 1.0), 2.45e12));
    w.training.method = Method::Lora;
    QVERIFY(near(checkpointBytes(w, 175e9, 0.001), 2.45e9));
}

void TestReliabilityCost::bytesPerToken()
{
    ModelShape m;
    m.vocab = 51200;
    QCOMPARE(cc::model::bytesPerToken(m), 2.0);
    m.vocab = 128256;
    QCOMPARE(cc::model::bytesPerToken(m), 4.0);
}

// Write time = size / min(storage write, storage NICs, the job's NICs, bisection).
void TestReliabilityCost::storagePathLimits()
{
    const Catalog& cat = cc::test::bundledCatalog();
    const Design d = cluster("dgx-h100", 16, "ddn-ai400x2-class");
    const Report infra = analyze(d, cat);
    std::vector<Finding> f;
    const ComputeHardware hw = computeHardware(infra, d, cat, Precision::Bf16, f);
    const StoragePath p = storagePath(d, cat, infra, hw, 128);
    QVERIFY(p.drawn);
    double write = 0, read = 0, nics = 0;
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Storage) {
            const auto* e = cat.find(b.ref);
            write += e->storage.writeBytesPerS * b.replicas;
            read += e->storage.readBytesPerS * b.replicas;
            nics += e->storage.nics * e->storage.nicBitsPerS / 8 * b.replicas;
        }
    const double jobNics = 128 * infra.network.injectionBytesPerSPerGpu;
    const double expected = std::min({write, nics, jobNics, infra.network.bisectionBytesPerS});
    QVERIFY(near(p.writeBytesPerS, expected));
    QVERIFY(
        near(p.readBytesPerS, std::min({read, nics, jobNics, infra.network.bisectionBytesPerS})));
    QVERIFY(!p.writeLimitedBy.empty());

    std::vector<Explanation> ex;
    const Workload w = gpt175b();
    const TrainingStorageReport r = analyzeTrainingStorage(w, p, 175e9, 1.0, 1e12, f, ex);
    QVERIFY(near(r.checkpointWriteS, 2.45e12 / p.writeBytesPerS));
    QVERIFY(near(r.dataReadBpsNeeded, 2e12));
    bool limited = false;
    for (const auto& x : f)
        limited |= x.code == "TRAINING_DATA_READ_LIMITED";
    QVERIFY(limited);
}

void TestReliabilityCost::noStorageUsesLocalNvme()
{
    const Catalog& cat = cc::test::bundledCatalog();
    const Design d = cluster("dgx-h100", 4, "");
    const Report infra = analyze(d, cat);
    std::vector<Finding> f;
    const ComputeHardware hw = computeHardware(infra, d, cat, Precision::Bf16, f);
    const StoragePath p = storagePath(d, cat, infra, hw, 32);
    QVERIFY(!p.drawn);
    QVERIFY(p.writeBytesPerS > 0);
    std::vector<Explanation> ex;
    analyzeTrainingStorage(gpt175b(), p, 175e9, 1, 1e6, f, ex);
    bool warned = false;
    for (const auto& x : f)
        warned |= x.code == "TRAINING_NO_STORAGE";
    QVERIFY(warned);
}

void TestReliabilityCost::runCost()
{
    Report infra;
    infra.design.gpus = 1000;
    infra.power.facilityW = 2e6;
    infra.cost.capexUsd = 4e8;
    Facility fac;
    fac.usdPerKwh = 0.10;
    fac.gridKgCo2PerKwh = 0.4;
    RunSettings s; // 4 years, 10 % maintenance
    RunInputs in;
    in.wallTimeS = 720 * 3600.0;
    in.jobGpus = 500;
    in.generation = "hopper";
    std::vector<Finding> f;
    std::vector<Explanation> ex;
    const RunReport r = analyzeRun(in, s, infra, fac, f, ex);
    QVERIFY(near(r.energyKwh, 1e6 * 720 / 1000));
    QVERIFY(near(r.co2Kg, r.energyKwh * 0.4));
    QCOMPARE(r.cloudUsdPerGpuHour, 3.49);
    QVERIFY(near(r.costRentUsd, 3.49 * 500 * 720));
    const double capex = 2e8, years = 720.0 / 8760;
    QVERIFY(near(r.costBuyUsd, capex * years / 4 + capex * 0.1 * years + r.energyKwh * 0.1));
    const double fixed = capex / 4 + capex * 0.1;
    QVERIFY(near(r.breakEvenUtilisation, fixed / (8760 * (3.49 * 500 - 1000 * 0.1))));
    QCOMPARE(static_cast<int>(ex.size()), 5);
}

void TestReliabilityCost::noCloudPriceForUnknownGeneration()
{
    QVERIFY(defaultCloudPrice("blackwell") == nullptr);
    QCOMPARE(defaultCloudPrice("ampere")->usdPerGpuHour, 2.50);
    Report infra;
    infra.design.gpus = 8;
    std::vector<Finding> f;
    std::vector<Explanation> ex;
    RunInputs in{3600, 8, "blackwell"};
    const RunReport r = analyzeRun(in, RunSettings{}, infra, Facility{}, f, ex);
    QCOMPARE(r.costRentUsd, 0.0);
    QVERIFY(!f.empty() && f.front().code == "TRAINING_NO_CLOUD_PRICE");
    RunSettings user;
    user.cloudUsdPerGpuHour = 6.0;
    QCOMPARE(analyzeRun(in, user, infra, Facility{}, f, ex).costRentUsd, 48.0);
}

// Every §6 result carries an explanation (formula and source) for --explain and the GUI.
void TestReliabilityCost::analyzeTrainingExplainsEveryResult()
{
    const Catalog& cat = cc::test::bundledCatalog();
    const Design d = cluster("dgx-h100", 128, "ddn-ai400x2-turbo-class");
    const Report infra = analyze(d, cat);
    const TrainingReport t = analyzeTraining(gpt175b(), d, cat, infra);
    QVERIFY(t.valid);
    QVERIFY(t.memory.fits);
    QCOMPARE(t.performance.gpus, 1024);
    QVERIFY(t.performance.mfu > 0.3 && t.performance.mfu < 0.7);
    QVERIFY(t.reliability.goodput > 0.9 && t.reliability.goodput <= 1);
    QVERIFY(t.run.wallTimeS >= t.performance.timeToTrainS);
    QVERIFY(t.run.energyKwh > 0 && t.run.costBuyUsd > 0 && t.run.costRentUsd > 0);
    const char* keys[] = {"memory.params",
                          "memory.activeParams",
                          "memory.perGpuBytes.weights",
                          "memory.perGpuBytes.gradients",
                          "memory.perGpuBytes.optimizer",
                          "memory.perGpuBytes.activations",
                          "memory.perGpuBytes.other",
                          "memory.fits",
                          "memory.maxMicroBatch",
                          "memory.hostBytesPerNode",
                          "performance.stepTimeS",
                          "performance.tokensPerS",
                          "performance.modelTflopsPerGpu",
                          "performance.hardwareTflopsPerGpu",
                          "performance.mfu",
                          "performance.hfu",
                          "performance.timeToTrainS",
                          "performance.gpuHours",
                          "performance.breakdownS.compute",
                          "performance.breakdownS.tpComm",
                          "performance.breakdownS.ppBubble",
                          "performance.breakdownS.dpCommExposed",
                          "performance.breakdownS.epComm",
                          "performance.breakdownS.cpComm",
                          "performance.breakdownS.optimizer",
                          "storage.checkpointBytes",
                          "storage.checkpointWriteS",
                          "storage.dataReadBpsNeeded",
                          "storage.dataReadBpsAvailable",
                          "reliability.jobMtbfS",
                          "reliability.checkpointIntervalS",
                          "reliability.goodput",
                          "run.energyKwh",
                          "run.co2Kg",
                          "run.costBuyUsd",
                          "run.costRentUsd"};
    for (const char* k : keys) {
        bool found = false;
        for (const auto& e : t.explanations)
            if (e.quantity == k && !e.formula.empty() && !e.source.empty())
                found = true;
        QVERIFY2(found, k);
    }
}

void TestReliabilityCost::notFittingIsAnError()
{
    const Catalog& cat = cc::test::bundledCatalog();
    const Design d = cluster("dgx-a100-640gb", 2, "");
    Workload w = gpt175b();
    w.training.layout.tp = 8;
    w.training.layout.pp = 1;
    w.training.layout.zeroStage = 0;
    w.training.globalBatch = 2;
    const TrainingReport t = analyzeTraining(w, d, cat, analyze(d, cat));
    QVERIFY(!t.memory.fits);
    bool error = false;
    for (const auto& f : t.findings)
        error |= f.code == "TRAINING_DOES_NOT_FIT" && f.severity == Severity::Error;
    QVERIFY(error);
}

QTEST_GUILESS_MAIN(TestReliabilityCost)
#include "tst_reliability_cost.moc"
