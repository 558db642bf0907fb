// English templates of the reasons the catalog, validation-case and calibration loaders give
// ("FILE: path: reason"; model/catalog, model/validation, model/calibration).
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Catalog files (model/catalog/Catalog.cpp, CatalogParse.cpp, Availability.cpp)
    QT_TRANSLATE_NOOP3("Message", "cannot read catalog folder: %1", "CAT_CANNOT_READ_FOLDER"),
    QT_TRANSLATE_NOOP3("Message", "a catalog file is an object with an 'entries' list",
                       "CAT_NOT_CATALOG"),
    QT_TRANSLATE_NOOP3("Message", "version %1 is newer than this ClusterCanvas understands (%2)",
                       "CAT_NEWER_VERSION"),
    QT_TRANSLATE_NOOP3("Message", "refers to '%1', which is not in the catalog", "CAT_UNKNOWN_REF"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is not a fabric in the catalog", "CAT_NOT_A_FABRIC"),
    QT_TRANSLATE_NOOP3("Message",
                       "'%1' must be 1 to %2 lowercase letters, digits, '.', '_' or '-', starting "
                       "with a letter or digit",
                       "CAT_BAD_ID"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is not a component kind", "CAT_UNKNOWN_KIND"),
    QT_TRANSLATE_NOOP3("Message", "must not exceed %1", "CAT_NOT_ABOVE"),
    QT_TRANSLATE_NOOP3("Message", "needs at least one precision with dense FLOP/s > 0",
                       "CAT_NO_DENSE_FLOPS"),
    QT_TRANSLATE_NOOP3("Message", "an appliance needs nics > 0 and nicBitsPerS > 0",
                       "CAT_APPLIANCE_NICS"),
    QT_TRANSLATE_NOOP3("Message", "must be a non-empty list of {ref, count}", "CAT_PARTS_NOT_LIST"),
    QT_TRANSLATE_NOOP3("Message", "the counts add up to %1; they %2", "CAT_PART_COUNTS"),
    QT_TRANSLATE_NOOP3("Message", "must be an object with a 'markets' list",
                       "CAT_AVAILABILITY_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message",
                       "must be a non-empty list of market codes such as \"global\" or \"cn\"",
                       "CAT_MARKETS_NOT_LIST"),
    QT_TRANSLATE_NOOP3("Message", "must be a lowercase market code such as \"cn\"",
                       "CAT_BAD_MARKET"),
    QT_TRANSLATE_NOOP3("Message", "must be an object with usdPerGpuHour, asOf and source",
                       "CAT_RENT_NOT_OBJECT"),
    // Validation case files (model/validation/ValidationRunsParse.cpp)
    QT_TRANSLATE_NOOP3("Message", "must be a JSON object with \"runs\"", "VALIDATION_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message", "is %1, newer than this version reads (%2)",
                       "VALIDATION_NEWER_VERSION"),
    QT_TRANSLATE_NOOP3("Message", "has %1 runs; it %2", "VALIDATION_TOO_MANY_RUNS"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is used twice", "VALIDATION_ID_TWICE"),
    QT_TRANSLATE_NOOP3("Message", "'%1' is used by another validation file too",
                       "VALIDATION_ID_OTHER_FILE"),
    QT_TRANSLATE_NOOP3("Message", "cannot read the validation cases: %1", "VALIDATION_CANNOT_READ"),
    QT_TRANSLATE_NOOP3("Message", "cannot list the validation folder: %1",
                       "VALIDATION_CANNOT_LIST"),
    QT_TRANSLATE_NOOP3("Message", "has no validation case file (*.json)", "VALIDATION_NO_FILES"),
    QT_TRANSLATE_NOOP3("Message",
                       "is not a field of a validation run (known: id, kind, name, source, url, "
                       "date, flopConvention, system, workload, metric, published, expectFail, "
                       "notes)",
                       "VALIDATION_UNKNOWN_FIELD"),
    QT_TRANSLATE_NOOP3("Message", "must be YYYY-MM or YYYY-MM-DD, got '%1'", "VALIDATION_BAD_DATE"),
    QT_TRANSLATE_NOOP3("Message",
                       "must give the reason (leave the field out when the run must match)",
                       "VALIDATION_EXPECT_FAIL_EMPTY"),
    QT_TRANSLATE_NOOP3("Message", "is missing (server, switch and gpus are required)",
                       "VALIDATION_NO_SYSTEM"),
    QT_TRANSLATE_NOOP3("Message", "has no usable model shape", "VALIDATION_NO_MODEL_SHAPE"),
    // Drawing a case's cluster (model/validation/ValidationRuns.cpp)
    QT_TRANSLATE_NOOP3("Message", "unknown catalog server '%1'", "VALIDATION_UNKNOWN_SERVER"),
    QT_TRANSLATE_NOOP3("Message", "unknown catalog accelerator '%1'",
                       "VALIDATION_UNKNOWN_ACCELERATOR"),
    QT_TRANSLATE_NOOP3("Message", "unknown catalog fabric '%1'", "VALIDATION_UNKNOWN_FABRIC"),
    QT_TRANSLATE_NOOP3("Message", "the cluster could not be drawn: %1",
                       "VALIDATION_CLUSTER_FAILED"),
    // A case's layout in the frameworks' notation, then the recompute mode (term)
    QT_TRANSLATE_NOOP3("Message", "%1 · recompute %2", "VALIDATION_CONFIG"),
    // A problem on one line of a measurement file (model/calibration/LineDiagnostic.h)
    QT_TRANSLATE_NOOP3("Message", "line %1: %2", "CALIB_AT_LINE"),
    // nccl-tests output (model/calibration/NcclTests.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "cannot tell which collective this is: the output names no *_perf binary; "
                       "name the file after it (all_reduce_perf.txt)",
                       "CALIB_NCCL_NO_COLLECTIVE"),
    QT_TRANSLATE_NOOP3("Message", "a table row whose size, time or bandwidth is not a number",
                       "CALIB_NCCL_BAD_ROW"),
    QT_TRANSLATE_NOOP3("Message",
                       "no nccl-tests table found (a '#  size ... time algbw busbw' header "
                       "followed by rows)",
                       "CALIB_NCCL_NO_TABLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "cannot tell how many ranks ran: no device list, no nranks, and bus "
                       "bandwidth equals algorithm bandwidth",
                       "CALIB_NCCL_NO_RANKS"),
    // GEMM sweeps (model/calibration/GemmSweep.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "M, N and K must be whole numbers from 1 to %1 and TFLOP/s above 0 (input "
                       "contract)",
                       "CALIB_GEMM_IMPLAUSIBLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "the sweep mixes data types; only the %1 rows are used (give each type its "
                       "own file)",
                       "CALIB_GEMM_MIXED_TYPES"),
    QT_TRANSLATE_NOOP3("Message", "more than %1 shapes; the rest are ignored (input contract)",
                       "CALIB_GEMM_TOO_MANY"),
    QT_TRANSLATE_NOOP3("Message", "a mamf-finder line whose median or MxNxK shape is not readable",
                       "CALIB_MAMF_BAD_LINE"),
    QT_TRANSLATE_NOOP3("Message", "no mamf-finder shape line could be read", "CALIB_MAMF_NO_LINE"),
    QT_TRANSLATE_NOOP3("Message",
                       "the header must name the columns m, n, k and tflops (and dtype unless one "
                       "type is given)",
                       "CALIB_GEMM_BAD_HEADER"),
    QT_TRANSLATE_NOOP3("Message", "a row whose m, n, k or tflops is not a number",
                       "CALIB_GEMM_BAD_ROW"),
    QT_TRANSLATE_NOOP3("Message", "unknown dtype '%1' (bf16, fp16, fp8 or fp32)",
                       "CALIB_UNKNOWN_DTYPE"),
    QT_TRANSLATE_NOOP3("Message",
                       "no GEMM sample found (a CSV with m, n, k, dtype and tflops columns, or "
                       "mamf-finder.py output)",
                       "CALIB_GEMM_NO_SAMPLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "the data type is not given: add a dtype column, or name it (--gemm-dtype "
                       "bf16)",
                       "CALIB_GEMM_NO_DTYPE"),
    // Attention benchmarks (model/calibration/AttentionBench.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "the sequence length must be a whole number from 1 to %1, the head "
                       "dimension from 1 to %2 and TFLOP/s above 0 and at most %3 (input contract)",
                       "CALIB_ATTN_IMPLAUSIBLE"),
    QT_TRANSLATE_NOOP3("Message", "more than %1 rows; the rest are ignored (input contract)",
                       "CALIB_ATTN_TOO_MANY"),
    QT_TRANSLATE_NOOP3("Message", "a benchmark header without readable causal, headdim and seqlen",
                       "CALIB_ATTN_BAD_HEADER"),
    QT_TRANSLATE_NOOP3("Message", "a method line whose fwd + bwd TFLOP/s is not a number",
                       "CALIB_ATTN_BAD_METHOD_LINE"),
    QT_TRANSLATE_NOOP3("Message",
                       "the header must name the columns seqlen, headdim, causal and tflops "
                       "(forward + backward)",
                       "CALIB_ATTN_CSV_HEADER"),
    QT_TRANSLATE_NOOP3("Message",
                       "a row whose seqlen, headdim, causal, tflops or mode is not readable",
                       "CALIB_ATTN_BAD_ROW"),
    QT_TRANSLATE_NOOP3("Message",
                       "forward-only and backward-only rows are not used (the step model needs "
                       "forward + backward)",
                       "CALIB_ATTN_ONE_DIRECTION"),
    QT_TRANSLATE_NOOP3("Message", "no FlashAttention benchmark line could be read",
                       "CALIB_ATTN_NO_LINE"),
    QT_TRANSLATE_NOOP3("Message",
                       "no attention sample found (a CSV with seqlen, headdim, causal and tflops "
                       "columns, or benchmark_flash_attention.py output)",
                       "CALIB_ATTN_NO_SAMPLE"),
    // Calibration profiles (model/calibration/CalibrationJson.cpp)
    QT_TRANSLATE_NOOP3("Message", "must be an object with a version", "CALIB_NOT_OBJECT"),
    QT_TRANSLATE_NOOP3("Message",
                       "is %1, newer than this version of ClusterCanvas reads (%2); update "
                       "ClusterCanvas or calibrate again",
                       "CALIB_NEWER_VERSION"),
    QT_TRANSLATE_NOOP3("Message", "must be a list of at most %1 fitted tiers",
                       "CALIB_TIERS_NOT_LIST"),
    QT_TRANSLATE_NOOP3("Message", "must be a fraction of the dense peak, at most 1",
                       "CALIB_GEMM_OVER_PEAK"),
    QT_TRANSLATE_NOOP3("Message", "must be a fraction of the dense BF16 peak, at most 1",
                       "CALIB_ATTN_OVER_PEAK"),
    QT_TRANSLATE_NOOP3("Message", "must be between 0.01 and 100 (measured / modelled step time)",
                       "CALIB_STEP_FACTOR_RANGE"),
    // Fitting (model/calibration/Calibrate.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "the latency and bandwidth could not be fitted (fewer than two sizes, or "
                       "times that do not grow with size)",
                       "CALIB_LINK_NOT_FITTED"),
    QT_TRANSLATE_NOOP3("Message",
                       "the GEMM ceiling could not be fitted: every shape is memory-bound on %1, "
                       "or the GPU has no %2 rate",
                       "CALIB_GEMM_NOT_FITTED"),
    QT_TRANSLATE_NOOP3("Message",
                       "the attention efficiency could not be fitted: no causal shape (the step "
                       "model's attention is causal)",
                       "CALIB_ATTN_NO_CAUSAL"),
    QT_TRANSLATE_NOOP3("Message",
                       "the attention efficiency could not be fitted: the rates are above the "
                       "dense BF16 peak of %1 in the benchmark's FLOP convention",
                       "CALIB_ATTN_OVER_GPU_PEAK"),
    QT_TRANSLATE_NOOP3("Message", "the design has no GPU server group to calibrate",
                       "CALIB_NO_GPUS"),
    QT_TRANSLATE_NOOP3("Message",
                       "a measured step time needs a workload the design can run (the design's "
                       "first workload)",
                       "CALIB_STEP_NO_WORKLOAD"),
    QT_TRANSLATE_NOOP3("Message",
                       "the measured step time is more than 100 times off the model's; is it the "
                       "design's first workload?",
                       "CALIB_STEP_FAR_OFF"),
    // Findings about the calibration in use (model/calibration/ApplyCalibration.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "The calibration was measured on %1, not on this design's GPU; the figures "
                       "use the catalog.",
                       "CALIBRATION_OTHER_GPU"),
    QT_TRANSLATE_NOOP3("Message",
                       "Calibrate again with measurements of this GPU (Tools > Calibrate).",
                       "CALIBRATION_OTHER_GPU_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The GEMM sweep was measured in %1, not in the job's precision; the GEMM "
                       "rate uses the catalog.",
                       "CALIBRATION_OTHER_DTYPE"),
    QT_TRANSLATE_NOOP3("Message", "Measure a GEMM sweep in the job's precision.",
                       "CALIBRATION_OTHER_DTYPE_FIX"),
};
} // namespace

std::span<const MessageTemplate> inputTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
