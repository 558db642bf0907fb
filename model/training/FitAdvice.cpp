// Fit advice. Single changes are the classic list (ZeRO stage, TP, PP, recompute, 8-bit AdamW,
// offload, LoRA/QLoRA, more GPUs, smaller micro-batch). Combined changes join up to three moves
// of different kinds on the same GPUs — the way practitioners fit a 70B full fine-tune on one
// 8-GPU server (ZeRO-3 + TP 8 + optimizer offload) or a large MoE (EP + PP). Moves that would do
// nothing (ZeRO with one data-parallel rank) are left out of combinations and said so when asked
// for alone.
#include "model/training/FitAdvice.h"

#include "model/training/MemoryUtil.h"
#include "model/training/StepTime.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <tuple>

namespace cc::model {

namespace {

/// Combined advice kept after ranking (the memory chart shows every entry).
constexpr std::size_t kMaxCombined = 4;

struct Fit {
    double bytes = 0;
    bool fits = false;
};

Fit fitOf(const Workload& w, const ResolvedLayout& l, const MemoryHardware& hw)
{
    const mem::Peak p = mem::peak(w, l, std::max(1, w.training.layout.microBatch), l.microBatches);
    const int perNode = std::max(1, std::min(hw.gpusPerNode, l.gpus));
    const bool hostFits =
        hw.hostRamBytesPerNode <= 0 || p.hostPerGpu * perNode <= hw.hostRamBytesPerNode;
    return {p.total, hw.gpuMemoryBytes > 0 && p.total <= hw.gpuMemoryBytes && hostFits};
}

/// One change of one kind; returns false when it does not apply to `w`.
struct Move {
    Message name;
    int kind = 0; ///< moves of the same kind do not combine
    std::function<bool(Workload&)> apply;
};

enum MoveKind { kZero, kTp, kPp, kRecompute, kOptimizer, kOffload, kEp };

/// Time to train as a sort key: unknown (0) sorts after every known time.
double timeKey(const FitAdvice& a)
{
    return a.timeToTrainS > 0 ? a.timeToTrainS : std::numeric_limits<double>::infinity();
}

class Advisor {
public:
    Advisor(const Workload& w, const ResolvedLayout& l, const MemoryHardware& mem,
            const ComputeHardware* hw)
        : m_w(w), m_l(l), m_mem(mem), m_hw(hw)
    {}

    std::vector<FitAdvice> run()
    {
        singles();
        if (!fitOf(m_w, m_l, m_mem).fits)
            combined();
        rank();
        return std::move(m_out);
    }

private:
    int zero() const
    {
        const TrainingSetup& t = m_w.training;
        return t.distributedOptimizer ? std::max(1, t.layout.zeroStage) : t.layout.zeroStage;
    }

    /// The job with dp following tp·pp·cp (when dp was given) and the batch per step kept.
    Workload base() const
    {
        Workload w2 = m_w;
        if (!w2.training.globalBatch)
            w2.training.globalBatch =
                std::max(1, w2.training.layout.microBatch) * m_l.dp * std::max(1, m_l.microBatches);
        return w2;
    }

    bool reshape(Workload& w2, int gpus) const
    {
        TrainingSetup& t = w2.training;
        const long long split = static_cast<long long>(t.layout.tp) * t.layout.pp * t.layout.cp;
        if (split < 1 || gpus % split)
            return false;
        if (t.layout.dp)
            t.layout.dp = static_cast<int>(gpus / split);
        return true;
    }

    /// Adds the advice when the changed job is a valid layout on `gpus` GPUs.
    bool add(const Message& change, Workload w2, int gpus, int changes = 1, bool requireDp = false)
    {
        if (!reshape(w2, gpus))
            return false;
        std::vector<Finding> ignored;
        const ResolvedLayout l2 = resolveLayout(w2, gpus, ignored);
        if (!l2.valid)
            return false;
        if (requireDp && static_cast<long long>(l2.dp) * l2.layout.cp <= 1)
            return false; // ZeRO would shard over one rank: no effect
        const Fit f = fitOf(w2, l2, m_mem);
        FitAdvice a{change, f.bytes, f.fits};
        a.changes = changes;
        if (m_hw && f.fits && w2.training.tokens > 0) {
            const StepModel model = makeStepModel(w2, *m_hw);
            a.timeToTrainS = estimatePerformance(model, l2, w2.training.tokens).timeToTrainS;
        }
        m_out.push_back(a);
        return true;
    }

    void singles();
    void combined();
    std::vector<Move> moves() const;
    void rank();

