#pragma once
// "What would make it fit" (issue 10 part A): single changes and combined changes (ZeRO-3 +
// TP 8 + optimizer offload; EP 8 + PP 4 for MoE) that reduce the memory per GPU, each with the
// memory it reaches, whether that fits, and — when the hardware is known — the time to train it
// gives, so the fitting ones rank fastest first. Settings with no effect are said so.
#include "model/training/Memory.h"

#include <vector>

namespace cc::model {

struct ComputeHardware;

/// The advice for `w` on layout `l`. Without `hw` (memory only) the order is: fitting first,
/// then by memory per GPU; with `hw` fitting advice is ranked by time to train.
std::vector<FitAdvice> fitAdvice(const Workload& w, const ResolvedLayout& l,
                                 const MemoryHardware& mem, const ComputeHardware* hw = nullptr);

} // namespace cc::model
