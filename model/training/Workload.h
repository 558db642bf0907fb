#pragma once
// A training job: the model's shape and how it is trained. Stored in the design's `workloads`
// (and in standalone workload files for the CLI); format in README "Workloads".
#include "model/training/ParallelLayout.h"
#include "model/util/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model {

/// Transformer shape. Dense when experts == 0; MoE layers every `moeEvery` layers otherwise.
struct ModelShape {
    int layers = 0;
    int hidden = 0;
    int heads = 0;
    int kvHeads = 0;   ///< < heads: grouped-query attention; 1: multi-query
    int ffnHidden = 0; ///< dense MLP width
    int vocab = 0;
    int seqLen = 0;
    bool gatedMlp = false; ///< SwiGLU-style: three matrices instead of two
    bool tiedEmbeddings = true;
    int experts = 0;         ///< routed experts per MoE layer (0 = dense model)
    int topK = 0;            ///< experts active per token
    int expertFfnHidden = 0; ///< width of one expert's MLP
    int sharedExperts = 0;   ///< always-active experts per MoE layer
    int moeEvery = 1;        ///< every n-th layer is MoE
    int denseLayers = 0;     ///< leading dense layers before the MoE layers start
    int headDim = 0;         ///< per-head dimension; 0 = hidden / heads (Qwen3, Gemma differ)
    // Multi-head latent attention (DeepSeek-V2/V3, Liu et al. 2024); kvLoraRank > 0 means MLA.
    int qLoraRank = 0;     ///< query down-projection rank (0: queries projected directly)
    int kvLoraRank = 0;    ///< compressed key/value latent width
    int qkNopeHeadDim = 0; ///< per-head query/key width without rotary embedding
    int qkRopeHeadDim = 0; ///< per-head rotary query/key width (the rotary key is shared)
    int vHeadDim = 0;      ///< per-head value width

    bool mla() const { return kvLoraRank > 0; }
    /// Per-head width of queries and keys / of values (MLA: nope + rope and vHeadDim).
    double qkHeadDim() const;
    double valueHeadDim() const;

    bool operator==(const ModelShape&) const = default;
};

enum class Method { Pretrain, Full, Lora, Qlora };
enum class Precision { Fp32, Fp16, Bf16, Fp8 };
enum class OptimizerKind { AdamW, AdamW8bit, Sgd };
enum class Offload { None, Optimizer, OptimizerParams };
/// FP8 scaling recipe (Transformer Engine): auto picks delayed on Hopper, MXFP8 on Blackwell.
enum class Fp8Recipe { Auto, Tensorwise, Delayed, Blockwise, Mxfp8 };
/// The fused attention kernel generation the framework runs: auto (the generation's default,
/// Efficiency.cpp), fa2 (FlashAttention-2 class: PyTorch SDPA flash, TE with flash-attn 2),
/// fa3 (FlashAttention-3 class: Hopper warp-specialised kernels). JSON "attentionKernel".
enum class AttentionKernel { Auto, Fa2, Fa3 };
/// MoE token dispatcher: alltoall (one copy per routed expert through the all-to-all, Megatron
/// Core alltoall dispatcher) or deepep (DeepSeek DeepEP / Megatron flex dispatcher: a token
/// crosses the scale-out network once per destination node, then NVLink forwards it to that
/// node's experts). JSON "moeDispatcher".
enum class MoeDispatcher { AllToAll, DeepEp };
/// Context-parallel K/V exchange: ring (Megatron Core, overlapped) or all-gather (Llama 3).
enum class CpKind { Ring, AllGather };
enum class LoraTargets { All, Attention };
/// How ZeRO-3/FSDP holds a layer's gathered parameters: flat (one contiguous buffer the
/// parameters are views of: Megatron FSDP, PyTorch FSDP1 FlatParameter, DeepSpeed ZeRO-3) or
/// perParameter (PyTorch FSDP2 fully_shard: the gathered buffer is copied out into each
/// parameter, gradients copied into the reduce-scatter buffer). JSON "fsdpBuffers".
enum class FsdpBuffers { Flat, PerParameter };
/// Tensor-parallel communication overlap: none (Megatron-LM 2021); backward (asynchronous
/// all-reduce under the weight-gradient GEMMs, Megatron-LM default since 2022); full (Megatron
/// Core --tp-comm-overlap, Transformer Engine userbuffers). JSON "tpOverlap": none|backward|full.
enum class TpOverlap { None, Backward, Full };

std::string_view methodName(Method m);
std::string_view precisionName(Precision p);
std::string_view optimizerName(OptimizerKind o);
std::string_view offloadName(Offload o);
std::string_view recomputeName(Recompute r);
std::string_view fp8RecipeName(Fp8Recipe r);
std::string_view cpKindName(CpKind k);
std::string_view fsdpBuffersName(FsdpBuffers b);
std::string_view attentionKernelName(AttentionKernel k);
std::string_view moeDispatcherName(MoeDispatcher d);

