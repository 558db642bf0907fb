// Terms: short vocabulary that model/ passes as arguments (arg::term) or keeps as keys — part
// kinds, power and cost categories, tier names, quantity names. The English word is the code.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const char* const kTerms[] = {
    // Part kinds (model/catalog/CatalogEntry.cpp)
    QT_TRANSLATE_NOOP("Term", "accelerator"),
    QT_TRANSLATE_NOOP("Term", "fabric"),
    QT_TRANSLATE_NOOP("Term", "nic"),
    QT_TRANSLATE_NOOP("Term", "optic"),
    QT_TRANSLATE_NOOP("Term", "switch"),
    QT_TRANSLATE_NOOP("Term", "storage"),
    QT_TRANSLATE_NOOP("Term", "cpu"),
    QT_TRANSLATE_NOOP("Term", "memory"),
    QT_TRANSLATE_NOOP("Term", "psu"),
    QT_TRANSLATE_NOOP("Term", "rack"),
    QT_TRANSLATE_NOOP("Term", "cdu"),
    QT_TRANSLATE_NOOP("Term", "server"),
    // Power categories (model/analysis/Inventory.cpp)
    QT_TRANSLATE_NOOP("Term", "accelerators"),
    QT_TRANSLATE_NOOP("Term", "cpus"),
    QT_TRANSLATE_NOOP("Term", "network"),
    QT_TRANSLATE_NOOP("Term", "scale-up fabric"),
    QT_TRANSLATE_NOOP("Term", "power & cooling"),
    QT_TRANSLATE_NOOP("Term", "servers"),
    QT_TRANSLATE_NOOP("Term", "chassis (fans, board)"),
    QT_TRANSLATE_NOOP("Term", "psu losses"),
    QT_TRANSLATE_NOOP("Term", "other"),
    // Cost categories (model/analysis/Cost.cpp)
    QT_TRANSLATE_NOOP("Term", "accelerators & servers"),
    QT_TRANSLATE_NOOP("Term", "network switches"),
    QT_TRANSLATE_NOOP("Term", "optics & cables"),
    QT_TRANSLATE_NOOP("Term", "racks, power & cooling"),
    // Tiers
    QT_TRANSLATE_NOOP("Term", "leaf"),
    QT_TRANSLATE_NOOP("Term", "spine"),
    QT_TRANSLATE_NOOP("Term", "core"),
    // What limits the storage path (model/training/TrainingStorage.cpp)
    QT_TRANSLATE_NOOP("Term", "storage write bandwidth"),
    QT_TRANSLATE_NOOP("Term", "storage read bandwidth"),
    QT_TRANSLATE_NOOP("Term", "storage NICs"),
    QT_TRANSLATE_NOOP("Term", "the job's compute NICs"),
    QT_TRANSLATE_NOOP("Term", "fabric bisection"),
    QT_TRANSLATE_NOOP("Term", "local NVMe (no storage system drawn)"),
    // What limits traffic across servers (model/analysis/Network.cpp)
    QT_TRANSLATE_NOOP("Term", "NIC"),
    QT_TRANSLATE_NOOP("Term", "torus cut"),
    QT_TRANSLATE_NOOP("Term", "no network"),
    QT_TRANSLATE_NOOP("Term", "single node"),
    // Memory overheads (model/training/MemoryAnalysis.cpp)
    QT_TRANSLATE_NOOP("Term", "CUDA context and library workspaces (assumed 1.5 GiB)"),
    QT_TRANSLATE_NOOP(
        "Term",
        "NCCL communicator buffers (0.25 GiB per group: NCCL_BUFFSIZE 4 MiB × 32 channels × 2)"),
    QT_TRANSLATE_NOOP("Term", "ZeRO-3/FSDP gathered layers (current + prefetched)"),
    QT_TRANSLATE_NOOP("Term", "Allocator fragmentation margin (assumed 5 % of tensors)"),
    // Quantities checked for finite values (model/analysis/FiniteCheck.h callers)
    QT_TRANSLATE_NOOP("Term", "IT idle power"),
    QT_TRANSLATE_NOOP("Term", "IT typical power"),
    QT_TRANSLATE_NOOP("Term", "IT max power"),
    QT_TRANSLATE_NOOP("Term", "IT planning power"),
    QT_TRANSLATE_NOOP("Term", "facility power"),
    QT_TRANSLATE_NOOP("Term", "capex"),
    QT_TRANSLATE_NOOP("Term", "part power x replicas of every group, utilisation, PUE"),
    QT_TRANSLATE_NOOP("Term", "every cost line's count x unit price"),
    // Counts of an in-memory design past the input contract (DESIGN_BEYOND_BOUNDS, Inventory.cpp)
    QT_TRANSLATE_NOOP("Term", "groups"),
    QT_TRANSLATE_NOOP("Term", "server templates"),
    QT_TRANSLATE_NOOP("Term", "links"),
    QT_TRANSLATE_NOOP("Term", "rack groups"),
    QT_TRANSLATE_NOOP("Term", "replicas"),
    QT_TRANSLATE_NOOP("Term", "parts per server"),
    QT_TRANSLATE_NOOP("Term", "switch chips"),
    QT_TRANSLATE_NOOP("Term", "links per replica"),
    QT_TRANSLATE_NOOP("Term", "torus dimensions"),
    QT_TRANSLATE_NOOP("Term", "nodes along a torus dimension"),
    QT_TRANSLATE_NOOP("Term", "racks"),
    QT_TRANSLATE_NOOP("Term", "replicas per rack"),
    QT_TRANSLATE_NOOP("Term", "GPUs"),
    // Activation recompute modes (model/training/Workload.cpp recomputeName)
    QT_TRANSLATE_NOOP("Term", "none"),
    QT_TRANSLATE_NOOP("Term", "selective"),
    QT_TRANSLATE_NOOP("Term", "full"),
    // Words of the cabling list (model/cabling/CablingPlan.cpp; CSV and .xlsx cells)
    QT_TRANSLATE_NOOP("Term", "in rack"),
    QT_TRANSLATE_NOOP("Term", "adjacent rack"),
    QT_TRANSLATE_NOOP("Term", "same row"),
    QT_TRANSLATE_NOOP("Term", "another rack row"),
    QT_TRANSLATE_NOOP("Term", "unplaced"),
    QT_TRANSLATE_NOOP("Term", "type not chosen"),
    QT_TRANSLATE_NOOP("Term", "unspecified"),
    QT_TRANSLATE_NOOP("Term", "transceiver"),
    QT_TRANSLATE_NOOP("Term", "fibre"),
    // The OS reasons a load or save gives (strerror's text; model/io/SafeWrite.cpp,
    // InputLimits.cpp)
    QT_TRANSLATE_NOOP("Term", "No such file or directory"),
    QT_TRANSLATE_NOOP("Term", "Permission denied"),
    QT_TRANSLATE_NOOP("Term", "Operation not permitted"),
    QT_TRANSLATE_NOOP("Term", "Is a directory"),
    QT_TRANSLATE_NOOP("Term", "Not a directory"),
    QT_TRANSLATE_NOOP("Term", "No space left on device"),
    QT_TRANSLATE_NOOP("Term", "Disk quota exceeded"),
    QT_TRANSLATE_NOOP("Term", "Read-only file system"),
    QT_TRANSLATE_NOOP("Term", "Input/output error"),
    QT_TRANSLATE_NOOP("Term", "File name too long"),
    QT_TRANSLATE_NOOP("Term", "File too large"),
    QT_TRANSLATE_NOOP("Term", "File exists"),
    QT_TRANSLATE_NOOP("Term", "Too many levels of symbolic links"),
    QT_TRANSLATE_NOOP("Term", "Too many open files"),
    QT_TRANSLATE_NOOP("Term", "Device or resource busy"),
    QT_TRANSLATE_NOOP("Term", "Text file busy"),
    QT_TRANSLATE_NOOP("Term", "No such device or address"),
    QT_TRANSLATE_NOOP("Term", "Broken pipe"),
};
/// Units the renderer passes through translate("Unit", ...): SI symbols stay, words change.
[[maybe_unused]] const char* const kUnits[] = {
    QT_TRANSLATE_NOOP("Unit", "tokens/s"),
    QT_TRANSLATE_NOOP("Unit", "tokens"),
};
} // namespace

std::span<const char* const> termTemplates()
{
    return kTerms;
}

} // namespace cc::views::detail
