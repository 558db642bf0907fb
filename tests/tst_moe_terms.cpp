// The MoE, long-context and non-NVIDIA terms of issue 9: switchless-mesh group bandwidth,
// node-deduplicated dispatch, forced-uniform routing, the attention kernel generation, their
// workload fields, and the validation folder loader.
#include "TestUtil.h"
#include "TrainingTestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/AccuracyNotes.h"
#include "model/training/StepTerms.h"
#include "model/training/StepTime.h"
#include "model/validation/ValidationRuns.h"

#include <QTemporaryDir>

#include <cmath>
#include <fstream>

using namespace cc::model;

namespace {

ComputeHardware hardwareOf(const char* server, int nodes, Precision p = Precision::Bf16)
{
    const Catalog& cat = cc::test::bundledCatalog();
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = server;
    o.switchRef = "qm9700";
    o.nodes = nodes;
    const Design d = topology::generate(o, cat);
    std::vector<Finding> f;
    return computeHardware(analyze(d, cat), d, cat, p, f);
}

ResolvedLayout layout(int tp, int dp, int cp = 1)
{
    ResolvedLayout c;
    c.layout.tp = tp;
    c.dp = dp;
    c.layout.cp = cp;
    c.layout.microBatch = 1;
    c.microBatches = 4;
    return c;
}

void writeFile(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString()) << text;
}

std::string oneRunFile(const char* id)
{
    return std::string(R"({"schemaVersion":1,"runs":[{"id":")") + id +
           R"(","kind":"moe","name":"n","source":"s","url":"https://x","date":"2025-01",)"
           R"("flopConvention":"f","system":{"server":"dgx-h100","switch":"qm9700","gpus":8},)"
           R"("workload":{"preset":"llama3-8b"},"metric":"mfu","published":0.4}]})";
}

} // namespace

class TestMoeTerms : public QObject {
    Q_OBJECT
private slots:
    void meshGroupShare_data();
    void meshGroupShare();
    void meshTpTwoIsSlowerOnMi300x();
    void remoteNodeCopies_data();
    void remoteNodeCopies();
    void roundRobinCopies_data();
    void roundRobinCopies();
    void roundRobinCutsTheDeepEpDispatch();
    void loraAdaptersCostTime();
    void forcedBalance_data();
    void forcedBalance();
    void forcedBalanceIsFasterThanLearned();
    void deepEpCutsTheCrossNodeAllToAll();
    void overlapUnpairedShare_data();
    void overlapUnpairedShare();
    void overlapLeavesTheFirstAndLastPassExposed();
    void attentionKernel_data();
    void attentionKernel();
    void fa2AttentionIsSlowerOnHopper();
    void workloadFieldsRoundTrip();
    void workloadFieldsRejectBadValues_data();
    void workloadFieldsRejectBadValues();
    void validationFolderReadsEveryFile();
    void validationFolderRejectsDuplicateIds();
    void accuracyNotes_data();
    void accuracyNotes();
};

// (k − 1)/(domain − 1) of the scale-up bandwidth on a full mesh; 1 on a switch.
void TestMoeTerms::meshGroupShare_data()
{
    QTest::addColumn<bool>("mesh");
    QTest::addColumn<int>("domain");
    QTest::addColumn<int>("size");
    QTest::addColumn<double>("share");
    QTest::newRow("mesh TP2 of 8") << true << 8 << 2 << 1.0 / 7;
    QTest::newRow("mesh TP4 of 8") << true << 8 << 4 << 3.0 / 7;
    QTest::newRow("mesh all 8") << true << 8 << 8 << 1.0;
    QTest::newRow("switch TP2") << false << 8 << 2 << 1.0;
}

void TestMoeTerms::meshGroupShare()
{
    QFETCH(bool, mesh);
    QFETCH(int, domain);
    QFETCH(int, size);
    QFETCH(double, share);
    ComputeHardware hw;
    hw.scaleUpMesh = mesh;
    hw.domainGpus = domain;
    QVERIFY(std::abs(cc::model::meshGroupShare(hw, size) - share) < 1e-12);
}

