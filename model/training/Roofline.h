#pragma once
// Roofline of a job's accelerator (Williams, Waterman & Patterson, "Roofline: an insightful
// visual performance model for multicore architectures", CACM 52(4), 2009) with the job's main
// operations placed on it: attainable FLOP/s = min(peak FLOP/s, intensity × memory bytes/s).
#include "model/training/StepTime.h"

#include <string>
#include <vector>

namespace cc::model {

/// The roofs of one accelerator: datasheet peaks and what the step model achieves.
struct Roof {
    std::string gpuName;
    double peakFlops = 0;              ///< dense, at the job's precision (datasheet)
    double peakBf16Flops = 0;          ///< dense BF16 (attention and logits run in BF16)
    double hbmBytesPerS = 0;           ///< datasheet HBM bandwidth
    double gemmFlops = 0;              ///< achievable: peak × the generation's GEMM efficiency
    double achievableHbmBytesPerS = 0; ///< datasheet × kHbmEfficiency

    /// Arithmetic intensity (FLOP/byte) where the bandwidth roof meets the compute roof.
    double ridgeIntensity() const { return hbmBytesPerS > 0 ? peakFlops / hbmBytesPerS : 0; }
    /// The datasheet roof at `intensity` FLOP/byte.
    double attainable(double intensity) const;
    /// The achievable roof (GEMM efficiency, achievable HBM) at `intensity`.
    double achievable(double intensity) const;
};

Roof rooflineRoof(const ComputeHardware& hw);

/// The operations placed on the roofline.
enum class RooflineOpKind {
    QkvProjection, ///< GEMM: tokens × h → (h + 2·kvDim)/t
    OutProjection, ///< GEMM: tokens × h/t → h
    MlpUp,         ///< GEMM: tokens × h → f/t (2f/t gated)
    MlpDown,       ///< GEMM: tokens × f/t → h
    ExpertMlpUp,   ///< GEMM of one routed expert (MoE only)
    Attention,     ///< FlashAttention forward (causal)
    Normalisation, ///< LayerNorm/RMSNorm forward
    Activation,    ///< GeLU, or SwiGLU for gated MLPs
    Logits,        ///< GEMM: tokens × h → V/t
    OptimizerStep, ///< the optimizer's update over the local parameters
    LoraDown,      ///< GEMM: tokens × h → r, a LoRA adapter's down-projection (LoRA/QLoRA)
};

/// One operation of one micro-batch on one GPU (forward pass; the backward GEMMs have the same
/// shapes transposed, so the same intensity).
struct RooflineOp {
    RooflineOpKind kind = RooflineOpKind::QkvProjection;
    double m = 0, n = 0, k = 0; ///< GEMM shape (M×K by K×N); 0 for other operations
    double flops = 0;
    double bytes = 0;         ///< HBM bytes moved
    double ceilingFlops = 0;  ///< compute rate the step model gives this operation
    double attainedFlops = 0; ///< min(ceiling, intensity × achievable HBM bytes/s)

    double intensity() const { return bytes > 0 ? flops / bytes : 0; }
    bool isGemm() const { return m > 0; }
};

struct Roofline {
    Roof roof;
    std::vector<RooflineOp> ops;
};

/// A GEMM's FLOPs 2·M·N·K and its compulsory HBM traffic: both inputs read once, the output
/// written once (M·K + K·N) × inBytes + M·N × outBytes.
RooflineOp gemmOp(RooflineOpKind kind, double m, double n, double k, double inBytes,
                  double outBytes);

/// The roofline of `model`'s accelerator with the operations of `w` under layout `c`.
Roofline roofline(const Workload& w, const StepModel& model, const ResolvedLayout& c);

} // namespace cc::model
