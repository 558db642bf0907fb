#pragma once
// Private helpers shared by the topology generators. Not part of the model's public API.
#include "model/topology/Generators.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cc::model::topology::detail {

constexpr double kTierSpacing = 200;  ///< canvas distance between tiers (servers at y = 0)
constexpr double kBlockSpacing = 320; ///< canvas distance between blocks of one row
constexpr double kStorageBytesPerSPerGpu = 1e9; ///< DDN's stated minimum read rate per GPU

/// Throws GeneratorError(option, why).
[[noreturn]] void fail(std::string_view option, Message why);

/// 12500 -> "12,500", for messages and names.
std::string formatCount(std::int64_t n);

/// The replicated server group of a design and the scale-out network it brings.
struct ServerGroup {
    const CatalogEntry* entry = nullptr;
    ObjectId templateId = kNoId;
    ObjectId blockId = kNoId;
    std::int64_t replicas = 0;
    int gpus = 0;            ///< per server
    int ports = 0;           ///< compute NIC ports per server (= rails)
    double portBitsPerS = 0; ///< one compute NIC port
    bool infiniband = false; ///< the compute NICs speak InfiniBand
    bool ethernet = false;   ///< the compute NICs speak Ethernet
};

/// Looks up and checks `opt.serverRef`, adds its template and one server block at the bottom.
/// `needNics`: refuse servers without compute NICs (every switched fabric needs them).
ServerGroup addServers(Design& d, const GeneratorOptions& opt, const Catalog& catalog,
                       bool needNics);

/// The switch model of a fabric and the lane speed all of its links run at.
struct SwitchChoice {
    const CatalogEntry* entry = nullptr;
    double linkBitsPerS = 0; ///< min(NIC port, switch port)
    int radix = 0;           ///< logical ports at linkBitsPerS, breakout included
    std::string mediumRef;
};

/// `opt.switchRef`, or the default for the servers' NICs (same speed, InfiniBand first, most
/// ports). Throws when the id is not a switch or cannot talk to the NICs.
SwitchChoice chooseSwitch(const GeneratorOptions& opt, const Catalog& catalog,
                          const ServerGroup& servers);

/// Cable or optic for a link speed: a transceiver if the catalog has one, else an AOC, else a
/// DAC; empty when nothing matches.
std::string chooseMedium(const Catalog& catalog, double bitsPerS);

/// Switch counts per tier, from port arithmetic (folded-Clos fat-tree: Al-Fares, Loukissas, Vahdat,
/// "A Scalable, Commodity Data Center Network Architecture", SIGCOMM 2008, §3).
struct ClosPlan {
    int tiers = 1;    ///< 1: one leaf, 2: leaf + spine, 3: + core, 4: too large
    int leafDown = 0; ///< ports per leaf facing servers/storage
    int leafUp = 0;   ///< uplinks per leaf
    std::int64_t leaves = 0;
    std::int64_t spines = 0;
    std::int64_t cores = 0;
    std::int64_t pods = 0; ///< three tiers only
    std::int64_t leavesPerPod = 0;
    std::int64_t spinesPerPod = 0;
    int spineUp = 0; ///< uplinks per spine (three tiers)
};

/// Leaf ports for oversubscription R: up = ceil(r / (R + 1)), down = r - up, so down/up <= R.
void splitLeafPorts(ClosPlan& plan, int radix, double oversubscription);

/// Plans the tiers above `plan.leaves` leaves of `plan.leafUp` uplinks. Pods hold whole groups
/// of `granule` leaves (a rail-optimised unit). `topPorts` end ports (storage) land on the top
/// tier. Sets tiers = 4 when three tiers of this radix are not enough.
void planUpperTiers(ClosPlan& plan, int radix, int granule, std::int64_t topPorts);

/// A fat-tree over `endPorts` end ports at the leaves.
ClosPlan planFatTree(std::int64_t endPorts, int radix, double oversubscription);

/// The message for a fabric that needs more than three tiers, with a switch that would do.
[[noreturn]] void failTooLarge(const GeneratorOptions& opt, const Catalog& catalog,
                               const ServerGroup& servers, const SwitchChoice& sw,
                               std::int64_t endPorts);

/// Block ids of the switch tiers added for a plan (kNoId where the tier is absent).
struct SwitchTiers {
    ObjectId leaf = kNoId;
    ObjectId spine = kNoId;
    ObjectId core = kNoId;
    ObjectId top() const { return core != kNoId ? core : spine != kNoId ? spine : leaf; }
    int topTier() const { return core != kNoId ? 3 : spine != kNoId ? 2 : 1; }
};

/// Adds the leaf, spine and core blocks of a plan and the links between them.
SwitchTiers addSwitchTiers(Design& d, const ClosPlan& plan, const SwitchChoice& sw);

/// The storage appliances asked for: enough for kStorageBytesPerSPerGpu, at least one.
struct StorageChoice {
    const CatalogEntry* entry = nullptr;
    std::int64_t count = 0;
    int nics = 0;
    double bitsPerS = 0;
    std::int64_t ports() const { return count * nics; }
};
std::optional<StorageChoice> chooseStorage(const GeneratorOptions& opt, const Catalog& catalog,
                                           std::int64_t gpus, double fabricBitsPerS);

/// Adds the storage block next to `tier` and links its NICs to block `attachTo`.
void addStorage(Design& d, const StorageChoice& st, ObjectId attachTo, int tier,
                const Catalog& catalog);

ObjectId addBlock(Design& d, BlockKind kind, std::string name, std::int64_t replicas, int tier,
                  double x, double y);
void addLink(Design& d, ObjectId from, ObjectId to, std::int64_t perReplica, double bitsPerS,
             std::string mediumRef, WiringRule rule = WiringRule::Spread, int unitSize = 0);

/// One-line summary of a plan for the design description.
Message describePlan(const ClosPlan& plan, const SwitchChoice& sw);

/// A generated design with its name and description as messages: generate() renders them in
/// the language of the edge that asked (model::renderText), since they become the design's text.
struct Generated {
    Design design;
    Message name;
    Message description;
};

Generated generateFatTree(const GeneratorOptions& opt, const Catalog& catalog);
Generated generateRailOptimized(const GeneratorOptions& opt, const Catalog& catalog, bool superpod);
Generated generateTorus(const GeneratorOptions& opt, const Catalog& catalog);
Generated generateNvl72(const GeneratorOptions& opt, const Catalog& catalog);

} // namespace cc::model::topology::detail