// The MI300X platform is a mesh: a TP 2 pair has one link, TP 8 all seven.
void TestMoeTerms::meshTpTwoIsSlowerOnMi300x()
{
    const ComputeHardware amd = hardwareOf("oam-8x-mi300x", 1);
    QVERIFY(amd.valid);
    QVERIFY(amd.scaleUpMesh);
    QVERIFY(groupBusBytesPerS(amd, 2, 1) * 6.9 < groupBusBytesPerS(amd, 8, 1));
    const ComputeHardware nv = hardwareOf("dgx-h100", 1);
    QVERIFY(!nv.scaleUpMesh);
    QCOMPARE(groupBusBytesPerS(nv, 2, 1), groupBusBytesPerS(nv, 8, 1));
}

void TestMoeTerms::remoteNodeCopies_data()
{
    QTest::addColumn<double>("nodes");
    QTest::addColumn<double>("topK");
    QTest::addColumn<double>("maxNodes");
    QTest::addColumn<double>("copies");
    QTest::newRow("one node") << 1.0 << 8.0 << 0.0 << 0.0;
    QTest::newRow("2 nodes top-8") << 2.0 << 8.0 << 0.0 << 2 * (1 - std::pow(0.5, 8)) * 0.5;
    QTest::newRow("8 nodes top-8") << 8.0 << 8.0 << 0.0 << 8 * (1 - std::pow(7.0 / 8, 8)) * 7.0 / 8;
    QTest::newRow("DeepSeek-V3 limit 4") << 8.0 << 8.0 << 4.0 << 4 * 7.0 / 8;
}

void TestMoeTerms::remoteNodeCopies()
{
    QFETCH(double, nodes);
    QFETCH(double, topK);
    QFETCH(double, maxNodes);
    QFETCH(double, copies);
    const double got = cc::model::remoteNodeCopies(nodes, topK, maxNodes);
    QVERIFY2(std::abs(got - copies) < 1e-9, qPrintable(QString::number(got)));
    // Deduplicated: never more copies than topK per-expert sends over the NICs.
    QVERIFY(got <= topK * (nodes - 1) / nodes + 1e-12);
}

void TestMoeTerms::roundRobinCopies_data()
{
    QTest::addColumn<double>("nodes");
    QTest::addColumn<double>("topK");
    QTest::addColumn<double>("experts");
    QTest::addColumn<double>("copies");
    QTest::newRow("one node") << 1.0 << 8.0 << 256.0 << 0.0;
    // DeepSeek-V3, EP 64 on 8 nodes: 32 experts per node, runs of 8 start at multiples of 8.
    QTest::newRow("DeepSeek-V3 8 nodes") << 8.0 << 8.0 << 256.0 << 7.0 / 8;
    // 12 experts on 3 nodes (4 each): the runs 0-7, 8-3 (wrapping), 4-11 each cover 2 nodes.
    QTest::newRow("runs cross nodes") << 3.0 << 8.0 << 12.0 << 2 * 2.0 / 3;
}

void TestMoeTerms::roundRobinCopies()
{
    QFETCH(double, nodes);
    QFETCH(double, topK);
    QFETCH(double, experts);
    QFETCH(double, copies);
    const double got = roundRobinRemoteNodeCopies(nodes, topK, experts, 0);
    QVERIFY2(std::abs(got - copies) < 1e-12, qPrintable(QString::number(got)));
    QVERIFY(got <= cc::model::remoteNodeCopies(nodes, topK, 0) + 1e-12);
}

// AutoModel's round-robin gate: a DeepSeek-V3 token's 8 experts sit on one node, so DeepEP
// sends it over the NICs at most once (uniform-random routing reaches about 5 of 8 nodes).
void TestMoeTerms::roundRobinCutsTheDeepEpDispatch()
{
    Workload w = cc::test::presetWorkload("deepseek-v3");
    w.model.seqLen = 4096;
    w.training.moeDispatcher = MoeDispatcher::DeepEp;
    w.training.moeForceBalance = true;
    const ComputeHardware hw = hardwareOf("dgx-h100", 8);
    ResolvedLayout c = layout(1, 64);
    c.layout.ep = 64;
    const StepBreakdown uniform = stepBreakdown(makeStepModel(w, hw), c);
    w.training.moeRoundRobin = true;
    const StepBreakdown roundRobin = stepBreakdown(makeStepModel(w, hw), c);
    QVERIFY2(roundRobin.epComm < 0.5 * uniform.epComm,
             qPrintable(QStringLiteral("%1 vs %2").arg(roundRobin.epComm).arg(uniform.epComm)));
    QVERIFY(roundRobin.compute <= uniform.compute); // even load: no binomial spread
}

