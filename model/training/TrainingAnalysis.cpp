// Composes the training-job analysis: layout and memory (Layout.cpp, Memory*.cpp), step time
// (StepTime.cpp), storage, reliability and the cost of the run.
#include "model/training/TrainingAnalysis.h"

#include "model/analysis/FiniteCheck.h"
#include "model/training/AccuracyNotes.h"
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
    auto add = [&](const char* q, Message f, const char* src) {
        out.push_back({q, std::move(f), Message::of(src)});
    };
    add("memory.params", Message::of("EXPL_PARAMS"), "SRC_PARAMS");
    add("memory.activeParams", Message::of("EXPL_ACTIVE_PARAMS"), "SRC_PARAMS_MOE");
    add("memory.perGpuBytes.weights", Message::of("EXPL_MEM_WEIGHTS"), "SRC_ZERO");
    add("memory.perGpuBytes.gradients", Message::of("EXPL_MEM_GRADIENTS"), "SRC_ZERO");
    add("memory.perGpuBytes.optimizer", Message::of("EXPL_MEM_OPTIMIZER"), "SRC_ZERO_OPTIMIZER");
    add("memory.perGpuBytes.activations", Message::of("EXPL_MEM_ACTIVATIONS"), "SRC_ACTIVATIONS");
    std::vector<Message> names;
    for (const auto& o : m.overheads)
        names.push_back(Message{"EXPL_MEM_OVERHEAD", {arg::term(o.name), arg::si(o.bytes, "B")}});
    add("memory.perGpuBytes.other",
        names.empty() ? Message::of("EXPL_MEM_OTHER") : Message{"NAME", {arg::list(names)}},
        "SRC_MEM_OVERHEADS");
    add("memory.fits", Message::of("EXPL_MEM_FITS"), "SRC_DEFINITION");
    add("memory.maxMicroBatch", Message::of("EXPL_MAX_MICRO_BATCH"), "SRC_DEFINITION");
    add("memory.hostBytesPerNode", Message::of("EXPL_HOST_BYTES"), "SRC_ZERO_OFFLOAD");
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
    std::vector<Finding> findings;
    const ComputeHardware hw = computeHardware(infra, d, catalog, w.training.precision, findings);
    return analyzeTraining(w, d, catalog, infra, hw, findings);
}

TrainingReport analyzeTraining(const Workload& w, const Design& d, const Catalog& catalog,
                               const Report& infra, const ComputeHardware& hw,
                               const std::vector<Finding>& hwFindings)
{
    TrainingReport r;
    r.workloadName = w.name;
    r.findings = hwFindings;
    int gpus = w.run.gpus ? *w.run.gpus : hw.groupGpus;
    bool gpusOk = hw.valid;
    if (w.run.gpus && hw.groupGpus > 0 && *w.run.gpus > hw.groupGpus) {
        r.findings.push_back({Severity::Error,
                              "TRAINING_GPUS_EXCEED_GROUP",
                              Message{"TRAINING_GPUS_EXCEED_GROUP",
                                      {arg::count(*w.run.gpus), arg::count(hw.groupGpus)}},
                              {},
                              Message::of("TRAINING_GPUS_EXCEED_GROUP_FIX")});
        gpusOk = false;
    }
    if (hw.valid && gpus > hw.domainGpus && hw.interNodeBusBytesPerS <= 0) {
        r.findings.push_back(
            {Severity::Error,
             "TRAINING_NO_NETWORK",
             Message{"TRAINING_NO_NETWORK", {arg::count(gpus), arg::count(hw.domainGpus)}},
             {},
             Message{"TRAINING_NO_NETWORK_FIX", {arg::count(hw.domainGpus)}}});
        gpusOk = false;
    }
    const ResolvedLayout layout = resolveLayout(w, gpus, r.findings);
    MemoryHardware mh;
    mh.gpuMemoryBytes = hw.memoryBytes;
    mh.hostRamBytesPerNode = hw.hostRamBytesPerNode;
    mh.gpusPerNode = hw.gpusPerServer;
    r.memory = analyzeMemory(w, layout, mh);
    if (!r.memory.fits && hw.valid && layout.valid)
        r.memory.advice = fitAdvice(w, layout, mh, &hw); // ranked by time to train
    explainMemory(r.memory, r.explanations);
    if (!r.memory.fits && r.memory.capacityBytes > 0) {
        // The advice's change is notation ("TP 8, ZeRO-3"), shown as it is.
        Message advice = Message::of("TRAINING_DOES_NOT_FIT_FIX");
        for (const auto& a : r.memory.advice)
            if (a.fits) {
                advice = Message{"TRAINING_DOES_NOT_FIT_FIX_ADVICE",
                                 {arg::msg(a.change), arg::bytes(a.perGpuBytes)}};
                break;
            }
        r.findings.push_back(
            {Severity::Error,
             "TRAINING_DOES_NOT_FIT",
             Message{"TRAINING_DOES_NOT_FIT",
                     {arg::bytes(r.memory.perGpu.total()), arg::bytes(r.memory.capacityBytes)}},
             {},
             std::move(advice)});
    }
    r.valid = layout.valid && gpusOk;
    if (!r.valid) {
        requireFiniteFigures(r);
        return r;
    }

    const StepModel model = makeStepModel(w, hw);
    r.performance = estimatePerformance(model, layout, w.training.tokens, &r.explanations);
    // Always estimate: a job that does not fit keeps its step time, marked not runnable.
    r.performance.runnable = r.memory.fits || r.memory.capacityBytes <= 0;
    appendAccuracyNotes(model, layout, r.findings); // where published runs ran slower
    if (w.training.tokens <= 0)
        r.findings.push_back({Severity::Info,
                              "TRAINING_NO_TOKENS",
                              Message::of("TRAINING_NO_TOKENS"),
                              {},
                              Message::of("TRAINING_NO_TOKENS_FIX")});
    r.findings.push_back(
        {Severity::Info,
         "TRAINING_BOTTLENECK",
         Message{"TRAINING_BOTTLENECK",
                 {arg::si(r.performance.stepTimeS, "s"), arg::percent(r.performance.mfu, 0),
                  arg::msg(r.performance.bottleneck)}},
         {},
         {}});

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
