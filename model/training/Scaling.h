#pragma once
// Scaling curve of a training job: tokens/s and scaling efficiency from one server up to the
// design's size and 4× beyond, each size with the best layout the parallelism search finds.
#include "model/training/Search.h"

#include <cstdint>
#include <vector>

namespace cc::model {

/// Why a size has no throughput.
enum class ScalingStatus {
    Ok,
    DoesNotFit, ///< valid layouts exist, but none fits in GPU memory
    NoLayout,   ///< no layout divides the model and batch on this many GPUs
    NoNetwork,  ///< more GPUs than one scale-up domain, and the servers are not networked
};

/// One size on the curve.
struct ScalingPoint {
    int gpus = 0;
    double servers = 0; ///< gpus / GPUs per server (may be fractional below one server)
    ScalingStatus status = ScalingStatus::NoLayout;
    bool beyondDesign = false; ///< more GPUs than the design has: same servers and network per
                               ///< GPU assumed
    double tokensPerS = 0;     ///< best layout's throughput (0 unless Ok)
    double efficiency = 0;     ///< per-GPU throughput / that of the smallest size that fits
    double mfu = 0;
    double stepTimeS = 0;
    double perGpuBytes = 0;
    ResolvedLayout layout; ///< best layout (meaningful when Ok)
};

struct ScalingCurve {
    int designGpus = 0; ///< the job's size in the design
    int builtGpus = 0;  ///< GPUs the design has (its largest server group), ≥ the job
    int baseGpus = 0;   ///< smallest size that fits (0: none fits)
    std::vector<ScalingPoint> points; ///< ascending GPUs
    std::int64_t evaluated = 0;       ///< configurations the searches computed, all sizes together
    double seconds = 0;               ///< wall time of the whole curve
};

/// The sizes of the curve: one server (or the job, when smaller) doubling up to below the
/// design's size, the design's size, then 2× and 4× it.
std::vector<int> scalingSizes(int serverGpus, int designGpus);

/// Search options for the curve: the best layout only, micro-batches up to 8 (instead of 32) so
/// that a whole curve stays interactive; the measurement is in Scaling.cpp.
SearchOptions scalingSearchOptions();

/// The curve of `w` on the hardware of `model` (its network per GPU is assumed beyond the
/// design). `designGpus` is the job's size in the design.
ScalingCurve scalingCurve(const Workload& w, const StepModel& model, int designGpus,
                          const SearchOptions& options = scalingSearchOptions());

} // namespace cc::model
