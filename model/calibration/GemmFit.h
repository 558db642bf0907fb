#pragma once
// The scale of the GEMM efficiency curve fitted to a measured sweep (Eigen least squares). The
// curve's shape is the analysis' own (model/training/GemmShape.h: tile and wave quantisation
// under the large-GEMM ceiling, the operands' HBM traffic as the floor); the fit finds the
// ceiling, the achievable fraction of the dense peak that the catalog's MAMF × sustained-clock
// constant stands for.
#include "model/calibration/GemmSweep.h"

#include <vector>

namespace cc::model::calib {

/// The GPU the sweep ran on, as the analysis sees it.
struct GemmDevice {
    double peakFlops = 0;         ///< dense peak of the sweep's data type (datasheet)
    double hbmBytesPerS = 0;      ///< achievable HBM bandwidth
    double sms = 0;               ///< SMs / CUs (0: no quantisation)
    double elementBytes = 2;      ///< 1 for FP8, 4 for FP32, else 2
    double catalogEfficiency = 0; ///< the analysis' constant, the fit's starting point
};

struct GemmFit {
    double efficiency = 0; ///< fitted large-GEMM fraction of the dense peak
    int samples = 0;
    int computeBound = 0;      ///< samples the ceiling governs (the others are memory-bound)
    double r2 = 0;             ///< of the TFLOP/s, all samples, under the fitted curve
    double rmsRelResidual = 0; ///< (model − measured) / measured TFLOP/s
    double maxRelResidual = 0;
    std::vector<double> relResiduals; ///< per sample, in the sweep's order
    bool ok = false;
};

/// TFLOP/s the analysis' curve gives one shape at large-GEMM efficiency `efficiency`.
double modelTflops(const GemmDevice& dev, double efficiency, const GemmSample& s);

/// Fits the efficiency: relative least squares over the compute-bound samples (memory-bound
/// ones do not depend on it), iterated until the set of compute-bound samples is stable.
GemmFit fitGemm(const GemmSweep& sweep, const GemmDevice& dev);

} // namespace cc::model::calib
