// The hardware under a training job and the tier each parallel group communicates on.
// Bandwidths come from the infrastructure Report (model/analysis/Network.cpp), which already
// derates the NIC share by the oversubscription of the narrowest tier above it.
#include "model/analysis/Collectives.h"
#include "model/analysis/Inventory.h"
#include "model/catalog/Availability.h"
#include "model/io/InputLimits.h"
#include "model/training/AcceleratorMamf.h"
#include "model/training/GemmShape.h"
#include "model/training/StepTime.h"
#include "model/util/Format.h"

#include <algorithm>
#include <cctype>

namespace cc::model {

namespace {

bool contains(const std::string& s, std::string_view what)
{
    std::string lower = s;
    for (auto& ch : lower)
        ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    return lower.find(what) != std::string::npos;
}

LinkKind scaleUpKind(const TemplateInfo& ti)
{
    const std::string tech = ti.gpu ? ti.gpu->accel.scaleUpTechnology : "";
    if (ti.tmpl->fabric == FabricType::Pcie || ti.scaleUpBitsPerSPerGpu <= 0)
        return LinkKind::Pcie;
    if (contains(tech, "infinity"))
        return LinkKind::InfinityFabric;
    if (contains(tech, "roce"))
        return LinkKind::Roce;
    return LinkKind::NvLink;
}

/// RoCE when the compute fabric is Ethernet, InfiniBand otherwise.
LinkKind scaleOutKind(const Design& d, const SpecResolver& specs)
{
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Switch)
            continue;
        const CatalogEntry* e = specs.find(b.ref);
        if (e && e->kind == Kind::Switch && contains(e->sw.protocol, "ethernet"))
            return LinkKind::Roce;
    }
    return LinkKind::InfiniBand;
}

} // namespace

