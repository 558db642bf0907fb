#pragma once
// The plan as JSON (the CLI contract of `plan --json`, the input of `plan-merge`). Keys:
// {evaluated, seconds, candidates:[{server, nodes, gpus, fabric, oversubscription,
// layout:{tp, pp, dp, cp, ep, microBatch, recompute, zeroStage}, fits, meetsConstraints,
// timeToTrainS, stepTimeS, capexUsd, costRentUsd, itPowerW, facilityPowerW, bottleneck}],
// recommended:{cheapest, fastest, lowestEnergy}} plus further keys documented in README.
#include "model/plan/PlanAlternatives.h"
#include "model/plan/PlanTypes.h"

#include <optional>
#include <string>

namespace cc::model::plan {

/// The result with the job and constraints it was made for (so shards can be merged).
/// `includeSeconds` false leaves "seconds" at 0 (for comparing runs).
std::string planToJson(const PlanResult& r, const PlanConstraints& c, const Workload& job,
                       bool includeSeconds = true);

/// A parsed plan file. Throws FormatError naming the file, JSON path and field.
struct PlanFile {
    PlanResult result;
    PlanConstraints constraints;
    Workload job;
    std::string jobJson; ///< the workload as written in the file
};
PlanFile planFromJson(const std::string& text, const std::string& label);

/// `workloadJson` (one workload object) with `record` as its "plan" key: {constraints,
/// evaluated, chosen, job, verdict, alternatives:[{roles, candidate}]}, candidates as in a plan.
std::string withPlanRecord(const std::string& workloadJson, const PlanRecord& record);

/// The "plan" key of a workload's JSON text; nullopt when there is none or it is not readable.
std::optional<PlanRecord> planRecordFromWorkloadJson(const std::string& workloadJson);

} // namespace cc::model::plan
