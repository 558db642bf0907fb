// The roofline and the job's operations on it. Roofline model: Williams, Waterman & Patterson,
// CACM 52(4), 2009: attainable = min(peak FLOP/s, arithmetic intensity × DRAM bytes/s), with the
// intensity counted on the traffic to DRAM (here HBM). Every operation is one micro-batch on one
// GPU, forward pass, at the shapes the step model uses (StepTime.cpp): tokens = b·s/cp per GPU,
// tensor-parallel GEMMs split over t ranks, sequence parallelism gathering the full tokens
// before each column-parallel GEMM (Korthikanti et al. 2022, §4.2.2).
#include "model/training/Roofline.h"

#include <algorithm>

namespace cc::model {

namespace {

/// FlashAttention-2 processes queries in blocks of 128 rows for head dimension 128 and reads
/// every K/V block once per query block (Dao 2023, "FlashAttention-2", §3.1 and §4.1: block
/// sizes {64, 128} × {64, 128}). L2-cache reuse across query blocks is not counted, so the
/// attention intensity is a lower bound.
constexpr double kFlashQueryBlock = 128;

// FLOPs per element of the element-wise operations, counted from their formulas:
// LayerNorm (Ba et al. 2016): Σx, x − μ, (x − μ)², Σ, × 1/σ, × γ, + β = 7.
// RMSNorm (Zhang & Sennrich 2019): x², Σ, × 1/rms, × γ = 4.
// GeLU, tanh form (Hendrycks & Gimpel 2016): 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))) = 9.
// SwiGLU (Shazeer 2020): silu(a)·b = a / (1 + e^(−a)) · b = 5 per output element.
constexpr double kLayerNormFlops = 7;
constexpr double kRmsNormFlops = 4;
constexpr double kGeluFlops = 9;
constexpr double kSwigluFlops = 5;

/// FLOPs per parameter of one optimizer update, from the algorithms as PyTorch documents them
/// (torch.optim.AdamW, torch.optim.SGD): AdamW θ −= γλθ (2), m = β₁m + (1−β₁)g (3),
/// v = β₂v + (1−β₂)g² (4), bias corrections (2), θ −= γ·m̂/(√v̂ + ε) (5) = 16; 8-bit AdamW does
/// the same arithmetic on dequantised states (the block-wise (de)quantisation is not counted);
/// SGD with momentum and weight decay g += λθ (2), b = μb + g (2), θ −= γb (2) = 6.
double optimizerFlopsPerParam(OptimizerKind o)
{
    return o == OptimizerKind::Sgd ? 6 : 16;
}

RooflineOp elementwiseOp(RooflineOpKind kind, double elements, double flopsPerElement,
                         double bytesPerElement)
{
    RooflineOp op;
    op.kind = kind;
    op.flops = elements * flopsPerElement;
    op.bytes = elements * bytesPerElement;
    return op;
}

} // namespace

double Roof::attainable(double intensity) const
{
    return std::min(peakFlops, intensity * hbmBytesPerS);
}

double Roof::achievable(double intensity) const
{
    return std::min(gemmFlops, intensity * achievableHbmBytesPerS);
}

Roof rooflineRoof(const ComputeHardware& hw)
{
    Roof r;
    r.gpuName = hw.gpuName;
    r.peakFlops = hw.peakFlops;
    r.peakBf16Flops = hw.peakBf16Flops;
    r.achievableHbmBytesPerS = hw.hbmBytesPerS;
    // ComputeHardware keeps the achievable bandwidth (datasheet × kHbmEfficiency); undo that
    // factor for the datasheet roof.
    r.hbmBytesPerS = hw.hbmBytesPerS / kHbmEfficiency;
    r.gemmFlops = hw.peakFlops * hw.gemmEfficiency;
    return r;
}

RooflineOp gemmOp(RooflineOpKind kind, double m, double n, double k, double inBytes,
                  double outBytes)
{
    RooflineOp op;
    op.kind = kind;
    op.m = m;
    op.n = n;
    op.k = k;
    op.flops = 2 * m * n * k;
    op.bytes = (m * k + k * n) * inBytes + m * n * outBytes;
    return op;
}

Roofline roofline(const Workload& w, const StepModel& model, const ResolvedLayout& c)
{
    Roofline out;
    const ComputeHardware& hw = model.hw;
    out.roof = rooflineRoof(hw);
    const Roof& roof = out.roof;
    const ModelShape& ms = w.model;
    const double t = std::max(c.layout.tp, 1);
    const double tokens = std::max(c.layout.microBatch, 1) * model.s / std::max(c.layout.cp, 1);
    const double h = model.h;
    const double act = model.actBytes;
    // FP8 recipes feed the GEMMs 1-byte operands and write BF16 (Micikevicius et al. 2022);
    // when the GPU has no FP8 rate the step model runs BF16, and so does this.
    const double gemmIn =
        w.training.precision == Precision::Fp8 && hw.peakFlops > hw.peakBf16Flops ? 1.0 : act;
    const double gemmCeiling = hw.peakFlops * hw.gemmEfficiency;
    const double bf16Gemm = hw.peakBf16Flops * hw.gemmBf16Efficiency;
    const double mlpOut = ms.gatedMlp ? 2.0 : 1.0; // gate and up projections fused

    auto add = [&](RooflineOp op, double ceiling) {
        op.ceilingFlops = ceiling;
        op.attainedFlops = std::min(ceiling, op.intensity() * roof.achievableHbmBytesPerS);
        out.ops.push_back(op);
    };
    add(gemmOp(RooflineOpKind::QkvProjection, tokens, (h + 2 * model.kvDim) / t, h, gemmIn, act),
        gemmCeiling);
    add(gemmOp(RooflineOpKind::OutProjection, tokens, h, h / t, gemmIn, act), gemmCeiling);
    if (model.denseLayers > 0) {
        add(gemmOp(RooflineOpKind::MlpUp, tokens, mlpOut * ms.ffnHidden / t, h, gemmIn, act),
            gemmCeiling);
        add(gemmOp(RooflineOpKind::MlpDown, tokens, h, ms.ffnHidden / t, gemmIn, act), gemmCeiling);
    }
    if (model.moeLayers > 0 && ms.experts > 0) {
        // The ep ranks' tokens, each routed to topK of the experts, spread evenly.
        const double fe = ms.expertFfnHidden > 0 ? ms.expertFfnHidden : ms.ffnHidden;
        const double routed = tokens * std::max(c.layout.ep, 1) * model.topK / ms.experts;
        add(gemmOp(RooflineOpKind::ExpertMlpUp, routed, mlpOut * fe / t, h, gemmIn, act),
            gemmCeiling);
    }

    // A LoRA adapter's down-projection on the attention input (StepBreakdown.cpp loraSeconds):
    // rank r columns make it memory-bound, which is why the step model times it by its traffic.
    if (model.loraRank > 0)
        add(gemmOp(RooflineOpKind::LoraDown, tokens, model.loraRank, h, act, act), bf16Gemm);

    // Attention scores, forward. The step model's 4·s·h FLOPs per token (QKᵀ and attention·V),
    // halved by the causal mask under FlashAttention.
    const double heads = std::max(model.heads, 1.0);
    RooflineOp attn;
    attn.kind = RooflineOpKind::Attention;
    if (model.flashAttention) {
        attn.flops = 0.5 * tokens * model.attnPerToken / t;
        // Q read and O written once; K and V (per query head) once per query block, half the
        // keys on average under the causal mask: tokens·h/t·(2 + s/Br) elements.
        attn.bytes = tokens * h / t * (2 + model.s / kFlashQueryBlock) * act;
        add(attn, hw.peakBf16Flops * hw.attentionEfficiency);
    } else {
        // Unfused: Q, K, V read and O written, and the a·s² scores through HBM at the step
        // model's 13 bytes per score element (StepTime.cpp).
        attn.flops = tokens * model.attnPerToken / t;
        attn.bytes = (2 * tokens * h + 2 * tokens * model.kvDim) / t * act +
                     13.0 * heads * model.s * tokens / t;
        add(attn, bf16Gemm);
    }

    // Element-wise work streams through HBM; it runs on the vector units, far below the
    // tensor-core peak used as its ceiling, but at ~1 FLOP/byte bandwidth limits it first.
    const double normElements = tokens * h / (c.layout.sequenceParallel ? t : 1.0);
    add(elementwiseOp(RooflineOpKind::Normalisation, normElements,
                      ms.gatedMlp ? kRmsNormFlops : kLayerNormFlops, 2 * act),
        hw.peakBf16Flops);
    const double mlpElements = tokens * ms.ffnHidden / t;
    add(ms.gatedMlp ? elementwiseOp(RooflineOpKind::Activation, mlpElements, kSwigluFlops, 3 * act)
                    : elementwiseOp(RooflineOpKind::Activation, mlpElements, kGeluFlops, 2 * act),
        hw.peakBf16Flops);

    // Output layer: kept in BF16 under FP8 recipes, as in the step model.
    add(gemmOp(RooflineOpKind::Logits, tokens, model.vocab / t, h, act, act), bf16Gemm);

    // Optimizer step over the local, possibly ZeRO-sharded, trainable parameters (same count as
    // StepTime.cpp); with offload it runs on the CPU and is not on this GPU's roofline.
    if (model.offload == Offload::None) {
        const double pp = std::max(c.layout.pp, 1), ep = std::max(c.layout.ep, 1);
        const double nonExpert =
            std::max(0.0, model.params - model.expertParams - model.embeddingParams);
        const double perGpu =
            nonExpert / (pp * t) + model.embeddingParams / t + model.expertParams / (pp * t * ep);
        const bool sharded = c.layout.zeroStage >= 1 || model.distributedOptimizer;
        const double local = perGpu * model.trainableFraction /
                             (sharded ? static_cast<double>(c.dp) * c.layout.cp : 1.0);
        add(elementwiseOp(RooflineOpKind::OptimizerStep, local,
                          optimizerFlopsPerParam(w.training.optimizer),
                          model.optimizerBytesPerParam),
            hw.peakBf16Flops);
    }
    return out;
}

} // namespace cc::model
