#pragma once
// How the use of a calibration is shown: one line for the text report and the GUI, one object
// for the JSON report.
#include "model/calibration/CalibrationProfile.h"
#include "model/text/Message.h"

#include <nlohmann/json.hpp>

#include <string>

namespace cc::model::calib {

/// "scale-up link, scale-out link, GEMM ceiling 71.0 % of peak (catalog 66.0 %), step × 1.080":
/// a list of CALIB_* messages.
Message calibrationSummary(const CalibrationUse& use);

/// {"calibrated": true, "scaleUp", "scaleOut", "allToAll", "gemm", "gemmEfficiency",
/// "catalogGemmEfficiency", "stepTimeFactor"}.
nlohmann::ordered_json calibrationUseJson(const CalibrationUse& use);

} // namespace cc::model::calib
