#pragma once
#include "model/calibration/CalibrationProfile.h"
#include "model/catalog/Catalog.h"
#include "model/design/Change.h"
#include "model/design/Scenario.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cc::model {

// ObjectId (Change.h): ids are unique across all objects of a design.
constexpr ObjectId kNoId = 0;

/// A server's bill of parts and internal wiring; groups of servers refer to one template.
struct ServerTemplate {
    ObjectId id = kNoId;
    std::string name;
    std::string origin;           ///< catalog server id it was copied from, if any
    std::vector<PartCount> parts; ///< GPUs, NICs, CPUs, DIMMs, SSDs, PSUs (fabric below)
    FabricType fabric = FabricType::Pcie;
    std::string fabricRef; ///< NVSwitch / mesh entry
    int fabricCount = 0;   ///< switch chips (0 for a mesh)
    int pcieGen = 4;
    int rackUnits = 2;
    bool railOptimized = false; ///< NIC i is attached next to GPU i
    int computeNics = -1;       ///< NICs facing the compute fabric; -1: all compute NICs
    Power chassisPower;         ///< fans, board, BMC, drives not listed as parts
    double maxPowerW = 0;       ///< vendor nameplate maximum; 0: derived from parts
    Cooling cooling = Cooling::Air;
    std::optional<double> priceUsd; ///< whole-system price; unset: sum of parts

    bool operator==(const ServerTemplate&) const = default;
};

enum class BlockKind { Server, Switch, Storage };
std::string_view blockKindName(BlockKind k);

/// A replicated group on the cluster canvas: N identical servers, switches or storage systems.
struct Block {
    ObjectId id = kNoId;
    BlockKind kind = BlockKind::Server;
    std::string name;
    ObjectId templateId = kNoId; ///< servers: their template
    std::string ref;             ///< switches and storage: catalog id
    std::int64_t replicas = 1;
    int tier = 0;        ///< switches: 1 leaf, 2 spine, 3 core; 0 = infer from links
    double x = 0, y = 0; ///< canvas position (scene units)

    bool operator==(const Block&) const = default;
};

/// How the links of a group are spread over the replicas at the other end.
enum class WiringRule {
    Spread, ///< evenly over all replicas of the far group
    Rail,   ///< NIC i of each server in a unit goes to switch i of that unit (rail-optimised)
    Torus,  ///< server-to-server neighbours of a torus (a block linked to itself)
};
std::string_view wiringRuleName(WiringRule r);
std::optional<WiringRule> wiringRuleFromName(std::string_view s);

/// A bundle of identical cables between two groups: `perReplica` links leave each replica of
/// `from`. Total links = from.replicas × perReplica (halved for a torus self-link).
struct Link {
    ObjectId id = kNoId;
    ObjectId from = kNoId;
    ObjectId to = kNoId;
    std::int64_t perReplica = 1;
    double bitsPerS = 400e9; ///< signalling rate of one link
    std::string mediumRef;   ///< optic / cable catalog id; empty = unspecified
    WiringRule rule = WiringRule::Spread;
    int unitSize = 0;           ///< rail: servers per scalable unit (0 = whole group)
    std::vector<int> torusDims; ///< torus: size of each dimension (product = replicas)

    bool operator==(const Link&) const = default;
};

struct RackSlot {
    ObjectId block = kNoId;
    std::int64_t perRack = 1; ///< replicas of that group in each rack of this row
    bool operator==(const RackSlot&) const = default;
};

/// `count` identical racks, each holding `perRack` replicas of each listed group.
struct RackGroup {
    ObjectId id = kNoId;
    std::string name;
    std::string ref; ///< rack catalog id (optional)
    std::int64_t count = 1;
    int rackUnits = 42;
    double powerLimitW = 15000;
    Cooling cooling = Cooling::Air;
    std::vector<RackSlot> contents;

    bool operator==(const RackGroup&) const = default;
};

/// Who a proposal is for and from (issue 12): printed on the PDF's cover when set. Not part of
/// what is analysed; absent in the file means all empty.
struct ProposalInfo {
    std::string customer; ///< "Prepared for"
    std::string proposer; ///< "Prepared by": person, company
    /// The logo, embedded so the design travels in one file: "data:image/png;base64,…" or
    /// "data:image/jpeg;base64,…" (at most limits::kMaxLogoChars); "" = none.
    std::string logo;
    bool empty() const { return customer.empty() && proposer.empty() && logo.empty(); }
    bool operator==(const ProposalInfo&) const = default;
};

/// Site-level settings that turn IT power into facility power, energy cost and heat.
struct Facility {
    double pue = 1.4;                  ///< power usage effectiveness
    double usdPerKwh = 0.10;           ///< electricity price
    double gridKgCo2PerKwh = 0.40;     ///< grid carbon intensity
    double inletC = 25;                ///< cold-aisle supply temperature
    double outletC = 40;               ///< hot-aisle return temperature
    double airLimitW = 20000;          ///< air cooling without containment, per rack
    double containedAirLimitW = 40000; ///< air with hot/cold-aisle containment or rear door
    std::string cduRef;                ///< CDU model used when racks need liquid
    double powerUtilisation = 1.0;     ///< fraction of typical power drawn on average

    bool operator==(const Facility&) const = default;
};

/// The whole document. Plain data addressed by ids; mutate it only through Edits.
struct Design {
    std::string name = "Untitled design";
    std::string description;
    std::vector<ServerTemplate> templates;
    std::vector<Block> blocks;
    std::vector<Link> links;
    std::vector<RackGroup> racks;
    Facility facility;
    ProposalInfo proposal;              ///< the cover of the proposal PDF (file key "proposal")
    std::vector<std::string> workloads; ///< JSON text of each workload, as given
    /// Specs embedded in the file it was loaded from: they win over the application catalog, so
    /// an old design evaluates the same after a catalog update.
    Catalog pinned;
    /// Named snapshots of this design's content to compare it with (at most kMaxScenarios).
    std::vector<Scenario> scenarios;
    /// What the user measured on their cluster, fitted (Tools > Calibrate); none: the catalog's
    /// figures. Stored as "calibration" (model/calibration/CalibrationJson.h).
    std::optional<calib::CalibrationProfile> calibration;

    /// A fresh id. Reserving ids is not a change of the document's content, hence const.
    ObjectId allocateId() const;
    void noteId(ObjectId id) const; ///< keeps allocateId() above ids added from outside

    const ServerTemplate* findTemplate(ObjectId id) const;
    ServerTemplate* findTemplate(ObjectId id);
    const Block* findBlock(ObjectId id) const;
    Block* findBlock(ObjectId id);
    const Link* findLink(ObjectId id) const;
    Link* findLink(ObjectId id);
    const RackGroup* findRack(ObjectId id) const;
    RackGroup* findRack(ObjectId id);

    /// Called after every applied or reverted edit with what it changed.
    std::function<void(const Change&)> onChange;
    void notify(const Change& c) const
    {
        if (onChange)
            onChange(c);
    }
    void notify(ObjectKind kind, ObjectId id, ChangeType type,
                std::uint32_t fields = field::kAll) const
    {
        notify(Change{kind, id, type, fields});
    }

private:
    mutable ObjectId m_nextId = 1;
};

} // namespace cc::model
