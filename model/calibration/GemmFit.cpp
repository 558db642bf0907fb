#include "model/calibration/GemmFit.h"

#include "model/training/GemmShape.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>

namespace cc::model::calib {

namespace {

constexpr int kMaxIterations = 20;

GemmRates ratesAt(const GemmDevice& dev, double efficiency)
{
    return makeGemmRates(dev.peakFlops * efficiency, dev.hbmBytesPerS, dev.sms, dev.elementBytes);
}

/// Whether the ceiling (not the HBM floor) sets the shape's time at `efficiency`.
bool computeBound(const GemmDevice& dev, double efficiency, const GemmSample& s)
{
    const GemmRates r = ratesAt(dev, efficiency);
    const double compute = 2 * s.k * gemmLaunchedArea(r, s.m, s.n) * r.invFlops;
    const double memory = ((s.m * s.k + s.k * s.n) * r.elementBytes + s.m * s.n * 2) * r.invBytes;
    return compute >= memory;
}

/// Relative least squares of y ≈ e·x: minimises Σ((e·x − y)/y)².
double fitScale(const std::vector<double>& x, const std::vector<double>& y)
{
    Eigen::MatrixXd a(Eigen::Index(x.size()), 1);
    const Eigen::VectorXd b = Eigen::VectorXd::Ones(Eigen::Index(x.size()));
    for (size_t i = 0; i < x.size(); ++i)
        a(Eigen::Index(i), 0) = x[i] / y[i];
    return a.colPivHouseholderQr().solve(b)(0);
}

void residuals(const GemmSweep& sweep, const GemmDevice& dev, GemmFit& fit)
{
    double mean = 0, ss = 0, tot = 0;
    for (const GemmSample& s : sweep.samples)
        mean += s.tflops / double(sweep.samples.size());
    for (const GemmSample& s : sweep.samples) {
        const double model = modelTflops(dev, fit.efficiency, s);
        const double rel = (model - s.tflops) / s.tflops;
        fit.relResiduals.push_back(rel);
        fit.maxRelResidual = std::max(fit.maxRelResidual, std::abs(rel));
        fit.rmsRelResidual += rel * rel / double(sweep.samples.size());
        ss += (model - s.tflops) * (model - s.tflops);
        tot += (s.tflops - mean) * (s.tflops - mean);
    }
    fit.rmsRelResidual = std::sqrt(fit.rmsRelResidual);
    fit.r2 = tot > 0 ? 1 - ss / tot : 1;
}

} // namespace

double modelTflops(const GemmDevice& dev, double efficiency, const GemmSample& s)
{
    const double t = gemmSeconds(ratesAt(dev, efficiency), s.m, s.n, s.k);
    return t > 0 ? 2 * s.m * s.n * s.k / t / 1e12 : 0;
}

GemmFit fitGemm(const GemmSweep& sweep, const GemmDevice& dev)
{
    GemmFit fit;
    fit.samples = int(sweep.samples.size());
    if (sweep.samples.empty() || dev.peakFlops <= 0 || dev.hbmBytesPerS <= 0)
        return fit;
    double e = dev.catalogEfficiency > 0 ? dev.catalogEfficiency : 0.7;
    std::vector<bool> bound;
    for (int it = 0; it < kMaxIterations; ++it) {
        std::vector<bool> now;
        std::vector<double> x, y;
        const GemmRates unit = ratesAt(dev, 1.0);
        for (const GemmSample& s : sweep.samples) {
            now.push_back(computeBound(dev, e, s));
            if (!now.back())
                continue;
            // Compute-bound, the curve is peak × e × quantisation: TFLOP/s = e · x, linear in e.
            x.push_back(dev.peakFlops * s.m * s.n / gemmLaunchedArea(unit, s.m, s.n) / 1e12);
            y.push_back(s.tflops);
        }
        if (x.empty())
            return fit; // every shape memory-bound: the ceiling is not observable
        const double next = fitScale(x, y);
        fit.computeBound = int(x.size());
        const bool stable = now == bound; // the same samples give the same e
        e = next;
        bound = now;
        if (stable)
            break;
    }
    if (!(e > 0) || !std::isfinite(e))
        return fit;
    fit.efficiency = e;
    residuals(sweep, dev, fit);
    fit.ok = true;
    return fit;
}

} // namespace cc::model::calib
