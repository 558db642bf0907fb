#pragma once
#include "views/charts/ChartBase.h"

#include <vector>

namespace cc::views::charts {

/// Where one optimizer step's time goes: compute, exposed tensor-, pipeline-, data-, expert- and
/// context-parallel communication, the pipeline bubble and the optimizer, as a horizontal
/// stacked bar per design or scenario, with the step time, tokens/s, MFU and the limiting
/// resource.
class StepTimeChart : public ChartBase {
    Q_OBJECT
public:
    explicit StepTimeChart(QWidget* parent = nullptr);
    QString title() const override;

    /// Seconds per unit of the time axis (1, 1e-3 or 1e-6), chosen from the longest step.
    double unitSeconds() const { return m_unitS; }

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    double m_unitS = 1;
    QString m_unit;
    std::vector<double> m_rowSteps; ///< step time of each bar, in the axis unit
    QStringList m_rowLimits;        ///< what limits each bar's step
};

} // namespace cc::views::charts
