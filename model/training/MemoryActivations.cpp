// Activation memory (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large
// Transformer Models", §4), generalised to GQA, gated MLPs, any MLP width and MoE layers.
//
// Derivation. Per layer and per token, with e bytes per activation element (2 for fp16/bf16 and
// fp8, whose non-GEMM activations stay in bf16; 4 for fp32) and 1-byte dropout masks, the tensors
// kept for the backward pass are (in units of h elements unless noted):
//   replicated over TP ranks (÷t only with sequence parallelism), R:
//     two norm inputs 2e, attention input (norm output) e, attention dropout mask 1 byte,
//     MLP input e, MLP dropout mask 1 byte                                  → R = 4e + 2
//   split over TP ranks (÷t), T:
//     Q e, K and V e·k/a each (GQA shrinks them), attention output (O input) e → e·(2 + 2k/a)
//     plain MLP: activation input and output, f elements each              → 2·e·f/h
//     gated (SwiGLU) MLP: Megatron's fused bias-SwiGLU keeps [gate, up] (2f) and the down-
//     projection input (f); the SwiGLU output is recomputed in backward    → 3·e·f/h
//       (unfused PyTorch also keeps silu(gate), 4·e·f/h)
//   attention scores without FlashAttention: softmax output e, dropout mask 1, dropout output
//     e per score, a·s scores per token                                    → (2e + 1)·a·s bytes
// For GPT (e = 2, k = a, plain, f = 4h) this is R = 10, T = 8 + 16 = 24, scores 5·a·s: exactly
// Korthikanti's 34 + 5·a·s/h, 10 + 24/t + 5as/(ht) with TP, (34 + 5as/h)/t with TP+SP.
// Examples: Llama 3 70B (k/a = 1/8, gated, f = 3.5h): R + T = 10 + 4.5 + 21 = 35.5.
//
// MoE layer (Megatron Core, all-to-all dispatcher; balanced routing assumed): the MLP part
// becomes, per token, router probabilities in fp32 (4·E bytes, replicated), the dispatched
// expert inputs and the expert outputs kept for the weighted combine (2·topK·e, replicated over
// TP like the MLP input), and the MLP activations of topK routed plus the shared experts
// (mats·e·(topK + shared)·f_e/h, split over TP). Mixtral: R = 10 + 8 + 32/h, T = 5 + 42.
//
// FP8 (Transformer Engine): linear-layer inputs are kept in FP8, R − 2 and T + 1 − f/h.
//
// Selective recompute (Korthikanti §5) drops the score term; FlashAttention (Dao et al. 2022)
// never stores it (its logsumexp, 4·a bytes per token, is neglected). Full recompute keeps only
// the layer input, e·s·b·h (÷t with SP), plus one layer's full activations while it is
// recomputed. Context parallelism divides the tokens per GPU by c (keys and values still span
// the whole sequence for the score term).
//
// Pipeline: with 1F1B, stage i holds min(p − i, m) micro-batches in flight (Narayanan et al.
// 2021), so the first stage holds p · L/p = L layers' worth. With v interleaved chunks Megatron's
// schedule warms up 2(p − i − 1) + (v − 1)·p chunk-micro-batches and adds one: for i = 0 that is
// L·(1 + (p − 1)/(p·v)) layers' worth, Korthikanti's interleaving factor. The last stage also
// holds the final-norm and head inputs (2e·h per token) and the fp32 logits for the loss
// (4·V/t bytes per token, Korthikanti §4.3 "output layer").
#include "model/training/MemoryUtil.h"

#include <algorithm>

