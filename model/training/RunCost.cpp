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

// components.md B.8 (indicative, Epoch AI "Hardware prices" CSV): A100 $2.50/GPU-h (MosaicML,
// 2023-06); H100 SXM $3.49/GPU-h on demand (Lambda, 2024-01). H200 shares the Hopper price.
const std::array<CloudPrice, 2> kPrices{{
    {"ampere", 2.50, "components.md B.8: MosaicML $2.50 per A100-hour (2023-06)"},
    {"hopper", 3.49, "components.md B.8: Lambda $3.49 per H100 SXM-hour on demand (2024-01)"},
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
                                "There is no default cloud price for '" + in.generation +
                                    "' GPUs, so the rented cost is not computed.",
                                {},
                                "Set run.cloudUsdPerGpuHour in the workload."});
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
        findings.push_back({Severity::Info,
                            "TRAINING_RENTING_CHEAPER",
                            "Renting is cheaper even at 100 % utilisation (break-even would be " +
                                percent(r.breakEvenUtilisation) + ").",
                            {},
                            ""});

    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "facility W × job share (%d of %lld GPUs) × wall hours; wall = time to train / "
                  "goodput",
                  in.jobGpus, static_cast<long long>(infra.design.gpus));
    explanations.push_back(
        {"run.energyKwh", buf, "formulas.md Power and cooling (energy per run)"});
    explanations.push_back(
        {"run.co2Kg",
         "energy × grid intensity " + std::to_string(facility.gridKgCo2PerKwh) + " kg/kWh",
         "formulas.md; Design facility setting"});
    explanations.push_back(
        {"run.costBuyUsd",
         "capex share × run years / " + plainNumber(years) + " amortisation years + maintenance " +
             percent(settings.maintenanceFraction) + "/year × run years + energy × $/kWh",
         "formulas.md Cost (TCO); capex from the infrastructure report (indicative prices)"});
    explanations.push_back({"run.costRentUsd", "$/GPU-h × GPUs × wall hours", priceSource});
    explanations.push_back(
        {"run.breakEvenUtilisation",
         "(capex/years + maintenance per year) / (8,760 h × (rent per hour − energy per hour))",
         "formulas.md Cost (rent vs buy)"});
    return r;
}

} // namespace cc::model
