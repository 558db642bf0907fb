// The cluster planner (issue 10 part B): pattern matching, the space, determinism, shards that
// merge exactly, picks, and answers for impossible constraints.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/plan/PartFilter.h"
#include "model/plan/PlanAlternatives.h"
#include "model/plan/PlanDesign.h"
#include "model/plan/PlanJson.h"
#include "model/plan/PlanPicks.h"
#include "model/plan/PlanSpace.h"
#include "model/plan/Planner.h"

#include <nlohmann/json.hpp>
#include <set>

using namespace cc::model;
using namespace cc::model::plan;

namespace {

Workload job(const char* json)
{
    std::vector<Diagnostic> diags;
    auto w = parseWorkload(json, "test", diags);
    if (!w)
        qFatal("bad test workload");
    return *w;
}

const Workload& llama8bLora()
{
    static const Workload w =
        job(R"({"preset": "llama3-8b", "training": {"method": "lora", "tokens": 1e9}})");
    return w;
}

} // namespace

class TestPlan : public QObject {
    Q_OBJECT
private slots:
    void patterns_data();
    void patterns();
    void longPatternRefused();
    void ladderIsDense();
    void everyServerHasFabrics();
    void planIsDeterministic();
    void threeShardsMergeToTheUnshardedPlan();
    void cheapestMeetsEveryConstraint();
    void impossibleConstraintsGetAnAnswer();
    void allowRestrictsParts();
    void marketSetComesFromTheCatalog();
    void openAsDesignRebuildsTheCandidate();
    void cancelStopsEarly();
    void rentingNeedsAPublicPrice();
    void buyingNeedsAPurchasePrice();
    void unpricedDesignsAreNotQuotedAsCheaper();
    void chosenDesignKeepsTheAlternatives();
};

void TestPlan::patterns_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("match");
    QTest::newRow("substring") << "h100"
                               << "dgx-h100" << true;
    QTest::newRow("case-insensitive") << "H100"
                                      << "dgx-h100" << true;
    QTest::newRow("no match") << "h200"
                              << "dgx-h100" << false;
    QTest::newRow("alternation") << "mi300x|h200"
                                 << "dgx-h200" << true;
    QTest::newRow("anchored start") << "^h100"
                                    << "dgx-h100" << false;
    QTest::newRow("anchored both") << "^dgx-h100$"
                                   << "dgx-h100" << true;
    QTest::newRow("anchored end fails") << "^dgx$"
                                        << "dgx-h100" << false;
    QTest::newRow("regex .*") << "^dgx-.*00$"
                              << "dgx-b200" << true;
    QTest::newRow("glob ?") << "b?00"
                            << "dgx-b200" << true;
    QTest::newRow("empty alternative ignored") << "|x"
                                               << "abc" << false;
    QTest::newRow("pathological stays linear")
        << "*a*a*a*a*a*a*a*a*a*a*b" << QString(200, QLatin1Char('a')) << false;
}

void TestPlan::patterns()
{
    QFETCH(QString, pattern);
    QFETCH(QString, text);
    QFETCH(bool, match);
    QCOMPARE(patternMatches(pattern.toStdString(), text.toStdString()), match);
}

void TestPlan::longPatternRefused()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PartFilter({std::string(500, 'a')}));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PartFilter({"market:"}));
}

void TestPlan::ladderIsDense()
{
    const auto l = nodeLadder(8, 16384);
    QVERIFY(l.size() >= 12);
    QCOMPARE(l.front(), 1);
    QCOMPARE(l.back(), 2048);
    for (std::size_t i = 1; i < l.size(); ++i) // never more than 1.5x... 2x apart
        QVERIFY(static_cast<double>(l[i]) / l[i - 1] <= 2.0);
    QCOMPARE(std::vector<std::int64_t>(l.begin(), l.begin() + 8),
             (std::vector<std::int64_t>{1, 2, 3, 4, 6, 8, 12, 16}));
}

