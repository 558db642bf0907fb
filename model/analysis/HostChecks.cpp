// Host-side balance of each server template in use (CPU cores, RAM, NICs, PCIe lanes per GPU)
// and shared-storage bandwidth per GPU, against the field's rules of thumb.
#include "model/analysis/AnalysisUtil.h"
#include "model/analysis/Concerns.h"
#include "model/util/Format.h"

namespace cc::model {

using namespace detail;

namespace {

// Rules of thumb, not laws: each names where it comes from in the finding and the explanation.
constexpr double kMinCpuCoresPerGpu = 8; // field range 8–16 (DGX H100: 112 cores / 8 GPUs = 14)
constexpr double kMinRamToGpuMemory = 2; // field range 2–4× (DGX H100: 2 TB / 640 GB ≈ 3.1×)
constexpr double kMinNicsPerGpu = 1;     // DGX H100/B200: 8 × 400G for 8 GPUs
constexpr int kNicRuleMinGpus = 4;       // small boxes often share one NIC
constexpr double kMinStorageReadPerGpu = 1e9; // DDN minimum requirement: 1 GB/s per GPU

// Source messages (views/text/MessagesSources.cpp).
constexpr const char* kCpuSource = "SRC_RULE_CPU_CORES";
constexpr const char* kRamSource = "SRC_RULE_HOST_RAM";
constexpr const char* kNicSource = "SRC_RULE_NIC_PER_GPU";
constexpr const char* kStorageSource = "SRC_DDN_DGX_B200_STORAGE";

MsgArg source(const char* code)
{
    return arg::msg(Message::of(code));
}

void checkTemplate(const TemplateInfo& info, HostCheck& h, bool multiNode,
                   const AnalysisContext& cx)
{
    const ServerTemplate& t = *info.tmpl;
    const MsgArg who = arg::name(t.name);
    // A system-on-module (Jetson) shares one memory between CPU and GPU: no RAM ratio applies.
    const bool unifiedMemory = info.gpu && info.gpu->accel.formFactor == "SoM";
    if (info.cpuCores == 0 || (info.ramBytes <= 0 && !unifiedMemory)) {
        cx.findings.push_back(
            {Severity::Info,
             "HOST_PARTS_MISSING",
             Message{info.cpuCores == 0 ? "HOST_PARTS_MISSING_CPU" : "HOST_PARTS_MISSING_RAM",
                     {who}},
             {t.id},
             Message::of("HOST_PARTS_MISSING_FIX")});
    }
    if (info.cpuCores > 0 && h.cpuCoresPerGpu < kMinCpuCoresPerGpu) {
        cx.findings.push_back(
            {Severity::Warning,
             "HOST_FEW_CPU_CORES",
             Message{"HOST_FEW_CPU_CORES",
                     {who, arg::real(h.cpuCoresPerGpu, 1), arg::count(info.cpuCores),
                      arg::count(h.gpus), source(kCpuSource)}},
             {t.id},
             Message{"HOST_FEW_CPU_CORES_FIX",
                     {arg::count(static_cast<long long>(kMinCpuCoresPerGpu * h.gpus))}}});
    }
    if (!unifiedMemory && info.ramBytes > 0 && h.ramToGpuMemory < kMinRamToGpuMemory) {
        // Below the 2× rule of thumb is common on current systems (NVIDIA's own DGX B200 has
        // ≈ 1.4×), so it is a note; less RAM than GPU memory is a warning.
        cx.findings.push_back(
            {h.ramToGpuMemory < 1.0 ? Severity::Warning : Severity::Info,
             "HOST_LOW_RAM",
             Message{"HOST_LOW_RAM",
                     {who, arg::bytes(info.ramBytes), arg::bytes(info.gpuMemoryBytes),
                      arg::real(h.ramToGpuMemory, 2), source(kRamSource)}},
             {t.id},
             Message{"HOST_LOW_RAM_FIX", {arg::bytes(kMinRamToGpuMemory * info.gpuMemoryBytes)}}});
    }
    if (h.gpus >= kNicRuleMinGpus && h.nicsPerGpu < kMinNicsPerGpu) {
        std::vector<MsgArg> args = {who, arg::count(info.computeNics), arg::count(h.gpus),
                                    arg::real(h.nicsPerGpu, 2)};
        if (multiNode) {
            args.push_back(source(kNicSource));
            cx.findings.push_back({Severity::Warning,
                                   "HOST_FEW_NICS",
                                   Message{"HOST_FEW_NICS", std::move(args)},
                                   {t.id},
                                   Message::of("HOST_FEW_NICS_FIX")});
        } else {
            cx.findings.push_back({Severity::Info,
                                   "HOST_FEW_NICS",
                                   Message{"HOST_FEW_NICS_SINGLE", std::move(args)},
                                   {t.id},
                                   {}});
        }
    }
    if (info.cpuPcieLanes > 0 && info.pcieLanesNeeded > info.cpuPcieLanes) {
        cx.findings.push_back(
            {Severity::Info,
             "HOST_PCIE_SWITCHES",
             Message{"HOST_PCIE_SWITCHES",
                     {who, arg::count(info.pcieLanesNeeded), arg::count(info.cpuPcieLanes)}},
             {t.id},
             {}});
    }
}

void checkStorage(double readBytesPerS, const AnalysisContext& cx)
{
    const Design& d = cx.specs.design();
    std::vector<ObjectId> storage;
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Storage)
            storage.push_back(b.id);
    if (storage.empty()) {
        if (cx.inv.servers > 1)
            cx.findings.push_back({Severity::Info,
                                   "NO_SHARED_STORAGE",
                                   Message{"NO_SHARED_STORAGE", {arg::count(cx.inv.servers)}},
                                   {},
                                   Message::of("NO_SHARED_STORAGE_FIX")});
        return;
    }
    if (cx.inv.gpus <= 0)
        return;
    const double perGpu = readBytesPerS / static_cast<double>(cx.inv.gpus);
    if (perGpu < kMinStorageReadPerGpu) {
        const double need = kMinStorageReadPerGpu * static_cast<double>(cx.inv.gpus);
        cx.findings.push_back({Severity::Warning, "STORAGE_SLOW",
                               Message{"STORAGE_SLOW",
                                       {arg::si(readBytesPerS, "B/s"), arg::count(cx.inv.gpus),
                                        arg::si(perGpu, "B/s"), source(kStorageSource)}},
                               storage, Message{"STORAGE_SLOW_FIX", {arg::si(need, "B/s")}}});
    }
}

} // namespace

