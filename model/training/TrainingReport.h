#pragma once
#include "model/analysis/Report.h"
#include "model/calibration/CalibrationProfile.h"

#include <optional>
#include <string>
#include <vector>

namespace cc::model {

/// Bytes per GPU by what they hold.
struct MemoryBreakdown {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
    double activations = 0;
    double other = 0; ///< runtime context, communication buffers, fragmentation margin
    double total() const { return weights + gradients + optimizer + activations + other; }
};

/// One named overhead inside `other`, visible and adjustable.
struct NamedBytes {
    std::string name;
    double bytes = 0;
};

/// An alternative that would change the memory per GPU ("ZeRO-3", "TP 8", "full recompute").
struct FitAdvice {
    Message change; ///< the change (FIT_*), or why a setting has no effect (noEffect)
    double perGpuBytes = 0;
    bool fits = false;
    double timeToTrainS = 0; ///< with the change, when the hardware is known (0: not computed)
    int changes = 1;         ///< settings changed together (combined advice: 2 or 3)
    bool noEffect = false;   ///< the setting would change nothing (e.g. ZeRO-3 with DP 1)
    bool changesJob = false; ///< changes what is trained (LoRA, QLoRA) or the GPU count
};

struct MemoryReport {
    double params = 0;                   ///< total parameters
    double activeParams = 0;             ///< parameters a token passes through (MoE: top-k experts)
    MemoryBreakdown perGpu;              ///< the fullest pipeline stage
    std::vector<MemoryBreakdown> stages; ///< per pipeline stage when they differ
    std::vector<NamedBytes> overheads;
    double capacityBytes = 0;
    bool fits = false;
    double headroomBytes = 0;    ///< capacity − total (negative: over)
    int maxMicroBatch = 0;       ///< largest micro-batch that fits (0: none)
    double hostBytesPerNode = 0; ///< host RAM the job needs per server (offload, buffers)
    double hostCapacityBytes = 0;
    std::vector<FitAdvice> advice;
};

/// Seconds per optimizer step by cause; communication is the exposed (not overlapped) part.
struct StepBreakdown {
    double compute = 0;
    double tpComm = 0;
    double ppBubble = 0;
    double dpCommExposed = 0;
    double epComm = 0;
    double cpComm = 0;
    double optimizer = 0;
    double fsdpComm = 0;    ///< exposed ZeRO-3/FSDP per-layer all-gather and reduce-scatter
    double moeDispatch = 0; ///< router, token permutation and un-permutation kernels
    double fp8Overhead = 0; ///< FP8 cast, transpose and amax/scaling memory traffic
    double cpExposed = 0;   ///< exposed context-parallel K/V exchange (= cpComm)
};

struct PerformanceReport {
    int gpus = 0;
    int dp = 0;
    int microBatches = 0; ///< per step per pipeline (m)
    double stepTimeS = 0;
    double tokensPerS = 0;
    double modelTflopsPerGpu = 0;    ///< model FLOPs (no recompute) per second per GPU, in TFLOP/s
    double hardwareTflopsPerGpu = 0; ///< including recompute
    double mfu = 0;
    double hfu = 0;
    double timeToTrainS = 0;
    double gpuHours = 0;
    bool runnable = true; ///< false: does not fit in memory (the estimate is kept)
    StepBreakdown breakdownS;
    /// The largest part of the step, as a message: "compute (H100)", "expert all-to-all on
    /// InfiniBand NICs", ...
    Message bottleneck;
    std::string bottleneckCause; ///< its stable key: compute, tpComm, ppBubble, dpComm, ...
};

struct TrainingStorageReport {
    double checkpointBytes = 0;
    double checkpointWriteS = 0;
    double checkpointRestoreS = 0;
    double dataReadBpsNeeded = 0;    ///< bytes/s of training data
    double dataReadBpsAvailable = 0; ///< bytes/s the drawn storage path delivers
    std::string writeLimitedBy;
};

struct ReliabilityReport {
    double jobMtbfS = 0;
    double checkpointIntervalS = 0; ///< Young/Daly
    double goodput = 0;             ///< useful time / wall time
};

struct RunReport {
    double wallTimeS = 0; ///< time to train / goodput
    double energyKwh = 0;
    double co2Kg = 0;
    double costBuyUsd = 0;  ///< amortised capex share + energy + maintenance
    double costRentUsd = 0; ///< cloud $/GPU-h × GPUs × wall hours
    double cloudUsdPerGpuHour = 0;
    double breakEvenUtilisation = 0; ///< utilisation above which buying is cheaper
};

/// The training-job analysis of one workload on one design.
struct TrainingReport {
    std::string workloadName;
    bool valid = false; ///< false: the setup contradicts itself (see findings)
    MemoryReport memory;
    PerformanceReport performance;
    TrainingStorageReport storage;
    ReliabilityReport reliability;
    RunReport run;
    std::vector<Finding> findings;
    std::vector<Explanation> explanations;
    /// The measured calibration the figures used (ApplyCalibration); none: catalog figures.
    std::optional<calib::CalibrationUse> calibration;
};

} // namespace cc::model
