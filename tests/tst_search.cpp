// The parallelism search: valid layouts only, nothing that does not fit, ranked by time to
// train with ties broken by memory, and the best-first memory check returns exactly what an
// exhaustive check would.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/Layout.h"
#include "model/training/Memory.h"
#include "model/training/Search.h"
#include "model/training/StepLayers.h"

#include <cmath>

using namespace cc::model;

namespace {

Workload llama8b()
{
    Workload w;
    w.name = "Llama-3-8B-like";
    ModelShape& m = w.model;
    m.layers = 32;
    m.hidden = 4096;
    m.heads = 32;
    m.kvHeads = 8;
    m.ffnHidden = 14336;
    m.vocab = 128256;
    m.seqLen = 8192;
    m.gatedMlp = true;
    m.tiedEmbeddings = false;
    w.training.globalBatch = 256;
    w.training.tokens = 1e11;
    return w;
}

StepModel modelOn(const Workload& w, const char* server, int nodes)
{
    const Catalog& cat = cc::test::bundledCatalog();
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = server;
    o.nodes = nodes;
    const Design d = topology::generate(o, cat);
    std::vector<Finding> f;
    return makeStepModel(w, computeHardware(analyze(d, cat), d, cat, w.training.precision, f));
}

Workload withLayout(Workload w, const ResolvedLayout& c)
{
    w.training.layout = c.layout;
    return w;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT
private slots:
    void resultsAreValidAndFit();
    void rankedByTimeThenMemory();
    void bestFirstEqualsExhaustive();
    void agreesWithTheStepModel();
    void nothingFits();
    void expertParallelismIsSearched();
    void resultsRunAsAssigned();
    void unsearchedFieldsStayTheJobs();
    void reusedLayerTermsAreExact_data();
    void reusedLayerTermsAreExact();
    void linkKindsOnlyNameTheTiers();
};

void TestSearch::resultsAreValidAndFit()
{
    const Workload w = llama8b();
    const StepModel m = modelOn(w, "dgx-a100-640gb", 8);
    const SearchReport r = searchParallelism(w, m, 64);
    QVERIFY(r.evaluated > 1000);
    QVERIFY(r.memoryChecked <= r.evaluated);
    QCOMPARE(static_cast<int>(r.results.size()), 10);
    for (const auto& res : r.results) {
        const ResolvedLayout& c = res.layout;
        QCOMPARE(c.layout.tp * c.layout.pp * c.layout.cp * c.dp, 64);
        QCOMPARE(w.model.heads % c.layout.tp, 0);
        QCOMPARE(w.model.kvHeads % c.layout.tp, 0);
        QCOMPARE(w.model.layers % (c.layout.pp * c.layout.interleave), 0);
        QCOMPARE(w.model.seqLen % c.layout.cp, 0);
        QCOMPARE(c.layout.microBatch * c.dp * c.microBatches, w.training.globalBatch);
        QVERIFY(res.perGpuBytes <= m.hw.memoryBytes);
        QCOMPARE(c.gpus, 64);
        QCOMPARE(res.perGpuBytes, peakBytesPerGpu(withLayout(w, c), c));
        QVERIFY(std::abs(res.timeToTrainS * res.tokensPerS / w.training.tokens - 1) < 1e-9);
    }
}

void TestSearch::rankedByTimeThenMemory()
{
    const Workload w = llama8b();
    const SearchReport r = searchParallelism(w, modelOn(w, "dgx-a100-640gb", 8), 64, {25});
    for (size_t i = 1; i < r.results.size(); ++i) {
        const auto& a = r.results[i - 1];
        const auto& b = r.results[i];
        QVERIFY(a.timeToTrainS <= b.timeToTrainS);
        if (a.timeToTrainS == b.timeToTrainS)
            QVERIFY(a.perGpuBytes <= b.perGpuBytes);
    }
}

// Checking memory best-first must give the same top list as checking everything.
void TestSearch::bestFirstEqualsExhaustive()
{
    const Workload w = llama8b();
    const StepModel m = modelOn(w, "dgx-h100", 4);
    SearchOptions all;
    all.top = 1000000;
    const SearchReport every = searchParallelism(w, m, 32, all);
    QCOMPARE(every.memoryChecked, every.evaluated);
    SearchOptions five;
    five.top = 5;
    const SearchReport best = searchParallelism(w, m, 32, five);
    QCOMPARE(best.evaluated, every.evaluated);
    QVERIFY(best.memoryChecked < every.memoryChecked);
    QCOMPARE(best.results.size(), size_t(5));
    for (size_t i = 0; i < 5; ++i) {
        QCOMPARE(best.results[i].stepTimeS, every.results[i].stepTimeS);
        QCOMPARE(best.results[i].perGpuBytes, every.results[i].perGpuBytes);
    }
}

// The search's step time is the analysis's step time for that layout.
void TestSearch::agreesWithTheStepModel()
{
    const Workload w = llama8b();
    const StepModel m = modelOn(w, "dgx-a100-640gb", 8);
    const SearchReport r = searchParallelism(w, m, 64, {3});
    for (const auto& res : r.results) {
        const PerformanceReport p = estimatePerformance(m, res.layout, w.training.tokens);
        QCOMPARE(p.stepTimeS, res.stepTimeS);
        QVERIFY(std::abs(p.mfu - res.mfu) < 1e-12);
    }
}

void TestSearch::nothingFits()
{
    Workload w = llama8b();
    w.model.layers = 126;
    w.model.hidden = 16384;
    w.model.heads = 128;
    w.model.ffnHidden = 53248;
    const StepModel m = modelOn(w, "dgx-a100-640gb", 1);
    const SearchReport r = searchParallelism(w, m, 8);
    QVERIFY(r.evaluated > 0);
    QVERIFY(r.results.empty());
    QCOMPARE(r.rejectedMemory, r.memoryChecked);
}

void TestSearch::expertParallelismIsSearched()
{
    Workload w = llama8b();
    w.model.experts = 8;
    w.model.topK = 2;
    w.model.expertFfnHidden = 14336;
    const StepModel moe = modelOn(w, "dgx-h100", 8);
    const SearchReport r = searchParallelism(w, moe, 64, {50});
    QVERIFY(!r.results.empty());
    bool sawEp = false;
    for (const auto& res : r.results)
        sawEp |= res.layout.layout.ep > 1;
    QVERIFY(sawEp);
    const SearchReport dense = searchParallelism(llama8b(), modelOn(llama8b(), "dgx-h100", 8), 64);
    QVERIFY(r.evaluated > dense.evaluated);
}

// A result is a ParallelLayout to assign: the job with it resolves to the same layout and runs
// at the step time the search ranked it by (one layout type, nothing to convert).
void TestSearch::resultsRunAsAssigned()
{
    const Workload w = llama8b();
    const StepModel m = modelOn(w, "dgx-h100", 8);
    const SearchReport r = searchParallelism(w, m, 64);
    QVERIFY(!r.results.empty());
    for (const auto& res : r.results) {
        Workload job = w;
        job.training.layout = res.layout.layout;
        QCOMPARE(job.training.layout.dp, std::optional<int>(res.layout.dp));
        std::vector<Finding> f;
        const ResolvedLayout l = resolveLayout(job, 64, f);
        QVERIFY(l.valid);
        QVERIFY(l.layout == res.layout.layout);
        QCOMPARE(l.dp, res.layout.dp);
        QCOMPARE(l.microBatches, res.layout.microBatches);
        QCOMPARE(stepSeconds(stepBreakdown(makeStepModel(job, m.hw), l)), res.stepTimeS);
        QCOMPARE(peakBytesPerGpu(job, l), res.perGpuBytes);
    }
}

// What the search does not vary stays the job's: expert TP (and only layouts it divides),
// sequence parallelism, uneven pipeline stages.
void TestSearch::unsearchedFieldsStayTheJobs()
{
    Workload w = llama8b();
    w.model.experts = 8;
    w.model.topK = 2;
    w.model.expertFfnHidden = 14336;
    w.training.layout.expertTp = 2;
    w.training.layout.sequenceParallel = false;
    w.training.layout.embeddingAsLayer = true;
    const StepModel m = modelOn(w, "dgx-h100", 8);
    const SearchReport r = searchParallelism(w, m, 64, {50});
    QVERIFY(!r.results.empty());
    bool sawEp = false;
    for (const auto& res : r.results) {
        const auto& pl = res.layout.layout;
        QCOMPARE(pl.expertTp, 2);
        QVERIFY(!pl.sequenceParallel);
        QVERIFY(pl.embeddingAsLayer);
        QCOMPARE((pl.tp * pl.cp * res.layout.dp) % (pl.ep * pl.expertTp), 0);
        sawEp |= pl.ep > 1;
        Workload job = w;
        job.training.layout = res.layout.layout;
        std::vector<Finding> f;
        QVERIFY(resolveLayout(job, 64, f).valid);
    }
    QVERIFY(sawEp);
}

void TestSearch::reusedLayerTermsAreExact_data()
{
    QTest::addColumn<bool>("moe");
    QTest::addColumn<QString>("server");
    QTest::newRow("dense on DGX H100") << false << QStringLiteral("dgx-h100");
    QTest::newRow("MoE on DGX H100") << true << QStringLiteral("dgx-h100");
    QTest::newRow("dense on 8× RTX 4090 (PCIe)") << false << QStringLiteral("ws-4x-rtx4090");
}

// The search reuses one layout's layer terms for every layout with the same tp, cp, ep,
// micro-batch and recompute (bench_plan: half the plan's time). The reuse must give the full
// path's step, bit for bit, for layouts that differ in everything else; if a layer term starts
// to depend on another field, sameLayerTerms() must name it and this test says so.
void TestSearch::reusedLayerTermsAreExact()
{
    QFETCH(bool, moe);
    QFETCH(QString, server);
    Workload w = llama8b();
    if (moe) {
        w.model.experts = 8;
        w.model.topK = 2;
        w.model.expertFfnHidden = 14336;
    }
    const StepModel m = modelOn(w, server.toStdString().c_str(), 8);
    QVERIFY(m.hw.valid);
    int compared = 0;
    for (int tp : {1, 2, 8})
        for (int cp : {1, 2})
            for (Recompute r : {Recompute::None, Recompute::Full})
                for (int mb : {1, 4}) {
                    ResolvedLayout a;
                    a.layout.tp = tp;
                    a.layout.cp = cp;
                    a.layout.ep = moe ? 4 : 1;
                    a.layout.recompute = r;
                    a.layout.microBatch = mb;
                    const StepLayerTerms terms = stepLayerTerms(m, a);
                    for (int pp : {1, 2, 4})
                        for (int z : {0, 1, 3}) {
                            ResolvedLayout b = a;
                            b.layout.pp = pp;
                            b.dp = 64 / (tp * cp * pp) > 0 ? 64 / (tp * cp * pp) : 1;
                            b.microBatches = 8;
                            b.layout.interleave = pp > 1 ? 2 : 1;
                            b.layout.zeroStage = z;
                            QVERIFY(sameLayerTerms(a, b));
                            const StepBreakdown full = stepBreakdown(m, b);
                            const StepBreakdown reused = stepBreakdown(m, b, terms);
                            QCOMPARE(stepSeconds(reused), stepSeconds(full));
                            QCOMPARE(reused.compute, full.compute);
                            QCOMPARE(reused.tpComm, full.tpComm);
                            QCOMPARE(reused.epComm, full.epComm);
                            QCOMPARE(reused.ppBubble, full.ppBubble);
                            ++compared;
                        }
                }
    QCOMPARE(compared, 216);
    // The key is not vacuous: another micro-batch has other layer terms.
    ResolvedLayout one, two;
    two.layout.microBatch = 2;
    QVERIFY(!sameLayerTerms(one, two));
    QVERIFY(stepLayerTerms(m, one).dense.compute < stepLayerTerms(m, two).dense.compute);
}

// The plan shares one search between fabrics whose hardware differs only in the link kinds
// (PlanEvaluate.cpp keyOf): the search must not read them.
void TestSearch::linkKindsOnlyNameTheTiers()
{
    const Workload w = llama8b();
    ComputeHardware hw = modelOn(w, "dgx-h100", 8).hw;
    SearchOptions five;
    five.top = 5;
    const SearchReport a = searchParallelism(w, makeStepModel(w, hw), 64, five);
    hw.scaleOutLink =
        hw.scaleOutLink == LinkKind::InfiniBand ? LinkKind::Roce : LinkKind::InfiniBand;
    hw.scaleUpLink = LinkKind::Pcie;
    const SearchReport b = searchParallelism(w, makeStepModel(w, hw), 64, five);
    QCOMPARE(a.results.size(), b.results.size());
    QVERIFY(!a.results.empty());
    for (std::size_t i = 0; i < a.results.size(); ++i) {
        QCOMPARE(a.results[i].stepTimeS, b.results[i].stepTimeS);
        QCOMPARE(a.results[i].layout.layout.tp, b.results[i].layout.layout.tp);
        QCOMPARE(a.results[i].layout.layout.zeroStage, b.results[i].layout.layout.zeroStage);
    }
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
