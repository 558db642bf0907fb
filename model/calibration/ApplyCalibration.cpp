#include "model/calibration/ApplyCalibration.h"

#include "model/calibration/CalibrationText.h"

#include <algorithm>

namespace cc::model::calib {

double interNodeFromRing(const ComputeHardware& hw, double busBytesPerS, int ranks)
{
    // groupBusBytesPerS(hw, ranks, 1) = min(scale-up, domainGpus × interNode) for a ring that
    // spans domains: the measured bus bandwidth divided by the GPUs that share a domain.
    const int perDomain = std::max(1, std::min(hw.domainGpus, ranks));
    return busBytesPerS / perDomain;
}

double alltoallInterFromMeasured(const ComputeHardware& hw, double busBytesPerS, int ranks)
{
    // nccl-tests: t = (n−1)/n · S / B; the analysis: t = (n − local)/n · S / inter (StepBreakdown
    // epAllToAll). Equal times give inter = B · (n − local)/(n − 1).
    const double n = ranks, local = std::min<double>(hw.domainGpus, ranks - 1);
    return n > 1 ? busBytesPerS * (n - local) / (n - 1) : busBytesPerS;
}

namespace {

void applyTier(const TierCalibration& t, ComputeHardware& hw, CalibrationUse& use)
{
    if (t.busBytesPerS <= 0)
        return;
    if (t.tier == CalibratedTier::ScaleUp && !t.allToAll) {
        hw.scaleUpBusBytesPerS = t.busBytesPerS;
        hw.alphaIntraS = t.alphaS;
        use.scaleUp = true;
    } else if (t.tier == CalibratedTier::ScaleOut && !t.allToAll) {
        hw.interNodeBusBytesPerS = interNodeFromRing(hw, t.busBytesPerS, t.ranks);
        hw.alphaInterS = t.alphaS;
        use.scaleOut = true;
    } else if (t.tier == CalibratedTier::ScaleOut) {
        hw.alltoallInterBytesPerS = alltoallInterFromMeasured(hw, t.busBytesPerS, t.ranks);
        use.allToAll = true;
    }
    // An all-to-all inside one domain: the analysis uses the ring figure there (not applied).
}

} // namespace

CalibrationUse applyCalibration(const CalibrationProfile& p, ComputeHardware& hw,
                                std::string_view precision)
{
    CalibrationUse use;
    use.catalogGemmEfficiency = hw.gemmEfficiency;
    use.catalogAttentionEfficiency = hw.attentionEfficiency;
    if (!hw.valid)
        return use;
    if (!p.gpu.empty() && p.gpu != hw.gpuName) {
        use.gpuMismatch = p.gpu;
        return use;
    }
    for (const TierCalibration& t : p.tiers)
        applyTier(t, hw, use);
    if (p.gemm) {
        // Only in the job's precision: a BF16 sweep says little about FP8 linear layers.
        const bool job = p.gemm->dtype == precision;
        if (job)
            hw.gemmEfficiency = p.gemm->efficiency;
        if (job && p.gemm->dtype == "bf16")
            hw.gemmBf16Efficiency = p.gemm->efficiency;
        use.gemm = job;
        use.gemmEfficiency = p.gemm->efficiency;
        if (!job)
            use.dtypeMismatch = p.gemm->dtype;
    }
    if (p.attention && p.attention->efficiency > 0) {
        // The fused kernel runs in BF16/FP16 whatever the linear layers' precision.
        hw.attentionEfficiency = p.attention->efficiency;
        use.attention = true;
        use.attentionEfficiency = p.attention->efficiency;
    }
    if (p.step && p.step->factor > 0) {
        hw.stepTimeFactor = p.step->factor;
        use.step = true;
        use.stepTimeFactor = p.step->factor;
    }
    return use;
}

void markCalibratedFigures(std::vector<FigureExplanation>& figures, const CalibrationUse& use)
{
    if (!use.any())
        return;
    for (FigureExplanation& f : figures)
        if (f.key == "stepTime" || f.key == "mfu" || f.key == "bottleneck" ||
            f.key == "timeToTrain") {
            f.title = Message{"FIGURE_CALIBRATED", {arg::msg(f.title)}};
            f.source =
                Message{"SRC_CALIBRATED", {arg::msg(f.source), arg::msg(calibrationSummary(use))}};
        }
}

std::vector<Finding> calibrationFindings(const CalibrationUse& use)
{
    std::vector<Finding> out;
    if (!use.gpuMismatch.empty())
        out.push_back({Severity::Warning,
                       "CALIBRATION_OTHER_GPU",
                       Message{"CALIBRATION_OTHER_GPU", {arg::name(use.gpuMismatch)}},
                       {},
                       Message::of("CALIBRATION_OTHER_GPU_FIX")});
    else if (!use.dtypeMismatch.empty())
        out.push_back({Severity::Info,
                       "CALIBRATION_OTHER_DTYPE",
                       Message{"CALIBRATION_OTHER_DTYPE", {arg::name(use.dtypeMismatch)}},
                       {},
                       Message::of("CALIBRATION_OTHER_DTYPE_FIX")});
    return out;
}

} // namespace cc::model::calib
