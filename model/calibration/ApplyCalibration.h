#pragma once
// Applies a design's calibration profile to the hardware under a job, in the one evaluation
// (model/analysis/Evaluate.cpp): the fitted link latency and bandwidth replace the catalog's
// per-tier figures, the fitted GEMM ceiling the catalog's MAMF × sustained-clock constant, the
// fitted attention efficiency the catalog's published-kernel figure, and the step-time factor
// scales the modelled step. What was used is recorded, so every figure
// derived from it is marked "calibrated" (text, JSON, GUI).
#include "model/analysis/ExplainFigures.h"
#include "model/analysis/Report.h"
#include "model/calibration/CalibrationProfile.h"
#include "model/training/StepTime.h"

#include <string_view>
#include <vector>

namespace cc::model::calib {

/// Replaces the figures of `hw` that `p` measured; `precision` is the job's ("bf16", ...).
/// A profile measured on another GPU changes nothing (CalibrationUse::gpuMismatch).
CalibrationUse applyCalibration(const CalibrationProfile& p, ComputeHardware& hw,
                                std::string_view precision);

/// The per-GPU inter-node bus bandwidth of the analysis that reproduces a ring measured over
/// `ranks` ranks at bus bandwidth `busBytesPerS`: the ring's members in one scale-up domain
/// share their NICs (model/training/Communication.cpp, groupBusBytesPerS).
double interNodeFromRing(const ComputeHardware& hw, double busBytesPerS, int ranks);
/// The all-to-all counterpart: the (n − local)/(n − 1) share that leaves the domain.
double alltoallInterFromMeasured(const ComputeHardware& hw, double busBytesPerS, int ranks);

/// Marks the summary figures derived from the step time (step, MFU, bottleneck, time to train)
/// as calibrated: " (calibrated)" after the title and what was used in the source.
void markCalibratedFigures(std::vector<FigureExplanation>& figures, const CalibrationUse& use);

/// The finding that says a profile was not (fully) used; none when all of it applied.
std::vector<Finding> calibrationFindings(const CalibrationUse& use);

} // namespace cc::model::calib
