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

    void error(const char* code, Message message, Message suggestion)
    {
        m_out.push_back({Severity::Error, code, std::move(message), {}, std::move(suggestion)});
        m_errors = true;
    }
    void warning(const char* code, Message message, Message suggestion)
    {
        m_out.push_back({Severity::Warning, code, std::move(message), {}, std::move(suggestion)});
    }
    bool failed() const { return m_errors; }

private:
    std::vector<Finding>& m_out;
    bool m_errors = false;
};

/// The divisors of `x` up to `limit`, as "1, 2, 4, 8" (suggestions name valid choices).
MsgArg divisorsOf(long long x, long long limit)
{
    std::string s;
    for (long long d = 1; d <= x && d <= limit; ++d)
        if (x % d == 0)
            s += (s.empty() ? "" : ", ") + n(d);
    return arg::name(s); // numbers only: "1, 2, 4, 8"
}

void checkShape(const ModelShape& m, Checker& c)
{
    if (m.layers < 1 || m.hidden < 1 || m.heads < 1 || m.kvHeads < 1 || m.vocab < 1 ||
        m.seqLen < 1 || m.ffnHidden < 1) {
        c.error("MODEL_SHAPE_INVALID",
                Message{"MODEL_SHAPE_INVALID",
                        {arg::count(m.layers), arg::count(m.hidden), arg::count(m.heads),
                         arg::count(m.kvHeads), arg::count(m.ffnHidden), arg::count(m.vocab),
                         arg::count(m.seqLen)}},
                Message::of("MODEL_SHAPE_INVALID_FIX"));
    }
    if (m.experts > 0 && (m.topK < 1 || m.topK > m.experts || m.expertFfnHidden < 1))
        c.error("MODEL_SHAPE_INVALID",
                Message{"MODEL_MOE_INVALID",
                        {arg::count(m.experts), arg::count(m.topK), arg::count(m.expertFfnHidden)}},
                Message::of("MODEL_MOE_INVALID_FIX"));
}

/// "Use 48 or 64": the multiples of `step` around `x` (x is not a multiple).
Message nearestMultiples(long long x, long long step)
{
    const long long lo = x / step * step;
    const long long hi = lo + step;
    if (lo < step)
        return Message{"LAYOUT_USE_ONE", {arg::count(hi)}};
    return Message{"LAYOUT_USE_TWO", {arg::count(lo), arg::count(hi)}};
}

