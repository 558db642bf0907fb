#include "model/design/Design.h"

#include <algorithm>
#include <array>

namespace cc::model {

std::string_view blockKindName(BlockKind k)
{
    switch (k) {
    case BlockKind::Server:
        return "server";
    case BlockKind::Switch:
        return "switch";
    case BlockKind::Storage:
        return "storage";
    }
    return "?";
}

namespace {
constexpr std::array<std::pair<WiringRule, std::string_view>, 3> kRules{
    {{WiringRule::Spread, "spread"}, {WiringRule::Rail, "rail"}, {WiringRule::Torus, "torus"}}};

template <class V, class Id> auto* findIn(V& v, Id id)
{
    const auto it = std::find_if(v.begin(), v.end(), [id](const auto& o) { return o.id == id; });
    return it == v.end() ? nullptr : &*it;
}
} // namespace

std::string_view wiringRuleName(WiringRule r)
{
    for (const auto& [rule, name] : kRules)
        if (rule == r)
            return name;
    return "?";
}

std::optional<WiringRule> wiringRuleFromName(std::string_view s)
{
    for (const auto& [rule, name] : kRules)
        if (name == s)
            return rule;
    return std::nullopt;
}

ObjectId Design::allocateId() const
{
    ObjectId maxId = 0;
    for (const auto& t : templates)
        maxId = std::max(maxId, t.id);
    for (const auto& b : blocks)
        maxId = std::max(maxId, b.id);
    for (const auto& l : links)
        maxId = std::max(maxId, l.id);
    for (const auto& r : racks)
        maxId = std::max(maxId, r.id);
    m_nextId = std::max(m_nextId, maxId + 1);
    return m_nextId++;
}

void Design::noteId(ObjectId id) const
{
    m_nextId = std::max(m_nextId, id + 1);
}

const ServerTemplate* Design::findTemplate(ObjectId id) const
{
    return findIn(templates, id);
}
ServerTemplate* Design::findTemplate(ObjectId id)
{
    return findIn(templates, id);
}
const Block* Design::findBlock(ObjectId id) const
{
    return findIn(blocks, id);
}
Block* Design::findBlock(ObjectId id)
{
    return findIn(blocks, id);
}
const Link* Design::findLink(ObjectId id) const
{
    return findIn(links, id);
}
Link* Design::findLink(ObjectId id)
{
    return findIn(links, id);
}
const RackGroup* Design::findRack(ObjectId id) const
{
    return findIn(racks, id);
}
RackGroup* Design::findRack(ObjectId id)
{
    return findIn(racks, id);
}

} // namespace cc::model
