#pragma once
// The Pareto chart for code outside views/charts: qcustomplot.h needs Q_FOREACH, which the rest
// of views/ compiles without, so the chart class stays behind this plain-widget interface.
#include "model/plan/PlanTypes.h"

#include <vector>

class QWidget;

namespace cc::views::charts {

/// A new ParetoChart.
QWidget* makeParetoChart(QWidget* parent = nullptr);
/// ParetoChart::setPlan on a widget made by makeParetoChart (ignored for any other widget).
void showPlan(QWidget* chart, std::vector<model::plan::PlanCandidate> candidates,
              const model::plan::Recommendations& picks);

} // namespace cc::views::charts
