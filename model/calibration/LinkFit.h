#pragma once
// Latency and bandwidth of one network tier fitted to nccl-tests measurements (Eigen least
// squares on the alpha-beta model the analysis uses: Hockney, "The communication challenge for
// MPP", Parallel Computing 20(3), 1994; Thakur, Rabenseifner, Gropp, IJHPCA 19(1), 2005).
#include "model/calibration/NcclTests.h"

#include <vector>

namespace cc::model::calib {

/// The fitted tier: t(S) = steps(n)·α + S·f(n)/B_bus, with the ring step count and volume factor
/// of the collective (all-reduce 2(n−1) and 2(n−1)/n; all-gather, reduce-scatter and all-to-all
/// n−1 and (n−1)/n) — the same ring model as model/analysis/Collectives.
struct LinkFit {
    double alphaS = 0;       ///< latency per ring step
    double busBytesPerS = 0; ///< bus bandwidth for large messages
    int ranks = 0;
    int samples = 0;
    double rmsRelResidual = 0; ///< root mean square of (model − measured) / measured time
    double maxRelResidual = 0;
    double r2 = 0;                    ///< coefficient of determination of the times
    std::vector<double> relResiduals; ///< per sample, in the runs' order
    bool ok = false;
};

/// Fits α and B to every sample of `runs` (all over the same tier). Residuals are relative, so
/// 8-byte and 8-GiB messages weigh alike. α is held ≥ 0: when the unconstrained fit gives a
/// negative latency (bandwidth-bound data only), α = 0 and B is fitted alone.
LinkFit fitLink(const std::vector<NcclRun>& runs);

/// The model time of one sample under a fit (for plots and tests).
double modelTimeS(const LinkFit& fit, Collective op, int ranks, double bytes);

} // namespace cc::model::calib
