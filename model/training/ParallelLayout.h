#pragma once
// The parallel layout of a training job, declared once: what a workload asks for
// (TrainingSetup::layout), what the parallelism search varies (its candidates and results hold
// one), and, inside ResolvedLayout (Layout.h), what an analysis runs. No other model header, so
// Workload.h can hold one and Layout.h can resolve it against a Workload. No Qt.
#include <optional>

namespace cc::model {

enum class Recompute { None, Selective, Full };

/// How a job is split over its GPUs and scheduled: tp·pp·cp·dp = GPUs; the expert layers
/// re-split the same tp·cp·dp ranks as ep × expertTp × expertDp (Megatron Core MoE parallel
/// folding). Stored in workload JSON under `training` (Workload.cpp): tp, pp, dp, cp, ep,
/// expertTp, microBatch, pipelineInterleave, ppFirstStageLayers, ppLastStageLayers,
/// ppEmbeddingAsLayer, ppLossAsLayer, sequenceParallel, recompute, zeroStage.
struct ParallelLayout {
    int tp = 1;
    int pp = 1;
    std::optional<int> dp; ///< nullopt: all remaining GPUs (gpus / (tp·pp·cp))
    int cp = 1;
    int ep = 1;
    int expertTp = 1;         ///< tensor parallelism of the routed experts
    int microBatch = 1;       ///< sequences per micro-batch and data-parallel rank
    int interleave = 1;       ///< virtual pipeline stages per GPU (v); JSON pipelineInterleave
    int firstStageLayers = 0; ///< layers of the first pipeline stage; 0: even split
    int lastStageLayers = 0;  ///< layers of the last pipeline stage; 0: even split
    int zeroStage = 1;        ///< 0-3 (DeepSpeed ZeRO / FSDP equivalents)
    Recompute recompute = Recompute::Selective;
    bool embeddingAsLayer = false; ///< the input embedding takes one layer's slot
    bool lossAsLayer = false;      ///< the output layer and loss take one layer's slot
    bool sequenceParallel = true;

    bool operator==(const ParallelLayout&) const = default;
};

} // namespace cc::model
