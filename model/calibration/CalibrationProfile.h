#pragma once
// What a user measured on their own cluster, fitted: stored in the design file under
// "calibration" (versioned on its own, model/calibration/CalibrationJson.h) and applied in the
// one evaluation (model/calibration/ApplyCalibration.h). Plain data.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::calib {

/// The profile format's version; older profiles are migrated on load, newer ones refused.
constexpr int kCalibrationVersion = 1;

/// Which tier of the analysis a network fit replaces.
enum class CalibratedTier { ScaleUp, ScaleOut };
std::string_view calibratedTierName(CalibratedTier t); ///< "scaleUp", "scaleOut"

/// Quality of one least-squares fit, as stored and shown.
struct FitQuality {
    int samples = 0;
    double r2 = 0;
    double rmsRelResidual = 0;
    double maxRelResidual = 0;
    bool operator==(const FitQuality&) const = default;
};

/// One network tier fitted to nccl-tests runs: the alpha-beta ring model's α and bus bandwidth
/// at `ranks` ranks (as measured; ApplyCalibration maps it onto the analysis' per-GPU figures).
struct TierCalibration {
    CalibratedTier tier = CalibratedTier::ScaleUp;
    bool allToAll = false; ///< fitted to alltoall_perf only (the expert-parallel exchange)
    double alphaS = 0;
    double busBytesPerS = 0;
    int ranks = 0;
    FitQuality fit;
    std::string source; ///< the measurement files
    bool operator==(const TierCalibration&) const = default;
};

/// The GEMM ceiling fitted to a sweep of one data type.
struct GemmCalibration {
    std::string dtype;     ///< bf16, fp16, fp8, fp32
    double efficiency = 0; ///< achievable fraction of the dense peak of `dtype`
    FitQuality fit;
    std::string source;
    bool operator==(const GemmCalibration&) const = default;
};

/// The fused-attention efficiency fitted to a measured attention benchmark (AttentionFit.h):
/// forward + backward, fraction of the dense BF16 peak at the step model's reference shape.
struct AttentionCalibration {
    double efficiency = 0;
    std::string method; ///< the kernel measured ("Flash2", ...; "csv" when not named)
    FitQuality fit;
    std::string source;
    bool operator==(const AttentionCalibration&) const = default;
};

/// Measured over modelled step time of a known run, after the other fits.
struct StepCalibration {
    double factor = 1;
    double measuredS = 0;
    double modelS = 0; ///< the analysis' step time with the link and GEMM fits, before the factor
    std::string workload;
    bool operator==(const StepCalibration&) const = default;
};

/// A design's calibration profile.
struct CalibrationProfile {
    int version = kCalibrationVersion;
    std::string gpu;     ///< the accelerator measured (catalog name); the fits apply to it only
    std::string created; ///< ISO date, informative
    std::vector<TierCalibration> tiers;
    std::optional<GemmCalibration> gemm;
    std::optional<AttentionCalibration> attention;
    std::optional<StepCalibration> step;
    bool operator==(const CalibrationProfile&) const = default;
};

} // namespace cc::model::calib

namespace cc::model::calib {

/// What of a profile one evaluation used (TrainingReport::calibration): every figure derived
/// from the step time is "calibrated" when any() is true.
struct CalibrationUse {
    bool scaleUp = false, scaleOut = false, allToAll = false, gemm = false, step = false;
    bool attention = false;
    double gemmEfficiency = 0;             ///< fitted, when gemm
    double catalogGemmEfficiency = 0;      ///< what the catalog's constants gave
    double attentionEfficiency = 0;        ///< fitted, when attention
    double catalogAttentionEfficiency = 0; ///< the catalog's published-kernel figure
    double stepTimeFactor = 1;
    std::string gpuMismatch;   ///< the profile's GPU when it is not the design's (nothing used)
    std::string dtypeMismatch; ///< the sweep's type when the job runs another (GEMM fit unused)
    bool any() const { return scaleUp || scaleOut || allToAll || gemm || attention || step; }
};

} // namespace cc::model::calib
