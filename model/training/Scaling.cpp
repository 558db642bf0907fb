// The scaling curve runs the parallelism search once per size. Strong scaling: the workload's
// global batch stays as given (a workload without one gets dp × micro-batch sequences, as in the
// search), so small sizes run many micro-batches per step and large sizes may run out of ways to
// split the batch; both are what a real job at that size would face.
#include "model/training/Scaling.h"

#include <algorithm>
#include <chrono>
#include <climits>

namespace cc::model {

std::vector<int> scalingSizes(int serverGpus, int designGpus)
{
    std::vector<int> sizes;
    if (designGpus < 1)
        return sizes;
    const int base = std::clamp(serverGpus, 1, designGpus);
    for (long long n = base; n < designGpus; n *= 2)
        sizes.push_back(static_cast<int>(n));
    sizes.push_back(designGpus);
    for (long long k : {2LL, 4LL})
        if (k * designGpus <= INT_MAX)
            sizes.push_back(static_cast<int>(k * designGpus));
    return sizes;
}

SearchOptions scalingSearchOptions()
{
    // Measured on catalogs/examples/h100-rail-4su.json (GPT-3 175B, 10 sizes, one core of the
    // 2-core development machine, best of 5): the search's defaults take 33-35 ms for the whole
    // curve; micro-batches up to 8 take 12-20 ms and give the same best layout at every size
    // (larger micro-batches do not fit next to GPT-3's states anyway). Interleaving is kept at
    // its default: limiting it to 4 cost up to 1.6 % of tokens/s.
    SearchOptions o;
    o.top = 1;
    o.maxMicroBatch = 8;
    return o;
}

ScalingCurve scalingCurve(const Workload& w, const StepModel& model, int designGpus,
                          const SearchOptions& options)
{
    const auto t0 = std::chrono::steady_clock::now();
    ScalingCurve curve;
    curve.designGpus = designGpus;
    curve.builtGpus = std::max(designGpus, model.hw.groupGpus);
    const int perServer = std::max(model.hw.gpusPerServer, 1);
    for (int gpus : scalingSizes(perServer, designGpus)) {
        ScalingPoint p;
        p.gpus = gpus;
        p.servers = static_cast<double>(gpus) / perServer;
        p.beyondDesign = gpus > curve.builtGpus;
        const SearchReport s = searchParallelism(w, model, gpus, options);
        curve.evaluated += s.evaluated;
        if (gpus > model.hw.domainGpus && model.hw.interNodeBusBytesPerS <= 0)
            p.status = ScalingStatus::NoNetwork;
        else if (s.evaluated == 0)
            p.status = ScalingStatus::NoLayout;
        else if (s.results.empty())
            p.status = ScalingStatus::DoesNotFit;
        else {
            const SearchResult& best = s.results.front();
            p.status = ScalingStatus::Ok;
            p.tokensPerS = best.tokensPerS;
            p.mfu = best.mfu;
            p.stepTimeS = best.stepTimeS;
            p.perGpuBytes = best.perGpuBytes;
            p.layout = best.layout;
        }
        curve.points.push_back(p);
    }
    // Efficiency: throughput per GPU against the smallest size that runs at all.
    const auto first =
        std::find_if(curve.points.begin(), curve.points.end(),
                     [](const ScalingPoint& p) { return p.status == ScalingStatus::Ok; });
    if (first != curve.points.end()) {
        curve.baseGpus = first->gpus;
        const double basePerGpu = first->tokensPerS / first->gpus;
        for (auto& p : curve.points)
            if (p.status == ScalingStatus::Ok && basePerGpu > 0)
                p.efficiency = p.tokensPerS / p.gpus / basePerGpu;
    }
    curve.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return curve;
}

} // namespace cc::model
