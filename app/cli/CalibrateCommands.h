#pragma once
// `calibrate DESIGN --nccl FILE... --gemm FILE --step SECONDS [-o OUT.json]`: fits the user's
// measurements (model/calibration) and stores the profile in a copy of the design.
#include <string>
#include <vector>

namespace cc::app {

/// True for "calibrate".
bool isCalibrateCommand(const std::string& name);
int runCalibrateCommand(const std::vector<std::string>& args, const std::string& catalogDir);
/// The command's usage lines.
std::string calibrateUsageText();

} // namespace cc::app
