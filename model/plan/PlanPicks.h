#pragma once
// The recommended picks of a plan and, when nothing meets every constraint, the answer why.
#include "model/plan/PlanTypes.h"

#include <string>
#include <vector>

namespace cc::model::plan {

/// Cheapest meeting every constraint; fastest within budget, power and parts (deadline aside);
/// lowest energy meeting every constraint. Each says what limits it and what would do better.
Recommendations recommend(const std::vector<PlanCandidate>& ranked, const PlanConstraints& c);

/// "deadline 5.2 d > 3 d (+73 %)".
std::string describeViolation(const Violation& v);

/// The constraints given, as text: "a 3-day deadline, $2,000,000 capex".
std::string describeConstraints(const PlanConstraints& c);

} // namespace cc::model::plan
