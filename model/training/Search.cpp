// Parallelism search. The inner loop builds a LayoutChoice and calls stepBreakdown(), which works
// on the precomputed StepModel with no allocation; candidates go into a buffer reserved up front.
// Memory is checked afterwards, best candidates first, so the expensive per-stage memory model
// runs only for the few layouts that could make the top list.
#include "model/training/Search.h"

#include "model/training/Memory.h"

#include <algorithm>
#include <array>
#include <chrono>

namespace cc::model {

namespace {

struct Candidate {
    double key = 0; ///< seconds per token (time to train / tokens)
    double step = 0;
    LayoutChoice c;
};

int divisorsOf(int x, std::array<int, 256>& out)
{
    int n = 0;
    for (int d = 1; d <= x && n < static_cast<int>(out.size()); ++d)
        if (x % d == 0)
            out[n++] = d;
    return n;
}

/// Calls f(choice) for every layout valid for the model and the job's settings.
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
    LayoutChoice c;
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
                for (int e = 0; e < std::max(ne, 1); ++e) {
                    const int ep = expertDivs[e];
                    if (ep > 1 && (static_cast<long long>(dp) * cp) % ep)
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
                            c.tp = tp;
                            c.pp = pp;
                            c.cp = cp;
                            c.dp = dp;
                            c.ep = ep;
                            c.microBatch = mb;
                            c.microBatches = mbs;
                            c.interleave = v;
                            for (Recompute r : recomputes) {
                                // With FlashAttention the score tensors are never stored, so
                                // selective recompute equals none (Korthikanti et al. 2022 §5).
                                if (r == Recompute::Selective && t.flashAttention)
                                    continue;
                                c.recompute = r;
                                for (int z = zeroMin; z <= 3; ++z) {
                                    c.zeroStage = z;
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

    std::size_t count = 0;
    forEachLayout(w, gpus, options, [&](const LayoutChoice&) { ++count; });
    std::vector<Candidate> cands;
    cands.reserve(count);
    constexpr std::size_t kProgressEvery = 1 << 15;
    bool stop = false;
    forEachLayout(w, gpus, options, [&](const LayoutChoice& c) {
        if (stop)
            return;
        if (options.progress && cands.size() % kProgressEvery == kProgressEvery - 1 &&
            !options.progress(0.9 * static_cast<double>(cands.size()) / count)) {
            stop = true;
            return;
        }
        const double step = stepSeconds(stepBreakdown(model, c));
        const double tokens = static_cast<double>(c.microBatch) * c.dp * c.microBatches * model.s;
        cands.push_back({step / tokens, step, c});
    });
    rep.evaluated = static_cast<std::int64_t>(cands.size());
    if (stop) {
        rep.cancelled = true;
        return rep;
    }

    // Best first: select the next chunk of fastest candidates, check their memory in order.
    Workload probe = w;
    const double capacity = model.hw.memoryBytes;
    const auto faster = [](const Candidate& a, const Candidate& b) { return a.key < b.key; };
    const std::size_t top = static_cast<std::size_t>(std::max(options.top, 1));
    const std::size_t chunk = std::max<std::size_t>(64, 4 * top);
    std::size_t done = 0;
    double lastKey = 0;
    bool full = false;
    while (done < cands.size()) {
        const std::size_t end = std::min(cands.size(), done + chunk);
        std::nth_element(cands.begin() + static_cast<std::ptrdiff_t>(done),
                         cands.begin() + static_cast<std::ptrdiff_t>(end - 1), cands.end(), faster);
        std::sort(cands.begin() + static_cast<std::ptrdiff_t>(done),
                  cands.begin() + static_cast<std::ptrdiff_t>(end), faster);
        for (std::size_t i = done; i < end; ++i) {
            const Candidate& cand = cands[i];
            // Once the list is full, only exact ties of the last entry may still enter.
            if (full && cand.key > lastKey)
                break;
            const LayoutChoice& c = cand.c;
            probe = c.appliedTo(std::move(probe));
            const ParallelLayout l = c.layout(gpus);
            const double bytes = peakBytesPerGpu(probe, l);
            ++rep.memoryChecked;
            if (capacity > 0 && bytes > capacity) {
                ++rep.rejectedMemory;
                continue;
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
        }
        if (full && (end == cands.size() || cands[end - 1].key > lastKey))
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

namespace cc::model {

ParallelLayout LayoutChoice::layout(int gpus) const
{
    ParallelLayout l;
    l.gpus = gpus;
    l.tp = tp;
    l.pp = pp;
    l.dp = dp;
    l.cp = cp;
    l.ep = ep;
    l.microBatches = microBatches;
    l.interleave = interleave;
    l.valid = true;
    return l;
}

Workload LayoutChoice::appliedTo(Workload w) const
{
    w.training.tp = tp;
    w.training.pp = pp;
    w.training.cp = cp;
    w.training.ep = ep;
    w.training.dp = dp;
    w.training.microBatch = microBatch;
    w.training.pipelineInterleave = interleave;
    w.training.recompute = recompute;
    w.training.zeroStage = zeroStage;
    return w;
}

} // namespace cc::model