ComputeHardware computeHardware(const Report& infra, const Design& d, const Catalog& catalog,
                                Precision precision, std::vector<Finding>& findings)
{
    ComputeHardware hw;
    const SpecResolver specs(d, catalog);
    std::vector<Finding> ignored; // the infrastructure analysis reports these already
    const Inventory inv = buildInventory(specs, ignored);

    // The group with the most GPUs runs the job, as in the Report's per-GPU figures.
    const Block* group = nullptr;
    const TemplateInfo* info = nullptr;
    std::int64_t most = 0;
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Server)
            continue;
        const auto it = inv.templates.find(b.templateId);
        if (it == inv.templates.end() || !it->second.gpu)
            continue;
        // Checked (issue 13): the loader bounds a design's GPUs, a design built in memory not.
        const std::int64_t groupGpus =
            limits::mulCount(b.replicas, it->second.gpus).value_or(limits::kMaxCount);
        if (groupGpus > most) {
            most = groupGpus;
            group = &b;
            info = &it->second;
        }
    }
    if (!group) {
        findings.push_back({Severity::Error,
                            "TRAINING_NO_GPUS",
                            Message::of("TRAINING_NO_GPUS"),
                            {},
                            Message::of("TRAINING_NO_GPUS_FIX")});
        return hw;
    }
    if (most > limits::kMaxGpus) {
        findings.push_back(
            {Severity::Error,
             "TRAINING_TOO_MANY_GPUS",
             Message{"TRAINING_TOO_MANY_GPUS",
                     {arg::name(group->name), arg::count(most),
                      arg::msg(limits::boundMessage(limits::kMaxGpus, "GPUs per design"))}},
             {group->id},
             Message::of("TRAINING_TOO_MANY_GPUS_FIX")});
        return hw;
    }
    const AcceleratorSpec& gpu = info->gpu->accel;
    hw.gpuName = info->gpu->name;
    hw.generation = gpu.generation;
    if (const std::optional<RentPrice> rent = rentOf(*info->gpu)) {
        hw.rentUsdPerGpuHour = rent->usdPerGpuHour;
        hw.rentSource =
            rent->provider + " " + rent->tier + " price (" + rent->asOf + "), " + rent->source;
    }
    hw.groupGpus = static_cast<int>(most);          // <= kMaxGpus, checked above
    hw.servers = static_cast<int>(group->replicas); // <= most
    hw.gpusPerServer = std::max(info->gpus, 1);
    hw.memoryBytes = gpu.memoryBytes;
    std::string_view smSource;
    hw.sms = acceleratorSms(hw.gpuName, gpu.generation, &smSource);
    hw.smSource = std::string(smSource);
    hw.hostRamBytesPerNode = info->ramBytes;

    const ComputeEfficiency& eff = computeEfficiency(gpu.generation);
    if (!eff.measured)
        findings.push_back({Severity::Info,
                            "TRAINING_EFFICIENCY_ASSUMED",
                            Message{"TRAINING_EFFICIENCY_ASSUMED",
                                    {arg::name(gpu.generation), arg::name(hw.gpuName),
                                     arg::name(std::string(eff.gemmSource))}},
                            {group->id},
                            {}});
    hw.peakBf16Flops = gpu.flops("bf16") > 0 ? gpu.flops("bf16") : gpu.flops("fp16");
    hw.peakFlops = gpu.flops(std::string(precisionName(precision)));
    Precision used = precision;
    if (hw.peakFlops <= 0) {
        findings.push_back(
            {Severity::Warning,
             "TRAINING_PRECISION_UNSUPPORTED",
             Message{"TRAINING_PRECISION_UNSUPPORTED",
                     {arg::name(hw.gpuName), arg::name(std::string(precisionName(precision)))}},
             {group->id},
             Message{"TRAINING_PRECISION_UNSUPPORTED_FIX",
                     {arg::name(std::string(precisionName(precision)))}}});
        hw.peakFlops = hw.peakBf16Flops;
        used = Precision::Bf16;
    }
    if (used == Precision::Fp32) {
        // Pure FP32 training: attention and element-wise work run in FP32 too (PyTorch keeps
        // allow_tf32 off for matmuls by default since 1.12).
        hw.peakBf16Flops = hw.peakFlops;
    }
    // The accelerator's own MAMF where measured (parts of one generation differ), else the
    // generation's (Efficiency.h).
    const double peakBf16 = gpu.flops("bf16") > 0 ? gpu.flops("bf16") : gpu.flops("fp16");
    hw.gemmEfficiency = acceleratorGemmEfficiency(eff, hw.gpuName, used, hw.peakFlops, peakBf16);
    hw.gemmBf16Efficiency =
        acceleratorGemmEfficiency(eff, hw.gpuName, Precision::Bf16, peakBf16, peakBf16);
    const AttentionKernelEfficiency attention =
        attentionKernelEfficiency(eff, AttentionKernel::Auto, hw.gpuName);
    hw.attentionEfficiency = attention.fraction * eff.sustainedClock;
    hw.attentionTileOverhead = attention.tileOverhead;
    // All GPUs of a server train at once and the step waits for the slowest (AcceleratorMamf.h).
    if (const BoardClock board = concurrentBoardClock(hw.gpuName);
        hw.gpusPerServer > 1 && !board.source.empty()) {
        hw.boardClock = board.factor;
        hw.boardClockSource = std::string(board.source);
        hw.gemmEfficiency *= board.factor;
        hw.gemmBf16Efficiency *= board.factor;
        hw.attentionEfficiency *= board.factor;
    }
    hw.hbmBytesPerS = gpu.memoryBandwidthBytesPerS * kHbmEfficiency;
    if (hw.peakBf16Flops <= 0 || hw.hbmBytesPerS <= 0) {
        findings.push_back({Severity::Error,
                            "TRAINING_GPU_SPEC_INCOMPLETE",
                            Message{"TRAINING_GPU_SPEC_INCOMPLETE", {arg::name(hw.gpuName)}},
                            {group->id},
                            Message::of("TRAINING_GPU_SPEC_INCOMPLETE_FIX")});
        return hw;
    }

    const NetworkReport& net = infra.network;
    hw.domainGpus = std::max(net.scaleUpDomainGpus, 1);
    hw.scaleUpLink = scaleUpKind(*info);
    hw.scaleUpMesh = info->tmpl->fabric == FabricType::Mesh && hw.domainGpus > 2;
    hw.scaleOutLink = scaleOutKind(d, specs);
    double intraBytes = net.allreduceBusIntraNodeBytesPerS;
    const int pcieGen =
        gpu.pcieGen > 0 ? std::min(gpu.pcieGen, info->tmpl->pcieGen) : info->tmpl->pcieGen;
    const double pcie = pcieBytesPerS(pcieGen, std::max(gpu.pcieLanes, 16));
    if (hw.domainGpus < hw.gpusPerServer) {
        // PCIe servers (or NVLink-bridged pairs): collectives among the server's GPUs go through
        // the PCIe host links, so the server is the domain and PCIe its bandwidth.
        hw.domainGpus = hw.gpusPerServer;
        hw.scaleUpLink = LinkKind::Pcie;
        intraBytes = pcie;
    }
    const LinkEfficiency& up = linkEfficiency(hw.scaleUpLink);
    const LinkEfficiency& out = linkEfficiency(hw.scaleOutLink);
    hw.scaleUpBusBytesPerS = intraBytes * up.fraction;
    hw.interNodeBusBytesPerS = net.allreduceBusInterNodeBytesPerS * out.fraction;
    hw.alltoallInterBytesPerS = net.alltoallInterNodeBytesPerS * out.fraction;
    hw.alphaIntraS = up.alphaS;
    hw.alphaInterS = out.alphaS;
    hw.interNodeLimitedBy = net.interNodeLimitedBy;
    hw.pcieBytesPerS = pcie * linkEfficiency(LinkKind::Pcie).fraction;
    if (gpu.hostLinkBytesPerSPerDirection > 0) // NVLink-C2C to Grace: NVLink's NCCL efficiency
        hw.pcieBytesPerS =
            gpu.hostLinkBytesPerSPerDirection * linkEfficiency(LinkKind::NvLink).fraction;
    if (hw.servers > 1 && hw.interNodeBusBytesPerS <= 0)
        findings.push_back({Severity::Warning,
                            "TRAINING_NO_INTERNODE_NETWORK",
                            Message{"TRAINING_NO_INTERNODE_NETWORK", {arg::count(hw.servers)}},
                            {group->id},
                            Message::of("TRAINING_NO_INTERNODE_NETWORK_FIX")});
    hw.valid = true;
    return hw;
}

double groupBusBytesPerS(const ComputeHardware& hw, int size, int stride)
{
    if (size <= 1)
        return 0;
    const long long span = static_cast<long long>(size) * stride;
    if (span <= hw.domainGpus)
        return hw.scaleUpBusBytesPerS * meshGroupShare(hw, size);
    // Members sharing a domain reach the others through all of their NICs together (NCCL runs
    // one ring channel per NIC), but never faster than the scale-up links inside the domain.
    const int perDomain = stride < hw.domainGpus ? std::max(1, hw.domainGpus / stride) : 1;
    const double viaNics = perDomain * hw.interNodeBusBytesPerS;
    return hw.scaleUpBusBytesPerS > 0 ? std::min(hw.scaleUpBusBytesPerS, viaNics) : viaNics;
}

double meshGroupShare(const ComputeHardware& hw, int size)
{
    if (!hw.scaleUpMesh || size >= hw.domainGpus || hw.domainGpus <= 1)
        return 1;
    return std::max(1, size - 1) / static_cast<double>(hw.domainGpus - 1);
}

} // namespace cc::model
