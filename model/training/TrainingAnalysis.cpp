// Composes the training-job analysis: layout and memory (Layout.cpp, Memory*.cpp), step time
// (StepTime.cpp), storage, reliability and the cost of the run.
#include "model/training/TrainingAnalysis.h"

#include "model/analysis/FiniteCheck.h"
#include "model/training/FitAdvice.h"
#include "model/training/Layout.h"
#include "model/training/Memory.h"
#include "model/training/Reliability.h"
#include "model/training/RunCost.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingStorage.h"
#include "model/util/BoundedText.h"
#include "model/util/Format.h"

#include <cmath>

namespace cc::model {

namespace {

void explainMemory(const MemoryReport& m, std::vector<Explanation>& out)
{
    out.push_back({"memory.params",
                   "Σ layers (attention 2h² + 2h·kvDim, MLP 2·h·f or 3·h·f gated, MoE experts × "
                   "MLP + router) + embeddings V·h (×2 untied)",
                   "formulas.md Parameters; Narayanan et al. 2021 eq. 2"});
    out.push_back({"memory.activeParams", "as params, with top-k (+ shared) experts per MoE layer",
                   "formulas.md Parameters (MoE)"});
    out.push_back({"memory.perGpuBytes.weights",
                   "Ψ_gpu × bytes per weight, Ψ_gpu = stage parameters / t (/ d with ZeRO-3)",
                   "Rajbhandari et al. 2019 (ZeRO); formulas.md Memory per GPU"});
    out.push_back({"memory.perGpuBytes.gradients", "Ψ_gpu × 2 B (/ d with ZeRO-2 and -3)",
                   "Rajbhandari et al. 2019"});
    out.push_back({"memory.perGpuBytes.optimizer",
                   "Ψ_gpu × 12 B for mixed-precision Adam (/ d with ZeRO-1 and up or the "
                   "distributed optimizer; 6 B for 8-bit optimizers)",
                   "Rajbhandari et al. 2019; formulas.md"});
    out.push_back({"memory.perGpuBytes.activations",
                   "per layer s·b·h·(34 + 5·a·s/h) bytes, split by t (sequence parallelism), "
                   "reduced by recompute/FlashAttention, × layers in flight on the first stage",
                   "Korthikanti et al. 2022, eq. 1-6 and Table 2"});
    std::string names;
    for (const auto& o : m.overheads)
        names += (names.empty() ? "" : ", ") + o.name + " " + siUnits(o.bytes, "B");
    out.push_back({"memory.perGpuBytes.other", names.empty() ? "named overheads" : names,
                   "formulas.md Memory per GPU (CUDA context, buffers, fragmentation)"});
    out.push_back(
        {"memory.fits", "total of the fullest stage ≤ GPU memory capacity", "definition"});
    out.push_back({"memory.maxMicroBatch",
                   "largest micro-batch whose activations still fit next to the model states",
                   "definition"});
    out.push_back({"memory.hostBytesPerNode", "offloaded states × GPUs per server + buffers",
                   "Ren et al. 2021 (ZeRO-Offload)"});
}

struct Figure {
    double* value;
    const char* name;
};

/// Issue 13: no step-time figure reaches a report as inf or nan (tiny rates in a catalog, huge
/// counts): each becomes an error finding naming its inputs, and 0.
void requireFinitePerformance(PerformanceReport& p, std::vector<Finding>& f)
{
    const std::string step = "the model shape, the layout and the GPU's rates and bandwidths";
    StepBreakdown& b = p.breakdownS;
    for (const Figure& x :
         {Figure{&b.compute, "step compute time"}, Figure{&b.tpComm, "step TP communication"},
          Figure{&b.ppBubble, "step pipeline bubble"},
          Figure{&b.dpCommExposed, "step DP communication"},
          Figure{&b.epComm, "step EP communication"}, Figure{&b.cpComm, "step CP communication"},
          Figure{&b.optimizer, "step optimizer time"},
          Figure{&b.fsdpComm, "step FSDP communication"},
          Figure{&b.moeDispatch, "step MoE dispatch"}, Figure{&b.fp8Overhead, "step FP8 overhead"},
          Figure{&b.cpExposed, "step exposed CP exchange"}})
        requireFinite(*x.value, x.name, step, f);
    requireFinite(p.stepTimeS, "step time", step, f);
    requireFinite(p.tokensPerS, "tokens/s", "batch, sequence length and step time", f);
    const std::string rate = "model FLOPs per step, step time and the GPU's peak rate";
    requireFinite(p.modelTflopsPerGpu, "model TFLOP/s per GPU", rate, f);
    requireFinite(p.hardwareTflopsPerGpu, "hardware TFLOP/s per GPU", rate, f);
    requireFinite(p.mfu, "MFU", rate, f);
    requireFinite(p.hfu, "HFU", rate, f);
    requireFinite(p.timeToTrainS, "time to train", "training.tokens and tokens/s", f);
    requireFinite(p.gpuHours, "GPU-hours", "time to train and GPUs", f);
}

/// The same for memory, storage and reliability (RunCost.cpp checks the run's figures).
void requireFiniteFigures(TrainingReport& r)
{
    auto& f = r.findings;
    requireFinitePerformance(r.performance, f);
    MemoryReport& m = r.memory;
    const std::string shape = "the model shape, the layout and the GPU memory";
    for (const Figure& x :
         {Figure{&m.params, "parameters"}, Figure{&m.activeParams, "active parameters"},
          Figure{&m.perGpu.weights, "weights per GPU"},
          Figure{&m.perGpu.gradients, "gradients per GPU"},
          Figure{&m.perGpu.optimizer, "optimizer states per GPU"},
          Figure{&m.perGpu.activations, "activations per GPU"},
          Figure{&m.perGpu.other, "other memory per GPU"},
          Figure{&m.headroomBytes, "memory headroom"},
          Figure{&m.hostBytesPerNode, "host memory per server"}})
        requireFinite(*x.value, x.name, shape, f);
    TrainingStorageReport& s = r.storage;
    const std::string io = "checkpoint size, tokens/s and the storage path's bandwidth";
    for (const Figure& x : {Figure{&s.checkpointBytes, "checkpoint size"},
                            Figure{&s.checkpointWriteS, "checkpoint write time"},
                            Figure{&s.checkpointRestoreS, "checkpoint restore time"},
                            Figure{&s.dataReadBpsNeeded, "data read rate needed"},
                            Figure{&s.dataReadBpsAvailable, "data read rate available"}})
        requireFinite(*x.value, x.name, io, f);
    ReliabilityReport& y = r.reliability;
    const std::string mtbf = "GPUs, servers, checkpoint write time and restart time";
    for (const Figure& x :
         {Figure{&y.jobMtbfS, "job MTBF"}, Figure{&y.checkpointIntervalS, "checkpoint interval"},
          Figure{&y.goodput, "goodput"}})
        requireFinite(*x.value, x.name, mtbf, f);
}

} // namespace

TrainingReport analyzeTraining(const Workload& w, const Design& d, const Catalog& catalog,
                               const Report& infra)
{
    TrainingReport r;
    r.workloadName = w.name;
    const ComputeHardware hw = computeHardware(infra, d, catalog, w.training.precision, r.findings);
    int gpus = w.run.gpus ? *w.run.gpus : hw.groupGpus;
    bool gpusOk = hw.valid;
    if (w.run.gpus && hw.groupGpus > 0 && *w.run.gpus > hw.groupGpus) {
        r.findings.push_back({Severity::Error,
                              "TRAINING_GPUS_EXCEED_GROUP",
                              "The workload asks for " + withThousands(*w.run.gpus) +
                                  " GPUs, but the largest server group has " +
                                  withThousands(hw.groupGpus) + ".",
                              {},
                              "Lower run.gpus or add servers to the group."});
        gpusOk = false;
    }
    if (hw.valid && gpus > hw.domainGpus && hw.interNodeBusBytesPerS <= 0) {
        r.findings.push_back({Severity::Error,
                              "TRAINING_NO_NETWORK",
                              "The job spans " + withThousands(gpus) + " GPUs, more than one " +
                                  std::to_string(hw.domainGpus) +
                                  "-GPU server, but the servers are not networked.",
                              {},
                              "Connect the servers to a fabric, or set run.gpus to " +
                                  std::to_string(hw.domainGpus) + "."});
        gpusOk = false;
    }
    const ParallelLayout layout = resolveLayout(w, gpus, r.findings);
    MemoryHardware mh;
    mh.gpuMemoryBytes = hw.memoryBytes;
    mh.hostRamBytesPerNode = hw.hostRamBytesPerNode;
    mh.gpusPerNode = hw.gpusPerServer;
    r.memory = analyzeMemory(w, layout, mh);
    if (!r.memory.fits && hw.valid && layout.valid)
        r.memory.advice = fitAdvice(w, layout, mh, &hw); // ranked by time to train
    explainMemory(r.memory, r.explanations);
    if (!r.memory.fits && r.memory.capacityBytes > 0) {
        std::string advice;
        for (const auto& a : r.memory.advice)
            if (a.fits) {
                advice = a.change + " (" + gibibytes(a.perGpuBytes) + " per GPU)";
                break;
            }
        r.findings.push_back({Severity::Error,
                              "TRAINING_DOES_NOT_FIT",
                              "The job needs " + gibibytes(r.memory.perGpu.total()) +
                                  " per GPU, but a GPU has " + gibibytes(r.memory.capacityBytes) +
                                  ".",
                              {},
                              advice.empty() ? "Use more GPUs or a higher ZeRO stage."
                                             : "Would fit with " + advice + "."});
    }
    r.valid = layout.valid && gpusOk;
    if (!r.valid) {
        requireFiniteFigures(r);
        return r;
    }

    const StepModel model = makeStepModel(w, hw);
    const LayoutChoice choice = layoutChoice(w, layout);
    r.performance = estimatePerformance(model, choice, w.training.tokens, &r.explanations);
    // Always estimate: a job that does not fit keeps its step time, marked not runnable.
    r.performance.runnable = r.memory.fits || r.memory.capacityBytes <= 0;
    if (w.training.tokens <= 0)
        r.findings.push_back({Severity::Info,
                              "TRAINING_NO_TOKENS",
                              "The workload gives no token count, so time to train, energy and "
                              "cost of the run are 0.",
                              {},
                              "Set training.tokens."});
    r.findings.push_back({Severity::Info,
                          "TRAINING_BOTTLENECK",
                          "Step " + siUnits(r.performance.stepTimeS, "s") + ", MFU " +
                              percent(r.performance.mfu) + "; limited by " +
                              r.performance.bottleneck + ".",
                          {},
                          ""});

    const StoragePath path = storagePath(d, catalog, infra, hw, gpus);
    r.storage = analyzeTrainingStorage(w, path, model.params, model.trainableFraction,
                                       r.performance.tokensPerS, r.findings, r.explanations);
    const double servers = std::ceil(static_cast<double>(gpus) / std::max(hw.gpusPerServer, 1));
    const double restartS = w.run.restartMinutes * 60 + r.storage.checkpointRestoreS;
    r.reliability = analyzeReliability(gpus, servers, r.storage.checkpointWriteS, restartS,
                                       r.findings, r.explanations);

    RunInputs run;
    run.jobGpus = gpus;
    run.generation = hw.generation;
    run.catalogUsdPerGpuHour = hw.rentUsdPerGpuHour;
    run.catalogPriceSource = hw.rentSource;
    run.wallTimeS = r.reliability.goodput > 0 ? r.performance.timeToTrainS / r.reliability.goodput
                                              : r.performance.timeToTrainS;
    r.run = analyzeRun(run, w.run, infra, d.facility, r.findings, r.explanations);
    requireFiniteFigures(r);
    return r;
}

} // namespace cc::model
