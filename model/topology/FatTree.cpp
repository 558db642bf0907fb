// Folded-Clos (fat-tree) port arithmetic and the plain fat-tree generator. The rail-optimised and
// NVL72 generators reuse the tiers above the leaves.
#include "model/topology/GeneratorUtil.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace cc::model::topology::detail {

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

} // namespace

void splitLeafPorts(ClosPlan& plan, int radix, double oversubscription)
{
    // Rounding the uplinks up keeps the leaf at or below the oversubscription asked for
    // (r = 64: R = 1 -> 32/32, R = 3 -> 48/16, R = 2 -> 42/22).
    plan.leafUp = static_cast<int>(std::ceil(radix / (oversubscription + 1.0) - 1e-9));
    plan.leafDown = radix - plan.leafUp;
    if (plan.leafDown < 1 || plan.leafUp < 1)
        fail("--switch", Message{"GEN_RADIX_TOO_SMALL", {arg::count(radix)}});
}

void planUpperTiers(ClosPlan& plan, int radix, int granule, std::int64_t topPorts)
{
    const std::int64_t r = radix;
    const std::int64_t uplinks = plan.leaves * plan.leafUp;
    // Two tiers while one spine can reach every leaf: at most r leaves. Non-blocking that is
    // r leaves x r/2 down = r^2/2 end ports (Al-Fares et al., SIGCOMM 2008, §3: k³/4 at three).
    if (plan.leaves <= r) {
        plan.tiers = 2;
        plan.spines = ceilDiv(uplinks + topPorts, r);
        plan.cores = 0;
        plan.pods = 0;
        return;
    }
    // Three tiers: pods of leaves and spines, spines split r/2 down and r/2 up, cores on top.
    // A pod holds at most r/2 leaves (every pod spine reaches every pod leaf), whole units of
    // `granule` leaves, and a core reaches every pod, so at most r pods: r^3/4 non-blocking.
    const std::int64_t half = r / 2;
    // A unit wider than a pod (72 rails of an NVL72 on 64-port switches) cannot stay whole;
    // its leaves then spread over pods like a plain fat-tree's.
    const std::int64_t g = granule <= half ? std::max(granule, 1) : 1;
    const std::int64_t groupsPerPodMax = half / g;
    const std::int64_t groups = ceilDiv(plan.leaves, g);
    if (groupsPerPodMax < 1) {
        plan.tiers = 4;
        return;
    }
    plan.pods = ceilDiv(groups, groupsPerPodMax);
    if (plan.pods > r) {
        plan.tiers = 4;
        return;
    }
    // Equal pods: spread the units evenly rather than leaving one small pod.
    plan.leavesPerPod = std::min(ceilDiv(groups, plan.pods) * g, plan.leaves);
    plan.spinesPerPod = ceilDiv(plan.leavesPerPod * plan.leafUp, half);
    plan.spines = plan.pods * plan.spinesPerPod;
    plan.spineUp = static_cast<int>(half);
    plan.cores = ceilDiv(plan.spines * plan.spineUp + topPorts, r);
    plan.tiers = 3;
}

ClosPlan planFatTree(std::int64_t endPorts, int radix, double oversubscription)
{
    ClosPlan plan;
    if (endPorts <= radix) {
        // Everything fits one switch: no spine to buy.
        plan.tiers = 1;
        plan.leaves = 1;
        plan.leafDown = radix;
        plan.leafUp = 0;
        return plan;
    }
    splitLeafPorts(plan, radix, oversubscription);
    plan.leaves = ceilDiv(endPorts, plan.leafDown);
    planUpperTiers(plan, radix, 1, 0);
    return plan;
}

void failTooLarge(const GeneratorOptions& opt, const Catalog& catalog, const ServerGroup& servers,
                  const SwitchChoice& sw, std::int64_t endPorts)
{
    // Largest three-tier size of this switch: r pods x r/2 leaves x leaf down ports.
    ClosPlan leaf;
    splitLeafPorts(leaf, sw.radix, opt.oversubscription);
    const std::int64_t maxPorts =
        static_cast<std::int64_t>(sw.radix) * (sw.radix / 2) * leaf.leafDown;
    const Message tooBig{"GEN_THREE_TIERS_TOO_FEW",
                         {arg::count(opt.nodes), arg::count(servers.ports), arg::count(endPorts),
                          arg::name(sw.entry->id), arg::count(sw.radix),
                          arg::si(sw.linkBitsPerS, "b/s"), arg::count(maxPorts)}};
    const SwitchChoice* bigger = nullptr;
    std::vector<SwitchChoice> options;
    for (const CatalogEntry* e : catalog.ofKind(Kind::Switch))
        if (e->sw.protocol == sw.entry->sw.protocol && e->sw.portBitsPerS >= servers.portBitsPerS)
            options.push_back(
                SwitchChoice{e, std::min(servers.portBitsPerS, e->sw.portBitsPerS), 0, {}});
    for (auto& o : options) {
        // Same breakout rule as chooseSwitch, without the medium (not needed for a message).
        int split = 1;
        if (o.linkBitsPerS < o.entry->sw.portBitsPerS)
            split = std::clamp(
                static_cast<int>(std::floor(o.entry->sw.portBitsPerS / o.linkBitsPerS + 1e-9)), 1,
                std::max(o.entry->sw.maxBreakout, 1));
        o.radix = o.entry->sw.ports * split;
        if (o.radix > sw.radix && (!bigger || o.radix > bigger->radix))
            bigger = &o;
    }
    fail("--nodes", bigger ? Message{"GEN_TRY_BIGGER_SWITCH",
                                     {arg::msg(tooBig), arg::name(bigger->entry->id),
                                      arg::count(bigger->radix)}}
                           : Message{"GEN_SPLIT_THE_CLUSTER", {arg::msg(tooBig)}});
}

