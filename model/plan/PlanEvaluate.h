#pragma once
// Evaluates one group of the plan's space (one server type at one size, every fabric): builds
// each design with the generators, evaluates it with model::evaluate (the canvas's one
// evaluation; its layout chosen by the parallelism search), checks the constraints.
#include "model/catalog/Catalog.h"
#include "model/plan/PlanSpace.h"
#include "model/plan/PlanTypes.h"

#include <cstdint>
#include <vector>

namespace cc::model::plan {

struct EvaluateContext {
    const Workload& job;
    const PlanConstraints& constraints;
    const Catalog& catalog;
    const CatalogEntry* storage = nullptr; ///< appliance attached to networked designs
    double checkpointBytes = 0;            ///< one checkpoint of the job (storage sizing)
};

struct EvaluateStats {
    std::int64_t designs = 0;
    std::int64_t layouts = 0;
};

/// The storage appliance plans attach: the most write bandwidth per dollar (ties: id).
const CatalogEntry* planStorage(const Catalog& catalog);

/// Bytes of one checkpoint of `job` (TrainingStorage.h checkpointBytes).
double jobCheckpointBytes(const Workload& job);

/// Appends one candidate per buildable design of `group`.
void evaluateGroup(const SpaceGroup& group, const EvaluateContext& ctx,
                   std::vector<PlanCandidate>& out, EvaluateStats& stats);

/// Fills `violations` and `meetsConstraints` of a candidate from its figures.
void checkConstraints(PlanCandidate& c, const PlanConstraints& k, bool liquidCooled,
                      bool serversPriced = true);

} // namespace cc::model::plan