// LoRA: the rank-r adapter GEMMs are memory-bound and cost time; adapters on attention only
// (MLPerf's Llama 2 70B LoRA) cost less than on every linear layer.
void TestMoeTerms::loraAdaptersCostTime()
{
    Workload w = cc::test::presetWorkload("llama3-8b");
    w.model.seqLen = 4096;
    const ComputeHardware hw = hardwareOf("dgx-h100", 1);
    const ResolvedLayout c = layout(1, 8);
    w.training.method = Method::Lora;
    const double all = stepBreakdown(makeStepModel(w, hw), c).compute;
    w.training.loraTargets = LoraTargets::Attention;
    const double attention = stepBreakdown(makeStepModel(w, hw), c).compute;
    QVERIFY2(attention < all, qPrintable(QStringLiteral("%1 vs %2").arg(attention).arg(all)));
    // The MLP adapters (gate, up h → f, down f → h) move ≈ 6·(in + out) bytes per token each
    // over forward, input and weight gradients: 32 layers, 4 micro-batches of 4,096 tokens.
    const double h = 4096, f = 14336, tokens = 4.0 * 4096;
    const double mlpAdapterS = 6 * tokens * 32 * 3 * (h + f) / hw.hbmBytesPerS;
    const double got = all - attention;
    QVERIFY2(got > 0.8 * mlpAdapterS && got < 1.5 * mlpAdapterS,
             qPrintable(QStringLiteral("%1 s vs %2 s").arg(got).arg(mlpAdapterS)));
}

void TestMoeTerms::forcedBalance_data()
{
    QTest::addColumn<double>("assignments");
    QTest::addColumn<double>("ep");
    QTest::addColumn<double>("imbalance");
    QTest::newRow("ep 1") << 1e4 << 1.0 << 1.0;
    QTest::newRow("ep 16, 32768") << 32768.0 << 16.0 << 1 + std::sqrt(2 * std::log(16.0) / 32768);
    QTest::newRow("ep 64, 1000") << 1000.0 << 64.0 << 1 + std::sqrt(2 * std::log(64.0) / 1000);
}

void TestMoeTerms::forcedBalance()
{
    QFETCH(double, assignments);
    QFETCH(double, ep);
    QFETCH(double, imbalance);
    QVERIFY(std::abs(forcedBalanceImbalance(assignments, ep) - imbalance) < 1e-12);
}

void TestMoeTerms::forcedBalanceIsFasterThanLearned()
{
    Workload w = cc::test::presetWorkload("mixtral-8x7b");
    w.model.seqLen = 4096;
    const ComputeHardware hw = hardwareOf("dgx-h100", 4);
    ResolvedLayout c = layout(1, 32);
    c.layout.ep = 8;
    const StepBreakdown learned = stepBreakdown(makeStepModel(w, hw), c);
    w.training.moeForceBalance = true;
    const StepBreakdown forced = stepBreakdown(makeStepModel(w, hw), c);
    QVERIFY(forced.compute < learned.compute);
    QVERIFY(forced.epComm < learned.epComm);
}

// EP 32 over 4 DGX nodes: DeepEP sends each token once per remote node, not once per expert.
void TestMoeTerms::deepEpCutsTheCrossNodeAllToAll()
{
    Workload w = cc::test::presetWorkload("qwen3-235b-a22b");
    w.model.seqLen = 4096;
    const ComputeHardware hw = hardwareOf("dgx-h100", 4);
    ResolvedLayout c = layout(1, 32);
    c.layout.ep = 32;
    const StepBreakdown a2a = stepBreakdown(makeStepModel(w, hw), c);
    w.training.moeDispatcher = MoeDispatcher::DeepEp;
    const StepBreakdown deepEp = stepBreakdown(makeStepModel(w, hw), c);
    QVERIFY(a2a.epComm > 0);
    QVERIFY2(deepEp.epComm < 0.6 * a2a.epComm,
             qPrintable(QStringLiteral("%1 vs %2").arg(deepEp.epComm).arg(a2a.epComm)));
    // Inside one node the dispatcher makes no difference.
    c.layout.ep = 8;
    c.dp = 8;
    const double inNode = stepBreakdown(makeStepModel(w, hw), c).epComm;
    w.training.moeDispatcher = MoeDispatcher::AllToAll;
    QCOMPARE(stepBreakdown(makeStepModel(w, hw), c).epComm, inNode);
}

