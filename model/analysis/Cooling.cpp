// Cooling: heat and airflow, a per-rack verdict (air, air with containment, liquid) against the
// facility's thresholds, and the coolant distribution units the liquid-cooled racks need.
#include "model/analysis/AnalysisUtil.h"
#include "model/analysis/Concerns.h"

#include <algorithm>
#include <cmath>

namespace cc::model {

using namespace detail;

namespace {

constexpr const char* kThresholdShortSource = "Uptime Institute 2023; coolnetpower.com, dcxps.com";
constexpr const char* kThresholdSource =
    "Uptime Institute Global Data Center Survey 2023: most operators have no racks beyond 20 kW; "
    "coolnetpower.com / dcxps.com: optimized air with containment 20–40 kW per rack";

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
    const std::string thresholds = "(air up to " + fmtPower(f.airLimitW) +
                                   ", with containment up to " + fmtPower(f.containedAirLimitW) +
                                   "; " + kThresholdShortSource + ")";
    if (liquidContents) {
        cx.findings.push_back({Severity::Error,
                               "RACK_NEEDS_LIQUID",
                               "Rack '" + rack.name +
                                   "' is air-cooled but holds liquid-cooled "
                                   "equipment.",
                               {rack.id},
                               "Set the rack to liquid cooling (a CDU will be counted)."});
    } else if (rr.verdict == CoolingVerdict::Liquid) {
        cx.findings.push_back(
            {Severity::Error,
             "RACK_NEEDS_LIQUID",
             "Rack '" + rack.name + "' dissipates up to " + fmtPower(rr.maxW) +
                 ", beyond what air can remove even with containment " + thresholds + ".",
             {rack.id},
             "Use liquid cooling for this rack, or spread the servers so each rack stays under " +
                 fmtPower(f.containedAirLimitW) + "."});
    } else if (rr.verdict == CoolingVerdict::AirContained) {
        cx.findings.push_back(
            {Severity::Warning,
             "RACK_NEEDS_CONTAINMENT",
             "Rack '" + rack.name + "' dissipates up to " + fmtPower(rr.maxW) +
                 ", more than open-aisle air cooling handles " + thresholds + ".",
             {rack.id},
             "Plan hot- or cold-aisle containment or rear-door heat exchangers, or keep each rack "
             "under " +
                 fmtPower(f.airLimitW) + "."});
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
                               "The facility's CDU '" + d.facility.cduRef +
                                   "' is not a CDU with a capacity in the catalog; the largest "
                                   "catalog CDU is used instead.",
                               {},
                               "Choose a CDU from the catalog in the facility settings."});
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
        cx.findings.push_back({Severity::Warning,
                               "COOLING_BAD_DELTA_T",
                               "The facility's outlet temperature (" + fmtNum(f.outletC, 1) +
                                   " °C) is not above its inlet (" + fmtNum(f.inletC, 1) +
                                   " °C), so airflow cannot be computed.",
                               {},
                               "Set the hot-aisle temperature above the cold-aisle one."});
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
        cx.findings.push_back({Severity::Info,
                               "COOLING_AIRFLOW",
                               "The air-cooled equipment (" + fmtPower(airHeatW) +
                                   " at full load, " + fmtNum(airHeatW * kBtuPerHPerW) +
                                   " BTU/h) needs about " + fmtNum(c.airflowCfm) +
                                   " CFM of air at a " + fmtNum(c.deltaTF, 1) + " °F rise.",
                               {},
                               ""});

    if (c.liquidHeatW > 0) {
        if (const CatalogEntry* cdu = chooseCdu(cx)) {
            c.cduRef = cdu->id;
            // The tiny slack keeps an exact multiple (e.g. 500 kW on 250 kW units) at 2, not 3.
            c.cdusNeeded =
                static_cast<std::int64_t>(std::ceil(c.liquidHeatW / cdu->cdu.capacityW - 1e-9));
            addCduPower(power, *cdu, c.cdusNeeded, f);
            cx.findings.push_back({Severity::Info,
                                   "COOLING_CDUS",
                                   "Liquid-cooled racks (" + std::to_string(c.liquidRacks) +
                                       ") reject up to " + fmtPower(c.liquidHeatW) +
                                       "; CDUs needed: " + std::to_string(c.cdusNeeded) + " × " +
                                       cdu->name + " (" + fmtPower(cdu->cdu.capacityW) +
                                       " each), without spares.",
                                   {},
                                   ""});
        } else {
            cx.findings.push_back({Severity::Warning,
                                   "NO_CDU",
                                   "Liquid-cooled racks reject up to " + fmtPower(c.liquidHeatW) +
                                       ", but no CDU is in the catalog to size the coolant loop.",
                                   {},
                                   "Add a CDU to the catalog and choose it in the facility."});
        }
    }

    cx.explanations.push_back(
        {"heatBtuPerH", "BTU/h = W × 3.412, at IT max power", "formulas.md, Power and cooling"});
    cx.explanations.push_back(
        {"airflowCfm",
         "CFM = BTU/h / (1.08 × ΔT°F), ΔT°F = (outlet − inlet °C) × 1.8, sea-level air; liquid "
         "racks excluded",
         "sensible-heat equation Q = 1.08 × CFM × ΔT (coolnetsystem.com: 120 kW at ΔT 20 °F needs "
         "≈ 19,000 CFM)"});
    cx.explanations.push_back({"rackCooling",
                               "air if rack max ≤ " + fmtPower(f.airLimitW) +
                                   "; air with containment if ≤ " + fmtPower(f.containedAirLimitW) +
                                   "; liquid above, or when the rack or its equipment is "
                                   "liquid-cooled",
                               kThresholdSource});
    cx.explanations.push_back({"cdusNeeded", "⌈liquid heat W / CDU capacity W⌉, no spares",
                               "ClusterCanvas convention; CDU capacity from the catalog"});
    return c;
}

} // namespace cc::model
