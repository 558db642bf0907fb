// Explanations of the step-time terms of issue 9 (shown by --explain and the GUI).
#include "model/training/StepSync.h"
#include "model/training/StepTerms.h"

#include <cstdio>

namespace cc::model {

namespace {

std::string num(double x, const char* fmt = "%.2f")
{
    char buf[32];
    std::snprintf(buf, sizeof buf, fmt, x);
    return buf;
}

} // namespace

void explainIssue9Terms(const StepModel& m, const ResolvedLayout& c, std::vector<Explanation>& out)
{
    const ComputeHardware& hw = m.hw;
    auto add = [&](std::string q, std::string f, std::string s) {
        out.push_back({std::move(q), std::move(f), std::move(s)});
    };
    const int shard = fsdpShardRanks(m, c);
    add("performance.breakdownS.fsdpComm",
        c.layout.zeroStage >= 3
            ? "per layer and micro-batch: all-gather of the layer's Ψ_layer/t weights (2 B) before "
              "forward and backward, reduce-scatter of its gradients after backward, over " +
                  std::to_string(shard) + " ranks on " + groupTierName(hw, shard, c.layout.tp) +
                  "; exposed = max(0, gather − layer forward) + max(0, gather + reduce-scatter − "
                  "layer backward), plus the stage's first gather and last reduce-scatter, plus "
                  "the slowdown of the compute each hidden collective overlaps (" +
                  num(kOverlapComputeSlowdown * 100, "%.1f") + " %: hidden time × " +
                  num(kOverlapHiddenCost, "%.3f") + ")" +
                  (m.fsdpBuffers == FsdpBuffers::PerParameter
                       ? "; FSDP2 per-parameter buffers: + 2·(2·w + g)·Ψ_layer/t bytes of HBM "
                         "copy-out/copy-in per layer and micro-batch"
                       : "") +
                  (m.zeroShardGroup > 0
                       ? "; hybrid sharding: the shard's gradients all-reduced across replicas "
                         "once per step (in dpCommExposed)"
                       : "")
            : "0: ZeRO stage below 3 (no per-layer parameter gathers)",
        "Rajbhandari et al. 2019 (ZeRO-3); Zhao et al. 2023 (PyTorch FSDP, VLDB) §3.3 "
        "prefetching and §3.2.2 hybrid sharding; contention: " +
            std::string(kOverlapSlowdownSource) +
            (m.fsdpBuffers == FsdpBuffers::PerParameter ? "; " + std::string(kFsdp2CopySource)
                                                        : std::string()));
    add("performance.overlapContention",
        "every collective hidden under compute (ZeRO/DDP gradient reduction under the backward "
        "pass, ZeRO-1/2 weight gather under the forward pass, FSDP per-layer gathers) slows the "
        "compute it overlaps by " +
            num(kOverlapComputeSlowdown * 100, "%.1f") +
            " %: extra = hidden time × s/(1 + s) = hidden × " + num(kOverlapHiddenCost, "%.3f") +
            " (in dpCommExposed and fsdpComm)",
        std::string(kOverlapSlowdownSource));
    add("performance.breakdownS.moeDispatch",
        m.moeLayers > 0
            ? "per MoE layer: permute and un-permute 2·(1 + topK)·h·2 bytes per dispatched token "
              "(b·s/(c·t)·expertTp of them) forward and again backward, at HBM bandwidth"
            : "0: dense model",
        std::string(kPermuteSource));
    add("performance.moeImbalance",
        std::string(m.moeForceBalance
                        ? "routing forced uniform (moeForceBalance): the slowest rank's load is "
                          "1 + √(2·ln(ep)/N) × mean for N = tokens·topK assignments per rank"
                        : "routed-expert GEMMs and the all-to-all of the slowest rank × " +
                              num(m.moeImbalance) + " (learned dropless routing)") +
            "; expert GEMMs as one grouped GEMM over experts/ep local experts of "
            "tokens·topK·ep/experts rows each; all-to-all over ep ranks " +
            std::to_string(c.layout.expertTp) + " apart on " +
            groupTierName(hw, c.layout.ep, c.layout.expertTp) +
            (m.moeOverlap ? ", hidden under the layer's compute where shorter (moeOverlap)" : ""),
        std::string(m.moeForceBalance ? kForcedBalanceSource : kImbalanceSource) +
            "; Megatron Core MoE parallel folding (ep × expertTp × expertDp = tp × cp × dp)");
    if (m.moeLayers > 0 && m.moeDispatcher == MoeDispatcher::DeepEp)
        add("performance.moeDispatcher",
            "deepep: across scale-up domains a token crosses the NICs once per distinct remote "
            "node, nodes·(1 − (1 − 1/nodes)^topK)·(nodes − 1)/nodes copies" +
                std::string(m.moeMaxNodes > 0 ? " (at most " + num(m.moeMaxNodes, "%.0f") +
                                                    " nodes, node-limited routing)"
                                              : "") +
                ", then NVLink forwards its topK copies; the slower of the two sets the time",
            std::string(kDeepEpSource));
    if (hw.scaleUpMesh)
        add("performance.meshGroupShare",
            "switchless full mesh of " + std::to_string(hw.domainGpus) +
                " GPUs: a group of k GPUs inside it uses the k − 1 links among them, " +
                "(k − 1)/(" + std::to_string(hw.domainGpus) +
                " − 1) of the scale-up bandwidth (TP " + std::to_string(c.layout.tp) + ": " +
                num(meshGroupShare(hw, c.layout.tp)) + ")",
            "AMD Instinct MI300X/MI325X: 7 Infinity Fabric links, one per peer (CDNA 3 "
            "white paper, 2023); Intel Gaudi 2/3: 21 RoCE ports, 3 per peer (Gaudi 2 white "
            "paper, 2022); the fabric's catalog entry");
    if (m.activationOffloadLayers > 0)
        add("performance.activationOffload",
            "activations of " + num(m.activationOffloadLayers, "%.0f") +
                " layers to host and back over PCIe (" + num(hw.pcieBytesPerS / 1e9, "%.0f") +
                " GB/s) per micro-batch, hidden under the stage's compute; the excess is added "
                "to compute",
            "Megatron Core --cpu-offloading-num-layers (Transformer Engine CPU offload)");
    if (m.recomputeGemmShare > 0 && c.layout.recompute == Recompute::Selective)
        add("performance.recomputeGemmShare",
            "selective recompute runs " + num(m.recomputeGemmShare * 100, "%.0f") +
                " % of each layer's forward linear GEMMs again in the backward pass: GEMM time "
                "× (1 + share) for the forward part, in compute and hardware FLOPs (model FLOPs "
                "unchanged)",
            "torchtitan per-op selective activation checkpointing (torchtitan/parallelisms/"
            "parallelize_llama.py _custom_policy, 2024: saves every matmul output except every "
            "second one)");
    if (c.layout.expertTp > 1)
        add("performance.expertTpComm",
            "expert TP " + std::to_string(c.layout.expertTp) +
                ": all-gather of the dispatched tokens and reduce-scatter of the expert outputs, "
                "forward and backward, inside the expert-TP group, not overlapped (in tpComm)",
            "Megatron Core --expert-tensor-parallel-size");
    add("performance.breakdownS.fp8Overhead",
        m.fp8CastBytesPerElement > 0
            ? "recipe " + std::string(fp8RecipeName(m.fp8Recipe)) + ": " +
                  num(m.fp8CastBytesPerElement) +
                  " HBM bytes per element of every linear input and output gradient (cast + "
                  "transpose" +
                  (m.fp8Recipe == Fp8Recipe::Tensorwise ? " + amax pass" : "") +
                  "); only linear-layer GEMMs run at the FP8 rate, attention, norms and the "
                  "output layer in BF16"
            : "0: not training in FP8",
        std::string(kFp8Source));
    add("performance.breakdownS.cpExposed",
        c.layout.cp <= 1 ? "0: no context parallelism"
        : m.cpKind == CpKind::AllGather
            ? "all-gather of K/V (b·s/c·2·kvDim·2/t bytes per rank) before attention (again to "
              "recompute) and reduce-scatter of their gradients after it, not overlapped"
            : "ring: 3·(cp−1) K/V chunks of b·(s/cp)·2·kvDim·2/t bytes per layer; exposed = "
              "max(0, transfer − the chunk's attention time); equals cpComm",
        "Liu et al. 2023 (Ring Attention); Megatron Core context parallelism; Dubey et al. 2024 "
        "(Llama 3) §3.3.2 all-gather CP; attention FLOPs: causal half executed, non-causal "
        "counted in model FLOPs (Megatron-LM convention)");
}

} // namespace cc::model
