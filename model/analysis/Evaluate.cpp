#include "model/analysis/Evaluate.h"

#include "model/analysis/Analyze.h"
#include "model/design/SpecResolver.h"
#include "model/training/TrainingAnalysis.h"

namespace cc::model {

Evaluation evaluate(std::shared_ptr<const Design> d, const Catalog& catalog,
                    const std::optional<Workload>& workload)
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
        // analyzeTraining() resolves the same hardware and reports its findings as well.
        e.hardware = computeHardware(e.report, design, catalog, e.workload->training.precision,
                                     e.hardwareFindings);
        e.training = analyzeTraining(*e.workload, design, catalog, e.report);
    }
    e.limits = rankLimits(e.report, design, e.trainingOrNull(), &e.otherFindings);
    e.figures = explainFigures(e.report, design, e.trainingOrNull());
    e.linkLoad = computeLinkLoad(design, e.report, e.inventory, e.trainingOrNull(),
                                 e.trainedWorkload(), e.hardware ? &*e.hardware : nullptr);
    return e;
}

Evaluation evaluate(const Design& d, const Catalog& catalog,
                    const std::optional<Workload>& workload)
{
    return evaluate(snapshotOf(d), catalog, workload);
}

} // namespace cc::model
