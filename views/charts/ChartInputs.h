#pragma once
#include <QString>

#include <memory>

namespace cc::model {
class Catalog;
struct ComputeHardware;
struct Design;
struct Evaluation;
struct Report;
struct TrainingReport;
struct Workload;
} // namespace cc::model

namespace cc::views::charts {

/// What one chart draws for one design: the parts of its evaluation a chart reads. The
/// pointers are borrowed from `evaluation` (when set, it keeps them alive).
struct ChartInputs {
    QString label; ///< scenario name; "" for the live design
    const model::Design* design = nullptr;
    const model::Catalog* catalog = nullptr;
    const model::Report* report = nullptr;
    const model::TrainingReport* training = nullptr;     ///< null: no training job
    const model::Workload* workload = nullptr;           ///< the job `training` analysed
    const model::ComputeHardware* hardware = nullptr;    ///< the hardware under that job
    std::shared_ptr<const model::Evaluation> evaluation; ///< owner of the pointers above
};

/// The inputs of one evaluated design (label "" for the live design).
ChartInputs inputsOf(std::shared_ptr<const model::Evaluation> e, const QString& label = {});

} // namespace cc::views::charts
