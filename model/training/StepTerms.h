#pragma once
// The step-time terms of issue 9 and their named constants: FP8 cast traffic per recipe, MoE
// load imbalance and permutation traffic, attention efficiency by sequence and head dimension,
// per-layer host overhead. Each constant carries its source or says "assumption".
#include "model/training/StepTime.h"

#include <string_view>

namespace cc::model {

// --- FP8 (Transformer Engine recipes; TE docs "Using FP8 with Transformer Engine" and
// NVIDIA technical blog "Per-Tensor and Per-Block Scaling Strategies for Effective FP8
// Training", 2025). Every linear layer's input (forward) and output gradient (backward) is
// quantised from BF16 into an FP8 copy and an FP8 transposed copy (the transposed one feeds the
// other GEMM of the backward pass). HBM bytes per BF16 element:
/// delayed scaling (Hopper default): fused cast-transpose reads 2 B, writes 1 + 1 B; the scale
/// comes from the amax history, no extra pass.
constexpr double kFp8DelayedBytes = 4;
/// current (per-tensor) scaling: an amax pass reads the tensor once more before the cast.
constexpr double kFp8TensorwiseBytes = 6;
/// block scaling (1×128 / 128×128, DeepSeek-V3 §3.3) and MXFP8 (1×32 blocks, E8M0 scales,
/// OCP MX spec v1.0): scales computed in the quantise kernel, row- and column-wise copies
/// written in one pass, plus one scale byte (E8M0) or 4 B (fp32) per block.
constexpr double kFp8BlockwiseBytes = 4 + 2 * 4.0 / 128;
constexpr double kFp8MxBytes = 4 + 2 * 1.0 / 32;
constexpr std::string_view kFp8Source =
    "Transformer Engine FP8 recipes (TE docs; NVIDIA blog 'Per-Tensor and Per-Block Scaling "
    "Strategies for Effective FP8 Training', 2025): cast + transpose of every linear input and "
    "output gradient, amax pass for current scaling; attention, norms and the output layer "
    "stay BF16";

/// The recipe a job uses: the explicit one, else delayed on Hopper/Ada, MXFP8 on Blackwell.
Fp8Recipe resolvedFp8Recipe(Fp8Recipe r, std::string_view generation);
/// HBM bytes per element for `r`. A frozen weight (LoRA, QLoRA base) has no weight-gradient
/// GEMM, and the transposed (column-wise) copies of its input and output gradient only feed that
/// GEMM: Transformer Engine quantises column-wise data only when the weight needs a gradient
/// (te.Linear: backward_needs_input = is_grad_enabled and weight.requires_grad; the output
/// gradient's column-wise usage follows requires_wgrad), so the 1 B copy and its scales are
/// not written.
double fp8CastBytesPerElement(Fp8Recipe r, bool frozenWeights = false);

// --- MoE
/// Learned dropless routing: the slowest expert-parallel rank's tokens over the mean.
/// Assumption: 1.2, inside the 1.0-1.25 capacity factors Switch Transformer trains with (Fedus
/// et al. 2021, §2.2 and Table 1) that bound what a balanced router lets through; no published
/// per-rank measurement was found. A capacity factor below it caps the load.
constexpr double kAssumedDroplessImbalance = 1.2;
constexpr std::string_view kImbalanceSource =
    "assumption: learned dropless routing, slowest-rank load 1.2 × mean (Switch Transformer "
    "capacity factors 1.0-1.25, Fedus et al. 2021 §2.2); capacity factor c caps it at c";
/// Forced-uniform routing (moeForceBalance): each of the N token-to-expert assignments a rank
/// receives lands there with the same probability, so its count is binomial (σ ≈ √N) and the
/// largest of ep such counts is ≈ mean + σ·√(2 ln ep) (the Gaussian maximum bound).
double forcedBalanceImbalance(double assignmentsPerRank, double ep);
constexpr std::string_view kForcedBalanceSource =
    "Megatron Core --moe-router-force-load-balancing (benchmark routing, uniform random "
    "logits): binomial count per rank, slowest of ep ≈ 1 + √(2·ln(ep)/N) for N assignments";
/// Node-deduplicated dispatch (moeDispatcher deepep): a token whose topK experts lie on the
/// `nodes` scale-up domains the expert group spans (experts spread evenly) crosses the NICs once
/// per distinct remote node: nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes copies, at most
/// maxNodes·(nodes − 1)/nodes with node-limited routing (DeepSeek-V3 §3.2.2: at most 4 nodes,
/// "tokens are first transmitted via IB to the GPUs with the same in-node index on their
/// target nodes", then forwarded via NVLink; DeepEP README, 2025).
double remoteNodeCopies(double nodes, double topK, double maxNodes);
/// The same under round-robin routing (moeRoundRobin): token i's experts are i·topK …
/// i·topK + topK − 1 (mod experts), experts/nodes consecutive experts per node, so a token
/// reaches the nodes its run of topK experts covers, averaged over the run starts; every node is
/// a destination equally often, (nodes − 1)/nodes of them remote.
double roundRobinRemoteNodeCopies(double nodes, double topK, double experts, double maxNodes);
constexpr std::string_view kRoundRobinSource =
    "NeMo AutoModel FakeBalancedGate (nemo_automodel/components/moe/layers.py, noise 0): "
    "indices = arange(tokens·topK).view(-1, topK) % experts";
constexpr std::string_view kDeepEpSource =
    "DeepSeek-V3 technical report (arXiv 2412.19437) §3.2.2 node-limited dispatch, IB then "
    "NVLink forwarding; DeepEP README (deepseek-ai/DeepEP, 2025)";
/// Token permutation and un-permutation (Megatron Core MoE token dispatcher; fused permute
/// kernels in Transformer Engine): forward reads each token's h values and writes topK copies,
/// then reads the topK expert outputs and writes one weighted sum; the backward pass repeats it.
constexpr std::string_view kPermuteSource =
    "Megatron Core MoE token dispatcher (permute/unpermute kernels): 2·(1 + topK)·h·2 bytes per "
    "token forward, the same backward, at HBM bandwidth";

// --- Attention
/// FlashAttention-3 forward BF16 at head dim 64 reaches ~497 of ~740 TFLOP/s at head dim 128
/// (Shah et al. 2024, Figure 5, 16K tokens): factor 0.67 at head dim <= 64, linear to 1 at 128.
constexpr double kFlashHeadDim64Factor = 497.0 / 740.0;
/// The sequence the base attention efficiency is measured at (Efficiency.cpp: 16K tokens).
constexpr double kFlashReferenceSeq = 16384;
/// Query tile rows and key/value block edge of the causal sweeps' kernels (Efficiency.h).
constexpr double kFlashBlock = 128;
constexpr std::string_view kFlashShapeSource =
    "causal query tile of n = s/256 key/value blocks plus a fixed cost of c blocks: n/(n+c), "
    "c fitted to NVIDIA's cuDNN causal sweeps 2K-32K (Hopper 4.8 on H200, Blackwell 4.1 on "
    "GB200, Blackwell Ultra 4.7 on GB300, HGX B200 12.2 on B200 over 4K-32K); ring context "
    "parallelism: one causal diagonal step "
    "and cp - 1 unmasked half-chunk steps; head dim 64 at 497/740 of head dim 128 "
    "(FlashAttention-3, Shah et al. 2024, Fig. 5); relative to 16K";
/// Attention efficiency at `seqChunk` tokens per rank and `headDim`, relative to 16K at head dim
/// 128, with `tileOverhead` blocks of fixed cost per query tile (Efficiency.h).
double attentionShapeFactor(double seqChunk, double headDim,
                            double tileOverhead = kAttentionTileOverheadHopper);
/// The same for one rank of a `cp`-way context-parallel sequence of `seq` tokens. Ring (Megatron
/// Core, load-balanced chunks): one step is the causal diagonal of the rank's chunk (n =
/// chunk/256 blocks per query tile); the cp − 1 others are unmasked blocks of half the query rows
/// against the whole key chunk or the whole query chunk against half the keys (n = chunk/128 or
/// chunk/256, on average 3·chunk/512), each a kernel with its own per-tile cost, so the rank's
/// time is their work-weighted sum. All-gather (Llama 3 §3.3.2): each query tile attends to its
/// whole causal prefix, n = s/256 as without context parallelism.
double contextAttentionFactor(double seq, int cp, CpKind kind, double headDim, double tileOverhead);

// --- Host overhead of small models
/// Kernels one transformer layer launches forward and backward (norms, projections, attention,
/// activation, residuals, their gradients) and the CPU time per launch through the framework.
/// Assumption: 40 kernels per layer; 5 µs per launch (CUDA launch latency is a few µs, NVIDIA
/// blog "Getting Started with CUDA Graphs", 2019; PyTorch eager dispatch adds to it). A layer's
/// GPU time below its host time leaves the GPU waiting.
constexpr double kKernelsPerLayer = 40;
constexpr double kHostSecondsPerKernel = 5e-6;
constexpr std::string_view kHostSource =
    "assumption: 40 kernels per layer fwd+bwd × 5 µs host launch each (CUDA launch latency a "
    "few µs, NVIDIA 'Getting Started with CUDA Graphs' 2019); a layer is max(GPU, host time)";

/// The explanation (formula, source) of each issue-9 breakdown part: fsdpComm, moeDispatch,
/// fp8Overhead, cpExposed, and the MoE load imbalance.
void explainIssue9Terms(const StepModel& m, const ResolvedLayout& c, std::vector<Explanation>& out);

/// Fills the issue-9 members of `m` (GEMM rates, FP8 recipe, MoE, sharding, pipeline).
void setIssue9Settings(const Workload& w, const ComputeHardware& hw, StepModel& m);

} // namespace cc::model
