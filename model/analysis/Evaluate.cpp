#include "model/analysis/Evaluate.h"

#include "model/analysis/Analyze.h"
#include "model/calibration/ApplyCalibration.h"
#include "model/design/SpecResolver.h"
#include "model/training/TrainingAnalysis.h"

namespace cc::model {

Evaluation evaluate(std::shared_ptr<const Design> d, const Catalog& catalog,
                    const std::optional<Workload>& workload, const EvaluateOptions& options)
{
    Evaluation e;
    e.design = std::move(d);
    e.catalog = &catalog;
    const Design& design = *e.design;
    e.report = analyze(design, catalog);
    std::vector<Finding> again; // analyze() has reported these already
    e.inventory = buildInventory(SpecResolver(design, catalog), again);
    if (workload)
        e.workload = workload;
    else if (!design.workloads.empty())
        e.workload = parseWorkload(design.workloads.front(), "workloads[0]", e.workloadDiagnostics);
    // A job needs GPUs to run on; without them only the infrastructure is analysed.
    if (e.workload && e.report.design.gpus > 0) {
        e.hardware = computeHardware(e.report, design, catalog, e.workload->training.precision,
                                     e.hardwareFindings);
        // The design's calibration replaces what it measured, once, for every figure below and
        // for what chooseJob searches on (the plan's layout search): e.hardware is calibrated.
        std::optional<calib::CalibrationUse> use;
        if (design.calibration)
            use = calib::applyCalibration(*design.calibration, *e.hardware,
                                          precisionName(e.workload->training.precision));
        if (options.chooseJob)
            e.workload = options.chooseJob(e);
        if (e.workload) {
            e.training = analyzeTraining(*e.workload, design, catalog, e.report, *e.hardware,
                                         e.hardwareFindings);
            if (use) {
                for (Finding& f : calib::calibrationFindings(*use))
                    e.training->findings.push_back(std::move(f));
                if (use->any())
                    e.training->calibration = use;
            }
        }
    }
    if (!options.explain)
        return e;
    e.limits = rankLimits(e.report, design, e.trainingOrNull(), &e.otherFindings);
    e.figures = explainFigures(e.report, design, e.trainingOrNull());
    if (e.training && e.training->calibration)
        calib::markCalibratedFigures(e.figures, *e.training->calibration);
    e.linkLoad = computeLinkLoad(design, e.report, e.inventory, e.trainingOrNull(),
                                 e.trainedWorkload(), e.hardware ? &*e.hardware : nullptr);
    const Workload* job = e.trainedWorkload();
    e.tco = analyzeTco(design, e.inventory, e.report, job ? job->run : RunSettings{});
    return e;
}

Evaluation evaluate(const Design& d, const Catalog& catalog,
                    const std::optional<Workload>& workload)
{
    return evaluate(snapshotOf(d), catalog, workload);
}

} // namespace cc::model
