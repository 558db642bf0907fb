#pragma once
// The inputs and outputs of a cluster plan (issue 10 part B): a job, constraints, and one
// evaluated candidate per design in the search space.
#include "model/training/StepTime.h"
#include "model/training/Workload.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace cc::model::plan {

/// What the user may require of a design; 0 / empty / nullopt: no limit.
struct PlanConstraints {
    double deadlineDays = 0;        ///< wall time of the run (failures included)
    double budgetUsd = 0;           ///< buy: capex; rent: the rent of the run (or horizon)
    bool rent = false;              ///< rent the GPUs instead of buying the cluster
    double horizonDays = 0;         ///< how long the cluster is kept (buy) or rented (rent)
    double maxItPowerKw = 0;        ///< IT power at the facility's utilisation
    double maxFacilityPowerKw = 0;  ///< IT × PUE
    double rackKw = 0;              ///< per-rack limit: the largest server must fit in one rack
    std::optional<bool> liquid;     ///< false: air-cooled servers only
    std::vector<std::string> allow; ///< PartFilter rules (patterns, market:NAME)
    double utilisation = 0;         ///< facility power utilisation (0: the facility default)
};

/// How much of the space to search.
struct PlanOptions {
    int top = 20;       ///< candidates listed in the result
    int shardIndex = 0; ///< evaluate shard i of N (deterministic)
    int shardCount = 1;
    int maxGpus = 16384;  ///< largest design on the node ladder
    bool keepAll = false; ///< keep every candidate (shards do, so a merge is exact)
};

/// One constraint a candidate misses, with by how much.
struct Violation {
    std::string constraint; ///< deadline | budget | rentPrice | price | itPower | facilityPower |
                            ///< rackPower | liquid | memory
    double value = 0;       ///< the candidate's figure (days, USD, kW)
    double limit = 0;
    double relativeMiss() const { return limit > 0 ? value / limit - 1 : 0; }
};

/// One design of the space with its best layout and what the analysis says about it.
struct PlanCandidate {
    std::int64_t index = 0; ///< position in the unsharded space (ranking tie-break)
    std::string server;     ///< catalog server id
    std::string serverName;
    std::string accelerator; ///< accelerator name
    std::int64_t nodes = 0;
    int gpus = 0;
    std::string topology;  ///< generator kind: standalone | fat-tree | rail-optimized | nvl72
    std::string switchRef; ///< empty: no network
    std::string fabric;    ///< e.g. "InfiniBand 400G fat-tree 1:1" (English: files, logs)
    std::string network;   ///< "InfiniBand 400G"; empty for standalone (fabricMessage)
    double oversubscription = 1;
    std::string storageRef;
    std::int64_t storageCount = 0;
    ResolvedLayout layout;
    Offload offload = Offload::None;
    bool fits = false; ///< a layout fits in GPU memory
    bool meetsConstraints = false;
    std::vector<Violation> violations;
    double timeToTrainS = 0; ///< tokens / tokens per second
    double wallTimeS = 0;    ///< with failures and restarts (goodput)
    double stepTimeS = 0;
    double mfu = 0;
    double perGpuBytes = 0;
    double capexUsd = 0;
    double costRentUsd = 0;  ///< rent of the run (or the horizon)
    double totalCostUsd = 0; ///< buy: capex + maintenance + energy; rent: costRentUsd
    double itPowerW = 0;
    double facilityPowerW = 0;
    double maxServerW = 0;
    double energyKwh = 0;
    Message bottleneck; ///< the step's largest part (PerformanceReport::bottleneck)
};

/// A recommended pick: which candidate, what limits it, what would do better.
struct Pick {
    std::optional<std::int64_t> index; ///< candidate index; nullopt: nothing qualifies
    Message limitedBy;
    Message toDoBetter;
};

struct Recommendations {
    Pick cheapest;     ///< lowest total cost meeting every constraint
    Pick fastest;      ///< shortest wall time within the budget, power and parts limits
    Pick lowestEnergy; ///< least energy meeting every constraint
    Message verdict;   ///< when nothing meets every constraint: why, and the closest misses
};

struct PlanResult {
    std::int64_t evaluated = 0;        ///< designs generated and analysed
    std::int64_t layoutsEvaluated = 0; ///< layouts whose step time was computed
    std::int64_t spaceSize = 0;        ///< designs in the whole (unsharded) space
    double seconds = 0;
    int shardIndex = 0;
    int shardCount = 1;
    bool cancelled = false;
    std::vector<PlanCandidate> candidates; ///< ranked (see rankCandidates)
    Recommendations recommended;
};

} // namespace cc::model::plan
