#pragma once
// What a design chosen by a plan keeps of the plan (issue 10: "a proposal made from a plan gains
// an Alternatives considered page"): the constraints, the chosen candidate, the recommended picks
// and the runners-up, and for each why it was not chosen. Stored as the "plan" key of the
// design's workload (PlanJson.h), so it survives saving and `plan -o`.
#include "model/design/Design.h"
#include "model/plan/PlanTypes.h"

#include <optional>
#include <string>
#include <vector>

namespace cc::model::plan {

/// Runners-up kept besides the chosen design and the picks.
constexpr int kRunnersUp = 5;

/// One design the plan considered.
struct Alternative {
    /// chosen, cheapest, fastest, lowestEnergy (the picks it is), cheaperMiss (cheaper than the
    /// chosen design but missing a constraint) or runnerUp.
    std::vector<std::string> roles;
    PlanCandidate candidate;
};

/// The plan a design came from, as far as its proposal needs it.
struct PlanRecord {
    PlanConstraints constraints;
    std::int64_t evaluated = 0; ///< designs the plan analysed
    std::int64_t chosen = 0;    ///< candidate index of this design
    std::string jobName;
    std::vector<Alternative> alternatives; ///< chosen, picks, cheaper misses, runners-up
    Message verdict;                       ///< the plan's answer when nothing met the constraints
};

/// The record for choosing candidate `chosen` of `r`: it, the three picks, the two closest
/// cheaper designs that miss a constraint (closest first) and up to `runnersUp` further
/// candidates in rank order.
/// Throws std::invalid_argument when `chosen` is not in `r`.
PlanRecord planRecord(const PlanResult& r, const PlanConstraints& c, const std::string& jobName,
                      std::int64_t chosen, int runnersUp = kRunnersUp);

/// Why an alternative was not chosen, as figures (the views word it): the constraints it misses,
/// and how it compares with the chosen design (positive: more than the chosen one).
struct LostBecause {
    bool fits = true;
    std::vector<Violation> misses;
    double extraCostUsd = 0;
    double extraWallS = 0;
    double extraEnergyKwh = 0;
};
LostBecause lostBecause(const PlanCandidate& alternative, const PlanCandidate& chosen);

/// The record stored in `d`'s first workload; nullopt when the design has none (or it is not
/// readable: a hand-edited record only loses the page, never the design).
std::optional<PlanRecord> planRecordOf(const Design& d);

} // namespace cc::model::plan
