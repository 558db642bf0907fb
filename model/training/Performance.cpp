// Derived performance figures (tokens/s, TFLOP/s, MFU, HFU, time to train), the limiting
// resource, and the explanation of each.
#include "model/io/InputLimits.h"
#include "model/training/StepSync.h"
#include "model/training/StepTerms.h"
#include "model/training/StepTime.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace cc::model {

namespace {

std::string pct(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %%", x * 100);
    return buf;
}

/// The limiting resource: the part that takes the largest share of the step, compute
/// included (an overhead of 5 % is not the headline when compute is 84 %).
std::string bottleneckOf(const StepModel& m, const LayoutChoice& c, const StepBreakdown& b)
{
    struct Cause {
        double seconds;
        std::string name;
    };
    const std::string dpTier = groupTierName(m.hw, c.dp * c.cp, c.tp);
    const std::array<Cause, 10> causes{{
        {b.compute, "compute (" + m.hw.gpuName + ")"},
        {b.tpComm, "tensor-parallel communication on " + groupTierName(m.hw, c.tp, 1)},
        {b.ppBubble, c.interleave > 1 || c.microBatches > 1
                         ? "pipeline bubble"
                         : "pipeline bubble (one micro-batch per step)"},
        {b.dpCommExposed, "data-parallel gradient sync on " + dpTier},
        {b.fsdpComm,
         "FSDP/ZeRO-3 parameter gathers on " + groupTierName(m.hw, fsdpShardRanks(m, c), c.tp)},
        {b.epComm, "expert all-to-all on " + groupTierName(m.hw, c.ep, c.expertTp)},
        {b.moeDispatch, "MoE token permutation (HBM bandwidth)"},
        {b.fp8Overhead, "FP8 cast and transpose (HBM bandwidth)"},
        {b.cpComm, "context-parallel K/V exchange on " + groupTierName(m.hw, c.cp, c.tp)},
        {b.optimizer, m.offload == Offload::None ? "optimizer step (HBM bandwidth)"
                                                 : "optimizer step (CPU offload over PCIe)"},
    }};
    const Cause* worst = &causes[0];
    for (const auto& cause : causes)
        if (cause.seconds > worst->seconds)
            worst = &cause;
    return worst->name;
}

} // namespace

