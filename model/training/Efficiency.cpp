#include "model/training/Efficiency.h"
#include "model/training/AcceleratorMamf.h"

#include <algorithm>
#include <array>

namespace cc::model {

namespace {

// Maximum Achievable Matmul FLOPS (MAMF): the best large-GEMM throughput found by a shape search,
// as a fraction of the dense datasheet peak. "MAMF table" below is stas00/ml-engineering,
// compute/accelerator/README.md, "Maximum Achievable Matmul FLOPS comparison table" (BF16 and FP8
// tables, torch 2.5-2.9, mamf-finder.py).

// MAMF is a boost-clock burst; a GPU at its power limit runs slower. The Maximum Sustainable
// Matmul FLOPS (MSMF) of the same benchmark is the best matmul once the GPU is power-saturated at
// its TDP and the clock has settled: "the number that matches sustained training throughput".
// MSMF/MAMF measured in one session on one GPU (torch 2.13.0+cu130, mamf-finder.py --search auto;
// stas00/ml-engineering compute/accelerator/README.md, MAMF/MSMF table, commit 082816f of
// 2026-08-10): H200 BF16 708.5/841.9 = 0.842 (settled ~1465 MHz at ~693 W), FP8 1288.7/1491.9 =
// 0.864; B200 BF16 1456.3/1770.9 = 0.822 (~1339 MHz at ~994 W), FP8 2795.7/3435.2 = 0.814.
// The ratio (not the absolute MSMF) is applied to each part's own MAMF, so every part keeps the
// ceiling measured on it. It replaces one ratio for both precisions from an earlier run of the
// same benchmark (H200 702.9/828.0 = 0.849; B200 1455.7/1732.6 = 0.840).
constexpr double kMsmfHopperBf16 = 708.5 / 841.9;
constexpr double kMsmfHopperFp8 = 1288.7 / 1491.9;
constexpr double kMsmfBlackwellBf16 = 1456.3 / 1770.9;
constexpr double kMsmfBlackwellFp8 = 2795.7 / 3435.2;
constexpr std::string_view kMsmfHopper =
    "MSMF/MAMF on H200: BF16 708.5/841.9 = 0.842, FP8 1288.7/1491.9 = 0.864 (ml-engineering "
    "MAMF/MSMF table, torch 2.13, 2026-08)";
constexpr std::string_view kMsmfBlackwell =
    "MSMF/MAMF on B200: BF16 1456.3/1770.9 = 0.822, FP8 2795.7/3435.2 = 0.814 (ml-engineering "
    "MAMF/MSMF table, torch 2.13, 2026-08)";
constexpr std::string_view kMsmfAssumed =
    "assumption: no sustained-clock measurement for this generation; Hopper's BF16 0.842 used";
constexpr std::string_view kMsmfAmd =
    "MI300X reaches its 750 W cap within one BF16 kernel, so MAMF is already the sustained rate "
    "(ml-engineering benchmarks README, telemetry note)";

// FlashAttention forward+backward as a fraction of the dense BF16 peak, at 16K tokens, head dim
// 128, causal, from a benchmark's forward and backward TFLOP/s (backward counts 2.5 forwards).
constexpr double fwdBwdFraction(double fwdTflops, double bwdTflops, double peakTflops)
{
    return 3.5 / (1 / fwdTflops + 2.5 / bwdTflops) / peakTflops;
}
constexpr std::string_view kFa2 = "FlashAttention-2 (Dao 2023): 50-73 % of A100 peak; 0.60 taken";
/// FlashAttention-3 on H100, head dim 128, 16K (Shah et al. 2024, Fig. 5(c) and 6(b)): forward
/// 648, backward 561 TFLOP/s without causal mask (the paper gives no causal backward) =
/// 3.5/(1/648 + 2.5/561) = 583.6 of 989.4.
constexpr double kFa3Hopper = fwdBwdFraction(648, 561, 989.4);
constexpr std::string_view kFa3 =
    "FlashAttention-3 (Shah et al. 2024, Fig. 5c/6b): forward 648, backward 561 TFLOP/s at 16K, "
    "head dim 128 (no causal backward published) = 0.59 of H100 BF16 peak for forward+backward";
constexpr std::string_view kFaAssumed =
    "assumption: no published FlashAttention figure for this generation; 0.50 used";
/// Transformer Engine runs cuDNN fused attention on Hopper. cuDNN 9.19 on H200 (same GH100 SMs
/// and clocks as H100), causal, head dim 128, 16K: forward 673, backward 579 TFLOP/s
/// (cudnn-frontend benchmark/sdpa_benchmark_training/results/h200_919_only_cudnn/
/// llama3.1_20260227_034703.csv) = 603.0 of 989 = 0.610.
constexpr double kCudnnHopper = fwdBwdFraction(673, 579, 989);
constexpr std::string_view kFaHopperDefault =
    "cuDNN 9.19 fused attention on H200, causal, head dim 128, 16K: forward 673, backward 579 "
    "TFLOP/s (NVIDIA cudnn-frontend sdpa_benchmark_training results, 2026-02) = 0.61 of BF16 "
    "peak; Transformer Engine prefers cuDNN fused attention on Hopper (NVIDIA/NeMo#9188)";
/// cuDNN 9.22 on GB200, causal, head dim 128, 16K: forward 1708, backward 1328 TFLOP/s
/// (cudnn-frontend benchmark/sdpa_benchmark_training/results/llama3.1/gb200/
/// llama3.1_20260424_100750.csv) = 1418.5 of the GB200's 2500 = 0.567. The HGX B200 (same die)
/// has its own sweep (kCudnnHgxB200 below).
constexpr double kCudnnBlackwell = fwdBwdFraction(1708, 1328, 2500);
constexpr std::string_view kFaBlackwell =
    "cuDNN 9.22 fused attention on GB200, causal, head dim 128, 16K: forward 1708, backward 1328 "
    "TFLOP/s (NVIDIA cudnn-frontend sdpa_benchmark_training results, 2026-04) = 0.567 of BF16 "
    "peak";
/// Blackwell Ultra doubles the exponential (SFU) throughput that bounds the attention forward
/// pass on Blackwell. cuDNN 9.22 on GB300, same benchmark and date: forward 1915, backward 1507
/// TFLOP/s at 16K = 1605.1 of 2500 = 0.642 (results/llama3.1/gb300/llama3.1_20260424_100757.csv).
constexpr double kCudnnBlackwellUltra = fwdBwdFraction(1915, 1507, 2500);
constexpr std::string_view kFaBlackwellUltra =
    "cuDNN 9.22 fused attention on GB300, causal, head dim 128, 16K: forward 1915, backward 1507 "
    "TFLOP/s (NVIDIA cudnn-frontend sdpa_benchmark_training results, 2026-04) = 0.642 of BF16 "
    "peak; HGX B300 taken at the GB300's fraction (same die)";
/// The HGX B200's own sweep: cuDNN 9.13 on B200 (PyTorch 25.09 container), causal, head dim 128,
/// 16K: forward 1332.4, backward 1074.8 TFLOP/s = 1137.6 of 2250 = 0.506 (cudnn-frontend
/// benchmark/sdpa_benchmark_training/artifacts/sdpa_bf16_benchmark_results_NVIDIA_B200.csv,
/// v1.15, 2025-10; the 2025-06 sweep of cuDNN 9.10 gave 0.508). The part's own measurement is
/// used, as for its MAMF, although the GB200's of 2026 is newer software: every HGX B200 row of
/// the validation table was optimistic with the GB200's. Its shape is steeper: c = 12.2
/// (Efficiency.h).
constexpr double kCudnnHgxB200 = fwdBwdFraction(1332.4, 1074.8, 2250);
constexpr std::string_view kFaHgxB200 =
    "cuDNN 9.13 fused attention on HGX B200, causal, head dim 128, 16K: forward 1332, backward "
    "1075 TFLOP/s (NVIDIA cudnn-frontend sdpa_benchmark_training results, 2025-10) = 0.506 of "
    "BF16 peak; the newest published sweep of this part";
// AMD MI300X: flash-attn (Triton AMD backend) 328.6 TFLOPS at head dim 64, sequence 8192,
// batch 2 = 0.251 of 1307.4 (Azure AI-benchmarking-guide, Azure_Results/ND_MI300X_v5_results.md,
// 2024-25); normalised to head dim 128 by the FlashAttention-3 head-dim ratio 497/740
// (assumption: the same ratio on CDNA 3): 0.251 / 0.672 = 0.374.
constexpr std::string_view kFaCdna3 =
    "MI300X flash-attn 328.6 TFLOPS at head dim 64, 8K (Azure AI-benchmarking-guide ND MI300X "
    "v5 results) = 0.251 of peak, / 0.672 head-dim ratio (FA3, assumption on CDNA 3) = 0.374";
constexpr std::string_view kMsmfCdna4Assumed =
    "assumption: no sustained-clock measurement for CDNA 4; MAMF taken as sustained as on MI300X "
    "(its 750 W cap is reached within one kernel, ml-engineering benchmarks README)";
constexpr std::string_view kFaCdna4Assumed =
    "assumption: no published FlashAttention figure for CDNA 4; the MI300X figure (0.374, Azure "
    "AI-benchmarking-guide, head-dim normalised) is used";
/// FlashAttention-2 on H100 without Hopper-specific instructions: "up to 335 TFLOPs/s"
/// forward+backward at head dim 128 (Dao 2023, FlashAttention-2, arXiv 2307.08691, §4.1 and
/// the H100 figure); 335 / 989.4 = 0.339. Azure's ND H100 v5 measurement of flash-attn 2 at
/// sequence 8192 (327.9 TFLOPS, AI-benchmarking-guide) agrees.
constexpr double kFa2Hopper = 335.0 / 989.4;
constexpr std::string_view kFa2HopperSource =
    "FlashAttention-2 on H100: up to 335 TFLOPs/s fwd+bwd (Dao 2023, arXiv 2307.08691 §4.1) "
    "= 0.339 of BF16 peak; Azure ND H100 v5 flash-attn 2: 327.9 TFLOPS at 8K";

const std::array<ComputeEfficiency, 12> kTable{{
    {"ampere", 0.869, 0.0, kMsmfHopperBf16, 0.60,
     "A100 SXM MAMF BF16 271.2 of 312 TFLOPS; MAMF table", kMsmfAssumed, kFa2, true},
    {"hopper", 0.803, 0.709, kMsmfHopperBf16, kCudnnHopper,
     "H100 SXM MAMF BF16 794.5 of 989, FP8 1402.6 of 1979 TFLOPS; MAMF table", kMsmfHopper,
     kFaHopperDefault, true, kMsmfHopperFp8},
    {"blackwell", 0.776, 0.763, kMsmfBlackwellBf16, kCudnnBlackwell,
     "B200 SXM MAMF BF16 1745 of 2250, FP8 3432.5 of 4500 TFLOPS; MAMF table", kMsmfBlackwell,
     kFaBlackwell, true, kMsmfBlackwellFp8, kAttentionTileOverheadBlackwell},
    {"cdna3", 0.604, 0.0, 1.0, 0.374,
     "MI325X MAMF BF16 784.9 of 1300 TFLOPS (MI300X measured 51.4-60.1 %); MAMF table", kMsmfAmd,
     kFaCdna3, true},
    // CDNA 4: the MAMF table's MI355X BF16 1565 TFLOPS over the catalog's 2516.6 (the table
    // divides by 2300); no FP8 or FlashAttention measurement, so the BF16 fraction and the CDNA 3
    // attention figure stand in (named in the sources).
    {"cdna4", 1565.0 / 2516.6, 0.0, 1.0, 0.374,
     "MI355X MAMF BF16 1565 TFLOPS (MAMF table) of the catalog's 2516.6; FP8 not measured: the "
     "BF16 fraction is used",
     kMsmfCdna4Assumed, kFaCdna4Assumed, true},
    {"cdna2", 0.767, 0.0, 1.0, 0.50, "MI250X MAMF BF16 147.0 of 191.5 TFLOPS per GCD; MAMF table",
     kMsmfAmd, kFaAssumed, true},
    // FP8: the measured 826.5 TFLOPS over the catalog's 835 (the MAMF table divides by 865).
    {"gaudi2", 0.969, 826.5 / 835, 1.0, 0.50,
     "Gaudi 2 MAMF BF16 418.7 of 432, FP8 826.5 TFLOPS (MAMF table) of the catalog's 835",
     "assumption: no sustained-clock figure for Gaudi; 1.0", kFaAssumed, true},
    // The MAMF table divides by 1677 TFLOPS; the catalog's HL-325L peak is 1835 (Intel Gaudi 3
    // white paper, 2024), so the fraction of the catalog peak is the measured rate over 1835.
    {"gaudi3", 1243.0 / 1835, 1289.5 / 1835, 1.0, 0.50,
     "Gaudi 3 MAMF BF16 1243, FP8 1289.5 TFLOPS (MAMF table) of the HL-325L's 1835 TFLOPS",
     "assumption: no sustained-clock figure for Gaudi; 1.0", kFaAssumed, true},
    {"ada", 0.811, 0.0, kMsmfHopperBf16, 0.50,
     "assumption: no MAMF for Ada; the A100 PCIe value (252.9 of 312, 81.1 %) is used",
     kMsmfAssumed, kFaAssumed, false},
    {"orin", 0.70, 0.0, 1.0, 0.40, "assumption: no MAMF for Jetson Orin; 0.70 used",
     "assumption: 1.0", kFaAssumed, false},
    {"tpu-v5p", 0.70, 0.0, 1.0, 0.50, "assumption: no MAMF for TPU v5p; 0.70 used",
     "assumption: 1.0", kFaAssumed, false},
    {"", 0.70, 0.0, kMsmfHopperBf16, 0.50, "assumption: unknown generation; 0.70 used",
     kMsmfAssumed, kFaAssumed, false},
}};

// Per-accelerator MAMF (TFLOP/s, mean of 100 iterations at the best shape found by
// mamf-finder.py), MAMF table = stas00/ml-engineering compute/accelerator/README.md, "Maximum
// Achievable Matmul FLOPS comparison table", BF16 and FP8 (float8_e4m3fn) tables. More specific
// names first (GB200 before B200). Parts the table does not list (the GB300's B300: "GB300"
// matches no entry, "B300" is the HGX part) get their generation's figure.
//
// CDNA 3 FP8: the MAMF table has no AMD FP8 figure. AMD's own Max-Achievable FLOPs
// (hipBLASLt-bench, ROCm blog "Measuring Max-Achievable FLOPs - Part 2", 2025, Table 1) give BF16
// and FP8 on the same software: MI300X (750 W) 708 and 1273 TFLOPS, MI325X (1000 W) 843 and 1519.
// Their FP8/BF16 ratio (1.80 on both) is applied to the PyTorch BF16 MAMF above, so both precisions
// rest on the framework's own GEMM path; the BF16 fraction of the FP8 peak (2.0x BF16) overstated
// FP8 by 11 %.
constexpr double kMi300xFp8Tflops = 668.4 * 1273.0 / 708.0;
constexpr double kMi325xFp8Tflops = 784.9 * 1519.0 / 843.0;

const std::array<AcceleratorMamf, 14> kMamf{{
    {"GB200", 1822.0, 3615.6, "GB200 SXM MAMF BF16 1822.0, FP8 3615.6 TFLOPS; MAMF table"},
    {"B300 288GB (HGX", 1769.0, 3353.3, "B300 SXM MAMF BF16 1769.0, FP8 3353.3 TFLOPS; MAMF table"},
    {"B200 180GB (HGX", 1745.0, 3432.5, "B200 SXM MAMF BF16 1745.0, FP8 3432.5 TFLOPS; MAMF table"},
    {"H200", 794.5, 1453.4,
     "H200 SXM MAMF FP8 1453.4 TFLOPS; BF16 794.5 (the table: 'H200 is the same' as H100 SXM)"},
    {"H100 80GB SXM5", 794.5, 1402.6, "H100 SXM MAMF BF16 794.5, FP8 1402.6 TFLOPS; MAMF table"},
    {"H800", 794.5, 1402.6,
     "assumption: the H800 SXM5 has the H100 SXM5's compute; H100 SXM MAMF used (MAMF table)"},
    {"A100 40GB SXM4", 271.2, 0, "A100 SXM MAMF BF16 271.2 TFLOPS; MAMF table"},
    {"A100 80GB SXM4", 271.2, 0, "A100 SXM MAMF BF16 271.2 TFLOPS; MAMF table"},
    {"A800", 271.2, 0,
     "assumption: the A800 SXM4 has the A100 SXM4's compute; A100 SXM MAMF used (MAMF table)"},
    {"A100 40GB PCIe", 252.9, 0, "A100 PCIe MAMF BF16 252.9 TFLOPS; MAMF table"},
    {"A100 80GB PCIe", 252.9, 0, "A100 PCIe MAMF BF16 252.9 TFLOPS; MAMF table"},
    {"MI300X", 668.4, kMi300xFp8Tflops,
     "MI300X MAMF BF16 668.4 TFLOPS (ROCm 6.3, TunableOp; MAMF table); FP8 = 668.4 x 1273/708 "
     "(AMD MAF FP8/BF16, ROCm blog 'Measuring Max-Achievable FLOPs - Part 2', 2025) = 1201.8"},
    {"MI325X", 784.9, kMi325xFp8Tflops,
     "MI325X MAMF BF16 784.9 TFLOPS (1000 W, TunableOp; MAMF table); FP8 = 784.9 x 1519/843 "
     "(AMD MAF FP8/BF16, ROCm blog 'Measuring Max-Achievable FLOPs - Part 2', 2025) = 1414.3"},
    {"MI355X", 1565.0, 0, "MI355X MAMF BF16 1565.0 TFLOPS (ROCm 7.0.2); MAMF table"},
}};

} // namespace

// Eight GPUs at once (ml-engineering fast-mamf branch, compute/accelerator/benchmarks/README.md
// "alone vs all-8 concurrent", commit 082816f, 2026-08): five MSMF runs on GPU0 alone, then five
// rounds on all 8 GPUs together. HGX B200 (1000 W): alone 1455.7, all 8 mean 1426.4 with a 10.4 %
// spread; H200 (700 W): alone 702.9, all 8 mean 698.6 with a 4.5 % spread. The slowest GPU of the
// board (assumption: the spread is symmetric about the mean, so mean x (1 - spread/2)) paces a
// synchronous step: B200 1426.4 x 0.948 / 1455.7 = 0.929, H200 698.6 x 0.9775 / 702.9 = 0.972.
// The H100 and H800 sit on the same 700 W HGX board as the H200 (assumption: the same spread).
// The spread is a property of the die population (each die's own voltage-frequency-temperature
// curve, ml-engineering compute/accelerator/README.md "silicon lottery") under concurrent load, so
// the GB200's B200 takes the B200's (assumption: the same die spread in a liquid-cooled NVL72
// rack; no GB200 measurement is published). Published GB200 rows of the same layouts as HGX B200
// rows ran 1.03-1.22x them where the model had 1.19-1.79x (catalogs/validation). GB300 and HGX
// B300 carry another die (B300) with no such measurement and are not derated.
constexpr double kBoardClockB200 = 1426.4 * (1 - 0.104 / 2) / 1455.7;
constexpr double kBoardClockH200 = 698.6 * (1 - 0.045 / 2) / 702.9;
constexpr std::string_view kBoardB200 =
    "all 8 GPUs of an HGX B200 at once: MSMF mean 1426.4 with a 10.4 % spread against 1455.7 for "
    "one GPU alone (ml-engineering fast-mamf benchmarks, 2026-08); the step waits for the slowest "
    "GPU, mean x (1 - spread/2) = 0.929 of the one-GPU clock";
constexpr std::string_view kBoardH200 =
    "all 8 GPUs of an HGX H200 at once: MSMF mean 698.6 with a 4.5 % spread against 702.9 for one "
    "GPU alone (ml-engineering fast-mamf benchmarks, 2026-08); the step waits for the slowest GPU, "
    "mean x (1 - spread/2) = 0.972 of the one-GPU clock";
constexpr std::string_view kBoardGb200Assumed =
    "HGX B200 measurement applied to the GB200's B200, the same die (assumption: the same die "
    "spread in an NVL72 rack): all 8 GPUs at once, MSMF mean 1426.4 with a 10.4 % spread against "
    "1455.7 alone (ml-engineering fast-mamf benchmarks, 2026-08); slowest GPU = mean x (1 - "
    "spread/2) = 0.929 of the one-GPU clock";
constexpr std::string_view kBoardHopperAssumed =
    "H200 measurement applied to this GPU on the same 700 W HGX board (assumption): all 8 GPUs "
    "at once, MSMF mean 698.6 with a 4.5 % spread against 702.9 alone (ml-engineering fast-mamf "
    "benchmarks, 2026-08); slowest GPU = mean x (1 - spread/2) = 0.972 of the one-GPU clock";

BoardClock concurrentBoardClock(std::string_view name)
{
    auto has = [&](std::string_view part) { return name.find(part) != std::string_view::npos; };
    if (has("HGX B200"))
        return {kBoardClockB200, kBoardB200};
    if (has("GB200"))
        return {kBoardClockB200, kBoardGb200Assumed};
    if (has("H200"))
        return {kBoardClockH200, kBoardH200};
    if (has("H100 80GB SXM5") || has("H800 80GB SXM5"))
        return {kBoardClockH200, kBoardHopperAssumed};
    return {};
}

const AcceleratorMamf* acceleratorMamf(std::string_view name)
{
    for (const auto& e : kMamf)
        if (name.find(e.nameContains) != std::string_view::npos)
            return &e;
    return nullptr;
}

double acceleratorGemmEfficiency(const ComputeEfficiency& e, std::string_view name,
                                 Precision precision, double peakFlops, double peakBf16Flops,
                                 std::string* source)
{
    const AcceleratorMamf* a = acceleratorMamf(name);
    const bool fp8 = precision == Precision::Fp8;
    double fraction = 0;
    if (a && fp8 && a->fp8Tflops > 0 && peakFlops > 0)
        fraction = a->fp8Tflops * 1e12 / peakFlops;
    else if (a && a->bf16Tflops > 0 && peakBf16Flops > 0 && precision != Precision::Fp32)
        fraction = a->bf16Tflops * 1e12 / peakBf16Flops; // FP8 unmeasured: the BF16 fraction
    if (fraction <= 0) {
        if (source)
            *source = std::string(e.gemmSource);
        return gemmEfficiency(e, precision);
    }
    if (source)
        *source = std::string(a->source) + " / catalog peak";
    return std::min(1.0, fraction) * sustainedClock(e, precision);
}

const ComputeEfficiency& computeEfficiency(std::string_view generation)
{
    for (const auto& e : kTable)
        if (!e.generation.empty() && e.generation == generation)
            return e;
    return kTable.back();
}

AttentionKernelEfficiency attentionKernelEfficiency(const ComputeEfficiency& e, AttentionKernel k,
                                                    std::string_view gpuName)
{
    if (k == AttentionKernel::Fa2 && e.generation == "hopper")
        return {kFa2Hopper, e.attentionTileOverhead, kFa2HopperSource};
    if (k == AttentionKernel::Fa3 && e.generation == "hopper")
        return {kFa3Hopper, e.attentionTileOverhead, kFa3};
    // Blackwell Ultra (the GB300's and the HGX B300's B300) has its own measurement.
    if (e.generation == "blackwell" && gpuName.find("B300") != std::string_view::npos)
        return {kCudnnBlackwellUltra, kAttentionTileOverheadBlackwellUltra, kFaBlackwellUltra};
    if (e.generation == "blackwell" && gpuName.find("HGX B200") != std::string_view::npos)
        return {kCudnnHgxB200, kAttentionTileOverheadHgxB200, kFaHgxB200};
    // Ampere runs FlashAttention-2 (its figure is the default); elsewhere one figure is known.
    return {e.flashAttention, e.attentionTileOverhead, e.attentionSource};
}

double gemmEfficiency(const ComputeEfficiency& e, Precision precision)
{
    const double mamf = precision == Precision::Fp8 && e.gemmFp8 > 0 ? e.gemmFp8 : e.gemmBf16;
    return mamf * sustainedClock(e, precision);
}

double sustainedClock(const ComputeEfficiency& e, Precision precision)
{
    return precision == Precision::Fp8 && e.sustainedClockFp8 > 0 ? e.sustainedClockFp8
                                                                  : e.sustainedClock;
}

std::string_view linkKindName(LinkKind k)
{
    switch (k) {
    case LinkKind::NvLink:
        return "NVLink";
    case LinkKind::InfinityFabric:
        return "Infinity Fabric";
    case LinkKind::Pcie:
        return "PCIe";
    case LinkKind::InfiniBand:
        return "InfiniBand";
    case LinkKind::Roce:
        return "RoCE";
    }
    return "link";
}

const LinkEfficiency& linkEfficiency(LinkKind k)
{
    // NCCL's protocol overhead on NVLink is ~20 %: "450GB/s is the line rate. With the protocol
    // overhead (~20%) NCCL can get an effective NVLink bandwidth of 370GB/s" (S. Jeaugey, NCCL,
    // NVIDIA/nccl-tests#212). Latencies are named assumptions (NCCL ring step, large messages).
    static const LinkEfficiency nvlink{
        0.82, 3e-6, "NCCL ~370 of 450 GB/s per direction on NVLink4 (NVIDIA/nccl-tests#212)"};
    static const LinkEfficiency fabric{
        0.82, 3e-6, "assumption: NVLink's NCCL efficiency (0.82) applied to Infinity Fabric"};
    static const LinkEfficiency pcie{
        0.80, 5e-6, "assumption: 80 % of the PCIe per-direction rate after TLP overhead"};
    // ConnectX-7 NDR: inter-node bus bandwidth 46-48 GB/s per 50 GB/s NIC ("For NDR @ 400Gbps you
    // should see 46-48GB/s per NIC", NCCL maintainer, NVIDIA/nccl-tests#290, 2025-03-03); 47/50.
    static const LinkEfficiency ib{
        0.94, 8e-6,
        "ConnectX-7: 46-48 of 50 GB/s inter-node busBW per NIC (NVIDIA/nccl-tests#290, 2025-03)"};
    // RoCE at parity with InfiniBand: ring all-reduce bus bandwidth within 0.5 % on the same
    // 64-GPU testbed (Tolly report 225107, 2025); Meta trains Llama 3 405B on 400G RoCE (§3.3.1).
    static const LinkEfficiency roce{
        0.94, 8e-6,
        "RoCE within 0.5 % of InfiniBand all-reduce busBW (Tolly report 225107, 2025); IB's 0.94"};
    switch (k) {
    case LinkKind::NvLink:
        return nvlink;
    case LinkKind::InfinityFabric:
        return fabric;
    case LinkKind::Pcie:
        return pcie;
    case LinkKind::InfiniBand:
        return ib;
    case LinkKind::Roce:
        return roce;
    }
    return nvlink;
}

} // namespace cc::model
