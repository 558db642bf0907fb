#pragma once
// Per-accelerator GEMM ceilings (issue 9): the measured Maximum Achievable Matmul FLOPS of one
// accelerator model, where Efficiency.h holds one figure per generation. Kept in its own header so
// that the step model's widely included headers do not change with the table.
#include "model/training/Efficiency.h"

#include <string>
#include <string_view>

namespace cc::model {

/// The Maximum Achievable Matmul FLOPS measured on one accelerator model (not its generation):
/// TFLOP/s of the best large `matmul` at BF16 and FP8 (0: not measured), from the MAMF table
/// (stas00/ml-engineering, compute/accelerator/README.md). Parts of one generation differ: the
/// GB200's B200 reaches 72.9 % of its 2.5 PF BF16 peak, the HGX B200 77.6 % of 2.25 PF; the
/// MI300X 51.4 %, the MI325X 60.4 %.
struct AcceleratorMamf {
    std::string_view nameContains; ///< matched against the catalog accelerator name
    double bf16Tflops = 0;
    double fp8Tflops = 0;
    std::string_view source;
};
/// The measurement of the catalog accelerator `name` (more specific names first), or null.
const AcceleratorMamf* acceleratorMamf(std::string_view name);

/// gemmEfficiency() for one accelerator: its own MAMF over its catalog peak at `precision`
/// (FP8 not measured: its BF16 fraction) × the generation's sustained clock; the generation's
/// figure when the accelerator has no measurement. `source` (optional) says which.
double acceleratorGemmEfficiency(const ComputeEfficiency& e, std::string_view name,
                                 Precision precision, double peakFlops, double peakBf16Flops,
                                 std::string* source = nullptr);

/// The clock a synchronous job keeps on a board whose GPUs all run at once, as a fraction of the
/// one-GPU sustained clock (MSMF measured with the siblings idle): the board's shared power and
/// cooling pull the clocks down and spread them, and every step waits for the slowest GPU.
struct BoardClock {
    double factor = 1;       ///< 1: not measured for this part (no derating)
    std::string_view source; ///< empty when not measured
};
/// The measurement for the catalog accelerator `name` (HGX B200 and the GB200's B200, the same
/// die; H200, and the H100 and H800 on the same 700 W HGX board), else {1, ""}. Applies when a
/// server holds more than one GPU.
BoardClock concurrentBoardClock(std::string_view name);

} // namespace cc::model