/// dp: given (then tp·pp·cp·dp must equal the GPUs) or all remaining GPUs.
void resolveDp(int gpus, ResolvedLayout& r, Checker& c)
{
    const ParallelLayout& l = r.layout;
    const long long g = std::max(1, gpus);
    const long long tpc = static_cast<long long>(l.tp) * l.pp * l.cp;
    if (l.dp && *l.dp >= 1) {
        r.dp = *l.dp;
        if (tpc * r.dp != g && gpus >= 1)
            c.error("LAYOUT_GPU_MISMATCH",
                    Message{"LAYOUT_GPU_MISMATCH_DP",
                            {arg::count(l.tp), arg::count(l.pp), arg::count(l.cp), arg::count(r.dp),
                             arg::count(tpc * r.dp), arg::count(g)}},
                    g % tpc == 0 ? Message{"LAYOUT_GPU_MISMATCH_DP_FIX_SET", {arg::count(g / tpc)}}
                                 : Message{"LAYOUT_GPU_MISMATCH_DP_FIX",
                                           {arg::count(g), arg::count(tpc * r.dp)}});
        return;
    }
    if (gpus >= 1 && g % tpc != 0)
        c.error("LAYOUT_GPU_MISMATCH",
                Message{"LAYOUT_GPU_MISMATCH",
                        {arg::count(l.tp), arg::count(l.pp), arg::count(l.cp), arg::count(tpc),
                         arg::count(g)}},
                Message{"LAYOUT_GPU_MISMATCH_FIX",
                        {arg::msg(nearestMultiples(g, tpc)), arg::count(g)}});
    r.dp = static_cast<int>(std::max(1LL, g / tpc));
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
                    Message{"LAYERS_FIRST_LAST",
                            {arg::count(given), arg::count(m.layers), arg::count(stages)}},
                    Message::of("LAYERS_FIRST_LAST_FIX"));
        else if (stages > 0 && (m.layers - given) % (stages * l.interleave) != 0)
            c.warning("PIPELINE_UNEVEN",
                      Message{"PIPELINE_UNEVEN_MIDDLE",
                              {arg::count(m.layers - given), arg::count(stages)}},
                      {});
        return;
    }
    // Embedding and loss counted as layers fill a chunk each (Megatron's
    // --account-for-embedding/loss-in-pipeline-split): 94 layers + 2 over 32 x 3 chunks runs.
    const long long slots = m.layers + (l.embeddingAsLayer ? 1 : 0) + (l.lossAsLayer ? 1 : 0);
    if (m.layers >= 1 && chunks > slots) {
        c.error("LAYERS_NOT_DIVISIBLE",
                slots == m.layers
                    ? Message{"LAYERS_TOO_FEW",
                              {arg::count(l.pp), arg::count(l.interleave), arg::count(chunks),
                               arg::count(m.layers)}}
                    : Message{"LAYERS_TOO_FEW_SLOTS",
                              {arg::count(l.pp), arg::count(l.interleave), arg::count(chunks),
                               arg::count(m.layers), arg::count(slots)}},
                Message{"LAYERS_TOO_FEW_FIX", {divisorsOf(m.layers, m.layers)}});
    } else if (m.layers >= 1 && slots % chunks != 0) {
        const long long per = (slots + chunks - 1) / chunks;
        c.warning("PIPELINE_UNEVEN",
                  Message{"PIPELINE_UNEVEN",
                          {arg::count(l.pp), arg::count(l.interleave), arg::count(chunks),
                           arg::count(slots), arg::count(per)}},
                  Message{"PIPELINE_UNEVEN_FIX", {divisorsOf(m.layers, m.layers)}});
    }
}

/// Experts over ep ranks; the expert layers fold the attention ranks tp·cp·dp into
/// ep × expertTp × expertDp (Megatron Core MoE "parallel folding", --expert-tensor-parallel-size).
void checkExperts(const ModelShape& m, const ResolvedLayout& r, Checker& c)
{
    const ParallelLayout& l = r.layout;
    const long long ranks = static_cast<long long>(l.tp) * l.cp * r.dp;
    const long long epEtp = static_cast<long long>(l.ep) * l.expertTp;
    if (m.experts == 0 && l.ep > 1)
        c.error("EP_WITHOUT_EXPERTS", Message{"EP_WITHOUT_EXPERTS", {arg::count(l.ep)}},
                Message::of("EP_WITHOUT_EXPERTS_FIX"));
    if (m.experts > 0 && m.experts % l.ep != 0)
        c.error("EXPERTS_NOT_DIVISIBLE",
                Message{"EXPERTS_NOT_DIVISIBLE", {arg::count(l.ep), arg::count(m.experts)}},
                Message{"USE_EP_IN", {divisorsOf(m.experts, m.experts)}});
    if (m.experts > 0 && m.expertFfnHidden >= 1 && m.expertFfnHidden % l.expertTp != 0)
        c.error("EXPERT_FFN_NOT_DIVISIBLE",
                Message{"EXPERT_FFN_NOT_DIVISIBLE",
                        {arg::count(l.expertTp), arg::count(m.expertFfnHidden)}},
                Message{"EXPERT_FFN_NOT_DIVISIBLE_FIX", {arg::count(m.expertFfnHidden)}});
    if (epEtp > 1 && ranks % epEtp != 0)
        c.error("EP_NOT_DIVIDING_DP",
                Message{"EP_NOT_DIVIDING_DP",
                        {arg::count(l.ep), arg::count(l.expertTp), arg::count(epEtp),
                         arg::count(ranks)}},
                Message{"USE_EP_IN",
                        {divisorsOf(ranks / std::max(1, l.expertTp),
                                    m.experts > 0 ? m.experts : ranks)}});
}