PerformanceReport estimatePerformance(const StepModel& m, const LayoutChoice& c, double tokens,
                                      std::vector<Explanation>* explanations)
{
    PerformanceReport p;
    // Checked (issue 13): each degree is bounded, their product is not; a layout whose GPUs do
    // not fit an int is no job at all and gets no estimate (gpus and step time stay 0).
    const std::optional<int> checkedGpus = limits::productAsInt({c.tp, c.pp, c.dp, c.cp});
    if (!checkedGpus)
        return p;
    const int gpus = *checkedGpus;
    p.gpus = gpus;
    p.dp = c.dp;
    p.microBatches = c.microBatches;
    p.breakdownS = stepBreakdown(m, c);
    p.stepTimeS = stepSeconds(p.breakdownS);
    if (p.stepTimeS <= 0 || gpus <= 0)
        return p;
    const double tokensPerStep = static_cast<double>(c.microBatch) * c.dp * c.microBatches * m.s;
    p.tokensPerS = tokensPerStep / p.stepTimeS;
    const double modelFlops = modelFlopsPerStep(m, c);
    const double hwFlops = hardwareFlopsPerStep(m, c);
    p.modelTflopsPerGpu = modelFlops / p.stepTimeS / gpus / 1e12;
    p.hardwareTflopsPerGpu = hwFlops / p.stepTimeS / gpus / 1e12;
    p.mfu = m.hw.peakFlops > 0 ? modelFlops / p.stepTimeS / gpus / m.hw.peakFlops : 0;
    p.hfu = m.hw.peakFlops > 0 ? hwFlops / p.stepTimeS / gpus / m.hw.peakFlops : 0;
    if (tokens > 0) {
        p.timeToTrainS = tokens / p.tokensPerS;
        p.gpuHours = p.timeToTrainS * gpus / 3600.0;
    }
    p.bottleneck = bottleneckOf(m, c, p.breakdownS);
    if (!explanations)
        return p;

    const ComputeHardware& hw = m.hw;
    const ComputeEfficiency& eff = computeEfficiency(hw.generation);
    auto add = [&](std::string q, std::string f, std::string s) {
        explanations->push_back({std::move(q), std::move(f), std::move(s)});
    };
    add("performance.stepTimeS",
        "compute + exposed TP + pipeline bubble and p2p + exposed DP + EP + CP + optimizer; "
        "per stage m·t_stage + (p−1)/v·t_stage",
        "Narayanan et al. 2021 §2.2 (1F1B, interleaving); ClusterCanvas step model");
    add("performance.breakdownS.compute",
        "per layer and micro-batch, every GEMM by shape (M = b·s/c tokens, N and K = hidden, "
        "heads·d, FFN over t; experts as one grouped GEMM of tokens·topK/experts rows): "
        "max(2·M·N·K/(peak·" +
            pct(hw.gemmEfficiency) +
            "·quantisation), (M·K + K·N + M·N)·bytes/HBM) for forward, input- and "
            "weight-gradient GEMMs; quantisation = useful/launched tile area on " +
            std::to_string(static_cast<int>(hw.sms)) +
            " SMs (best of 128×128, 256×128, 128×256 tiles, whole waves); + attention + "
            "element-wise bytes/(" +
            pct(kHbmEfficiency) + " of HBM bandwidth); a layer is at least its host launch time",
        std::string(eff.gemmSource) + "; sustained clock: " + std::string(eff.sustainedSource) +
            "; tiles and waves: NVIDIA Matrix Multiplication Background User's Guide (2023); "
            "SMs: " +
            hw.smSource + "; HBM: " + std::string(kHbmEfficiencySource) +
            "; host: " + std::string(kHostSource));
    add("performance.breakdownS.attention",
        m.flashAttention
            ? "FlashAttention: ½·2·b·s²·a·(d_qk + d_v)/t FLOPs (causal half executed; model "
              "FLOPs count the full non-causal 4·b·s²·h as Megatron-LM does) × 3.5 at " +
                  pct(hw.attentionEfficiency) +
                  " of BF16 peak × s/(s+128) causal tiles × head-dim "
                  "factor (0.67 at 64, 1 at ≥ 128), relative to 16K"
            : "batched GEMMs 4·b·s²·h/t at the GEMM rate + 13 bytes per score element through HBM",
        std::string(eff.attentionSource) + "; " + std::string(kFlashShapeSource) +
            "; Korthikanti et al. 2022 §4 (score tensors)");
    add("performance.breakdownS.tpComm",
        "2 forward + 2 backward (2 more with full recompute) ring all-reduces of b·s·h·2 bytes "
        "per layer over t ranks on " +
            groupTierName(hw, c.tp, 1) + "; backward ones overlap the weight-gradient GEMMs",
        "formulas.md Communication; " + std::string(kTpBackwardOverlapSource) +
            "; link: " + std::string(linkEfficiency(hw.scaleUpLink).source));
    add("performance.breakdownS.ppBubble",
        "(p−1)/v · t_stage of the slowest stage (uneven stages: first/last layer counts, "
        "embedding and loss as layers), plus 2·v point-to-point transfers of b·s·h·2/t bytes",
        "Narayanan et al. 2021, §2.2.2 and §4.1 (scatter/gather)");
    add("performance.breakdownS.dpCommExposed",
        "gradients 2Ψ_gpu bytes: all-reduce (ZeRO-0), reduce-scatter + all-gather (ZeRO-1/2), "
        "3 collectives per micro-batch (ZeRO-3) over dp·cp ranks on " +
            groupTierName(hw, c.dp * c.cp, c.tp) + ", minus " + pct(kDpOverlapFraction) +
            " of the last micro-batch's backward",
        "Rajbhandari et al. 2019 (ZeRO); " + std::string(kDpOverlapSource) +
            "; link: " + std::string(linkEfficiency(hw.scaleOutLink).source));
    add("performance.breakdownS.epComm",
        "4 all-to-alls (dispatch, combine; forward, backward) of b·s·topK·h·2 bytes per MoE layer",
        "formulas.md Communication (expert parallelism)");
    add("performance.breakdownS.cpComm",
        "ring attention: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes, hidden under attention",
        "Liu et al. 2023 (Ring Attention); Megatron Core context parallelism");
    add("performance.breakdownS.optimizer",
        "local parameters × " + std::to_string(static_cast<int>(m.optimizerBytesPerParam)) +
            " bytes (states read and written) / HBM bandwidth",
        "memory-bound AdamW update; ClusterCanvas convention");
    add("performance.tokensPerS", "global batch · s / step time", "definition");
    add("performance.modelTflopsPerGpu",
        "3 · tokens · Σ_layers(GEMM + 4·s·h) + 2·h·V per token / step / GPUs (no recompute)",
        "Narayanan et al. 2021 eq. 3 generalised (GQA, gated MLP, MoE active experts); "
        "Korthikanti et al. 2022 eq. 7");
    add("performance.hardwareTflopsPerGpu",
        "model FLOPs + recomputed forward (full) or attention scores (selective without "
        "FlashAttention)",
        "Korthikanti et al. 2022 eq. 8");
    add("performance.mfu",
        "model FLOP/s per GPU / dense " + std::string(m.actBytes > 2 ? "FP32" : "job-precision") +
            " peak of " + hw.gpuName,
        "Chowdhery et al. 2022 (PaLM) MFU definition");
    add("performance.hfu", "hardware FLOP/s per GPU / dense peak", "Korthikanti et al. 2022");
    add("performance.timeToTrainS", "tokens / tokens per second", "definition");
    add("performance.gpuHours", "GPUs × time to train / 3600", "definition");
    add("performance.bottleneck", "the part of the step breakdown with the largest share",
        "ClusterCanvas convention");
    explainIssue9Terms(m, c, *explanations);
    return p;
}

} // namespace cc::model
