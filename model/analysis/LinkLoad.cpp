// Per-tier and per-link load of the traffic that limits the training step. It reads the figures
// the evaluation has already computed (network tiers, step breakdown, resolved hardware) and
// redoes no analysis: the canvas shows the same numbers as the report.
#include "model/analysis/LinkLoad.h"

#include "model/io/InputLimits.h"

#include "model/analysis/Inventory.h"
#include "model/analysis/Tiers.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <algorithm>
#include <array>
#include <map>

namespace cc::model {

namespace {

constexpr double kBitsPerByte = 8.0;

struct Term {
    StepTraffic traffic;
    double seconds;
    long long span; ///< GPUs the collective's group spans (size × stride)
};

/// The traffic terms of the step breakdown and the group each one runs over, as the step model
/// names them (Performance.cpp, bottleneckOf): TP over tp; DP over dp·cp at stride tp; FSDP over
/// its shard (hybrid sharding group, else dp·cp) at stride tp; EP over ep at stride expertTp;
/// CP over cp at stride tp.
std::array<Term, 5> termsOf(const TrainingReport& t, const TrainingSetup& s)
{
    const StepBreakdown& b = t.performance.breakdownS;
    const long long tp = std::max(1, s.layout.tp);
    const long long dpRanks =
        static_cast<long long>(std::max(1, t.performance.dp)) * std::max(1, s.layout.cp);
    const long long shard =
        s.zeroShardGroup > 0 ? std::min<long long>(s.zeroShardGroup, dpRanks) : dpRanks;
    return {{{StepTraffic::TensorParallel, b.tpComm, tp},
             {StepTraffic::DataParallel, b.dpCommExposed, dpRanks * tp},
             {StepTraffic::Fsdp, b.fsdpComm, shard * tp},
             {StepTraffic::ExpertAllToAll, b.epComm,
              static_cast<long long>(std::max(1, s.layout.ep)) * std::max(1, s.layout.expertTp)},
             {StepTraffic::ContextParallel, b.cpComm, static_cast<long long>(s.layout.cp) * tp}}};
}

double largestTerm(const StepBreakdown& b)
{
    return std::max({b.compute, b.tpComm, b.ppBubble, b.dpCommExposed, b.fsdpComm, b.epComm,
                     b.moeDispatch, b.fp8Overhead, b.cpComm, b.optimizer});
}

/// The server group the job runs on: the one with the most GPUs, as analyzeNetwork() and
/// computeHardware() choose it.
const Block* jobGroup(const Design& d, const Inventory& inv)
{
    const Block* best = nullptr;
    long long most = 0;
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Server)
            continue;
        const auto it = inv.templates.find(b.templateId);
        // Checked (issue 13): a design built in memory is not bounded by the loader.
        const long long gpus =
            it == inv.templates.end()
                ? 0
                : limits::mulCount(b.replicas, it->second.gpus).value_or(limits::kMaxCount);
        if (gpus > most)
            most = gpus, best = &b;
    }
    return best;
}

/// Tier of a bundle: 0 for links that leave servers (to a leaf, or server to server in a torus),
/// else the lower switch tier; -1 for a peer link between switches of one tier.
int lowerTierOf(const Link& l, const Design& d, const std::map<ObjectId, int>& tiers)
{
    auto tierOf = [&](ObjectId id) {
        const Block* b = d.findBlock(id);
        if (!b || b->kind != BlockKind::Switch)
            return 0;
        const auto it = tiers.find(id);
        return it == tiers.end() ? 1 : it->second;
    };
    const int a = tierOf(l.from), b = tierOf(l.to);
    if (a == b && a > 0)
        return -1;
    return std::min(a, b);
}

/// End-point injection of all servers, as analyzeNetwork() sums it (bits/s, one direction).
double injectionBits(const Design& d)
{
    double sum = 0;
    for (const auto& l : d.links) {
        const Block* a = d.findBlock(l.from);
        const Block* b = d.findBlock(l.to);
        if (!a || !b)
            continue;
        const double n = static_cast<double>(a->replicas) * l.perReplica / (a == b ? 2.0 : 1.0);
        if (a == b && a->kind == BlockKind::Server)
            sum += static_cast<double>(l.perReplica) * l.bitsPerS * a->replicas;
        else
            for (const Block* end : {a, b})
                if (end->kind == BlockKind::Server)
                    sum += n * l.bitsPerS;
    }
    return sum;
}

