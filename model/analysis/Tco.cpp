// Total cost of ownership, bought versus rented (Barroso, Hölzle, Ranganathan, "The Datacenter
// as a Computer", 3rd ed., 2018, ch. 6): opex/year = facility kWh ×
// price + maintenance %; TCO(n years) = capex + n·opex; rent = cloud $/GPU-h × GPU-hours. The
// prices, amortisation and maintenance are the run-cost settings of RunCost.cpp and Workload.h,
// so the chart and the training job's cost of a run agree.
#include "model/analysis/Tco.h"

#include "model/analysis/Inventory.h"
#include "model/catalog/Availability.h"
#include "model/training/RunCost.h"
#include "model/util/Format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace cc::model {

namespace {

constexpr double kHoursPerYear = 8760; // 365 × 24, as in RunCost.cpp
/// ClusterCanvas convention: show at least five years, a common server service life, so a
/// short amortisation period still shows where buying overtakes renting.
constexpr double kMinHorizonYears = 5;
constexpr int kStepsPerYear = 4; // quarterly points

/// Rent per hour of every GPU at the price the training job's run cost uses (RunCost.cpp): the
/// catalog entry's own rent price, else its generation's default; GPUs with neither are listed
/// in `missing` by generation.
double defaultRentPerHour(const Design& d, const Inventory& inv, std::vector<std::string>& missing,
                          std::string& source)
{
    std::map<std::string, std::string> sources; // GPU name -> price source
    std::map<std::string, bool> unpriced;       // generation -> true
    double perHour = 0;
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Server)
            continue;
        const auto it = inv.templates.find(b.templateId);
        if (it == inv.templates.end() || !it->second.gpu || it->second.gpus <= 0)
            continue;
        const CatalogEntry& gpu = *it->second.gpu;
        double price = 0;
        if (const std::optional<RentPrice> rent = rentOf(gpu)) {
            price = rent->usdPerGpuHour;
            sources[gpu.name] =
                rent->provider + " " + rent->tier + " price (" + rent->asOf + "), " + rent->source;
        } else if (const CloudPrice* p = defaultCloudPrice(gpu.accel.generation)) {
            price = p->usdPerGpuHour;
            sources[gpu.name] = std::string(p->source);
        } else {
            const std::string& gen = gpu.accel.generation;
            unpriced[gen.empty() ? std::string("unknown") : gen] = true;
            continue;
        }
        perHour += price * static_cast<double>(b.replicas * it->second.gpus);
    }
    for (const auto& [gen, flag] : unpriced)
        missing.push_back(gen);
    for (const auto& [name, src] : sources)
        source += (source.empty() ? "" : "; ") + name + ": " + src;
    return perHour;
}

} // namespace

double tcoBuyUsd(const TcoReport& t, double years)
{
    return t.capexUsd + years * (t.energyUsdPerYear + t.maintenanceUsdPerYear);
}

double tcoRentUsd(const TcoReport& t, double years)
{
    return t.hasCloudPrice ? years * t.rentUsdPerYear : 0.0;
}

TcoReport analyzeTco(const Design& d, const Catalog& catalog, const Report& infra,
                     const RunSettings& run)
{
    std::vector<Finding> ignored; // the infrastructure analysis reports these already
    return analyzeTco(d, buildInventory(SpecResolver(d, catalog), ignored), infra, run);
}

TcoReport analyzeTco(const Design& d, const Inventory& inventory, const Report& infra,
                     const RunSettings& run)
{
    TcoReport t;
    t.capexUsd = infra.cost.capexUsd;
    t.gpus = infra.design.gpus;
    t.utilisation = d.facility.powerUtilisation;
    t.amortisationYears = run.amortisationYears;
    t.horizonYears = std::max(run.amortisationYears, kMinHorizonYears);
    // facilityW = typical IT power × utilisation × PUE (Power.cpp), so the utilisation is
    // already in it.
    t.energyUsdPerYear = infra.power.facilityW / 1000.0 * kHoursPerYear * d.facility.usdPerKwh;
    t.maintenanceUsdPerYear = t.capexUsd * run.maintenanceFraction;

    double rentPerHour = 0;
    if (run.cloudUsdPerGpuHour > 0) {
        rentPerHour = run.cloudUsdPerGpuHour * static_cast<double>(t.gpus);
        t.cloudPriceSource = "run.cloudUsdPerGpuHour (user setting)";
    } else if (t.gpus > 0) {
        rentPerHour = defaultRentPerHour(d, inventory, t.unpricedGenerations, t.cloudPriceSource);
    }
    t.hasCloudPrice = t.gpus > 0 && rentPerHour > 0 && t.unpricedGenerations.empty();
    if (t.hasCloudPrice) {
        t.cloudUsdPerGpuHour = rentPerHour / static_cast<double>(t.gpus);
        t.rentUsdPerYear = rentPerHour * kHoursPerYear * t.utilisation;
        // capex + n·opex = n·rent  ⇔  n = capex / (rent − opex), when renting costs more per year.
        const double saving = t.rentUsdPerYear - t.energyUsdPerYear - t.maintenanceUsdPerYear;
        if (saving > 0)
            t.breakEvenYears = t.capexUsd / saving;
    }

    const int steps = static_cast<int>(std::ceil(t.horizonYears * kStepsPerYear - 1e-9));
    t.points.reserve(static_cast<size_t>(steps) + 1);
    for (int i = 0; i <= steps; ++i) {
        const double years = std::min(static_cast<double>(i) / kStepsPerYear, t.horizonYears);
        t.points.push_back({years, tcoBuyUsd(t, years), tcoRentUsd(t, years)});
    }

    t.explanations.push_back(
        {"tco.buyUsd",
         Message{"EXPL_TCO_BUY",
                 {arg::real(d.facility.usdPerKwh, 3), arg::percent(run.maintenanceFraction, 1)}},
         Message::of("SRC_TCO_BUY")});
    if (t.hasCloudPrice) {
        t.explanations.push_back(
            {"tco.rentUsd",
             Message{"EXPL_TCO_RENT", {arg::count(t.gpus), arg::percent(t.utilisation, 0)}},
             Message{"SRC_RENT_PRICE", {arg::name(t.cloudPriceSource)}}});
        t.explanations.push_back({"tco.breakEvenYears", Message::of("EXPL_TCO_BREAK_EVEN"),
                                  Message::of("SRC_DEFINITION")});
    }
    return t;
}

} // namespace cc::model
