#pragma once
// What limits a design, ranked: the findings panel's list (issue 5 "Bottleneck and explain").
// Each limit says how close the design is to it (pressure), how serious that is, what it means
// in numbers, what would relieve it, and which objects it concerns.
#include "model/analysis/Report.h"
#include "model/training/TrainingReport.h"

#include <string>
#include <string_view>
#include <vector>

namespace cc::model {

enum class LimitKind {
    Memory,           ///< GPU memory of the training job
    Compute,          ///< the GPUs' arithmetic
    ScaleUp,          ///< NVLink / scale-up domain (tensor parallelism)
    Nic,              ///< the servers' network adapters (data parallelism across servers)
    Oversubscription, ///< an oversubscribed switch tier
    PipelineBubble,   ///< idle pipeline stages
    Storage,          ///< checkpoints and the training-data feed
    Power,            ///< rack power against the rack's limit
    Cooling,          ///< heat per rack against air cooling
    Cost,             ///< prices missing, or renting cheaper than buying
};
std::string_view limitKindName(LimitKind k);

struct Limit {
    LimitKind kind = LimitKind::Compute;
    Severity severity = Severity::Info;
    /// How close the design is to this limit: share of the step time it costs, or used over
    /// available (1 = at the limit, above 1 = over it).
    double pressure = 0;
    Message message;
    Message suggestion;
    std::vector<ObjectId> objects;
    std::vector<Finding> findings; ///< the analysis findings that belong to this limit
};

/// What limits traffic across servers (NetworkReport::interNodeLimitedBy) as a message: the
/// NICs, a tier's uplinks, a torus cut, ...
Message limitedByMessage(const std::string& interNodeLimitedBy);

/// Every limit that applies, most serious first (severity, then pressure). Findings that
/// belong to no limit are returned in `other`.
std::vector<Limit> rankLimits(const Report& r, const Design& d, const TrainingReport* training,
                              std::vector<Finding>* other = nullptr);

} // namespace cc::model
