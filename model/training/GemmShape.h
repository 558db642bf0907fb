#pragma once
// GEMM time by shape: wave and tile quantisation on the GPU's streaming multiprocessors (or
// compute units) and the roofline of the GEMM's own memory traffic, under the large-GEMM ceiling
// of Efficiency.cpp (MAMF × sustained clock). Inline and allocation-free: stepBreakdown() calls
// it for every GEMM of a layer, millions of times per search.
//
// Sources:
// - Tile and wave quantisation: NVIDIA, "Matrix Multiplication Background User's Guide"
//   (docs.nvidia.com/deeplearning/performance/dl-performance-matrix-multiplication, 2023),
//   §"Tile Quantization" and §"Wave Quantization": the output is computed in thread-block tiles,
//   tiles run in waves of one tile per SM, and a partial last tile or wave costs a whole one.
//   The guide lists the cuBLAS tile sizes (256×128, 128×256, 128×128 being the most efficient)
//   and says the library picks one per shape by heuristics: the better of 128×128 and the
//   256-long tile along the output's longer side is taken (assumption: equal intrinsic
//   efficiency; stream-K on Hopper is not modelled).
// - Memory-bound GEMMs: the same guide, §"Math And Memory Bounds": time ≥ bytes of A, B and C
//   over the memory bandwidth (arithmetic intensity below the ops:byte ratio).
// - The ceiling: MAMF is measured at the best shape found by mamf-finder.py, so a shape with
//   whole tiles and whole waves runs at the table's rate.
#include "model/training/GemmRates.h"

#include <string>
#include <string_view>

namespace cc::model {

constexpr double kGemmTile = 128; ///< thread-block tile edge, M and N (see above)

/// ceil() for the non-negative values below 2^53 used here, without a libm call.
inline double ceilPositive(double x)
{
    const double t = static_cast<double>(static_cast<long long>(x));
    return t < x ? t + 1 : t;
}

/// Output area (elements) the tile grid of tm × tn tiles computes for an m × n output, in
/// whole waves of one tile per SM. Tile counts are whole numbers, so tiles · (1/sms) is exact
/// to well below 1e-9 and the ceil is taken just under it.
inline double launchedArea(const GemmRates& r, double m, double n, double groups, double tm,
                           double tn)
{
    const double tiles = ceilPositive(m * (1 / tm)) * ceilPositive(n * (1 / tn)) * groups;
    const double waves = ceilPositive(tiles * r.invSms - 1e-9);
    return waves * r.sms * tm * tn;
}

/// The launched area of the better of the 128×128 tile and the 256×128 tile laid along the
/// output's longer side (cuBLAS picks per shape); m·n·groups when the SM count is unknown.
inline double gemmLaunchedArea(const GemmRates& r, double m, double n, double groups = 1)
{
    if (r.sms <= 0)
        return m * n * groups;
    const double a = launchedArea(r, m, n, groups, kGemmTile, kGemmTile);
    // From four waves of 128×128 tiles on, the last partial wave costs at most a quarter and the
    // larger tile (half the tiles, coarser waves) rarely wastes less: it is not tried then
    // (an approximation that keeps the parallelism search fast).
    if (a >= 4 * r.sms * kGemmTile * kGemmTile)
        return a;
    const double b = m >= n ? launchedArea(r, m, n, groups, 2 * kGemmTile, kGemmTile)
                            : launchedArea(r, m, n, groups, kGemmTile, 2 * kGemmTile);
    return a < b ? a : b;
}

/// Fraction of the tile grid's work that is useful (partial tiles, the partial last wave).
inline double gemmQuantisation(double sms, double m, double n, double groups = 1)
{
    if (sms <= 0 || m <= 0 || n <= 0)
        return 1;
    const GemmRates r = makeGemmRates(1, 1, sms, 2);
    return m * n * groups / gemmLaunchedArea(r, m, n, groups);
}

/// Seconds of `groups` GEMMs of M×K by K×N (a grouped GEMM shares one tile grid): the launched
/// tiles at the large-GEMM rate, or the operands' HBM traffic if that takes longer.
inline double gemmSeconds(const GemmRates& r, double m, double n, double k, double groups = 1)
{
    if (m <= 0 || n <= 0 || k <= 0)
        return 0;
    const double compute = 2 * k * gemmLaunchedArea(r, m, n, groups) * r.invFlops;
    const double memory = ((m * k + k * n) * r.elementBytes + m * n * 2) * groups * r.invBytes;
    return compute > memory ? compute : memory;
}

/// Forward, input-gradient and weight-gradient GEMM seconds of one linear layer.
struct LinearSeconds {
    double total = 0; ///< forward × passes + input gradient + weight gradient
    double fwd = 0;   ///< one forward
};

/// One linear layer with `tokens` rows, `in` inputs and `out` outputs; `passes` forwards (1, or
/// 2 with full recompute), `wgrad` false for frozen weights.
inline LinearSeconds linearSeconds(const GemmRates& r, double tokens, double in, double out,
                                   double passes, bool wgrad, double groups = 1)
{
    LinearSeconds s;
    s.fwd = gemmSeconds(r, tokens, out, in, groups);
    const double dgrad = gemmSeconds(r, tokens, in, out, groups);
    const double wg = wgrad ? gemmSeconds(r, out, in, tokens, groups) : 0;
    s.total = s.fwd * passes + dgrad + wg;
    return s;
}

/// Streaming multiprocessors (NVIDIA) or compute units (AMD) of an accelerator, by catalog
/// name; 0 when unknown (Gaudi, TPU: no SM-style wave model). `source` says where from.
int acceleratorSms(std::string_view name, std::string_view generation,
                   std::string_view* source = nullptr);

} // namespace cc::model
