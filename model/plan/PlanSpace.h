#pragma once
// The search space of a plan: every allowed server × a node-count ladder × the fabrics the
// generators can build for that server. Enumerated in a fixed order so shards are deterministic.
#include "model/catalog/Catalog.h"
#include "model/plan/PartFilter.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cc::model::plan {

/// One way to network a server type: a generator kind, a switch, an oversubscription.
struct FabricChoice {
    std::string kind;      ///< standalone | fat-tree | rail-optimized | nvl72
    std::string switchRef; ///< empty for standalone
    double oversubscription = 1;
    std::string label;   ///< "InfiniBand 400G fat-tree 1:1" (English, for files and logs)
    std::string network; ///< "InfiniBand 400G": protocol and link speed; empty for standalone
};

/// Servers of one type at one size, with every fabric to try: the unit of sharding, so the
/// per-size work (memory, step model of equal hardware) is shared inside one shard.
struct SpaceGroup {
    const CatalogEntry* server = nullptr;
    int gpusPerServer = 0;
    std::int64_t nodes = 0;
    std::vector<FabricChoice> fabrics;
    std::int64_t firstIndex = 0; ///< index of fabrics[0] in the whole space
};

/// The node counts tried: 1, 2, 3, 4, 6, 8, 12, 16, 24, … (×1.5 and ×2 alternately, at most
/// 1.5× apart, so a deadline is missed by at most that factor in GPUs), up to `maxGpus` GPUs.
std::vector<std::int64_t> nodeLadder(int gpusPerServer, int maxGpus);

/// GPUs in one server entry (accelerator parts).
int serverGpus(const CatalogEntry& server, const Catalog& catalog);

/// The fabrics for `nodes` servers of this type: standalone for one server; otherwise, for each
/// switch speed tier the NICs can use (one switch per protocol and link speed: the most ports),
/// fat-tree and rail-optimised at 1:1 and 2:1; NVL72 racks for 72-GPU rack-scale systems.
std::vector<FabricChoice> fabricsFor(const CatalogEntry& server, const Catalog& catalog,
                                     std::int64_t nodes);

/// The whole space in its fixed order (servers by id, nodes ascending, fabrics as listed).
std::vector<SpaceGroup> buildSpace(const Catalog& catalog, const PartFilter& filter, int maxGpus);

} // namespace cc::model::plan