void TestPlan::everyServerHasFabrics()
{
    const Catalog& cat = cc::test::bundledCatalog();
    const CatalogEntry* dgx = cat.find("dgx-h100");
    QVERIFY(dgx);
    const auto f = fabricsFor(*dgx, cat, 4);
    // InfiniBand and Ethernet, fat-tree and rail-optimised, 1:1 and 2:1.
    bool ib = false, eth = false, rail = false, over2 = false;
    for (const auto& x : f) {
        ib = ib || x.label.find("InfiniBand") != std::string::npos;
        eth = eth || x.label.find("Ethernet") != std::string::npos;
        rail = rail || x.kind == "rail-optimized";
        over2 = over2 || x.oversubscription == 2.0;
    }
    QVERIFY(ib && eth && rail && over2);
    QCOMPARE(fabricsFor(*dgx, cat, 1).size(), std::size_t(1)); // one server: no network
    if (const CatalogEntry* nvl = cat.find("gb200-nvl72"))
        for (const auto& x : fabricsFor(*nvl, cat, 2))
            QCOMPARE(x.kind, std::string("nvl72"));
}

void TestPlan::planIsDeterministic()
{
    PlanOptions o;
    o.maxGpus = 256;
    const PlanConstraints c;
    const auto a = runPlan(llama8bLora(), c, cc::test::bundledCatalog(), o);
    const auto b = runPlan(llama8bLora(), c, cc::test::bundledCatalog(), o);
    QVERIFY(a.evaluated > 50);
    QCOMPARE(planToJson(a, c, planJob(llama8bLora()), false),
             planToJson(b, c, planJob(llama8bLora()), false));
}

void TestPlan::threeShardsMergeToTheUnshardedPlan()
{
    PlanOptions o;
    o.maxGpus = 512;
    o.top = 15;
    PlanConstraints c;
    c.deadlineDays = 2;
    c.budgetUsd = 3e6;
    const Catalog& cat = cc::test::bundledCatalog();
    const Workload w = planJob(llama8bLora());
    const PlanResult whole = runPlan(w, c, cat, o);
    std::vector<PlanResult> shards;
    for (int i = 0; i < 3; ++i) {
        PlanOptions s = o;
        s.shardIndex = i;
        s.shardCount = 3;
        s.keepAll = true;
        // Through JSON, as plan-merge reads them.
        const PlanResult part = runPlan(w, c, cat, s);
        QVERIFY(part.evaluated < whole.evaluated);
        shards.push_back(planFromJson(planToJson(part, c, w), "shard").result);
    }
    const PlanResult merged = mergePlans(shards, c, o.top);
    QCOMPARE(merged.evaluated, whole.evaluated);
    QCOMPARE(planToJson(merged, c, w, false), planToJson(whole, c, w, false));
}

void TestPlan::cheapestMeetsEveryConstraint()
{
    PlanOptions o;
    o.maxGpus = 512;
    PlanConstraints c;
    c.deadlineDays = 1;
    const PlanResult r = runPlan(llama8bLora(), c, cc::test::bundledCatalog(), o);
    QVERIFY(r.recommended.cheapest.index);
    QVERIFY(r.recommended.verdict.empty());
    const PlanCandidate& best = r.candidates.front(); // ranked: cheapest meeting all first
    QCOMPARE(best.index, *r.recommended.cheapest.index);
    QVERIFY(best.meetsConstraints);
    QVERIFY(best.wallTimeS <= 86400);
    for (const auto& x : r.candidates)
        if (x.meetsConstraints)
            QVERIFY(x.totalCostUsd >= best.totalCostUsd);
    QVERIFY(!r.recommended.cheapest.limitedBy.empty());
    QVERIFY(!r.recommended.cheapest.toDoBetter.empty());
    // The fastest pick is at least as fast as the cheapest.
    QVERIFY(r.recommended.fastest.index);
}

void TestPlan::impossibleConstraintsGetAnAnswer()
{
    PlanOptions o;
    o.maxGpus = 256;
    PlanConstraints c;
    c.deadlineDays = 3;
    c.budgetUsd = 2e6;
    const Workload w =
        job(R"({"preset": "llama3-70b", "training": {"method": "pretrain", "tokens": 1.4e12}})");
    const PlanResult r = runPlan(w, c, cc::test::bundledCatalog(), o);
    QVERIFY(!r.recommended.cheapest.index);
    // The verdict as data: the constraints given, then the closest misses, each with its misses.
    const Message& v = r.recommended.verdict;
    const std::string text = debugText(v);
    QCOMPARE(v.code, std::string("PLAN_VERDICT_CLOSEST"));
    QCOMPARE(v.args.size(), size_t(2));
    QVERIFY2(text.find("PLAN_C_DEADLINE(3)") != std::string::npos, text.c_str());
    QVERIFY2(text.find("PLAN_C_CAPEX_BUDGET($2") != std::string::npos, text.c_str());
    QVERIFY2(text.find("PLAN_MISS_DEADLINE") != std::string::npos, text.c_str());
    QVERIFY(!r.candidates.empty()); // still a ranked list to look at
    // Three different designs, not one server's fabrics three times.
    const std::vector<Message>& closest = v.args[1].parts;
    QCOMPARE(closest.size(), size_t(3));
    std::set<std::string> designs;
    for (const Message& c : closest) {
        QCOMPARE(c.code, std::string("PLAN_CLOSEST_MISS"));
        // The candidate as a message (PLAN_CANDIDATE: nodes, server, fabric): the design is the
        // nodes × server part.
        const Message& candidate = c.args.at(0).parts.at(0);
        QCOMPARE(candidate.code, std::string("PLAN_CANDIDATE"));
        designs.insert(debugText(Message{"D", {candidate.args.at(0), candidate.args.at(1)}}));
    }
    QCOMPARE(designs.size(), size_t(3));
}

