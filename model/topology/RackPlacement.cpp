// Automatic rack placement: compute racks filled to their power limit and height, switches and
// storage in their own racks, liquid-cooled servers in liquid racks.
#include "model/analysis/Inventory.h"
#include "model/topology/Generators.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>

namespace cc::model::topology {

namespace {

constexpr int kTorUnits = 2; ///< kept free in compute racks for a top-of-rack switch

/// One replica of a block as the rack sees it.
struct Item {
    std::string label;
    int units = 1;
    double maxW = 0;
    Cooling cooling = Cooling::Air;
    bool reserveTor = false;
};

struct RackPick {
    std::string ref;
    RackSpec spec;
    std::int64_t perRack = 0;
};

std::int64_t perRackFor(const RackSpec& rack, const Item& it)
{
    if (it.units > rack.rackUnits)
        return 0;
    const int usable = rack.rackUnits - (it.reserveTor ? kTorUnits : 0);
    // A rack-scale system (NVL72) fills its rack; there is no ToR slot to keep.
    const std::int64_t byHeight = it.units > usable ? 1 : usable / it.units;
    const std::int64_t byPower =
        it.maxW > 0 ? static_cast<std::int64_t>(std::floor(rack.powerLimitW / it.maxW + 1e-9))
                    : std::numeric_limits<std::int64_t>::max();
    return std::min(byHeight, byPower);
}

RackPick pickRack(const Catalog& catalog, const Item& it)
{
    const auto racks = catalog.ofKind(Kind::Rack);
    const auto best = [&](auto accept) {
        RackPick pick;
        for (const CatalogEntry* r : racks) {
            if (!accept(*r))
                continue;
            const std::int64_t n = perRackFor(r->rack, it);
            if (n > pick.perRack)
                pick = {r->id, r->rack, n};
        }
        return pick;
    };
    // Same cooling as the item; a server too hot for any air rack goes to a liquid one.
    if (RackPick p = best([&](const CatalogEntry& r) { return r.rack.cooling == it.cooling; });
        p.perRack > 0)
        return p;
    if (RackPick p = best([](const CatalogEntry& r) { return r.rack.cooling == Cooling::Liquid; });
        p.perRack > 0)
        return p;
    if (RackPick p = best([](const CatalogEntry&) { return true; }); p.perRack > 0)
        return p;
    // Nothing holds it within limits: the tallest, strongest rack, over its limit. The power
    // analysis reports the excess rather than the placement hiding it.
    const CatalogEntry* strongest = nullptr;
    for (const CatalogEntry* r : racks)
        if (r->rack.rackUnits >= it.units &&
            (!strongest || r->rack.powerLimitW > strongest->rack.powerLimitW))
            strongest = r;
    if (strongest)
        return {strongest->id, strongest->rack, 1};
    // No usable rack in the catalog: a plain one sized for the item.
    RackSpec spec;
    spec.rackUnits = std::max(42, it.units);
    spec.powerLimitW = std::max(15000.0, it.maxW);
    spec.cooling = it.cooling;
    return {std::string(), spec, std::max<std::int64_t>(perRackFor(spec, it), 1)};
}

} // namespace

void autoPlaceRacks(Design& d, const Catalog& catalog)
{
    // A design past the input contract (built in memory) is not placed: its counts could
    // overflow, and millions of rack groups would not finish (DESIGN_BEYOND_BOUNDS says why).
    if (designBoundProblem(d))
        return;
    std::unordered_map<ObjectId, std::int64_t> placed;
    for (const auto& r : d.racks)
        for (const auto& s : r.contents)
            placed[s.block] += r.count * s.perRack;

    const SpecResolver specs(d, catalog);
    std::vector<Finding> ignored; // unknown parts are the analysis' findings, not ours
    const Inventory inv = buildInventory(specs, ignored);

    std::vector<RackGroup> added;
    for (const Block& b : d.blocks) {
        const std::int64_t remaining = b.replicas - placed[b.id];
        if (remaining <= 0)
            continue;
        Item it;
        it.label = b.name;
        if (b.kind == BlockKind::Server) {
            const ServerTemplate* t = d.findTemplate(b.templateId);
            if (t && t->rackUnits == 0)
                continue; // a desk-side workstation or an edge kit: no rack
            const auto info = inv.templates.find(b.templateId);
            it.units = t ? std::max(t->rackUnits, 1) : 1;
            it.maxW = info != inv.templates.end() ? info->second.power.maxW : 0;
            it.cooling = t ? t->cooling : Cooling::Air;
            it.reserveTor = true;
        } else if (const CatalogEntry* e = specs.find(b.ref)) {
            it.units =
                std::max(b.kind == BlockKind::Switch ? e->sw.rackUnits : e->storage.rackUnits, 1);
            it.maxW = e->power.maxW;
            it.cooling = b.kind == BlockKind::Switch ? e->sw.cooling : Cooling::Air;
        }
        const RackPick pick = pickRack(catalog, it);
        // Full racks, then one rack for the rest, so the counts are exact.
        const std::int64_t full = remaining / pick.perRack;
        const std::int64_t rest = remaining % pick.perRack;
        // The rack group's name, in the language of the edge that asked (model::renderText).
        const char* nameCode = b.kind == BlockKind::Server   ? "RACK_NAME_SERVERS"
                               : b.kind == BlockKind::Switch ? "RACK_NAME_NETWORK"
                                                             : "RACK_NAME_STORAGE";
        for (const auto& [count, perRack] :
             {std::pair{full, pick.perRack}, std::pair{std::int64_t{1}, rest}}) {
            if (count <= 0 || perRack <= 0)
                continue;
            RackGroup g;
            Message name{nameCode, {arg::name(it.label)}};
            if (perRack != pick.perRack && full > 0)
                name = Message{"RACK_NAME_PARTIAL", {arg::msg(std::move(name))}};
            g.name = renderText(name);
            g.ref = pick.ref;
            g.count = count;
            g.rackUnits = pick.spec.rackUnits;
            g.powerLimitW = pick.spec.powerLimitW;
            g.cooling = pick.spec.cooling;
            g.contents.push_back({b.id, perRack});
            added.push_back(std::move(g));
        }
    }
    for (auto& g : added) {
        g.id = d.allocateId();
        d.racks.push_back(std::move(g));
    }

    // Liquid racks need a coolant distribution unit; name one unless the user already has.
    const bool liquid = std::any_of(d.racks.begin(), d.racks.end(), [](const RackGroup& r) {
        return r.cooling == Cooling::Liquid;
    });
    if (liquid && d.facility.cduRef.empty())
        if (const auto cdus = catalog.ofKind(Kind::Cdu); !cdus.empty())
            d.facility.cduRef = cdus.front()->id;
}

} // namespace cc::model::topology
