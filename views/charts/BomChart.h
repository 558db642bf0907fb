#pragma once
#include "views/charts/ChartBase.h"

#include <string>
#include <vector>

namespace cc::views::charts {

/// The bill of materials by category (accelerators & servers, switches, optics & cables,
/// storage, racks, power & cooling) with the total capex; estimated prices are hatched.
/// Scenarios overlay as grouped bars per category.
class BomChart : public ChartBase {
    Q_OBJECT
public:
    explicit BomChart(QWidget* parent = nullptr);

    QString title() const override;

    /// Report categories in axis order (key i + 1), as in Report::cost.byCategoryUsd.
    const std::vector<std::string>& categories() const { return m_categories; }
    /// US$ per unit of the value axis.
    double divisor() const { return m_scale.divisor; }
    /// The line under the plot: total capex, estimates and unpriced items.
    QString footnote() const;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    QString categoryName(const std::string& category) const;

    std::vector<std::string> m_categories;
    UsdScale m_scale;
    QCPBarsGroup* m_group = nullptr;
    std::vector<QCPBars*> m_estimateBars; ///< by input
};

} // namespace cc::views::charts
