// Sources cited by explanations and findings: the real document (paper, datasheet, vendor page,
// survey) with its date, never an internal note. Codes SRC_*; titles stay in their original
// language, the connecting words are translated.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    QT_TRANSLATE_NOOP3("Message", "ClusterCanvas convention (assumption, no published source)",
                       "SRC_CONVENTION"),
    QT_TRANSLATE_NOOP3("Message",
                       "ClusterCanvas convention (assumption: no spare units); CDU capacity from "
                       "the CDU's datasheet in the catalog",
                       "SRC_CONVENTION_CDU"),
    QT_TRANSLATE_NOOP3("Message", "definition", "SRC_DEFINITION"),
    QT_TRANSLATE_NOOP3("Message", "%1; calibrated from the user's measurements: %2",
                       "SRC_CALIBRATED"),
    QT_TRANSLATE_NOOP3("Message", "count of the design", "SRC_DESIGN_COUNT"),
    QT_TRANSLATE_NOOP3("Message",
                       "component datasheets (each catalog entry names its datasheet and date)",
                       "SRC_DATASHEETS"),
    QT_TRANSLATE_NOOP3("Message",
                       "component datasheets (each catalog entry names its datasheet and date); "
                       "PSU efficiency at typical load from the PSU's datasheet",
                       "SRC_DATASHEETS_PSU"),
    QT_TRANSLATE_NOOP3("Message",
                       "Uptime Institute Intelligence, \"Large data centers are mostly more "
                       "efficient\" (Q4 2023): industry average PUE 1.58 (2023)",
                       "SRC_PUE_UPTIME"),
    QT_TRANSLATE_NOOP3("Message",
                       "1 W = 3.412 BTU/h (NIST Special Publication 811, Guide for the Use of the "
                       "International System of Units, 2008)",
                       "SRC_HEAT_CONVERSION"),
    QT_TRANSLATE_NOOP3("Message",
                       "sensible-heat equation for sea-level air, Q [BTU/h] = 1.08 × CFM × ΔT [°F] "
                       "(ASHRAE Handbook — Fundamentals); check: coolnetsystem.com, 120 kW at ΔT "
                       "20 °F needs ≈ 19,000 CFM",
                       "SRC_SENSIBLE_HEAT"),
    QT_TRANSLATE_NOOP3("Message",
                       "Uptime Institute Global Data Center Survey 2023: most operators have no "
                       "racks beyond 20 kW; coolnetpower.com and dcxps.com air-cooling guides: "
                       "optimized air with containment 20–40 kW per rack",
                       "SRC_AIR_THRESHOLDS"),
    QT_TRANSLATE_NOOP3("Message", "Uptime Institute survey 2023; coolnetpower.com, dcxps.com",
                       "SRC_AIR_THRESHOLDS_SHORT"),
    QT_TRANSLATE_NOOP3("Message",
                       "indicative prices from the catalog, each with its source and date "
                       "(priceAsOf); not quotes",
                       "SRC_CATALOG_PRICES"),
    QT_TRANSLATE_NOOP3("Message",
                       "capex from the infrastructure analysis (indicative catalog prices with "
                       "their dates); energy at the facility's price per kWh",
                       "SRC_TCO_BUY"),
    QT_TRANSLATE_NOOP3("Message", "cloud prices: %1", "SRC_RENT_PRICE"),
    QT_TRANSLATE_NOOP3("Message",
                       "rule of thumb: 8–16 CPU cores per GPU (NVIDIA DGX H100 datasheet: "
                       "2 × 56 cores for 8 GPUs = 14)",
                       "SRC_RULE_CPU_CORES"),
    QT_TRANSLATE_NOOP3("Message",
                       "rule of thumb: 2–4× the GPU memory (NVIDIA DGX H100 datasheet: 2 TB "
                       "for 640 GB ≈ 3.1×)",
                       "SRC_RULE_HOST_RAM"),
    QT_TRANSLATE_NOOP3("Message",
                       "rule of thumb: one compute NIC per GPU (NVIDIA DGX H100 and DGX B200 "
                       "datasheets: 8 × 400 Gb/s for 8 GPUs)",
                       "SRC_RULE_NIC_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message",
                       "DDN, \"DDN's AI storage optimized for NVIDIA DGX B200\" (ddn.com blog): "
                       "minimum requirement 1 GB/s per GPU",
                       "SRC_DDN_DGX_B200_STORAGE"),
    QT_TRANSLATE_NOOP3("Message",
                       "C. E. Leiserson, \"Fat-trees: universal networks for hardware-efficient "
                       "supercomputing\", IEEE Transactions on Computers C-34(10), 1985 (min-cut "
                       "argument)",
                       "SRC_FATTREE_MINCUT"),
    QT_TRANSLATE_NOOP3("Message",
                       "R. Thakur, R. Rabenseifner, W. Gropp, \"Optimization of collective "
                       "communication operations in MPICH\", IJHPCA 19(1), 2005; NVIDIA "
                       "nccl-tests, \"Performance reported by NCCL tests\" (bus bandwidth)",
                       "SRC_RING_ALLREDUCE"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "S. Rajbhandari et al., \"ZeRO: Memory Optimizations Toward Training Trillion Parameter "
        "Models\", SC 2020 (arXiv 2019); V. Korthikanti et al., \"Reducing Activation "
        "Recomputation in Large Transformer Models\", MLSys 2023 (arXiv 2022)",
        "SRC_MEMORY_PER_GPU"),
    QT_TRANSLATE_NOOP3("Message",
                       "definition (NCCL's bus bandwidth uses the same per-GPU share; NVIDIA "
                       "nccl-tests, \"Performance reported by NCCL tests\")",
                       "SRC_INJECTION"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "D. Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU Clusters "
        "Using Megatron-LM\", SC 2021, §2.2 (1F1B, interleaving); ClusterCanvas step model "
        "(assumption: the terms add, overlap as stated per term)",
        "SRC_STEP_MODEL"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1; sustained clock: %2; tiles and waves: NVIDIA, Matrix Multiplication "
                       "Background User's Guide (2023); SMs: %3; HBM: %4; host: %5",
                       "SRC_COMPUTE"),
    QT_TRANSLATE_NOOP3("Message",
                       "%1; %2; V. Korthikanti et al., \"Reducing Activation Recomputation in "
                       "Large Transformer Models\", MLSys 2023 (arXiv 2022), §4 (score tensors)",
                       "SRC_ATTENTION"),
    QT_TRANSLATE_NOOP3("Message",
                       "M. Shoeybi et al., \"Megatron-LM: Training Multi-Billion Parameter "
                       "Language Models Using Model Parallelism\" (arXiv 2019), §3 (two "
                       "all-reduces forward, two backward per layer); %1; link: %2",
                       "SRC_TP_COMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "D. Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU Clusters "
        "Using Megatron-LM\", SC 2021, §2.2.2 and §4.1 (scatter/gather)",
        "SRC_PP_BUBBLE"),
    QT_TRANSLATE_NOOP3("Message",
                       "S. Rajbhandari et al., \"ZeRO: Memory Optimizations Toward Training "
                       "Trillion Parameter Models\", SC 2020 (arXiv 2019); %1; link: %2",
                       "SRC_DP_COMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "D. Lepikhin et al., \"GShard: Scaling Giant Models with Conditional Computation and "
        "Automatic Sharding\" (arXiv 2020): dispatch and combine all-to-alls per MoE layer",
        "SRC_EP_COMM"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "H. Liu et al., \"Ring Attention with Blockwise Transformers for Near-Infinite Context\" "
        "(arXiv 2023); NVIDIA Megatron Core context parallelism documentation",
        "SRC_CP_COMM"),
    QT_TRANSLATE_NOOP3("Message",
                       "memory-bound AdamW update; ClusterCanvas convention (assumption)",
                       "SRC_OPTIMIZER"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "D. Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU Clusters "
        "Using Megatron-LM\", SC 2021, eq. 3 generalised (GQA, gated MLP, MoE active experts); V. "
        "Korthikanti et al., \"Reducing Activation Recomputation in Large Transformer Models\", "
        "MLSys 2023 (arXiv 2022), eq. 7",
        "SRC_MODEL_FLOPS"),
    QT_TRANSLATE_NOOP3("Message",
                       "V. Korthikanti et al., \"Reducing Activation Recomputation in Large "
                       "Transformer Models\", MLSys 2023 (arXiv 2022), eq. 8",
                       "SRC_HARDWARE_FLOPS"),
    QT_TRANSLATE_NOOP3("Message",
                       "A. Chowdhery et al., \"PaLM: Scaling Language Modeling with Pathways\" "
                       "(arXiv 2022), MFU definition",
                       "SRC_MFU"),
    QT_TRANSLATE_NOOP3("Message",
                       "V. Korthikanti et al., \"Reducing Activation Recomputation in Large "
                       "Transformer Models\", MLSys 2023 (arXiv 2022) (hardware FLOPs utilisation)",
                       "SRC_HFU"),
    QT_TRANSLATE_NOOP3("Message",
                       "the design's facility setting (grid carbon intensity, kg CO₂ per kWh)",
                       "SRC_GRID_SETTING"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "S. Rajbhandari et al., \"ZeRO: Memory Optimizations Toward Training Trillion Parameter "
        "Models\", SC 2020 (arXiv 2019): 16 B/param of mixed-precision Adam state, of which the "
        "fp16 gradients are not saved (14 B/param)",
        "SRC_CHECKPOINT_BYTES"),
    QT_TRANSLATE_NOOP3(
        "Message", "assumption: Megatron-LM indexed datasets (pre-tokenised), each token read once",
        "SRC_DATA_READ"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "A. Grattafiori et al. (Llama Team, Meta), \"The Llama 3 Herd of Models\" (arXiv 2024), "
        "§3.3.4 and Table 5: 419 unexpected interruptions in 54 days on 16,384 H100, 58.7 % "
        "GPU-related; the rest attributed per server (assumption)",
        "SRC_FAILURES_LLAMA3"),
    QT_TRANSLATE_NOOP3("Message",
                       "J. W. Young, \"A first order approximation to the optimum checkpoint "
                       "interval\", Communications of the ACM 17(9), 1974; J. T. Daly, \"A higher "
                       "order estimate of the optimum checkpoint interval for restart dumps\", "
                       "Future Generation Computer Systems 22(3), 2006",
                       "SRC_YOUNG_DALY"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "J. T. Daly, \"A higher order estimate of the optimum checkpoint interval for restart "
        "dumps\", Future Generation Computer Systems 22(3), 2006 (lost work ≈ τ/2 per failure)",
        "SRC_GOODPUT"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "D. Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU Clusters "
        "Using Megatron-LM\", SC 2021, eq. 2 (generalised to GQA and gated MLPs)",
        "SRC_PARAMS"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "W. Fedus, B. Zoph, N. Shazeer, \"Switch Transformers\", JMLR 2022 (active parameters per "
        "token); D. Narayanan et al., \"Efficient Large-Scale Language Model Training on GPU "
        "Clusters Using Megatron-LM\", SC 2021, eq. 2",
        "SRC_PARAMS_MOE"),
    QT_TRANSLATE_NOOP3("Message",
                       "S. Rajbhandari et al., \"ZeRO: Memory Optimizations Toward Training "
                       "Trillion Parameter Models\", SC 2020 (arXiv 2019)",
                       "SRC_ZERO"),
    QT_TRANSLATE_NOOP3(
        "Message",
        "S. Rajbhandari et al., \"ZeRO: Memory Optimizations Toward Training Trillion Parameter "
        "Models\", SC 2020 (arXiv 2019) (K = 12 bytes per parameter for mixed-precision Adam); T. "
        "Dettmers et al., \"8-bit Optimizers via Block-wise Quantization\", ICLR 2022",
        "SRC_ZERO_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message",
                       "V. Korthikanti et al., \"Reducing Activation Recomputation in Large "
                       "Transformer Models\", MLSys 2023 (arXiv 2022), eq. 1-6 and Table 2",
                       "SRC_ACTIVATIONS"),
    QT_TRANSLATE_NOOP3("Message",
                       "assumption: CUDA context, NCCL buffers and allocator fragmentation as "
                       "named fixed overheads (each named in the breakdown)",
                       "SRC_MEM_OVERHEADS"),
    QT_TRANSLATE_NOOP3("Message",
                       "J. Ren et al., \"ZeRO-Offload: Democratizing Billion-Scale Model "
                       "Training\", USENIX ATC 2021",
                       "SRC_ZERO_OFFLOAD"),
    //@@SOURCES
};
} // namespace

std::span<const MessageTemplate> sourceTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
