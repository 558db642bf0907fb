#pragma once
// Parallelism search (issue 3 §5): every TP, PP, DP, CP, EP, micro-batch, interleave, recompute
// and ZeRO stage that is valid for the job, ranked by time to train (ties: less memory), with
// what does not fit dropped.
#include "model/training/StepTime.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace cc::model {

struct SearchOptions {
    int top = 10;           ///< results to keep
    int maxMicroBatch = 32; ///< micro-batches tried: powers of two up to this
    int maxInterleave = 8;  ///< virtual pipeline stages per GPU tried
    int maxContextParallel = 64;
    /// Called now and then with the fraction done (0-1); returning false stops the search,
    /// which then reports `cancelled` and no results. Empty: never called.
    std::function<bool(double)> progress;
};

struct SearchResult {
    /// The job's layout with the searched fields set and dp explicit; to run it, assign
    /// `layout.layout` to the workload's `training.layout`.
    ResolvedLayout layout;
    double stepTimeS = 0;
    double timeToTrainS = 0; ///< 0 when the workload gives no token count
    double tokensPerS = 0;
    double mfu = 0;
    double perGpuBytes = 0; ///< the fullest pipeline stage
};

struct SearchReport {
    std::int64_t evaluated = 0;      ///< configurations whose step time was computed
    std::int64_t memoryChecked = 0;  ///< of those, checked against GPU memory (best first)
    std::int64_t rejectedMemory = 0; ///< checked and found not to fit
    double seconds = 0;
    int gpus = 0;
    bool cancelled = false;            ///< stopped by SearchOptions::progress
    std::vector<SearchResult> results; ///< best first
};

/// Searches the layouts of `w` on `gpus` GPUs of the hardware in `model`. Step times are computed
/// for every valid configuration; memory (peakBytesPerGpu) only for the best ones, in order,
/// until `top` fit.
SearchReport searchParallelism(const Workload& w, const StepModel& model, int gpus,
                               const SearchOptions& options = {});

} // namespace cc::model
