#pragma once
// Builds a calibration profile from a user's measurements on a design: nccl-tests runs (one fit
// per tier), a GEMM sweep (the ceiling of the GEMM curve), an attention benchmark (the fused
// attention efficiency) and the measured step time of the design's first workload (the overall
// step-time factor, after the other fits).
#include "model/calibration/AttentionFit.h"
#include "model/calibration/CalibrationProfile.h"
#include "model/calibration/GemmFit.h"
#include "model/calibration/LinkFit.h"
#include "model/calibration/NcclTests.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

#include <optional>
#include <string>
#include <vector>

namespace cc::model::calib {

struct CalibrationInputs {
    std::vector<NcclRun> nccl;
    std::optional<GemmSweep> gemm;
    std::optional<AttentionBench> attention;
    std::optional<double> stepS; ///< measured seconds per step of the design's first workload
    std::string created;         ///< ISO date for the profile
};

/// One fitted tier with the fit's residuals (for the dialog and the CLI's table).
struct TierResult {
    TierCalibration tier;
    LinkFit fit;
    std::vector<NcclRun> runs;      ///< the fitted runs (fit.relResiduals follows their samples)
    double catalogBusBytesPerS = 0; ///< the analysis' figure it replaces (same ring)
    double catalogAlphaS = 0;
};

struct CalibrationResult {
    CalibrationProfile profile;
    std::vector<TierResult> tiers;
    std::optional<GemmFit> gemm;
    double catalogGemmEfficiency = 0;
    std::optional<AttentionFit> attention;
    double catalogAttentionEfficiency = 0;
    double catalogStepS = 0;          ///< the design's step time without calibration (0: no job)
    double calibratedStepS = 0;       ///< with the whole profile (= the measured step when given)
    std::vector<Diagnostic> problems; ///< what could not be fitted, and why
};

/// Reads nccl-tests output files and a GEMM sweep (empty: none) into `in`, each through the
/// input contract (regular file, size bound). Problems go to `diags`; false when a file could
/// not be used at all.
bool readMeasurements(const std::vector<std::string>& ncclFiles, const std::string& gemmFile,
                      const std::string& gemmDtype, CalibrationInputs& in,
                      std::vector<Diagnostic>& diags);

/// Reads an attention benchmark (AttentionBench.h) into `in` through the input contract.
/// Problems go to `diags`; false when the file could not be used at all.
bool readAttentionBench(const std::string& file, const std::string& method, CalibrationInputs& in,
                        std::vector<Diagnostic>& diags);

/// Fits everything `in` holds on `d` (its largest GPU group; its first workload for the step).
/// NCCL runs over at most one scale-up domain's GPUs calibrate the scale-up tier, larger ones
/// the scale-out tier; all-to-all runs are fitted on their own.
CalibrationResult calibrate(const Design& d, const Catalog& catalog, const CalibrationInputs& in);

} // namespace cc::model::calib
