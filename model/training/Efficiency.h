#pragma once
// Achievable fractions of hardware peaks, as named constants per accelerator generation and
// precision, each with its source. These are measured kernel/collective figures, never fitted to
// a training result; tests/tst_validation.cpp shows how far the resulting model is from
// published runs.
#include "model/training/Workload.h"

#include <string>
#include <string_view>

namespace cc::model {

/// Causal fused attention (FlashAttention, cuDNN) computes each 128-row query tile against, on
/// average, n = s/(2·128) key/value blocks; a tile also pays a fixed cost (pipeline fill and
/// drain, the diagonal block computed in full, the epilogue) worth c blocks, so its efficiency
/// goes as n/(n + c). c by relative least squares of that form over the published causal
/// forward+backward sweeps at head dim 128, 2K-32K tokens (NVIDIA cudnn-frontend,
/// benchmark/sdpa_benchmark_training/results): Hopper 4.8 (cuDNN 9.19 on H200, 2026-02-27, rms
/// 1.4 %), Blackwell 4.1 (cuDNN 9.22 on GB200, 2026-04-24, rms 5.3 %), Blackwell Ultra 4.7
/// (cuDNN 9.22 on GB300, 2026-04-24, rms 2.3 %); the HGX B200's own sweep 12.2 (cuDNN 9.13,
/// 2025-10, fitted over 4K-32K, rms 2.6 %: this older kernel falls to 0.75 of any such curve at
/// 2K, so the form cannot follow it there). Other generations: Hopper's (assumption).
constexpr double kAttentionTileOverheadHopper = 4.8;
constexpr double kAttentionTileOverheadBlackwell = 4.1;
constexpr double kAttentionTileOverheadBlackwellUltra = 4.7;
constexpr double kAttentionTileOverheadHgxB200 = 12.2;

/// How well one accelerator generation turns its dense peak into useful work.
struct ComputeEfficiency {
    std::string_view generation; ///< catalog "generation" ("ampere", "hopper", ...)
    double gemmBf16 = 0;         ///< achievable fraction of dense BF16/FP16 peak, large GEMMs
    double gemmFp8 = 0;          ///< the same for FP8 (0: no FP8 measurement, BF16 rate used)
    double sustainedClock = 1;   ///< sustained-under-power / boost-burst GEMM rate (BF16)
    double flashAttention = 0;   ///< FlashAttention fwd+bwd, fraction of dense BF16 peak
    std::string_view gemmSource;
    std::string_view sustainedSource;
    std::string_view attentionSource;
    bool measured = true; ///< false: no published figure, a documented stand-in is used
    /// The same ratio measured for FP8 GEMMs (0: the BF16 figure). FP8 GEMMs draw more power
    /// per clock, so the settled clock differs from BF16's.
    double sustainedClockFp8 = 0;
    /// Fixed cost of one causal attention query tile, in key/value blocks (attentionShapeFactor).
    double attentionTileOverhead = kAttentionTileOverheadHopper;
};

/// The sustained/boost ratio a GEMM of `precision` runs at on generation `e`.
double sustainedClock(const ComputeEfficiency& e, Precision precision);

/// Fused-attention efficiency (fwd+bwd, fraction of dense BF16 peak at 16K tokens, head dim 128)
/// of one kernel generation on one accelerator, from published kernel benchmarks, and its fixed
/// cost per causal query tile (kAttentionTileOverheadHopper).
struct AttentionKernelEfficiency {
    double fraction = 0;
    double tileOverhead = kAttentionTileOverheadHopper;
    std::string_view source;
};
/// The kernel `k` on the accelerator named `gpuName` of generation `e`: auto is the accelerator's
/// own measurement where there is one (Blackwell Ultra: GB300, B300; HGX B200), else the
/// generation's default (e.flashAttention); fa2/fa3 use their published figures where there are
/// some.
AttentionKernelEfficiency attentionKernelEfficiency(const ComputeEfficiency& e, AttentionKernel k,
                                                    std::string_view gpuName = {});

/// The efficiencies of a generation; unknown generations get the documented stand-in
/// (`measured` false) so the analysis still runs and says so.
const ComputeEfficiency& computeEfficiency(std::string_view generation);

/// Effective fraction of the dense peak of `precision` that large GEMMs sustain in training:
/// MAMF fraction × sustained-clock derating. FP8 falls back to BF16 when not measured.
double gemmEfficiency(const ComputeEfficiency& e, Precision precision);

/// Links that carry collectives.
enum class LinkKind { NvLink, InfinityFabric, Pcie, InfiniBand, Roce };
std::string_view linkKindName(LinkKind k);

/// Achievable fraction of a link's per-direction line rate for large NCCL/RCCL collectives
/// (bus bandwidth / line rate), with its source.
struct LinkEfficiency {
    double fraction = 0;
    double alphaS = 0; ///< latency per ring step, seconds
    std::string_view source;
};
const LinkEfficiency& linkEfficiency(LinkKind k);

/// Achievable fraction of HBM bandwidth for streaming element-wise kernels (named assumption).
constexpr double kHbmEfficiency = 0.90;
constexpr std::string_view kHbmEfficiencySource =
    "assumption: streaming kernels (STREAM-triad class) reach ~90 % of the HBM datasheet "
    "bandwidth; no per-generation measurement was found";

/// Fraction of the last micro-batch's backward pass under which the data-parallel gradient
/// reduction can hide. Gradients are reduced in buckets as the backward pass produces them, but
/// the last bucket can only start when the backward pass ends.
constexpr double kDpOverlapFraction = 0.90;
constexpr std::string_view kDpOverlapSource =
    "gradient bucketing overlaps the reduction with the backward pass except the last bucket "
    "(Li et al. 2020, PyTorch DDP, VLDB, §3.2.3; Megatron-LM --overlap-grad-reduce); the 10 % "
    "not overlapped is a named assumption";

/// Compute kernels run slower while a collective overlaps them: NCCL/RCCL kernels hold SMs
/// (one thread block per channel) and share HBM and L2 bandwidth with the GEMMs. Measured mean
/// slowdown 18.9 % (max 40.0 %) of the overlapped compute on A100, H100, MI250 and MI210 with GPT
/// and Llama layers (Lee et al., "Characterizing Compute-Communication Overlap in GPU-Accelerated
/// Distributed Deep Learning: Performance and Power Implications", arXiv 2507.03114, July 2025).
/// A communication of T_c seconds hidden under compute therefore costs
/// T_c · s/(1 + s) of extra step time (the compute done during T_c progresses at 1/(1 + s)).
constexpr double kOverlapComputeSlowdown = 0.189;
constexpr double kOverlapHiddenCost = kOverlapComputeSlowdown / (1 + kOverlapComputeSlowdown);
constexpr std::string_view kOverlapSlowdownSource =
    "Lee et al. 2025, 'Characterizing Compute-Communication Overlap in GPU-Accelerated "
    "Distributed Deep Learning: Performance and Power Implications' (arXiv 2507.03114): compute "
    "overlapped by a collective runs 18.9 % slower on average (A100, H100, MI250, MI210)";

/// Step time a communication of `comm` seconds adds when `window` seconds of compute can hide
/// it: the part that outlasts the window, plus the slowdown of the compute it overlaps. Used for
/// every overlapped collective (DP, FSDP, TP, CP ring, EP with dispatch overlap).
inline double exposedWithContention(double comm, double window)
{
    const double w = window > 0 ? window : 0;
    const double hidden = comm < w ? comm : w;
    return (comm > w ? comm - w : 0.0) + kOverlapHiddenCost * hidden;
}

/// Megatron-LM overlaps the backward tensor-parallel all-reduce (or all-gather with sequence
/// parallelism) with the weight-gradient GEMMs (Korthikanti et al. 2022, §5 and Table 4 note:
/// "all-reduce communication overlaps with the linear weight gradient computation").
constexpr std::string_view kTpBackwardOverlapSource =
    "Korthikanti et al. 2022, Table 4 discussion: backward TP communication overlaps the "
    "weight-gradient GEMMs";

} // namespace cc::model
