// Memory per GPU: parameters, model states and the stage totals (model states: Rajbhandari et al.,
// "ZeRO: Memory Optimizations Toward Training Trillion Parameter Models", SC20, arXiv:1910.02054).
//
// What is modelled, and the assumptions (each with its source):
// - Parameters (Narayanan et al. 2021, eq. 2, generalised): attention 2h² + 2h·(k·h/a) (GQA),
//   MLP 2·h·f or 3·h·f gated, two norm vectors (h each) per layer, router h·E, embeddings V·h
//   (×2 untied), final norm h. headDim ≠ h/a and MLA (DeepSeek-V2 §2.1): attentionParams(). Biases
//   and learned position embeddings are not modelled (< 1 %).
// - Sharding: attention, MLP and shared experts over tp; norms and router replicated; routed
//   experts over ep·expertTp (Megatron Core --expert-tensor-parallel-size; default 1). Layers split
//   over pp·v chunks. The first stage holds the input embedding V·h/t, the last the output head
//   V·h/t and final norm; with tied embeddings and pp > 1 both ends hold a copy (Megatron-LM keeps
//   the word embeddings on the last stage and all-reduces their gradients), with pp = 1 there is
//   one copy.
// - Model states per trainable parameter (Rajbhandari et al. 2019, ZeRO, K = 12):
//   mixed precision (fp16/bf16): weights 2, gradients 2, optimizer = fp32 master 4 + moments.
//   AdamW moments 8; 8-bit AdamW 2 (Dettmers et al. 2022, "8-bit Optimizers via Block-wise
//   Quantization"); SGD with momentum 4 (we assume momentum, the usual setting for LLMs).
//   fp32 training: weights 4, gradients 4, moments only (no master copy): 4 + 4 + 8 for AdamW.
//   fp8 (Transformer Engine; DeepSeek-V3 report §3.3): bf16 weights plus a cached FP8 copy used
//   across micro-batches (2 + 1), bf16 gradients, fp32 master and moments: FP8 saves compute,
//   not state memory.
// - ZeRO stage z shards over N = dp·cp ranks (Megatron and DeepSpeed shard over the data- and
//   context-parallel ranks): z ≥ 1 optimizer, z ≥ 2 gradients, z = 3 weights; with
//   zeroShardGroup g (FSDP hybrid sharding) ZeRO-3 shards over g ranks only. Expert parameters
//   shard over their own data-parallel group tp·dp·cp/(ep·expertTp). Megatron's distributed
//   optimizer (docs: "Distributed Optimizer") acts as z ≥ 1 with fp32 gradients: 6 + 12/N bytes per
//   param for bf16 (18 without), 4 + 16/N for fp16, 8 + 8/N for fp32.
// - Offload (Ren et al. 2021, ZeRO-Offload §4; Rajbhandari et al. 2021, ZeRO-Infinity):
//   "optimizer" moves gradients and optimizer states to host RAM; "optimizer+params" also the
//   weights (ZeRO-3 only). The GPU then holds gathered layers only.
// - LoRA (Hu et al. 2021): frozen base in bf16 (fp32 when training in fp32), adapters of
//   r·(d_in + d_out) on every linear layer of attention (Q, K, V, O) and MLP (each expert too;
//   PEFT "all-linear"), trained with full mixed-precision states (16 B/param for bf16 AdamW).
// - QLoRA (Dettmers et al. 2023): linear weights in NF4 at 4.127 bits/param; embeddings, norms
//   and router in bf16; adapters kept in bf16 without an fp32 master (the reference qlora.py
//   casts LoRA modules to bf16) with 32-bit paged AdamW moments: 2 + 2 + 8 = 12 B/param.
// - Overheads (assumptions, named in MemoryReport.overheads): CUDA context plus cuBLAS/cuDNN
//   workspaces 1.5 GiB (a PyTorch CUDA context alone takes 0.3–1 GiB depending on GPU and CUDA
//   lazy loading); NCCL buffers 0.25 GiB per communicator (NCCL_BUFFSIZE 4 MiB × up to 32
//   channels × send/receive, NCCL environment-variable docs); PP send/receive buffers; ZeRO-3
//   gathered layers (FSDP keeps the current and the prefetched unit); a 5 % fragmentation margin
//   on the tensors allocated and freed every step, activations and gathered units (PyTorch
//   caching allocator; assumption: the model states are allocated once as contiguous buffers,
//   Megatron Core "param and grad buffers", and do not fragment). Offload adds 1 GiB of pinned host
//   buffers per GPU (assumption).
#include "model/training/Memory.h"

