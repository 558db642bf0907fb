#pragma once
// Bundled example designs evaluated as the window does (model::evaluate), for the chart and
// TCO tests. Tests may change `design` or `workload` and call reanalyse().
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/design/Scenario.h"
#include "model/io/DesignIo.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingAnalysis.h"
#include "views/charts/ChartInputs.h"

#include <map>
#include <memory>
#include <optional>
#include <string>

namespace cc::test {

/// A design with its report and, when it has a workload and GPUs, the training job's report.
struct AnalysedExample {
    model::Design design;
    model::Report report;
    std::optional<model::Workload> workload;
    std::optional<model::TrainingReport> training;

    /// catalogs/examples/`name`.json
    explicit AnalysedExample(const char* name)
        : AnalysedExample(model::io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" +
                                                    name + ".json"))
    {}
    explicit AnalysedExample(model::Design d) : design(std::move(d)) { reanalyse(); }

    void reanalyse()
    {
        const model::Evaluation e = model::evaluate(design, bundledCatalog());
        report = e.report;
        training = e.training;
        workload = e.training ? e.workload : std::nullopt;
        hw = e.hardware;
    }

    views::charts::ChartInputs inputs(const QString& label = QString()) const
    {
        views::charts::ChartInputs in;
        in.label = label;
        in.design = &design;
        in.catalog = &bundledCatalog();
        in.report = &report;
        in.training = training ? &*training : nullptr;
        in.workload = workload && training ? &*workload : nullptr;
        // The evaluation of the design and job as they are now (a test may have changed them),
        // as the window hands the charts (figures a chart reads from it, such as the TCO).
        in.evaluation = std::make_shared<const model::Evaluation>(
            model::evaluate(model::snapshotOf(design), bundledCatalog(), workload));
        // The hardware at the job's precision as it is now (a test may have changed it).
        if (workload && training) {
            std::vector<model::Finding> f;
            hw = model::computeHardware(report, design, bundledCatalog(),
                                        workload->training.precision, f);
            in.hardware = &*hw;
        }
        return in;
    }

    model::ComputeHardware hardware() const
    {
        std::vector<model::Finding> f;
        return model::computeHardware(report, design, bundledCatalog(),
                                      workload->training.precision, f);
    }

    mutable std::optional<model::ComputeHardware> hw;
};

/// catalogs/examples/`name`.json, analysed once per test run.
inline const AnalysedExample& cachedExample(const char* name)
{
    static std::map<std::string, std::unique_ptr<AnalysedExample>> cache;
    auto& e = cache[name];
    if (!e)
        e = std::make_unique<AnalysedExample>(name);
    return *e;
}

} // namespace cc::test
