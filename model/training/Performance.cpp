// Derived performance figures (tokens/s, TFLOP/s, MFU, HFU, time to train), the limiting
// resource, and the explanation of each.
#include "model/io/InputLimits.h"
#include "model/training/AcceleratorMamf.h"
#include "model/training/StepExplain.h"
#include "model/training/StepSync.h"
#include "model/training/StepTerms.h"
#include "model/training/StepTime.h"

#include <algorithm>
#include <array>
#include <cstdio>

namespace cc::model {

namespace {

/// The limiting resource: the part that takes the largest share of the step, compute
/// included (an overhead of 5 % is not the headline when compute is 84 %).
void setBottleneck(PerformanceReport& p, const StepModel& m, const ResolvedLayout& c)
{
    struct Cause {
        double seconds;
        const char* key;
        Message name;
    };
    const StepBreakdown& b = p.breakdownS;
    const auto tier = [&](int size, int stride) {
        return arg::msg(groupTierMessage(m.hw, size, stride));
    };
    const std::array<Cause, 10> causes{{
        {b.compute, "compute", Message{"BOTTLENECK_COMPUTE", {arg::name(m.hw.gpuName)}}},
        {b.tpComm, "tpComm", Message{"BOTTLENECK_TP_COMM", {tier(c.layout.tp, 1)}}},
        {b.ppBubble, "ppBubble",
         Message::of(c.layout.interleave > 1 || c.microBatches > 1 ? "BOTTLENECK_PP_BUBBLE"
                                                                   : "BOTTLENECK_PP_BUBBLE_ONE")},
        {b.dpCommExposed, "dpComm",
         Message{"BOTTLENECK_DP_COMM", {tier(c.dp * c.layout.cp, c.layout.tp)}}},
        {b.fsdpComm, "fsdpComm",
         Message{"BOTTLENECK_FSDP_COMM", {tier(fsdpShardRanks(m, c), c.layout.tp)}}},
        {b.epComm, "epComm", Message{"BOTTLENECK_EP_COMM", {tier(c.layout.ep, c.layout.expertTp)}}},
        {b.moeDispatch, "moeDispatch", Message::of("BOTTLENECK_MOE_DISPATCH")},
        {b.fp8Overhead, "fp8Overhead", Message::of("BOTTLENECK_FP8_OVERHEAD")},
        {b.cpComm, "cpComm", Message{"BOTTLENECK_CP_COMM", {tier(c.layout.cp, c.layout.tp)}}},
        {b.optimizer, "optimizer",
         Message::of(m.offload == Offload::None ? "BOTTLENECK_OPTIMIZER"
                                                : "BOTTLENECK_OPTIMIZER_OFFLOAD")},
    }};
    const Cause* worst = &causes[0];
    for (const auto& cause : causes)
        if (cause.seconds > worst->seconds)
            worst = &cause;
    p.bottleneckCause = worst->key;
    p.bottleneck = worst->name;
}

/// Calibration's step-time factor, spread over the causes in proportion (assumption: what the
/// model misses scales with the step as a whole).
void scaleBreakdown(StepBreakdown& b, double f)
{
    for (double* x : {&b.compute, &b.tpComm, &b.ppBubble, &b.dpCommExposed, &b.epComm, &b.cpComm,
                      &b.optimizer, &b.fsdpComm, &b.moeDispatch, &b.fp8Overhead, &b.cpExposed})
        *x *= f;
}

} // namespace

PerformanceReport estimatePerformance(const StepModel& m, const ResolvedLayout& c, double tokens,
                                      std::vector<Explanation>* explanations)
{
    PerformanceReport p;
    // Checked (issue 13): each degree is bounded, their product is not; a layout whose GPUs do
    // not fit an int is no job at all and gets no estimate (gpus and step time stay 0).
    const std::optional<int> checkedGpus =
        limits::productAsInt({c.layout.tp, c.layout.pp, c.dp, c.layout.cp});
    if (!checkedGpus)
        return p;
    const int gpus = *checkedGpus;
    p.gpus = gpus;
    p.dp = c.dp;
    p.microBatches = c.microBatches;
    p.breakdownS = stepBreakdown(m, c);
    if (m.hw.stepTimeFactor != 1) // calibrated: every cause scales, so the parts sum to the step
        scaleBreakdown(p.breakdownS, m.hw.stepTimeFactor);
    p.stepTimeS = stepSeconds(p.breakdownS);
    if (p.stepTimeS <= 0 || gpus <= 0)
        return p;
    const double tokensPerStep =
        static_cast<double>(c.layout.microBatch) * c.dp * c.microBatches * m.s;
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
    setBottleneck(p, m, c);
    if (!explanations)
        return p;

    const ComputeHardware& hw = m.hw;
    const ComputeEfficiency& eff = computeEfficiency(hw.generation);
    auto add = [&](std::string q, Message f, Message s) {
        explanations->push_back({std::move(q), std::move(f), std::move(s)});
    };
    auto src = [](std::string_view text) { return arg::name(std::string(text)); };
    const AcceleratorMamf* mamf = acceleratorMamf(hw.gpuName); // the GEMM ceiling's source
    add("performance.stepTimeS", Message::of("EXPL_STEP_TIME"), Message::of("SRC_STEP_MODEL"));
    add("performance.breakdownS.compute",
        Message{"EXPL_COMPUTE",
                {arg::percent(hw.gemmEfficiency, 0), arg::count(static_cast<long long>(hw.sms)),
                 arg::percent(kHbmEfficiency, 0)}},
        Message{"SRC_COMPUTE",
                {src(mamf ? mamf->source : eff.gemmSource),
                 src(hw.boardClockSource.empty()
                         ? std::string(eff.sustainedSource)
                         : std::string(eff.sustainedSource) + "; " + hw.boardClockSource),
                 src(hw.smSource), src(kHbmEfficiencySource), src(kHostSource)}});
    add("performance.breakdownS.attention",
        m.flashAttention ? Message{"EXPL_ATTENTION_FLASH",
                                   {arg::percent(hw.attentionEfficiency, 0),
                                    arg::real(hw.attentionTileOverhead, 1)}}
                         : Message::of("EXPL_ATTENTION_GEMM"),
        Message{"SRC_ATTENTION",
                {src(std::string(m.attentionSource) + " (attentionKernel " +
                     std::string(attentionKernelName(m.attentionKernel)) + ")"),
                 src(kFlashShapeSource)}});
    add("performance.breakdownS.tpComm",
        Message{"EXPL_TP_COMM", {arg::msg(groupTierMessage(hw, c.layout.tp, 1))}},
        Message{"SRC_TP_COMM",
                {src(kTpBackwardOverlapSource), src(linkEfficiency(hw.scaleUpLink).source)}});
    add("performance.breakdownS.ppBubble", Message::of("EXPL_PP_BUBBLE"),
        Message::of("SRC_PP_BUBBLE"));
    add("performance.breakdownS.dpCommExposed",
        Message{"EXPL_DP_COMM",
                {arg::msg(groupTierMessage(hw, c.dp * c.layout.cp, c.layout.tp)),
                 arg::percent(kDpOverlapFraction, 0)}},
        Message{"SRC_DP_COMM",
                {src(kDpOverlapSource), src(linkEfficiency(hw.scaleOutLink).source)}});
    add("performance.breakdownS.epComm", Message::of("EXPL_EP_COMM"), Message::of("SRC_EP_COMM"));
    add("performance.breakdownS.cpComm", Message::of("EXPL_CP_COMM"), Message::of("SRC_CP_COMM"));
    add("performance.breakdownS.optimizer",
        Message{"EXPL_OPTIMIZER", {arg::count(static_cast<long long>(m.optimizerBytesPerParam))}},
        Message::of("SRC_OPTIMIZER"));
    add("performance.tokensPerS", Message::of("EXPL_TOKENS_PER_S"), Message::of("SRC_DEFINITION"));
    add("performance.modelTflopsPerGpu", Message::of("EXPL_MODEL_FLOPS"),
        Message::of("SRC_MODEL_FLOPS"));
    add("performance.hardwareTflopsPerGpu", Message::of("EXPL_HARDWARE_FLOPS"),
        Message::of("SRC_HARDWARE_FLOPS"));
    add("performance.mfu",
        Message{m.actBytes > 2 ? "EXPL_MFU_FP32" : "EXPL_MFU", {arg::name(hw.gpuName)}},
        Message::of("SRC_MFU"));
    add("performance.hfu", Message::of("EXPL_HFU"), Message::of("SRC_HFU"));
    add("performance.timeToTrainS", Message::of("EXPL_TIME_TO_TRAIN"),
        Message::of("SRC_DEFINITION"));
    add("performance.gpuHours", Message::of("EXPL_GPU_HOURS"), Message::of("SRC_DEFINITION"));
    add("performance.bottleneck", Message::of("EXPL_BOTTLENECK"), Message::of("SRC_CONVENTION"));
    explainIssue9Terms(m, c, *explanations);
    return p;
}

} // namespace cc::model