namespace cc::model::mem {

double layerActivationBytes(const ModelShape& m, const TrainingSetup& t, int tp, int cp,
                            int microBatch, bool moe, Recompute recompute)
{
    if (m.hidden <= 0 || m.heads <= 0)
        return 0;
    const double e = t.precision == Precision::Fp32 ? 4.0 : 2.0;
    const double h = m.hidden;
    const double tpD = std::max(1, tp);
    const double tokens = double(m.seqLen) / std::max(1, cp) * std::max(1, microBatch);
    const double spDivisor = t.layout.sequenceParallel ? tpD : 1.0;
    if (recompute == Recompute::Full)
        return tokens * h * e / spDivisor;

    const double mats = m.gatedMlp ? 3.0 : 2.0;
    const double kvRatio = double(m.kvHeads) / m.heads;
    double replicated = 4.0 * e + 2.0;
    double split = e * (2.0 + 2.0 * kvRatio);
    if (moe) {
        replicated += 2.0 * m.topK * e + 4.0 * m.experts / h;
        split += mats * e * double(m.topK + m.sharedExperts) * m.expertFfnHidden / h;
    } else {
        split += mats * e * m.ffnHidden / h;
    }
    if (t.precision == Precision::Fp8) {
        // Transformer Engine saves the FP8 (quantised) input of each linear layer for its
        // backward pass instead of the BF16 one (TE LayerNormLinear/Linear keep ln_out / inputmat
        // in FP8 when FP8 is on): the attention and MLP inputs (in R) and the down-projection
        // input (f) take 1 byte instead of 2; the output projection keeps an FP8 copy beside
        // the BF16 attention output FlashAttention needs (+1 in T).
        const double width =
            moe ? double(m.topK + m.sharedExperts) * m.expertFfnHidden : double(m.ffnHidden);
        replicated -= 2.0;
        split += 1.0 - width / h;
    }
    double bytes = tokens * h * (replicated / spDivisor + split / tpD);
    if (recompute == Recompute::None && !t.flashAttention)
        bytes += tokens * (2.0 * e + 1.0) * m.heads * double(m.seqLen) / tpD;
    return bytes;
}

double stageActivationBytes(const Workload& w, const ResolvedLayout& l, const StageLayers& sl,
                            int stage, int microBatch, int microBatches)
{
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    const Recompute rec = t.layout.recompute;
    const double dense =
        sl.dense > 0 ? layerActivationBytes(m, t, l.layout.tp, l.layout.cp, microBatch, false, rec)
                     : 0.0;
    const double moe =
        sl.moe > 0 ? layerActivationBytes(m, t, l.layout.tp, l.layout.cp, microBatch, true, rec)
                   : 0.0;
    double perMicroBatch = sl.dense * dense + sl.moe * moe; // all the GPU's chunks
    // Activation CPU offload (Megatron Core --cpu-offloading-num-layers, TE
    // get_cpu_offload_context): the stored activations of that many layers wait in host memory.
    const double layers = sl.dense + sl.moe;
    if (t.activationOffloadLayers > 0 && layers > 0)
        perMicroBatch *= std::max(0.0, layers - t.activationOffloadLayers) / layers;

    const long long p = std::max(1, l.layout.pp);
    const long long v = std::max(1, l.layout.interleave);
    const long long mbs = std::max(1, microBatches);
    const long long i = std::clamp<long long>(stage, 0, p - 1);
    double bytes = 0;
    if (v == 1) {
        bytes = perMicroBatch * double(std::min(p - i, mbs));
    } else {
        const long long chunks = std::min(2 * (p - i - 1) + (v - 1) * p + 1, mbs * v);
        bytes = perMicroBatch / double(v) * double(chunks);
    }
    if (rec == Recompute::Full) {
        // The layer being recomputed holds its full activations during its backward pass.
        double working = 0;
        if (sl.dense > 0)
            working = layerActivationBytes(m, t, l.layout.tp, l.layout.cp, microBatch, false,
                                           Recompute::None);
        if (sl.moe > 0)
            working = std::max(working, layerActivationBytes(m, t, l.layout.tp, l.layout.cp,
                                                             microBatch, true, Recompute::None));
        bytes += working;
    }
    if (sl.last) {
        const double e = t.precision == Precision::Fp32 ? 4.0 : 2.0;
        const double tp = std::max(1, l.layout.tp);
        const double tokens = double(m.seqLen) / std::max(1, l.layout.cp) * std::max(1, microBatch);
        const double sp = t.layout.sequenceParallel ? tp : 1.0;
        bytes += tokens * (2.0 * e * m.hidden / sp + 4.0 * double(m.vocab) / tp);
    }
    return bytes;
}

} // namespace cc::model::mem
