#include "model/training/GemmShape.h"

#include <array>

namespace cc::model {

namespace {

struct SmEntry {
    std::string_view nameContains; ///< matched against the catalog accelerator name
    int sms;
    std::string_view source;
};

// More specific names first (H100 PCIe before H100).
constexpr std::array<SmEntry, 12> kSms{{
    {"H100 80GB PCIe", 114,
     "NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022): 114 SMs (PCIe)"},
    {"H100 NVL", 132, "NVIDIA H100 NVL product brief (2023): SXM5-class die, 132 SMs"},
    {"H100", 132, "NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022): 132 SMs (SXM5)"},
    {"H200", 132, "NVIDIA H200 datasheet (2024): H100 SXM die with HBM3e, 132 SMs"},
    {"B200", 148, "NVIDIA Blackwell tuning guide, CUDA 12.8 (2025): B200 reports 148 SMs"},
    {"A100", 108, "NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020): 108 SMs"},
    {"L40S", 142, "NVIDIA L40S datasheet (2023): 142 SMs"},
    {"4090", 128, "NVIDIA Ada Lovelace architecture whitepaper (2022): RTX 4090 128 SMs"},
    {"MI300X", 304, "AMD CDNA 3 architecture whitepaper (2023): MI300X 304 compute units"},
    {"MI325X", 304, "AMD Instinct MI325X datasheet (2024): 304 compute units"},
    {"MI250X", 110, "AMD CDNA 2 whitepaper (2021): 220 CUs, 110 per GCD (one GCD per catalog GPU)"},
    {"Orin", 16, "NVIDIA Jetson AGX Orin datasheet: 2048 CUDA cores = 16 SMs"},
}};

constexpr std::string_view kNoSms =
    "no SM/CU count known for this accelerator: wave quantisation not applied";

} // namespace

int acceleratorSms(std::string_view name, std::string_view generation, std::string_view* source)
{
    for (const auto& e : kSms)
        if (name.find(e.nameContains) != std::string_view::npos) {
            if (source)
                *source = e.source;
            return e.sms;
        }
    // A catalog entry not named above: the generation's flagship part.
    const std::pair<std::string_view, int> byGeneration[] = {
        {"hopper", 132}, {"blackwell", 148}, {"ampere", 108}, {"cdna3", 304}};
    for (const auto& [gen, sms] : byGeneration)
        if (gen == generation) {
            if (source)
                *source = "assumption: the generation's SXM/OAM part (whitepaper SM/CU count)";
            return sms;
        }
    if (source)
        *source = kNoSms;
    return 0;
}

} // namespace cc::model
