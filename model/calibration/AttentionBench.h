#pragma once
// Measurements of the fused attention kernel on one GPU: the text FlashAttention's own benchmark
// prints (Dao-AILab/flash-attention, benchmarks/benchmark_flash_attention.py: a line
// "### causal=True, headdim=128, batch_size=2, seqlen=8192 ###" and then one
// "Flash2 fwd: X TFLOPs/s, bwd: Y TFLOPs/s, fwd + bwd: Z TFLOPs/s" line per method), or a CSV
// with the columns seqlen, headdim, causal, tflops (README "Calibrating from measurements").
// TFLOP/s follow that benchmark's convention, which is the step model's: 4·batch·seqlen²·heads·
// headdim forward FLOPs, halved when causal, backward 2.5 forwards, forward + backward 3.5.
#include "model/util/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::calib {

/// One measured shape: forward + backward TFLOP/s at a sequence length and head dimension.
struct AttentionSample {
    double seqLen = 0;
    double headDim = 0;
    bool causal = true;
    double tflops = 0; ///< forward + backward, 10^12 FLOP/s in the benchmark's convention
};

struct AttentionBench {
    std::string file;
    std::string method; ///< the kernel measured ("Flash2", "Flash3", "cuDNN", or "csv")
    std::vector<AttentionSample> samples;
};

/// Reads a benchmark. The FlashAttention text: the first method whose name starts with "Flash"
/// (or `method` when given) under each "### causal=..., headdim=..., seqlen=... ###" header, its
/// "fwd + bwd" figure. CSV: a header naming seqlen (also "seq_len", "seqlen_q"), headdim
/// ("head_dim", "d"), causal (true/false, 1/0, yes/no) and tflops (also "TFLOP/s",
/// "tflops_fwd_bwd"), an optional mode column (fwd, bwd, fwd_bwd / "fwd+bwd": only forward +
/// backward rows are used), comma or semicolon separated. Every value is checked against the
/// input contract (sequence 1..limits::kMaxSeqLen, head dim 1..limits::kMaxAttentionHeadDim,
/// rate 0..limits::kMaxGemmTflops, at most limits::kMaxGemmSamples rows). Problems go to `diags`
/// as "FILE: line N: ..."; nullopt when no sample can be read.
std::optional<AttentionBench> parseAttentionBench(std::string_view text, const std::string& label,
                                                  std::vector<Diagnostic>& diags,
                                                  const std::string& method = {});

} // namespace cc::model::calib
