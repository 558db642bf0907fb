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

/// What the design's description says of its origin: PLAN_DESIGN_NOTE (the job, the candidate).
Message planDesignNote(const PlanCandidate& c, const Workload& job);

/// The candidate's design with `job` (as candidateWorkload) as its workload; its description
/// ends with planDesignNote said by `render` (the description is the user's text from then on,
/// so it is written in the language of whoever opens the plan). With `record`, the workload also
/// keeps what the plan considered (PlanAlternatives.h). Throws std::invalid_argument when the
/// catalog no longer builds it.
Design candidateDesign(const PlanCandidate& c, const Workload& job, const Catalog& catalog,
                       const MessageRenderer& render, const PlanRecord* record = nullptr);

} // namespace cc::model::plan
