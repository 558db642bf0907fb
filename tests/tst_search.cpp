// The parallelism search: valid layouts only, nothing that does not fit, ranked by time to
// train with ties broken by memory, and the best-first memory check returns exactly what an
// exhaustive check would.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/Memory.h"
#include "model/training/Search.h"

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

ParallelLayout toLayout(const LayoutChoice& c, int gpus)
{
    return c.layout(gpus);
}

Workload withLayout(Workload w, const LayoutChoice& c)
{
    return c.appliedTo(std::move(w));
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
        const LayoutChoice& c = res.layout;
        QCOMPARE(c.tp * c.pp * c.cp * c.dp, 64);
        QCOMPARE(w.model.heads % c.tp, 0);
        QCOMPARE(w.model.kvHeads % c.tp, 0);
        QCOMPARE(w.model.layers % (c.pp * c.interleave), 0);
        QCOMPARE(w.model.seqLen % c.cp, 0);
        QCOMPARE(c.microBatch * c.dp * c.microBatches, w.training.globalBatch);
        QVERIFY(res.perGpuBytes <= m.hw.memoryBytes);
        QCOMPARE(res.perGpuBytes, peakBytesPerGpu(withLayout(w, c), toLayout(c, 64)));
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
        sawEp |= res.layout.ep > 1;
    QVERIFY(sawEp);
    const SearchReport dense = searchParallelism(llama8b(), modelOn(llama8b(), "dgx-h100", 8), 64);
    QVERIFY(r.evaluated > dense.evaluated);
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
