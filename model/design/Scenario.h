#pragma once
#include <memory>
#include <string>

namespace cc::model {

struct Design;

/// At most this many scenarios are kept in one design (issue 5: "up to four scenarios").
constexpr int kMaxScenarios = 4;

/// A named snapshot of a design's content (templates, groups, links, racks, facility, workloads,
/// pinned specs), kept in the design for a side-by-side comparison. The snapshot is immutable
/// and shared, so copying a design or an undo step never copies it; its own scenario list is
/// always empty.
struct Scenario {
    std::string name;
    std::shared_ptr<const Design> design;
};

/// A copy of `d`'s content for a scenario: no scenarios of its own and no change listener.
std::shared_ptr<const Design> snapshotOf(const Design& d);

} // namespace cc::model