// Megatron's combined 1F1B runs the warm-up forwards and cool-down backwards alone
// (combined_1f1b.py): rank r of p with v chunks warms up with min(m·v, 2(p−r−1) + (v−1)·p), at
// least the first forward.
void TestMoeTerms::overlapUnpairedShare_data()
{
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("vp");
    QTest::addColumn<int>("micro");
    QTest::addColumn<double>("share");
    QTest::newRow("no pipeline, 8 micro-batches") << 1 << 1 << 8 << 1.0 / 8;
    QTest::newRow("no pipeline, 1 micro-batch") << 1 << 1 << 1 << 1.0;
    QTest::newRow("pp 4 vp 4, 64 micro-batches") << 4 << 4 << 64 << (18 + 16 + 14 + 12) / 4.0 / 256;
    // pp 2, 1 micro-batch: rank 0's warm-up (2) is capped at its one pass.
    QTest::newRow("pp 2, 1 micro-batch") << 2 << 1 << 1 << 1.0;
}

void TestMoeTerms::overlapUnpairedShare()
{
    QFETCH(int, pp);
    QFETCH(int, vp);
    QFETCH(int, micro);
    QFETCH(double, share);
    ResolvedLayout c = layout(1, 8);
    c.layout.pp = pp;
    c.layout.interleave = vp;
    c.microBatches = micro;
    QVERIFY2(std::abs(cc::model::overlapUnpairedShare(c) - share) < 1e-12,
             qPrintable(QString::number(cc::model::overlapUnpairedShare(c))));
}

// With moeOverlap the all-to-all of the passes that run alone stays exposed: fewer micro-batches
// per step leave a larger share of it on the step.
void TestMoeTerms::overlapLeavesTheFirstAndLastPassExposed()
{
    Workload w = cc::test::presetWorkload("qwen3-235b-a22b");
    w.model.seqLen = 4096;
    w.training.moeOverlap = true;
    const ComputeHardware hw = hardwareOf("dgx-h100", 4);
    ResolvedLayout c = layout(1, 32);
    c.layout.ep = 32;
    c.microBatches = 2;
    const StepBreakdown two = stepBreakdown(makeStepModel(w, hw), c);
    c.microBatches = 64;
    const StepBreakdown many = stepBreakdown(makeStepModel(w, hw), c);
    w.training.moeOverlap = false;
    const StepBreakdown none = stepBreakdown(makeStepModel(w, hw), c);
    // Per micro-batch: half of the all-to-all exposed with 2 micro-batches, 1/64 with 64.
    QVERIFY2(two.epComm / 2 > 0.5 * none.epComm / 64,
             qPrintable(QStringLiteral("%1 vs %2").arg(two.epComm / 2).arg(none.epComm / 64)));
    QVERIFY(many.epComm / 64 < two.epComm / 2);
    QVERIFY(many.epComm > none.epComm / 64); // the first forward and last backward at least
}

void TestMoeTerms::attentionKernel_data()
{
    QTest::addColumn<QString>("generation");
    QTest::addColumn<int>("kernel");
    QTest::addColumn<double>("fraction");
    // cuDNN 9.19 on H200, causal 16K: 3.5 / (1/673 + 2.5/579) TFLOP/s of 989.
    QTest::newRow("hopper auto (cuDNN)")
        << "hopper" << int(AttentionKernel::Auto) << 3.5 / (1 / 673.0 + 2.5 / 579.0) / 989.0;
    // FlashAttention-3 paper, 16K, head dim 128: forward 648, backward 561 TFLOP/s.
    QTest::newRow("hopper fa3") << "hopper" << int(AttentionKernel::Fa3)
                                << 3.5 / (1 / 648.0 + 2.5 / 561.0) / 989.4;
    QTest::newRow("hopper fa2 (335 TFLOP/s)")
        << "hopper" << int(AttentionKernel::Fa2) << 335.0 / 989.4;
    QTest::newRow("ampere fa2") << "ampere" << int(AttentionKernel::Fa2) << 0.60;
    QTest::newRow("cdna3 auto (Azure MI300X)") << "cdna3" << int(AttentionKernel::Auto) << 0.374;
}