    const Workload& m_w;
    const ResolvedLayout& m_l;
    const MemoryHardware& m_mem;
    const ComputeHardware* m_hw;
    std::vector<FitAdvice> m_out;
};

void Advisor::singles()
{
    const TrainingSetup& t = m_w.training;
    const int gpus = m_l.gpus;
    const long long ranks = static_cast<long long>(m_l.dp) * m_l.layout.cp;
    if (zero() < 3 && ranks > 1) {
        Workload w2 = m_w;
        w2.training.layout.zeroStage = zero() + 1;
        add(Message{"FIT_ZERO_STAGE", {arg::count(zero() + 1)}}, w2, gpus);
    } else if (ranks <= 1) {
        // Said, not hidden: with one data-parallel rank there is nothing to shard.
        const double now = fitOf(m_w, m_l, m_mem).bytes;
        const int stage = zero() > 0 ? zero() : 3;
        FitAdvice a{
            Message{zero() >= 1 ? "FIT_ZERO_NO_EFFECT_AS_SET" : "FIT_ZERO_NO_EFFECT",
                    {arg::count(stage), arg::count(m_l.layout.tp), arg::count(m_l.layout.pp),
                     arg::count(m_l.layout.cp), arg::count(gpus)}},
            now, false};
        a.noEffect = true;
        m_out.push_back(a);
    }
    if (m_l.dp % 2 == 0) {
        Workload w2 = base();
        w2.training.layout.tp = m_l.layout.tp * 2;
        add(Message{w2.training.layout.tp > m_mem.gpusPerNode ? "FIT_TP_BEYOND_DOMAIN" : "FIT_TP",
                    {arg::count(w2.training.layout.tp)}},
            w2, gpus);
        Workload w3 = base();
        w3.training.layout.pp = m_l.layout.pp * 2;
        add(Message{"FIT_PP", {arg::count(w3.training.layout.pp)}}, w3, gpus);
    }
    if (t.layout.recompute != Recompute::Full) {
        Workload w2 = m_w;
        w2.training.layout.recompute = Recompute::Full;
        add(Message::of("FIT_FULL_RECOMPUTE"), w2, gpus);
    }
    if (!t.flashAttention && t.layout.recompute == Recompute::None) {
        Workload w2 = m_w;
        w2.training.flashAttention = true;
        add(Message::of("FIT_FLASH_ATTENTION"), w2, gpus);
    }
    if (m_l.layout.tp > 1 && !t.layout.sequenceParallel) {
        Workload w2 = m_w;
        w2.training.layout.sequenceParallel = true;
        add(Message::of("FIT_SEQUENCE_PARALLEL"), w2, gpus);
    }
    if (t.optimizer == OptimizerKind::AdamW) {
        Workload w2 = m_w;
        w2.training.optimizer = OptimizerKind::AdamW8bit;
        add(Message::of("FIT_ADAMW_8BIT"), w2, gpus);
    }
    if (t.offload == Offload::None) {
        Workload w2 = m_w;
        w2.training.offload = Offload::Optimizer;
        w2.training.layout.zeroStage = std::max(1, w2.training.layout.zeroStage);
        add(Message::of("FIT_OFFLOAD_OPTIMIZER"), w2, gpus);
    }
    if (t.offload != Offload::OptimizerParams) {
        Workload w2 = m_w;
        w2.training.offload = Offload::OptimizerParams;
        w2.training.layout.zeroStage = 3;
        add(Message::of("FIT_OFFLOAD_PARAMS"), w2, gpus);
    }
    if (t.method == Method::Full) {
        Workload w2 = m_w;
        w2.training.method = Method::Lora;
        if (add(Message{"FIT_LORA", {arg::count(t.loraRank)}}, w2, gpus))
            m_out.back().changesJob = true;
    }
    if (t.method == Method::Full || t.method == Method::Lora) {
        Workload w2 = m_w;
        w2.training.method = Method::Qlora;
        if (add(Message{"FIT_QLORA", {arg::count(t.loraRank)}}, w2, gpus))
            m_out.back().changesJob = true;
    }
    if (gpus <= 1 << 29) {
        Workload w2 = m_w;
        if (w2.training.layout.dp)
            w2.training.layout.dp = m_l.dp * 2;
        if (add(Message{"FIT_TWICE_THE_GPUS", {arg::count(2LL * gpus), arg::count(2LL * m_l.dp)}},
                w2, gpus * 2))
            m_out.back().changesJob = true;
    }
    if (t.layout.microBatch > 1) {
        Workload w2 = m_w;
        w2.training.layout.microBatch = t.layout.microBatch / 2;
        if (!t.globalBatch)
            w2.training.globalBatch = t.layout.microBatch * m_l.dp; // keep the batch per step
        add(Message{"FIT_MICRO_BATCH", {arg::count(w2.training.layout.microBatch)}}, w2, gpus);
    }
}

std::vector<Move> Advisor::moves() const
{
    const ModelShape& m = m_w.model;
    const TrainingSetup& t = m_w.training;
    std::vector<Move> v;
    if (zero() < 3)
        v.push_back({Message::of("FIT_MOVE_ZERO3"), kZero,
                     [](Workload& w) { return w.training.layout.zeroStage = 3, true; }});
    for (int tp = m_l.layout.tp * 2; tp <= std::max(m_mem.gpusPerNode, 1); tp *= 2)
        v.push_back({Message{"FIT_TP", {arg::count(tp)}}, kTp,
                     [tp](Workload& w) { return w.training.layout.tp = tp, true; }});
    for (int pp : {m_l.layout.pp * 2, m_l.layout.pp * 4})
        if (m.layers % pp == 0)
            v.push_back({Message{"FIT_PP", {arg::count(pp)}}, kPp,
                         [pp](Workload& w) { return w.training.layout.pp = pp, true; }});
    if (t.layout.recompute != Recompute::Full)
        v.push_back({Message::of("FIT_MOVE_FULL_RECOMPUTE"), kRecompute, [](Workload& w) {
                         return w.training.layout.recompute = Recompute::Full, true;
                     }});
    if (t.optimizer == OptimizerKind::AdamW)
        v.push_back({Message::of("FIT_ADAMW_8BIT"), kOptimizer, [](Workload& w) {
                         return w.training.optimizer = OptimizerKind::AdamW8bit, true;
                     }});
    if (t.offload == Offload::None)
        v.push_back({Message::of("FIT_MOVE_OFFLOAD_OPTIMIZER"), kOffload, [](Workload& w) {
                         w.training.offload = Offload::Optimizer;
                         w.training.layout.zeroStage = std::max(1, w.training.layout.zeroStage);
                         return true;
                     }});
    if (t.offload != Offload::OptimizerParams)
        v.push_back({Message::of("FIT_MOVE_OFFLOAD_PARAMS"), kOffload, [](Workload& w) {
                         w.training.offload = Offload::OptimizerParams;
                         w.training.layout.zeroStage = 3;
                         return true;
                     }});
    for (int ep = m_l.layout.ep * 2; m.experts > 0 && ep <= m.experts; ep *= 2)
        if (m.experts % ep == 0)
            v.push_back({Message{"FIT_EP", {arg::count(ep)}}, kEp,
                         [ep](Workload& w) { return w.training.layout.ep = ep, true; }});
    return v;
}

void Advisor::combined()
{
    const std::vector<Move> mv = moves();
    const std::size_t singlesEnd = m_out.size();
    std::vector<unsigned> kinds; // per combined entry: a bit per move kind it uses
    const auto combo = [&](std::initializer_list<std::size_t> idx) {
        Workload w2 = base();
        Message name; // "a + b + c": FIT_PLUS(FIT_PLUS(a, b), c)
        unsigned mask = 0;
        for (std::size_t i : idx) {
            mv[i].apply(w2);
            name = name.empty() ? mv[i].name
                                : Message{"FIT_PLUS", {arg::msg(name), arg::msg(mv[i].name)}};
            mask |= 1u << mv[i].kind;
        }
        if (add(name, w2, m_l.gpus, static_cast<int>(idx.size()), (mask >> kZero) & 1u))
            kinds.push_back(mask);
    };
    // Every pair and triple of moves of different kinds, in a fixed order.
    const std::size_t n = mv.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            if (mv[i].kind == mv[j].kind)
                continue;
            combo({i, j});
            for (std::size_t k = j + 1; k < n; ++k)
                if (mv[k].kind != mv[i].kind && mv[k].kind != mv[j].kind)
                    combo({i, j, k});
        }
    // Keep the best few: fitting and fastest (or smallest when time is unknown), plus the best
    // fitting one for each parallelism kind not yet among them (so an MoE hears of EP and PP).
    std::vector<std::size_t> order(kinds.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    const auto key = [&](std::size_t i) {
        const FitAdvice& a = m_out[singlesEnd + i];
        return std::make_tuple(!a.fits, a.fits ? timeKey(a) : 0.0, a.perGpuBytes, a.changes, i);
    };
    std::sort(order.begin(), order.end(),
              [&](std::size_t x, std::size_t y) { return key(x) < key(y); });
    std::vector<std::size_t> keep(order.begin(),
                                  order.begin() + std::min(order.size(), kMaxCombined));
    unsigned covered = 0;
    for (std::size_t i : keep)
        covered |= kinds[i];
    for (int kind : {kEp, kPp, kTp, kZero})
        for (std::size_t i : order)
            if (!(covered & (1u << kind)) && (kinds[i] & (1u << kind)) &&
                m_out[singlesEnd + i].fits) {
                keep.push_back(i);
                covered |= kinds[i];
                break;
            }
    std::vector<FitAdvice> kept;
    for (std::size_t i : keep)
        kept.push_back(m_out[singlesEnd + i]);
    m_out.resize(singlesEnd);
    m_out.insert(m_out.end(), kept.begin(), kept.end());
}

void Advisor::rank()
{
    // With timings: fitting advice fastest first; otherwise keep the classic order.
    if (!m_hw)
        return;
    // Changes that keep the job and its GPUs come before a different method or more GPUs.
    std::stable_sort(m_out.begin(), m_out.end(), [](const FitAdvice& a, const FitAdvice& b) {
        return std::make_tuple(!a.fits, a.fits && a.changesJob, a.fits ? timeKey(a) : 0.0) <
               std::make_tuple(!b.fits, b.fits && b.changesJob, b.fits ? timeKey(b) : 0.0);
    });
}

} // namespace

std::vector<FitAdvice> fitAdvice(const Workload& w, const ResolvedLayout& l,
                                 const MemoryHardware& mem, const ComputeHardware* hw)
{
    return Advisor(w, l, mem, hw).run();
}

} // namespace cc::model
