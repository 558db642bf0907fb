#pragma once
#include "model/analysis/Report.h"
#include "model/training/Workload.h"

#include <vector>

namespace cc::model {

/// The parallel layout of a job on a number of GPUs, with dp resolved and the setup checked.
struct ParallelLayout {
    int gpus = 0;
    int tp = 1, pp = 1, dp = 1, cp = 1, ep = 1;
    int microBatches = 1;   ///< m = globalBatch / (microBatch · dp)
    int interleave = 1;     ///< v
    bool valid = false;     ///< false when a contradiction was found (findings say which)
};

/// Resolves dp (nullopt: gpus / (tp·pp·cp)) and checks the setup: tp·pp·cp·dp = gpus, heads and
/// kvHeads divisible by tp, layers divisible by pp·v, experts by ep, ep dividing dp·cp, global
/// batch divisible by microBatch·dp, seqLen divisible by cp (2·cp with load balancing not
/// assumed). Each contradiction is a Finding with a clear message; never throws.
ParallelLayout resolveLayout(const Workload& w, int gpus, std::vector<Finding>& findings);

} // namespace cc::model
