// Power roll-up: servers (from the inventory, at the wall), switches, storage and optics; per-rack
// power and height; the server-level power sanity checks.
#include "model/analysis/AnalysisUtil.h"
#include "model/analysis/Concerns.h"
#include "model/analysis/FiniteCheck.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace cc::model {

using namespace detail;

namespace {

void checkServer(const TemplateUse& use, std::vector<Finding>& findings)
{
    const TemplateInfo& info = *use.info;
    const ServerTemplate& t = *info.tmpl;
    // Parts summed at their TDP can exceed what the vendor measured; the nameplate wins (the
    // inventory already uses it), but a large gap usually means a parts list typed in wrong.
    if (t.maxPowerW > 0 && info.partsMaxW > t.maxPowerW) {
        findings.push_back(
            {Severity::Warning,
             "SERVER_OVER_NAMEPLATE",
             "Server '" + t.name + "': its parts can draw up to " + fmtPower(info.partsMaxW) +
                 " at the wall (including power-supply losses), more than the vendor's nameplate "
                 "maximum of " +
                 fmtPower(t.maxPowerW) + ". Power figures use the nameplate.",
             {t.id},
             "Check the parts' power figures, or raise the nameplate maximum if the vendor "
             "publishes a higher one."});
    }
    if (info.psuRatedW > 0 && info.psuRatedW < info.power.maxW) {
        findings.push_back(
            {Severity::Error,
             "SERVER_PSU_SHORT",
             "Server '" + t.name + "': its power supplies are rated " + fmtPower(info.psuRatedW) +
                 " in total, but the server can draw " + fmtPower(info.power.maxW) +
                 ". Redundancy (N+1, N+N) is not modelled: this compares the sum of all supplies.",
             {t.id},
             "Use more or larger power supplies: at least " + fmtPower(info.power.maxW) +
                 " in total, more if the supplies must be redundant."});
    }
}

void addOptics(const SpecResolver& specs, const NetworkReport& net, Power& total,
               std::map<std::string, double>& byCategory)
{
    // Optics draw about the same whether idle or busy, so idle = typical = max.
    auto add = [&](double w) {
        addPower(total, {w, w, w});
        byCategory[powerCategory(Kind::Optic)] += w;
    };
    for (const auto& line : net.transceiverLines) // counted per transceiver: powerW is per end
        if (const CatalogEntry* e = specs.find(line.ref); e && e->kind == Kind::Optic)
            add(static_cast<double>(line.count) * e->optic.powerW);
    for (const auto& line : net.cableLines) // DAC and fibre 0 W, AOC and ACC per cable
        if (const CatalogEntry* e = specs.find(line.ref); e && e->kind == Kind::Optic)
            add(static_cast<double>(line.count) * e->optic.powerW);
}

std::string rackSuggestion(const RackGroup& rack, const RackReport& rr, const Design& d,
                           const SpecResolver& specs, const Inventory& inv)
{
    const double neededKw = std::ceil(rr.maxW / 1000.0);
    const std::string bigger = "use racks rated for at least " + fmtNum(neededKw) + " kW";
    // Suggest thinning the server group that draws the most in this rack.
    const RackSlot* worst = nullptr;
    double worstW = 0;
    double worstUnitW = 0;
    for (const auto& slot : rack.contents) {
        const Block* b = d.findBlock(slot.block);
        if (!b || b->kind != BlockKind::Server)
            continue;
        const BlockUnit u = blockUnit(specs, inv, *b);
        const double w = u.power.maxW * static_cast<double>(slot.perRack);
        if (u.known && u.power.maxW > 0 && w > worstW) {
            worst = &slot;
            worstW = w;
            worstUnitW = u.power.maxW;
        }
    }
    if (!worst)
        return "Move equipment to other racks, or " + bigger + ".";
    const double others = rr.maxW - worstW;
    const auto fit = static_cast<std::int64_t>(std::floor((rr.limitW - others) / worstUnitW));
    if (fit < 1)
        return "Even one such server does not fit this rack's limit: " + bigger + ".";
    return "Put at most " + fmtNum(static_cast<double>(fit)) + (fit == 1 ? " server" : " servers") +
           " of '" + d.findBlock(worst->block)->name + "' per rack, or " + bigger + ".";
}

RackReport analyzeRack(const RackGroup& rack, const AnalysisContext& cx)
{
    const Design& d = cx.specs.design();
    RackReport rr;
    rr.rackId = rack.id;
    rr.name = rack.name;
    rr.count = rack.count;
    rr.limitW = rack.powerLimitW;
    rr.totalU = rack.rackUnits;
    for (const auto& slot : rack.contents) {
        const Block* b = d.findBlock(slot.block);
        if (!b)
            continue;
        const BlockUnit u = blockUnit(cx.specs, cx.inv, *b);
        const double n = static_cast<double>(slot.perRack);
        rr.typicalW += n * u.power.typicalW;
        rr.maxW += n * u.power.maxW;
        rr.usedU += static_cast<int>(slot.perRack) * u.rackUnits;
    }
    if (rr.limitW > 0 && rr.maxW > rr.limitW) {
        cx.findings.push_back({Severity::Error,
                               "RACK_OVER_POWER",
                               "Rack '" + rack.name + "' can draw " + fmtPower(rr.maxW) +
                                   " at full load, over its " + fmtPower(rr.limitW) +
                                   " power limit (typical " + fmtPower(rr.typicalW) + ").",
                               {rack.id},
                               rackSuggestion(rack, rr, d, cx.specs, cx.inv)});
    }
    if (rr.usedU > rr.totalU) {
        cx.findings.push_back({Severity::Error,
                               "RACK_OVER_HEIGHT",
                               "Rack '" + rack.name + "' needs " + std::to_string(rr.usedU) +
                                   " U but has " + std::to_string(rr.totalU) + " U.",
                               {rack.id},
                               "Put fewer systems in each rack, or use taller racks."});
    }
    return rr;
}

void checkPlacement(const AnalysisContext& cx)
{
    const Design& d = cx.specs.design();
    // Equipment of 0 U (desk-side boxes, dev kits) is not rack-mounted, so it never needs a rack.
    std::vector<const Block*> mountable;
    for (const auto& b : d.blocks)
        if (const BlockUnit u = blockUnit(cx.specs, cx.inv, b); !u.known || u.rackUnits > 0)
            mountable.push_back(&b);
    if (d.racks.empty()) {
        if (mountable.empty())
            return;
        std::vector<ObjectId> all;
        for (const Block* b : mountable)
            all.push_back(b->id);
        cx.findings.push_back({Severity::Info, "GROUP_NOT_RACKED",
                               "No racks are laid out, so rack power, height and cooling are not "
                               "checked.",
                               all, "Add a rack row and place the groups in it."});
        return;
    }
    std::unordered_map<ObjectId, std::int64_t> placed;
    for (const auto& rack : d.racks)
        for (const auto& slot : rack.contents)
            placed[slot.block] += rack.count * slot.perRack;
    for (const Block* bp : mountable) {
        const Block& b = *bp;
        const std::int64_t p = placed[b.id];
        if (p < b.replicas) {
            const std::string placedText =
                p == 0 ? "None of the " + std::to_string(b.replicas) + " replicas of '" + b.name +
                             "' are placed in racks"
                       : "Only " + std::to_string(p) + " of the " + std::to_string(b.replicas) +
                             " replicas of '" + b.name + "' are placed in racks";
            cx.findings.push_back(
                {Severity::Info,
                 "GROUP_NOT_RACKED",
                 placedText + "; those outside racks are not counted in rack power and cooling.",
                 {b.id},
                 "Add racks or put more of this group in each rack."});
        } else if (p > b.replicas) {
            cx.findings.push_back(
                {Severity::Warning,
                 "GROUP_OVER_RACKED",
                 "The racks hold " + std::to_string(p) + " of '" + b.name +
                     "', but the group has "
                     "only " +
                     std::to_string(b.replicas) + ": rack power is overstated.",
                 {b.id},
                 "Lower the rack count or the per-rack number, or add replicas."});
        }
    }
}

} // namespace

