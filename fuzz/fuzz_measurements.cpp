// The measurement and reference files a user brings or is sent: validation case files
// (catalogs/validation), nccl-tests output, GEMM sweeps (CSV or mamf-finder text) and attention
// benchmarks (benchmark_flash_attention.py text or CSV). Any bytes either parse or give a clean
// error (a FormatError or diagnostics); a parsed sweep or benchmark is fitted, and the fit is a
// finite number or "not fitted".
#include "fuzz/FuzzCommon.h"
#include "model/calibration/AttentionFit.h"
#include "model/calibration/GemmFit.h"
#include "model/calibration/NcclTests.h"
#include "model/validation/ValidationRuns.h"

#include <cmath>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cc::model;
    const std::string text(cc::fuzz::asText(data, size));
    try {
        (void)validation::parsePublishedRuns(text, "cases.json");
    } catch (const FormatError&) {
    }
    std::vector<Diagnostic> diags;
    (void)calib::parseNcclTests(text, "all_reduce_perf.txt", diags);
    if (const auto sweep = calib::parseGemmSweep(text, "sweep.csv", diags, "bf16")) {
        const calib::GemmFit fit = calib::fitGemm(*sweep, {989e12, 3.0e12, 132, 2, 0.7});
        if (fit.ok && !std::isfinite(fit.efficiency))
            std::abort();
    }
    if (const auto bench = calib::parseAttentionBench(text, "attention.txt", diags)) {
        const calib::AttentionFit fit = calib::fitAttention(*bench, {989e12, 0.45});
        if (fit.ok && !(fit.efficiency > 0 && fit.efficiency <= 1))
            std::abort();
    }
    return 0;
}
