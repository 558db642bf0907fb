#pragma once
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

namespace cc::model {

/// Analyses one training job on a design: memory fit, step time and MFU, checkpoints, storage,
/// reliability and the cost of the run. `infra` is analyze(d, catalog) of the same design (its
/// network tiers, bandwidths, power and capex are inputs here).
TrainingReport analyzeTraining(const Workload& w, const Design& d, const Catalog& catalog,
                               const Report& infra);

struct ComputeHardware;
/// The same on hardware the caller resolved with computeHardware() (and possibly calibrated,
/// model/calibration/ApplyCalibration.h); `hwFindings` are the findings that call gave.
TrainingReport analyzeTraining(const Workload& w, const Design& d, const Catalog& catalog,
                               const Report& infra, const ComputeHardware& hw,
                               const std::vector<Finding>& hwFindings);

} // namespace cc::model
