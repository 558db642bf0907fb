#pragma once
#include "model/design/Design.h"
#include "model/text/Message.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cc::model {

enum class Severity { Info, Warning, Error };
std::string_view severityName(Severity s);

/// A rule that fired: what is wrong or notable, which objects, and what to do about it.
struct Finding {
    Severity severity = Severity::Info;
    std::string code; ///< stable rule id, e.g. "RACK_OVER_POWER"
    Message message;  ///< for a customer, with the numbers (its code may name a variant)
    std::vector<ObjectId> objects;
    Message suggestion; ///< what would fix it; may be empty
};

/// How a reported number was obtained, for the explain view.
struct Explanation {
    std::string quantity; ///< stable key, e.g. "bisectionBandwidth"
    Message formula;      ///< in words and symbols
    Message source;       ///< paper, datasheet (with date), or an assumption saying so
};

/// The name of an explained quantity as a message: code "Q:" + its key, no arguments.
inline Message quantityLabel(const std::string& key)
{
    return Message{"Q:" + key, {}};
}

struct DesignSummary {
    std::int64_t gpus = 0;
    std::int64_t servers = 0;
    std::int64_t racks = 0;
    std::int64_t switches = 0;
    std::int64_t storageSystems = 0;
    int groups = 0;
};

struct TierReport {
    std::string name; ///< leaf, spine, core (or tier-N)
    int level = 1;
    std::int64_t switches = 0;
    double portsUsed = 0; ///< physical ports, a 2-way breakout link counts ½
    std::int64_t portsTotal = 0;
    std::int64_t linksUp = 0;
    std::int64_t linksDown = 0;
    double downBitsPerS = 0;
    double upBitsPerS = 0;
    std::optional<double> oversubscription; ///< down / up; none at the top tier
};

struct CountLine {
    std::string ref;
    std::string name;
    std::string medium; ///< dac | acc | aoc | transceiver | unspecified
    double reachM = 0;
    std::int64_t count = 0;
};

struct NetworkReport {
    std::vector<TierReport> tiers;
    std::int64_t switches = 0;
    std::int64_t cables = 0;
    std::int64_t transceivers = 0;
    std::vector<CountLine> cableLines;
    std::vector<CountLine> transceiverLines;
    double bisectionBytesPerS = 0;       ///< one direction across the worst halving cut
    double injectionBytesPerSPerGpu = 0; ///< compute NIC bandwidth per GPU, one direction
    int scaleUpDomainGpus = 0;           ///< GPUs sharing one NVLink/IF domain
    double allreduceBusIntraNodeBytesPerS = 0;
    double allreduceBusInterNodeBytesPerS = 0;
    std::string interNodeLimitedBy; ///< "NIC", "leaf uplinks", "spine uplinks", ...
    double alltoallIntraNodeBytesPerS = 0;
    double alltoallInterNodeBytesPerS = 0;
};

struct ServerPower {
    ObjectId templateId = kNoId;
    std::string name;
    Power power; ///< per server
    std::map<std::string, double> typicalByCategoryW;
};

enum class CoolingVerdict { Air, AirContained, Liquid };
std::string_view coolingVerdictName(CoolingVerdict v);

struct RackReport {
    ObjectId rackId = kNoId;
    std::string name;
    std::int64_t count = 0;
    double typicalW = 0; ///< per rack
    double maxW = 0;     ///< per rack
    double limitW = 0;
    int usedU = 0;
    int totalU = 0;
    CoolingVerdict verdict = CoolingVerdict::Air;
    double heatBtuPerH = 0; ///< per rack at max power
    double airflowCfm = 0;  ///< per rack at max power and the facility ΔT
};

struct PowerReport {
    std::vector<ServerPower> servers;
    std::vector<RackReport> racks;
    double itIdleW = 0;
    double itTypicalW = 0;
    double itMaxW = 0;
    double itW = 0;       ///< typical × facility utilisation: the planning figure
    double facilityW = 0; ///< itW × PUE
    std::map<std::string, double> byCategoryW; ///< of itTypicalW
    double maxServerW = 0;
    double maxRackW = 0;
};

struct CoolingReport {
    double heatBtuPerH = 0; ///< whole cluster at IT max power
    double airflowCfm = 0;  ///< for the air-cooled part at the facility ΔT
    double deltaTF = 0;
    std::int64_t liquidRacks = 0;
    std::int64_t airRacks = 0;
    double liquidHeatW = 0;
    std::int64_t cdusNeeded = 0;
    std::string cduRef;
};

struct CostLine {
    std::string category;
    std::string item;
    std::string ref;
    std::int64_t count = 0;
    double unitUsd = 0;
    double totalUsd = 0;
    bool estimate = false;
    bool priced = true; ///< false: no price known, or only part of it (a sum of known parts)
};

struct CostReport {
    double capexUsd = 0;
    std::map<std::string, double> byCategoryUsd;
    std::vector<CostLine> lines;
    std::int64_t unpricedItems = 0;
    /// false when a server line has no price, or only the sum of some of its parts: the capex
    /// is then a floor that leaves out the accelerators or the system (a plan cannot rank it).
    bool serversPriced = true;
};

/// Host-side balance of one server template against the field's rules of thumb.
struct HostCheck {
    ObjectId templateId = kNoId;
    std::string name;
    int gpus = 0;
    double cpuCoresPerGpu = 0;
    double ramToGpuMemory = 0;
    double nicsPerGpu = 0;
    int pcieLanesNeeded = 0;
    int pcieLanesFromCpus = 0;
    double storageReadBytesPerSPerGpu = 0; ///< shared storage read bandwidth per GPU
};

/// Everything the analysis says about a design. Filled by analyze(); pure data.
struct Report {
    DesignSummary design;
    NetworkReport network;
    PowerReport power;
    CoolingReport cooling;
    CostReport cost;
    std::vector<HostCheck> hosts;
    std::vector<Finding> findings;
    std::vector<Explanation> explanations;
    double analysisSeconds = 0;
};

} // namespace cc::model
