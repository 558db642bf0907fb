// Resolves the parallel layout of a job and reports every contradiction as a Finding.
// The rules are Megatron-LM's (Shoeybi et al. 2019; Narayanan et al. 2021; Korthikanti et al.
// 2022; Megatron Core MoE): TP splits heads, KV groups and the MLP width; PP splits layers into
// pp·v chunks (uneven stages allowed, with a warning); the expert layers re-split tp·cp·dp into
// ep × expertTp × expertDp (Megatron Core MoE parallel folding); CP splits sequences.
#include "model/training/Layout.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace cc::model {

namespace {

std::string n(long long x)
{
    return std::to_string(x);
}

class Checker {
public:
    explicit Checker(std::vector<Finding>& out) : m_out(out) {}

    void error(const char* code, std::string message, std::string suggestion)
    {
        m_out.push_back({Severity::Error, code, std::move(message), {}, std::move(suggestion)});
        m_errors = true;
    }
    void warning(const char* code, std::string message, std::string suggestion)
    {
        m_out.push_back({Severity::Warning, code, std::move(message), {}, std::move(suggestion)});
    }
    bool failed() const { return m_errors; }

private:
    std::vector<Finding>& m_out;
    bool m_errors = false;
};

/// The divisors of `x` up to `limit`, as "1, 2, 4, 8" (suggestions name valid choices).
std::string divisorsOf(long long x, long long limit)
{
    std::string s;
    for (long long d = 1; d <= x && d <= limit; ++d)
        if (x % d == 0)
            s += (s.empty() ? "" : ", ") + n(d);
    return s;
}

void checkShape(const ModelShape& m, Checker& c)
{
    if (m.layers < 1 || m.hidden < 1 || m.heads < 1 || m.kvHeads < 1 || m.vocab < 1 ||
        m.seqLen < 1 || m.ffnHidden < 1) {
        c.error("MODEL_SHAPE_INVALID",
                "The model shape is incomplete: layers " + n(m.layers) + ", hidden " + n(m.hidden) +
                    ", heads " + n(m.heads) + ", kvHeads " + n(m.kvHeads) + ", ffnHidden " +
                    n(m.ffnHidden) + ", vocab " + n(m.vocab) + ", seqLen " + n(m.seqLen) +
                    " (each must be >= 1).",
                "Choose a model preset or fill in every dimension of the model.");
    }
    if (m.experts > 0 && (m.topK < 1 || m.topK > m.experts || m.expertFfnHidden < 1))
        c.error("MODEL_SHAPE_INVALID",
                "The mixture-of-experts settings contradict each other: " + n(m.experts) +
                    " experts, top-" + n(m.topK) + ", expert width " + n(m.expertFfnHidden) + ".",
                "Use 1 <= topK <= experts and an expert width >= 1.");
}

/// "Use 48 or 64 <what>": the multiples of `step` around `x` (x is not a multiple).
std::string nearestMultiples(long long x, long long step, const std::string& what)
{
    const long long lo = x / step * step;
    const long long hi = lo + step;
    if (lo < step)
        return "Use " + n(hi) + " " + what;
    return "Use " + n(lo) + " or " + n(hi) + " " + what;
}

/// dp: given (then tp·pp·cp·dp must equal the GPUs) or all remaining GPUs.
void resolveDp(const TrainingSetup& t, int gpus, ParallelLayout& l, Checker& c)
{
    const long long g = std::max(1, gpus);
    const long long tpc = static_cast<long long>(l.tp) * l.pp * l.cp;
    const std::string product = "tp " + n(l.tp) + " × pp " + n(l.pp) + " × cp " + n(l.cp);
    if (t.dp && *t.dp >= 1) {
        l.dp = *t.dp;
        if (tpc * l.dp != g && gpus >= 1)
            c.error("LAYOUT_GPU_MISMATCH",
                    product + " × dp " + n(l.dp) + " = " + n(tpc * l.dp) +
                        " GPUs, but the job has " + n(g) + " GPUs.",
                    g % tpc == 0 ? "Set dp to " + n(g / tpc) +
                                       ", or leave dp empty to use all remaining GPUs."
                                 : "Choose tp·pp·cp dividing " + n(g) + " GPUs, or use " +
                                       n(tpc * l.dp) + " GPUs.");
        return;
    }
    if (gpus >= 1 && g % tpc != 0)
        c.error("LAYOUT_GPU_MISMATCH",
                product + " = " + n(tpc) + " GPUs per model replica does not divide the job's " +
                    n(g) + " GPUs.",
                nearestMultiples(g, tpc, "GPUs") + ", or a tp·pp·cp that divides " + n(g) + ".");
    l.dp = static_cast<int>(std::max(1LL, g / tpc));
}

/// Layers over pp·v chunks. Megatron and DeepSpeed accept uneven first/last stages (and count
/// embedding and loss as layers): an uneven split is analysed with a warning, the slowest stage
/// setting the pace; only an impossible split is an error.
void checkPipelineSplit(const ModelShape& m, const ParallelLayout& l, Checker& c)
{
    const long long chunks = static_cast<long long>(l.pp) * l.interleave;
    const long long given = l.firstStageLayers + l.lastStageLayers;
    if (l.pp > 1 && given > 0) {
        const long long stages = l.pp - (l.firstStageLayers > 0) - (l.lastStageLayers > 0);
        if (given > m.layers || (stages == 0 && given != m.layers))
            c.error("LAYERS_NOT_DIVISIBLE",
                    "First and last pipeline stages take " + n(given) + " layers of " +
                        n(m.layers) + ", which leaves no even split for the other " + n(stages) +
                        " stages.",
                    "Lower ppFirstStageLayers/ppLastStageLayers.");
        else if (stages > 0 && (m.layers - given) % (stages * l.interleave) != 0)
            c.warning("PIPELINE_UNEVEN",
                      n(m.layers - given) + " layers over the " + n(stages) +
                          " middle stages do not split evenly; the slowest stage sets the pace.",
                      "");
        return;
    }
    const long long slots = m.layers + (l.embeddingAsLayer ? 1 : 0) + (l.lossAsLayer ? 1 : 0);
    if (m.layers >= 1 && chunks > m.layers) {
        c.error("LAYERS_NOT_DIVISIBLE",
                "pp " + n(l.pp) + " × interleave " + n(l.interleave) + " = " + n(chunks) +
                    " pipeline chunks exceed the " + n(m.layers) + " layers.",
                "Use pp·interleave in {" + divisorsOf(m.layers, m.layers) + "}.");
    } else if (m.layers >= 1 && slots % chunks != 0) {
        const long long per = (slots + chunks - 1) / chunks;
        c.warning("PIPELINE_UNEVEN",
                  "pp " + n(l.pp) + " × interleave " + n(l.interleave) + " = " + n(chunks) +
                      " pipeline chunks do not divide the " + n(slots) +
                      " layers (with embedding/loss slots): stages get up to " + n(per) +
                      " layers per chunk and the slowest stage sets the pace, as Megatron's "
                      "uneven first/last stages run it.",
                  "Set ppFirstStageLayers/ppLastStageLayers, count embedding and loss as layers "
                  "(ppEmbeddingAsLayer, ppLossAsLayer), or use pp·interleave in {" +
                      divisorsOf(m.layers, m.layers) + "}.");
    }
}

/// Experts over ep ranks; the expert layers fold the attention ranks tp·cp·dp into
/// ep × expertTp × expertDp (Megatron Core MoE "parallel folding", --expert-tensor-parallel-size).
void checkExperts(const ModelShape& m, const ParallelLayout& l, Checker& c)
{
    const long long ranks = static_cast<long long>(l.tp) * l.cp * l.dp;
    const long long epEtp = static_cast<long long>(l.ep) * l.expertTp;
    if (m.experts == 0 && l.ep > 1)
        c.error("EP_WITHOUT_EXPERTS",
                "Expert parallelism ep " + n(l.ep) + " is set, but the model is dense.",
                "Set ep to 1, or describe the model's experts.");
    if (m.experts > 0 && m.experts % l.ep != 0)
        c.error("EXPERTS_NOT_DIVISIBLE",
                "Expert parallelism ep " + n(l.ep) + " does not divide the " + n(m.experts) +
                    " experts.",
                "Use ep in {" + divisorsOf(m.experts, m.experts) + "}.");
    if (m.experts > 0 && m.expertFfnHidden >= 1 && m.expertFfnHidden % l.expertTp != 0)
        c.error("EXPERT_FFN_NOT_DIVISIBLE",
                "Expert tensor parallelism " + n(l.expertTp) +
                    " does not divide the expert width " + n(m.expertFfnHidden) + ".",
                "Use an expertTp that divides " + n(m.expertFfnHidden) + ".");
    if (epEtp > 1 && ranks % epEtp != 0)
        c.error("EP_NOT_DIVIDING_DP",
                "ep " + n(l.ep) + " × expertTp " + n(l.expertTp) + " = " + n(epEtp) +
                    " does not divide tp × cp × dp = " + n(ranks) +
                    " (the expert layers re-split the same ranks: ep × expertTp × expertDp).",
                "Use ep in {" +
                    divisorsOf(ranks / std::max(1, l.expertTp), m.experts > 0 ? m.experts : ranks) +
                    "}.");
}

/// What TP, PP, EP and CP split must divide evenly.
void checkSplits(const ModelShape& m, const ParallelLayout& l, Checker& c)
{
    if (m.heads >= 1 && m.heads % l.tp != 0)
        c.error("HEADS_NOT_DIVISIBLE",
                "Tensor parallelism tp " + n(l.tp) + " does not divide the " + n(m.heads) +
                    " attention heads.",
                "Use tp in {" + divisorsOf(m.heads, 64) + "}.");
    else if (m.kvHeads >= 1 && m.kvHeads % l.tp != 0)
        c.error("KV_HEADS_NOT_DIVISIBLE",
                "Tensor parallelism tp " + n(l.tp) + " does not divide the " + n(m.kvHeads) +
                    " key/value heads (Megatron-LM splits whole query groups across TP ranks).",
                "Use tp in {" + divisorsOf(m.kvHeads, 64) + "}.");
    if (m.ffnHidden >= 1 && m.ffnHidden % l.tp != 0)
        c.error("FFN_NOT_DIVISIBLE",
                "Tensor parallelism tp " + n(l.tp) + " does not divide the MLP width " +
                    n(m.ffnHidden) + ".",
                "Use a tp that divides " + n(m.ffnHidden) + ".");

    checkPipelineSplit(m, l, c);
    if (l.interleave > 1 && l.pp == 1)
        c.error("INTERLEAVE_WITHOUT_PP",
                "Pipeline interleaving " + n(l.interleave) +
                    " needs pipeline parallelism, but pp is 1.",
                "Set pipelineInterleave to 1, or use pp >= 2.");

    checkExperts(m, l, c);

    if (m.seqLen >= 1 && m.seqLen % l.cp != 0)
        c.error("SEQ_NOT_DIVISIBLE",
                "Context parallelism cp " + n(l.cp) + " does not divide the sequence length " +
                    n(m.seqLen) + ".",
                "Use a cp that divides " + n(m.seqLen) + ".");
}

/// Offload needs a partitioned optimizer (ZeRO-Offload) or partitioned parameters (ZeRO-3).
void checkOffload(const TrainingSetup& t, Checker& c)
{
    if (t.offload == Offload::OptimizerParams && t.zeroStage != 3)
        c.error(
            "OFFLOAD_NEEDS_ZERO",
            "Parameter offload needs ZeRO stage 3 (DeepSpeed ZeRO-Infinity), but the stage is " +
                n(t.zeroStage) + ".",
            "Set zeroStage to 3, or offload the optimizer only.");
    else if (t.offload == Offload::Optimizer && t.zeroStage < 1 && !t.distributedOptimizer)
        c.error("OFFLOAD_NEEDS_ZERO",
                "Optimizer offload (ZeRO-Offload) works on a ZeRO-partitioned optimizer, but the "
                "ZeRO stage is 0.",
                "Set zeroStage to 1 or more.");
}

} // namespace

