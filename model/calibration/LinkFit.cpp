#include "model/calibration/LinkFit.h"

#include <Eigen/Dense>

#include <algorithm>
#include <array>
#include <cmath>

namespace cc::model::calib {

namespace {

/// Ring steps and bytes-on-the-wire factor of one collective over n ranks.
struct RingTerms {
    double steps = 0;
    double volume = 0;
};

RingTerms ring(Collective op, int n)
{
    const double m = n - 1.0;
    if (op == Collective::AllReduce)
        return {2 * m, 2 * m / n};
    return {m, m / n};
}

} // namespace

double modelTimeS(const LinkFit& fit, Collective op, int ranks, double bytes)
{
    const RingTerms r = ring(op, ranks);
    return r.steps * fit.alphaS + (fit.busBytesPerS > 0 ? bytes * r.volume / fit.busBytesPerS : 0);
}

LinkFit fitLink(const std::vector<NcclRun>& runs)
{
    LinkFit fit;
    std::vector<std::array<double, 3>> rows; // steps, bus bytes, measured time
    for (const NcclRun& run : runs) {
        const RingTerms r = ring(run.op, run.ranks);
        for (const NcclSample& s : run.samples)
            rows.push_back({r.steps, s.bytes * r.volume, s.timeS});
        fit.ranks = std::max(fit.ranks, run.ranks);
    }
    fit.samples = int(rows.size());
    if (rows.size() < 2)
        return fit;
    // Relative residuals: divide each equation steps·α + bytes·β = t by t.
    Eigen::MatrixXd a(rows.size(), 2);
    Eigen::VectorXd b = Eigen::VectorXd::Ones(Eigen::Index(rows.size()));
    for (size_t i = 0; i < rows.size(); ++i) {
        a(Eigen::Index(i), 0) = rows[i][0] / rows[i][2];
        a(Eigen::Index(i), 1) = rows[i][1] / rows[i][2];
    }
    Eigen::Vector2d x = a.colPivHouseholderQr().solve(b);
    if (x(0) < 0) { // bandwidth-bound data: latency not observable, fit B alone
        const Eigen::VectorXd col = a.col(1);
        x = Eigen::Vector2d(0, col.dot(b) / col.dot(col));
    }
    if (!(x(1) > 0) || !std::isfinite(x(1)))
        return fit;
    fit.alphaS = x(0);
    fit.busBytesPerS = 1 / x(1);
    double ss = 0, mean = 0, tot = 0;
    for (const auto& r : rows)
        mean += r[2] / double(rows.size());
    for (const auto& r : rows) {
        const double model = r[0] * x(0) + r[1] * x(1);
        const double rel = (model - r[2]) / r[2];
        fit.relResiduals.push_back(rel);
        fit.maxRelResidual = std::max(fit.maxRelResidual, std::abs(rel));
        ss += (model - r[2]) * (model - r[2]);
        tot += (r[2] - mean) * (r[2] - mean);
        fit.rmsRelResidual += rel * rel / double(rows.size());
    }
    fit.rmsRelResidual = std::sqrt(fit.rmsRelResidual);
    fit.r2 = tot > 0 ? 1 - ss / tot : 1;
    fit.ok = true;
    return fit;
}

} // namespace cc::model::calib
