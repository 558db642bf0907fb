#pragma once
// The one evaluation pipeline (issue 11): every consumer — the window, the scenarios, each CLI
// command and the headless report — turns a design into figures through evaluate(), so they
// can never disagree. Views only read an Evaluation; they never call the analysis themselves.
#include "model/analysis/ExplainFigures.h"
#include "model/analysis/Inventory.h"
#include "model/analysis/Limits.h"
#include "model/analysis/LinkLoad.h"
#include "model/analysis/Report.h"
#include "model/analysis/Tco.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace cc::model {

/// Everything the application shows about one design, computed once. Immutable and
/// self-contained: it owns the snapshot of the design it evaluated, and every pointer in it
/// (inventory, hardware) points into that snapshot or into the catalog, which must outlive it.
struct Evaluation {
    std::shared_ptr<const Design> design; ///< the design as evaluated
    const Catalog* catalog = nullptr;
    Report report;       ///< infrastructure: network, power, cooling, cost
    Inventory inventory; ///< resolved templates and counts
    /// The training job: the override given to evaluate(), else the design's first workload.
    std::optional<Workload> workload;
    std::vector<Diagnostic> workloadDiagnostics; ///< why it did not parse, or its warnings
    /// The hardware under the job (at the job's precision); set whenever training is.
    std::optional<ComputeHardware> hardware;
    std::vector<Finding> hardwareFindings;  ///< why the hardware is not usable (no GPU, ...)
    std::optional<TrainingReport> training; ///< set when there is a job and the design has GPUs
    std::vector<Limit> limits;              ///< ranked bottlenecks
    std::vector<Finding> otherFindings;     ///< findings that belong to no limit
    std::vector<FigureExplanation> figures; ///< how each summary figure was obtained
    LinkLoad linkLoad; ///< the traffic that limits the step, per tier and link (the canvas)
    /// Buying against renting the design's GPUs over the years, at the trained job's run
    /// settings (the cost chart and the proposal).
    TcoReport tco;

    const TrainingReport* trainingOrNull() const { return training ? &*training : nullptr; }
    /// The job `training` analysed (null without a training report).
    const Workload* trainedWorkload() const { return training && workload ? &*workload : nullptr; }
};

/// What a caller may change in the one evaluation (the cluster plan does; issue 10).
struct EvaluateOptions {
    /// Called once the infrastructure report and the hardware under the job are known, with the
    /// evaluation so far: returns the job to analyse (the plan's layout search sets its layout
    /// here), or nullopt to analyse no training. Empty: the job as given.
    std::function<std::optional<Workload>(const Evaluation& sofar)> chooseJob;
    /// false: leave out what only the window and the reports show (ranked limits, figure
    /// explanations); a plan evaluates thousands of designs and reads the figures only.
    bool explain = true;
};

/// Evaluates `d` against `catalog`. `workload` replaces the design's first workload (the CLI's
/// --workload). Pure and deterministic except for report.analysisSeconds.
Evaluation evaluate(std::shared_ptr<const Design> d, const Catalog& catalog,
                    const std::optional<Workload>& workload = std::nullopt,
                    const EvaluateOptions& options = {});

/// The same for a design the caller owns: it is copied (without its scenarios) first.
Evaluation evaluate(const Design& d, const Catalog& catalog,
                    const std::optional<Workload>& workload = std::nullopt);

} // namespace cc::model
