#pragma once
// Total cost of ownership over the years, bought versus rented (capex + opex as in Barroso,
// Hölzle, Ranganathan, "The Datacenter as a Computer", 3rd ed., 2018, ch. 6).
#include "model/analysis/Inventory.h"
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/Workload.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cc::model {

/// Cumulative spend after `years` of owning the design and of renting the same GPUs instead.
struct TcoPoint {
    double years = 0;
    double buyUsd = 0;
    double rentUsd = 0; ///< 0 when there is no cloud price
};

/// The TCO of a design over max(amortisation years, 5) years: buying pays the capex at year 0,
/// then energy and maintenance every year; renting pays the cloud price for the hours used.
struct TcoReport {
    double capexUsd = 0;
    double energyUsdPerYear = 0; ///< facility W (utilisation and PUE included) × 8,760 h × $/kWh
    double maintenanceUsdPerYear = 0; ///< capex × maintenance fraction
    double rentUsdPerYear = 0;        ///< Σ $/GPU-h × GPUs × 8,760 h × utilisation
    double utilisation = 1;           ///< the facility's average utilisation
    std::int64_t gpus = 0;
    double amortisationYears = 0;
    double horizonYears = 0;       ///< max(amortisation years, 5)
    bool hasCloudPrice = false;    ///< false: the rent curve is not computed
    double cloudUsdPerGpuHour = 0; ///< GPU-weighted over the design's accelerators
    std::string cloudPriceSource;
    std::vector<std::string> unpricedGenerations; ///< accelerators without a default price
    /// Years after which buying has cost less than renting; none when renting stays cheaper
    /// (or there is no cloud price). May lie beyond the horizon.
    std::optional<double> breakEvenYears;
    std::vector<TcoPoint> points; ///< quarterly, from 0 to the horizon
    std::vector<Explanation> explanations;

    bool breakEvenWithinHorizon() const
    {
        return breakEvenYears && *breakEvenYears <= horizonYears;
    }
};

/// Cumulative cost of buying after `years`: capex + years × (energy + maintenance).
double tcoBuyUsd(const TcoReport& t, double years);
/// Cumulative cost of renting after `years`: years × rent per year (0 without a cloud price).
double tcoRentUsd(const TcoReport& t, double years);

/// The TCO of `d` from its infrastructure report. `run` gives the cloud price (0: the default
/// per accelerator generation), amortisation years and maintenance fraction: the training job's
/// run settings, or RunSettings{} when the design has no job.
TcoReport analyzeTco(const Design& d, const Catalog& catalog, const Report& infra,
                     const RunSettings& run);
/// The same with the design's resolved inventory (evaluate() has it already).
TcoReport analyzeTco(const Design& d, const Inventory& inventory, const Report& infra,
                     const RunSettings& run);

} // namespace cc::model
