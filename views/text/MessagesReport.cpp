// English templates of the text report's lines and headings (model/io/ReportText.cpp), which
// `clustercanvas analyze` prints and --lang translates.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    QT_TRANSLATE_NOOP3("Message", "ClusterCanvas report: %1", "RPT_TITLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Design    %1 GPUs in %2 servers, %3 switches, %4 racks (%5 groups)",
                       "RPT_DESIGN"),
    QT_TRANSLATE_NOOP3("Message", "Network", "RPT_NETWORK"),
    QT_TRANSLATE_NOOP3("Message", "%1: %2 switches, ports %3 / %4 used, links down %5, up %6",
                       "RPT_TIER"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1: %2 switches, ports %3 / %4 used, links down %5, up %6, "
                       "oversubscription %7:1",
                       "RPT_TIER_OVERSUBSCRIBED"),
    QT_TRANSLATE_NOOP3("Message", "cables %1, transceivers %2", "RPT_CABLES"),
    QT_TRANSLATE_NOOP3("Message", "bisection %1 per direction, injection %2 per GPU",
                       "RPT_BISECTION"),
    QT_TRANSLATE_NOOP3("Message",
                       "scale-up domain %1 GPUs; allreduce bus bandwidth %2 in a node, %3 across "
                       "nodes (limited by %4)",
                       "RPT_ALLREDUCE"),
    QT_TRANSLATE_NOOP3("Message", "Power     IT %1 (max %2), facility %3 at PUE %4", "RPT_POWER"),
    QT_TRANSLATE_NOOP3("Message", "          largest server %1, largest rack %2",
                       "RPT_POWER_LARGEST"),
    QT_TRANSLATE_NOOP3("Message", "%1 x rack '%2': %3 max of %4, %5/%6 U, %7", "RPT_RACK"),
    QT_TRANSLATE_NOOP3("Message", "Cooling   heat %1, airflow %2 CFM, %3 liquid-cooled racks",
                       "RPT_COOLING"),
    QT_TRANSLATE_NOOP3("Message",
                       "Cooling   heat %1, airflow %2 CFM, %3 liquid-cooled racks, %4 CDUs",
                       "RPT_COOLING_CDUS"),
    QT_TRANSLATE_NOOP3("Message", "Cost      capex %1 (indicative prices)", "RPT_COST"),
    QT_TRANSLATE_NOOP3("Message", "Findings (%1)", "RPT_FINDINGS"),
    QT_TRANSLATE_NOOP3("Message", "Analysis took %1 ms.", "RPT_ANALYSIS_TIME"),
    // The training job
    QT_TRANSLATE_NOOP3("Message", "Training job: %1", "RPT_TRAINING_JOB"),
    QT_TRANSLATE_NOOP3("Message", "Training job: %1 (setup contradicts itself)",
                       "RPT_TRAINING_JOB_INVALID"),
    QT_TRANSLATE_NOOP3("Message", "  Memory    %1 parameters (%2 active); per GPU %3 of %4, fits",
                       "RPT_MEMORY_FITS"),
    QT_TRANSLATE_NOOP3("Message",
                       "  Memory    %1 parameters (%2 active); per GPU %3 of %4, DOES NOT FIT",
                       "RPT_MEMORY_NOT_FIT"),
    QT_TRANSLATE_NOOP3("Message",
                       "            weights %1, gradients %2, optimizer %3, activations %4, other "
                       "%5; largest micro-batch that fits: %6",
                       "RPT_MEMORY_PARTS"),
    QT_TRANSLATE_NOOP3("Message", "note: %1", "RPT_ADVICE_NOTE"),
    QT_TRANSLATE_NOOP3("Message", "fits with %1: %2", "RPT_ADVICE_FITS"),
    QT_TRANSLATE_NOOP3("Message", "fits with %1: %2, time to train %3", "RPT_ADVICE_FITS_TIME"),
    QT_TRANSLATE_NOOP3("Message", "still over with %1: %2", "RPT_ADVICE_OVER"),
    QT_TRANSLATE_NOOP3("Message",
                       "  Calibrated from measurements: %1; step, throughput, MFU, time to train "
                       "and run cost are calibrated",
                       "RPT_CALIBRATED"),
    QT_TRANSLATE_NOOP3("Message",
                       "  Step      %1 on %2 GPUs (dp %3, micro-batches per step %4): compute %5, "
                       "TP %6, pipeline %7, DP %8, EP %9, CP %10, optimizer %11%12",
                       "RPT_STEP"),
    QT_TRANSLATE_NOOP3("Message",
                       "  Step*     %1 on %2 GPUs (dp %3, micro-batches per step %4): compute %5, "
                       "TP %6, pipeline %7, DP %8, EP %9, CP %10, optimizer %11%12",
                       "RPT_STEP_CALIBRATED"),
    QT_TRANSLATE_NOOP3("Message", ", %1", "RPT_STEP_MORE"),
    QT_TRANSLATE_NOOP3("Message", "FSDP %1", "RPT_STEP_FSDP"),
    QT_TRANSLATE_NOOP3("Message", "MoE permutation %1", "RPT_STEP_MOE"),
    QT_TRANSLATE_NOOP3("Message", "FP8 casts %1", "RPT_STEP_FP8"),
    QT_TRANSLATE_NOOP3("Message",
                       "            not runnable: does not fit in GPU memory (estimate kept for "
                       "comparison)",
                       "RPT_NOT_RUNNABLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "            %1 tokens/s; %2 model TFLOP/s per GPU (MFU %3), %4 hardware "
                       "(HFU %5)",
                       "RPT_THROUGHPUT"),
    QT_TRANSLATE_NOOP3("Message", "            limited by %1", "RPT_LIMITED_BY"),
    QT_TRANSLATE_NOOP3("Message", "  Train     %1, %2 GPU-hours", "RPT_TRAIN"),
    QT_TRANSLATE_NOOP3("Message",
                       "  Storage   checkpoint %1, write %2 (%3), restore %4; data %5 needed of %6",
                       "RPT_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "  Failures  job MTBF %1, checkpoint every %2, goodput %3",
                       "RPT_FAILURES"),
    QT_TRANSLATE_NOOP3("Message",
                       "  Run       wall %1, %2, %3 t CO2; bought %4, rented %5 at $%6/GPU-h; "
                       "break-even utilisation %7",
                       "RPT_RUN"),
    // --explain
    QT_TRANSLATE_NOOP3("Message", "Explain: every result, the formula it came from and its source",
                       "RPT_EXPLAIN"),
    QT_TRANSLATE_NOOP3("Message", "formula: %1", "RPT_FORMULA"),
    QT_TRANSLATE_NOOP3("Message", "source:  %1", "RPT_SOURCE"),
    // `clustercanvas search` (model/io/SearchText.cpp, app/cli/DesignCommands.cpp). The table's
    // header is aligned with its columns: tp, pp, ... stay as the workload file names them.
    QT_TRANSLATE_NOOP3("Message", "Parallelism search: %1 on %2 GPUs", "RPT_SEARCH_TITLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "evaluated %1 configurations in %2 ms (%3 M/s); %4 checked against memory, "
                       "%5 did not fit",
                       "RPT_SEARCH_EVALUATED"),
    QT_TRANSLATE_NOOP3("Message", "no configuration fits", "RPT_SEARCH_NONE"),
    // A finding in the text report (model/io/ReportText.cpp): severity, code, message.
    QT_TRANSLATE_NOOP3("Message", "[%1] %2: %3", "RPT_FINDING"),
    QT_TRANSLATE_NOOP3("Message", "error", "RPT_SEVERITY_ERROR"),
    QT_TRANSLATE_NOOP3("Message", "warning", "RPT_SEVERITY_WARNING"),
    QT_TRANSLATE_NOOP3("Message", "info", "RPT_SEVERITY_INFO"),
    // `clustercanvas plan` and `plan-merge` as text (model/plan/PlanText.cpp).
    QT_TRANSLATE_NOOP3("Message", "job: %1, %2, %3 tokens", "RPT_PLAN_JOB"),
    QT_TRANSLATE_NOOP3("Message", "job: %1, %2, %3 tokens (dataset %4 tokens × %5 epochs)",
                       "RPT_PLAN_JOB_EPOCHS"),
    QT_TRANSLATE_NOOP3("Message", "pre-training", "RPT_PLAN_METHOD_PRETRAIN"),
    QT_TRANSLATE_NOOP3("Message", "full fine-tuning", "RPT_PLAN_METHOD_FULL"),
    QT_TRANSLATE_NOOP3("Message", "LoRA", "RPT_PLAN_METHOD_LORA"),
    QT_TRANSLATE_NOOP3("Message", "QLoRA", "RPT_PLAN_METHOD_QLORA"),
    QT_TRANSLATE_NOOP3("Message", "%1 designs evaluated (%2 layouts) in %3 s; space %4 designs",
                       "RPT_PLAN_EVALUATED"),
    QT_TRANSLATE_NOOP3("Message", "meets", "RPT_PLAN_COL_OK"),
    QT_TRANSLATE_NOOP3("Message", "design", "RPT_PLAN_COL_DESIGN"),
    QT_TRANSLATE_NOOP3("Message", "layout", "RPT_PLAN_COL_LAYOUT"),
    QT_TRANSLATE_NOOP3("Message", "wall time", "RPT_PLAN_COL_WALL"),
    QT_TRANSLATE_NOOP3("Message", "total cost", "RPT_PLAN_COL_COST"),
    QT_TRANSLATE_NOOP3("Message", "IT power", "RPT_PLAN_COL_IT"),
    QT_TRANSLATE_NOOP3("Message", "bottleneck", "RPT_PLAN_COL_BOTTLENECK"),
    QT_TRANSLATE_NOOP3("Message", "oom", "RPT_PLAN_OOM"),
    QT_TRANSLATE_NOOP3("Message", "cheapest", "RPT_PLAN_CHEAPEST"),
    QT_TRANSLATE_NOOP3("Message", "fastest", "RPT_PLAN_FASTEST"),
    QT_TRANSLATE_NOOP3("Message", "lowest energy", "RPT_PLAN_LOWEST_ENERGY"),
    QT_TRANSLATE_NOOP3("Message", "%1: none", "RPT_PLAN_PICK_NONE"),
    QT_TRANSLATE_NOOP3("Message", "%1: %2; %3, %4, %5", "RPT_PLAN_PICK"),
    QT_TRANSLATE_NOOP3("Message", "  limited by: %1", "RPT_PLAN_LIMITED_BY"),
    QT_TRANSLATE_NOOP3("Message", "  to do better: %1", "RPT_PLAN_TO_DO_BETTER"),
    // The Plan's fabrics (model/plan/Planner.cpp fabricMessage): %1 protocol and link speed
    // ("InfiniBand 400G"), %2 the oversubscription ("1:1").
    QT_TRANSLATE_NOOP3("Message", "no network (one server)", "PLAN_FABRIC_STANDALONE"),
    QT_TRANSLATE_NOOP3("Message", "%1 fat-tree %2", "PLAN_FABRIC_FAT_TREE"),
    QT_TRANSLATE_NOOP3("Message", "%1 rail-optimised %2", "PLAN_FABRIC_RAIL"),
    QT_TRANSLATE_NOOP3("Message", "NVL72 racks, %1 %2", "PLAN_FABRIC_NVL72"),
    QT_TRANSLATE_NOOP3("Message", "%1 × %2, %3", "PLAN_CANDIDATE"),
    // The Scenarios comparison's cells (model/analysis/ScenarioCompare.cpp).
    QT_TRANSLATE_NOOP3("Message", "—", "CMP_NONE"),
    QT_TRANSLATE_NOOP3("Message", "no racks laid out", "CMP_NO_RACKS"),
    QT_TRANSLATE_NOOP3("Message", "%1 of %2 (%3)", "CMP_MEMORY_OF"),
    QT_TRANSLATE_NOOP3("Message", "yes", "CMP_YES"),
    QT_TRANSLATE_NOOP3("Message", "no", "CMP_NO"),
    QT_TRANSLATE_NOOP3("Message", "calibration", "CMP_FROM_CALIBRATION"),
    QT_TRANSLATE_NOOP3("Message", "catalog", "CMP_FROM_CATALOG"),
    QT_TRANSLATE_NOOP3("Message", "%1 tokens/s", "CMP_TOKENS_PER_S"),
    QT_TRANSLATE_NOOP3("Message", "no cloud price", "CMP_NO_CLOUD_PRICE"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "  #   tp  pp    dp  cp  ep  mb     m   v  recompute  zero     step  time to "
        "train  MFU    memory/GPU",
        "RPT_SEARCH_HEADER"),
    QT_TRANSLATE_NOOP3("Message", "the design has no GPUs to search on", "SEARCH_NO_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "asks for %1 GPUs, but the largest server group has %2",
                       "SEARCH_TOO_MANY_GPUS"),
};
/// Cooling verdicts (model/analysis/Analyze.cpp coolingVerdictName) shown as terms.
[[maybe_unused]] const char* const kVerdicts[] = {
    QT_TRANSLATE_NOOP("Term", "air"),
    QT_TRANSLATE_NOOP("Term", "air with containment"),
    QT_TRANSLATE_NOOP("Term", "liquid"),
};
} // namespace

std::span<const MessageTemplate> reportTemplates()
{
    return kTemplates;
}

std::span<const char* const> verdictTermTemplates()
{
    return kVerdicts;
}

} // namespace cc::views::detail
