// The step-time model: model FLOPs per token (Narayanan et al., "Efficient Large-Scale Language
// Model Training on GPU Clusters Using Megatron-LM", SC21, arXiv:2104.04473, §3 and eq. 3) and
// alpha-beta collectives (Collectives.h; Thakur, Rabenseifner, Gropp, IJHPCA 19(1), 2005).
// Everything here is per GPU of the slowest pipeline stage, per micro-batch, then summed over the
// 1F1B schedule.
#include "model/training/StepTime.h"

#include "model/analysis/Collectives.h"
#include "model/training/Memory.h"
#include "model/training/MemoryUtil.h"
#include "model/training/StepTerms.h"

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
    case OptimizerKind::AdamW:
        return fp32 ? 32 : 34;
    case OptimizerKind::AdamW8bit:
        return fp32 ? 20 : 22;
    case OptimizerKind::Sgd:
        return fp32 ? 24 : 26;
    }
    return 34;
}

/// LoRA adapters (Hu et al. 2021; QLoRA adapts all linear layers, Dettmers et al. 2023) on Q, K,
/// V, O, and (loraTargets all) the dense MLP and every expert, r·(d_in + d_out) each: the set
/// Memory.cpp holds.
double loraParams(const ModelShape& ms, double moeLayers, int rank, LoraTargets targets)
{
    const mem::LayerParams lp = mem::layerParams(ms);
    const double dense = ms.layers - moeLayers;
    const double mlp = targets == LoraTargets::All ? 1.0 : 0.0;
    return rank * (ms.layers * lp.attentionAdapter +
                   mlp * (dense * lp.denseMlpAdapter +
                          moeLayers * (ms.sharedExperts + ms.experts) * lp.expertAdapter));
}

/// The linear layers of attention (per token, before TP) and the MLP widths.
void setLinearShapes(const ModelShape& ms, StepModel& m)
{
    const double h = ms.hidden, a = ms.heads, qk = ms.qkHeadDim(), v = ms.valueHeadDim();
    auto& L = m.attnLinears;
    if (ms.mla()) {
        // DeepSeek-V2/V3 MLA: query down/up (or one query projection), KV down (latent + shared
        // rotary key), KV up (keys without rope, values), output.
        int i = 0;
        if (ms.qLoraRank > 0) {
            L[i++] = {h, double(ms.qLoraRank), false};
            L[i++] = {double(ms.qLoraRank), a * qk, false};
        } else {
            L[i++] = {h, a * qk, false};
        }
        L[i++] = {h, double(ms.kvLoraRank) + ms.qkRopeHeadDim, false};
        L[i++] = {double(ms.kvLoraRank), a * (qk - ms.qkRopeHeadDim + v), false};
        L[i++] = {a * v, h, true};
        m.attnLinearCount = i;
    } else {
        L[0] = {h, a * qk + ms.kvHeads * (qk + v), false}; // fused QKV, column-parallel
        L[1] = {a * v, h, true};                           // output, row-parallel
        m.attnLinearCount = 2;
    }
    m.ffn = ms.ffnHidden;
    m.expertFfn = ms.expertFfnHidden > 0 ? ms.expertFfnHidden : ms.ffnHidden;
    m.experts = ms.experts;
    m.sharedExperts = ms.sharedExperts;
    m.mlpUp = ms.gatedMlp ? 2 : 1;
    // Adapters: Q h→heads·d, K and V h→kvHeads·d, O heads·d→h (Memory.cpp layerParams).
    const double qDim = a * qk, kvDim = ms.kvHeads * qk;
    m.loraAttnLinears = {{{h, qDim, false}, {h, kvDim, false}, {h, kvDim, false}, {qDim, h, true}}};
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
    m.qkHeadDim = ms.qkHeadDim();
    m.vHeadDim = ms.valueHeadDim();
    m.kvDim = ms.mla() ? ms.heads * (m.qkHeadDim + m.vHeadDim) / 2 : ms.kvHeads * m.qkHeadDim;
    m.vocab = ms.vocab;
    m.layers = ms.layers;
    const int moeLayers =
        ms.experts > 0 ? std::max(1, (ms.layers - ms.denseLayers) / std::max(ms.moeEvery, 1)) : 0;
    m.moeLayers = std::min(moeLayers, ms.layers);
    m.denseLayers = ms.layers - m.moeLayers;
    m.topK = ms.topK;
    setLinearShapes(ms, m);

    const double h = m.h;
    const double mlpMats = ms.gatedMlp ? 3 : 2;
    const double mlpCoef = ms.gatedMlp ? 6 : 4; // stored MLP bytes per width unit
    // Forward GEMM FLOPs per token: 2 × the attention projection weights (GQA, headDim, MLA),
    // MLP 2·mats·h·f (Narayanan et al. 2021, eq. 2; gated MLPs have three matrices: Shazeer,
    // "GLU Variants Improve Transformer", arXiv:2002.05202, 2020).
    const double attnProj = 2 * mem::attentionParams(ms);
    m.denseGemmPerToken = attnProj + 2 * mlpMats * h * ms.ffnHidden;
    const double fe = ms.expertFfnHidden > 0 ? ms.expertFfnHidden : ms.ffnHidden;
    m.moeGemmPerToken =
        attnProj + 2 * h * ms.experts + 2 * mlpMats * h * fe * (ms.topK + ms.sharedExperts);
    // QKᵀ and attention·V, forward, per token: 2·s·a·d_qk + 2·s·a·d_v (4·s·h when d = h/a),
    // non-causal as in Megatron-LM's FLOP count (Narayanan et al. 2021 eq. 3).
    m.attnPerToken = 2 * m.s * m.heads * (m.qkHeadDim + m.vHeadDim);
    m.logitsPerToken = 2 * h * m.vocab;

    // Activation bytes stored per token and layer (Korthikanti et al. 2022, eq. 1, generalised
    // to GQA and gated MLPs): attention 7h + 4·kvDim, MLP 3h + 4f (gated 3h + 6f), layer norms
    // 4h. Without sequence parallelism 10h of it is replicated on every TP rank.
    m.storedReplPerToken = 10 * h;
    m.storedSplitPerToken = 4 * h + 4 * m.kvDim + mlpCoef * ms.ffnHidden;
    const double moeSplit =
        4 * h + 4 * m.kvDim + ms.topK * (mlpCoef * fe + 2 * h) + ms.sharedExperts * mlpCoef * fe;
    m.moeExtraPerToken = moeSplit - m.storedSplitPerToken;
    m.actBytes = t.precision == Precision::Fp32 ? 4 : 2;
    m.gradBytes = t.precision == Precision::Fp32 ? 4 : 2;

    m.params = parameterCount(ms);
    m.activeParams = activeParameterCount(ms);
    m.expertParams = m.moeLayers * ms.experts * mlpMats * h * fe;
    m.embeddingParams = static_cast<double>(ms.vocab) * h;
    const mem::LayerParams lp = mem::layerParams(ms);
    m.denseLayerParams = lp.attention + lp.norms + lp.denseMlp;
    m.moeLayerDenseParams = lp.attention + lp.norms + lp.router + ms.sharedExperts * lp.expertMlp;
    m.moeLayerExpertParams = ms.experts * lp.expertMlp;
    m.flashAttention = t.flashAttention;
    m.tpOverlap = t.tpOverlap;
    m.distributedOptimizer = t.distributedOptimizer;
    m.offload = t.offload;
    m.frozenBase = t.method == Method::Lora || t.method == Method::Qlora;
    m.optimizerBytesPerParam = optimizerBytesPerParam(t.optimizer, t.precision);
    if (m.frozenBase && m.params > 0)
        m.trainableFraction =
            std::min(1.0, loraParams(ms, m.moeLayers, t.loraRank, t.loraTargets) / m.params);
    m.loraRank = m.frozenBase ? std::max(1, t.loraRank) : 0;
    m.loraMlp = t.loraTargets == LoraTargets::All;
    // QLoRA dequantises the NF4 weights to BF16 for every matmul: read 4.127 bits, write 16.
    m.dequantBytesPerParam = t.method == Method::Qlora ? 4.127 / 8 + 2 : 0;
    setIssue9Settings(w, hw, m);
    return m;
}

