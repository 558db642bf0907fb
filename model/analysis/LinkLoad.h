#pragma once
// How hard the traffic that limits the training step loads each link bundle of the design, so
// the canvas can show the bottleneck where it is (issue 12 item 6). Filled once by evaluate();
// views only read it.
#include "model/analysis/Report.h"
#include "model/design/Design.h"

#include <string>
#include <vector>

namespace cc::model {

struct ComputeHardware;
struct Inventory;
struct TrainingReport;
struct Workload;

/// The communication of a training step that can limit it (the parts of StepBreakdown that are
/// traffic). Views name them; the model never writes the sentence.
enum class StepTraffic {
    None,
    TensorParallel,
    DataParallel,
    Fsdp,
    ExpertAllToAll,
    ContextParallel
};

/// The load of one tier of links: the NIC links (lowerTier 0) or the uplinks of switch tier N.
struct TierLoad {
    int lowerTier = 0;
    double capacityBitsPerS = 0; ///< line rate of all its links, one direction
    double utilisation = 0;      ///< share of that line rate the traffic uses while it runs
    double load = 0;             ///< utilisation × the traffic's share of the step
    bool limiting = false;       ///< the narrowest tier: it sets the traffic's rate
};

/// The load of one link bundle (one Link of the design).
struct BundleLoad {
    ObjectId link = kNoId;
    int lowerTier = 0;      ///< the tier it belongs to (see TierLoad)
    bool onPath = false;    ///< carries the job's traffic (false: storage, other server groups)
    double utilisation = 0; ///< as TierLoad, for this bundle
    double load = 0;        ///< time-averaged share of its line rate over one step, 0..1
    bool limiting = false;  ///< belongs to the limiting tier
};

/// The traffic that limits the step and its load on every tier and link bundle.
///
/// The network model of analyzeNetwork() is used as it is: inter-node traffic crosses every tier
/// in full, at the aggregate rate R = min(end-point injection, narrowest tier) (Leiserson 1985,
/// fat-tree min-cut; the "bisectionBandwidth" explanation). While the traffic runs a tier of
/// capacity C is used R / C of its line rate; over a step, that times the share of the step the
/// job waits for the traffic (its exposed seconds / step time, from the step breakdown).
struct LinkLoad {
    StepTraffic traffic = StepTraffic::None; ///< the largest exposed traffic term of the step
    double seconds = 0;                      ///< its exposed seconds per step
    double stepShare = 0;                    ///< seconds / step time
    bool crossesNetwork = false; ///< false: it stays in the scale-up domain (NVLink, in servers)
    bool limitsStep = false;     ///< it is the largest term of the step, compute included
    std::vector<TierLoad> tiers;
    std::vector<BundleLoad> bundles;
    /// The groups that hold what limits the step: the job's servers (compute, memory, NVLink or
    /// their NICs) or the switch groups whose uplinks are the narrowest tier.
    std::vector<ObjectId> limitingGroups;

    const BundleLoad* find(ObjectId link) const;
};

/// The link loads of the job `training` on `d` (`infra` and `inv`: the design's infrastructure
/// report and inventory; `hw`: the hardware under the job).
/// Without a valid training job the result has traffic None, no tiers and every bundle at 0.
LinkLoad computeLinkLoad(const Design& d, const Report& infra, const Inventory& inv,
                         const TrainingReport* training, const Workload* workload,
                         const ComputeHardware* hw);

} // namespace cc::model
