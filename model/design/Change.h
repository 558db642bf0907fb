#pragma once
// What one applied or reverted edit changed, so that views update only what it touched (the
// pattern of Tiled's ChangeEvent and QtNodes' per-node update slots, in our own terms).
#include <cstdint>
#include <vector>

namespace cc::model {

using ObjectId = std::uint32_t;

/// The kind of object a change is about.
enum class ObjectKind : std::uint8_t {
    Template,  ///< a server template (its parts, fabric, settings)
    Block,     ///< a replicated group on the canvas
    Link,      ///< a link bundle between groups
    Rack,      ///< a rack row
    Settings,  ///< design-wide: name, description, facility, workloads (id kNoId)
    Scenarios, ///< the scenario list (id kNoId)
    Content,   ///< everything at once (a scenario made current; id kNoId)
};

enum class ChangeType : std::uint8_t { Added, Removed, Modified };

/// Which fields changed, per kind (bit flags; kAllFields when not known in detail).
namespace field {
constexpr std::uint32_t kAll = 0xffffffffu;
// Block
constexpr std::uint32_t kName = 1u << 0;
constexpr std::uint32_t kPosition = 1u << 1;
constexpr std::uint32_t kReplicas = 1u << 2;
constexpr std::uint32_t kModel = 1u << 3; ///< kind, template or catalog ref
constexpr std::uint32_t kTier = 1u << 4;
// Settings
constexpr std::uint32_t kDescription = 1u << 5;
constexpr std::uint32_t kFacility = 1u << 6;
constexpr std::uint32_t kWorkloads = 1u << 7;
constexpr std::uint32_t kProposal = 1u << 12; ///< the proposal's cover (customer, proposer, logo)
} // namespace field

struct Change {
    ObjectKind kind = ObjectKind::Content;
    ObjectId id = 0;
    ChangeType type = ChangeType::Modified;
    std::uint32_t fields = field::kAll;

    bool has(std::uint32_t f) const { return (fields & f) != 0; }
    bool operator==(const Change&) const = default;
};

/// The changes of one undo step, in the order they were made.
using ChangeSet = std::vector<Change>;

} // namespace cc::model
