#pragma once
// `clustercanvas plan` and `plan-merge` as text: the job, the ranked designs and the three picks,
// as RPT_PLAN_* messages rendered by the installed renderer (so --lang translates them), the
// table aligned in terminal columns.
#include "model/plan/PlanTypes.h"
#include "model/training/Workload.h"

#include <string>

namespace cc::model::plan {

/// "tp 8 pp 4 dp 16 mb 1 ZeRO-1": the workload file's own field names, not translated.
std::string layoutText(const PlanCandidate& c);

/// The job line, the table of candidates and the picks (limited by, to do better), and the
/// verdict when nothing meets the constraints.
std::string planToText(const PlanResult& r, const Workload& job);

} // namespace cc::model::plan
