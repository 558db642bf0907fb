// Parallelism search. The inner loop sets the searched fields of one candidate (a ResolvedLayout
// holding the job's ParallelLayout) and calls stepBreakdown(), which works on the precomputed
// StepModel with no allocation; candidates go into a buffer reserved up front.
// The per-layer terms (StepLayers.h: most of a step's arithmetic) depend on tp, cp, ep,
// micro-batch and recompute only, so they are computed once per such combination and reused for
// every pp, dp, interleave and ZeRO stage: the same numbers, bit for bit, for a fraction of the
// work (bench_plan).
// Memory is checked afterwards, best candidates first, so the expensive per-stage memory model
// runs only for the few layouts that could make the top list.
#include "model/training/Search.h"

#include "model/training/Memory.h"
#include "model/training/StepLayers.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <utility>
#include <vector>

namespace cc::model {

namespace {

/// Candidates reserved up front when they are not counted first (a plan's search has ~10⁴).
constexpr std::size_t kInitialCandidates = 1 << 13;

struct Candidate {
    double key = 0; ///< seconds per token (time to train / tokens)
    double step = 0;
    ResolvedLayout c;
};

/// Layer terms of the layouts seen, direct-mapped by the fields they depend on; a slot holding
/// another combination is recomputed (sameLayerTerms decides), so a collision costs time only.
class LayerTermCache {
public:
    explicit LayerTermCache(const StepModel& m) : m_model(m), m_slots(kSlots) {}

