#pragma once
// Energy, CO₂ and the cost of a training run, bought versus rented (capex + opex cost model as in
// Barroso, Hölzle, Ranganathan, "The Datacenter as a Computer", 3rd ed., 2018, ch. 6).
#include "model/analysis/Report.h"
#include "model/design/Design.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <string_view>
#include <vector>

namespace cc::model {

/// Default on-demand cloud price per GPU-hour of a generation (Epoch AI price data, indicative).
struct CloudPrice {
    std::string_view generation;
    double usdPerGpuHour = 0;
    std::string_view source;
};
/// nullptr when no dated public price is built in for the generation (the user must set one).
const CloudPrice* defaultCloudPrice(std::string_view generation);

/// What the run costs. `wallTimeS` includes lost work and restarts (time to train / goodput).
struct RunInputs {
    double wallTimeS = 0;
    int jobGpus = 0;
    std::string generation;
    double catalogUsdPerGpuHour = 0; ///< the GPU's catalog rent price (0: none)
    std::string catalogPriceSource;
};

RunReport analyzeRun(const RunInputs& in, const RunSettings& settings, const Report& infra,
                     const Facility& facility, std::vector<Finding>& findings,
                     std::vector<Explanation>& explanations);

} // namespace cc::model
