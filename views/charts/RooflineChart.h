#pragma once
#include "views/charts/ChartBase.h"

#include "model/training/Roofline.h"

#include <vector>

namespace cc::views::charts {

/// Roofline of the job's accelerator (peak FLOP/s, HBM bandwidth, ridge point; datasheet and
/// achievable) on log-log axes, with the job's main operations placed on it; scenarios add
/// their accelerator's roof.
class RooflineChart : public ChartBase {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget* parent = nullptr);
    QString title() const override;

    /// The roofline drawn for input `i` (null when it had none); operations only for input 0.
    const model::Roofline* roofline(int i) const;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    /// Puts the design's operations on the plot, each with its name.
    void placeOperations(const model::Roofline& line);

    std::vector<model::Roofline> m_lines;
    std::vector<int> m_lineOf; ///< input index → m_lines index (−1: none)
};

} // namespace cc::views::charts