std::vector<HostCheck> analyzeHosts(const AnalysisContext& cx)
{
    const Design& d = cx.specs.design();
    const double readBytesPerS = storageReadBytesPerS(cx.specs, d);
    const double readPerGpu =
        cx.inv.gpus > 0 ? readBytesPerS / static_cast<double>(cx.inv.gpus) : 0;
    // Training across servers is what needs NICs and shared storage; one box is self-contained.
    const bool multiNode = cx.inv.servers > 1;

    std::vector<HostCheck> out;
    for (const auto& use : templatesInUse(d, cx.inv)) {
        const TemplateInfo& info = *use.info;
        HostCheck h;
        h.templateId = info.tmpl->id;
        h.name = info.tmpl->name;
        h.gpus = info.gpus;
        h.pcieLanesNeeded = info.pcieLanesNeeded;
        h.pcieLanesFromCpus = info.cpuPcieLanes;
        h.storageReadBytesPerSPerGpu = readPerGpu;
        if (info.gpus > 0) {
            h.cpuCoresPerGpu = static_cast<double>(info.cpuCores) / info.gpus;
            h.ramToGpuMemory = info.gpuMemoryBytes > 0 ? info.ramBytes / info.gpuMemoryBytes : 0;
            h.nicsPerGpu = static_cast<double>(info.computeNics) / info.gpus;
            checkTemplate(info, h, multiNode, cx);
        }
        out.push_back(h);
    }
    checkStorage(readBytesPerS, cx);

    cx.explanations.push_back(
        {"cpuCoresPerGpu", Message::of("EXPL_CPU_CORES_PER_GPU"), Message::of(kCpuSource)});
    cx.explanations.push_back(
        {"ramToGpuMemory", Message::of("EXPL_RAM_TO_GPU_MEMORY"), Message::of(kRamSource)});
    cx.explanations.push_back(
        {"nicsPerGpu", Message::of("EXPL_NICS_PER_GPU"), Message::of(kNicSource)});
    cx.explanations.push_back({"storageReadBytesPerSPerGpu", Message::of("EXPL_STORAGE_PER_GPU"),
                               Message::of(kStorageSource)});
    return out;
}

} // namespace cc::model
