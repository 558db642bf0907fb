// The plan against the seed tiers of the buying guides (issue 10): each tier's job must land on
// the hardware class the physics calls for, over the bundled catalog.
#include "TestUtil.h"

#include "model/plan/Planner.h"

#include <algorithm>

using namespace cc::model;
using namespace cc::model::plan;

namespace {

Workload job(const char* json)
{
    std::vector<Diagnostic> diags;
    auto w = parseWorkload(json, "tier", diags);
    if (!w)
        qFatal("bad tier workload");
    return *w;
}

const PlanCandidate* byIndex(const PlanResult& r, const Pick& p)
{
    if (!p.index)
        return nullptr;
    for (const auto& c : r.candidates)
        if (c.index == *p.index)
            return &c;
    return nullptr;
}

double gpuMemory(const PlanCandidate& c)
{
    const Catalog& cat = cc::test::bundledCatalog();
    for (const auto& p : cat.find(c.server)->server.parts)
        if (const CatalogEntry* e = cat.find(p.ref); e && e->kind == Kind::Accelerator)
            return e->accel.memoryBytes;
    return 0;
}

bool fastFabric(const PlanCandidate& c)
{
    return c.fabric.find("400G") != std::string::npos || c.fabric.find("800G") != std::string::npos;
}

} // namespace

class TestPlanTiers : public QObject {
    Q_OBJECT
private slots:
    void loraOf7bOnOneOrTwoSmallCards();
    void fullFineTuneOf70bNeedsOffloadOnOneServer();
    void pretraining13bOnH100ClassServers();
    void moePretrainingIsMultiNodeWithExperts();
    void edgeKitTrainsOnlyTinyModels();
};

// 7B LoRA/QLoRA on a small budget: one workstation of 24-48 GB cards, no cluster.
void TestPlanTiers::loraOf7bOnOneOrTwoSmallCards()
{
    PlanConstraints c;
    c.budgetUsd = 20000;
    c.deadlineDays = 7;
    PlanOptions o;
    o.maxGpus = 64;
    for (const char* method : {"lora", "qlora"}) {
        const std::string json =
            std::string(R"({"preset": "qwen2.5-7b", "training": {"method": ")") + method + "\"}}";
        const PlanResult r = runPlan(job(json.c_str()), c, cc::test::bundledCatalog(), o);
        const PlanCandidate* p = byIndex(r, r.recommended.cheapest);
        QVERIFY2(p, debugText(r.recommended.verdict).c_str());
        QCOMPARE(p->nodes, 1);
        QVERIFY(p->gpus <= 4);
        QVERIFY(gpuMemory(*p) <= 48.0 * (1ull << 30));
        QCOMPARE(p->offload, Offload::None);
        // A fine-tune trains on its dataset (Tulu 3 SFT × 2 epochs), not 20 tokens/parameter.
        QVERIFY(p->wallTimeS < 7 * 86400);
    }
}

// 70B full fine-tune: 8 × 80 GB only with ZeRO-3 and offload; with more GPUs without offload.
void TestPlanTiers::fullFineTuneOf70bNeedsOffloadOnOneServer()
{
    PlanOptions o;
    o.maxGpus = 64;
    PlanConstraints c;
    c.allow = {"^dgx-h100$"};
    const PlanResult r =
        runPlan(job(R"({"preset": "llama3-70b", "training": {"method": "full", "tokens": 2e9}})"),
                c, cc::test::bundledCatalog(), o);
    bool sawOne = false, sawMany = false;
    for (const auto& x : r.candidates) {
        QVERIFY(x.fits);
        if (x.nodes == 1) {
            sawOne = true;
            QVERIFY(x.offload != Offload::None);
            QVERIFY(x.layout.layout.zeroStage == 3 || x.layout.dp == 1);
        } else if (x.nodes >= 4) {
            sawMany = true;
            QCOMPARE(x.offload, Offload::None);
        }
    }
    QVERIFY(sawOne && sawMany);
}