void TestPlan::allowRestrictsParts()
{
    PlanOptions o;
    o.maxGpus = 64;
    PlanConstraints c;
    c.allow = {"h100|h200"};
    const PlanResult r = runPlan(llama8bLora(), c, cc::test::bundledCatalog(), o);
    QVERIFY(!r.candidates.empty());
    for (const auto& x : r.candidates)
        QVERIFY2(x.server == "dgx-h100" || x.server == "dgx-h200", x.server.c_str());
}

void TestPlan::marketSetComesFromTheCatalog()
{
    // The bundled catalog's market codes (availability.markets): "cn" for mainland China.
    Catalog cat = cc::test::bundledCatalog();
    QCOMPARE(catalogMarkets(cat), (std::vector<std::string>{"cn", "global"}));
    PlanOptions o;
    o.maxGpus = 32;
    PlanConstraints c;
    c.allow = {"market:China"}; // a word for the code
    PlanResult r = runPlan(llama8bLora(), c, cat, o);
    QVERIFY(!r.candidates.empty());
    const std::set<std::string> cn{"hgx-h20-8gpu", "hgx-h800-8gpu", "hgx-a800-8gpu",
                                   "srv-8x-l20-4u", "atlas-800t-a2"};
    for (const auto& x : r.candidates)
        QVERIFY2(cn.count(x.server), x.server.c_str());
    // A user catalog that marks the L40S as sold in China adds its server to the set.
    auto raw = nlohmann::json::parse(cat.find("l40s-48gb")->rawJson);
    raw["availability"]["markets"] = {"cn", "global"};
    const std::string text = R"({"catalogVersion": 1, "entries": [)" + raw.dump() + "]}";
    QVERIFY(cat.loadText(text, "user.json").empty());
    c.allow = {"market:cn"};
    r = runPlan(llama8bLora(), c, cat, o);
    bool l40s = false;
    for (const auto& x : r.candidates) {
        QVERIFY2(cn.count(x.server) || x.server == "srv-2x-l40s-2u", x.server.c_str());
        l40s = l40s || x.server == "srv-2x-l40s-2u";
    }
    QVERIFY(l40s);
}

void TestPlan::openAsDesignRebuildsTheCandidate()
{
    PlanOptions o;
    o.maxGpus = 64;
    const PlanConstraints c;
    const Catalog& cat = cc::test::bundledCatalog();
    const PlanResult r = runPlan(llama8bLora(), c, cat, o);
    QVERIFY(r.recommended.fastest.index);
    const PlanCandidate* pick = nullptr;
    for (const auto& x : r.candidates)
        if (x.index == *r.recommended.fastest.index)
            pick = &x;
    QVERIFY(pick);
    const Design d = candidateDesign(*pick, llama8bLora(), cat, debugText);
    QCOMPARE(d.workloads.size(), std::size_t(1));
    const Report infra = analyze(d, cat);
    QCOMPARE(infra.design.gpus, static_cast<std::int64_t>(pick->gpus));
    QCOMPARE(infra.cost.capexUsd, pick->capexUsd);
    std::vector<Diagnostic> diags;
    const auto w = parseWorkload(d.workloads.front(), "design", diags);
    QVERIFY(w);
    QCOMPARE(w->training.layout.tp, pick->layout.layout.tp);
    QCOMPARE(w->training.layout.pp, pick->layout.layout.pp);
    QCOMPARE(*w->training.layout.dp, pick->layout.dp);
}