    const StepLayerTerms& terms(const ResolvedLayout& c)
    {
        std::size_t h = static_cast<std::size_t>(c.layout.tp);
        for (int v : {c.layout.cp, c.layout.ep, c.layout.expertTp, c.layout.microBatch,
                      static_cast<int>(c.layout.recompute)})
            h = h * 31 + static_cast<std::size_t>(v);
        Slot& s = m_slots[h & (kSlots - 1)];
        if (!s.used || !sameLayerTerms(s.key, c)) {
            s.key = c;
            s.terms = stepLayerTerms(m_model, c);
            s.used = true;
        }
        return s.terms;
    }

private:
    static constexpr std::size_t kSlots = 1024; // a power of two
    struct Slot {
        bool used = false;
        ResolvedLayout key;
        StepLayerTerms terms;
    };
    const StepModel& m_model;
    std::vector<Slot> m_slots;
};

int divisorsOf(int x, std::array<int, 256>& out)
{
    int n = 0;
    for (int d = 1; d <= x && n < static_cast<int>(out.size()); ++d)
        if (x % d == 0)
            out[n++] = d;
    return n;
}

/// Calls f(candidate) for every layout valid for the model and the job's settings. A candidate
/// is the job's layout with tp, pp, cp, dp, ep, micro-batch, interleave, recompute and ZeRO stage
/// set; what the search does not vary (expertTp, uneven pipeline stages, sequence parallelism)
/// stays the job's.
template <class F> void forEachLayout(const Workload& w, int gpus, const SearchOptions& o, F&& f)
{
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    std::array<int, 256> divs{};
    const int nd = divisorsOf(gpus, divs);
    std::array<int, 256> expertDivs{};
    const int ne = m.experts > 0 ? divisorsOf(m.experts, expertDivs) : 0;
    if (ne == 0)
        expertDivs[0] = 1;
    const int zeroMin = t.offload == Offload::OptimizerParams ? 3
                        : t.offload == Offload::Optimizer     ? 1
                                                              : 0;
    constexpr std::array<Recompute, 3> recomputes{Recompute::None, Recompute::Selective,
                                                  Recompute::Full};
    ResolvedLayout c;
    c.layout = t.layout;
    c.layout.expertTp = std::max(1, t.layout.expertTp);
    c.layout.firstStageLayers = std::max(0, t.layout.firstStageLayers);
    c.layout.lastStageLayers = std::max(0, t.layout.lastStageLayers);
    c.gpus = gpus;
    c.valid = true;
    const long long expertTp = c.layout.expertTp;
    for (int i = 0; i < nd; ++i) {
        const int tp = divs[i];
        if (m.heads % tp || m.kvHeads % tp || m.ffnHidden % tp)
            continue;
        for (int j = 0; j < nd; ++j) {
            const int pp = divs[j];
            if ((gpus / tp) % pp || m.layers % pp)
                continue;
            for (int k = 0; k < nd; ++k) {
                const int cp = divs[k];
                if ((gpus / tp / pp) % cp || cp > o.maxContextParallel || m.seqLen % cp)
                    continue;
                const int dp = gpus / (tp * pp * cp);
                c.layout.dp = dp;
                c.dp = dp;
                for (int e = 0; e < std::max(ne, 1); ++e) {
                    const int ep = expertDivs[e];
                    if (ep > 1 && (static_cast<long long>(dp) * cp) % ep)
                        continue;
                    // The expert layers fold tp·cp·dp into ep × expertTp × expertDp.
                    if (expertTp > 1 && (static_cast<long long>(tp) * cp * dp) % (ep * expertTp))
                        continue;
                    for (int mb = 1; mb <= o.maxMicroBatch; mb *= 2) {
                        const long long batch =
                            t.globalBatch > 0 ? t.globalBatch : static_cast<long long>(dp) * mb;
                        if (batch % (static_cast<long long>(mb) * dp))
                            continue;
                        const int mbs = static_cast<int>(batch / (static_cast<long long>(mb) * dp));
                        for (int v = 1; v <= o.maxInterleave; ++v) {
                            // Megatron's interleaved schedule needs pp > 1, whole layer chunks
                            // and a micro-batch count divisible by pp.
                            if (v > 1 && (pp == 1 || m.layers % (pp * v) || mbs % pp))
                                continue;
                            c.layout.tp = tp;
                            c.layout.pp = pp;
                            c.layout.cp = cp;
                            c.layout.ep = ep;
                            c.layout.microBatch = mb;
                            c.microBatches = mbs;
                            c.layout.interleave = v;
                            for (Recompute r : recomputes) {
                                // With FlashAttention the score tensors are never stored, so
                                // selective recompute equals none (Korthikanti et al. 2022 §5).
                                if (r == Recompute::Selective && t.flashAttention)
                                    continue;
                                c.layout.recompute = r;
                                for (int z = zeroMin; z <= 3; ++z) {
                                    c.layout.zeroStage = z;
                                    f(c);
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The memory check of the best-first pass: fitting candidates become results until `top`
/// are found (and exact ties of the last one after that).
struct MemoryCheck {
    const Workload& w;
    const StepModel& model;
    int gpus;
    std::size_t top;
    SearchReport& rep;
    Workload probe = w;
    double lastKey = 0;
    bool full = false;

    /// Checks `cand`; false once the list is full and `cand` is slower than its last entry.
    bool offer(const Candidate& cand)
    {
        if (full && cand.key > lastKey)
            return false;
        const ResolvedLayout& c = cand.c;
        probe.training.layout = c.layout;
        const double bytes = peakBytesPerGpu(probe, c);
        ++rep.memoryChecked;
        if (model.hw.memoryBytes > 0 && bytes > model.hw.memoryBytes) {
            ++rep.rejectedMemory;
            return true;
        }
        SearchResult r;
        r.layout = c;
        r.stepTimeS = cand.step;
        r.tokensPerS = cand.step > 0 ? 1.0 / cand.key : 0;
        r.timeToTrainS = w.training.tokens > 0 ? w.training.tokens * cand.key : 0;
        const double flops = modelFlopsPerStep(model, c);
        r.mfu = model.hw.peakFlops > 0 ? flops / cand.step / gpus / model.hw.peakFlops : 0;
        r.perGpuBytes = bytes;
        rep.results.push_back(r);
        if (rep.results.size() >= top) {
            full = true;
            lastKey = cand.key;
        }
        return true;
    }
};

/// The step time of every layout into `cands`; false when the progress callback stopped it.
bool stepTimes(const Workload& w, const StepModel& model, int gpus, const SearchOptions& options,
               std::vector<Candidate>& cands)
{
    // The number of layouts, for the progress fraction only (a second pass over the loops).
    std::size_t count = 0;
    if (options.progress)
        forEachLayout(w, gpus, options, [&](const ResolvedLayout&) { ++count; });
    cands.reserve(std::max<std::size_t>(count, kInitialCandidates));
    LayerTermCache layerTerms(model);
    constexpr std::size_t kProgressEvery = 1 << 15;
    bool stop = false;
    forEachLayout(w, gpus, options, [&](const ResolvedLayout& c) {
        if (stop)
            return;
        if (options.progress && cands.size() % kProgressEvery == kProgressEvery - 1 &&
            !options.progress(0.9 * static_cast<double>(cands.size()) / count)) {
            stop = true;
            return;
        }
        // × the calibration's step-time factor (1 uncalibrated), as estimatePerformance does:
        // the same order, the calibrated figures (issue 14).
        const double step =
            stepSeconds(stepBreakdown(model, c, layerTerms.terms(c))) * model.hw.stepTimeFactor;
        const double tokens =
            static_cast<double>(c.layout.microBatch) * c.dp * c.microBatches * model.s;
        cands.push_back({step / tokens, step, c});
    });
    return !stop;
}

} // namespace

SearchReport searchParallelism(const Workload& w, const StepModel& model, int gpus,
                               const SearchOptions& options)
{
    const auto t0 = std::chrono::steady_clock::now();
    SearchReport rep;
    rep.gpus = gpus;
    // Without a network, jobs larger than one scale-up domain cannot run at all.
    if (gpus < 1 || !model.hw.valid ||
        (gpus > model.hw.domainGpus && model.hw.interNodeBusBytesPerS <= 0))
        return rep;

    std::vector<Candidate> cands;
    const bool stop = !stepTimes(w, model, gpus, options, cands);
    rep.evaluated = static_cast<std::int64_t>(cands.size());
    if (stop) {
        rep.cancelled = true;
        return rep;
    }

    // Best first: select the next chunk of fastest candidates, check their memory in order.
    // The selection moves (key, index) pairs, not the candidates: the same comparisons, so the
    // same order (ties included), for a quarter of the bytes moved.
    std::vector<std::pair<double, std::uint32_t>> order;
    order.reserve(cands.size());
    for (std::size_t i = 0; i < cands.size(); ++i)
        order.emplace_back(cands[i].key, static_cast<std::uint32_t>(i));
    const auto faster = [](const auto& a, const auto& b) { return a.first < b.first; };
    const std::size_t top = static_cast<std::size_t>(std::max(options.top, 1));
    const std::size_t chunk = std::max<std::size_t>(64, 4 * top);
    MemoryCheck check{w, model, gpus, top, rep};
    std::size_t done = 0;
    while (done < order.size()) {
        const std::size_t end = std::min(order.size(), done + chunk);
        std::nth_element(order.begin() + static_cast<std::ptrdiff_t>(done),
                         order.begin() + static_cast<std::ptrdiff_t>(end - 1), order.end(), faster);
        std::sort(order.begin() + static_cast<std::ptrdiff_t>(done),
                  order.begin() + static_cast<std::ptrdiff_t>(end), faster);
        for (std::size_t i = done; i < end; ++i)
            if (!check.offer(cands[order[i].second]))
                break;
        if (check.full && (end == order.size() || order[end - 1].first > check.lastKey))
            break;
        done = end;
    }
    std::stable_sort(rep.results.begin(), rep.results.end(),
                     [](const SearchResult& a, const SearchResult& b) {
                         // Faster to train first (tokens/s decides the time to train); ties:
                         // less memory per GPU.
                         if (a.tokensPerS != b.tokensPerS)
                             return a.tokensPerS > b.tokensPerS;
                         return a.perGpuBytes < b.perGpuBytes;
                     });
    if (rep.results.size() > top)
        rep.results.resize(top);
    rep.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return rep;
}

} // namespace cc::model
