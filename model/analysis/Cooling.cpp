// Cooling: heat and airflow, a per-rack verdict (air, air with containment, liquid) against the
// facility's thresholds, and the coolant distribution units the liquid-cooled racks need.
#include "model/analysis/AnalysisUtil.h"
#include "model/analysis/Concerns.h"

#include <algorithm>
#include <cmath>

namespace cc::model {

using namespace detail;

namespace {

// Source messages (views/text/MessagesSources.cpp): the Uptime Institute survey and the air
// cooling guides behind the facility's default rack thresholds.
/// 1 ft³/min = 0.028316846592 m³ × 60 = 1.699 m³/h (exact by the definition of the foot): the
/// airflow also in SI units, which the metric-world edges (zh_CN, zh_TW) show.
constexpr double kCubicMetresPerHourPerCfm = 0.028316846592 * 60;
constexpr const char* kThresholdShortSource = "SRC_AIR_THRESHOLDS_SHORT";
constexpr const char* kThresholdSource = "SRC_AIR_THRESHOLDS";

bool holdsLiquidCooled(const RackGroup& rack, const AnalysisContext& cx)
{
    const Design& d = cx.specs.design();
    for (const auto& slot : rack.contents)
        if (const Block* b = d.findBlock(slot.block); b && slot.perRack > 0)
            if (blockUnit(cx.specs, cx.inv, *b).cooling == Cooling::Liquid)
                return true;
    return false;
}

CoolingVerdict verdictFor(double maxW, bool liquid, const Facility& f)
{
    if (liquid)
        return CoolingVerdict::Liquid;
    if (maxW <= f.airLimitW)
        return CoolingVerdict::Air;
    if (maxW <= f.containedAirLimitW)
        return CoolingVerdict::AirContained;
    return CoolingVerdict::Liquid;
}

void checkRack(const RackGroup& rack, const RackReport& rr, bool liquidContents,
               const AnalysisContext& cx)
{
    if (rack.cooling != Cooling::Air)
        return;
    const Facility& f = cx.specs.design().facility;
    if (liquidContents) {
        cx.findings.push_back({Severity::Error,
                               "RACK_NEEDS_LIQUID",
                               Message{"RACK_NEEDS_LIQUID_CONTENTS", {arg::name(rack.name)}},
                               {rack.id},
                               Message::of("RACK_NEEDS_LIQUID_CONTENTS_FIX")});
    } else if (rr.verdict == CoolingVerdict::Liquid) {
        cx.findings.push_back(
            {Severity::Error,
             "RACK_NEEDS_LIQUID",
             Message{"RACK_NEEDS_LIQUID",
                     {arg::name(rack.name), arg::si(rr.maxW, "W"), arg::si(f.airLimitW, "W"),
                      arg::si(f.containedAirLimitW, "W"),
                      arg::msg(Message::of(kThresholdShortSource))}},
             {rack.id},
             Message{"RACK_NEEDS_LIQUID_FIX", {arg::si(f.containedAirLimitW, "W")}}});
    } else if (rr.verdict == CoolingVerdict::AirContained) {
        cx.findings.push_back(
            {Severity::Warning,
             "RACK_NEEDS_CONTAINMENT",
             Message{"RACK_NEEDS_CONTAINMENT",
                     {arg::name(rack.name), arg::si(rr.maxW, "W"), arg::si(f.airLimitW, "W"),
                      arg::si(f.containedAirLimitW, "W"),
                      arg::msg(Message::of(kThresholdShortSource))}},
             {rack.id},
             Message{"RACK_NEEDS_CONTAINMENT_FIX", {arg::si(f.airLimitW, "W")}}});
    }
}

/// The CDU model: the facility's choice, else the largest one known.
const CatalogEntry* chooseCdu(const AnalysisContext& cx)
{
    const Design& d = cx.specs.design();
    if (!d.facility.cduRef.empty()) {
        const CatalogEntry* e = cx.specs.find(d.facility.cduRef);
        if (e && e->kind == Kind::Cdu && e->cdu.capacityW > 0)
            return e;
        cx.findings.push_back({Severity::Warning,
                               "CDU_UNKNOWN",
                               Message{"CDU_UNKNOWN", {arg::name(d.facility.cduRef)}},
                               {},
                               Message::of("CDU_UNKNOWN_FIX")});
    }
    const CatalogEntry* best = nullptr;
    auto consider = [&](const std::vector<const CatalogEntry*>& list) {
        for (const CatalogEntry* e : list)
            if (e->cdu.capacityW > 0 && (!best || e->cdu.capacityW > best->cdu.capacityW))
                best = e;
    };
    consider(d.pinned.ofKind(Kind::Cdu));
    consider(cx.specs.catalog().ofKind(Kind::Cdu));
    return best;
}

void addCduPower(PowerReport& power, const CatalogEntry& cdu, std::int64_t n, const Facility& f)
{
    // CDU pumps sit in the white space on IT circuits, so they are counted as IT load; PUE covers
    // the rest of the cooling plant (chillers, towers, CRAH fans).
    const Power p = scaledPower(cdu.power, static_cast<double>(n));
    power.itIdleW += p.idleW;
    power.itTypicalW += p.typicalW;
    power.itMaxW += p.maxW;
    power.byCategoryW[powerCategory(Kind::Cdu)] += p.typicalW;
    power.itW = power.itTypicalW * f.powerUtilisation;
    power.facilityW = power.itW * f.pue;
}

} // namespace

CoolingReport analyzeCooling(const AnalysisContext& cx, PowerReport& power)
{
    const Design& d = cx.specs.design();
    const Facility& f = d.facility;
    CoolingReport c;
    c.deltaTF = (f.outletC - f.inletC) * 1.8;
    c.heatBtuPerH = power.itMaxW * kBtuPerHPerW;
    const bool airflowValid = c.deltaTF > 0;
    if (!airflowValid)
        cx.findings.push_back(
            {Severity::Warning,
             "COOLING_BAD_DELTA_T",
             Message{"COOLING_BAD_DELTA_T", {arg::real(f.outletC, 1), arg::real(f.inletC, 1)}},
             {},
             Message::of("COOLING_BAD_DELTA_T_FIX")});
    auto cfm = [&](double w) {
        return airflowValid ? w * kBtuPerHPerW / (kAirSensibleHeat * c.deltaTF) : 0.0;
    };

    for (size_t i = 0; i < d.racks.size() && i < power.racks.size(); ++i) {
        const RackGroup& rack = d.racks[i];
        RackReport& rr = power.racks[i];
        const bool liquidContents = holdsLiquidCooled(rack, cx);
        rr.verdict = verdictFor(rr.maxW, rack.cooling == Cooling::Liquid || liquidContents, f);
        rr.heatBtuPerH = rr.maxW * kBtuPerHPerW;
        // A liquid-cooled rack's heat goes to the coolant; its residual air load is not modelled.
        rr.airflowCfm = rr.verdict == CoolingVerdict::Liquid ? 0.0 : cfm(rr.maxW);
        if (rr.verdict == CoolingVerdict::Liquid) {
            c.liquidRacks += rr.count;
            c.liquidHeatW += rr.maxW * static_cast<double>(rr.count);
        } else {
            c.airRacks += rr.count;
        }
        checkRack(rack, rr, liquidContents, cx);
    }
    // Everything not in a liquid-cooled rack (including unracked equipment) is cooled by air.
    const double airHeatW = std::max(0.0, power.itMaxW - c.liquidHeatW);
    c.airflowCfm = cfm(airHeatW);
    if (c.airflowCfm > 0)
        cx.findings.push_back(
            {Severity::Info,
             "COOLING_AIRFLOW",
             Message{"COOLING_AIRFLOW",
                     {arg::si(airHeatW, "W"), arg::real(airHeatW * kBtuPerHPerW, 0),
                      arg::real(c.airflowCfm, 0), arg::real(c.deltaTF, 1),
                      arg::real(c.airflowCfm * kCubicMetresPerHourPerCfm, 0),
                      arg::real(c.deltaTF / 1.8, 1)}},
             {},
             {}});

    if (c.liquidHeatW > 0) {
        if (const CatalogEntry* cdu = chooseCdu(cx)) {
            c.cduRef = cdu->id;
            // The tiny slack keeps an exact multiple (e.g. 500 kW on 250 kW units) at 2, not 3.
            c.cdusNeeded =
                static_cast<std::int64_t>(std::ceil(c.liquidHeatW / cdu->cdu.capacityW - 1e-9));
            addCduPower(power, *cdu, c.cdusNeeded, f);
            cx.findings.push_back({Severity::Info,
                                   "COOLING_CDUS",
                                   Message{"COOLING_CDUS",
                                           {arg::count(c.liquidRacks), arg::si(c.liquidHeatW, "W"),
                                            arg::count(c.cdusNeeded), arg::name(cdu->name),
                                            arg::si(cdu->cdu.capacityW, "W")}},
                                   {},
                                   {}});
        } else {
            cx.findings.push_back({Severity::Warning,
                                   "NO_CDU",
                                   Message{"NO_CDU", {arg::si(c.liquidHeatW, "W")}},
                                   {},
                                   Message::of("NO_CDU_FIX")});
        }
    }

    cx.explanations.push_back(
        {"heatBtuPerH", Message::of("EXPL_HEAT_BTU"), Message::of("SRC_HEAT_CONVERSION")});
    cx.explanations.push_back(
        {"airflowCfm", Message::of("EXPL_AIRFLOW_CFM"), Message::of("SRC_SENSIBLE_HEAT")});
    cx.explanations.push_back(
        {"rackCooling",
         Message{"EXPL_RACK_COOLING",
                 {arg::si(f.airLimitW, "W"), arg::si(f.containedAirLimitW, "W")}},
         Message::of(kThresholdSource)});
    cx.explanations.push_back(
        {"cdusNeeded", Message::of("EXPL_CDUS"), Message::of("SRC_CONVENTION_CDU")});
    return c;
}

} // namespace cc::model
