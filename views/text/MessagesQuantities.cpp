// Names of the quantities model/ explains (Explanation::quantity, the JSON key of the figure), as
// the "How the numbers are computed" table, the proposal's engineering appendix and
// `analyze --explain` show them. The template code is "Q:" + the key (model::quantityLabel).
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Network (model/analysis/Network.cpp)
    QT_TRANSLATE_NOOP3("Message", "Bisection bandwidth", "Q:bisectionBandwidth"),
    QT_TRANSLATE_NOOP3("Message", "All-reduce bus bandwidth", "Q:allreduceBusBandwidth"),
    QT_TRANSLATE_NOOP3("Message", "Oversubscription", "Q:oversubscription"),
    // Power and cooling (model/analysis/Power.cpp, Cooling.cpp)
    QT_TRANSLATE_NOOP3("Message", "IT power", "Q:itPower"),
    QT_TRANSLATE_NOOP3("Message", "Facility power", "Q:facilityPower"),
    QT_TRANSLATE_NOOP3("Message", "Server power", "Q:serverPower"),
    QT_TRANSLATE_NOOP3("Message", "Rack power", "Q:rackPower"),
    QT_TRANSLATE_NOOP3("Message", "Rack cooling", "Q:rackCooling"),
    QT_TRANSLATE_NOOP3("Message", "Heat load", "Q:heatBtuPerH"),
    QT_TRANSLATE_NOOP3("Message", "Airflow", "Q:airflowCfm"),
    QT_TRANSLATE_NOOP3("Message", "CDUs needed", "Q:cdusNeeded"),
    // Cost (model/analysis/Cost.cpp, Tco.cpp)
    QT_TRANSLATE_NOOP3("Message", "Capex", "Q:capexUsd"),
    QT_TRANSLATE_NOOP3("Message", "Total cost of ownership (buy)", "Q:tco.buyUsd"),
    QT_TRANSLATE_NOOP3("Message", "Total cost of renting", "Q:tco.rentUsd"),
    QT_TRANSLATE_NOOP3("Message", "Buy-versus-rent break-even", "Q:tco.breakEvenYears"),
    // Host balance (model/analysis/HostChecks.cpp)
    QT_TRANSLATE_NOOP3("Message", "CPU cores per GPU", "Q:cpuCoresPerGpu"),
    QT_TRANSLATE_NOOP3("Message", "Host RAM to GPU memory", "Q:ramToGpuMemory"),
    QT_TRANSLATE_NOOP3("Message", "NICs per GPU", "Q:nicsPerGpu"),
    QT_TRANSLATE_NOOP3("Message", "Storage read bandwidth per GPU", "Q:storageReadBytesPerSPerGpu"),
    // Memory (model/training/TrainingAnalysis.cpp)
    QT_TRANSLATE_NOOP3("Message", "Parameters", "Q:memory.params"),
    QT_TRANSLATE_NOOP3("Message", "Active parameters per token", "Q:memory.activeParams"),
    QT_TRANSLATE_NOOP3("Message", "Weights per GPU", "Q:memory.perGpuBytes.weights"),
    QT_TRANSLATE_NOOP3("Message", "Gradients per GPU", "Q:memory.perGpuBytes.gradients"),
    QT_TRANSLATE_NOOP3("Message", "Optimizer states per GPU", "Q:memory.perGpuBytes.optimizer"),
    QT_TRANSLATE_NOOP3("Message", "Activations per GPU", "Q:memory.perGpuBytes.activations"),
    QT_TRANSLATE_NOOP3("Message", "Other GPU memory", "Q:memory.perGpuBytes.other"),
    QT_TRANSLATE_NOOP3("Message", "Fits in GPU memory", "Q:memory.fits"),
    QT_TRANSLATE_NOOP3("Message", "Largest micro-batch that fits", "Q:memory.maxMicroBatch"),
    QT_TRANSLATE_NOOP3("Message", "Host memory per server", "Q:memory.hostBytesPerNode"),
    // Step time (model/training/Performance.cpp, StepExplain.cpp)
    QT_TRANSLATE_NOOP3("Message", "Step time", "Q:performance.stepTimeS"),
    QT_TRANSLATE_NOOP3("Message", "Step: compute", "Q:performance.breakdownS.compute"),
    QT_TRANSLATE_NOOP3("Message", "Step: attention", "Q:performance.breakdownS.attention"),
    QT_TRANSLATE_NOOP3("Message", "Step: tensor-parallel communication",
                       "Q:performance.breakdownS.tpComm"),
    QT_TRANSLATE_NOOP3("Message", "Step: pipeline bubble", "Q:performance.breakdownS.ppBubble"),
    QT_TRANSLATE_NOOP3("Message", "Step: exposed data-parallel communication",
                       "Q:performance.breakdownS.dpCommExposed"),
    QT_TRANSLATE_NOOP3("Message", "Step: expert all-to-all", "Q:performance.breakdownS.epComm"),
    QT_TRANSLATE_NOOP3("Message", "Step: context-parallel communication",
                       "Q:performance.breakdownS.cpComm"),
    QT_TRANSLATE_NOOP3("Message", "Step: exposed context-parallel exchange",
                       "Q:performance.breakdownS.cpExposed"),
    QT_TRANSLATE_NOOP3("Message", "Step: FSDP/ZeRO-3 communication",
                       "Q:performance.breakdownS.fsdpComm"),
    QT_TRANSLATE_NOOP3("Message", "Step: MoE token dispatch",
                       "Q:performance.breakdownS.moeDispatch"),
    QT_TRANSLATE_NOOP3("Message", "Step: FP8 overhead", "Q:performance.breakdownS.fp8Overhead"),
    QT_TRANSLATE_NOOP3("Message", "Step: optimizer", "Q:performance.breakdownS.optimizer"),
    QT_TRANSLATE_NOOP3("Message", "Overlap contention", "Q:performance.overlapContention"),
    QT_TRANSLATE_NOOP3("Message", "MoE load imbalance", "Q:performance.moeImbalance"),
    QT_TRANSLATE_NOOP3("Message", "MoE token dispatcher", "Q:performance.moeDispatcher"),
    QT_TRANSLATE_NOOP3("Message", "Expert tensor-parallel communication",
                       "Q:performance.expertTpComm"),
    QT_TRANSLATE_NOOP3("Message", "Share of the group on the scale-up mesh",
                       "Q:performance.meshGroupShare"),
    QT_TRANSLATE_NOOP3("Message", "Activation offload", "Q:performance.activationOffload"),
    QT_TRANSLATE_NOOP3("Message", "Recomputed GEMM share", "Q:performance.recomputeGemmShare"),
    QT_TRANSLATE_NOOP3("Message", "LoRA adapters", "Q:performance.loraAdapters"),
    QT_TRANSLATE_NOOP3("Message", "Bottleneck", "Q:performance.bottleneck"),
    QT_TRANSLATE_NOOP3("Message", "Throughput", "Q:performance.tokensPerS"),
    QT_TRANSLATE_NOOP3("Message", "Model TFLOPS per GPU", "Q:performance.modelTflopsPerGpu"),
    QT_TRANSLATE_NOOP3("Message", "Hardware TFLOPS per GPU", "Q:performance.hardwareTflopsPerGpu"),
    QT_TRANSLATE_NOOP3("Message", "MFU (model FLOPs utilisation)", "Q:performance.mfu"),
    QT_TRANSLATE_NOOP3("Message", "HFU (hardware FLOPs utilisation)", "Q:performance.hfu"),
    QT_TRANSLATE_NOOP3("Message", "Time to train", "Q:performance.timeToTrainS"),
    QT_TRANSLATE_NOOP3("Message", "GPU-hours", "Q:performance.gpuHours"),
    // Storage (model/training/TrainingStorage.cpp)
    QT_TRANSLATE_NOOP3("Message", "Checkpoint size", "Q:storage.checkpointBytes"),
    QT_TRANSLATE_NOOP3("Message", "Checkpoint write time", "Q:storage.checkpointWriteS"),
    QT_TRANSLATE_NOOP3("Message", "Checkpoint restore time", "Q:storage.checkpointRestoreS"),
    QT_TRANSLATE_NOOP3("Message", "Training-data read needed", "Q:storage.dataReadBpsNeeded"),
    QT_TRANSLATE_NOOP3("Message", "Training-data read available", "Q:storage.dataReadBpsAvailable"),
    // Reliability (model/training/Reliability.cpp)
    QT_TRANSLATE_NOOP3("Message", "Job mean time between failures", "Q:reliability.jobMtbfS"),
    QT_TRANSLATE_NOOP3("Message", "Checkpoint interval", "Q:reliability.checkpointIntervalS"),
    QT_TRANSLATE_NOOP3("Message", "Goodput", "Q:reliability.goodput"),
    // Run cost (model/training/RunCost.cpp)
    QT_TRANSLATE_NOOP3("Message", "Energy of the run", "Q:run.energyKwh"),
    QT_TRANSLATE_NOOP3("Message", "CO₂ of the run", "Q:run.co2Kg"),
    QT_TRANSLATE_NOOP3("Message", "Run cost (owned cluster)", "Q:run.costBuyUsd"),
    QT_TRANSLATE_NOOP3("Message", "Run cost (rented)", "Q:run.costRentUsd"),
    QT_TRANSLATE_NOOP3("Message", "Buy-versus-rent break-even utilisation",
                       "Q:run.breakEvenUtilisation"),
};
} // namespace

std::span<const MessageTemplate> quantityTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
