// The step-time model (formulas.md "FLOPs and utilisation", "Communication"). Everything here is
// per GPU of the slowest pipeline stage, per micro-batch, then summed over the 1F1B schedule.
#include "model/training/StepTime.h"

#include "model/analysis/Collectives.h"
#include "model/training/Memory.h"

#include <algorithm>
#include <cmath>

namespace cc::model {

namespace {

/// Bytes of optimizer state read and written per parameter by one step: mixed-precision AdamW
/// reads the fp32 master, m, v and fp32 gradient (16 B) and writes master, m, v and the bf16
/// weight (14 B); the gradient-norm pass reads the gradient again (4 B): 34 B. FP32 training has
/// no separate master copy (32 B); 8-bit AdamW keeps m and v in one byte each (22 B); SGD with
/// momentum keeps one fp32 state (26 B).
double optimizerBytesPerParam(OptimizerKind o, Precision p)
{
    const bool fp32 = p == Precision::Fp32;
    switch (o) {
    case OptimizerKind::AdamW: return fp32 ? 32 : 34;
    case OptimizerKind::AdamW8bit: return fp32 ? 20 : 22;
    case OptimizerKind::Sgd: return fp32 ? 24 : 26;
    }
    return 34;
}

/// LoRA adapters on every linear layer of attention and of the dense MLP: r·(d_in + d_out) each
/// (Hu et al. 2021; QLoRA adapts all linear layers, Dettmers et al. 2023).
double loraParams(const ModelShape& m, double kvDim, int rank)
{
    const double h = m.hidden, f = m.ffnHidden, r = rank;
    const double attn = r * (h + h) + 2 * r * (h + kvDim) + r * (h + h);
    const double mlp = (m.gatedMlp ? 3 : 2) * r * (h + f);
    return m.layers * (attn + mlp);
}

/// Pipeline-neighbour or ring time of `bytes` at `bw` with `alpha` per message.
double transfer(double bytes, double bw, double alpha)
{
    return bw > 0 ? bytes / bw + alpha : 0;
}

} // namespace

StepModel makeStepModel(const Workload& w, const ComputeHardware& hw)
{
    StepModel m;
    m.hw = hw;
    const ModelShape& ms = w.model;
    const TrainingSetup& t = w.training;
    m.h = ms.hidden;
    m.s = ms.seqLen;
    m.heads = ms.heads;
    m.kvDim = ms.heads > 0 ? static_cast<double>(ms.kvHeads) * ms.hidden / ms.heads : ms.hidden;
    m.vocab = ms.vocab;
    const int moeLayers =
        ms.experts > 0 ? std::max(1, (ms.layers - ms.denseLayers) / std::max(ms.moeEvery, 1)) : 0;
    m.moeLayers = std::min(moeLayers, ms.layers);
    m.denseLayers = ms.layers - m.moeLayers;
    m.topK = ms.topK;

    const double h = m.h;
    const double mlpMats = ms.gatedMlp ? 3 : 2;
    const double mlpCoef = ms.gatedMlp ? 6 : 4;  // stored MLP bytes per width unit
    // Forward GEMM FLOPs per token: Q and output projections 2·(2h²), K and V 2·(2·h·kvDim),
    // MLP 2·mats·h·f (formulas.md, "Parameters"; gated MLPs have three matrices).
    const double attnProj = 2 * (2 * h * h + 2 * h * m.kvDim);
    m.denseGemmPerToken = attnProj + 2 * mlpMats * h * ms.ffnHidden;
    const double fe = ms.expertFfnHidden > 0 ? ms.expertFfnHidden : ms.ffnHidden;
    m.moeGemmPerToken = attnProj + 2 * h * ms.experts +
                        2 * mlpMats * h * fe * (ms.topK + ms.sharedExperts);
    m.attnPerToken = 4 * m.s * h;
    m.logitsPerToken = 2 * h * m.vocab;

    // Activation bytes stored per token and layer (Korthikanti et al. 2022, eq. 1, generalised
    // to GQA and gated MLPs): attention 7h + 4·kvDim, MLP 3h + 4f (gated 3h + 6f), layer norms
    // 4h. Without sequence parallelism 10h of it is replicated on every TP rank.
    m.storedReplPerToken = 10 * h;
    m.storedSplitPerToken = 4 * h + 4 * m.kvDim + mlpCoef * ms.ffnHidden;
    const double moeSplit = 4 * h + 4 * m.kvDim + ms.topK * (mlpCoef * fe + 2 * h) +
                            ms.sharedExperts * mlpCoef * fe;
    m.moeExtraPerToken = moeSplit - m.storedSplitPerToken;
    m.actBytes = t.precision == Precision::Fp32 ? 4 : 2;
    m.gradBytes = t.precision == Precision::Fp32 ? 4 : 2;

    m.params = parameterCount(ms);
    m.activeParams = activeParameterCount(ms);
    m.expertParams = m.moeLayers * ms.experts * mlpMats * h * fe;
    m.embeddingParams = static_cast<double>(ms.vocab) * h;
    m.flashAttention = t.flashAttention;
    m.sequenceParallel = t.sequenceParallel;
    m.tpOverlap = t.tpOverlap;
    m.distributedOptimizer = t.distributedOptimizer;
    m.offload = t.offload;
    m.frozenBase = t.method == Method::Lora || t.method == Method::Qlora;
    m.optimizerBytesPerParam = optimizerBytesPerParam(t.optimizer, t.precision);
    if (m.frozenBase && m.params > 0)
        m.trainableFraction = std::min(1.0, loraParams(ms, m.kvDim, t.loraRank) / m.params);
    // QLoRA dequantises the NF4 weights to BF16 for every matmul: read 4.127 bits, write 16.
    m.dequantBytesPerParam = t.method == Method::Qlora ? 4.127 / 8 + 2 : 0;
    return m;
}

LayoutChoice layoutChoice(const Workload& w, const ParallelLayout& l)
{
    LayoutChoice c;
    c.tp = l.tp;
    c.pp = l.pp;
    c.dp = l.dp;
    c.cp = l.cp;
    c.ep = l.ep;
    c.microBatch = std::max(1, w.training.microBatch);
    c.microBatches = l.microBatches;
    c.interleave = l.interleave;
    c.recompute = w.training.recompute;
    c.zeroStage = w.training.zeroStage;
    return c;
}

StepBreakdown stepBreakdown(const StepModel& m, const LayoutChoice& c)
{
    const ComputeHardware& hw = m.hw;
    StepBreakdown out;
    const double tp = c.tp, cp = c.cp;
    const double tokens = c.microBatch * m.s / cp;  // per GPU per micro-batch
    const bool full = c.recompute == Recompute::Full;
    const bool selective = c.recompute == Recompute::Selective;
    const double gemmRate = hw.peakFlops * hw.gemmEfficiency;
    const double bf16Rate = hw.peakBf16Flops * hw.gemmBf16Efficiency;
    // Forward, input-gradient and weight-gradient GEMMs; a frozen base has no weight gradient.
    const double passes = (m.frozenBase ? 2.0 : 3.0) + (full ? 1.0 : 0.0);

    // Attention scores: FlashAttention computes the causal half in one fused kernel whose
    // backward costs 2.5 forwards (Dao 2023); without it QKᵀ and attention·V are batched GEMMs
    // and the a·s² score tensors go through HBM (13 bytes per element: written, softmax read and
    // written, dropout read and written plus its mask, read by attention·V).
    const double attnFwd = tokens * m.attnPerToken / tp;
    double tAttn, scoreTraffic = 0;
    if (m.flashAttention) {
        tAttn = 0.5 * attnFwd * (3.5 + (full ? 1.0 : 0.0)) /
                (hw.peakBf16Flops * hw.attentionEfficiency);
    } else {
        tAttn = attnFwd * (passes + (selective ? 1.0 : 0.0)) / bf16Rate;
        scoreTraffic = 13.0 * m.heads * m.s * tokens / tp;
    }

    // Element-wise work (norms, activations, dropout, residuals) streams the stored activations
    // through HBM: written and read once forward, twice backward.
    const double repl = m.sequenceParallel && c.tp > 1 ? 1.0 / tp : 1.0;
    const double scale = m.actBytes / 2.0;
    auto elementwise = [&](double splitPerToken, double gemmPerToken) {
        const double stored = tokens * (splitPerToken / tp + m.storedReplPerToken * repl);
        const double fwd = (2 * stored + scoreTraffic) * scale;
        double bytes = fwd * (1 + (full ? 1 : 0)) + 2 * fwd;
        if (selective && !m.flashAttention)
            bytes += scoreTraffic * scale;
        bytes += gemmPerToken / 2 / tp * m.dequantBytesPerParam * (passes - (m.frozenBase ? 0 : 1));
        return bytes / hw.hbmBytesPerS;
    };

    // Tensor parallelism: two collectives of the layer's activations forward and two backward
    // (two more to recompute), ring cost; the backward ones hide under weight-gradient GEMMs.
    const double tpBw = groupBusBytesPerS(hw, c.tp, 1);
    const double tpOne = c.tp > 1 ? ringAllreduceSeconds(tokens * m.h * m.actBytes, c.tp, tpBw,
                                                         c.tp * 1 <= hw.domainGpus
                                                             ? hw.alphaIntraS
                                                             : hw.alphaInterS)
                                  : 0;
    auto tpExposed = [&](double gemmFwd) {
        const double fwdComm = (2 + (full ? 2 : 0)) * tpOne;
        const double bwdComm = 2 * tpOne;
        const double wgrad = m.frozenBase ? 0 : gemmFwd;
        switch (m.tpOverlap) {
        case TpOverlap::None: return fwdComm + bwdComm;
        case TpOverlap::Backward: return fwdComm + std::max(0.0, bwdComm - wgrad);
        case TpOverlap::Full:
            return std::max(0.0, fwdComm - gemmFwd * (1 + (full ? 1 : 0))) +
                   std::max(0.0, bwdComm - gemmFwd - wgrad);
        }
        return fwdComm + bwdComm;
    };

    // Context parallelism (ring attention): K and V chunks circulate forward, K, V and their
    // gradients backward, overlapped with the attention blocks.
    double cpExposed = 0;
    if (c.cp > 1) {
        const double chunk = tokens * 2 * m.kvDim * m.actBytes / tp;
        const double bw = groupBusBytesPerS(hw, c.cp, c.tp);
        const double comm = bw > 0 ? 3 * (cp - 1) * chunk / bw : 0;
        cpExposed = std::max(0.0, comm - tAttn);
    }

    const double denseGemmFwd = tokens * m.denseGemmPerToken / tp / gemmRate;
    const double denseCompute = denseGemmFwd * passes + tAttn +
                                elementwise(m.storedSplitPerToken, m.denseGemmPerToken);
    const double denseTp = tpExposed(denseGemmFwd);

    double moeCompute = 0, moeTp = 0, epExposed = 0;
    if (m.moeLayers > 0) {
        const double gemmFwd = tokens * m.moeGemmPerToken / tp / gemmRate;
        moeCompute = gemmFwd * passes + tAttn +
                     elementwise(m.storedSplitPerToken + m.moeExtraPerToken, m.moeGemmPerToken);
        moeTp = tpExposed(gemmFwd);
        if (c.ep > 1) {
            // Dispatch and combine all-to-all, forward and backward (two more to recompute).
            const double bytes = tokens * m.topK * m.h * m.actBytes;
            const double span = static_cast<double>(c.ep) * c.tp;
            const double bw = span <= hw.domainGpus ? hw.scaleUpBusBytesPerS
                                                    : std::min(hw.alltoallInterBytesPerS > 0
                                                                   ? hw.alltoallInterBytesPerS
                                                                   : hw.interNodeBusBytesPerS,
                                                               hw.scaleUpBusBytesPerS);
            epExposed = (4 + (full ? 2 : 0)) *
                        allToAllSeconds(bytes, c.ep, bw,
                                        span <= hw.domainGpus ? hw.alphaIntraS : hw.alphaInterS);
        }
    }

    // The last stage also runs the output layer and the loss (kept in BF16 under FP8 recipes).
    const double logitsFwd = tokens * m.logitsPerToken / tp / bf16Rate;
    const double logits = logitsFwd * (m.frozenBase ? 2 : 3) +
                          tokens * m.vocab / tp * 4 * 3 / hw.hbmBytesPerS;

    const double pp = c.pp;
    const double dLayers = m.denseLayers / pp, eLayers = m.moeLayers / pp;
    const double stageCompute = dLayers * denseCompute + eLayers * moeCompute + logits;
    const double stageTp = dLayers * denseTp + eLayers * moeTp;
    const double stageEp = eLayers * epExposed;
    const double stageCp = (dLayers + eLayers) * cpExposed;

    // Pipeline: activations forward and gradients backward at each of the v chunk boundaries,
    // split over the TP ranks (scatter/gather, Narayanan et al. 2021 §4.1).
    double p2p = 0;
    if (c.pp > 1) {
        const double bytes =
            tokens * m.h * m.actBytes / (m.sequenceParallel || c.tp > 1 ? tp : 1.0);
        const bool intra = static_cast<double>(c.tp) * c.cp * c.dp < hw.domainGpus;
        const double bw = intra ? hw.scaleUpBusBytesPerS : hw.interNodeBusBytesPerS;
        p2p = 2.0 * c.interleave * transfer(bytes, bw, intra ? hw.alphaIntraS : hw.alphaInterS);
    }
    const double stage = stageCompute + stageTp + stageEp + stageCp + p2p;
    const double mb = c.microBatches;
    out.compute = mb * stageCompute;
    out.tpComm = mb * stageTp;
    out.epComm = mb * stageEp;
    out.cpComm = mb * stageCp;
    // 1F1B bubble (p−1)/(v·m) of the ideal time (Narayanan et al. 2021 §2.2); p2p counted here.
    out.ppBubble = (pp - 1) / c.interleave * stage + mb * p2p;

    // Data parallelism over the dp·cp ranks that hold the same weights (stride tp).
    const double dpRanks = static_cast<double>(c.dp) * c.cp;
    const double nonExpert = m.params - m.expertParams - m.embeddingParams;
    const double perGpuDense = std::max(0.0, nonExpert) / (pp * tp) + m.embeddingParams / tp;
    const double perGpuExpert = m.expertParams / (pp * tp * c.ep);
    const double perGpu = perGpuDense + perGpuExpert;
    if (dpRanks > 1) {
        const double bwdWindow = kDpOverlapFraction * stage * 2.0 / 3.0;
        const double fwdWindow = kDpOverlapFraction * stage / 3.0;
        auto sync = [&](double params, double ranks) {
            if (ranks <= 1 || params <= 0)
                return 0.0;
            const int n = static_cast<int>(ranks);
            const double bw = groupBusBytesPerS(hw, n, c.tp);
            const double alpha = ranks * tp <= hw.domainGpus ? hw.alphaIntraS : hw.alphaInterS;
            const double grads = params * m.trainableFraction * m.gradBytes;
            if (c.zeroStage >= 3) {
                // ZeRO-3/FSDP: gather the weights forward and backward and reduce-scatter the
                // gradients for every micro-batch, prefetched under the compute.
                const double perMb = 2 * reduceScatterSeconds(params * m.actBytes, n, bw, alpha) +
                                     reduceScatterSeconds(grads, n, bw, alpha);
                return std::max(0.0, mb * perMb - kDpOverlapFraction * mb * stage);
            }
            if (c.zeroStage == 0 && !m.distributedOptimizer)
                return std::max(0.0, ringAllreduceSeconds(grads, n, bw, alpha) - bwdWindow);
            // Sharded optimizer: reduce-scatter the gradients after the backward pass, gather
            // the updated weights under the next forward pass.
            const double rs = reduceScatterSeconds(grads, n, bw, alpha);
            const double ag = reduceScatterSeconds(params * m.trainableFraction * m.actBytes, n,
                                                   bw, alpha);
            return std::max(0.0, rs - bwdWindow) + std::max(0.0, ag - fwdWindow);
        };
        out.dpCommExposed = sync(perGpuDense, dpRanks) + sync(perGpuExpert, dpRanks / c.ep);
    }

    // Optimizer step: memory-bound over the local (ZeRO-sharded) trainable parameters.
    const bool sharded = c.zeroStage >= 1 || m.distributedOptimizer;
    const double local = perGpu * m.trainableFraction / (sharded ? dpRanks : 1.0);
    if (m.offload == Offload::None) {
        out.optimizer = local * m.optimizerBytesPerParam / hw.hbmBytesPerS;
    } else {
        // ZeRO-Offload: fp32 gradients down and bf16 weights up over PCIe, the update on the CPU
        // at an assumed 100 GB/s of host memory bandwidth per GPU's share.
        constexpr double kHostUpdateBytesPerS = 100e9;
        out.optimizer = local * (4 + 2) / std::max(hw.pcieBytesPerS, 1.0) +
                        local * m.optimizerBytesPerParam / kHostUpdateBytesPerS;
    }
    return out;
}

double modelFlopsPerStep(const StepModel& m, const LayoutChoice& c)
{
    const double tokens = static_cast<double>(c.microBatch) * c.dp * c.microBatches * m.s;
    const double perTokenFwd = m.denseLayers * (m.denseGemmPerToken + m.attnPerToken) +
                               m.moeLayers * (m.moeGemmPerToken + m.attnPerToken) +
                               m.logitsPerToken;
    return tokens * perTokenFwd * (m.frozenBase ? 2.0 : 3.0);
}

double hardwareFlopsPerStep(const StepModel& m, const LayoutChoice& c)
{
    const double tokens = static_cast<double>(c.microBatch) * c.dp * c.microBatches * m.s;
    double extra = 0;
    const double layers = m.denseLayers + m.moeLayers;
    if (c.recompute == Recompute::Full)
        extra = m.denseLayers * (m.denseGemmPerToken + m.attnPerToken) +
                m.moeLayers * (m.moeGemmPerToken + m.attnPerToken);
    else if (c.recompute == Recompute::Selective && !m.flashAttention)
        // Korthikanti et al. 2022, eq. 8: 72·B·s·L·h²·(1 + s/(3h) + V/(12hL)), i.e. the attention
        // term counted twice (their HFU/MFU ≈ 1 + s/(6h), eq. 9).
        extra = 3 * layers * m.attnPerToken;
    return modelFlopsPerStep(m, c) + tokens * extra;
}

} // namespace cc::model
