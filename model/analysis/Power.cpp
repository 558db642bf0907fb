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
             Message{"SERVER_OVER_NAMEPLATE",
                     {arg::name(t.name), arg::si(info.partsMaxW, "W"), arg::si(t.maxPowerW, "W")}},
             {t.id},
             Message::of("SERVER_OVER_NAMEPLATE_FIX")});
    }
    if (info.psuRatedW > 0 && info.psuRatedW < info.power.maxW) {
        findings.push_back({Severity::Error,
                            "SERVER_PSU_SHORT",
                            Message{"SERVER_PSU_SHORT",
                                    {arg::name(t.name), arg::si(info.psuRatedW, "W"),
                                     arg::si(info.power.maxW, "W")}},
                            {t.id},
                            Message{"SERVER_PSU_SHORT_FIX", {arg::si(info.power.maxW, "W")}}});
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

Message rackSuggestion(const RackGroup& rack, const RackReport& rr, const Design& d,
                       const SpecResolver& specs, const Inventory& inv)
{
    const double neededKw = std::ceil(rr.maxW / 1000.0);
    const MsgArg bigger = arg::si(neededKw * 1000.0, "W");
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
        return Message{"RACK_OVER_POWER_FIX_MOVE", {bigger}};
    const double others = rr.maxW - worstW;
    const auto fit = static_cast<std::int64_t>(std::floor((rr.limitW - others) / worstUnitW));
    if (fit < 1)
        return Message{"RACK_OVER_POWER_FIX_NONE_FITS", {bigger}};
    return Message{"RACK_OVER_POWER_FIX_FEWER",
                   {arg::count(fit), arg::name(d.findBlock(worst->block)->name), bigger}};
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
                               Message{"RACK_OVER_POWER",
                                       {arg::name(rack.name), arg::si(rr.maxW, "W"),
                                        arg::si(rr.limitW, "W"), arg::si(rr.typicalW, "W")}},
                               {rack.id},
                               rackSuggestion(rack, rr, d, cx.specs, cx.inv)});
    }
    if (rr.usedU > rr.totalU) {
        cx.findings.push_back(
            {Severity::Error,
             "RACK_OVER_HEIGHT",
             Message{"RACK_OVER_HEIGHT",
                     {arg::name(rack.name), arg::count(rr.usedU), arg::count(rr.totalU)}},
             {rack.id},
             Message::of("RACK_OVER_HEIGHT_FIX")});
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
                               Message::of("GROUP_NOT_RACKED_NO_RACKS"), all,
                               Message::of("GROUP_NOT_RACKED_NO_RACKS_FIX")});
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
            Message placed =
                p == 0
                    ? Message{"GROUP_NOT_RACKED_NONE", {arg::count(b.replicas), arg::name(b.name)}}
                    : Message{"GROUP_NOT_RACKED_SOME",
                              {arg::count(p), arg::count(b.replicas), arg::name(b.name)}};
            cx.findings.push_back({Severity::Info,
                                   "GROUP_NOT_RACKED",
                                   std::move(placed),
                                   {b.id},
                                   Message::of("GROUP_NOT_RACKED_FIX")});
        } else if (p > b.replicas) {
            cx.findings.push_back(
                {Severity::Warning,
                 "GROUP_OVER_RACKED",
                 Message{"GROUP_OVER_RACKED",
                         {arg::count(p), arg::name(b.name), arg::count(b.replicas)}},
                 {b.id},
                 Message::of("GROUP_OVER_RACKED_FIX")});
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
                cx.findings.push_back(
                    {Severity::Error,
                     "UNKNOWN_PART",
                     Message{"UNKNOWN_STORAGE", {arg::name(b.name), arg::name(b.ref)}},
                     {b.id},
                     Message::of("UNKNOWN_STORAGE_FIX")});
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
        {"serverPower", Message::of("EXPL_SERVER_POWER"), Message::of("SRC_DATASHEETS_PSU")});
    cx.explanations.push_back(
        {"itPower", Message::of("EXPL_IT_POWER"), Message::of("SRC_DATASHEETS")});
    cx.explanations.push_back(
        {"facilityPower", Message::of("EXPL_FACILITY_POWER"), Message::of("SRC_PUE_UPTIME")});
    cx.explanations.push_back(
        {"rackPower", Message::of("EXPL_RACK_POWER"), Message::of("SRC_CONVENTION")});
    return r;
}

} // namespace cc::model