#include "model/training/MemoryUtil.h"

#include <algorithm>

namespace cc::model {

namespace mem {

double attentionParams(const ModelShape& m)
{
    const double h = m.hidden, a = m.heads;
    const double qk = m.qkHeadDim(), v = m.valueHeadDim();
    if (m.mla()) {
        // MLA (DeepSeek-V2 §2.1, V3 config): q down h·r_q and up r_q·a·qk (or h·a·qk without a
        // query rank), kv down h·(r_kv + rope), kv up r_kv·a·(nope + v), output a·v·h.
        const double q = m.qLoraRank > 0 ? h * m.qLoraRank + m.qLoraRank * a * qk : h * a * qk;
        const double nope = qk - m.qkRopeHeadDim;
        return q + h * (m.kvLoraRank + m.qkRopeHeadDim) + m.kvLoraRank * a * (nope + v) + a * v * h;
    }
    // Q a·d, K and V kvHeads·d each, output a·d → h (d = headDim, default h/a).
    return h * a * qk + h * m.kvHeads * (qk + v) + a * v * h;
}

LayerParams layerParams(const ModelShape& m)
{
    const double h = m.hidden;
    const double qDim = m.heads * m.qkHeadDim();
    const double kvDim = m.kvHeads * m.qkHeadDim();
    const double mats = m.gatedMlp ? 3.0 : 2.0;
    LayerParams p;
    p.attention = attentionParams(m);
    p.norms = 2.0 * h;
    p.denseMlp = mats * h * m.ffnHidden;
    p.expertMlp = mats * h * m.expertFfnHidden;
    p.router = h * m.experts;
    // Q: h→heads·d, K and V: h→kvHeads·d, O: heads·d→h (MLA: the same dense-equivalent).
    p.attentionAdapter = 2.0 * (h + qDim) + 2.0 * (h + kvDim);
    p.denseMlpAdapter = mats * (h + m.ffnHidden);
    p.expertAdapter = mats * (h + m.expertFfnHidden);
    return p;
}

long long moeLayersBelow(const ModelShape& m, long long layer)
{
    const long long first = m.denseLayers;
    const long long every = std::max(1, m.moeEvery);
    if (m.experts <= 0 || layer <= first)
        return 0;
    return (std::min<long long>(layer, m.layers) - first + every - 1) / every;
}

StageLayers stageLayers(const ModelShape& m, const ResolvedLayout& l, int stage)
{
    StageLayers s;
    const long long p = std::max(1, l.layout.pp);
    const long long v = std::max(1, l.layout.interleave);
    s.first = stage == 0;
    s.last = stage == p - 1;
    const long long layers = std::max(0, m.layers);
    const bool uneven = l.layout.firstStageLayers > 0 || l.layout.lastStageLayers > 0 ||
                        l.layout.embeddingAsLayer || l.layout.lossAsLayer || layers % (p * v) != 0;
    if (uneven) {
        // Uneven stages (Layout.cpp pipelineStageLayers); the MoE share spread evenly.
        const double moe = double(moeLayersBelow(m, layers));
        const double count = pipelineStageLayers(m.layers, l.layout, stage);
        s.moe = layers > 0 ? count * moe / layers : 0;
        s.dense = count - s.moe;
        return s;
    }
    const long long chunk = layers / (p * v);
    for (long long j = 0; j < v; ++j) {
        const long long c = stage + j * p; // interleaved chunk c covers [c·chunk, (c+1)·chunk)
        const long long moe = moeLayersBelow(m, (c + 1) * chunk) - moeLayersBelow(m, c * chunk);
        s.moe += double(moe);
        s.dense += double(chunk - moe);
    }
    return s;
}

bool stagesDifferInLayers(const ModelShape& m, const ResolvedLayout& l)
{
    if (l.layout.pp > 2 && (l.layout.firstStageLayers > 0 || l.layout.lastStageLayers > 0 ||
                            l.layout.embeddingAsLayer || l.layout.lossAsLayer ||
                            m.layers % (l.layout.pp * l.layout.interleave) != 0))
        return true;
    if (m.experts <= 0 || l.layout.pp <= 1)
        return false;
    return m.denseLayers > 0 || m.moeEvery > 1;
}

namespace {

/// Bytes per trainable parameter: weights, gradients, optimizer (before sharding).
struct PerParam {
    double w = 2, g = 2, o = 12;
};

PerParam trainableBytes(const TrainingSetup& t)
{
    const bool fp32 = t.precision == Precision::Fp32;
    double moments = 8; // AdamW m, v in fp32
    if (t.optimizer == OptimizerKind::AdamW8bit)
        moments = 2;
    else if (t.optimizer == OptimizerKind::Sgd)
        moments = 4; // momentum buffer
    if (fp32)
        return {4, 4, moments};
    if (t.method == Method::Qlora)
        return {2, 2, moments}; // bf16 adapters, no fp32 master (qlora.py)
    PerParam b;
    b.w = t.precision == Precision::Fp8 ? 3 : 2;
    b.g = 2;
    b.o = 4 + moments;
    if (t.distributedOptimizer) {
        // Megatron keeps fp32 main gradients for bf16 (and fp8) parameters; for fp16 it keeps
        // fp16 gradients and a sharded fp32 copy in the optimizer.
        if (t.precision == Precision::Fp16)
            b.o += 4;
        else
            b.g = 4;
    }
    return b;
}

int groupsAbove1(const ResolvedLayout& l)
{
    return (l.layout.tp > 1) + (l.layout.pp > 1) +
           (static_cast<long long>(l.dp) * l.layout.cp > 1) + (l.layout.cp > 1) + (l.layout.ep > 1);
}

} // namespace

StageBytes stageBytes(const Workload& w, const ResolvedLayout& l, int stage, int microBatch,
                      int microBatches)
{
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    const LayerParams lp = layerParams(m);
    const StageLayers sl = stageLayers(m, l, stage);
    const double tp = std::max(1, l.layout.tp);
    const double ep = std::max(1, l.layout.ep);
    const double layers = sl.dense + sl.moe;

    // Parameters on this GPU: TP-sharded linear layers, replicated small ones, routed experts.
    const double linear = (sl.dense * (lp.attention + lp.denseMlp) +
                           sl.moe * (lp.attention + m.sharedExperts * lp.expertMlp)) /
                          tp;
    double small = layers * lp.norms + sl.moe * lp.router;
    const double embedding = double(m.vocab) * m.hidden / tp;
    if (sl.first)
        small += embedding;
    if (sl.last) {
        small += m.hidden; // final norm
        if (!sl.first || !m.tiedEmbeddings)
            small += embedding; // output head (a tied copy on the last stage when pp > 1)
    }
    // Routed experts over ep × expertTp ranks (Megatron Core MoE parallel folding).
    const double etp = std::max(1, t.layout.expertTp);
    const double experts = sl.moe * m.experts * lp.expertMlp / (ep * etp);

    const int zero = std::clamp(
        t.distributedOptimizer ? std::max(1, t.layout.zeroStage) : t.layout.zeroStage, 0, 3);
    double nDense = std::max(1.0, double(l.dp) * l.layout.cp);
    if (zero >= 3 && t.zeroShardGroup > 0)
        nDense = std::min(nDense, double(t.zeroShardGroup)); // hybrid sharding
    const double nExpert = std::max(1.0, nDense * tp / (ep * etp));
    const PerParam pp = trainableBytes(t);

    StageBytes b;
    auto addTrainable = [&](double params, double n) {
        b.weights += pp.w * params / (zero >= 3 ? n : 1.0);
        b.gradients += pp.g * params / (zero >= 2 ? n : 1.0);
        b.optimizer += pp.o * params / (zero >= 1 ? n : 1.0);
    };
    double gatherBytesPerParam = pp.w;
    const bool adapters = t.method == Method::Lora || t.method == Method::Qlora;
    if (!adapters) {
        addTrainable(linear + small, nDense);
        addTrainable(experts, nExpert);
    } else {
        const double frozen = t.precision == Precision::Fp32 ? 4.0 : 2.0;
        const double quant = t.method == Method::Qlora ? kNf4BytesPerParam : frozen;
        b.weights += (quant * linear + frozen * small) / (zero >= 3 ? nDense : 1.0);
        b.weights += quant * experts / (zero >= 3 ? nExpert : 1.0);
        gatherBytesPerParam = quant;
        const double r = std::max(1, t.loraRank);
        const double mlp = t.loraTargets == LoraTargets::All ? 1.0 : 0.0;
        addTrainable(r *
                         (layers * lp.attentionAdapter +
                          mlp * (sl.dense * lp.denseMlpAdapter +
                                 sl.moe * m.sharedExperts * lp.expertAdapter)) /
                         tp,
                     nDense);
        addTrainable(mlp * r * sl.moe * m.experts * lp.expertAdapter / (ep * etp), nExpert);
    }

    if (t.offload != Offload::None) {
        b.hostPerGpu += b.gradients + b.optimizer + kPinnedHostBytesPerGpu;
        b.gradients = b.optimizer = 0;
        if (t.offload == Offload::OptimizerParams) {
            b.hostPerGpu += b.weights;
            b.weights = 0;
        }
    }

    b.activations = stageActivationBytes(w, l, sl, stage, microBatch, microBatches);

    b.runtime = kRuntimeBytes;
    b.nccl = kNcclBytesPerGroup * groupsAbove1(l);
    if (l.layout.pp > 1) {
        // Send and receive, forward activations and backward gradients: 4 × s/c·b·h elements.
        const bool sp = t.layout.sequenceParallel && l.layout.tp > 1;
        const double e = t.precision == Precision::Fp32 ? 4.0 : 2.0;
        b.pipelineBuffers = 4.0 * e * double(m.seqLen) / std::max(1, l.layout.cp) *
                            std::max(1, microBatch) * m.hidden / (sp ? tp : 1.0);
    }
    if ((zero >= 3 && nDense > 1) || t.offload == Offload::OptimizerParams) {
        double unit = sl.first || sl.last ? embedding : 0.0;
        if (sl.dense > 0)
            unit = std::max(unit, (lp.attention + lp.denseMlp) / tp + lp.norms);
        if (sl.moe > 0)
            unit = std::max(unit, (lp.attention + m.sharedExperts * lp.expertMlp) / tp + lp.norms +
                                      lp.router + m.experts * lp.expertMlp / (ep * etp));
        b.zero3Gather = 2.0 * unit * gatherBytesPerParam;
    }
    // Only what is allocated and freed every step fragments the caching allocator: activations
    // and gathered ZeRO-3 units. Weights, gradients and optimizer states are allocated once at
    // start-up as contiguous buffers (Megatron Core DDP param/grad buffers, the distributed
    // optimizer's shards, FSDP's sharded parameters) and leave no holes.
    b.fragmentation = kFragmentationFraction * (b.activations + b.zero3Gather);
    return b;
}

Peak peak(const Workload& w, const ResolvedLayout& l, int microBatch, int microBatches)
{
    const int p = std::max(1, l.layout.pp);
    Peak best;
    auto consider = [&](int s) {
        const StageBytes b = stageBytes(w, l, s, microBatch, microBatches);
        if (b.total() > best.total) {
            best.total = b.total();
            best.stage = s;
        }
        best.hostPerGpu = std::max(best.hostPerGpu, b.hostPerGpu);
    };
    if (stagesDifferInLayers(w.model, l)) {
        for (int s = 0; s < p; ++s)
            consider(s);
    } else {
        // Same layers everywhere: the first stage has the most micro-batches in flight and the
        // input embedding, the last the output head and logits; middle stages hold less.
        consider(0);
        if (p > 1)
            consider(p - 1);
    }
    return best;
}

} // namespace mem

double parameterCount(const ModelShape& m)
{
    const mem::LayerParams lp = mem::layerParams(m);
    const double moe = double(mem::moeLayersBelow(m, m.layers));
    const double dense = std::max(0, m.layers) - moe;
    const double embeddings = double(m.vocab) * m.hidden * (m.tiedEmbeddings ? 1 : 2);
    return dense * (lp.attention + lp.norms + lp.denseMlp) +
           moe * (lp.attention + lp.norms + lp.router +
                  double(m.experts + m.sharedExperts) * lp.expertMlp) +
           embeddings + m.hidden;
}

double activeParameterCount(const ModelShape& m)
{
    const mem::LayerParams lp = mem::layerParams(m);
    const double moe = double(mem::moeLayersBelow(m, m.layers));
    const double routed = double(m.experts - std::min(m.experts, m.topK)) * lp.expertMlp;
    return parameterCount(m) - moe * routed;
}

double peakBytesPerGpu(const Workload& w, const ResolvedLayout& l)
{
    return mem::peak(w, l, std::max(1, w.training.layout.microBatch), std::max(1, l.microBatches))
        .total;
}

} // namespace cc::model
