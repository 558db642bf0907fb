#pragma once
// The rates a GEMM runs at on one GPU (the shape model is GemmShape.h, used by the step-time
// implementation only; this small header is what StepTime.h exposes).

namespace cc::model {

/// What a GEMM runs at on one GPU (the inverses keep gemmSeconds() free of divisions).
struct GemmRates {
    double flopsPerS = 0;    ///< large-GEMM rate (peak × MAMF × sustained)
    double bytesPerS = 0;    ///< achievable HBM bandwidth
    double sms = 0;          ///< SMs/CUs; 0: no quantisation (unknown device)
    double elementBytes = 2; ///< bytes per operand element (1 for FP8 inputs)
    double invFlops = 0, invBytes = 0, invSms = 0;
};

inline GemmRates makeGemmRates(double flopsPerS, double bytesPerS, double sms, double elementBytes)
{
    GemmRates r{flopsPerS, bytesPerS, sms, elementBytes};
    r.invFlops = flopsPerS > 0 ? 1 / flopsPerS : 0;
    r.invBytes = bytesPerS > 0 ? 1 / bytesPerS : 0;
    r.invSms = sms > 0 ? 1 / sms : 0;
    return r;
}

} // namespace cc::model
