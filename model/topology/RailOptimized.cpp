// Rail-optimised scale-out fabrics (NVIDIA DGX SuperPOD style): servers come in scalable units,
// and NIC i of every server in a unit goes to leaf (rail) i of that unit.
#include "model/topology/GeneratorUtil.h"

#include <algorithm>
#include <cmath>

namespace cc::model::topology::detail {

namespace {

std::int64_t ceilDiv(std::int64_t a, std::int64_t b)
{
    return (a + b - 1) / b;
}

} // namespace

Generated generateRailOptimized(const GeneratorOptions& opt, const Catalog& catalog, bool superpod)
{
    Design d;
    const ServerGroup servers = addServers(d, opt, catalog, true);
    const SwitchChoice sw = chooseSwitch(opt, catalog, servers);

    // A cluster smaller than one unit is one (smaller) unit.
    const int unit = static_cast<int>(std::min<std::int64_t>(opt.unitSize, opt.nodes));
    const std::int64_t units = ceilDiv(opt.nodes, unit);
    const int rails = servers.ports;

    // Leaf ports: at most `maxDown` face servers at the oversubscription asked for. A unit wider
    // than that gets several leaves per rail; uplinks follow the down ports actually used.
    ClosPlan plan;
    splitLeafPorts(plan, sw.radix, opt.oversubscription);
    const int leavesPerRail = static_cast<int>(ceilDiv(unit, plan.leafDown));
    plan.leafDown = static_cast<int>(ceilDiv(unit, leavesPerRail));
    plan.leafUp =
        std::min(sw.radix - plan.leafDown,
                 static_cast<int>(std::ceil(plan.leafDown / opt.oversubscription - 1e-9)));
    const int leavesPerUnit = rails * leavesPerRail;
    plan.leaves = units * leavesPerUnit;

    // Storage sits beside the compute rails, on the top tier, as in the SuperPOD reference designs.
    const auto storage = chooseStorage(opt, catalog, opt.nodes * servers.gpus, sw.linkBitsPerS);
    planUpperTiers(plan, sw.radix, leavesPerUnit, storage ? storage->ports() : 0);
    const std::int64_t endPorts = opt.nodes * servers.ports + (storage ? storage->ports() : 0);
    if (plan.tiers > 3)
        failTooLarge(opt, catalog, servers, sw, endPorts);
    if (plan.tiers == 3 && !superpod)
        fail("--nodes", Message{"GEN_RAIL_NEEDS_CORE",
                                {arg::count(opt.nodes), arg::count(units), arg::count(plan.leaves),
                                 arg::count(sw.radix)}});

    const SwitchTiers tiers = addSwitchTiers(d, plan, sw);
    addLink(d, servers.blockId, tiers.leaf, rails, sw.linkBitsPerS, sw.mediumRef, WiringRule::Rail,
            unit);
    if (storage)
        addStorage(d, *storage, tiers.top(), tiers.topTier(), catalog);

    Message name{superpod ? "GEN_NAME_SUPERPOD" : "GEN_NAME_RAIL_OPTIMIZED",
                 {arg::count(opt.nodes), arg::name(servers.entry->name)}};
    Message text{"GEN_DESC_RAIL_OPTIMIZED",
                 {arg::count(plan.tiers), arg::count(units), arg::count(unit), arg::count(rails),
                  arg::count(leavesPerRail), arg::msg(describePlan(plan, sw))}};
    return {std::move(d), std::move(name), std::move(text)};
}

} // namespace cc::model::topology::detail
