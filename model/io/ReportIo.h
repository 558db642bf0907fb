#pragma once
#include "model/analysis/Report.h"
#include "model/training/Search.h"
#include "model/training/TrainingReport.h"

#include <string>

namespace cc::model::io {

/// The `analyze --json` object. Keys documented in README ("analyze --json"); `*Bps` values are
/// bytes per second. With a training report, the sections memory, performance, storage,
/// reliability and run (issue 3 §6, stable keys) and `training` (workload, findings,
/// explanations) are added.
std::string reportToJson(const Report& r, const Design& d);
std::string reportToJson(const Report& r, const Design& d, const TrainingReport* training);

/// The training sections alone as compact JSON (for `--explain` value look-ups).
std::string trainingSectionsJson(const TrainingReport& t);

/// A plain-text report for terminals and the headless quick start. `explain` lists every result
/// with the formula it came from and its source.
std::string reportToText(const Report& r, const Design& d);
std::string reportToText(const Report& r, const Design& d, const TrainingReport* training,
                         bool explain);

/// The training-job part of the text report (memory, step, train, storage, failures, run).
std::string trainingToText(const TrainingReport& t);

/// `search --json`: {evaluated, seconds, results:[{tp, pp, dp, cp, ep, microBatch, recompute,
/// zeroStage, stepTimeS, timeToTrainS, perGpuBytes, ...}]}.
std::string searchToJson(const SearchReport& s, const std::string& workload);
std::string searchToText(const SearchReport& s, const std::string& workload);

} // namespace cc::model::io
