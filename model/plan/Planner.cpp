// The plan's driver: builds the space, evaluates this shard's groups, ranks, picks.
#include "model/plan/Planner.h"

#include "model/plan/PlanEvaluate.h"
#include "model/plan/PlanPicks.h"
#include "model/plan/PlanSpace.h"
#include "model/topology/Generators.h"
#include "model/training/TokenDefaults.h"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <tuple>

namespace cc::model::plan {

Workload planJob(Workload w)
{
    // The plan chooses the layout: start each search from the defaults, not a drawn layout.
    const TrainingSetup defaults;
    TrainingSetup& t = w.training;
    t.layout.tp = defaults.layout.tp;
    t.layout.pp = defaults.layout.pp;
    t.layout.cp = defaults.layout.cp;
    t.layout.ep = defaults.layout.ep;
    t.layout.dp.reset();
    t.layout.microBatch = defaults.layout.microBatch;
    t.layout.interleave = defaults.layout.interleave;
    t.layout.recompute = defaults.layout.recompute;
    w.run.gpus.reset();
    if (t.tokens <= 0)
        t.tokens = defaultTokens(w);
    return w;
}

void rankCandidates(std::vector<PlanCandidate>& candidates)
{
    std::sort(
        candidates.begin(), candidates.end(), [](const PlanCandidate& a, const PlanCandidate& b) {
            return std::make_tuple(!a.meetsConstraints, !a.fits, a.totalCostUsd, a.wallTimeS,
                                   a.index) < std::make_tuple(!b.meetsConstraints, !b.fits,
                                                              b.totalCostUsd, b.wallTimeS, b.index);
        });
}

namespace {

void finish(PlanResult& r, const PlanConstraints& constraints, int top, bool keepAll)
{
    rankCandidates(r.candidates);
    r.recommended = recommend(r.candidates, constraints);
    if (!keepAll && top >= 0 && r.candidates.size() > static_cast<std::size_t>(top)) {
        // Keep the picks in the list even when they rank below the cut.
        std::vector<PlanCandidate> kept(r.candidates.begin(), r.candidates.begin() + top);
        for (const Pick* p :
             {&r.recommended.cheapest, &r.recommended.fastest, &r.recommended.lowestEnergy}) {
            if (!p->index)
                continue;
            const auto has = [&](const PlanCandidate& c) { return c.index == *p->index; };
            if (std::none_of(kept.begin(), kept.end(), has))
                kept.push_back(*std::find_if(r.candidates.begin(), r.candidates.end(), has));
        }
        r.candidates = std::move(kept);
    }
}

} // namespace

PlanResult runPlan(const Workload& job, const PlanConstraints& constraints, const Catalog& catalog,
                   const PlanOptions& options, const PlanProgress& progress)
{
    const auto t0 = std::chrono::steady_clock::now();
    if (options.shardCount < 1 || options.shardIndex < 0 ||
        options.shardIndex >= options.shardCount)
        throw std::invalid_argument("--shard: give i/N with 0 <= i < N, got " +
                                    std::to_string(options.shardIndex) + "/" +
                                    std::to_string(options.shardCount));
    const PartFilter filter(constraints.allow);
    const Workload w = planJob(job);
    const std::vector<SpaceGroup> space = buildSpace(catalog, filter, options.maxGpus);

    PlanResult r;
    r.shardIndex = options.shardIndex;
    r.shardCount = options.shardCount;
    for (const auto& g : space)
        r.spaceSize += static_cast<std::int64_t>(g.fabrics.size());
    std::vector<const SpaceGroup*> mine;
    for (std::size_t i = 0; i < space.size(); ++i)
        if (static_cast<int>(i % static_cast<std::size_t>(options.shardCount)) ==
            options.shardIndex)
            mine.push_back(&space[i]);
    std::int64_t total = 0, done = 0;
    for (const SpaceGroup* g : mine)
        total += static_cast<std::int64_t>(g->fabrics.size());

    const EvaluateContext ctx{w, constraints, catalog, planStorage(catalog), jobCheckpointBytes(w)};
    EvaluateStats stats;
    for (const SpaceGroup* g : mine) {
        evaluateGroup(*g, ctx, r.candidates, stats);
        done += static_cast<std::int64_t>(g->fabrics.size());
        if (progress && !progress(done, total)) {
            r.cancelled = true;
            break;
        }
    }
    r.evaluated = stats.designs;
    r.layoutsEvaluated = stats.layouts;
    finish(r, constraints, options.top, options.keepAll);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

PlanResult mergePlans(const std::vector<PlanResult>& shards, const PlanConstraints& constraints,
                      int top)
{
    PlanResult r;
    r.shardIndex = 0;
    r.shardCount = 1;
    for (const auto& s : shards) {
        r.evaluated += s.evaluated;
        r.layoutsEvaluated += s.layoutsEvaluated;
        r.seconds += s.seconds;
        r.spaceSize = std::max(r.spaceSize, s.spaceSize);
        r.cancelled = r.cancelled || s.cancelled;
        r.candidates.insert(r.candidates.end(), s.candidates.begin(), s.candidates.end());
    }
    // A shard given twice must not count twice.
    std::sort(r.candidates.begin(), r.candidates.end(),
              [](const PlanCandidate& a, const PlanCandidate& b) { return a.index < b.index; });
    r.candidates.erase(std::unique(r.candidates.begin(), r.candidates.end(),
                                   [](const PlanCandidate& a, const PlanCandidate& b) {
                                       return a.index == b.index;
                                   }),
                       r.candidates.end());
    finish(r, constraints, top, false);
    return r;
}

Message fabricMessage(const PlanCandidate& c)
{
    if (c.topology == "standalone")
        return Message::of("PLAN_FABRIC_STANDALONE");
    const MsgArg ratio = arg::name(c.oversubscription == 1.0 ? "1:1" : "2:1");
    const MsgArg net = arg::name(c.network);
    if (!c.network.empty() && (c.oversubscription == 1.0 || c.oversubscription == 2.0)) {
        if (c.topology == "fat-tree")
            return Message{"PLAN_FABRIC_FAT_TREE", {net, ratio}};
        if (c.topology == "rail-optimized")
            return Message{"PLAN_FABRIC_RAIL", {net, ratio}};
        if (c.topology == "nvl72")
            return Message{"PLAN_FABRIC_NVL72", {net, ratio}};
    }
    return Message{"NAME", {arg::name(c.fabric)}};
}

Message candidateMessage(const PlanCandidate& c)
{
    return Message{"PLAN_CANDIDATE",
                   {arg::count(c.nodes), arg::name(c.serverName), arg::msg(fabricMessage(c))}};
}

std::string candidateLabel(const PlanCandidate& c)
{
    return renderText(candidateMessage(c));
}

} // namespace cc::model::plan