PowerReport analyzePower(const AnalysisContext& cx, const NetworkReport& net)
{
    const Design& d = cx.specs.design();
    PowerReport r;
    Power total;

    for (const auto& use : templatesInUse(d, cx.inv)) {
        const TemplateInfo& info = *use.info;
        const double n = static_cast<double>(use.replicas);
        r.servers.push_back({info.tmpl->id, info.tmpl->name, info.power, info.typicalByCategoryW});
        addPower(total, scaledPower(info.power, n));
        for (const auto& [cat, w] : info.typicalByCategoryW)
            r.byCategoryW[cat] += w * n;
        r.maxServerW = std::max(r.maxServerW, info.power.maxW);
        checkServer(use, cx.findings);
    }

    for (const auto& b : d.blocks) {
        if (b.kind == BlockKind::Server)
            continue;
        const BlockUnit u = blockUnit(cx.specs, cx.inv, b);
        if (!u.known) {
            // Switch refs are the network analysis's to report; storage has no other owner.
            if (b.kind == BlockKind::Storage)
                cx.findings.push_back({Severity::Error,
                                       "UNKNOWN_PART",
                                       "Storage '" + b.name + "' uses '" + b.ref +
                                           "', which is not a storage system in the catalog; its "
                                           "power, bandwidth and price are left out.",
                                       {b.id},
                                       "Choose a storage system from the catalog."});
            continue;
        }
        const double n = static_cast<double>(b.replicas);
        addPower(total, scaledPower(u.power, n));
        r.byCategoryW[powerCategory(u.entry->kind)] += u.power.typicalW * n;
    }

    addOptics(cx.specs, net, total, r.byCategoryW);

    r.itIdleW = total.idleW;
    r.itTypicalW = total.typicalW;
    r.itMaxW = total.maxW;
    r.itW = r.itTypicalW * d.facility.powerUtilisation;
    r.facilityW = r.itW * d.facility.pue;
    const std::string inputs = "part power x replicas of every group, utilisation, PUE";
    requireFinite(r.itIdleW, "IT idle power", inputs, cx.findings);
    requireFinite(r.itTypicalW, "IT typical power", inputs, cx.findings);
    requireFinite(r.itMaxW, "IT max power", inputs, cx.findings);
    requireFinite(r.itW, "IT planning power", inputs, cx.findings);
    requireFinite(r.facilityW, "facility power", inputs, cx.findings);

    for (const auto& rack : d.racks) {
        r.racks.push_back(analyzeRack(rack, cx));
        r.maxRackW = std::max(r.maxRackW, r.racks.back().maxW);
    }
    checkPlacement(cx);

    cx.explanations.push_back(
        {"serverPower",
         "Σ parts (count × idle/typical/max W) + chassis, divided by the PSU efficiency for the "
         "power at the wall; max = the vendor nameplate when published",
         "component datasheets in the catalog; PSU efficiency at typical load"});
    cx.explanations.push_back(
        {"itPower",
         "Σ servers + switches + storage + optics (transceivers × W per end, AOC × W per cable) "
         "+ CDUs; planning IT power = typical × utilisation",
         "formulas.md, Power and cooling"});
    cx.explanations.push_back({"facilityPower", "facility W = IT W × PUE",
                               "formulas.md; Uptime Institute survey: industry average PUE 1.58 "
                               "(2023)"});
    cx.explanations.push_back(
        {"rackPower",
         "per rack: Σ per-rack replicas × their max (and typical) W; optics and cables are not "
         "assigned to racks",
         "ClusterCanvas convention"});
    return r;
}

} // namespace cc::model
