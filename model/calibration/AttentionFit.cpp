#include "model/calibration/AttentionFit.h"

#include "model/training/StepTerms.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>

namespace cc::model::calib {

double modelAttentionTflops(const AttentionDevice& dev, double efficiency, const AttentionSample& s)
{
    // StepBreakdown.cpp attentionSeconds: rate = peak × efficiency × shape factor.
    return dev.peakBf16Flops * efficiency *
           attentionShapeFactor(s.seqLen, s.headDim, dev.tileOverhead) / 1e12;
}

AttentionFit fitAttention(const AttentionBench& bench, const AttentionDevice& dev)
{
    AttentionFit fit;
    if (dev.peakBf16Flops <= 0)
        return fit;
    std::vector<const AttentionSample*> used;
    for (const AttentionSample& s : bench.samples) {
        if (s.causal && s.tflops > 0)
            used.push_back(&s);
        else
            ++fit.skipped;
    }
    fit.samples = int(used.size());
    if (used.empty())
        return fit;
    // Relative least squares of y ≈ e·x: minimises Σ((e·x − y)/y)², x the model at e = 1.
    Eigen::MatrixXd a(Eigen::Index(used.size()), 1);
    const Eigen::VectorXd b = Eigen::VectorXd::Ones(Eigen::Index(used.size()));
    for (size_t i = 0; i < used.size(); ++i)
        a(Eigen::Index(i), 0) = modelAttentionTflops(dev, 1.0, *used[i]) / used[i]->tflops;
    const double e = a.colPivHouseholderQr().solve(b)(0);
    if (!(e > 0) || !std::isfinite(e) || e > 1)
        return fit; // above the dense peak: not a measurement of this GPU in this convention
    fit.efficiency = e;
    double mean = 0, ss = 0, tot = 0;
    for (const auto* s : used)
        mean += s->tflops / double(used.size());
    for (const auto* s : used) {
        const double model = modelAttentionTflops(dev, e, *s);
        const double rel = (model - s->tflops) / s->tflops;
        fit.relResiduals.push_back(rel);
        fit.maxRelResidual = std::max(fit.maxRelResidual, std::abs(rel));
        fit.rmsRelResidual += rel * rel / double(used.size());
        ss += (model - s->tflops) * (model - s->tflops);
        tot += (s->tflops - mean) * (s->tflops - mean);
    }
    fit.rmsRelResidual = std::sqrt(fit.rmsRelResidual);
    fit.r2 = tot > 0 ? 1 - ss / tot : 1;
    fit.ok = true;
    return fit;
}

} // namespace cc::model::calib
