#pragma once
#include "model/analysis/Report.h"
#include "model/training/ParallelLayout.h"
#include "model/training/Workload.h"

#include <vector>

namespace cc::model {

/// A ParallelLayout on a number of GPUs with what follows from it: dp resolved, the number of
/// micro-batches per step, and whether the setup holds together. It holds the layout, never a
/// second copy of its fields; what the step-time and memory models read.
struct ResolvedLayout {
    ParallelLayout layout; ///< every count ≥ 1; dp as the job sets it (search results: explicit)
    int gpus = 0;
    int dp = 1;           ///< layout.dp, or all remaining GPUs: gpus / (tp·pp·cp)
    int microBatches = 1; ///< m = globalBatch / (microBatch · dp)
    bool valid = false;   ///< false when a contradiction was found (findings say which)
};

/// Layers one GPU of pipeline stage `stage` holds over its chunks: an even split, or Megatron's
/// uneven one (first/last stage layer counts; embedding and loss taking a layer's slot), where
/// stages get ceil(slots / (pp·v))·v layers and the rest goes to the last stage.
double pipelineStageLayers(int layers, const ParallelLayout& l, int stage);

/// Share of the forward and backward chunk passes that Megatron's combined 1F1B schedule
/// (EP all-to-all overlap, megatron/core/pipeline_parallel/combined_1f1b.py) runs alone, with no
/// other micro-batch's pass to hide their all-to-all: the forwards of the pipeline warm-up and
/// the backwards of the cool-down. Rank r of p with v chunks warms up with
/// min(m·v, 2(p−r−1) + (v−1)·p) forwards (Megatron's interleaved schedule), at least one (the
/// first forward always runs alone); the mean over the ranks, over m·v passes.
double overlapUnpairedShare(const ResolvedLayout& c);

/// Resolves dp (nullopt: gpus / (tp·pp·cp)) and checks the setup: tp·pp·cp·dp = gpus, heads and
/// kvHeads divisible by tp, layers over pp·v (uneven: a warning, the slowest stage sets the
/// pace), experts by ep, ep·expertTp dividing tp·cp·dp, global
/// batch divisible by microBatch·dp, seqLen divisible by cp (2·cp with load balancing not
/// assumed). Each contradiction is a Finding with a clear message; never throws.
ResolvedLayout resolveLayout(const Workload& w, int gpus, std::vector<Finding>& findings);

} // namespace cc::model
