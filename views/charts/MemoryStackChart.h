#pragma once
#include "views/charts/ChartBase.h"

#include <QMap>

namespace cc::views::charts {

/// Memory per GPU of the training job as stacked bars (weights, gradients, optimizer states,
/// activations, overheads) per pipeline stage, against the GPU's capacity, with the changes that
/// would make it fit side by side; scenarios add one bar each (their fullest stage).
class MemoryStackChart : public ChartBase {
    Q_OBJECT
public:
    explicit MemoryStackChart(QWidget* parent = nullptr);
    QString title() const override;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    QMap<double, QString> m_rowNames; ///< whole label of the bar at each axis key
};

} // namespace cc::views::charts
