#pragma once
#include "model/plan/PlanTypes.h"
#include "views/charts/ChartBase.h"

#include <vector>

namespace cc::views::charts {

/// A plan's candidates: time to train against total cost (both logarithmic), marker size by IT
/// power, those meeting every constraint in colour, the Pareto front as a line, the recommended
/// picks labelled; hovering a marker names the design.
class ParetoChart : public ChartBase {
    Q_OBJECT
public:
    explicit ParetoChart(QWidget* parent = nullptr);
    QString title() const override { return tr("Time to train vs total cost"); }
    /// Shows `candidates` (only those that fit are drawn) and marks `picks`.
    void setPlan(std::vector<model::plan::PlanCandidate> candidates,
                 const model::plan::Recommendations& picks);
    /// Candidates on the Pareto front (no other is both cheaper and faster), cheapest first.
    std::vector<std::int64_t> frontIndices() const;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    std::vector<model::plan::PlanCandidate> m_candidates;
    model::plan::Recommendations m_picks;
    /// For each scatter graph, the candidate of each data point.
    std::map<const QCPAbstractPlottable*, std::vector<std::size_t>> m_points;
};

} // namespace cc::views::charts