double pipelineStageLayers(int layers, const ParallelLayout& l, int stage)
{
    const double L = std::max(0, layers);
    const int p = std::max(1, l.pp);
    const double v = std::max(1, l.interleave);
    if (p == 1)
        return L;
    const bool even = l.firstStageLayers <= 0 && l.lastStageLayers <= 0 && !l.embeddingAsLayer &&
                      !l.lossAsLayer && layers % (p * std::max(1, l.interleave)) == 0;
    if (even)
        return L / p;
    const bool first = stage == 0, last = stage == p - 1;
    if (l.firstStageLayers > 0 || l.lastStageLayers > 0) {
        const int stages = p - (l.firstStageLayers > 0) - (l.lastStageLayers > 0);
        const double rest = L - l.firstStageLayers - l.lastStageLayers;
        const double mid = stages > 0 ? rest / stages : 0;
        if (first && l.firstStageLayers > 0)
            return l.firstStageLayers;
        if (last && l.lastStageLayers > 0)
            return l.lastStageLayers;
        return mid;
    }
    const double slots = L + (l.embeddingAsLayer ? 1 : 0) + (l.lossAsLayer ? 1 : 0);
    const double per = std::ceil(slots / (p * v)) * v;
    if (last) // what the other stages leave
        return std::max(0.0, slots - per * (p - 1) - (l.lossAsLayer ? 1 : 0) -
                                 (l.embeddingAsLayer && p == 1 ? 1 : 0));
    return per - (first && l.embeddingAsLayer ? 1 : 0);
}

