#pragma once
// The recommended picks of a plan and, when nothing meets every constraint, the answer why.
#include "model/plan/PlanTypes.h"

#include <string>
#include <vector>

namespace cc::model::plan {

/// Cheapest meeting every constraint; fastest within budget, power and parts (deadline aside);
/// lowest energy meeting every constraint. Each says what limits it and what would do better.
Recommendations recommend(const std::vector<PlanCandidate>& ranked, const PlanConstraints& c);

/// "deadline: 5.2 days > 3.0 days (+73 %)" (PLAN_MISS_*).
Message describeViolation(const Violation& v);

/// The constraints given, as text: "a 3-day deadline, $2,000,000 capex".
Message describeConstraints(const PlanConstraints& c);

} // namespace cc::model::plan
