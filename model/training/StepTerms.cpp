#include "model/training/StepTerms.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace cc::model {

Fp8Recipe resolvedFp8Recipe(Fp8Recipe r, std::string_view generation)
{
    if (r != Fp8Recipe::Auto)
        return r;
    // Transformer Engine defaults: DelayedScaling on Hopper/Ada, MXFP8 on Blackwell (the
    // recipe NVIDIA's B200 performance pages use).
    return generation == "blackwell" ? Fp8Recipe::Mxfp8 : Fp8Recipe::Delayed;
}

double fp8CastBytesPerElement(Fp8Recipe r, bool frozenWeights)
{
    // The column-wise copy: 1 B per element plus its share of the scales.
    const double columnwise = !frozenWeights              ? 0.0
                              : r == Fp8Recipe::Blockwise ? 1 + 4.0 / 128
                              : r == Fp8Recipe::Mxfp8     ? 1 + 1.0 / 32
                                                          : 1.0;
    switch (r) {
    case Fp8Recipe::Tensorwise:
        return kFp8TensorwiseBytes - columnwise;
    case Fp8Recipe::Blockwise:
        return kFp8BlockwiseBytes - columnwise;
    case Fp8Recipe::Mxfp8:
        return kFp8MxBytes - columnwise;
    case Fp8Recipe::Auto:
    case Fp8Recipe::Delayed:
        return kFp8DelayedBytes - columnwise;
    }
    return kFp8DelayedBytes - columnwise;
}

namespace {

/// Share of a query tile's time spent on useful blocks: n blocks and a fixed cost of c.
double tileEfficiency(double blocks, double tileOverhead)
{
    return blocks > 0 ? blocks / (blocks + tileOverhead) : 0.0;
}

double headDimFactor(double headDim)
{
    if (headDim >= 128)
        return 1;
    const double x = std::clamp((headDim - 64) / 64, 0.0, 1.0);
    return kFlashHeadDim64Factor + (1 - kFlashHeadDim64Factor) * x;
}

} // namespace

double attentionShapeFactor(double seqChunk, double headDim, double tileOverhead)
{
    // n = s/(2·128) key/value blocks per query tile on average under the causal mask.
    const double reference = tileEfficiency(kFlashReferenceSeq / (2 * kFlashBlock), tileOverhead);
    return tileEfficiency(seqChunk / (2 * kFlashBlock), tileOverhead) / reference *
           headDimFactor(headDim);
}

double contextAttentionFactor(double seq, int cp, CpKind kind, double headDim, double tileOverhead)
{
    if (cp <= 1 || kind == CpKind::AllGather)
        return attentionShapeFactor(seq, headDim, tileOverhead);
    // Ring: one causal diagonal step and cp − 1 unmasked half-chunk steps of equal work, each a
    // kernel with its own per-tile cost; time per unit of work is 1/efficiency.
    const double chunk = seq / cp;
    const double diagonal = tileEfficiency(chunk / (2 * kFlashBlock), tileOverhead);
    const double offDiagonal = tileEfficiency(3 * chunk / (4 * kFlashBlock), tileOverhead);
    if (diagonal <= 0 || offDiagonal <= 0)
        return 0;
    const double time = (1 / diagonal + (cp - 1) / offDiagonal) / cp;
    const double reference = tileEfficiency(kFlashReferenceSeq / (2 * kFlashBlock), tileOverhead);
    return 1 / time / reference * headDimFactor(headDim);
}

double remoteNodeCopies(double nodes, double topK, double maxNodes)
{
    if (nodes <= 1)
        return 0;
    double distinct = nodes * (1 - std::pow(1 - 1 / nodes, topK));
    if (maxNodes > 0)
        distinct = std::min(distinct, maxNodes);
    return distinct * (nodes - 1) / nodes;
}

double roundRobinRemoteNodeCopies(double nodes, double topK, double experts, double maxNodes)
{
    if (nodes <= 1 || experts < nodes || topK < 1)
        return 0;
    const double perNode = experts / nodes;
    // Run starts i·topK mod experts repeat after experts / gcd(experts, topK) tokens.
    const long long e = static_cast<long long>(experts), k = static_cast<long long>(topK);
    const long long period = e / std::gcd(e, k);
    double distinct = 0;
    for (long long i = 0; i < period; ++i) {
        const double start = static_cast<double>((i * k) % e);
        distinct += std::floor((start + topK - 1) / perNode) - std::floor(start / perNode) + 1;
    }
    distinct = std::min(distinct / static_cast<double>(period), nodes);
    if (maxNodes > 0)
        distinct = std::min(distinct, maxNodes);
    return distinct * (nodes - 1) / nodes;
}

double forcedBalanceImbalance(double assignmentsPerRank, double ep)
{
    if (ep <= 1 || assignmentsPerRank <= 0)
        return 1;
    return 1 + std::sqrt(2 * std::log(ep) / assignmentsPerRank);
}

void setIssue9Settings(const Workload& w, const ComputeHardware& hw, StepModel& m)
{
    const TrainingSetup& t = w.training;
    const bool fp8 = t.precision == Precision::Fp8 && hw.peakFlops > hw.peakBf16Flops;
    m.linearRates = makeGemmRates(hw.peakFlops * hw.gemmEfficiency, hw.hbmBytesPerS, hw.sms,
                                  fp8 ? 1.0 : m.actBytes);
    m.bf16Rates = makeGemmRates(hw.peakBf16Flops * hw.gemmBf16Efficiency, hw.hbmBytesPerS, hw.sms,
                                m.actBytes);
    if (fp8) {
        m.fp8Recipe = resolvedFp8Recipe(t.fp8Recipe, hw.generation);
        m.fp8CastBytesPerElement = fp8CastBytesPerElement(
            m.fp8Recipe, t.method == Method::Lora || t.method == Method::Qlora);
    }
    const double cap = t.moeCapacityFactor;
    m.moeImbalance =
        cap >= 1 ? std::min(cap, kAssumedDroplessImbalance) : kAssumedDroplessImbalance;
    m.moeForceBalance = t.moeForceBalance;
    m.moeRoundRobin = t.moeRoundRobin;
    m.moeDispatcher = t.moeDispatcher;
    m.moeMaxNodes = t.moeMaxNodes;
    m.moeOverlap = t.moeOverlap;
    const ComputeEfficiency& eff = computeEfficiency(hw.generation);
    const AttentionKernelEfficiency ak =
        attentionKernelEfficiency(eff, t.attentionKernel, hw.gpuName);
    const AttentionKernelEfficiency base =
        attentionKernelEfficiency(eff, AttentionKernel::Auto, hw.gpuName);
    m.attentionKernel = t.attentionKernel;
    // auto keeps the hardware's figure; fa2/fa3 scale it by their published ratio to it.
    if (t.attentionKernel != AttentionKernel::Auto && base.fraction > 0) {
        m.hw.attentionEfficiency = hw.attentionEfficiency * ak.fraction / base.fraction;
        m.hw.attentionTileOverhead = ak.tileOverhead;
    }
    m.attentionSource = ak.source;
    m.zeroShardGroup = t.zeroShardGroup;
    m.fsdpBuffers = t.fsdpBuffers;
    m.cpKind = t.cpKind;
    m.activationOffloadLayers = t.activationOffloadLayers;
    m.recomputeGemmShare = t.recomputeGemmShare;
}

} // namespace cc::model