ParallelLayout resolveLayout(const Workload& w, int gpus, std::vector<Finding>& findings)
{
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    Checker c(findings);
    ParallelLayout l;
    l.gpus = gpus;
    checkShape(m, c);

    const int parts[] = {t.tp, t.pp, t.cp, t.ep, t.microBatch, t.pipelineInterleave};
    const char* partNames[] = {"tp", "pp", "cp", "ep", "microBatch", "pipelineInterleave"};
    for (int i = 0; i < 6; ++i)
        if (parts[i] < 1)
            c.error("PARALLELISM_INVALID",
                    std::string(partNames[i]) + " is " + n(parts[i]) + "; it must be >= 1.",
                    std::string("Set ") + partNames[i] + " to 1 or more.");
    if (t.dp && *t.dp < 1)
        c.error("PARALLELISM_INVALID", "dp is " + n(*t.dp) + "; it must be >= 1.",
                "Set dp to 1 or more, or leave it empty to use all remaining GPUs.");
    if (t.zeroStage < 0 || t.zeroStage > 3)
        c.error("PARALLELISM_INVALID", "ZeRO stage " + n(t.zeroStage) + " does not exist.",
                "Use ZeRO stage 0, 1, 2 or 3.");
    if (gpus < 1)
        c.error("LAYOUT_NO_GPUS", "The job has " + n(gpus) + " GPUs.",
                "Draw at least one server with GPUs, or set run.gpus.");
    // Downstream code divides by these: keep them >= 1 even when the setup is wrong.
    l.tp = std::max(1, t.tp);
    l.pp = std::max(1, t.pp);
    l.cp = std::max(1, t.cp);
    l.ep = std::max(1, t.ep);
    l.interleave = std::max(1, t.pipelineInterleave);
    l.expertTp = std::max(1, t.expertTp);
    l.firstStageLayers = std::max(0, t.ppFirstStageLayers);
    l.lastStageLayers = std::max(0, t.ppLastStageLayers);
    l.embeddingAsLayer = t.ppEmbeddingAsLayer;
    l.lossAsLayer = t.ppLossAsLayer;
    resolveDp(t, gpus, l, c);
    checkSplits(m, l, c);

    const long long b = std::max(1, t.microBatch);
    const long long perStep = b * l.dp;
    const long long batch = t.globalBatch > 0 ? t.globalBatch : perStep;
    if (batch % perStep != 0)
        c.error("BATCH_NOT_DIVISIBLE",
                "The global batch of " + n(batch) + " sequences is not a multiple of micro-batch " +
                    n(b) + " × dp " + n(l.dp) + " = " + n(perStep) + ".",
                nearestMultiples(batch, perStep, "sequences per global batch") +
                    ", or change the micro-batch.");
    l.microBatches = static_cast<int>(std::max(1LL, batch / perStep));
    checkOffload(t, c);

    // Legal but slow: warnings, the layout stays valid.
    if (!c.failed() && l.pp > 1 && l.microBatches < l.pp)
        c.warning("PIPELINE_FEW_MICROBATCHES",
                  n(l.microBatches) + " micro-batches per step on a " + n(l.pp) +
                      "-stage pipeline: most of each step is pipeline bubble.",
                  "Use at least " + n(l.pp) +
                      " micro-batches (a larger global batch or a "
                      "smaller micro-batch), ideally several times more.");
    if (!c.failed() && l.interleave > 1 && l.microBatches % l.pp != 0)
        c.warning("PIPELINE_INTERLEAVE_MICROBATCHES",
                  "The interleaved schedule wants the " + n(l.microBatches) +
                      " micro-batches to be a multiple of pp " + n(l.pp) + " (Megatron-LM).",
                  "Use a multiple of " + n(l.pp) + " micro-batches per step.");
    if (!c.failed() && t.zeroStage >= 3 && static_cast<long long>(l.dp) * l.cp <= 1)
        c.warning("ZERO3_WITHOUT_DP",
                  "ZeRO stage 3 (FSDP) shards over the data-parallel ranks, but dp × cp is 1: it "
                  "has no effect on memory or communication.",
                  "Use dp >= 2 for ZeRO-3 to save memory, or ZeRO stage 0-1.");
    l.valid = !c.failed();
    return l;
}

} // namespace cc::model
