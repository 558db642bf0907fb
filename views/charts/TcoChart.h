#pragma once
#include "model/analysis/Tco.h"
#include "views/charts/ChartBase.h"

#include <vector>

namespace cc::views::charts {

/// Total cost of ownership over the years: buying (capex, then energy and maintenance) against
/// renting the same GPUs, cumulative, with the break-even marked. One buy and one rent curve
/// per scenario.
class TcoChart : public ChartBase {
    Q_OBJECT
public:
    explicit TcoChart(QWidget* parent = nullptr);

    QString title() const override;

    /// The model behind the curves, one per input (same order).
    const std::vector<model::TcoReport>& tcoReports() const { return m_tco; }
    /// US$ per unit of the value axis.
    double divisor() const { return m_scale.divisor; }
    /// The line under the plot: break-even, or why there is none or no rent curve.
    QString footnote() const;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    struct Curve {
        QCPGraph* graph = nullptr;
        int input = 0;
        enum Kind { Buy, Rent, BreakEven } kind = Buy;
    };
    QString who(int input) const;
    /// Break-even, or why there is none; `brief` for one line per scenario.
    QString verdict(const model::TcoReport& t, bool brief) const;
    void addBreakEven(int input, const QColor& color);

    std::vector<model::TcoReport> m_tco;
    std::vector<Curve> m_curves;
    UsdScale m_scale;
};

} // namespace cc::views::charts
