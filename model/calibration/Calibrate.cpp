#include "model/calibration/Calibrate.h"

#include "model/analysis/Analyze.h"
#include "model/analysis/Evaluate.h"
#include "model/calibration/ApplyCalibration.h"
#include "model/io/InputLimits.h"

#include <map>

namespace cc::model::calib {

namespace {

std::optional<Precision> precisionOf(const std::string& dtype)
{
    for (Precision p : {Precision::Fp32, Precision::Fp16, Precision::Bf16, Precision::Fp8})
        if (precisionName(p) == dtype)
            return p;
    return std::nullopt;
}

double elementBytes(Precision p)
{
    return p == Precision::Fp8 ? 1 : p == Precision::Fp32 ? 4 : 2;
}

std::string joined(const std::vector<std::string>& files)
{
    std::string out;
    for (const auto& f : files)
        out += (out.empty() ? "" : ", ") + f;
    return out;
}

/// The catalog's figure for the same ring, to show beside the fit.
void catalogFigures(const ComputeHardware& hw, TierResult& r)
{
    const TierCalibration& t = r.tier;
    if (t.tier == CalibratedTier::ScaleUp) {
        r.catalogBusBytesPerS = hw.scaleUpBusBytesPerS;
        r.catalogAlphaS = hw.alphaIntraS;
    } else if (!t.allToAll) {
        r.catalogBusBytesPerS = groupBusBytesPerS(hw, t.ranks, 1);
        r.catalogAlphaS = hw.alphaInterS;
    } else {
        const double inter =
            hw.alltoallInterBytesPerS > 0 ? hw.alltoallInterBytesPerS : hw.interNodeBusBytesPerS;
        const double share = alltoallInterFromMeasured(hw, 1.0, t.ranks);
        r.catalogBusBytesPerS = share > 0 ? inter / share : 0;
        r.catalogAlphaS = hw.alphaInterS;
    }
}

void fitTiers(const ComputeHardware& hw, const std::vector<NcclRun>& runs, CalibrationResult& out)
{
    // Key: tier, all-to-all.
    std::map<std::pair<int, bool>, std::vector<NcclRun>> groups;
    for (const NcclRun& run : runs) {
        const auto tier =
            run.ranks <= hw.domainGpus ? CalibratedTier::ScaleUp : CalibratedTier::ScaleOut;
        groups[{int(tier), run.op == Collective::AllToAll}].push_back(run);
    }
    for (const auto& [key, group] : groups) {
        TierResult r;
        r.fit = fitLink(group);
        r.runs = group;
        r.tier.tier = CalibratedTier(key.first);
        r.tier.allToAll = key.second;
        std::vector<std::string> files;
        for (const NcclRun& run : group)
            files.push_back(run.file);
        r.tier.source = "nccl-tests: " + joined(files);
        if (!r.fit.ok) {
            out.problems.push_back({joined(files), "", Message::of("CALIB_LINK_NOT_FITTED")});
            continue;
        }
        r.tier.alphaS = r.fit.alphaS;
        r.tier.busBytesPerS = r.fit.busBytesPerS;
        r.tier.ranks = r.fit.ranks;
        r.tier.fit = {r.fit.samples, r.fit.r2, r.fit.rmsRelResidual, r.fit.maxRelResidual};
        catalogFigures(hw, r);
        out.profile.tiers.push_back(r.tier);
        out.tiers.push_back(r);
    }
}

void fitSweep(const Design& d, const Catalog& catalog, const Report& infra, const GemmSweep& sweep,
              CalibrationResult& out)
{
    const std::optional<Precision> p = precisionOf(sweep.dtype);
    if (!p)
        return;
    std::vector<Finding> ignored;
    const ComputeHardware hw = computeHardware(infra, d, catalog, *p, ignored);
    GemmDevice dev{hw.peakFlops, hw.hbmBytesPerS, hw.sms, elementBytes(*p), hw.gemmEfficiency};
    out.catalogGemmEfficiency = hw.gemmEfficiency;
    GemmFit fit = fitGemm(sweep, dev);
    if (!fit.ok) {
        out.problems.push_back(
            {sweep.file, "",
             Message{"CALIB_GEMM_NOT_FITTED", {arg::name(hw.gpuName), arg::name(sweep.dtype)}}});
        return;
    }
    out.profile.gemm =
        GemmCalibration{sweep.dtype,
                        fit.efficiency,
                        {fit.samples, fit.r2, fit.rmsRelResidual, fit.maxRelResidual},
                        "GEMM sweep: " + sweep.file};
    out.gemm = std::move(fit);
}

void fitBench(const ComputeHardware& hw, const AttentionBench& bench, CalibrationResult& out)
{
    out.catalogAttentionEfficiency = hw.attentionEfficiency;
    AttentionFit fit =
        fitAttention(bench, {hw.peakBf16Flops, hw.attentionEfficiency, hw.attentionTileOverhead});
    if (!fit.ok) {
        out.problems.push_back(
            {bench.file, "",
             fit.samples == 0 ? Message::of("CALIB_ATTN_NO_CAUSAL")
                              : Message{"CALIB_ATTN_OVER_GPU_PEAK", {arg::name(hw.gpuName)}}});
        return;
    }
    // Non-causal shapes (fit.skipped) are not a problem: the benchmark prints both kinds.
    out.profile.attention =
        AttentionCalibration{fit.efficiency,
                             bench.method,
                             {fit.samples, fit.r2, fit.rmsRelResidual, fit.maxRelResidual},
                             "attention benchmark: " + bench.file};
    out.attention = std::move(fit);
}

double stepOf(const Design& d, const Catalog& catalog, std::optional<CalibrationProfile> p)
{
    Design copy = d;
    copy.scenarios.clear();
    copy.onChange = nullptr;
    copy.calibration = std::move(p);
    const Evaluation e = evaluate(copy, catalog);
    return e.training && e.training->valid ? e.training->performance.stepTimeS : 0;
}

} // namespace

bool readMeasurements(const std::vector<std::string>& ncclFiles, const std::string& gemmFile,
                      const std::string& gemmDtype, CalibrationInputs& in,
                      std::vector<Diagnostic>& diags)
{
    bool ok = true;
    for (const std::string& f : ncclFiles) {
        try {
            const std::string text = limits::readInputFile(f);
            if (auto run = parseNcclTests(text, f, diags))
                in.nccl.push_back(std::move(*run));
            else
                ok = false;
        } catch (const FormatError& e) {
            diags.insert(diags.end(), e.diagnostics().begin(), e.diagnostics().end());
            ok = false;
        }
    }
    if (gemmFile.empty())
        return ok;
    try {
        const std::string text = limits::readInputFile(gemmFile);
        in.gemm = parseGemmSweep(text, gemmFile, diags, gemmDtype);
        ok = ok && in.gemm.has_value();
    } catch (const FormatError& e) {
        diags.insert(diags.end(), e.diagnostics().begin(), e.diagnostics().end());
        ok = false;
    }
    return ok;
}

bool readAttentionBench(const std::string& file, const std::string& method, CalibrationInputs& in,
                        std::vector<Diagnostic>& diags)
{
    try {
        const std::string text = limits::readInputFile(file);
        in.attention = parseAttentionBench(text, file, diags, method);
        return in.attention.has_value();
    } catch (const FormatError& e) {
        diags.insert(diags.end(), e.diagnostics().begin(), e.diagnostics().end());
        return false;
    }
}

CalibrationResult calibrate(const Design& d, const Catalog& catalog, const CalibrationInputs& in)
{
    CalibrationResult out;
    out.profile.created = in.created;
    Design plain = d;
    plain.scenarios.clear();
    plain.onChange = nullptr;
    plain.calibration.reset();
    const Evaluation e = evaluate(plain, catalog);
    std::vector<Finding> findings;
    const Precision jobPrecision = e.workload ? e.workload->training.precision : Precision::Bf16;
    const ComputeHardware hw =
        e.hardware ? *e.hardware
                   : computeHardware(e.report, plain, catalog, jobPrecision, findings);
    if (!hw.valid) {
        out.problems.push_back({"", "", Message::of("CALIB_NO_GPUS")});
        return out;
    }
    out.profile.gpu = hw.gpuName;
    fitTiers(hw, in.nccl, out);
    if (in.gemm)
        fitSweep(plain, catalog, e.report, *in.gemm, out);
    out.catalogAttentionEfficiency = hw.attentionEfficiency;
    if (in.attention)
        fitBench(hw, *in.attention, out);
    out.catalogStepS = e.training && e.training->valid ? e.training->performance.stepTimeS : 0;
    if (in.stepS) {
        const double model = stepOf(plain, catalog, out.profile);
        if (model <= 0)
            out.problems.push_back({"", "", Message::of("CALIB_STEP_NO_WORKLOAD")});
        else if (*in.stepS / model > limits::kMaxStepTimeFactor ||
                 model / *in.stepS > limits::kMaxStepTimeFactor)
            out.problems.push_back({"", "", Message::of("CALIB_STEP_FAR_OFF")});
        else
            out.profile.step = StepCalibration{*in.stepS / model, *in.stepS, model,
                                               e.workload ? e.workload->name : std::string()};
    }
    out.calibratedStepS = stepOf(plain, catalog, out.profile);
    return out;
}

} // namespace cc::model::calib
