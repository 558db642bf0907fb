#pragma once
// Shared helpers for the training-analysis tests.
#include "model/training/Layout.h"
#include "model/training/Workload.h"

#include <cmath>
#include <vector>

namespace cc::test {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

/// A job with the given shape and no ZeRO, so memory matches the papers' plain formulas.
inline cc::model::Workload job(const cc::model::ModelShape& m)
{
    cc::model::Workload w;
    w.model = m;
    w.training.layout.zeroStage = 0;
    return w;
}

/// A job on one of the bundled model presets.
inline cc::model::Workload presetWorkload(const char* id)
{
    cc::model::Workload w;
    w.preset = id;
    w.model = cc::model::findPreset(id)->shape;
    return w;
}

inline cc::model::ResolvedLayout layoutOf(const cc::model::Workload& w, int gpus)
{
    std::vector<cc::model::Finding> f;
    return cc::model::resolveLayout(w, gpus, f);
}

/// |got / want − 1| ≤ rel.
inline bool near(double got, double want, double rel)
{
    return std::abs(got / want - 1.0) <= rel;
}

} // namespace cc::test
