#pragma once
// Private to model/training/Memory*.cpp (and white-box tests): the pieces of the memory model.
// Everything here is plain arithmetic on doubles: no allocation, so the parallelism search can
// call it millions of times per second.
#include "model/training/Layout.h"
#include "model/training/Workload.h"

namespace cc::model::mem {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

// Named overheads: assumptions, documented at the top of Memory.cpp.
constexpr double kRuntimeBytes = 1.5 * kGiB;          ///< CUDA context + library workspaces
constexpr double kNcclBytesPerGroup = 0.25 * kGiB;    ///< per communicator the rank belongs to
constexpr double kFragmentationFraction = 0.05;       ///< of activations and gathered units
constexpr double kPinnedHostBytesPerGpu = 1.0 * kGiB; ///< pinned staging buffers when offloading
/// NF4 with double quantisation: 4 + 8/64 + 32/(64·256) = 4.127 bits (Dettmers et al. 2023, §3).
constexpr double kNf4BytesPerParam = 4.127 / 8.0;

/// Parameters of one transformer layer by part; adapters are LoRA parameters per unit rank.
struct LayerParams {
    double attention = 0;        ///< Q, K, V, O projections
    double norms = 0;            ///< two RMS/LayerNorm weight vectors
    double denseMlp = 0;         ///< the dense MLP
    double expertMlp = 0;        ///< one expert's MLP (routed or shared)
    double router = 0;           ///< h · experts
    double attentionAdapter = 0; ///< Σ (d_in + d_out) over Q, K, V, O
    double denseMlpAdapter = 0;  ///< Σ (d_in + d_out) over the dense MLP matrices
    double expertAdapter = 0;    ///< Σ (d_in + d_out) over one expert's matrices
};
LayerParams layerParams(const ModelShape& m);
/// Q, K, V and output projection weights of one layer (GQA, headDim, MLA).
double attentionParams(const ModelShape& m);

/// Number of MoE layers among layers [0, layer).
long long moeLayersBelow(const ModelShape& m, long long layer);

/// The layers one GPU of a pipeline stage holds (over all its interleaved chunks), by kind.
struct StageLayers {
    double dense = 0;
    double moe = 0;
    bool first = false; ///< holds the input embedding
    bool last = false;  ///< holds the final norm, output head and logits
};
StageLayers stageLayers(const ModelShape& m, const ResolvedLayout& l, int stage);

/// True when stages differ in their layer mix (leading dense layers, moeEvery > 1).
bool stagesDifferInLayers(const ModelShape& m, const ResolvedLayout& l);

/// Per-GPU bytes of one pipeline stage, by what they hold.
struct StageBytes {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double runtime = 0;         ///< CUDA context and workspaces
    double nccl = 0;            ///< NCCL communicator buffers
    double pipelineBuffers = 0; ///< PP send/receive buffers
    double zero3Gather = 0;     ///< ZeRO-3/FSDP gathered layers (current + prefetched)
    double fragmentation = 0;   ///< allocator margin
    double hostPerGpu = 0;      ///< host RAM: offloaded states + pinned buffers

    double other() const { return runtime + nccl + pipelineBuffers + zero3Gather + fragmentation; }
    double total() const { return weights + gradients + optimizer + activations + other(); }
};

/// Bytes of stage `stage` at micro-batch `microBatch` with `microBatches` per step.
StageBytes stageBytes(const Workload& w, const ResolvedLayout& l, int stage, int microBatch,
                      int microBatches);

/// Activation bytes of one transformer layer for one micro-batch on one GPU (Memory
/// Activations.cpp explains the derivation from Korthikanti et al. 2022).
double layerActivationBytes(const ModelShape& m, const TrainingSetup& t, int tp, int cp,
                            int microBatch, bool moe, Recompute recompute);

/// Activation bytes a GPU of `stage` holds at the peak of the 1F1B (or interleaved) schedule.
double stageActivationBytes(const Workload& w, const ResolvedLayout& l, const StageLayers& sl,
                            int stage, int microBatch, int microBatches);

/// The fullest stage: its total and the largest host RAM per GPU over the stages.
struct Peak {
    double total = 0;
    double hostPerGpu = 0;
    int stage = 0;
};
Peak peak(const Workload& w, const ResolvedLayout& l, int microBatch, int microBatches);

} // namespace cc::model::mem
