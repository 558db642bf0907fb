#pragma once
// Data-parallel synchronisation (DDP, ZeRO-1/2, ZeRO-3/FSDP per layer, hybrid sharding) and the
// optimizer step: the part of stepBreakdown() after the pipeline schedule (StepBreakdown.cpp).
#include "model/training/StepTime.h"

namespace cc::model {

/// The layers of the pipeline stages: the slowest sets the pace.
struct StageShape {
    double first = 0, mid = 0, last = 0; ///< layers per GPU (all interleaved chunks)
    double slowest = 0;
    double moeShare = 0; ///< fraction of layers that are MoE
};
StageShape stageShape(const StepModel& m, const ResolvedLayout& c);

/// What the synchronisation needs from the compute part of the step.
struct SyncInputs {
    double stageSeconds = 0; ///< one micro-batch through the slowest stage
    double layers = 0;       ///< layers of that stage
    double denseLayerFwd = 0, denseLayerBwd = 0;
    double moeLayerFwd = 0, moeLayerBwd = 0;
    double moeShare = 0;
};

/// PyTorch FSDP2 (fully_shard, per-parameter sharding) gathers a layer into one flat buffer and
/// copies it out into the parameters (torch.split_with_sizes_copy), and copies the gradients
/// into the reduce-scatter input (copy-in): each gathered or reduced byte is read and written
/// once more in HBM, on the compute stream ("Per-Parameter-Sharding FSDP Tracker",
/// pytorch/pytorch#114299, 2023; foreach_all_gather_copy_out, pytorch/pytorch#117950 and
/// #119451, 2024). Flat-buffer implementations
/// (Megatron FSDP, FSDP1, DeepSpeed ZeRO-3) use the gathered buffer in place.
constexpr double kFsdp2CopyBytesPerByte = 2;
constexpr std::string_view kFsdp2CopySource =
    "PyTorch FSDP2 per-parameter sharding (pytorch/pytorch#114299, 2023; all-gather copy-out "
    "pytorch/pytorch#117950 and #119451, 2024): all-gather copy-out and reduce-scatter copy-in "
    "read and write every gathered and reduced byte once more";

/// Fills dpCommExposed, fsdpComm and optimizer of `out`.
void addSyncAndOptimizer(const StepModel& m, const ResolvedLayout& c, const SyncInputs& in,
                         StepBreakdown& out);

/// Ranks a ZeRO-3/FSDP parameter shard spans: zeroShardGroup (hybrid sharding), else all dp·cp.
int fsdpShardRanks(const StepModel& m, const ResolvedLayout& c);

} // namespace cc::model