// 10-30B pre-training (a Llama-2-13B shape, 20 tokens per parameter) in two weeks: several
// 8-GPU servers of 80 GB-class GPUs with an RDMA fabric; the fastest uses 400G or more.
void TestPlanTiers::pretraining13bOnH100ClassServers()
{
    const Workload w = job(R"({"name": "13B", "model": {"layers": 40, "hidden": 5120, "heads": 40,
        "ffnHidden": 13824, "vocab": 32000, "seqLen": 4096, "gatedMlp": true},
        "training": {"method": "pretrain", "globalBatch": 1024}})");
    PlanConstraints c;
    c.deadlineDays = 14;
    PlanOptions o;
    o.maxGpus = 1024;
    const PlanResult r = runPlan(w, c, cc::test::bundledCatalog(), o);
    const PlanCandidate* p = byIndex(r, r.recommended.cheapest);
    QVERIFY2(p, debugText(r.recommended.verdict).c_str());
    QCOMPARE(p->gpus / p->nodes, 8);
    QVERIFY(gpuMemory(*p) >= 80e9);
    QVERIFY(p->nodes >= 2);
    QVERIFY(!p->switchRef.empty());
    const PlanCandidate* f = byIndex(r, r.recommended.fastest);
    QVERIFY(f && fastFabric(*f));
}

// 100B+ MoE pre-training (DeepSeek-V3) in three weeks: many nodes, expert parallelism, and at a
// given size a 400G+ fabric beats a 100G one.
void TestPlanTiers::moePretrainingIsMultiNodeWithExperts()
{
    const Workload w = job(R"({"preset": "deepseek-v3",
        "training": {"method": "pretrain", "tokens": 1e12, "globalBatch": 4096}})");
    PlanConstraints c;
    c.deadlineDays = 21;
    c.allow = {"h100|h200|b200"};
    const PlanResult r = runPlan(w, c, cc::test::bundledCatalog(), {});
    const PlanCandidate* p = byIndex(r, r.recommended.cheapest);
    QVERIFY2(p, debugText(r.recommended.verdict).c_str());
    QVERIFY(p->nodes >= 8);
    QVERIFY(p->layout.layout.ep >= 2);
    double fast = 1e300, slow = 1e300;
    for (const auto& x : r.candidates)
        if (x.server == p->server && x.nodes == p->nodes && x.fits)
            (fastFabric(x) ? fast : slow) = std::min(fastFabric(x) ? fast : slow, x.wallTimeS);
    QVERIFY(fast < 1e300);
    QVERIFY(fast <= slow);
}

// A Jetson-class edge kit: a 124M model trains; an 8B full fine-tune and a 70B job do not fit.
void TestPlanTiers::edgeKitTrainsOnlyTinyModels()
{
    PlanConstraints c;
    c.allow = {"jetson"};
    const Catalog& cat = cc::test::bundledCatalog();
    const PlanResult tiny = runPlan(
        job(R"({"preset": "gpt2-124m", "training": {"method": "pretrain", "tokens": 2.5e9}})"), c,
        cat, {});
    QVERIFY(byIndex(tiny, tiny.recommended.cheapest));
    const PlanResult full =
        runPlan(job(R"({"preset": "llama3-8b", "training": {"method": "full"}})"), c, cat, {});
    QVERIFY(!full.recommended.cheapest.index);
    QVERIFY2(full.recommended.verdict.code == "PLAN_VERDICT_NO_FIT",
             debugText(full.recommended.verdict).c_str());
    // A 70B QLoRA squeezes into 64 GB but would take most of a year.
    c.deadlineDays = 30;
    const PlanResult big =
        runPlan(job(R"({"preset": "llama3-70b", "training": {"method": "qlora"}})"), c, cat, {});
    QVERIFY(!big.recommended.cheapest.index);
    QVERIFY2(debugText(big.recommended.verdict).find("PLAN_MISS_DEADLINE") != std::string::npos,
             debugText(big.recommended.verdict).c_str());
}

QTEST_GUILESS_MAIN(TestPlanTiers)
#include "tst_plan_tiers.moc"
