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

constexpr const char* kCpuSource =
    "rule of thumb: 8–16 CPU cores per GPU (DGX H100: 2 × 56 cores for 8 GPUs = 14)";
constexpr const char* kRamSource =
    "rule of thumb: 2–4× the GPU memory (DGX H100: 2 TB for 640 GB ≈ 3.1×)";
constexpr const char* kNicSource =
    "rule of thumb: one compute NIC per GPU (DGX H100/B200: 8 × 400 Gb/s for 8 GPUs)";
constexpr const char* kStorageSource =
    "DDN, \"DDN's AI storage optimized for NVIDIA DGX B200\": minimum requirement 1 GB/s per GPU";

void checkTemplate(const TemplateInfo& info, HostCheck& h, bool multiNode,
                   const AnalysisContext& cx)
{
    const ServerTemplate& t = *info.tmpl;
    const std::string who = "Server '" + t.name + "'";
    // A system-on-module (Jetson) shares one memory between CPU and GPU: no RAM ratio applies.
    const bool unifiedMemory = info.gpu && info.gpu->accel.formFactor == "SoM";
    if (info.cpuCores == 0 || (info.ramBytes <= 0 && !unifiedMemory)) {
        cx.findings.push_back({Severity::Info,
                               "HOST_PARTS_MISSING",
                               who + " lists no " +
                                   std::string(info.cpuCores == 0 ? "CPU" : "system memory") +
                                   ", so its host balance is only partly checked.",
                               {t.id},
                               "Add the CPUs and DIMMs to the server's parts."});
    }
    if (info.cpuCores > 0 && h.cpuCoresPerGpu < kMinCpuCoresPerGpu) {
        cx.findings.push_back(
            {Severity::Warning,
             "HOST_FEW_CPU_CORES",
             who + " has " + fmtNum(h.cpuCoresPerGpu, 1) + " CPU cores per GPU (" +
                 std::to_string(info.cpuCores) + " cores for " + std::to_string(h.gpus) +
                 " GPUs); data loading and kernel launches may starve the GPUs (" + kCpuSource +
                 ").",
             {t.id},
             "Use CPUs with more cores: at least " + fmtNum(kMinCpuCoresPerGpu * h.gpus) +
                 " in total."});
    }
    if (!unifiedMemory && info.ramBytes > 0 && h.ramToGpuMemory < kMinRamToGpuMemory) {
        // Below the 2× rule of thumb is common on current systems (NVIDIA's own DGX B200 has
        // ≈ 1.4×), so it is a note; less RAM than GPU memory is a warning.
        cx.findings.push_back(
            {h.ramToGpuMemory < 1.0 ? Severity::Warning : Severity::Info,
             "HOST_LOW_RAM",
             who + " has " + gibibytes(info.ramBytes) + " of RAM for " +
                 gibibytes(info.gpuMemoryBytes) + " of GPU memory (" + fmtNum(h.ramToGpuMemory, 2) +
                 "×); checkpoint staging, data loaders and "
                 "optimizer offload may not fit (" +
                 kRamSource + ").",
             {t.id},
             "Add memory: at least " + gibibytes(kMinRamToGpuMemory * info.gpuMemoryBytes) + "."});
    }
    if (h.gpus >= kNicRuleMinGpus && h.nicsPerGpu < kMinNicsPerGpu) {
        const std::string msg = who + " has " + countOf(info.computeNics, "compute NIC") + " for " +
                                std::to_string(h.gpus) + " GPUs (" + fmtNum(h.nicsPerGpu, 2) +
                                " per GPU)";
        if (multiNode)
            cx.findings.push_back({Severity::Warning,
                                   "HOST_FEW_NICS",
                                   msg +
                                       "; gradient and activation traffic between servers will "
                                       "queue on the NICs (" +
                                       kNicSource + ").",
                                   {t.id},
                                   "Add compute NICs: one per GPU."});
        else
            cx.findings.push_back({Severity::Info,
                                   "HOST_FEW_NICS",
                                   msg + ". That is fine for a single server that does not train "
                                         "across nodes.",
                                   {t.id},
                                   ""});
    }
    if (info.cpuPcieLanes > 0 && info.pcieLanesNeeded > info.cpuPcieLanes) {
        cx.findings.push_back(
            {Severity::Info,
             "HOST_PCIE_SWITCHES",
             who + ": its GPUs, NICs and SSDs need " + std::to_string(info.pcieLanesNeeded) +
                 " PCIe lanes, more than its CPUs provide (" + std::to_string(info.cpuPcieLanes) +
                 "): it relies on PCIe switches, as DGX-class systems do.",
             {t.id},
             ""});
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
                                   "The design has " + std::to_string(cx.inv.servers) +
                                       " servers but no shared storage: training data and "
                                       "checkpoints must live on local drives.",
                                   {},
                                   "Add a storage system and link it to the fabric."});
        return;
    }
    if (cx.inv.gpus <= 0)
        return;
    const double perGpu = readBytesPerS / static_cast<double>(cx.inv.gpus);
    if (perGpu < kMinStorageReadPerGpu) {
        const double need = kMinStorageReadPerGpu * static_cast<double>(cx.inv.gpus);
        cx.findings.push_back(
            {Severity::Warning, "STORAGE_SLOW",
             "The shared storage reads " + fmtNum(readBytesPerS / 1e9, 1) + " GB/s for " +
                 std::to_string(cx.inv.gpus) + " GPUs: " + fmtNum(perGpu / 1e9, 2) +
                 " GB/s per GPU, below the 1 GB/s per GPU minimum (" + kStorageSource + ").",
             storage,
             "Add storage systems or faster ones: at least " + fmtNum(need / 1e9) +
                 " GB/s of read bandwidth in total (limited by each system's NICs)."});
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

    cx.explanations.push_back({"cpuCoresPerGpu", "CPU cores / GPUs per server", kCpuSource});
    cx.explanations.push_back(
        {"ramToGpuMemory", "system RAM / total GPU memory per server", kRamSource});
    cx.explanations.push_back({"nicsPerGpu", "compute NICs / GPUs per server", kNicSource});
    cx.explanations.push_back({"storageReadBytesPerSPerGpu",
                               "Σ storage systems × min(read B/s, NICs × NIC bit/s ÷ 8) / all GPUs",
                               kStorageSource});
    return out;
}

} // namespace cc::model
