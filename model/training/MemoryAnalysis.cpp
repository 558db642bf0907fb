// The memory report: per-stage breakdown, fit, headroom, largest micro-batch, host RAM, and
// advice naming the changes that would reduce the memory per GPU, with what each reaches.
#include "model/training/Memory.h"

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

std::vector<NamedBytes> overheadsOf(const mem::StageBytes& b, const ParallelLayout& l)
{
    std::vector<NamedBytes> o;
    o.push_back({"CUDA context and library workspaces (assumed 1.5 GiB)", b.runtime});
    if (b.nccl > 0)
        o.push_back({"NCCL communicator buffers (0.25 GiB per group: NCCL_BUFFSIZE 4 MiB × 32 "
                     "channels × 2)",
                     b.nccl});
    if (b.pipelineBuffers > 0)
        o.push_back(
            {"Pipeline send/receive buffers (pp " + std::to_string(l.pp) + ")", b.pipelineBuffers});
    if (b.zero3Gather > 0)
        o.push_back({"ZeRO-3/FSDP gathered layers (current + prefetched)", b.zero3Gather});
    o.push_back({"Allocator fragmentation margin (assumed 5 % of tensors)", b.fragmentation});
    return o;
}

struct Fit {
    double bytes = 0;
    bool fits = false;
};

Fit fitOf(const Workload& w, const ParallelLayout& l, const MemoryHardware& hw, int microBatch,
          int microBatches)
{
    const mem::Peak p = mem::peak(w, l, microBatch, microBatches);
    const int perNode = std::max(1, std::min(hw.gpusPerNode, l.gpus));
    const bool hostFits =
        hw.hostRamBytesPerNode <= 0 || p.hostPerGpu * perNode <= hw.hostRamBytesPerNode;
    return {p.total, hw.gpuMemoryBytes > 0 && p.total <= hw.gpuMemoryBytes && hostFits};
}

class Advisor {
public:
    Advisor(const Workload& w, const ParallelLayout& l, const MemoryHardware& hw,
            std::vector<FitAdvice>& out)
        : m_w(w), m_l(l), m_hw(hw), m_out(out)
    {}

    /// Adds `change` when the changed job is a valid layout on `gpus` GPUs.
    void tryChange(const std::string& change, Workload w2, int gpus)
    {
        std::vector<Finding> ignored;
        const ParallelLayout l2 = resolveLayout(w2, gpus, ignored);
        if (!l2.valid)
            return;
        const Fit f = fitOf(w2, l2, m_hw, std::max(1, w2.training.microBatch), l2.microBatches);
        m_out.push_back({change, f.bytes, f.fits});
    }

    void run()
    {
        const TrainingSetup& t = m_w.training;
        const int gpus = m_l.gpus;
        const int zero = t.distributedOptimizer ? std::max(1, t.zeroStage) : t.zeroStage;
        if (zero < 3 && static_cast<long long>(m_l.dp) * m_l.cp > 1) { // nothing to shard on 1
            Workload w2 = m_w;
            w2.training.zeroStage = zero + 1;
            tryChange("ZeRO stage " + std::to_string(zero + 1), w2, gpus);
        }
        if (m_l.dp % 2 == 0) {
            Workload w2 = withDp(m_l.dp / 2);
            w2.training.tp = m_l.tp * 2;
            tryChange("TP " + std::to_string(w2.training.tp) +
                          (w2.training.tp > m_hw.gpusPerNode
                               ? " (beyond one server's scale-up domain: slow)"
                               : ""),
                      w2, gpus);
            Workload w3 = withDp(m_l.dp / 2);
            w3.training.pp = m_l.pp * 2;
            tryChange("PP " + std::to_string(w3.training.pp), w3, gpus);
        }
        if (t.recompute != Recompute::Full) {
            Workload w2 = m_w;
            w2.training.recompute = Recompute::Full;
            tryChange("Full activation recompute", w2, gpus);
        }
        if (!t.flashAttention && t.recompute == Recompute::None) {
            Workload w2 = m_w;
            w2.training.flashAttention = true;
            tryChange("FlashAttention", w2, gpus);
        }
        if (m_l.tp > 1 && !t.sequenceParallel) {
            Workload w2 = m_w;
            w2.training.sequenceParallel = true;
            tryChange("Sequence parallelism", w2, gpus);
        }
        if (t.optimizer == OptimizerKind::AdamW) {
            Workload w2 = m_w;
            w2.training.optimizer = OptimizerKind::AdamW8bit;
            tryChange("8-bit AdamW", w2, gpus);
        }
        if (t.offload == Offload::None) {
            Workload w2 = m_w;
            w2.training.offload = Offload::Optimizer;
            w2.training.zeroStage = std::max(1, w2.training.zeroStage);
            tryChange("Offload the optimizer to host RAM (ZeRO-Offload)", w2, gpus);
        }
        if (t.offload != Offload::OptimizerParams) {
            Workload w2 = m_w;
            w2.training.offload = Offload::OptimizerParams;
            w2.training.zeroStage = 3;
            tryChange("Offload optimizer and parameters to host RAM (ZeRO-Infinity, ZeRO-3)", w2,
                      gpus);
        }
        if (t.method == Method::Full) {
            Workload w2 = m_w;
            w2.training.method = Method::Lora;
            tryChange("LoRA rank " + std::to_string(t.loraRank) + " instead of full fine-tuning",
                      w2, gpus);
        }
        if (t.method == Method::Full || t.method == Method::Lora) {
            Workload w2 = m_w;
            w2.training.method = Method::Qlora;
            tryChange("QLoRA (4-bit base) rank " + std::to_string(t.loraRank), w2, gpus);
        }
        if (gpus <= 1 << 29) {
            Workload w2 = withDp(m_l.dp * 2, false);
            tryChange("Twice the GPUs (" + std::to_string(gpus * 2) + ", dp " +
                          std::to_string(m_l.dp * 2) + ")",
                      w2, gpus * 2);
        }
        if (t.microBatch > 1) {
            Workload w2 = m_w;
            w2.training.microBatch = t.microBatch / 2;
            if (!t.globalBatch)
                w2.training.globalBatch = t.microBatch * m_l.dp; // keep the batch per step
            tryChange("Micro-batch " + std::to_string(w2.training.microBatch), w2, gpus);
        }
    }

private:
    /// The job with dp changed (when it was given). `keepBatch`: an unset global batch keeps
    /// its current size rather than following dp.
    Workload withDp(int dp, bool keepBatch = true) const
    {
        Workload w2 = m_w;
        if (w2.training.dp)
            w2.training.dp = dp;
        if (keepBatch && !w2.training.globalBatch)
            w2.training.globalBatch = std::max(1, w2.training.microBatch) * m_l.dp;
        return w2;
    }

    const Workload& m_w;
    const ParallelLayout& m_l;
    const MemoryHardware& m_hw;
    std::vector<FitAdvice>& m_out;
};

} // namespace

MemoryReport analyzeMemory(const Workload& w, const ParallelLayout& l, const MemoryHardware& hw)
{
    MemoryReport r;
    r.params = parameterCount(w.model);
    r.activeParams = activeParameterCount(w.model);
    r.capacityBytes = hw.gpuMemoryBytes;
    r.hostCapacityBytes = hw.hostRamBytesPerNode;
    const int b = std::max(1, w.training.microBatch);
    const int m = std::max(1, l.microBatches);
    const int p = std::max(1, l.pp);

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

    Advisor(w, l, hw, r.advice).run();
    return r;
}

} // namespace cc::model
