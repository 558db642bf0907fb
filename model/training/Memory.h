#pragma once
// Memory per GPU of a training job (Rajbhandari et al., ZeRO, SC20, arXiv:1910.02054; activations:
// Korthikanti et al., "Reducing Activation Recomputation in Large Transformer Models",
// arXiv:2205.05198, 2022).
#include "model/training/Layout.h"
#include "model/training/TrainingReport.h"

namespace cc::model {

/// Total and active (per-token) parameters of a model shape.
double parameterCount(const ModelShape& m);
double activeParameterCount(const ModelShape& m);

/// What the memory model needs to know about the hardware.
struct MemoryHardware {
    double gpuMemoryBytes = 0; ///< capacity of one GPU
    double hostRamBytesPerNode = 0;
    int gpusPerNode = 1;
};

/// Per-GPU memory of every pipeline stage, whether it fits, the largest micro-batch that fits,
/// host RAM for offload, and advice naming what would make it fit with the memory each reaches.
MemoryReport analyzeMemory(const Workload& w, const ResolvedLayout& l, const MemoryHardware& hw);

/// The per-GPU total of the fullest stage only: the fast path the parallelism search uses.
double peakBytesPerGpu(const Workload& w, const ResolvedLayout& l);

} // namespace cc::model
