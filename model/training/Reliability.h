#pragma once
// Job MTBF, the Young/Daly checkpoint interval and goodput: Young, "A first order approximation
// to the optimum checkpoint interval", CACM 17(9), 1974; Daly, "A higher order estimate of the
// optimum checkpoint interval for restart dumps", Future Generation Computer Systems 22(3), 2006.
#include "model/analysis/Report.h"
#include "model/training/TrainingReport.h"

#include <string_view>
#include <vector>

namespace cc::model {

// Meta, "The Llama 3 Herd of Models" (2024) §3.3.4 and Table 5: 419 unexpected interruptions in
// 54 days of pre-training on 16,384 H100 GPUs (2,048 servers); 58.7 % GPU-related (faulty GPU,
// HBM3, SRAM, system processor, silent data corruption, thermal).
constexpr double kLlama3Interruptions = 419;
constexpr double kLlama3Days = 54;
constexpr double kLlama3Gpus = 16384;
constexpr double kLlama3Servers = 2048;
constexpr double kLlama3GpuShare = 0.587;
/// Per-GPU MTBF from GPU-related interruptions: 16,384 × 54 × 24 h / (0.587 × 419) ≈ 86,300 h.
constexpr double kGpuMtbfHours =
    kLlama3Gpus * kLlama3Days * 24 / (kLlama3GpuShare * kLlama3Interruptions);
/// Per-server MTBF from the other 41.3 % (host, NIC, network, software), attributed to servers
/// (named assumption): 2,048 × 54 × 24 h / (0.413 × 419) ≈ 15,300 h.
constexpr double kServerMtbfHours =
    kLlama3Servers * kLlama3Days * 24 / ((1 - kLlama3GpuShare) * kLlama3Interruptions);
constexpr std::string_view kFailureSource =
    "Llama 3 paper §3.3.4, Table 5: 419 unexpected interruptions in 54 days on 16,384 H100, "
    "58.7 % GPU-related; the rest attributed per server (assumption)";

/// Job MTBF = 1 / Σ(count / component MTBF).
double jobMtbfSeconds(double gpus, double servers);

/// Young/Daly: τ ≈ √(2·δ·M) − δ (δ checkpoint cost, M MTBF); M when δ ≥ M/2.
double youngDalyIntervalSeconds(double checkpointS, double mtbfS);

/// Useful time / wall time with blocking checkpoints every τ, half an interval of work lost per
/// failure and a restart (plus restore) after each: (1 − (τ/2 + R)/M) / (1 + δ/τ).
double goodput(double intervalS, double checkpointS, double restartS, double mtbfS);

ReliabilityReport analyzeReliability(double gpus, double servers, double checkpointWriteS,
                                     double restartS, std::vector<Finding>& findings,
                                     std::vector<Explanation>& explanations);

} // namespace cc::model