double modelFlopsPerStep(const StepModel& m, const ResolvedLayout& c)
{
    const double tokens = static_cast<double>(c.layout.microBatch) * c.dp * c.microBatches * m.s;
    const double perTokenFwd = m.denseLayers * (m.denseGemmPerToken + m.attnPerToken) +
                               m.moeLayers * (m.moeGemmPerToken + m.attnPerToken) +
                               m.logitsPerToken;
    return tokens * perTokenFwd * (m.frozenBase ? 2.0 : 3.0);
}

double hardwareFlopsPerStep(const StepModel& m, const ResolvedLayout& c)
{
    const double tokens = static_cast<double>(c.layout.microBatch) * c.dp * c.microBatches * m.s;
    double extra = 0;
    const double layers = m.denseLayers + m.moeLayers;
    if (c.layout.recompute == Recompute::Full)
        extra = m.denseLayers * (m.denseGemmPerToken + m.attnPerToken) +
                m.moeLayers * (m.moeGemmPerToken + m.attnPerToken);
    else if (c.layout.recompute == Recompute::Selective && !m.flashAttention)
        // Korthikanti et al. 2022, eq. 8: 72·B·s·L·h²·(1 + s/(3h) + V/(12hL)), i.e. the attention
        // term counted twice (their HFU/MFU ≈ 1 + s/(6h), eq. 9).
        extra = 3 * layers * m.attnPerToken;
    if (c.layout.recompute == Recompute::Selective) // recomputed share of the linear GEMMs
        extra += m.recomputeGemmShare *
                 (m.denseLayers * m.denseGemmPerToken + m.moeLayers * m.moeGemmPerToken);
    return modelFlopsPerStep(m, c) + tokens * extra;
}

} // namespace cc::model
