#pragma once
#include "views/charts/ChartBase.h"

#include "model/training/Scaling.h"

#include <string>
#include <vector>

namespace cc::views::charts {

/// Tokens/s and scaling efficiency of the training job against the number of GPUs, from one
/// server to 4× the design, each size with the best layout the parallelism search finds; sizes
/// where nothing fits are marked. Scenarios add one curve each.
class ScalingChart : public ChartBase {
    Q_OBJECT
public:
    explicit ScalingChart(QWidget* parent = nullptr);
    QString title() const override;

    /// The curve drawn for input `i` (null when that input has no training job or no GPUs).
    const model::ScalingCurve* curve(int i) const;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    /// The curve of `in`, from the cache when its workload and hardware are unchanged.
    const model::ScalingCurve* curveFor(const ChartInputs& in);

    struct Cached {
        std::string key;
        model::ScalingCurve curve;
    };
    std::vector<Cached> m_cache;     ///< curves of the last rebuild
    std::vector<int> m_curveOf;      ///< input index → m_cache index (−1: none)
    std::vector<double> m_gpuMemory; ///< input index → bytes per GPU
};

} // namespace cc::views::charts