bool touchesStorageOrOther(const Link& l, const Design& d, ObjectId job)
{
    for (ObjectId id : {l.from, l.to})
        if (const Block* b = d.findBlock(id))
            if (b->kind == BlockKind::Storage || (b->kind == BlockKind::Server && b->id != job))
                return true;
    return false;
}

/// The tiers of the job's path: NIC links and each switch tier's uplinks.
std::vector<TierLoad> tierLoads(const Design& d, const Report& infra, double share)
{
    const double injection = injectionBits(d);
    // The narrowest tier, as analyzeNetwork() finds it: bisection = ½ × narrowest (torus: the
    // cut), so narrowest = 2 × bisection.
    const double narrowest = 2.0 * infra.network.bisectionBytesPerS * kBitsPerByte;
    const double rate = std::min(injection, narrowest);
    std::vector<TierLoad> out;
    if (injection <= 0 || rate <= 0)
        return out;
    auto add = [&](int lower, double capacity) {
        TierLoad t;
        t.lowerTier = lower;
        t.capacityBitsPerS = capacity;
        t.utilisation = std::min(1.0, rate / capacity);
        t.load = t.utilisation * share;
        t.limiting = capacity <= rate * (1 + 1e-9);
        out.push_back(t);
    };
    add(0, injection);
    for (const auto& tier : infra.network.tiers)
        if (tier.upBitsPerS > 0)
            add(tier.level, tier.upBitsPerS);
    // A torus cut narrower than the NICs: the server-to-server links are the limit.
    if (narrowest < injection &&
        std::none_of(out.begin() + 1, out.end(), [](const TierLoad& t) { return t.limiting; }))
        out.front().limiting = true;
    return out;
}

void markLimitingGroups(LinkLoad& out, const Design& d, const std::map<ObjectId, int>& tiers,
                        ObjectId job)
{
    const bool network = out.crossesNetwork && out.limitsStep;
    const auto limiting = std::find_if(out.tiers.begin(), out.tiers.end(),
                                       [](const TierLoad& t) { return t.limiting; });
    if (!network || limiting == out.tiers.end() || limiting->lowerTier == 0) {
        out.limitingGroups.push_back(job); // compute, memory, NVLink or the NICs: the servers
        return;
    }
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Switch)
            if (const auto it = tiers.find(b.id);
                it != tiers.end() && it->second == limiting->lowerTier)
                out.limitingGroups.push_back(b.id);
}

} // namespace

const BundleLoad* LinkLoad::find(ObjectId link) const
{
    for (const auto& b : bundles)
        if (b.link == link)
            return &b;
    return nullptr;
}

LinkLoad computeLinkLoad(const Design& d, const Report& infra, const Inventory& inv,
                         const TrainingReport* training, const Workload* workload,
                         const ComputeHardware* hw)
{
    LinkLoad out;
    const auto tiers = switchTiers(d);
    for (const auto& l : d.links)
        out.bundles.push_back({l.id, lowerTierOf(l, d, tiers), false, 0, 0, false});
    const Block* job = jobGroup(d, inv);
    if (!training || !training->valid || !workload || !hw || !hw->valid || !job)
        return out;
    const double step = training->performance.stepTimeS;
    if (step <= 0)
        return out;
    Term worst{StepTraffic::None, 0, 0};
    for (const Term& t : termsOf(*training, workload->training))
        if (t.seconds > worst.seconds)
            worst = t;
    if (worst.traffic == StepTraffic::None)
        return out;
    out.traffic = worst.traffic;
    out.seconds = worst.seconds;
    out.stepShare = std::min(1.0, worst.seconds / step);
    out.crossesNetwork = worst.span > std::max(1, hw->domainGpus);
    out.limitsStep = worst.seconds >= largestTerm(training->performance.breakdownS);
    if (out.crossesNetwork)
        out.tiers = tierLoads(d, infra, out.stepShare);
    for (auto& b : out.bundles) {
        const Link* l = d.findLink(b.link);
        if (!out.crossesNetwork || !l || b.lowerTier < 0 || touchesStorageOrOther(*l, d, job->id))
            continue;
        for (const auto& t : out.tiers)
            if (t.lowerTier == b.lowerTier) {
                b.onPath = true;
                b.utilisation = t.utilisation;
                b.load = t.load;
                b.limiting = t.limiting;
            }
    }
    markLimitingGroups(out, d, tiers, job->id);
    return out;
}

} // namespace cc::model
