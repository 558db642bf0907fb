#pragma once
// The "calibration" object of a design file: {"version": 1, "gpu", "created", "tiers": [...],
// "gemm": {...}, "step": {...}} (README, "Calibration"). Untrusted input like the rest of the
// file: every value is bounded (model/io/InputLimits.h) and a problem names its JSON path.
#include "model/calibration/CalibrationProfile.h"
#include "model/util/JsonReader.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <vector>

namespace cc::model::calib {

/// Upgrades a profile of version `from` to `from + 1` in place (the list is empty while
/// version 1 is the only one; each new step comes with a fixture test).
struct CalibrationMigration {
    int from;
    std::function<void(nlohmann::json&)> upgrade;
};
const std::vector<CalibrationMigration>& calibrationMigrations();

/// Reads `r` (the "calibration" object). A missing or newer version is an error at
/// calibration.version; older versions are migrated first.
CalibrationProfile readCalibration(const JsonReader& r);

/// The profile as JSON, keys in a fixed order (saveDesign writes it only when present).
nlohmann::ordered_json calibrationJson(const CalibrationProfile& p);

} // namespace cc::model::calib
