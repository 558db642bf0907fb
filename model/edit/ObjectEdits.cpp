#include "model/edit/ObjectEdits.h"

namespace cc::model {

template <> std::uint32_t changedFields(const Block& a, const Block& b)
{
    std::uint32_t f = 0;
    if (a.name != b.name)
        f |= field::kName;
    if (a.x != b.x || a.y != b.y)
        f |= field::kPosition;
    if (a.replicas != b.replicas)
        f |= field::kReplicas;
    if (a.kind != b.kind || a.templateId != b.templateId || a.ref != b.ref)
        f |= field::kModel;
    if (a.tier != b.tier)
        f |= field::kTier;
    return f;
}

void SetDesignInfo::apply(Design& d)
{
    std::uint32_t f = 0;
    if (d.name != m_info.name)
        f |= field::kName;
    if (d.description != m_info.description)
        f |= field::kDescription;
    if (!(d.facility == m_info.facility))
        f |= field::kFacility;
    if (d.workloads != m_info.workloads)
        f |= field::kWorkloads;
    std::swap(d.name, m_info.name);
    std::swap(d.description, m_info.description);
    std::swap(d.facility, m_info.facility);
    std::swap(d.workloads, m_info.workloads);
    d.notify(ObjectKind::Settings, kNoId, ChangeType::Modified, f);
}

bool SetDesignInfo::absorb(const Edit& later)
{
    const auto* o = dynamic_cast<const SetDesignInfo*>(&later);
    return o && m_mergeKey != 0 && o->m_mergeKey == m_mergeKey;
}

int SetDesignInfo::mergeId() const
{
    return m_mergeKey == 0 ? -1
                           : mergeIdOf(static_cast<int>(ObjectKind::Settings) * 16,
                                       static_cast<std::uint32_t>(m_mergeKey));
}

bool SetDesignInfo::isNoOp(const Design& d) const
{
    return d.name == m_info.name && d.description == m_info.description &&
           d.facility == m_info.facility && d.workloads == m_info.workloads;
}

EditPtr makeRemoveBlock(const Design& d, ObjectId block)
{
    auto c = std::make_unique<CompoundEdit>(Message::of("UNDO_DELETE_GROUP"));
    for (const auto& l : d.links)
        if (l.from == block || l.to == block)
            c->add(std::make_unique<RemoveObject<Link>>(l.id, Message::of("UNDO_DELETE_LINK")));
    for (const auto& r : d.racks) {
        auto copy = r;
        std::erase_if(copy.contents, [block](const RackSlot& s) { return s.block == block; });
        if (copy.contents.size() != r.contents.size())
            c->add(std::make_unique<ReplaceRack>(copy, Message::of("UNDO_UNRACK_GROUP")));
    }
    c->add(std::make_unique<RemoveObject<Block>>(block, Message::of("UNDO_DELETE_GROUP")));
    return c;
}

} // namespace cc::model