/// What TP, PP, EP and CP split must divide evenly.
void checkSplits(const ModelShape& m, const ResolvedLayout& r, Checker& c)
{
    const ParallelLayout& l = r.layout;
    if (m.heads >= 1 && m.heads % l.tp != 0)
        c.error("HEADS_NOT_DIVISIBLE",
                Message{"HEADS_NOT_DIVISIBLE", {arg::count(l.tp), arg::count(m.heads)}},
                Message{"USE_TP_IN", {divisorsOf(m.heads, 64)}});
    else if (m.kvHeads >= 1 && m.kvHeads % l.tp != 0)
        c.error("KV_HEADS_NOT_DIVISIBLE",
                Message{"KV_HEADS_NOT_DIVISIBLE", {arg::count(l.tp), arg::count(m.kvHeads)}},
                Message{"USE_TP_IN", {divisorsOf(m.kvHeads, 64)}});
    if (m.ffnHidden >= 1 && m.ffnHidden % l.tp != 0)
        c.error("FFN_NOT_DIVISIBLE",
                Message{"FFN_NOT_DIVISIBLE", {arg::count(l.tp), arg::count(m.ffnHidden)}},
                Message{"FFN_NOT_DIVISIBLE_FIX", {arg::count(m.ffnHidden)}});

    checkPipelineSplit(m, l, c);
    if (l.interleave > 1 && l.pp == 1)
        c.error("INTERLEAVE_WITHOUT_PP",
                Message{"INTERLEAVE_WITHOUT_PP", {arg::count(l.interleave)}},
                Message::of("INTERLEAVE_WITHOUT_PP_FIX"));

    checkExperts(m, r, c);

    if (m.seqLen >= 1 && m.seqLen % l.cp != 0)
        c.error("SEQ_NOT_DIVISIBLE",
                Message{"SEQ_NOT_DIVISIBLE", {arg::count(l.cp), arg::count(m.seqLen)}},
                Message{"SEQ_NOT_DIVISIBLE_FIX", {arg::count(m.seqLen)}});
}

/// Offload needs a partitioned optimizer (ZeRO-Offload) or partitioned parameters (ZeRO-3).
void checkOffload(const TrainingSetup& t, Checker& c)
{
    if (t.offload == Offload::OptimizerParams && t.layout.zeroStage != 3)
        c.error("OFFLOAD_NEEDS_ZERO",
                Message{"OFFLOAD_PARAMS_NEEDS_ZERO3", {arg::count(t.layout.zeroStage)}},
                Message::of("OFFLOAD_PARAMS_NEEDS_ZERO3_FIX"));
    else if (t.offload == Offload::Optimizer && t.layout.zeroStage < 1 && !t.distributedOptimizer)
        c.error("OFFLOAD_NEEDS_ZERO", Message::of("OFFLOAD_NEEDS_ZERO"),
                Message::of("OFFLOAD_NEEDS_ZERO_FIX"));
}

} // namespace

double overlapUnpairedShare(const ResolvedLayout& c)
{
    const int p = std::max(1, c.layout.pp);
    const int v = std::max(1, c.layout.interleave);
    const double passes = static_cast<double>(std::max(1, c.microBatches)) * v;
    double alone = 0;
    for (int r = 0; r < p; ++r) {
        const double warmup = 2.0 * (p - r - 1) + static_cast<double>(v - 1) * p;
        alone += std::clamp(warmup, 1.0, passes);
    }
    return alone / p / passes;
}

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