void TestMoeTerms::attentionKernel()
{
    QFETCH(QString, generation);
    QFETCH(int, kernel);
    QFETCH(double, fraction);
    const auto& eff = computeEfficiency(generation.toStdString());
    const AttentionKernelEfficiency k =
        attentionKernelEfficiency(eff, static_cast<AttentionKernel>(kernel));
    QVERIFY2(std::abs(k.fraction - fraction) < 1e-9, qPrintable(QString::number(k.fraction)));
    QVERIFY(!k.source.empty());
}

// At 128K tokens attention dominates: FlashAttention-2-class kernels make the step longer.
void TestMoeTerms::fa2AttentionIsSlowerOnHopper()
{
    Workload w = cc::test::presetWorkload("llama3-8b");
    w.model.seqLen = 131072;
    const ComputeHardware hw = hardwareOf("dgx-h100", 2);
    const ResolvedLayout c = layout(4, 1, 4);
    const double fast = stepBreakdown(makeStepModel(w, hw), c).compute;
    w.training.attentionKernel = AttentionKernel::Fa2;
    const StepModel m = makeStepModel(w, hw);
    const double slow = stepBreakdown(m, c).compute;
    QVERIFY2(slow > 1.2 * fast, qPrintable(QStringLiteral("%1 vs %2").arg(slow).arg(fast)));
    QVERIFY(std::string(m.attentionSource).find("FlashAttention-2") != std::string::npos);
}

void TestMoeTerms::workloadFieldsRoundTrip()
{
    Workload w = cc::test::presetWorkload("mixtral-8x7b");
    w.training.attentionKernel = AttentionKernel::Fa2;
    w.training.moeForceBalance = true;
    w.training.moeDispatcher = MoeDispatcher::DeepEp;
    w.training.moeMaxNodes = 4;
    w.training.moeRoundRobin = true;
    w.training.loraTargets = LoraTargets::Attention;
    std::vector<Diagnostic> d;
    const auto back = parseWorkload(workloadToJson(w), "w.json", d);
    QVERIFY(back);
    QVERIFY(d.empty());
    QCOMPARE(back->training.attentionKernel, AttentionKernel::Fa2);
    QVERIFY(back->training.moeForceBalance);
    QCOMPARE(back->training.moeDispatcher, MoeDispatcher::DeepEp);
    QCOMPARE(back->training.moeMaxNodes, 4);
    QVERIFY(back->training.moeRoundRobin);
    QCOMPARE(back->training.loraTargets, LoraTargets::Attention);
    // Absent fields keep today's meaning.
    const auto plain = parseWorkload(R"({"preset":"mixtral-8x7b"})", "p.json", d);
    QVERIFY(plain);
    QCOMPARE(plain->training.attentionKernel, AttentionKernel::Auto);
    QCOMPARE(plain->training.moeDispatcher, MoeDispatcher::AllToAll);
    QVERIFY(!plain->training.moeForceBalance);
    QVERIFY(!plain->training.moeRoundRobin);
    QCOMPARE(plain->training.loraTargets, LoraTargets::All);
}

void TestMoeTerms::workloadFieldsRejectBadValues_data()
{
    QTest::addColumn<QString>("training");
    QTest::addColumn<QString>("path");
    QTest::newRow("kernel") << R"("attentionKernel":"fa9")"
                            << "training.attentionKernel";
    QTest::newRow("dispatcher") << R"("moeDispatcher":"nccl")"
                                << "training.moeDispatcher";
    QTest::newRow("max nodes") << R"("moeMaxNodes":-1)"
                               << "training.moeMaxNodes";
}

