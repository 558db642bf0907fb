// The step-time model: model FLOPs per token (Narayanan et al., "Efficient Large-Scale Language
// Model Training on GPU Clusters Using Megatron-LM", SC21, arXiv:2104.04473, §3 and eq. 3) and
// alpha-beta collectives (Collectives.h; Thakur, Rabenseifner, Gropp, IJHPCA 19(1), 2005).
// Everything here is per GPU of the slowest pipeline stage, per micro-batch, then summed over the
// 1F1B schedule. GEMMs are timed by shape (GemmShape.h); the issue-9 terms and their constants:
// StepTerms.h.
#include "model/analysis/Collectives.h"
#include "model/training/GemmShape.h"
#include "model/training/StepLayers.h"
#include "model/training/StepSync.h"
#include "model/training/StepTerms.h"

#include <algorithm>
#include <cmath>

namespace cc::model {

namespace {

/// Pipeline-neighbour time of `bytes` at `bw` with `alpha` per message.
double transfer(double bytes, double bw, double alpha)
{
    return bw > 0 ? bytes / bw + alpha : 0;
}

/// What every per-layer term of one layout needs.
struct Ctx {
    const StepModel& m;
    const ResolvedLayout& c;
    double tokens; ///< per GPU per micro-batch (b·s/cp)
    double tp;
    double fwdPasses; ///< 1, or 2 with full recompute
    bool full, selective;
};

/// The attention projections: GEMM seconds (fwd, dgrad, wgrad) and FP8 cast elements.
struct LinearCost {
    double seconds = 0;
    double fwdSeconds = 0;
    double castElements = 0; ///< linear inputs and output gradients quantised per GPU
};

void addLinear(const Ctx& x, const GemmRates& r, double in, double out, bool rowParallel,
               LinearCost& cost, double groups = 1, double rows = -1)
{
    const double m = rows >= 0 ? rows : x.tokens;
    const double inLocal = rowParallel ? in / x.tp : in;
    const double outLocal = rowParallel ? out : out / x.tp;
    // Selective recompute that also recomputes a share of the linear GEMMs (torchtitan per-op
    // SAC: every second matmul, StepTime.h recomputeGemmShare).
    const double passes = x.fwdPasses + (x.selective ? x.m.recomputeGemmShare : 0.0);
    const LinearSeconds t = linearSeconds(r, m, inLocal, outLocal, passes, !x.m.frozenBase, groups);
    cost.seconds += t.total;
    cost.fwdSeconds += t.fwd;
    // With sequence parallelism each rank quantises its own shard before the FP8 all-gather.
    const double sp = x.c.layout.sequenceParallel && x.tp > 1 ? x.tp : 1;
    cost.castElements +=
        m * groups * ((rowParallel ? inLocal : in / sp) + (rowParallel ? out / sp : outLocal));
}

LinearCost attentionLinears(const Ctx& x)
{
    LinearCost cost;
    for (int i = 0; i < x.m.attnLinearCount; ++i) {
        const LinearShape& l = x.m.attnLinears[i];
        addLinear(x, x.m.linearRates, l.in, l.out, l.rowParallel, cost);
    }
    return cost;
}

/// A (gated) MLP of width `f` split over `split` ranks; `rows` tokens, `groups` experts.
void addMlp(const Ctx& x, double f, LinearCost& cost, double groups = 1, double rows = -1,
            double split = 0)
{
    Ctx y = x;
    y.tp = split > 0 ? split : x.tp;
    addLinear(y, x.m.linearRates, x.m.h, x.m.mlpUp * f, false, cost, groups, rows);
    addLinear(y, x.m.linearRates, f, x.m.h, true, cost, groups, rows);
}

/// LoRA adapters (Hu et al. 2021: h = W₀x + B·A·x, A: in → r, B: r → out, trained while W₀ is
/// frozen) on the linears Memory.cpp gives adapters: Q, K, V, O and (loraTargets all) the dense
/// MLP and each expert.
/// Each adapter is two GEMMs of rank r. Their arithmetic intensity is about r FLOP per byte,
/// far below any GPU's ops:byte ratio, so they are memory-bound (NVIDIA Matrix Multiplication
/// Background User's Guide, "Math And Memory Bounds"; cuBLAS runs such skinny shapes with
/// narrow tiles or split-K, so the 128-wide tile grid of GemmShape.h does not apply). Each of the
/// forward, input-gradient and weight-gradient GEMMs of A reads or writes the token rows of its
/// d_in side, those of B the rows of its d_out side: d_in + d_out elements per token per pass;
/// the rank-r intermediates and A and B themselves (r·(d_in + d_out)) are negligible. A
/// column-parallel layer's A is replicated and its B split over TP; a row-parallel layer's A is
/// split and its B replicated.
double loraSeconds(const Ctx& x, bool moe, double local, double perExpert)
{
    const StepModel& m = x.m;
    if (m.loraRank <= 0 || m.hw.hbmBytesPerS <= 0)
        return 0;
    const double passes = x.fwdPasses + (x.selective ? m.recomputeGemmShare : 0.0);
    double elements = 0;
    auto adapter = [&](double in, double out, bool rowParallel, double tp, double groups,
                       double rows) {
        const double inLocal = rowParallel ? in / tp : in;
        const double outLocal = rowParallel ? out : out / tp;
        elements += (inLocal + outLocal) * rows * groups * (passes + 2);
    };
    auto mlp = [&](double f, double tp, double groups, double rows) {
        for (int i = 0; i < static_cast<int>(m.mlpUp); ++i)
            adapter(m.h, f, false, tp, groups, rows);
        adapter(f, m.h, true, tp, groups, rows);
    };
    for (const LinearShape& l : m.loraAttnLinears)
        adapter(l.in, l.out, l.rowParallel, x.tp, 1, x.tokens);
    if (!m.loraMlp)
        return elements * m.actBytes / m.hw.hbmBytesPerS;
    if (!moe) {
        mlp(m.ffn, x.tp, 1, x.tokens);
        return elements * m.actBytes / m.hw.hbmBytesPerS;
    }
    for (int i = 0; i < static_cast<int>(m.sharedExperts); ++i)
        mlp(m.expertFfn, x.tp, 1, x.tokens);
    mlp(m.expertFfn, x.c.layout.expertTp, local, perExpert);
    return elements * m.actBytes / m.hw.hbmBytesPerS;
}

/// FlashAttention (or unfused score GEMMs) for one layer; `scoreTraffic` out: HBM bytes of
/// the unfused score tensors.
double attentionSeconds(const Ctx& x, double& scoreTraffic)
{
    const StepModel& m = x.m;
    const ComputeHardware& hw = m.hw;
    const double attnFwd = x.tokens * m.attnPerToken / x.tp;
    scoreTraffic = 0;
    if (m.flashAttention) {
        // The causal half in fused kernels; backward 2.5 forwards (Dao 2023). Efficiency by the
        // key/value blocks each query tile attends to under the context-parallel scheme and the
        // head dimension (StepTerms.h).
        const double rate = hw.peakBf16Flops * hw.attentionEfficiency *
                            contextAttentionFactor(m.s, x.c.layout.cp, m.cpKind, m.qkHeadDim,
                                                   hw.attentionTileOverhead);
        return 0.5 * attnFwd * (3.5 + (x.full ? 1.0 : 0.0)) / rate;
    }
    // Batched GEMMs; the a·s² score tensors go through HBM (13 bytes per element: written,
    // softmax read and written, dropout read and written plus its mask, read by attention·V).
    const double passes = (m.frozenBase ? 2.0 : 3.0) + (x.full ? 1.0 : 0.0);
    scoreTraffic = 13.0 * m.heads * m.s * x.tokens / x.tp;
    return attnFwd * (passes + (x.selective ? 1.0 : 0.0)) / m.bf16Rates.flopsPerS;
}

/// Element-wise work (norms, activations, dropout, residuals) streams the stored activations
/// through HBM: written and read once forward, twice backward.
double elementwiseSeconds(const Ctx& x, double splitPerToken, double gemmPerToken,
                          double scoreTraffic)
{
    const StepModel& m = x.m;
    const double repl = x.c.layout.sequenceParallel && x.c.layout.tp > 1 ? 1.0 / x.tp : 1.0;
    const double scale = m.actBytes / 2.0;
    const double stored = x.tokens * (splitPerToken / x.tp + m.storedReplPerToken * repl);
    const double fwd = (2 * stored + scoreTraffic) * scale;
    double bytes = fwd * x.fwdPasses + 2 * fwd;
    if (x.selective && !m.flashAttention)
        bytes += scoreTraffic * scale;
    const double passes = (m.frozenBase ? 2.0 : 3.0) + (x.full ? 1.0 : 0.0);
    bytes += gemmPerToken / 2 / x.tp * m.dequantBytesPerParam * (passes - (m.frozenBase ? 0 : 1));
    return bytes / m.hw.hbmBytesPerS;
}

/// Tensor parallelism: two collectives of the layer's activations forward and two backward
/// (two more to recompute), ring cost; the backward ones hide under weight-gradient GEMMs.
double tpExposed(const Ctx& x, double gemmFwd)
{
    const StepModel& m = x.m;
    const ComputeHardware& hw = m.hw;
    if (x.c.layout.tp <= 1)
        return 0;
    const double bw = groupBusBytesPerS(hw, x.c.layout.tp, 1);
    const double one =
        ringAllreduceSeconds(x.tokens * m.h * m.actBytes, x.c.layout.tp, bw,
                             x.c.layout.tp <= hw.domainGpus ? hw.alphaIntraS : hw.alphaInterS);
    const double fwdComm = (2 + (x.full ? 2 : 0)) * one;
    const double bwdComm = 2 * one;
    const double wgrad = m.frozenBase ? 0 : gemmFwd;
    switch (m.tpOverlap) {
    case TpOverlap::None:
        return fwdComm + bwdComm;
    case TpOverlap::Backward:
        return fwdComm + exposedWithContention(bwdComm, wgrad);
    case TpOverlap::Full:
        return exposedWithContention(fwdComm, gemmFwd * x.fwdPasses) +
               exposedWithContention(bwdComm, gemmFwd + wgrad);
    }
    return fwdComm + bwdComm;
}

/// Context parallelism. Ring (Megatron Core): K and V chunks circulate forward, K, V and their
/// gradients backward, overlapped with the attention blocks; the part of the transfer longer
/// than the chunk's attention is exposed. All-gather (Llama 3 §3.3.2): K and V gathered before
/// attention and their gradients reduce-scattered after it, not overlapped.
double cpExposedSeconds(const Ctx& x, double tAttn)
{
    const StepModel& m = x.m;
    if (x.c.layout.cp <= 1)
        return 0;
    const double chunk = x.tokens * 2 * m.kvDim * m.actBytes / x.tp;
    const double bw = groupBusBytesPerS(m.hw, x.c.layout.cp, x.c.layout.tp);
    if (bw <= 0)
        return 0;
    const double cp = x.c.layout.cp;
    if (m.cpKind == CpKind::AllGather) {
        const double alpha =
            cp * x.c.layout.tp <= m.hw.domainGpus ? m.hw.alphaIntraS : m.hw.alphaInterS;
        const double gather = reduceScatterSeconds(chunk * cp, x.c.layout.cp, bw, alpha);
        return gather * x.fwdPasses + gather; // gather (again to recompute), reduce-scatter
    }
    return exposedWithContention(3 * (cp - 1) * chunk / bw, tAttn);
}

/// Expert parallelism: dispatch and combine all-to-all forward and backward (two more to
/// recompute) over ep ranks expertTp apart, on NVLink when ep·expertTp fits the domain.
double epAllToAll(const Ctx& x, double tokens, double imbalance)
{
    const StepModel& m = x.m;
    const ComputeHardware& hw = m.hw;
    if (x.c.layout.ep <= 1)
        return 0;
    const double rows = tokens * m.topK;
    const double bytes = rows * m.h * m.actBytes * imbalance;
    const double span = static_cast<double>(x.c.layout.ep) * x.c.layout.expertTp;
    double t;
    if (span <= hw.domainGpus) {
        // On a switchless mesh each peer is reached over its own link (meshGroupShare).
        t = allToAllSeconds(bytes, x.c.layout.ep,
                            hw.scaleUpBusBytesPerS * meshGroupShare(hw, x.c.layout.ep),
                            hw.alphaIntraS);
    } else {
        // Peers inside the domain over NVLink, the rest over the NICs, concurrently.
        const double local = std::max(1.0, hw.domainGpus / double(x.c.layout.expertTp));
        const double inter =
            hw.alltoallInterBytesPerS > 0 ? hw.alltoallInterBytesPerS : hw.interNodeBusBytesPerS;
        const double ep = x.c.layout.ep;
        const double viaNic = inter > 0 ? bytes * (ep - local) / ep / inter : 0;
        const double viaLink =
            hw.scaleUpBusBytesPerS > 0 ? bytes * (local - 1) / ep / hw.scaleUpBusBytesPerS : 0;
        t = std::max(viaNic, viaLink) + (ep - 1) * hw.alphaInterS;
        if (m.moeDispatcher == MoeDispatcher::DeepEp && inter > 0) {
            // One copy per distinct remote node over the NICs, NVLink forwards the topK copies.
            const double nodes = std::ceil(span / hw.domainGpus);
            const double copies =
                m.moeRoundRobin
                    ? roundRobinRemoteNodeCopies(nodes, m.topK, m.experts, m.moeMaxNodes)
                    : remoteNodeCopies(nodes, m.topK, m.moeMaxNodes);
            const double nic = tokens * copies * m.h * m.actBytes * imbalance / inter;
            t = std::max(nic, viaLink) + (nodes - 1) * hw.alphaInterS;
        }
    }
    return (4 + (x.full ? 2 : 0)) * t;
}

/// Expert tensor parallelism: the routed experts' inputs are all-gathered and their outputs
/// reduce-scattered inside the expertTp group, forward and backward (Megatron Core expert TP),
/// not overlapped (assumption, like the forward TP collectives).
double expertTpSeconds(const Ctx& x, double rows)
{
    const StepModel& m = x.m;
    const int etp = x.c.layout.expertTp;
    if (etp <= 1)
        return 0;
    const double bw = groupBusBytesPerS(m.hw, etp, 1);
    const double alpha = etp <= m.hw.domainGpus ? m.hw.alphaIntraS : m.hw.alphaInterS;
    return (2 + 2 * x.fwdPasses) * reduceScatterSeconds(rows * m.h * m.actBytes, etp, bw, alpha);
}

LayerTimes layerTimes(const Ctx& x, bool moe)
{
    const StepModel& m = x.m;
    LayerTimes lt;
    LinearCost lin = attentionLinears(x);
    double scores = 0;
    const double tAttn = attentionSeconds(x, scores);
    double split = m.storedSplitPerToken;
    double gemmPerToken = m.denseGemmPerToken;
    if (!moe) {
        addMlp(x, m.ffn, lin);
        lin.seconds += loraSeconds(x, false, 1, x.tokens);
    } else {
        split += m.moeExtraPerToken;
        gemmPerToken = m.moeGemmPerToken;
        if (m.sharedExperts > 0)
            addMlp(x, m.sharedExperts * m.expertFfn, lin);
        // Router (replicated, BF16) on this rank's tokens.
        LinearCost router;
        addLinear(x, m.bf16Rates, m.h, m.experts * x.tp, false, router);
        lin.seconds += router.seconds;
        // Routed experts: a grouped GEMM over the local experts; each rank receives, on
        // average, its tokens × topK (spread over experts/ep local experts), × the imbalance.
        const double rows = x.tokens / x.tp * x.c.layout.expertTp; // tokens this rank dispatches
        const double local = std::max(1.0, m.experts / x.c.layout.ep);
        const double imb = m.moeRoundRobin ? 1.0
                           : m.moeForceBalance
                               ? forcedBalanceImbalance(rows * m.topK, x.c.layout.ep)
                               : m.moeImbalance;
        const double perExpert = rows * m.topK * x.c.layout.ep / m.experts * imb;
        LinearCost experts;
        addMlp(x, m.expertFfn, experts, local, perExpert, x.c.layout.expertTp);
        experts.seconds += loraSeconds(x, true, local, perExpert);
        lin.seconds += experts.seconds;
        lin.fwdSeconds += experts.fwdSeconds;
        lin.castElements += experts.castElements;
        lt.ep = epAllToAll(x, rows, imb);
        lt.tp += expertTpSeconds(x, rows * m.topK * imb);
        lt.dispatch = 2 * (1 + m.topK) * m.h * 2 * rows * (x.fwdPasses + 1) / m.hw.hbmBytesPerS;
    }
    lt.fp8 =
        lin.castElements * m.fp8CastBytesPerElement * (x.fwdPasses + 1) / 2 / m.hw.hbmBytesPerS;
    const double gpu = lin.seconds + tAttn + elementwiseSeconds(x, split, gemmPerToken, scores);
    lt.compute = std::max(gpu, kKernelsPerLayer * kHostSecondsPerKernel);
    lt.fwdCompute = lt.compute / (2 + x.fwdPasses);
    lt.tp += tpExposed(x, lin.fwdSeconds);
    lt.cp = cpExposedSeconds(x, tAttn);
    if (moe && m.moeOverlap) { // under another micro-batch's work, except the passes run alone
        const double alone = overlapUnpairedShare(x.c);
        lt.ep = alone * lt.ep + (1 - alone) * exposedWithContention(lt.ep, lt.compute);
    }
    return lt;
}

/// Activation CPU offload (Megatron Core --cpu-offloading-num-layers): the stored activations
/// of N layers go to host memory after their forward and come back before their backward, over
/// PCIe, under the compute of the other layers; the part that takes longer is exposed.
double offloadExposed(const Ctx& x, double stageLayers, double stageCompute)
{
    const StepModel& m = x.m;
    if (m.activationOffloadLayers <= 0 || m.hw.pcieBytesPerS <= 0)
        return 0;
    const double repl = x.c.layout.sequenceParallel && x.c.layout.tp > 1 ? 1.0 / x.tp : 1.0;
    const double perLayer =
        x.tokens * (m.storedSplitPerToken / x.tp + m.storedReplPerToken * repl) * m.actBytes / 2;
    const double layers = std::min(m.activationOffloadLayers, stageLayers);
    return std::max(0.0, 2 * layers * perLayer / m.hw.pcieBytesPerS - stageCompute);
}

/// The output layer and the loss on the last stage (kept in BF16 under FP8 recipes), not
/// recomputed; a frozen base has no weight gradient (addLinear skips it).
double logitsSeconds(const Ctx& x)
{
    const StepModel& m = x.m;
    LinearCost head;
    Ctx once = x;
    once.fwdPasses = 1;
    once.selective = false; // the output layer is outside the checkpointed blocks
    addLinear(once, m.bf16Rates, m.h, m.vocab, false, head);
    return head.seconds + x.tokens * m.vocab / x.tp * 4 * 3 / m.hw.hbmBytesPerS;
}

/// Pipeline: activations forward and gradients backward at each of the v chunk boundaries,
/// split over the TP ranks (scatter/gather, Narayanan et al. 2021 §4.1).
double p2pSeconds(const Ctx& x)
{
    const StepModel& m = x.m;
    const ComputeHardware& hw = m.hw;
    const ResolvedLayout& c = x.c;
    if (c.layout.pp <= 1)
        return 0;
    const double bytes =
        x.tokens * m.h * m.actBytes / (c.layout.sequenceParallel || c.layout.tp > 1 ? x.tp : 1.0);
    const bool intra = static_cast<double>(c.layout.tp) * c.layout.cp * c.dp < hw.domainGpus;
    // A neighbour inside a switchless mesh is one link away: 1/(domain−1) of the scale-up.
    const double bw =
        intra ? hw.scaleUpBusBytesPerS * meshGroupShare(hw, 2) : hw.interNodeBusBytesPerS;
    return 2.0 * c.layout.interleave * transfer(bytes, bw, intra ? hw.alphaIntraS : hw.alphaInterS);
}

} // namespace

StageShape stageShape(const StepModel& m, const ResolvedLayout& c)
{
    StageShape st;
    st.moeShare = m.layers > 0 ? m.moeLayers / m.layers : 0;
    const int layers = static_cast<int>(m.layers);
    const int pp = c.layout.pp;
    st.last = pipelineStageLayers(layers, c.layout, pp - 1);
    st.first = pp > 1 ? pipelineStageLayers(layers, c.layout, 0) : 0;
    st.mid = pp > 2 ? pipelineStageLayers(layers, c.layout, 1) : 0;
    st.slowest = std::max(st.last, std::max(st.first, st.mid));
    return st;
}

namespace {

Ctx ctxOf(const StepModel& m, const ResolvedLayout& c)
{
    const bool full = c.layout.recompute == Recompute::Full;
    return {m,
            c,
            c.layout.microBatch * m.s / c.layout.cp,
            static_cast<double>(c.layout.tp),
            full ? 2.0 : 1.0,
            full,
            c.layout.recompute == Recompute::Selective};
}

} // namespace

StepLayerTerms stepLayerTerms(const StepModel& m, const ResolvedLayout& c)
{
    const Ctx x = ctxOf(m, c);
    StepLayerTerms t;
    t.dense = layerTimes(x, false);
    t.moe = m.moeLayers > 0 ? layerTimes(x, true) : LayerTimes{};
    t.logits = logitsSeconds(x);
    return t;
}

StepBreakdown stepBreakdown(const StepModel& m, const ResolvedLayout& c)
{
    return stepBreakdown(m, c, stepLayerTerms(m, c));
}

StepBreakdown stepBreakdown(const StepModel& m, const ResolvedLayout& c, const StepLayerTerms& t)
{
    StepBreakdown out;
    const Ctx x = ctxOf(m, c);
    const LayerTimes& dense = t.dense;
    const LayerTimes& moe = t.moe;
    const double logits = t.logits;

    // The slowest stage sets the pace (uneven stages: Megatron first/last-stage layer counts).
    const StageShape st = stageShape(m, c);
    auto stageOf = [&](double layers, bool withLogits) {
        const double dl = layers * (1 - st.moeShare), el = layers * st.moeShare;
        return dl * dense.compute + el * moe.compute + (withLogits ? logits : 0.0) + dl * dense.tp +
               el * moe.tp;
    };
    const double lastT = stageOf(st.last, true);
    const double otherT = c.layout.pp > 1 ? stageOf(std::max(st.first, st.mid), false) : 0;
    const double slowLayers = lastT >= otherT ? st.last : std::max(st.first, st.mid);
    const bool slowHasLogits = lastT >= otherT;
    const double dl = slowLayers * (1 - st.moeShare), el = slowLayers * st.moeShare;
    double stageCompute = dl * dense.compute + el * moe.compute + (slowHasLogits ? logits : 0);
    stageCompute += offloadExposed(x, slowLayers, stageCompute);
    const double stageTp = dl * dense.tp + el * moe.tp;
    const double stageEp = el * moe.ep;
    const double stageCp = dl * dense.cp + el * moe.cp;
    const double stageDispatch = el * moe.dispatch;
    const double stageFp8 = dl * dense.fp8 + el * moe.fp8;

    const double p2p = p2pSeconds(x);
    const double stage =
        stageCompute + stageTp + stageEp + stageCp + stageDispatch + stageFp8 + p2p;
    const double mb = c.microBatches;
    out.compute = mb * stageCompute;
    out.tpComm = mb * stageTp;
    out.epComm = mb * stageEp;
    out.cpComm = mb * stageCp;
    out.cpExposed = out.cpComm;
    out.moeDispatch = mb * stageDispatch;
    out.fp8Overhead = mb * stageFp8;
    // 1F1B bubble (p−1)/(v·m) of the ideal time (Narayanan et al. 2021 §2.2); p2p counted here.
    out.ppBubble = (c.layout.pp - 1.0) / c.layout.interleave * stage + mb * p2p;

    SyncInputs in;
    in.stageSeconds = stage;
    in.layers = slowLayers;
    in.denseLayerFwd = dense.fwdCompute;
    in.moeLayerFwd = moe.fwdCompute;
    in.denseLayerBwd = dense.compute - dense.fwdCompute;
    in.moeLayerBwd = moe.compute - moe.fwdCompute;
    in.moeShare = st.moeShare;
    addSyncAndOptimizer(m, c, in, out);
    return out;
}

} // namespace cc::model
