#pragma once
// Step time, MFU and time to train of a training job (issue 3 §3). The model: per-layer compute
// from FLOPs at the generation's achievable GEMM rate, element-wise work at achievable HBM
// bandwidth, each parallel group's communication on the tier of the drawn topology that carries
// it, the pipeline bubble and the optimizer step. Constants: Efficiency.h.
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/Efficiency.h"
#include "model/training/GemmRates.h"
#include "model/training/Layout.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model {

/// The hardware under a job, resolved once per design: achievable rates, not datasheet peaks.
struct ComputeHardware {
    std::string gpuName;
    std::string generation;
    double rentUsdPerGpuHour = 0; ///< the GPU's catalog rent price (0: the entry has none)
    std::string rentSource;       ///< provider, date and source of that price
    double peakFlops = 0;         ///< dense FLOP/s at the job's precision (datasheet)
    double peakBf16Flops = 0;     ///< attention, logits and element-wise work run in BF16
    double gemmEfficiency = 0;    ///< large GEMMs at the job's precision (MAMF × sustained)
    double gemmBf16Efficiency = 0;
    double attentionEfficiency = 0; ///< FlashAttention forward+backward, × sustained clock
    double boardClock = 1; ///< concurrentBoardClock() on a multi-GPU server (in the two above)
    std::string boardClockSource; ///< its source; empty when not applied
    double attentionTileOverhead = kAttentionTileOverheadHopper; ///< per query tile, in blocks
    double hbmBytesPerS = 0; ///< achievable (datasheet × kHbmEfficiency)
    double memoryBytes = 0;  ///< per GPU
    double sms = 0;          ///< SMs / CUs (wave quantisation; 0 = unknown)
    std::string smSource;
    double hostRamBytesPerNode = 0;
    int gpusPerServer = 1;
    int domainGpus = 1;               ///< GPUs sharing one scale-up (NVLink) domain
    double scaleUpBusBytesPerS = 0;   ///< achievable collective bandwidth inside the domain
    double interNodeBusBytesPerS = 0; ///< achievable per-GPU bandwidth across domains
    double alltoallInterBytesPerS = 0;
    double pcieBytesPerS = 0; ///< GPU to host, one direction (offload)
    double alphaIntraS = 0;
    double alphaInterS = 0;
    /// Switchless full mesh (AMD Infinity Fabric UBB, Intel Gaudi RoCE, Huawei HCCS): each GPU
    /// reaches each peer over its own links, so a group of k GPUs of the domain uses only the
    /// k−1 links among them (meshGroupShare).
    bool scaleUpMesh = false;
    LinkKind scaleUpLink = LinkKind::NvLink;
    LinkKind scaleOutLink = LinkKind::InfiniBand;
    std::string interNodeLimitedBy; ///< the infrastructure report's limiting tier
    int servers = 0;                ///< servers of the job's group
    int groupGpus = 0;              ///< GPUs of the job's group
    /// Measured / modelled step time of a known run (model/calibration); 1: uncalibrated.
    double stepTimeFactor = 1;
    bool valid = false;
};

/// Resolves the GPU, its efficiencies and the bandwidth of each tier for the design's largest
/// server group. Problems (no GPU, precision the GPU lacks) become findings.
ComputeHardware computeHardware(const Report& infra, const Design& d, const Catalog& catalog,
                                Precision precision, std::vector<Finding>& findings);

/// One linear layer of a transformer layer, per token before any split: `in` → `out`.
/// Column-parallel layers split `out` over TP, row-parallel ones split `in`.
struct LinearShape {
    double in = 0, out = 0;
    bool rowParallel = false;
};