/// How the job is trained: the parallel layout (ParallelLayout.h) and every other setting.
struct TrainingSetup {
    Method method = Method::Pretrain;
    Precision precision = Precision::Bf16;
    OptimizerKind optimizer = OptimizerKind::AdamW;
    ParallelLayout layout;             ///< tp, pp, dp, cp, ep, micro-batch, recompute, ZeRO, ...
    bool distributedOptimizer = false; ///< Megatron distributed optimizer (like ZeRO-1)
    Offload offload = Offload::None;
    bool flashAttention = true;
    int globalBatch = 0;                ///< sequences per optimizer step
    double tokens = 0;                  ///< tokens to train on
    double datasetTokens = 728562706.5; ///< fine-tuning dataset (= kDefaultDatasetTokens)
    double epochs = 2;                  ///< passes over the dataset; tokens = dataset × epochs
    int loraRank = 16;
    /// The linear layers that get LoRA adapters: all (Q, K, V, O, MLP and experts: QLoRA,
    /// PEFT target_modules '*_proj') or attention (Q, K, V, O: the MLPerf Llama 2 70B LoRA
    /// reference).
    LoraTargets loraTargets = LoraTargets::All;
    /// How tensor-parallel communication overlaps compute (used by the step-time model).
    TpOverlap tpOverlap = TpOverlap::Backward;
    Fp8Recipe fp8Recipe = Fp8Recipe::Auto; ///< only used when precision is fp8
    double moeCapacityFactor = 0; ///< 0: dropless; else tokens per expert ≤ factor × mean
    bool moeOverlap = false;      ///< expert all-to-all overlapped with compute
    /// Routing forced to a uniform token spread (Megatron Core --moe-router-force-load-balancing,
    /// what framework performance benchmarks run): no learned-routing imbalance.
    bool moeForceBalance = false;
    /// Round-robin benchmark routing (NeMo AutoModel FakeBalancedGate, noise 0): token i of a
    /// micro-batch goes to experts i·topK … i·topK + topK − 1 (mod experts). Every expert gets
    /// the same load, and a token's experts are neighbours, so they sit on one or two nodes.
    bool moeRoundRobin = false;
    MoeDispatcher moeDispatcher = MoeDispatcher::AllToAll;
    int moeMaxNodes = 0;    ///< node-limited routing: a token's experts on at most this many nodes
    int zeroShardGroup = 0; ///< hybrid sharding group (0: all dp·cp ranks)
    CpKind cpKind = CpKind::Ring;
    int activationOffloadLayers = 0;             ///< layers whose activations go to host memory
    FsdpBuffers fsdpBuffers = FsdpBuffers::Flat; ///< ZeRO-3 gathered-parameter layout
    double recomputeGemmShare = 0; ///< selective recompute: share of linear GEMMs recomputed
    AttentionKernel attentionKernel = AttentionKernel::Auto; ///< FlashAttention generation

    bool operator==(const TrainingSetup&) const = default;
};

/// What it costs to rent instead of buy, and how the job's GPUs are chosen in the design.
struct RunSettings {
    double cloudUsdPerGpuHour = 0;     ///< 0: a default per accelerator generation
    double amortisationYears = 4;      ///< capex written off over this period
    double maintenanceFraction = 0.10; ///< yearly maintenance as a fraction of capex
    double restartMinutes = 15;        ///< time to restart after a failure
    std::optional<int> gpus;           ///< nullopt: every GPU of the design's largest server group

    bool operator==(const RunSettings&) const = default;
};

/// A named training job.
struct Workload {
    std::string name;
    std::string preset; ///< model preset it started from, if any
    ModelShape model;
    TrainingSetup training;
    RunSettings run;

    bool operator==(const Workload&) const = default;
};

/// Parses workload JSON. A `"preset": "llama3-70b"` fills the model from the preset first;
/// explicit fields override it; missing fields get the documented defaults. Problems are
/// appended to `diags` with JSON paths; returns nullopt only when nothing usable is left.
std::optional<Workload> parseWorkload(std::string_view json, const std::string& label,
                                      std::vector<Diagnostic>& diags);
std::string workloadToJson(const Workload& w);

/// Presets for popular models (Llama 3 8B/70B/405B, Qwen2.5 7B/72B, Qwen3 8B/32B/235B-A22B,
/// Mixtral 8x7B, DeepSeek-V3 with MLA, GPT-3 175B, a ~100M model), each with its source.
struct ModelPreset {
    std::string id;
    std::string name;
    ModelShape shape;
    std::string source;
};
const std::vector<ModelPreset>& modelPresets();
const ModelPreset* findPreset(std::string_view id);

} // namespace cc::model
