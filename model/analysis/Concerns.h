#pragma once
// The per-concern analysis functions that analyze() composes. Each is pure: it reads the design
// through the resolver and inventory, and appends findings and explanations.
#include "model/analysis/Inventory.h"
#include "model/analysis/Report.h"

namespace cc::model {

struct AnalysisContext {
    const SpecResolver& specs;
    const Inventory& inv;
    std::vector<Finding>& findings;
    std::vector<Explanation>& explanations;
};

NetworkReport analyzeNetwork(const AnalysisContext& cx);
PowerReport analyzePower(const AnalysisContext& cx, const NetworkReport& net);
/// Also fills the cooling verdict, heat and airflow of each rack in `power.racks`.
CoolingReport analyzeCooling(const AnalysisContext& cx, PowerReport& power);
std::vector<HostCheck> analyzeHosts(const AnalysisContext& cx);
CostReport analyzeCost(const AnalysisContext& cx, const NetworkReport& net,
                       const CoolingReport& cooling);

} // namespace cc::model
