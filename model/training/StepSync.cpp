#include "model/training/StepSync.h"

#include "model/analysis/Collectives.h"

#include <algorithm>

namespace cc::model {

namespace {

struct Group {
    int ranks = 1;
    double bw = 0, alpha = 0;
};

Group group(const ComputeHardware& hw, int ranks, int stride)
{
    Group g;
    g.ranks = ranks;
    g.bw = groupBusBytesPerS(hw, ranks, stride);
    g.alpha =
        static_cast<double>(ranks) * stride <= hw.domainGpus ? hw.alphaIntraS : hw.alphaInterS;
    return g;
}

double gatherSeconds(double bytes, const Group& g)
{
    return g.ranks > 1 && bytes > 0 ? reduceScatterSeconds(bytes, g.ranks, g.bw, g.alpha) : 0;
}

/// ZeRO-3/FSDP: every layer's parameters are all-gathered before its forward and again before
/// its backward, its gradients reduce-scattered after the backward, for every micro-batch. The
/// next layer's gather is prefetched under the current layer's compute (PyTorch FSDP
/// forward/backward prefetch; DeepSpeed stage3_prefetch_bucket_size): a layer's communication
/// is exposed only where it outlasts that layer's compute; the stage's first gather and last
/// reduce-scatter have nothing to hide under.
double fsdpExposed(const StepModel& m, const ResolvedLayout& c, const SyncInputs& in)
{
    const ComputeHardware& hw = m.hw;
    const int n = fsdpShardRanks(m, c);
    if (n <= 1)
        return 0;
    const Group dense = group(hw, n, c.layout.tp);
    // Routed experts shard over their own data-parallel ranks (tp·cp·dp / (ep·expertTp)).
    const int expertRanks =
        std::max(1, n * c.layout.tp / std::max(1, c.layout.ep * std::max(1, c.layout.expertTp)));
    const Group expert = group(hw, expertRanks, c.layout.ep * std::max(1, c.layout.expertTp));
    const double w = m.actBytes, g = m.gradBytes * m.trainableFraction;
    const double dP = m.denseLayerParams / c.layout.tp;
    const double mP = m.moeLayerDenseParams / c.layout.tp;
    const double eP =
        m.moeLayerExpertParams / (static_cast<double>(c.layout.ep) * c.layout.expertTp);
    const double agD = gatherSeconds(dP * w, dense), rsD = gatherSeconds(dP * g, dense);
    const double agM = gatherSeconds(mP * w, dense) + gatherSeconds(eP * w, expert);
    const double rsM = gatherSeconds(mP * g, dense) + gatherSeconds(eP * g, expert);
    const double dl = in.layers * (1 - in.moeShare), el = in.layers * in.moeShare;
    double copies = 0; // FSDP2 copy-out of two gathers and copy-in of one reduce-scatter
    if (m.fsdpBuffers == FsdpBuffers::PerParameter && hw.hbmBytesPerS > 0) {
        const double denseBytes = dP * (2 * w + g), moeBytes = (mP + eP) * (2 * w + g);
        copies = (dl * denseBytes + el * moeBytes) * kFsdp2CopyBytesPerByte / hw.hbmBytesPerS;
    }
    const double perMb = copies +
                         dl * (exposedWithContention(agD, in.denseLayerFwd) +
                               exposedWithContention(agD + rsD, in.denseLayerBwd)) +
                         el * (exposedWithContention(agM, in.moeLayerFwd) +
                               exposedWithContention(agM + rsM, in.moeLayerBwd)) +
                         (el > 0 && dl <= 0 ? agM + rsM : agD + rsD);
    return c.microBatches * perMb;
}

} // namespace

int fsdpShardRanks(const StepModel& m, const ResolvedLayout& c)
{
    const int dpRanks = std::max(1, c.dp * c.layout.cp);
    return m.zeroShardGroup > 0 ? std::min(m.zeroShardGroup, dpRanks) : dpRanks;
}

void addSyncAndOptimizer(const StepModel& m, const ResolvedLayout& c, const SyncInputs& in,
                         StepBreakdown& out)
{
    const ComputeHardware& hw = m.hw;
    const double pp = c.layout.pp, tp = c.layout.tp;
    const double stage = in.stageSeconds;
    // Data parallelism over the dp·cp ranks that hold the same weights (stride tp).
    const double dpRanks = static_cast<double>(c.dp) * c.layout.cp;
    const double nonExpert = m.params - m.expertParams - m.embeddingParams;
    const double perGpuDense = std::max(0.0, nonExpert) / (pp * tp) + m.embeddingParams / tp;
    const double perGpuExpert =
        m.expertParams / (pp * c.layout.ep * std::max(1, c.layout.expertTp));
    const double perGpu = perGpuDense + perGpuExpert;
    const double expertRanks = std::max(
        1.0, dpRanks * tp / (static_cast<double>(c.layout.ep) * std::max(1, c.layout.expertTp)));
    const double bwdWindow = kDpOverlapFraction * stage * 2.0 / 3.0;
    const double fwdWindow = kDpOverlapFraction * stage / 3.0;
    int shard = static_cast<int>(dpRanks);
    if (c.layout.zeroStage >= 3) {
        out.fsdpComm = fsdpExposed(m, c, in);
        shard = fsdpShardRanks(m, c);
        // Hybrid sharding: the shard's gradients are all-reduced across the replicas once per
        // step, under the last micro-batch's backward pass (PyTorch HYBRID_SHARD).
        const int replicas = static_cast<int>(dpRanks) / std::max(1, shard);
        if (replicas > 1) {
            const Group r = group(hw, replicas, c.layout.tp * shard);
            const double grads = perGpu / shard * m.trainableFraction * m.gradBytes;
            out.dpCommExposed = exposedWithContention(
                ringAllreduceSeconds(grads, replicas, r.bw, r.alpha), bwdWindow);
        }
    } else if (dpRanks > 1) {
        auto sync = [&](double params, double ranks, int stride) {
            if (ranks <= 1 || params <= 0)
                return 0.0;
            const Group gr = group(hw, static_cast<int>(ranks), stride);
            const double grads = params * m.trainableFraction * m.gradBytes;
            if (c.layout.zeroStage == 0 && !m.distributedOptimizer)
                return exposedWithContention(ringAllreduceSeconds(grads, gr.ranks, gr.bw, gr.alpha),
                                             bwdWindow);
            // Sharded optimizer: reduce-scatter the gradients after the backward pass, gather
            // the updated weights under the next forward pass.
            const double rs = gatherSeconds(grads, gr);
            const double ag = gatherSeconds(params * m.trainableFraction * m.actBytes, gr);
            return exposedWithContention(rs, bwdWindow) + exposedWithContention(ag, fwdWindow);
        };
        out.dpCommExposed =
            sync(perGpuDense, dpRanks, c.layout.tp) +
            sync(perGpuExpert, expertRanks, c.layout.ep * std::max(1, c.layout.expertTp));
    }

    // Optimizer step: memory-bound over the local (ZeRO-sharded) trainable parameters.
    const bool sharded = c.layout.zeroStage >= 1 || m.distributedOptimizer;
    const double local =
        (perGpuDense / (sharded ? shard : 1.0) +
         perGpuExpert / (sharded ? std::max(1.0, expertRanks * shard / dpRanks) : 1.0)) *
        m.trainableFraction;
    if (m.offload == Offload::None) {
        out.optimizer = local * m.optimizerBytesPerParam / hw.hbmBytesPerS;
    } else {
        // ZeRO-Offload: fp32 gradients down and bf16 weights up over PCIe, the update on the CPU
        // at an assumed 100 GB/s of host memory bandwidth per GPU's share.
        constexpr double kHostUpdateBytesPerS = 100e9;
        out.optimizer = local * (4 + 2) / std::max(hw.pcieBytesPerS, 1.0) +
                        local * m.optimizerBytesPerParam / kHostUpdateBytesPerS;
    }
}

} // namespace cc::model
