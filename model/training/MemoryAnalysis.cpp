// The memory report: per-stage breakdown, fit, headroom, largest micro-batch, host RAM, and
// the advice of FitAdvice.cpp.
#include "model/training/Memory.h"

#include "model/training/FitAdvice.h"
#include "model/training/MemoryUtil.h"

#include <algorithm>
#include <cstdio>

namespace cc::model {

namespace {

constexpr int kMaxMicroBatchSearched = 64;

MemoryBreakdown breakdownOf(const mem::StageBytes& b)
{
    MemoryBreakdown m;
    m.weights = b.weights;
    m.gradients = b.gradients;
    m.optimizer = b.optimizer;
    m.activations = b.activations;
    m.other = b.other();
    return m;
}

std::vector<NamedBytes> overheadsOf(const mem::StageBytes& b, const ResolvedLayout& l)
{
    std::vector<NamedBytes> o;
    o.push_back({"CUDA context and library workspaces (assumed 1.5 GiB)", b.runtime});
    if (b.nccl > 0)
        o.push_back({"NCCL communicator buffers (0.25 GiB per group: NCCL_BUFFSIZE 4 MiB × 32 "
                     "channels × 2)",
                     b.nccl});
    if (b.pipelineBuffers > 0)
        o.push_back({"Pipeline send/receive buffers (pp " + std::to_string(l.layout.pp) + ")",
                     b.pipelineBuffers});
    if (b.zero3Gather > 0)
        o.push_back({"ZeRO-3/FSDP gathered layers (current + prefetched)", b.zero3Gather});
    o.push_back({"Allocator fragmentation margin (assumed 5 % of activations and gathered layers)",
                 b.fragmentation});
    return o;
}

} // namespace

MemoryReport analyzeMemory(const Workload& w, const ResolvedLayout& l, const MemoryHardware& hw)
{
    MemoryReport r;
    r.params = parameterCount(w.model);
    r.activeParams = activeParameterCount(w.model);
    r.capacityBytes = hw.gpuMemoryBytes;
    r.hostCapacityBytes = hw.hostRamBytesPerNode;
    const int b = std::max(1, w.training.layout.microBatch);
    const int m = std::max(1, l.microBatches);
    const int p = std::max(1, l.layout.pp);

    mem::StageBytes fullest;
    double hostPerGpu = 0;
    for (int s = 0; s < p; ++s) {
        const mem::StageBytes sb = mem::stageBytes(w, l, s, b, m);
        if (p > 1)
            r.stages.push_back(breakdownOf(sb));
        if (s == 0 || sb.total() > fullest.total())
            fullest = sb;
        hostPerGpu = std::max(hostPerGpu, sb.hostPerGpu);
    }
    r.perGpu = breakdownOf(fullest);
    r.overheads = overheadsOf(fullest, l);
    const int perNode = std::max(1, std::min(hw.gpusPerNode, l.gpus));
    r.hostBytesPerNode = hostPerGpu * perNode;
    const double total = r.perGpu.total();
    r.headroomBytes = hw.gpuMemoryBytes - total;
    r.fits = hw.gpuMemoryBytes > 0 && total <= hw.gpuMemoryBytes &&
             (hw.hostRamBytesPerNode <= 0 || r.hostBytesPerNode <= hw.hostRamBytesPerNode);

    // Largest micro-batch whose GPU memory fits, keeping the global batch (so m shrinks as b
    // grows). Memory grows with b, so stop at the first that does not fit.
    const long long batch = static_cast<long long>(b) * l.dp * m;
    for (int bb = 1; bb <= kMaxMicroBatchSearched; ++bb) {
        const int mm = static_cast<int>(std::max(1LL, batch / (static_cast<long long>(bb) * l.dp)));
        if (hw.gpuMemoryBytes <= 0 || mem::peak(w, l, bb, mm).total > hw.gpuMemoryBytes)
            break;
        r.maxMicroBatch = bb;
    }

    r.advice = fitAdvice(w, l, hw);
    return r;
}

} // namespace cc::model