void TestPlan::cancelStopsEarly()
{
    int calls = 0;
    const PlanResult r = runPlan(llama8bLora(), {}, cc::test::bundledCatalog(), {},
                                 [&](std::int64_t, std::int64_t) { return ++calls < 3; });
    QVERIFY(r.cancelled);
    QCOMPARE(calls, 3);
    QVERIFY(r.evaluated < r.spaceSize);
}

void TestPlan::rentingNeedsAPublicPrice()
{
    PlanOptions o;
    o.maxGpus = 64;
    PlanConstraints c;
    c.rent = true;
    c.horizonDays = 30;
    const PlanResult r = runPlan(llama8bLora(), c, cc::test::bundledCatalog(), o);
    QVERIFY(r.recommended.cheapest.index);
    for (const auto& x : r.candidates) {
        if (x.costRentUsd <= 0)
            QVERIFY(!x.meetsConstraints); // no price: never the cheapest by accident
        if (x.index == *r.recommended.cheapest.index) {
            QVERIFY(x.costRentUsd > 0);
            // Rented for the 30-day horizon: GPUs × hours × price, at least (the lowest public
            // rent in the bundled catalog is the RTX 4090's $0.53 per GPU-hour).
            QVERIFY(x.totalCostUsd >= x.gpus * 30 * 24 * 0.53);
        }
    }
}

// A server with no price (or only some parts priced) has a capex that leaves out the system or
// its accelerators; such a design would otherwise be "cheapest" by accident (the bundled MI355X,
// A800, L20 and Ascend servers have no public price). It is listed, marked, never picked.
void TestPlan::buyingNeedsAPurchasePrice()
{
    PlanOptions o;
    o.maxGpus = 64;
    o.keepAll = true; // every candidate, not only the listed top
    PlanConstraints c;
    c.deadlineDays = 60;
    const Catalog& cat = cc::test::bundledCatalog();
    const PlanResult r = runPlan(llama8bLora(), c, cat, o);
    QVERIFY(r.recommended.cheapest.index);
    int unpriced = 0;
    for (const auto& x : r.candidates) {
        const CatalogEntry* s = cat.find(x.server);
        QVERIFY(s);
        const bool noPrice =
            std::any_of(x.violations.begin(), x.violations.end(),
                        [](const Violation& v) { return v.constraint == "price"; });
        if (!s->priceUsd && x.fits && noPrice) {
            ++unpriced;
            QVERIFY(!x.meetsConstraints);
            QCOMPARE(debugText(describeViolation(x.violations.back())),
                     std::string("PLAN_MISS_PRICE"));
        }
        if (s->priceUsd)
            QVERIFY(!noPrice); // a priced system is never marked
        if (x.index == *r.recommended.cheapest.index)
            QVERIFY(s->priceUsd.has_value() || !noPrice);
    }
    QVERIFY(unpriced > 0); // the bundled catalog has unpriced servers that fit this job
}

// A design without a purchase price has a capex that is only a floor (its priced parts): the
// picks never call it cheaper and never quote that floor as its price.
void TestPlan::unpricedDesignsAreNotQuotedAsCheaper()
{
    auto design = [](std::int64_t i, const char* name, double days, double usd) {
        PlanCandidate x;
        x.index = i;
        x.server = name;
        x.serverName = name;
        x.nodes = 4;
        x.gpus = 32;
        x.fits = true;
        x.wallTimeS = x.timeToTrainS = days * 86400;
        x.totalCostUsd = x.capexUsd = usd;
        x.energyKwh = days * 100;
        return x;
    };
    PlanCandidate pick = design(0, "priced", 10, 1e6);
    pick.meetsConstraints = true;
    PlanCandidate floor = design(1, "unpriced", 5, 2e5);
    floor.violations.push_back({"price", 0, 0});
    PlanCandidate dear = design(2, "dear", 6, 3e6);
    dear.violations.push_back({"budget", 3e6, 2e6});
    PlanConstraints c;
    c.budgetUsd = 2e6;
    const Recommendations r = recommend({pick, floor, dear}, c);
    QCOMPARE(r.cheapest.index.value_or(-1), std::int64_t(0));
    QCOMPARE(r.cheapest.limitedBy.code, std::string("PLAN_CHEAPEST_LIMIT_NONE"));
    QCOMPARE(r.fastest.index.value_or(-1), std::int64_t(0));
    // The next step up is the priced design that is faster, at its price.
    QCOMPARE(r.fastest.toDoBetter.code, std::string("PLAN_FASTEST_BETTER"));
    QVERIFY2(debugText(r.fastest.toDoBetter).find("dear") != std::string::npos,
             debugText(r.fastest.toDoBetter).c_str());
    // With only the unpriced design faster, it is named without a price.
    const Recommendations u = recommend({pick, floor}, c);
    QCOMPARE(u.fastest.toDoBetter.code, std::string("PLAN_FASTEST_BETTER_UNPRICED"));
    for (const auto& a : u.fastest.toDoBetter.args)
        QVERIFY(a.kind != MsgArg::Kind::Usd);
}

