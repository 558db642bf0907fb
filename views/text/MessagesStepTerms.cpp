// English templates of the issue-9 step-time terms (model/training/StepExplain.cpp), the step's
// bottleneck label (model/training/Performance.cpp) and the link tiers both name.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Link tiers (groupTierMessage)
    QT_TRANSLATE_NOOP3("Message", "%1 NICs", "TIER_NICS"),
    QT_TRANSLATE_NOOP3("Message", "oversubscribed %1 uplinks", "TIER_OVERSUBSCRIBED_UPLINKS"),
    // The largest part of the step
    QT_TRANSLATE_NOOP3("Message", "compute (%1)", "BOTTLENECK_COMPUTE"),
    QT_TRANSLATE_NOOP3("Message", "tensor-parallel communication on %1", "BOTTLENECK_TP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "pipeline bubble", "BOTTLENECK_PP_BUBBLE"),
    QT_TRANSLATE_NOOP3("Message", "pipeline bubble (one micro-batch per step)",
                       "BOTTLENECK_PP_BUBBLE_ONE"),
    QT_TRANSLATE_NOOP3("Message", "data-parallel gradient sync on %1", "BOTTLENECK_DP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "FSDP/ZeRO-3 parameter gathers on %1", "BOTTLENECK_FSDP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "expert all-to-all on %1", "BOTTLENECK_EP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "MoE token permutation (HBM bandwidth)",
                       "BOTTLENECK_MOE_DISPATCH"),
    QT_TRANSLATE_NOOP3("Message", "FP8 cast and transpose (HBM bandwidth)",
                       "BOTTLENECK_FP8_OVERHEAD"),
    QT_TRANSLATE_NOOP3("Message", "context-parallel K/V exchange on %1", "BOTTLENECK_CP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "optimizer step (HBM bandwidth)", "BOTTLENECK_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message", "optimizer step (CPU offload over PCIe)",
                       "BOTTLENECK_OPTIMIZER_OFFLOAD"),
    // FSDP / ZeRO-3
    QT_TRANSLATE_NOOP3("Message",
                       "per layer and micro-batch: all-gather of the layer's Ψ_layer/t weights "
                       "(2 B) before forward and backward, reduce-scatter of its gradients after "
                       "backward, over %1 ranks on %2; exposed = max(0, gather − layer forward) + "
                       "max(0, gather + reduce-scatter − layer backward), plus the stage's first "
                       "gather and last reduce-scatter, plus the slowdown of the compute each "
                       "hidden collective overlaps (%3: hidden time × %4)%5%6",
                       "EXPL_FSDP_COMM"),
    QT_TRANSLATE_NOOP3("Message",
                       "; FSDP2 per-parameter buffers: + 2·(2·w + g)·Ψ_layer/t bytes of HBM "
                       "copy-out/copy-in per layer and micro-batch",
                       "EXPL_FSDP2_BUFFERS"),
    QT_TRANSLATE_NOOP3("Message",
                       "; hybrid sharding: the shard's gradients all-reduced across replicas once "
                       "per step (in dpCommExposed)",
                       "EXPL_FSDP_HYBRID"),
    QT_TRANSLATE_NOOP3("Message", "0: ZeRO stage below 3 (no per-layer parameter gathers)",
                       "EXPL_FSDP_COMM_NONE"),
    QT_TRANSLATE_NOOP3("Message",
                       "Rajbhandari et al. 2019 (ZeRO-3); Zhao et al. 2023 (PyTorch FSDP, VLDB) "
                       "§3.3 prefetching and §3.2.2 hybrid sharding; contention: %1%2",
                       "SRC_FSDP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "; %1", "SRC_MORE"),
    // Compute slowed by hidden collectives
    QT_TRANSLATE_NOOP3(
        "Message",
        "every collective hidden under compute (ZeRO/DDP gradient reduction under "
        "the backward pass, ZeRO-1/2 weight gather under the forward pass, FSDP "
        "per-layer gathers, overlapped TP collectives, the ring-CP K/V exchange, the MoE "
        "all-to-all with dispatch overlap) slows the compute it overlaps by %1: "
        "extra = hidden time × s/(1 + s) = hidden × %2 (in dpCommExposed, "
        "fsdpComm, tpComm, cpComm and epComm)",
        "EXPL_OVERLAP_CONTENTION"),
    // MoE
    QT_TRANSLATE_NOOP3("Message",
                       "per MoE layer: permute and un-permute 2·(1 + topK)·h·2 bytes per "
                       "dispatched token (b·s/(c·t)·expertTp of them) forward and again backward, "
                       "at HBM bandwidth",
                       "EXPL_MOE_DISPATCH"),
    QT_TRANSLATE_NOOP3("Message", "0: dense model", "EXPL_MOE_DISPATCH_DENSE"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1; expert GEMMs as one grouped GEMM over experts/ep local experts of "
                       "tokens·topK·ep/experts rows each; all-to-all over ep ranks %2 apart on "
                       "%3%4",
                       "EXPL_MOE_IMBALANCE"),
    QT_TRANSLATE_NOOP3("Message",
                       "routing forced uniform (moeForceBalance): the slowest rank's load is 1 + "
                       "√(2·ln(ep)/N) × mean for N = tokens·topK assignments per rank",
                       "EXPL_MOE_ROUTING_FORCED"),
    QT_TRANSLATE_NOOP3("Message",
                       "round-robin benchmark routing (moeRoundRobin): token i to experts "
                       "i·topK … i·topK + topK − 1, every expert the same load; with the deepep "
                       "dispatcher a token crosses the NICs once per node its run of experts "
                       "covers",
                       "EXPL_MOE_ROUTING_ROUND_ROBIN"),
    QT_TRANSLATE_NOOP3("Message",
                       "routed-expert GEMMs and the all-to-all of the slowest rank × %1 (learned "
                       "dropless routing)",
                       "EXPL_MOE_ROUTING_LEARNED"),
    QT_TRANSLATE_NOOP3("Message",
                       ", hidden under another micro-batch's compute where shorter (moeOverlap, "
                       "Megatron combined 1F1B) except in the %1 of passes that run alone "
                       "(pipeline warm-up and cool-down, the first forward, the last backward)",
                       "EXPL_MOE_OVERLAP"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1; Megatron Core MoE parallel folding (ep × expertTp × expertDp = tp × cp "
                       "× dp)",
                       "SRC_MOE_IMBALANCE"),
    QT_TRANSLATE_NOOP3("Message",
                       "deepep: across scale-up domains a token crosses the NICs once per "
                       "distinct remote node, nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes "
                       "copies%1, then NVLink forwards its topK copies; the slower of the two sets "
                       "the time",
                       "EXPL_MOE_DEEPEP"),
    QT_TRANSLATE_NOOP3("Message", " (at most %1 nodes, node-limited routing)",
                       "EXPL_MOE_DEEPEP_MAX_NODES"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "expert TP %1: all-gather of the dispatched tokens and reduce-scatter of the "
        "expert outputs, forward and backward, inside the expert-TP group, not "
        "overlapped (in tpComm)",
        "EXPL_EXPERT_TP_COMM"),
    QT_TRANSLATE_NOOP3("Message", "Megatron Core --expert-tensor-parallel-size",
                       "SRC_EXPERT_TP_COMM"),
    // Switchless scale-up mesh
    QT_TRANSLATE_NOOP3(
        "Message",
        "switchless full mesh of %1 GPUs: a group of k GPUs inside it uses the k − 1 "
        "links among them, (k − 1)/(%1 − 1) of the scale-up bandwidth (TP %2: %3)",
        "EXPL_MESH_GROUP_SHARE"),
    QT_TRANSLATE_NOOP3("Message",
                       "AMD Instinct MI300X/MI325X: 7 Infinity Fabric links, one per peer (CDNA 3 "
                       "white paper, 2023); Intel Gaudi 2/3: 21 RoCE ports, 3 per peer (Gaudi 2 "
                       "white paper, 2022); the fabric's catalog entry",
                       "SRC_MESH_GROUP_SHARE"),
    // Offload and recompute
    QT_TRANSLATE_NOOP3("Message",
                       "activations of %1 layers to host and back over PCIe (%2) per micro-batch, "
                       "hidden under the stage's compute; the excess is added to compute",
                       "EXPL_ACTIVATION_OFFLOAD"),
    QT_TRANSLATE_NOOP3("Message",
                       "Megatron Core --cpu-offloading-num-layers (Transformer Engine CPU offload)",
                       "SRC_ACTIVATION_OFFLOAD"),
    QT_TRANSLATE_NOOP3("Message",
                       "selective recompute runs %1 of each layer's forward linear GEMMs again in "
                       "the backward pass: GEMM time × (1 + share) for the forward part, in "
                       "compute and hardware FLOPs (model FLOPs unchanged)",
                       "EXPL_RECOMPUTE_GEMM_SHARE"),
    QT_TRANSLATE_NOOP3("Message",
                       "torchtitan per-op selective activation checkpointing (torchtitan/"
                       "parallelisms/parallelize_llama.py _custom_policy, 2024: saves every matmul "
                       "output except every second one)",
                       "SRC_RECOMPUTE_GEMM_SHARE"),
    // LoRA
    QT_TRANSLATE_NOOP3("Message",
                       "LoRA adapters of rank %1 on %2: a down-projection in → r and an "
                       "up-projection r → out per adapted linear, in compute at HBM bandwidth: "
                       "with r ≪ in, out they are memory-bound, (in + out) BF16 elements moved "
                       "per token in each forward (recompute included), input-gradient and "
                       "weight-gradient pass",
                       "EXPL_LORA_ADAPTERS"),
    QT_TRANSLATE_NOOP3("Message", "Q, K, V, O, the MLP and the experts (loraTargets all)",
                       "EXPL_LORA_ALL"),
    QT_TRANSLATE_NOOP3("Message", "Q, K, V and O only (loraTargets attention)",
                       "EXPL_LORA_ATTENTION"),
    QT_TRANSLATE_NOOP3("Message",
                       "Hu et al. 2021, 'LoRA: Low-Rank Adaptation of Large Language Models' "
                       "(h = W₀x + BAx, W₀ frozen); NVIDIA Matrix Multiplication Background "
                       "User's Guide, 'Math And Memory Bounds'",
                       "SRC_LORA_ADAPTERS"),
    // FP8
    QT_TRANSLATE_NOOP3(
        "Message",
        "recipe %1: %2 HBM bytes per element of every linear input and output "
        "gradient (cast + transpose%3)%4; only linear-layer GEMMs run at the FP8 rate, "
        "attention, norms and the output layer in BF16",
        "EXPL_FP8_OVERHEAD"),
    QT_TRANSLATE_NOOP3("Message", " + amax pass", "EXPL_FP8_AMAX"),
    QT_TRANSLATE_NOOP3("Message",
                       "; with this frozen base the transpose is skipped, as no "
                       "weight-gradient GEMM reads it (Transformer Engine quantises column-wise "
                       "data only when the weight needs a gradient)",
                       "EXPL_FP8_FROZEN"),
    QT_TRANSLATE_NOOP3("Message", "0: not training in FP8", "EXPL_FP8_NONE"),
    // Context parallelism
    QT_TRANSLATE_NOOP3("Message", "0: no context parallelism", "EXPL_CP_NONE"),
    QT_TRANSLATE_NOOP3("Message",
                       "all-gather of K/V (b·s/c·2·kvDim·2/t bytes per rank) before attention "
                       "(again to recompute) and reduce-scatter of their gradients after it, not "
                       "overlapped",
                       "EXPL_CP_ALLGATHER"),
    QT_TRANSLATE_NOOP3("Message",
                       "ring: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes per layer; "
                       "exposed = max(0, transfer − the chunk's attention time) + the overlap "
                       "contention on the hidden part; equals cpComm",
                       "EXPL_CP_RING"),
    QT_TRANSLATE_NOOP3("Message",
                       "Liu et al. 2023 (Ring Attention); Megatron Core context parallelism; Dubey "
                       "et al. 2024 (Llama 3) §3.3.2 all-gather CP; attention FLOPs: causal half "
                       "executed, non-causal counted in model FLOPs (Megatron-LM convention)",
                       "SRC_CP_EXPOSED"),
};
} // namespace

std::span<const MessageTemplate> stepTermTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
