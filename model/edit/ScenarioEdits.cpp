#include "model/edit/ScenarioEdits.h"

#include <stdexcept>

namespace cc::model {

std::string scenarioNameProblem(const Design& d, const std::string& name, int except)
{
    if (name.empty())
        return "A scenario needs a name.";
    for (size_t i = 0; i < d.scenarios.size(); ++i)
        if (static_cast<int>(i) != except && d.scenarios[i].name == name)
            return "Another scenario is already called '" + name + "'.";
    return {};
}

void SetScenarios::apply(Design& d)
{
    std::swap(d.scenarios, m_scenarios);
    d.notify(ObjectKind::Scenarios, kNoId, ChangeType::Modified);
}

ReplaceContent::ReplaceContent(const Design& s, Message text)
    : m_templates(s.templates), m_blocks(s.blocks), m_links(s.links), m_racks(s.racks),
      m_facility(s.facility), m_workloads(s.workloads), m_pinned(s.pinned),
      m_calibration(s.calibration), m_text(std::move(text))
{}

void ReplaceContent::apply(Design& d)
{
    std::swap(d.templates, m_templates);
    std::swap(d.blocks, m_blocks);
    std::swap(d.links, m_links);
    std::swap(d.racks, m_racks);
    std::swap(d.facility, m_facility);
    std::swap(d.workloads, m_workloads);
    std::swap(d.pinned, m_pinned);
    std::swap(d.calibration, m_calibration);
    // Ids of the incoming objects must never be handed out again by allocateId().
    d.allocateId();
    d.notify(ObjectKind::Content, kNoId, ChangeType::Modified);
}

namespace {

const Scenario& scenarioAt(const Design& d, int index)
{
    if (index < 0 || index >= static_cast<int>(d.scenarios.size()))
        throw std::invalid_argument("no scenario number " + std::to_string(index));
    return d.scenarios[static_cast<size_t>(index)];
}

void checkName(const Design& d, const std::string& name, int except)
{
    if (const std::string problem = scenarioNameProblem(d, name, except); !problem.empty())
        throw std::invalid_argument(problem);
}

} // namespace

EditPtr makeAddScenario(const Design& d, const std::string& name)
{
    if (d.scenarios.size() >= static_cast<size_t>(kMaxScenarios))
        throw std::invalid_argument("a design keeps at most " + std::to_string(kMaxScenarios) +
                                    " scenarios");
    checkName(d, name, -1);
    auto list = d.scenarios;
    list.push_back({name, snapshotOf(d)});
    return std::make_unique<SetScenarios>(std::move(list), Message::of("UNDO_SAVE_AS_SCENARIO"));
}

EditPtr makeRenameScenario(const Design& d, int index, const std::string& name)
{
    scenarioAt(d, index);
    checkName(d, name, index);
    auto list = d.scenarios;
    list[static_cast<size_t>(index)].name = name;
    return std::make_unique<SetScenarios>(std::move(list), Message::of("UNDO_RENAME_SCENARIO"));
}

EditPtr makeDeleteScenario(const Design& d, int index)
{
    scenarioAt(d, index);
    auto list = d.scenarios;
    list.erase(list.begin() + index);
    return std::make_unique<SetScenarios>(std::move(list), Message::of("UNDO_DELETE_SCENARIO"));
}

EditPtr makeUpdateScenario(const Design& d, int index)
{
    scenarioAt(d, index);
    auto list = d.scenarios;
    list[static_cast<size_t>(index)].design = snapshotOf(d);
    return std::make_unique<SetScenarios>(std::move(list), Message::of("UNDO_UPDATE_SCENARIO"));
}

EditPtr makeScenarioCurrent(const Design& d, int index)
{
    return std::make_unique<ReplaceContent>(*scenarioAt(d, index).design,
                                            Message::of("UNDO_MAKE_SCENARIO_CURRENT"));
}

} // namespace cc::model
