#pragma once
#include <QString>

namespace cc::model {
struct Catalog;
struct Design;
struct Report;
struct TrainingReport;
struct Workload;
} // namespace cc::model

namespace cc::views::charts {

/// What one chart draws for one design: the design, its catalog and analysis, and the training
/// job (when it has one). The pointers are borrowed and must outlive the next setScenarios().
struct ChartInputs {
    QString label;                                   ///< scenario name; "" for the live design
    const model::Design* design = nullptr;
    const model::Catalog* catalog = nullptr;
    const model::Report* report = nullptr;
    const model::TrainingReport* training = nullptr; ///< null: no training job
    const model::Workload* workload = nullptr;       ///< the job `training` analysed
};

} // namespace cc::views::charts