SwitchTiers addSwitchTiers(Design& d, const ClosPlan& plan, const SwitchChoice& sw)
{
    SwitchTiers t;
    const std::string& ref = sw.entry->id;
    t.leaf = addBlock(d, BlockKind::Switch, plan.tiers == 1 ? "Switch" : "Leaf", plan.leaves, 1, 0,
                      -kTierSpacing);
    d.findBlock(t.leaf)->ref = ref;
    if (plan.tiers >= 2) {
        const std::string name = plan.tiers == 3
                                     ? "Spine (" + formatCount(plan.pods) + " pods of " +
                                           formatCount(plan.spinesPerPod) + ")"
                                     : "Spine";
        t.spine = addBlock(d, BlockKind::Switch, name, plan.spines, 2, 0, -2 * kTierSpacing);
        d.findBlock(t.spine)->ref = ref;
        addLink(d, t.leaf, t.spine, plan.leafUp, sw.linkBitsPerS, sw.mediumRef);
    }
    if (plan.tiers == 3) {
        t.core = addBlock(d, BlockKind::Switch, "Core", plan.cores, 3, 0, -3 * kTierSpacing);
        d.findBlock(t.core)->ref = ref;
        addLink(d, t.spine, t.core, plan.spineUp, sw.linkBitsPerS, sw.mediumRef);
    }
    return t;
}

Message describePlan(const ClosPlan& plan, const SwitchChoice& sw)
{
    std::vector<MsgArg> a{arg::name(sw.entry->name), arg::count(sw.radix),
                          arg::si(sw.linkBitsPerS, "b/s")};
    if (plan.tiers == 1)
        return Message{"GEN_CLOS_ONE_SWITCH", std::move(a)};
    for (const std::int64_t n :
         {plan.leaves, std::int64_t(plan.leafDown), std::int64_t(plan.leafUp), plan.spines})
        a.push_back(arg::count(n));
    if (plan.tiers == 2)
        return Message{"GEN_CLOS_TWO_TIERS", std::move(a)};
    for (const std::int64_t n : {plan.pods, plan.leavesPerPod, plan.spinesPerPod, plan.cores})
        a.push_back(arg::count(n));
    return Message{"GEN_CLOS_THREE_TIERS", std::move(a)};
}

Generated generateFatTree(const GeneratorOptions& opt, const Catalog& catalog)
{
    Design d;
    const ServerGroup servers = addServers(d, opt, catalog, true);
    const SwitchChoice sw = chooseSwitch(opt, catalog, servers);
    const auto storage = chooseStorage(opt, catalog, opt.nodes * servers.gpus, sw.linkBitsPerS);
    // Storage NICs are end ports of the leaves like the servers' NICs.
    const std::int64_t endPorts = opt.nodes * servers.ports + (storage ? storage->ports() : 0);
    const ClosPlan plan = planFatTree(endPorts, sw.radix, opt.oversubscription);
    if (plan.tiers > 3)
        failTooLarge(opt, catalog, servers, sw, endPorts);

    const SwitchTiers tiers = addSwitchTiers(d, plan, sw);
    addLink(d, servers.blockId, tiers.leaf, servers.ports, sw.linkBitsPerS, sw.mediumRef);
    if (storage)
        addStorage(d, *storage, tiers.leaf, 1, catalog);
    Message name{"GEN_NAME_FAT_TREE", {arg::count(opt.nodes), arg::name(servers.entry->name)}};
    Message text{"GEN_DESC_FAT_TREE",
                 {arg::count(plan.tiers), arg::count(endPorts), arg::msg(describePlan(plan, sw))}};
    return {std::move(d), std::move(name), std::move(text)};
}

} // namespace cc::model::topology::detail