void TestMoeTerms::workloadFieldsRejectBadValues()
{
    QFETCH(QString, training);
    QFETCH(QString, path);
    std::vector<Diagnostic> d;
    parseWorkload(R"({"preset":"mixtral-8x7b","training":{)" + training.toStdString() + "}}",
                  "w.json", d);
    bool named = false;
    for (const auto& x : d)
        named = named || x.path == path.toStdString();
    QVERIFY2(named, qPrintable(path));
}

// Every *.json of the folder, in file-name order.
void TestMoeTerms::validationFolderReadsEveryFile()
{
    QTemporaryDir dir;
    writeFile(dir.filePath("b.json"), oneRunFile("second"));
    writeFile(dir.filePath("a.json"), oneRunFile("first"));
    writeFile(dir.filePath("notes.txt"), "not a case file");
    const auto runs = validation::loadPublishedRuns(dir.path().toStdString());
    QCOMPARE(runs.size(), size_t(2));
    QCOMPARE(runs[0].id, std::string("first"));
    QCOMPARE(runs[1].id, std::string("second"));
    // The bundled folder holds more runs than its first file.
    const std::string bundled = std::string(CC_CATALOG_DIR) + "/validation";
    QVERIFY(validation::loadPublishedRuns(bundled).size() >
            validation::loadPublishedRuns(bundled + "/published-runs.json").size());
}

void TestMoeTerms::validationFolderRejectsDuplicateIds()
{
    QTemporaryDir dir;
    writeFile(dir.filePath("a.json"), oneRunFile("same"));
    writeFile(dir.filePath("b.json"), oneRunFile("same"));
    try {
        validation::loadPublishedRuns(dir.path().toStdString());
        QFAIL("accepted an id used in two files");
    } catch (const FormatError& e) {
        const QString text = QString::fromUtf8(e.what());
        QVERIFY2(text.contains(QStringLiteral("b.json")) && text.contains(QStringLiteral("same")),
                 qPrintable(text));
    }
}

// Where published runs ran slower than the model, the analysis says so (issue 9): MoE expert
// GEMMs of at most 512 token rows with 16 or more experts per GPU, and the GB200.
void TestMoeTerms::accuracyNotes_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<int>("microBatch");
    QTest::addColumn<int>("ep");
    QTest::addColumn<QStringList>("codes");
    const QString host = QStringLiteral("TRAINING_ESTIMATE_MOE_HOST");
    const QString gb200 = QStringLiteral("TRAINING_ESTIMATE_GB200");
    // Qwen3 235B: 128 experts, top 8, 4K tokens: 256 rows per expert at micro-batch 1.
    QTest::newRow("256 rows, 16 experts per GPU") << "dgx-b200" << 1 << 8 << QStringList{host};
    QTest::newRow("1,024 rows") << "dgx-b200" << 4 << 8 << QStringList{};
    const QString dispatch = QStringLiteral("TRAINING_ESTIMATE_MOE_DISPATCH");
    // EP 64 over 8-GPU HGX nodes spans 8 NVLink domains: per-layer dispatcher setup.
    QTest::newRow("2 experts per GPU, EP over nodes")
        << "dgx-b200" << 1 << 64 << QStringList{dispatch};
    QTest::newRow("EP 64 inside an NVL72") << "gb200-nvl72" << 1 << 64 << QStringList{gb200};
    QTest::newRow("GB200") << "gb200-nvl72" << 4 << 8 << QStringList{gb200};
}

void TestMoeTerms::accuracyNotes()
{
    QFETCH(QString, server);
    QFETCH(int, microBatch);
    QFETCH(int, ep);
    QFETCH(QStringList, codes);
    Workload w = cc::test::presetWorkload("qwen3-235b-a22b");
    w.model.seqLen = 4096;
    const StepModel m = makeStepModel(w, hardwareOf(server.toLatin1().constData(), 9));
    ResolvedLayout c = layout(1, 64);
    c.layout.microBatch = microBatch;
    c.layout.ep = ep;
    std::vector<Finding> findings;
    appendAccuracyNotes(m, c, findings);
    QStringList got;
    for (const auto& f : findings)
        got << QString::fromStdString(f.code);
    QCOMPARE(got, codes);
}

QTEST_GUILESS_MAIN(TestMoeTerms)
#include "tst_moe_terms.moc"
