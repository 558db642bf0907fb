// English templates of the explanations: how each reported figure is computed (codes EXPL_*),
// and the explain view's titles and input names (codes FIG_*).
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Infrastructure
    QT_TRANSLATE_NOOP3("Message", "BTU/h = W × 3.412, at IT max power", "EXPL_HEAT_BTU"),
    QT_TRANSLATE_NOOP3("Message",
                       "CFM = BTU/h / (1.08 × ΔT°F), ΔT°F = (outlet − inlet °C) × 1.8, sea-level "
                       "air; liquid racks excluded",
                       "EXPL_AIRFLOW_CFM"),
    QT_TRANSLATE_NOOP3("Message",
                       "air if rack max ≤ %1; air with containment if ≤ %2; liquid above, or when "
                       "the rack or its equipment is liquid-cooled",
                       "EXPL_RACK_COOLING"),
    QT_TRANSLATE_NOOP3("Message", "⌈liquid heat W / CDU capacity W⌉, no spares", "EXPL_CDUS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Σ count × unit price over servers, switches, optics and cables, storage, "
                       "racks and CDUs; a server without a system price is the sum of its parts",
                       "EXPL_CAPEX"),
    QT_TRANSLATE_NOOP3("Message", "CPU cores / GPUs per server", "EXPL_CPU_CORES_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message", "system RAM / total GPU memory per server",
                       "EXPL_RAM_TO_GPU_MEMORY"),
    QT_TRANSLATE_NOOP3("Message", "compute NICs / GPUs per server", "EXPL_NICS_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message",
                       "Σ storage systems × min(read B/s, NICs × NIC bit/s ÷ 8) / all GPUs",
                       "EXPL_STORAGE_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message",
                       "½ × min(total end-point injection, uplink capacity of the narrowest tier); "
                       "torus: 2·N/d_max links across the cut",
                       "EXPL_BISECTION"),
    QT_TRANSLATE_NOOP3("Message",
                       "ring allreduce busbw = per-rank link bandwidth B; time = 2(n−1)/n·S/B + "
                       "2(n−1)·α",
                       "EXPL_ALLREDUCE_BUSBW"),
    QT_TRANSLATE_NOOP3("Message", "downlink bandwidth / uplink bandwidth per tier",
                       "EXPL_OVERSUBSCRIPTION"),
    QT_TRANSLATE_NOOP3("Message",
                       "Σ parts (count × idle/typical/max W) + chassis, divided by the PSU "
                       "efficiency for the power at the wall; max = the vendor nameplate when "
                       "published",
                       "EXPL_SERVER_POWER"),
    QT_TRANSLATE_NOOP3("Message",
                       "Σ servers + switches + storage + optics (transceivers × W per end, AOC × W "
                       "per cable) + CDUs; planning IT power = typical × utilisation",
                       "EXPL_IT_POWER"),
    QT_TRANSLATE_NOOP3("Message", "facility W = IT W × PUE", "EXPL_FACILITY_POWER"),
    QT_TRANSLATE_NOOP3("Message",
                       "per rack: Σ per-rack replicas × their max (and typical) W; optics and "
                       "cables are not assigned to racks",
                       "EXPL_RACK_POWER"),
    QT_TRANSLATE_NOOP3("Message",
                       "capex + years × (facility kW × 8,760 h × $%1/kWh + maintenance %2 of "
                       "capex per year)",
                       "EXPL_TCO_BUY"),
    QT_TRANSLATE_NOOP3("Message", "years × $/GPU-h × %1 GPUs × 8,760 h × utilisation %2",
                       "EXPL_TCO_RENT"),
    QT_TRANSLATE_NOOP3("Message",
                       "capex / (rent per year − energy per year − maintenance per year)",
                       "EXPL_TCO_BREAK_EVEN"),
    // The explain view: titles, input names and values (model/analysis/ExplainFigures.cpp)
    QT_TRANSLATE_NOOP3("Message", "%1", "VALUE"),
    QT_TRANSLATE_NOOP3("Message", "%1 of %2", "VALUE_OF"),
    QT_TRANSLATE_NOOP3("Message", "Memory per GPU", "FIG_MEMORY"),
    QT_TRANSLATE_NOOP3("Message", "weights", "FIG_IN_WEIGHTS"),
    QT_TRANSLATE_NOOP3("Message", "gradients", "FIG_IN_GRADIENTS"),
    QT_TRANSLATE_NOOP3("Message", "optimizer states", "FIG_IN_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message", "activations", "FIG_IN_ACTIVATIONS"),
    QT_TRANSLATE_NOOP3("Message", "overheads", "FIG_IN_OVERHEADS"),
    QT_TRANSLATE_NOOP3("Message", "  of which %1", "FIG_IN_OF_WHICH"),
    QT_TRANSLATE_NOOP3("Message", "GPU memory", "FIG_IN_GPU_MEMORY"),
    QT_TRANSLATE_NOOP3("Message", "parameters", "FIG_IN_PARAMETERS"),
    QT_TRANSLATE_NOOP3("Message", "Step time", "FIG_STEP_TIME"),
    QT_TRANSLATE_NOOP3("Message", "compute", "FIG_IN_COMPUTE"),
    QT_TRANSLATE_NOOP3("Message", "tensor-parallel communication (exposed)", "FIG_IN_TP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "pipeline bubble", "FIG_IN_PP_BUBBLE"),
    QT_TRANSLATE_NOOP3("Message", "data-parallel communication (exposed)", "FIG_IN_DP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "expert-parallel communication", "FIG_IN_EP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "context-parallel communication", "FIG_IN_CP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "optimizer step", "FIG_IN_OPTIMIZER_STEP"),
    QT_TRANSLATE_NOOP3("Message", "micro-batches per step", "FIG_IN_MICRO_BATCHES"),
    QT_TRANSLATE_NOOP3("Message", "data-parallel replicas", "FIG_IN_DP_REPLICAS"),
    QT_TRANSLATE_NOOP3("Message", "step time", "FIG_IN_STEP_TIME"),
    QT_TRANSLATE_NOOP3("Message", "MFU", "FIG_MFU"),
    QT_TRANSLATE_NOOP3("Message", "model FLOP/s per GPU", "FIG_IN_MODEL_FLOPS"),
    QT_TRANSLATE_NOOP3("Message", "dense peak per GPU", "FIG_IN_DENSE_PEAK"),
    QT_TRANSLATE_NOOP3("Message", "tokens per second", "FIG_IN_TOKENS_PER_S"),
    QT_TRANSLATE_NOOP3("Message", "GPUs", "FIG_IN_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "Bottleneck", "FIG_BOTTLENECK"),
    QT_TRANSLATE_NOOP3("Message", "Time to train", "FIG_TIME_TO_TRAIN"),
    QT_TRANSLATE_NOOP3("Message", "tokens", "FIG_IN_TOKENS"),
    QT_TRANSLATE_NOOP3("Message", "GPU-hours", "FIG_IN_GPU_HOURS"),
    QT_TRANSLATE_NOOP3("Message", "IT power", "FIG_IT_POWER"),
    QT_TRANSLATE_NOOP3("Message", "typical IT power", "FIG_IN_IT_TYPICAL"),
    QT_TRANSLATE_NOOP3("Message", "average utilisation of typical power", "FIG_IN_UTILISATION"),
    QT_TRANSLATE_NOOP3("Message", "maximum IT power", "FIG_IN_IT_MAX"),
    QT_TRANSLATE_NOOP3("Message", "  %1", "FIG_IN_INDENTED"),
    QT_TRANSLATE_NOOP3("Message", "server \"%1\" typical", "FIG_IN_SERVER_TYPICAL"),
    QT_TRANSLATE_NOOP3("Message", "Facility power", "FIG_FACILITY_POWER"),
    QT_TRANSLATE_NOOP3("Message", "IT power", "FIG_IN_IT_POWER"),
    QT_TRANSLATE_NOOP3("Message", "PUE", "FIG_IN_PUE"),
    QT_TRANSLATE_NOOP3("Message", "Largest rack", "FIG_LARGEST_RACK"),
    QT_TRANSLATE_NOOP3("Message", "rack \"%1\" (×%2)", "FIG_IN_RACK"),
    QT_TRANSLATE_NOOP3("Message", "%1 typical, %2 max, limit %3", "FIG_RACK_POWER"),
    QT_TRANSLATE_NOOP3("Message", "Cooling", "FIG_COOLING"),
    QT_TRANSLATE_NOOP3("Message", "liquid", "FIG_COOLING_LIQUID"),
    QT_TRANSLATE_NOOP3("Message", "air", "FIG_COOLING_AIR"),
    QT_TRANSLATE_NOOP3("Message", "largest rack", "FIG_IN_LARGEST_RACK"),
    QT_TRANSLATE_NOOP3("Message", "air limit per rack", "FIG_IN_AIR_LIMIT"),
    QT_TRANSLATE_NOOP3("Message", "contained-air limit per rack", "FIG_IN_CONTAINED_LIMIT"),
    QT_TRANSLATE_NOOP3("Message", "air-cooled racks", "FIG_IN_AIR_RACKS"),
    QT_TRANSLATE_NOOP3("Message", "liquid-cooled racks", "FIG_IN_LIQUID_RACKS"),
    QT_TRANSLATE_NOOP3("Message", "heat at max power", "FIG_IN_HEAT"),
    QT_TRANSLATE_NOOP3("Message", "airflow for the air-cooled part", "FIG_IN_AIRFLOW"),
    QT_TRANSLATE_NOOP3("Message", "%1 CFM", "FIG_CFM"),
    QT_TRANSLATE_NOOP3("Message", "Bisection", "FIG_BISECTION"),
    QT_TRANSLATE_NOOP3("Message", "%1 tier", "FIG_IN_TIER"),
    QT_TRANSLATE_NOOP3("Message", "%1 switches, %2 links down at %3, %4 up at %5", "FIG_TIER"),
    QT_TRANSLATE_NOOP3("Message", "%1 switches, %2 links down at %3, %4 up at %5, %6:1",
                       "FIG_TIER_OVERSUBSCRIBED"),
    QT_TRANSLATE_NOOP3("Message", "Per-GPU network", "FIG_INJECTION"),
    QT_TRANSLATE_NOOP3("Message", "scale-up domain", "FIG_IN_SCALE_UP_DOMAIN"),
    QT_TRANSLATE_NOOP3("Message", "%1 GPUs", "FIG_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "all-reduce bus bandwidth inside a domain", "FIG_IN_BUSBW_INTRA"),
    QT_TRANSLATE_NOOP3("Message", "all-reduce bus bandwidth across domains", "FIG_IN_BUSBW_INTER"),
    QT_TRANSLATE_NOOP3("Message", "limited by", "FIG_IN_LIMITED_BY"),
    QT_TRANSLATE_NOOP3("Message", "Capex (indicative)", "FIG_CAPEX"),
    QT_TRANSLATE_NOOP3("Message", "items without a price (not counted)", "FIG_IN_UNPRICED"),
    QT_TRANSLATE_NOOP3("Message", "GPUs", "FIG_GPUS_TITLE"),
    QT_TRANSLATE_NOOP3("Message", "group \"%1\"", "FIG_IN_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "%1 servers", "FIG_SERVERS"),
    QT_TRANSLATE_NOOP3("Message",
                       "weights + gradients + optimizer states + activations + overheads of the "
                       "fullest pipeline stage, against the GPU's memory",
                       "EXPL_MEMORY_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message", "Σ over server groups: replicas × GPUs per server", "EXPL_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "compute NIC bandwidth of a server / its GPUs, one direction",
                       "EXPL_INJECTION"),
    // Step time (model/training/Performance.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "compute + exposed TP + pipeline bubble and p2p + exposed DP + EP + CP + "
                       "optimizer; per stage m·t_stage + (p−1)/v·t_stage",
                       "EXPL_STEP_TIME"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "per layer and micro-batch, every GEMM by shape (M = b·s/c tokens, N and K = hidden, "
        "heads·d, FFN over t; experts as one grouped GEMM of tokens·topK/experts rows): "
        "max(2·M·N·K/(peak·%1·quantisation), (M·K + K·N + M·N)·bytes/HBM) for forward, input- and "
        "weight-gradient GEMMs; quantisation = useful/launched tile area on %2 SMs (best of "
        "128×128, 256×128, 128×256 tiles, whole waves); + attention + element-wise bytes/(%3 of "
        "HBM bandwidth); a layer is at least its host launch time",
        "EXPL_COMPUTE"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "FlashAttention: ½·2·b·s²·a·(d_qk + d_v)/t FLOPs (causal half executed; model FLOPs count "
        "the full non-causal 4·b·s²·h as Megatron-LM does) × 3.5 at %1 of BF16 peak × n/(n + %2) "
        "for the n = s/256 key/value blocks of a causal query tile and its fixed cost of %2 blocks "
        "(ring context parallelism: one causal diagonal and cp − 1 unmasked steps of n = "
        "3·(s/cp)/512 each) × head-dim factor (0.67 at 64, 1 at ≥ 128), relative to 16K",
        "EXPL_ATTENTION_FLASH"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "batched GEMMs 4·b·s²·h/t at the GEMM rate + 13 bytes per score element through HBM",
        "EXPL_ATTENTION_GEMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "2 forward + 2 backward (2 more with full recompute) ring all-reduces of b·s·h·2 bytes per "
        "layer over t ranks on %1; overlap backward: the backward ones under the weight-gradient "
        "GEMMs; full: the forward ones under the forward GEMMs too; the hidden part pays the "
        "overlap contention",
        "EXPL_TP_COMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "(p−1)/v · t_stage of the slowest stage (uneven stages: first/last layer counts, embedding "
        "and loss as layers), plus 2·v point-to-point transfers of b·s·h·2/t bytes",
        "EXPL_PP_BUBBLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "gradients 2Ψ_gpu bytes: all-reduce (ZeRO-0), reduce-scatter + all-gather "
                       "(ZeRO-1/2), 3 collectives per micro-batch (ZeRO-3) over dp·cp ranks on %1, "
                       "minus %2 of the last micro-batch's backward",
                       "EXPL_DP_COMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "4 all-to-alls (dispatch, combine; forward, backward) of b·s·topK·h·2 bytes per MoE layer",
        "EXPL_EP_COMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "ring attention: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes, hidden under attention",
        "EXPL_CP_COMM"),
    QT_TRANSLATE_NOOP3("Message",
                       "local parameters × %1 bytes (states read and written) / HBM bandwidth",
                       "EXPL_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message", "global batch · s / step time", "EXPL_TOKENS_PER_S"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "3 · tokens · Σ_layers(GEMM + 4·s·h) + 2·h·V per token / step / GPUs (no recompute)",
        "EXPL_MODEL_FLOPS"),
    QT_TRANSLATE_NOOP3("Message",
                       "model FLOPs + recomputed forward (full) or attention scores (selective "
                       "without FlashAttention)",
                       "EXPL_HARDWARE_FLOPS"),
    QT_TRANSLATE_NOOP3("Message", "model FLOP/s per GPU / dense job-precision peak of %1",
                       "EXPL_MFU"),
    QT_TRANSLATE_NOOP3("Message", "model FLOP/s per GPU / dense FP32 peak of %1", "EXPL_MFU_FP32"),
    QT_TRANSLATE_NOOP3("Message", "hardware FLOP/s per GPU / dense peak", "EXPL_HFU"),
    QT_TRANSLATE_NOOP3("Message", "tokens / tokens per second", "EXPL_TIME_TO_TRAIN"),
    QT_TRANSLATE_NOOP3("Message", "GPUs × time to train / 3600", "EXPL_GPU_HOURS"),
    QT_TRANSLATE_NOOP3("Message", "the part of the step breakdown with the largest share",
                       "EXPL_BOTTLENECK"),
    // Run cost, storage and reliability (model/training)
    QT_TRANSLATE_NOOP3(
        "Message",
        "facility W × job share (%1 of %2 GPUs) × wall hours; wall = time to train / goodput",
        "EXPL_RUN_ENERGY"),
    QT_TRANSLATE_NOOP3("Message", "energy × grid intensity %1 kg/kWh", "EXPL_RUN_CO2"),
    QT_TRANSLATE_NOOP3("Message",
                       "capex share × run years / %1 amortisation years + maintenance %2/year × "
                       "run years + energy × $/kWh",
                       "EXPL_RUN_COST_BUY"),
    QT_TRANSLATE_NOOP3("Message", "$/GPU-h × GPUs × wall hours", "EXPL_RUN_COST_RENT"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "(capex/years + maintenance per year) / (8,760 h × (rent per hour − energy per hour))",
        "EXPL_RUN_BREAK_EVEN"),
    QT_TRANSLATE_NOOP3(
        "Message", "Ψ × %1 B/param (weights + fp32 master + optimizer states); LoRA: adapters only",
        "EXPL_CHECKPOINT_BYTES"),
    QT_TRANSLATE_NOOP3("Message",
                       "size / min(storage write bandwidth, storage NICs, the job's compute NICs, "
                       "fabric bisection); limited by %1",
                       "EXPL_CHECKPOINT_WRITE"),
    QT_TRANSLATE_NOOP3("Message", "size / the read side of the same path",
                       "EXPL_CHECKPOINT_RESTORE"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "tokens/s × %1 B per token (pre-tokenised ids, uint16 if vocab ≤ 65,536 else int32)",
        "EXPL_DATA_READ"),
    QT_TRANSLATE_NOOP3("Message",
                       "min(storage read bandwidth, storage NICs, compute NICs, bisection)",
                       "EXPL_DATA_READ_AVAILABLE"),
    QT_TRANSLATE_NOOP3("Message", "1 / (GPUs / %1 h + servers / %2 h)", "EXPL_JOB_MTBF"),
    QT_TRANSLATE_NOOP3("Message",
                       "τ = √(2·δ·M) − δ, δ = checkpoint write time (≥ 1 s), M = job MTBF",
                       "EXPL_CHECKPOINT_INTERVAL"),
    QT_TRANSLATE_NOOP3("Message", "(1 − (τ/2 + R)/M) / (1 + δ/τ); R = restart + restore time",
                       "EXPL_GOODPUT"),
    // Memory (model/training/TrainingAnalysis.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "Σ layers (attention 2h² + 2h·kvDim, MLP 2·h·f or 3·h·f gated, MoE experts "
                       "× MLP + router) + embeddings V·h (×2 untied)",
                       "EXPL_PARAMS"),
    QT_TRANSLATE_NOOP3("Message", "as params, with top-k (+ shared) experts per MoE layer",
                       "EXPL_ACTIVE_PARAMS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Ψ_gpu × bytes per weight, Ψ_gpu = stage parameters / t (/ d with ZeRO-3)",
                       "EXPL_MEM_WEIGHTS"),
    QT_TRANSLATE_NOOP3("Message", "Ψ_gpu × 2 B (/ d with ZeRO-2 and -3)", "EXPL_MEM_GRADIENTS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Ψ_gpu × 12 B for mixed-precision Adam (/ d with ZeRO-1 and up or the "
                       "distributed optimizer; 6 B for 8-bit optimizers)",
                       "EXPL_MEM_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message",
                       "per layer s·b·h·(34 + 5·a·s/h) bytes, split by t (sequence parallelism), "
                       "reduced by recompute/FlashAttention, × layers in flight on the first stage",
                       "EXPL_MEM_ACTIVATIONS"),
    QT_TRANSLATE_NOOP3("Message", "%1 %2", "EXPL_MEM_OVERHEAD"),
    QT_TRANSLATE_NOOP3("Message", "named overheads", "EXPL_MEM_OTHER"),
    QT_TRANSLATE_NOOP3("Message", "total of the fullest stage ≤ GPU memory capacity",
                       "EXPL_MEM_FITS"),
    QT_TRANSLATE_NOOP3("Message",
                       "largest micro-batch whose activations still fit next to the model states",
                       "EXPL_MAX_MICRO_BATCH"),
    QT_TRANSLATE_NOOP3("Message", "offloaded states × GPUs per server + buffers",
                       "EXPL_HOST_BYTES"),
    //@@EXPLAIN
};
} // namespace

std::span<const MessageTemplate> explainTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
