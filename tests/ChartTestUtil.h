#pragma once
// Bundled example designs analysed as app/Document.cpp reanalyse() does, for the chart and TCO
// tests.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
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
    {
    }
    explicit AnalysedExample(model::Design d) : design(std::move(d)) { reanalyse(); }

    void reanalyse()
    {
        report = model::analyze(design, bundledCatalog());
        training.reset();
        workload.reset();
        if (design.workloads.empty() || report.design.gpus <= 0)
            return;
        std::vector<model::Diagnostic> diags;
        workload = model::parseWorkload(design.workloads.front(), "workload", diags);
        if (workload)
            training = model::analyzeTraining(*workload, design, bundledCatalog(), report);
    }

    views::charts::ChartInputs inputs(const QString& label = QString()) const
    {
        return {label,
                &design,
                &bundledCatalog(),
                &report,
                training ? &*training : nullptr,
                workload ? &*workload : nullptr};
    }

    model::ComputeHardware hardware() const
    {
        std::vector<model::Finding> f;
        return model::computeHardware(report, design, bundledCatalog(),
                                      workload->training.precision, f);
    }
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
