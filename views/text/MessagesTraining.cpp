// English templates of the training analysis's findings, suggestions and bottleneck texts
// (model/training, model/analysis/Limits.cpp).
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Bottlenecks (model/analysis/Limits.cpp)
    QT_TRANSLATE_NOOP3("Message", "Memory per GPU %1 of %2 (%3).", "LIMIT_MEMORY"),
    QT_TRANSLATE_NOOP3("Message", "Memory per GPU %1 of %2 (%3): the job does not fit.",
                       "LIMIT_MEMORY_NOT_FIT"),
    QT_TRANSLATE_NOOP3("Message", "%1 brings it to %2.", "LIMIT_MEMORY_FIX_ADVICE"),
    QT_TRANSLATE_NOOP3("Message", "Little headroom for a longer sequence or a larger micro-batch.",
                       "LIMIT_MEMORY_FIX_HEADROOM"),
    QT_TRANSLATE_NOOP3("Message", "Arithmetic takes %1 of the %2 step, at %3 MFU.",
                       "LIMIT_COMPUTE"),
    QT_TRANSLATE_NOOP3("Message",
                       "The job is compute-bound: faster GPUs or lower precision (FP8) shorten the "
                       "step.",
                       "LIMIT_COMPUTE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Tensor/context-parallel traffic adds %1 (%2 of the step) on the scale-up "
                       "links.",
                       "LIMIT_SCALE_UP"),
    QT_TRANSLATE_NOOP3("Message",
                       "Overlap TP communication, use a smaller TP, or a larger NVLink domain.",
                       "LIMIT_SCALE_UP_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Exposed data/expert-parallel traffic adds %1 (%2 of the step); across "
                       "servers it is limited by %3.",
                       "LIMIT_SCALE_OUT"),
    QT_TRANSLATE_NOOP3("Message",
                       "Add uplinks to bring the tier to 1:1, or keep data-parallel groups inside "
                       "a leaf.",
                       "LIMIT_SCALE_OUT_FIX_TIER"),
    QT_TRANSLATE_NOOP3("Message",
                       "Faster or more NICs per GPU, or more gradient-accumulation steps per sync.",
                       "LIMIT_SCALE_OUT_FIX_NIC"),
    QT_TRANSLATE_NOOP3("Message", "the NICs", "LIMITED_BY_NICS"),
    QT_TRANSLATE_NOOP3("Message", "the %1 uplinks", "LIMITED_BY_UPLINKS"),
    QT_TRANSLATE_NOOP3("Message",
                       "Pipeline stages sit idle %1 per step (%2) with %3 micro-batches.",
                       "LIMIT_BUBBLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "More micro-batches per step, interleaved stages, or a smaller pipeline.",
                       "LIMIT_BUBBLE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "A checkpoint of %1 takes %2 every %3; goodput %4; training data needs %5 "
                       "of %6.",
                       "LIMIT_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "Checkpoint writes are limited by %1.", "LIMIT_STORAGE_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Rack \"%1\" draws up to %2 of its %3 limit (%4).",
                       "LIMIT_RACK_POWER"),
    QT_TRANSLATE_NOOP3("Message", "Put fewer servers in each rack or raise the rack's power feed.",
                       "LIMIT_RACK_POWER_FIX"),
    QT_TRANSLATE_NOOP3("Message", "%1 racks need liquid cooling (%2 of heat to liquid, %3 CDUs).",
                       "LIMIT_COOLING_LIQUID"),
    QT_TRANSLATE_NOOP3("Message", "The fullest rack at %1 is %2 of the %3 air-cooling limit.",
                       "LIMIT_COOLING_AIR"),
    QT_TRANSLATE_NOOP3("Message",
                       "The %1 tier is %2:1 oversubscribed: traffic leaving it gets %3 of the "
                       "bandwidth entering it.",
                       "LIMIT_OVERSUBSCRIBED"),
    QT_TRANSLATE_NOOP3("Message",
                       "Add uplinks (or spine switches) for 1:1, if the job's traffic crosses this "
                       "tier.",
                       "LIMIT_OVERSUBSCRIBED_FIX"),
    QT_TRANSLATE_NOOP3("Message", "%1.", "LIMIT_COST"),
    QT_TRANSLATE_NOOP3("Message", "Capex %1", "LIMIT_COST_CAPEX"),
    QT_TRANSLATE_NOOP3("Message", "%1 per GPU", "LIMIT_COST_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message", "%1 items have no price", "LIMIT_COST_UNPRICED"),
    // Training findings (model/training)
    QT_TRANSLATE_NOOP3("Message",
                       "Goodput is %1: the job fails every %2 on average and each checkpoint "
                       "takes %3.",
                       "TRAINING_LOW_GOODPUT"),
    QT_TRANSLATE_NOOP3("Message",
                       "Write checkpoints faster (more storage bandwidth, asynchronous "
                       "checkpointing) or shorten the restart.",
                       "TRAINING_LOW_GOODPUT_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "There is no default cloud price for '%1' GPUs, so the rented cost is not "
                       "computed.",
                       "TRAINING_NO_CLOUD_PRICE"),
    QT_TRANSLATE_NOOP3("Message", "Set run.cloudUsdPerGpuHour in the workload.",
                       "TRAINING_NO_CLOUD_PRICE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Renting is cheaper even at 100 % utilisation (break-even would be %1).",
                       "TRAINING_RENTING_CHEAPER"),
    QT_TRANSLATE_NOOP3("Message",
                       "No storage system is drawn: checkpoints and training data use the "
                       "servers' local NVMe (%1 to write), which a failed server takes with it.",
                       "TRAINING_NO_STORAGE"),
    QT_TRANSLATE_NOOP3("Message", "Add a storage group connected to the fabric.",
                       "TRAINING_NO_STORAGE_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Checkpoints have nowhere to go: no storage and no local drives.",
                       "TRAINING_NO_CHECKPOINT_PATH"),
    QT_TRANSLATE_NOOP3("Message", "Add storage, or NVMe drives to the servers.",
                       "TRAINING_NO_CHECKPOINT_PATH_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The job reads %1 of training data but the storage path delivers %2 (%3).",
                       "TRAINING_DATA_READ_LIMITED"),
    QT_TRANSLATE_NOOP3("Message", "Add storage bandwidth or cache the dataset on local NVMe.",
                       "TRAINING_DATA_READ_LIMITED_FIX"),
    QT_TRANSLATE_NOOP3("Message", "The design has no server group with GPUs to train on.",
                       "TRAINING_NO_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "Draw a group of GPU servers.", "TRAINING_NO_GPUS_FIX"),
    QT_TRANSLATE_NOOP3("Message", "The group '%1' has %2 GPUs; GPUs in a design %3.",
                       "TRAINING_TOO_MANY_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "Lower the group's replicas.", "TRAINING_TOO_MANY_GPUS_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "No published GEMM efficiency for '%1' (%2); the step time uses a "
                       "stand-in: %3.",
                       "TRAINING_EFFICIENCY_ASSUMED"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1 has no dense %2 rate in the catalog; the step time uses BF16.",
                       "TRAINING_PRECISION_UNSUPPORTED"),
    QT_TRANSLATE_NOOP3("Message", "Choose bf16, or a GPU with %1 tensor cores.",
                       "TRAINING_PRECISION_UNSUPPORTED_FIX"),
    QT_TRANSLATE_NOOP3("Message", "%1 lacks a BF16 rate or memory bandwidth in the catalog.",
                       "TRAINING_GPU_SPEC_INCOMPLETE"),
    QT_TRANSLATE_NOOP3("Message", "Complete the accelerator's catalog entry.",
                       "TRAINING_GPU_SPEC_INCOMPLETE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The %1 servers of the job are not connected by a network; groups that "
                       "span servers cannot communicate.",
                       "TRAINING_NO_INTERNODE_NETWORK"),
    QT_TRANSLATE_NOOP3("Message", "Connect the servers to leaf switches.",
                       "TRAINING_NO_INTERNODE_NETWORK_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The workload asks for %1 GPUs, but the largest server group has %2.",
                       "TRAINING_GPUS_EXCEED_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Lower run.gpus or add servers to the group.",
                       "TRAINING_GPUS_EXCEED_GROUP_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The job spans %1 GPUs, more than one %2-GPU server, but the servers are "
                       "not networked.",
                       "TRAINING_NO_NETWORK"),
    QT_TRANSLATE_NOOP3("Message", "Connect the servers to a fabric, or set run.gpus to %1.",
                       "TRAINING_NO_NETWORK_FIX"),
    QT_TRANSLATE_NOOP3("Message", "The job needs %1 per GPU, but a GPU has %2.",
                       "TRAINING_DOES_NOT_FIT"),
    QT_TRANSLATE_NOOP3("Message", "Use more GPUs or a higher ZeRO stage.",
                       "TRAINING_DOES_NOT_FIT_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Would fit with %1 (%2 per GPU).",
                       "TRAINING_DOES_NOT_FIT_FIX_ADVICE"),
    QT_TRANSLATE_NOOP3("Message",
                       "The workload gives no token count, so time to train, energy and cost of "
                       "the run are 0.",
                       "TRAINING_NO_TOKENS"),
    QT_TRANSLATE_NOOP3("Message", "Set training.tokens.", "TRAINING_NO_TOKENS_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Step %1, MFU %2; limited by %3.", "TRAINING_BOTTLENECK"),
    // Regimes where published runs ran slower than the model (model/training/AccuracyNotes.cpp)
    QT_TRANSLATE_NOOP3(
        "Message",
        "This step time may be optimistic: each expert GEMM gets %1 token rows per "
        "micro-batch with %2 experts on each GPU. Published MoE runs in this regime ran "
        "from 10 % to 3x slower than the model, depending on CUDA graphs and the token "
        "dispatcher (Help ▸ Accuracy of the step-time model); per-expert kernel launches and host "
        "synchronisation are not modelled.",
        "TRAINING_ESTIMATE_MOE_HOST"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "A larger micro-batch or more expert parallelism (fewer experts per GPU) makes "
        "the steps less host-bound; calibrate with a measured step time (clustercanvas "
        "calibrate --step) before quoting it.",
        "TRAINING_ESTIMATE_MOE_HOST_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "This step time may be optimistic: expert parallelism %1 spans more than one scale-up "
        "domain of %2 GPUs, and the dispatcher's per-layer setup (routing maps exchanged, token "
        "layouts computed) is not in the step time. NVIDIA's profile of Qwen3 30B-A3B on 16 H100 "
        "(HybridEP, EP 16) measured %3 ms of it per MoE layer and micro-batch, which would add "
        "about %4 s per step here (%5 MoE layers × %6 micro-batches on each GPU); that run and "
        "its error are in Help ▸ Accuracy of the step-time model.",
        "TRAINING_ESTIMATE_MOE_DISPATCH"),
    QT_TRANSLATE_NOOP3("Message",
                       "Keep expert parallelism inside one NVLink domain, or raise the "
                       "micro-batch; full-iteration CUDA graphs (Megatron Bridge 26.06 MoE "
                       "recipes) remove much of the setup.",
                       "TRAINING_ESTIMATE_MOE_DISPATCH_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "This GB200 estimate is likely optimistic: published GB200 runs came in up to about 40 % "
        "below this model (most within 20 %), while HGX B200 and GB300 runs of the same layouts "
        "match it. On identical layouts the GB200 measured 1.03–1.22× an HGX B200 (the model: "
        "1.12–1.68×) and 0.83× a GB300 (the model: 0.90×). Which of its advantages in the model "
        "(its measured matmul rate, its own newer attention benchmark) a busy "
        "NVL72 rack does not sustain has no published measurement; the runs are in Help ▸ "
        "Accuracy of the step-time model.",
        "TRAINING_ESTIMATE_GB200"),
    // Layout checks (model/training/Layout.cpp)
    QT_TRANSLATE_NOOP3("Message",
                       "The model shape is incomplete: layers %1, hidden %2, heads %3, kvHeads %4, "
                       "ffnHidden %5, vocab %6, seqLen %7 (each must be >= 1).",
                       "MODEL_SHAPE_INVALID"),
    QT_TRANSLATE_NOOP3("Message", "Choose a model preset or fill in every dimension of the model.",
                       "MODEL_SHAPE_INVALID_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The mixture-of-experts settings contradict each other: %1 experts, top-%2, "
                       "expert width %3.",
                       "MODEL_MOE_INVALID"),
    QT_TRANSLATE_NOOP3("Message", "Use 1 <= topK <= experts and an expert width >= 1.",
                       "MODEL_MOE_INVALID_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Use %1", "LAYOUT_USE_ONE"),
    QT_TRANSLATE_NOOP3("Message", "Use %1 or %2", "LAYOUT_USE_TWO"),
    QT_TRANSLATE_NOOP3("Message",
                       "tp %1 × pp %2 × cp %3 × dp %4 = %5 GPUs, but the job has %6 GPUs.",
                       "LAYOUT_GPU_MISMATCH_DP"),
    QT_TRANSLATE_NOOP3("Message", "Set dp to %1, or leave dp empty to use all remaining GPUs.",
                       "LAYOUT_GPU_MISMATCH_DP_FIX_SET"),
    QT_TRANSLATE_NOOP3("Message", "Choose tp·pp·cp dividing %1 GPUs, or use %2 GPUs.",
                       "LAYOUT_GPU_MISMATCH_DP_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "tp %1 × pp %2 × cp %3 = %4 GPUs per model replica does not divide the job's %5 GPUs.",
        "LAYOUT_GPU_MISMATCH"),
    QT_TRANSLATE_NOOP3("Message", "%1 GPUs, or a tp·pp·cp that divides %2.",
                       "LAYOUT_GPU_MISMATCH_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "First and last pipeline stages take %1 layers of %2, which leaves no even "
                       "split for the other %3 stages.",
                       "LAYERS_FIRST_LAST"),
    QT_TRANSLATE_NOOP3("Message", "Lower ppFirstStageLayers/ppLastStageLayers.",
                       "LAYERS_FIRST_LAST_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "%1 layers over the %2 middle stages do not split evenly; the slowest stage sets the pace.",
        "PIPELINE_UNEVEN_MIDDLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "pp %1 × interleave %2 = %3 pipeline chunks exceed the %4 layers.",
                       "LAYERS_TOO_FEW"),
    QT_TRANSLATE_NOOP3("Message",
                       "pp %1 × interleave %2 = %3 pipeline chunks exceed the %4 layers with the "
                       "embedding and loss counted as layers (%5).",
                       "LAYERS_TOO_FEW_SLOTS"),
    QT_TRANSLATE_NOOP3("Message", "Use pp·interleave in {%1}.", "LAYERS_TOO_FEW_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "pp %1 × interleave %2 = %3 pipeline chunks do not divide the %4 layers (with "
        "embedding/loss slots): stages get up to %5 layers per chunk and the slowest stage sets "
        "the pace, as Megatron's uneven first/last stages run it.",
        "PIPELINE_UNEVEN"),
    QT_TRANSLATE_NOOP3("Message",
                       "Set ppFirstStageLayers/ppLastStageLayers, count embedding and loss as "
                       "layers (ppEmbeddingAsLayer, ppLossAsLayer), or use pp·interleave in {%1}.",
                       "PIPELINE_UNEVEN_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Expert parallelism ep %1 is set, but the model is dense.",
                       "EP_WITHOUT_EXPERTS"),
    QT_TRANSLATE_NOOP3("Message", "Set ep to 1, or describe the model's experts.",
                       "EP_WITHOUT_EXPERTS_FIX"),
    QT_TRANSLATE_NOOP3("Message", "Expert parallelism ep %1 does not divide the %2 experts.",
                       "EXPERTS_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "Use ep in {%1}.", "USE_EP_IN"),
    QT_TRANSLATE_NOOP3("Message",
                       "Expert tensor parallelism %1 does not divide the expert width %2.",
                       "EXPERT_FFN_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "Use an expertTp that divides %1.",
                       "EXPERT_FFN_NOT_DIVISIBLE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "ep %1 × expertTp %2 = %3 does not divide tp × cp × dp = %4 (the expert "
                       "layers re-split the same ranks: ep × expertTp × expertDp).",
                       "EP_NOT_DIVIDING_DP"),
    QT_TRANSLATE_NOOP3("Message",
                       "Tensor parallelism tp %1 does not divide the %2 attention heads.",
                       "HEADS_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "Use tp in {%1}.", "USE_TP_IN"),
    QT_TRANSLATE_NOOP3("Message",
                       "Tensor parallelism tp %1 does not divide the %2 key/value heads "
                       "(Megatron-LM splits whole query groups across TP ranks).",
                       "KV_HEADS_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "Tensor parallelism tp %1 does not divide the MLP width %2.",
                       "FFN_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "Use a tp that divides %1.", "FFN_NOT_DIVISIBLE_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Pipeline interleaving %1 needs pipeline parallelism, but pp is 1.",
                       "INTERLEAVE_WITHOUT_PP"),
    QT_TRANSLATE_NOOP3("Message", "Set pipelineInterleave to 1, or use pp >= 2.",
                       "INTERLEAVE_WITHOUT_PP_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Context parallelism cp %1 does not divide the sequence length %2.",
                       "SEQ_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "Use a cp that divides %1.", "SEQ_NOT_DIVISIBLE_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "Parameter offload needs ZeRO stage 3 (DeepSpeed ZeRO-Infinity), but the stage is %1.",
        "OFFLOAD_PARAMS_NEEDS_ZERO3"),
    QT_TRANSLATE_NOOP3("Message", "Set zeroStage to 3, or offload the optimizer only.",
                       "OFFLOAD_PARAMS_NEEDS_ZERO3_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "Optimizer offload (ZeRO-Offload) works on a ZeRO-partitioned optimizer, "
                       "but the ZeRO stage is 0.",
                       "OFFLOAD_NEEDS_ZERO"),
    QT_TRANSLATE_NOOP3("Message", "Set zeroStage to 1 or more.", "OFFLOAD_NEEDS_ZERO_FIX"),
    QT_TRANSLATE_NOOP3("Message", "%1 is %2; it must be >= 1.", "PARALLELISM_INVALID"),
    QT_TRANSLATE_NOOP3("Message", "Set %1 to 1 or more.", "PARALLELISM_INVALID_FIX"),
    QT_TRANSLATE_NOOP3("Message", "dp is %1; it must be >= 1.", "PARALLELISM_INVALID_DP"),
    QT_TRANSLATE_NOOP3("Message",
                       "Set dp to 1 or more, or leave it empty to use all remaining GPUs.",
                       "PARALLELISM_INVALID_DP_FIX"),
    QT_TRANSLATE_NOOP3("Message", "ZeRO stage %1 does not exist.", "ZERO_STAGE_INVALID"),
    QT_TRANSLATE_NOOP3("Message", "Use ZeRO stage 0, 1, 2 or 3.", "ZERO_STAGE_INVALID_FIX"),
    QT_TRANSLATE_NOOP3("Message", "The job has %1 GPUs.", "LAYOUT_NO_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "Draw at least one server with GPUs, or set run.gpus.",
                       "LAYOUT_NO_GPUS_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "The global batch of %1 sequences is not a multiple of micro-batch %2 × dp %3 = %4.",
        "BATCH_NOT_DIVISIBLE"),
    QT_TRANSLATE_NOOP3("Message", "%1 sequences per global batch, or change the micro-batch.",
                       "BATCH_NOT_DIVISIBLE_FIX"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "%1 micro-batches per step on a %2-stage pipeline: most of each step is pipeline bubble.",
        "PIPELINE_FEW_MICROBATCHES"),
    QT_TRANSLATE_NOOP3("Message",
                       "Use at least %1 micro-batches (a larger global batch or a smaller "
                       "micro-batch), ideally several times more.",
                       "PIPELINE_FEW_MICROBATCHES_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "The interleaved schedule wants the %1 micro-batches to be a multiple of pp "
                       "%2 (Megatron-LM).",
                       "PIPELINE_INTERLEAVE_MICROBATCHES"),
    QT_TRANSLATE_NOOP3("Message", "Use a multiple of %1 micro-batches per step.",
                       "PIPELINE_INTERLEAVE_MICROBATCHES_FIX"),
    QT_TRANSLATE_NOOP3("Message",
                       "ZeRO stage 3 (FSDP) shards over the data-parallel ranks, but dp × cp is 1: "
                       "it has no effect on memory or communication.",
                       "ZERO3_WITHOUT_DP"),
    QT_TRANSLATE_NOOP3("Message", "Use dp >= 2 for ZeRO-3 to save memory, or ZeRO stage 0-1.",
                       "ZERO3_WITHOUT_DP_FIX"),
    //@@TRAINING
};
} // namespace

std::span<const MessageTemplate> trainingTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
