#pragma once
// Edits of a design's scenarios: save the current design as a scenario, rename, delete, update
// a scenario from the current design, and make a scenario the current design. Each is one
// undoable step.
#include "model/design/Design.h"
#include "model/edit/Edit.h"

#include <string>
#include <vector>

namespace cc::model {

/// Why `name` cannot name a new scenario (or scenario `except`, when renaming it); empty when it
/// can. Names are trimmed by the caller; an empty or duplicate name is refused.
std::string scenarioNameProblem(const Design& d, const std::string& name, int except = -1);

/// Replaces the whole scenario list; apply swaps, so revert == apply.
class SetScenarios final : public Edit {
public:
    SetScenarios(std::vector<Scenario> scenarios, Message text)
        : m_scenarios(std::move(scenarios)), m_text(std::move(text))
    {}
    void apply(Design& d) override;
    void revert(Design& d) override { apply(d); }
    Message text() const override { return m_text; }

private:
    std::vector<Scenario> m_scenarios;
    Message m_text;
};

/// Replaces the design's content (templates, groups, links, racks, facility, workloads, pinned
/// specs) with a snapshot's; name, description and scenarios stay. apply swaps, so
/// revert == apply.
class ReplaceContent final : public Edit {
public:
    ReplaceContent(const Design& snapshot, Message text);
    void apply(Design& d) override;
    void revert(Design& d) override { apply(d); }
    Message text() const override { return m_text; }

private:
    std::vector<ServerTemplate> m_templates;
    std::vector<Block> m_blocks;
    std::vector<Link> m_links;
    std::vector<RackGroup> m_racks;
    Facility m_facility;
    std::vector<std::string> m_workloads;
    Catalog m_pinned;
    std::optional<calib::CalibrationProfile> m_calibration; ///< a scenario's own measurements
    Message m_text;
};

// The makers throw std::invalid_argument for an index out of range, a bad name or a full list;
// check scenarioNameProblem() and kMaxScenarios first to tell the user why.

/// Appends a snapshot of the current design's content named `name`.
EditPtr makeAddScenario(const Design& d, const std::string& name);
EditPtr makeRenameScenario(const Design& d, int index, const std::string& name);
EditPtr makeDeleteScenario(const Design& d, int index);
/// Replaces scenario `index`'s snapshot by the current design's content; its name stays.
EditPtr makeUpdateScenario(const Design& d, int index);
/// Replaces the current design's content by scenario `index`'s snapshot. The scenarios stay, so
/// what was current is lost unless saved as a scenario first (undo brings it back).
EditPtr makeScenarioCurrent(const Design& d, int index);

} // namespace cc::model
