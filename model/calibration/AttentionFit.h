#pragma once
// The scale of the attention efficiency fitted to a measured FlashAttention benchmark (Eigen
// least squares), mirroring the GEMM fit (GemmFit.h). The curve's shape is the step model's own
// (model/training/StepTerms.h attentionShapeFactor: n/(n + c) for n = s/256 key/value blocks per
// causal query tile and the generation's fixed cost c, and the head-dim-64 penalty, relative to
// 16K tokens at head dim 128); the fit finds the efficiency at
// that reference, the fraction of the dense BF16 peak that the catalog's published-kernel figure
// (model/training/Efficiency.cpp) stands for.
#include "model/calibration/AttentionBench.h"
#include "model/training/Efficiency.h"

#include <vector>

namespace cc::model::calib {

/// The GPU the benchmark ran on, as the step model sees it.
struct AttentionDevice {
    double peakBf16Flops = 0;     ///< dense BF16 (= FP16) peak, datasheet
    double catalogEfficiency = 0; ///< the analysis' figure, shown beside the fit
    double tileOverhead = kAttentionTileOverheadHopper; ///< the generation's (Efficiency.h)
};

struct AttentionFit {
    double efficiency = 0; ///< fitted forward + backward fraction of the dense peak at 16K, d 128
    int samples = 0;       ///< causal samples fitted
    int skipped = 0;       ///< non-causal samples (the step model's attention is causal)
    double r2 = 0;
    double rmsRelResidual = 0;
    double maxRelResidual = 0;
    std::vector<double> relResiduals; ///< per fitted sample, in the benchmark's order
    bool ok = false;
};

/// TFLOP/s (forward + backward) the step model gives one shape at efficiency `efficiency`.
double modelAttentionTflops(const AttentionDevice& dev, double efficiency,
                            const AttentionSample& s);

/// Fits the efficiency by relative least squares over the causal samples.
AttentionFit fitAttention(const AttentionBench& bench, const AttentionDevice& dev);

} // namespace cc::model::calib