ResolvedLayout resolveLayout(const Workload& w, int gpus, std::vector<Finding>& findings)
{
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    const ParallelLayout& asked = t.layout;
    Checker c(findings);
    ResolvedLayout r;
    r.gpus = gpus;
    checkShape(m, c);

    const int parts[] = {asked.tp, asked.pp,         asked.cp,
                         asked.ep, asked.microBatch, asked.interleave};
    const char* partNames[] = {"tp", "pp", "cp", "ep", "microBatch", "pipelineInterleave"};
    for (int i = 0; i < 6; ++i)
        if (parts[i] < 1)
            c.error("PARALLELISM_INVALID",
                    Message{"PARALLELISM_INVALID", {arg::name(partNames[i]), arg::count(parts[i])}},
                    Message{"PARALLELISM_INVALID_FIX", {arg::name(partNames[i])}});
    if (asked.dp && *asked.dp < 1)
        c.error("PARALLELISM_INVALID", Message{"PARALLELISM_INVALID_DP", {arg::count(*asked.dp)}},
                Message::of("PARALLELISM_INVALID_DP_FIX"));
    if (asked.zeroStage < 0 || asked.zeroStage > 3)
        c.error("PARALLELISM_INVALID", Message{"ZERO_STAGE_INVALID", {arg::count(asked.zeroStage)}},
                Message::of("ZERO_STAGE_INVALID_FIX"));
    if (gpus < 1)
        c.error("LAYOUT_NO_GPUS", Message{"LAYOUT_NO_GPUS", {arg::count(gpus)}},
                Message::of("LAYOUT_NO_GPUS_FIX"));
    // Downstream code divides by these: keep them >= 1 even when the setup is wrong.
    ParallelLayout& l = r.layout;
    l = asked;
    l.tp = std::max(1, asked.tp);
    l.pp = std::max(1, asked.pp);
    l.cp = std::max(1, asked.cp);
    l.ep = std::max(1, asked.ep);
    l.microBatch = std::max(1, asked.microBatch);
    l.interleave = std::max(1, asked.interleave);
    l.expertTp = std::max(1, asked.expertTp);
    l.firstStageLayers = std::max(0, asked.firstStageLayers);
    l.lastStageLayers = std::max(0, asked.lastStageLayers);
    resolveDp(gpus, r, c);
    checkSplits(m, r, c);

    const long long b = l.microBatch;
    const long long perStep = b * r.dp;
    const long long batch = t.globalBatch > 0 ? t.globalBatch : perStep;
    if (batch % perStep != 0)
        c.error("BATCH_NOT_DIVISIBLE",
                Message{"BATCH_NOT_DIVISIBLE",
                        {arg::count(batch), arg::count(b), arg::count(r.dp), arg::count(perStep)}},
                Message{"BATCH_NOT_DIVISIBLE_FIX", {arg::msg(nearestMultiples(batch, perStep))}});
    r.microBatches = static_cast<int>(std::max(1LL, batch / perStep));
    checkOffload(t, c);

    // Legal but slow: warnings, the layout stays valid.
    if (!c.failed() && l.pp > 1 && r.microBatches < l.pp)
        c.warning(
            "PIPELINE_FEW_MICROBATCHES",
            Message{"PIPELINE_FEW_MICROBATCHES", {arg::count(r.microBatches), arg::count(l.pp)}},
            Message{"PIPELINE_FEW_MICROBATCHES_FIX", {arg::count(l.pp)}});
    if (!c.failed() && l.interleave > 1 && r.microBatches % l.pp != 0)
        c.warning("PIPELINE_INTERLEAVE_MICROBATCHES",
                  Message{"PIPELINE_INTERLEAVE_MICROBATCHES",
                          {arg::count(r.microBatches), arg::count(l.pp)}},
                  Message{"PIPELINE_INTERLEAVE_MICROBATCHES_FIX", {arg::count(l.pp)}});
    if (!c.failed() && l.zeroStage >= 3 && static_cast<long long>(r.dp) * l.cp <= 1)
        c.warning("ZERO3_WITHOUT_DP", Message::of("ZERO3_WITHOUT_DP"),
                  Message::of("ZERO3_WITHOUT_DP_FIX"));
    r.valid = !c.failed();
    return r;
}

} // namespace cc::model
