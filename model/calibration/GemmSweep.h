#pragma once
// Measurements of single-GPU matrix multiplications: a GEMM sweep as CSV (M, N, K, dtype,
// TFLOP/s) or the text mamf-finder.py prints (Bekman, "Maximum Achievable Matmul FLOPS Finder",
// github.com/stas00/ml-engineering, compute/accelerator/benchmarks, benchmark version 2, 2024).
#include "model/util/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::calib {

/// One measured shape: C[M×N] = A[M×K]·B[K×N] at `tflops` (10^12 FLOP/s, 2·M·N·K FLOPs).
struct GemmSample {
    double m = 0, n = 0, k = 0;
    double tflops = 0;
};

/// One sweep, all of one data type on one GPU.
struct GemmSweep {
    std::string file;
    std::string dtype; ///< "bf16", "fp16", "fp8" or "fp32" (the workload's precision names)
    std::vector<GemmSample> samples;
};

/// "bfloat16", "torch.bfloat16", "BF16" → "bf16"; "float8_e4m3fn" → "fp8"; "float32", "tf32" →
/// "fp32"; empty when not a GEMM data type the analysis knows.
std::string normaliseDtype(std::string_view name);

/// Reads a sweep. CSV: a header naming the columns m, n, k, dtype (optional when every row has
/// one type or `dtypeHint` is given) and tflops (also "TFLOP/s", "tflops_median"), any order,
/// comma or semicolon separated. mamf-finder text: "** Dtype: torch.bfloat16" and one
/// "  N | X(mean) Y(median) Z(max) @ MxNxK | best: ..." line per shape (the median is used;
/// lines may be joined by carriage returns as printed live). A sweep mixing data types keeps
/// the first type's rows and says so. Problems go to `diags` as "FILE: line N: ..."; returns
/// nullopt when no sample can be read.
std::optional<GemmSweep> parseGemmSweep(std::string_view text, const std::string& label,
                                        std::vector<Diagnostic>& diags,
                                        const std::string& dtypeHint = {});

} // namespace cc::model::calib