// "Open as design" and `plan -o` keep what the plan considered in the design's workload, so its
// proposal can show the alternatives: the chosen design first, the picks, the runners-up, and
// for each the figures that say why it lost. Saving and loading keeps the record; the job still
// parses without a diagnostic.
void TestPlan::chosenDesignKeepsTheAlternatives()
{
    PlanOptions o;
    o.maxGpus = 64;
    o.keepAll = true; // as the dialog and `plan -o` do
    PlanConstraints c;
    c.deadlineDays = 1;
    const Catalog& cat = cc::test::bundledCatalog();
    const PlanResult r = runPlan(llama8bLora(), c, cat, o);
    QVERIFY(r.recommended.cheapest.index);
    const std::int64_t chosen = *r.recommended.cheapest.index;
    const PlanRecord rec = planRecord(r, c, "Llama 3 8B LoRA", chosen);
    QCOMPARE(rec.alternatives.front().candidate.index, chosen);
    QCOMPARE(rec.alternatives.front().roles.front(), std::string("chosen"));
    QVERIFY(rec.alternatives.size() >= static_cast<std::size_t>(1 + kRunnersUp));
    QVERIFY(rec.alternatives.size() <= static_cast<std::size_t>(1 + 3 + 2 + kRunnersUp));
    std::set<std::int64_t> seen;
    for (const auto& a : rec.alternatives)
        QVERIFY(seen.insert(a.candidate.index).second); // each design once
    // The chosen one is the cheapest meeting every constraint: every other design misses one or
    // costs at least as much.
    for (std::size_t i = 1; i < rec.alternatives.size(); ++i) {
        const LostBecause l =
            lostBecause(rec.alternatives[i].candidate, rec.alternatives.front().candidate);
        QVERIFY(!l.misses.empty() || l.extraCostUsd >= 0);
    }
    // The closest cheaper designs are there to say why the plan did not go lower.
    int cheaperMisses = 0;
    for (const auto& a : rec.alternatives)
        if (a.roles.front() == "cheaperMiss") {
            ++cheaperMisses;
            QVERIFY(!a.candidate.meetsConstraints && a.candidate.fits);
            QVERIFY(a.candidate.totalCostUsd < rec.alternatives.front().candidate.totalCostUsd);
        }
    QCOMPARE(cheaperMisses, 2);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, planRecord(r, c, "x", -1));

    const PlanCandidate& pick = rec.alternatives.front().candidate;
    const Design d = candidateDesign(pick, llama8bLora(), cat, debugText, &rec);
    std::vector<Diagnostic> diags;
    QVERIFY(parseWorkload(d.workloads.front(), "design", diags));
    QVERIFY(diags.empty());
    const Design back = io::loadDesign(io::saveDesign(d, cat), "planned.json");
    const std::optional<PlanRecord> got = planRecordOf(back);
    QVERIFY(got);
    QCOMPARE(got->chosen, chosen);
    QCOMPARE(got->evaluated, r.evaluated);
    QCOMPARE(got->constraints.deadlineDays, 1.0);
    QCOMPARE(got->alternatives.size(), rec.alternatives.size());
    QCOMPARE(got->alternatives[1].candidate.totalCostUsd,
             rec.alternatives[1].candidate.totalCostUsd);
    QCOMPARE(got->alternatives[1].roles, rec.alternatives[1].roles);
    // A design drawn by hand has no record; a damaged record loses the page, not the design.
    QVERIFY(!planRecordOf(candidateDesign(pick, llama8bLora(), cat, debugText)));
    Design broken = d;
    broken.workloads.front() = R"({"preset": "llama3-8b", "plan": {"alternatives": 3}})";
    QVERIFY(!planRecordOf(broken));
}

QTEST_GUILESS_MAIN(TestPlan)
#include "tst_plan.moc"
