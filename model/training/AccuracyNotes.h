#pragma once
// Where the step-time estimate is known to be optimistic (issue 9): "when something cannot be
// modelled, say so in the output". Each note names the regime and what published runs in it
// measured against the model (catalogs/validation, Help ▸ Accuracy).
#include "model/analysis/Report.h"
#include "model/training/ParallelLayout.h"
#include "model/training/StepTime.h"

#include <vector>

namespace cc::model {

/// MoE expert GEMMs at or below this many token rows per micro-batch ...
constexpr double kMoeHostBoundRows = 512;
/// ... with at least this many experts on each GPU launch one kernel set per local expert and
/// synchronise with the host every MoE layer (Transformer Engine GroupedLinear runs one GEMM per
/// expert; the all-to-all dispatcher copies the per-expert token counts to the host). Published
/// runs there: Qwen3 30B at 256 rows with 16 local experts on 8 B200 ran 3.2x slower than the
/// model (Megatron Bridge 25.11); Qwen3 235B at 256 rows, 16 local experts, +54 % (26.04, B200);
/// DeepSeek-V3 at 128 rows, 32 local experts, +10 to +26 % (26.04, B200 and B300).
constexpr double kMoeHostBoundLocalExperts = 16;

/// Expert-parallel dispatch across scale-up domains: the dispatcher's per-layer setup (routing
/// maps exchanged, token layouts computed) is not in the step time. NVIDIA's Nsight profile of
/// Qwen3 30B-A3B on 16 H100 (HybridEP, EP 16, MBS 1, 64 micro-batches × 48 MoE layers; Megatron
/// Bridge skill nemo-mbridge-perf-moe-comm-overlap, 2026-07-25) measured 3.109 s of HybridEP
/// metadata preprocessing per step with EP overlap off: 3.109 / (64 × 48) = 1.012 ms per MoE layer
/// and micro-batch. Used only to size the note, not in the step time: full-iteration CUDA graphs
/// and sync-free routing in later recipes remove much of it.
constexpr double kDispatchSetupSecondsPerLayer = 3.109 / (64.0 * 48.0);

/// Appends a note for each regime of `c` on `m` where published runs ran slower than the model.
void appendAccuracyNotes(const StepModel& m, const ResolvedLayout& c,
                         std::vector<Finding>& findings);

} // namespace cc::model
