#pragma once
// Turns a plan candidate back into a design: the same generator call the plan evaluated, with
// the job and its chosen layout as the design's workload (CLI `plan -o`, GUI "Open as design").
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/plan/PlanAlternatives.h"
#include "model/plan/PlanTypes.h"

namespace cc::model::plan {

/// The job with the candidate's layout applied (tp, pp, dp, cp, ep, micro-batch, interleave,
/// recompute, ZeRO stage, offload), run on all of the design's GPUs.
Workload candidateWorkload(const PlanCandidate& c, const Workload& job);

/// The candidate's design with `job` (as candidateWorkload) as its workload; with `record`, the
/// workload also keeps what the plan considered (PlanAlternatives.h). Throws
/// std::invalid_argument when the catalog no longer builds it.
Design candidateDesign(const PlanCandidate& c, const Workload& job, const Catalog& catalog,
                       const PlanRecord* record = nullptr);

} // namespace cc::model::plan
