#pragma once
// The per-layer part of the step model: what one transformer layer (dense and MoE) and the output
// layer cost on one GPU. It depends on a few fields of the layout only, so the parallelism search
// computes it once and reuses it for every pipeline depth, data-parallel size, micro-batch count,
// interleave and ZeRO stage (StepBreakdown.cpp; the search: Search.cpp).
#include "model/training/StepTime.h"

namespace cc::model {

/// Per-layer times of one layer kind.
struct LayerTimes {
    double compute = 0, tp = 0, ep = 0, cp = 0, dispatch = 0, fp8 = 0;
    double fwdCompute = 0; ///< forward part of compute (FSDP prefetch window)
};

/// The per-layer terms of one layout: a dense layer, an MoE layer, the output layer.
struct StepLayerTerms {
    LayerTimes dense;
    LayerTimes moe;
    double logits = 0;
};

/// True when `a` and `b` have the same layer terms on any model: they agree on every field
/// stepLayerTerms() reads (tp, cp, ep, expertTp, micro-batch, recompute). Whoever makes a layer
/// term depend on another field adds it here (tst_search checks the reuse against the full path).
inline bool sameLayerTerms(const ResolvedLayout& a, const ResolvedLayout& b)
{
    return a.layout.tp == b.layout.tp && a.layout.cp == b.layout.cp && a.layout.ep == b.layout.ep &&
           a.layout.expertTp == b.layout.expertTp && a.layout.microBatch == b.layout.microBatch &&
           a.layout.recompute == b.layout.recompute;
}

StepLayerTerms stepLayerTerms(const StepModel& m, const ResolvedLayout& c);

/// stepBreakdown(m, c) with its layer terms given: `t` is stepLayerTerms(m, c') for a c' with
/// sameLayerTerms(c, c'). Equal to stepBreakdown(m, c), bit for bit.
StepBreakdown stepBreakdown(const StepModel& m, const ResolvedLayout& c, const StepLayerTerms& t);

} // namespace cc::model
