#pragma once
// Generic add / remove / replace edits for every id-addressed collection of a Design.
#include "model/design/Design.h"
#include "model/edit/Edit.h"

#include <algorithm>
#include <stdexcept>

namespace cc::model {

template <class T> std::vector<T>& collectionOf(Design& d);
template <> inline std::vector<ServerTemplate>& collectionOf(Design& d)
{
    return d.templates;
}
template <> inline std::vector<Block>& collectionOf(Design& d)
{
    return d.blocks;
}
template <> inline std::vector<Link>& collectionOf(Design& d)
{
    return d.links;
}
template <> inline std::vector<RackGroup>& collectionOf(Design& d)
{
    return d.racks;
}
template <class T> const std::vector<T>& collectionOf(const Design& d)
{
    return collectionOf<T>(const_cast<Design&>(d)); // the same member, read only
}

template <class T> constexpr ObjectKind kindOf();
template <> constexpr ObjectKind kindOf<ServerTemplate>()
{
    return ObjectKind::Template;
}
template <> constexpr ObjectKind kindOf<Block>()
{
    return ObjectKind::Block;
}
template <> constexpr ObjectKind kindOf<Link>()
{
    return ObjectKind::Link;
}
template <> constexpr ObjectKind kindOf<RackGroup>()
{
    return ObjectKind::Rack;
}

/// Which fields differ between two values of one object (field:: flags; kAll when the kind is
/// not broken down into fields).
template <class T> std::uint32_t changedFields(const T& a, const T& b)
{
    return a == b ? 0u : field::kAll;
}
template <> std::uint32_t changedFields(const Block& a, const Block& b);

template <class T> size_t indexOf(Design& d, ObjectId id)
{
    auto& v = collectionOf<T>(d);
    const auto it = std::find_if(v.begin(), v.end(), [id](const T& o) { return o.id == id; });
    if (it == v.end())
        throw std::logic_error("edit refers to an object that is not in the design");
    return static_cast<size_t>(it - v.begin());
}

/// Appends an object (its id must be allocated by the caller); revert removes it.
template <class T> class AddObject final : public Edit {
public:
    AddObject(T obj, Message text) : m_obj(std::move(obj)), m_text(std::move(text)) {}
    void apply(Design& d) override
    {
        collectionOf<T>(d).push_back(m_obj);
        d.noteId(m_obj.id);
        d.notify(kindOf<T>(), m_obj.id, ChangeType::Added);
    }
    void revert(Design& d) override
    {
        auto& v = collectionOf<T>(d);
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(indexOf<T>(d, m_obj.id)));
        d.notify(kindOf<T>(), m_obj.id, ChangeType::Removed);
    }
    Message text() const override { return m_text; }

private:
    T m_obj;
    Message m_text;
};

/// Removes an object, keeping it by value and position so revert restores it exactly.
template <class T> class RemoveObject final : public Edit {
public:
    RemoveObject(ObjectId id, Message text) : m_id(id), m_text(std::move(text)) {}
    void apply(Design& d) override
    {
        auto& v = collectionOf<T>(d);
        m_index = indexOf<T>(d, m_id);
        m_obj = v[m_index];
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(m_index));
        d.notify(kindOf<T>(), m_id, ChangeType::Removed);
    }
    void revert(Design& d) override
    {
        auto& v = collectionOf<T>(d);
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(m_index), m_obj);
        d.notify(kindOf<T>(), m_id, ChangeType::Added);
    }
    Message text() const override { return m_text; }

private:
    ObjectId m_id;
    Message m_text;
    T m_obj{};
    size_t m_index = 0;
};

/// Replaces an object by a new value; apply swaps, so revert == apply. Edits with the same
/// non-zero merge key on the same object merge (one undo step per gesture).
template <class T> class ReplaceObject final : public Edit {
public:
    ReplaceObject(T value, Message text, int mergeKey = 0)
        : m_value(std::move(value)), m_text(std::move(text)), m_mergeKey(mergeKey)
    {}
    void apply(Design& d) override
    {
        T& slot = collectionOf<T>(d)[indexOf<T>(d, m_value.id)];
        const std::uint32_t fields = changedFields(slot, m_value);
        std::swap(slot, m_value);
        d.notify(kindOf<T>(), m_value.id, ChangeType::Modified, fields);
    }
    void revert(Design& d) override { apply(d); }
    Message text() const override { return m_text; }
    bool absorb(const Edit& later) override
    {
        const auto* o = dynamic_cast<const ReplaceObject*>(&later);
        // m_value holds the old value after apply; keep it, the later edit's old value is ours.
        return o && m_mergeKey != 0 && o->m_mergeKey == m_mergeKey && o->m_value.id == m_value.id;
    }
    int mergeId() const override
    {
        return m_mergeKey == 0
                   ? -1
                   : mergeIdOf(static_cast<int>(kindOf<T>()) * 16 + (m_mergeKey & 15), m_value.id);
    }
    bool isNoOp(const Design& d) const override
    {
        // After apply, m_value holds the value before: no-op when it equals the current one.
        const auto& v = collectionOf<T>(d);
        const auto it =
            std::find_if(v.begin(), v.end(), [this](const T& o) { return o.id == m_value.id; });
        return it != v.end() && *it == m_value;
    }

private:
    T m_value;
    Message m_text;
    int m_mergeKey;
};

/// Replaces design-wide settings (facility, name, description, workloads).
class SetDesignInfo final : public Edit {
public:
    struct Info {
        std::string name;
        std::string description;
        Facility facility;
        std::vector<std::string> workloads;
    };
    /// Edits with the same non-zero merge key merge within one gesture (a spin box held down).
    SetDesignInfo(Info info, Message text, int mergeKey = 0)
        : m_info(std::move(info)), m_text(std::move(text)), m_mergeKey(mergeKey)
    {}
    static Info of(const Design& d) { return {d.name, d.description, d.facility, d.workloads}; }
    void apply(Design& d) override;
    void revert(Design& d) override { apply(d); }
    Message text() const override { return m_text; }
    bool absorb(const Edit& later) override;
    int mergeId() const override;
    bool isNoOp(const Design& d) const override;

private:
    Info m_info;
    Message m_text;
    int m_mergeKey = 0;
};

using AddBlock = AddObject<Block>;
using AddLink = AddObject<Link>;
using AddTemplate = AddObject<ServerTemplate>;
using AddRack = AddObject<RackGroup>;
using ReplaceBlock = ReplaceObject<Block>;
using ReplaceLink = ReplaceObject<Link>;
using ReplaceTemplate = ReplaceObject<ServerTemplate>;
using ReplaceRack = ReplaceObject<RackGroup>;

/// Removing a block also removes its links and its rack slots, all in one undo step.
EditPtr makeRemoveBlock(const Design& d, ObjectId block);

} // namespace cc::model
