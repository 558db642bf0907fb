#pragma once
#include "model/analysis/Report.h"
#include "model/training/Workload.h"

#include <vector>

namespace cc::model {

/// The parallel layout of a job on a number of GPUs, with dp resolved and the setup checked.
struct ParallelLayout {
    int gpus = 0;
    int tp = 1, pp = 1, dp = 1, cp = 1, ep = 1;
    int microBatches = 1;                          ///< m = globalBatch / (microBatch · dp)
    int interleave = 1;                            ///< v
    int expertTp = 1;                              ///< tensor parallelism of the routed experts
    int firstStageLayers = 0, lastStageLayers = 0; ///< 0: even split (uneven pipelines)
    bool embeddingAsLayer = false, lossAsLayer = false;
    bool valid = false; ///< false when a contradiction was found (findings say which)
};

/// Layers one GPU of pipeline stage `stage` holds over its chunks: an even split, or Megatron's
/// uneven one (first/last stage layer counts; embedding and loss taking a layer's slot), where
/// stages get ceil(slots / (pp·v))·v layers and the rest goes to the last stage.
double pipelineStageLayers(int layers, const ParallelLayout& l, int stage);

/// Resolves dp (nullopt: gpus / (tp·pp·cp)) and checks the setup: tp·pp·cp·dp = gpus, heads and
/// kvHeads divisible by tp, layers over pp·v (uneven: a warning, the slowest stage sets the
/// pace), experts by ep, ep·expertTp dividing tp·cp·dp, global
/// batch divisible by microBatch·dp, seqLen divisible by cp (2·cp with load balancing not
/// assumed). Each contradiction is a Finding with a clear message; never throws.
ParallelLayout resolveLayout(const Workload& w, int gpus, std::vector<Finding>& findings);

} // namespace cc::model
