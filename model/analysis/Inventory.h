#pragma once
#include "model/analysis/Report.h"
#include "model/design/SpecResolver.h"

#include <optional>
#include <unordered_map>

namespace cc::model {

/// What one server template holds, resolved against the specs once per analysis.
struct TemplateInfo {
    const ServerTemplate* tmpl = nullptr;
    int gpus = 0;
    const CatalogEntry* gpu = nullptr; ///< the (first) accelerator model
    int computeNics = 0;
    const CatalogEntry* computeNic = nullptr; ///< the (first) compute NIC model
    double computeNicBitsPerS = 0;            ///< all compute NIC ports of one server
    int allNics = 0;
    int cpus = 0;
    int cpuCores = 0;
    int cpuPcieLanes = 0;
    double ramBytes = 0;
    double gpuMemoryBytes = 0; ///< all GPUs of one server
    int ssds = 0;
    double ssdReadBytesPerS = 0;
    double psuRatedW = 0;
    int pcieLanesNeeded = 0; ///< GPUs, NICs and SSDs at their widths
    Power power;             ///< per server; max = nameplate when published
    double partsMaxW = 0;    ///< sum of the parts' max, for the nameplate check
    std::map<std::string, double> typicalByCategoryW;
    std::map<std::string, double> partsPriceUsd; ///< category -> price of parts
    bool partsPriced = true;
    bool partsEstimated = false;
    int scaleUpDomainGpus = 1;
    double scaleUpBitsPerSPerGpu = 0; ///< one direction, 0 when PCIe only
};

/// Counts and resolved specs of a design, built once and shared by the analysis functions.
struct Inventory {
    std::unordered_map<ObjectId, TemplateInfo> templates;
    std::unordered_map<ObjectId, const Block*> blocks;
    std::int64_t gpus = 0;
    std::int64_t servers = 0;
    /// The design breaks a bound of the input contract (catalogs/SCHEMA.md). The loader refuses
    /// such a file; a design built in memory (generators, edits, the planner, tests) is checked
    /// here: an error finding DESIGN_BEYOND_BOUNDS, and no figure is computed from its counts,
    /// since products of them could overflow.
    bool beyondBounds = false;
};

/// Resolves every template's parts. Unknown or mismatched refs become findings; a design past
/// the input contract's bounds gets DESIGN_BEYOND_BOUNDS and `beyondBounds`.
Inventory buildInventory(const SpecResolver& specs, std::vector<Finding>& findings);

/// The first count of `d` past the input contract's bounds (catalogs/SCHEMA.md) as the error
/// finding DESIGN_BEYOND_BOUNDS, or nullopt. For code that multiplies a design's counts without
/// an Inventory (the cabling plan, rack placement): a design built in memory is not bounded by
/// the loader. Only comparisons, no arithmetic that could overflow.
std::optional<Finding> designBoundProblem(const Design& d);

/// Power category of a component kind ("accelerators", "cpus", "network", ...).
std::string powerCategory(Kind k);

} // namespace cc::model