/// Layout-independent constants of one workload on one hardware, precomputed so that
/// stepBreakdown() is a few hundred floating-point operations with no allocation.
struct StepModel {
    ComputeHardware hw;
    // shape
    double h = 0, s = 0, heads = 0, kvDim = 0, vocab = 0;
    double layers = 0;
    double denseLayers = 0, moeLayers = 0;
    double topK = 0;
    // GEMM shapes (GemmShape.h): attention projections, the dense MLP, one expert
    std::array<LinearShape, 5> attnLinears{};
    int attnLinearCount = 0;
    double ffn = 0, expertFfn = 0, experts = 0, sharedExperts = 0;
    double mlpUp = 1; ///< 2 for gated MLPs (gate and up fused)
    /// LoRA/QLoRA: adapter rank (0: no adapters) and the adapted attention projections Q, K, V,
    /// O (each its own adapter, as Memory.cpp counts them; MLA as its dense equivalent).
    double loraRank = 0;
    bool loraMlp = true; ///< adapters on the MLP and experts too (loraTargets all)
    std::array<LinearShape, 4> loraAttnLinears{};
    double qkHeadDim = 0, vHeadDim = 0;
    GemmRates linearRates; ///< linear layers at the job's precision
    GemmRates bf16Rates;   ///< output layer, router, non-FlashAttention scores
    // per token, one forward pass, whole layer (before any split)
    double denseGemmPerToken = 0;   ///< attention projections + MLP
    double moeGemmPerToken = 0;     ///< attention projections + router + active experts
    double attnPerToken = 0;        ///< 2·s·a·(d_qk + d_v): QKᵀ and attention·V (Megatron)
    double logitsPerToken = 0;      ///< 2·h·V
    double storedSplitPerToken = 0; ///< activation bytes split by TP (Korthikanti 2022)
    double storedReplPerToken = 0;  ///< bytes TP replicates unless sequence parallelism
    double moeExtraPerToken = 0;    ///< extra MoE-layer bytes (experts, permutation)
    double actBytes = 2;            ///< bytes per activation element
    double gradBytes = 2;
    // parameters
    double params = 0, activeParams = 0;
    double expertParams = 0;         ///< all routed-expert weights
    double embeddingParams = 0;      ///< V·h (one copy)
    double denseLayerParams = 0;     ///< one dense layer (attention, norms, MLP)
    double moeLayerDenseParams = 0;  ///< one MoE layer without its routed experts
    double moeLayerExpertParams = 0; ///< one MoE layer's routed experts
    double trainableFraction = 1;    ///< LoRA/QLoRA: adapters / all
    double optimizerBytesPerParam = 0;
    double dequantBytesPerParam = 0; ///< QLoRA: NF4 weights dequantised every pass
    // FP8 (Fp8.cpp): cast/transpose/amax HBM bytes per element of a linear input or gradient
    double fp8CastBytesPerElement = 0;
    Fp8Recipe fp8Recipe = Fp8Recipe::Auto; ///< resolved (never Auto when precision is fp8)
    // attention kernel (hw.attentionEfficiency is set from it)
    AttentionKernel attentionKernel = AttentionKernel::Auto;
    std::string_view attentionSource; ///< the kernel benchmark behind hw.attentionEfficiency
    // MoE
    double moeImbalance = 1;      ///< slowest EP rank's load / mean (learned routing)
    bool moeForceBalance = false; ///< uniform routing: imbalance from forcedBalanceImbalance()
    bool moeRoundRobin = false;   ///< round-robin benchmark routing: even load, neighbour experts
    MoeDispatcher moeDispatcher = MoeDispatcher::AllToAll;
    double moeMaxNodes = 0; ///< node-limited routing (0: none)
    bool moeOverlap = false;
    // sharding, context and pipeline
    int zeroShardGroup = 0;
    FsdpBuffers fsdpBuffers = FsdpBuffers::Flat;
    CpKind cpKind = CpKind::Ring;
    double activationOffloadLayers = 0;
    /// Share of the forward linear-layer GEMMs selective recompute runs again in backward:
    /// 0 for Megatron's selective recompute (attention core only, Korthikanti et al. 2022);
    /// torchtitan's per-op selective AC saves every matmul output except every second one
    /// (torchtitan parallelize_llama.py, _custom_policy, 2024): 0.5.
    double recomputeGemmShare = 0;
    // setup
    bool flashAttention = true;
    bool frozenBase = false; ///< LoRA/QLoRA: no weight gradients for the base
    TpOverlap tpOverlap = TpOverlap::Backward;
    bool distributedOptimizer = false;
    Offload offload = Offload::None;
};

StepModel makeStepModel(const Workload& w, const ComputeHardware& hw);

/// Seconds per step by cause (the exposed part of communication). Allocation-free.
StepBreakdown stepBreakdown(const StepModel& m, const ResolvedLayout& c);
inline double stepSeconds(const StepBreakdown& b)
{
    // cpExposed is the same time as cpComm (kept under both keys), counted once.
    return b.compute + b.tpComm + b.ppBubble + b.dpCommExposed + b.epComm + b.cpComm + b.optimizer +
           b.fsdpComm + b.moeDispatch + b.fp8Overhead;
}

/// Model FLOPs (no recompute) and hardware FLOPs (with recompute) of one step.
double modelFlopsPerStep(const StepModel& m, const ResolvedLayout& c);
double hardwareFlopsPerStep(const StepModel& m, const ResolvedLayout& c);

/// Step time and its breakdown, tokens/s, TFLOP/s, MFU/HFU, time and GPU-hours to train, and
/// the limiting resource. Appends an explanation per result when `explanations` is given.
PerformanceReport estimatePerformance(const StepModel& m, const ResolvedLayout& c, double tokens,
                                      std::vector<Explanation>* explanations = nullptr);

/// Bus bandwidth of a ring over `size` ranks placed `stride` GPUs apart (Megatron rank order
/// tp, cp, dp, pp): inside the scale-up domain when it fits, else the NIC share of the members
/// that share a domain.
double groupBusBytesPerS(const ComputeHardware& hw, int size, int stride);
/// The share of the scale-up bandwidth a group of `size` GPUs inside one domain reaches: 1 on
/// a switch (NVSwitch), (size−1)/(domain−1) on a full mesh, whose GPUs have one link (set) per
/// peer (AMD Instinct MI300X/MI325X: 7 Infinity Fabric links, one per peer; Intel Gaudi 2/3:
/// 21 RoCE ports, 3 per peer).
double meshGroupShare(const ComputeHardware& hw, int size);

} // namespace cc::model
