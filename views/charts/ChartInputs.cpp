#include "views/charts/ChartInputs.h"

#include "model/analysis/Evaluate.h"

namespace cc::views::charts {

ChartInputs inputsOf(std::shared_ptr<const model::Evaluation> e, const QString& label)
{
    ChartInputs in;
    in.label = label;
    if (!e)
        return in;
    in.design = e->design.get();
    in.catalog = e->catalog;
    in.report = &e->report;
    in.training = e->trainingOrNull();
    in.workload = e->trainedWorkload();
    in.hardware = e->training && e->hardware ? &*e->hardware : nullptr;
    in.evaluation = std::move(e);
    return in;
}

} // namespace cc::views::charts
