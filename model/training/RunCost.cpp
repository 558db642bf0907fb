#include "model/training/RunCost.h"

#include "model/analysis/FiniteCheck.h"
#include "model/util/BoundedText.h"
#include "model/util/Format.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>

namespace cc::model {

namespace {

constexpr double kHoursPerYear = 8760;

// Epoch AI, epoch-research/training-cost-trends, data/Hardware prices.csv (indicative):
// https://github.com/epoch-research/training-cost-trends. A100 $2.50/GPU-h (MosaicML,
// 2023-06); H100 SXM $3.49/GPU-h on demand (Lambda, 2024-01). H200 shares the Hopper price.
const std::array<CloudPrice, 2> kPrices{{
    {"ampere", 2.50, "Epoch AI cloud GPU price data: MosaicML $2.50 per A100-hour (2023-06)"},
    {"hopper", 3.49,
     "Epoch AI cloud GPU price data: Lambda $3.49 per H100 SXM-hour on demand (2024-01)"},
}};

/// Issue 13: a run figure that is not finite (tiny prices or rates, huge counts) becomes an
/// error finding naming its inputs, and 0, never inf or nan in a report.
void requireFiniteRun(RunReport& r, std::vector<Finding>& findings)
{
    requireFinite(r.wallTimeS, "run wall time", "time to train and goodput", findings);
    requireFinite(r.energyKwh, "run energy", "facility power, job share and wall time", findings);
    requireFinite(r.co2Kg, "run CO2", "run energy and grid intensity", findings);
    requireFinite(r.costBuyUsd, "cost to buy",
                  "capex share, amortisation years, maintenance and energy price", findings);
    requireFinite(r.costRentUsd, "cost to rent", "cloud $/GPU-h, GPUs and wall time", findings);
    requireFinite(r.breakEvenUtilisation, "break-even utilisation",
                  "capex, amortisation years, maintenance, cloud $/GPU-h and energy price",
                  findings);
}

} // namespace

const CloudPrice* defaultCloudPrice(std::string_view generation)
{
    for (const auto& p : kPrices)
        if (p.generation == generation)
            return &p;
    return nullptr;
}

RunReport analyzeRun(const RunInputs& in, const RunSettings& settings, const Report& infra,
                     const Facility& facility, std::vector<Finding>& findings,
                     std::vector<Explanation>& explanations)
{
    RunReport r;
    r.wallTimeS = in.wallTimeS;
    const double hours = in.wallTimeS / 3600.0;
    // The job's share of the design: its GPUs over all GPUs (network, storage and facility
    // overheads shared in proportion).
    const double share = infra.design.gpus > 0
                             ? std::min(1.0, static_cast<double>(in.jobGpus) / infra.design.gpus)
                             : 0.0;
    const double jobFacilityW = infra.power.facilityW * share;
    r.energyKwh = jobFacilityW * hours / 1000.0;
    r.co2Kg = r.energyKwh * facility.gridKgCo2PerKwh;

    const double capex = infra.cost.capexUsd * share;
    const double years = std::max(settings.amortisationYears, 1e-9);
    const double runYears = hours / kHoursPerYear;
    const double energyUsd = r.energyKwh * facility.usdPerKwh;
    r.costBuyUsd =
        capex * runYears / years + capex * settings.maintenanceFraction * runYears + energyUsd;

    r.cloudUsdPerGpuHour = settings.cloudUsdPerGpuHour;
    std::string priceSource = "run.cloudUsdPerGpuHour (user setting)";
    // The user's price first, then the GPU's own catalog rent (dated, with its provider), then the
    // generation's default.
    if (r.cloudUsdPerGpuHour <= 0 && in.catalogUsdPerGpuHour > 0) {
        r.cloudUsdPerGpuHour = in.catalogUsdPerGpuHour;
        priceSource = "catalog rent: " + in.catalogPriceSource;
    }
    if (r.cloudUsdPerGpuHour <= 0) {
        if (const CloudPrice* p = defaultCloudPrice(in.generation)) {
            r.cloudUsdPerGpuHour = p->usdPerGpuHour;
            priceSource = std::string(p->source);
        } else {
            findings.push_back({Severity::Info,
                                "TRAINING_NO_CLOUD_PRICE",
                                Message{"TRAINING_NO_CLOUD_PRICE", {arg::name(in.generation)}},
                                {},
                                Message::of("TRAINING_NO_CLOUD_PRICE_FIX")});
        }
    }
    r.costRentUsd = r.cloudUsdPerGpuHour * in.jobGpus * hours;

    // Break-even utilisation u: owning costs capex/years + maintenance per year whether used or
    // not, plus energy while used; renting costs the hourly price while used.
    const double fixedPerYear = capex / years + capex * settings.maintenanceFraction;
    const double rentPerHour = r.cloudUsdPerGpuHour * in.jobGpus;
    const double energyPerHour = jobFacilityW / 1000.0 * facility.usdPerKwh;
    r.breakEvenUtilisation = rentPerHour > energyPerHour
                                 ? fixedPerYear / (kHoursPerYear * (rentPerHour - energyPerHour))
                                 : 0;
    requireFiniteRun(r, findings);
    if (rentPerHour > 0 && r.breakEvenUtilisation > 1)
        findings.push_back(
            {Severity::Info,
             "TRAINING_RENTING_CHEAPER",
             Message{"TRAINING_RENTING_CHEAPER", {arg::percent(r.breakEvenUtilisation, 0)}},
             {},
             {}});

    explanations.push_back(
        {"run.energyKwh",
         Message{"EXPL_RUN_ENERGY",
                 {arg::count(in.jobGpus), arg::count(static_cast<long long>(infra.design.gpus))}},
         Message::of("SRC_DEFINITION")});
    explanations.push_back({"run.co2Kg",
                            Message{"EXPL_RUN_CO2", {arg::real(facility.gridKgCo2PerKwh, 3)}},
                            Message::of("SRC_GRID_SETTING")});
    explanations.push_back(
        {"run.costBuyUsd",
         Message{"EXPL_RUN_COST_BUY",
                 {arg::name(plainNumber(years)), arg::percent(settings.maintenanceFraction, 0)}},
         Message::of("SRC_TCO_BUY")});
    explanations.push_back({"run.costRentUsd", Message::of("EXPL_RUN_COST_RENT"),
                            Message{"SRC_RENT_PRICE", {arg::name(priceSource)}}});
    explanations.push_back({"run.breakEvenUtilisation", Message::of("EXPL_RUN_BREAK_EVEN"),
                            Message::of("SRC_DEFINITION")});
    return r;
}

} // namespace cc::model
