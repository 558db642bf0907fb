#pragma once
// Generic add / remove / replace edits for every id-addressed collection of a Design.
#include "model/design/Design.h"
#include "model/edit/Edit.h"

#include <algorithm>
#include <stdexcept>

namespace cc::model {

template <class T> std::vector<T>& collectionOf(Design& d);
template <> inline std::vector<ServerTemplate>& collectionOf(Design& d) { return d.templates; }
template <> inline std::vector<Block>& collectionOf(Design& d) { return d.blocks; }
template <> inline std::vector<Link>& collectionOf(Design& d) { return d.links; }
template <> inline std::vector<RackGroup>& collectionOf(Design& d) { return d.racks; }

template <class T>
size_t indexOf(Design& d, ObjectId id)
{
    auto& v = collectionOf<T>(d);
    const auto it = std::find_if(v.begin(), v.end(), [id](const T& o) { return o.id == id; });
    if (it == v.end())
        throw std::logic_error("edit refers to an object that is not in the design");
    return static_cast<size_t>(it - v.begin());
}

/// Appends an object (its id must be allocated by the caller); revert removes it.
template <class T>
class AddObject final : public Edit {
public:
    AddObject(T obj, std::string text) : m_obj(std::move(obj)), m_text(std::move(text)) {}
    void apply(Design& d) override
    {
        collectionOf<T>(d).push_back(m_obj);
        d.noteId(m_obj.id);
        d.notify(m_obj.id);
    }
    void revert(Design& d) override
    {
        auto& v = collectionOf<T>(d);
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(indexOf<T>(d, m_obj.id)));
        d.notify(m_obj.id);
    }
    std::string text() const override { return m_text; }

private:
    T m_obj;
    std::string m_text;
};

/// Removes an object, keeping it by value and position so revert restores it exactly.
template <class T>
class RemoveObject final : public Edit {
public:
    RemoveObject(ObjectId id, std::string text) : m_id(id), m_text(std::move(text)) {}
    void apply(Design& d) override
    {
        auto& v = collectionOf<T>(d);
        m_index = indexOf<T>(d, m_id);
        m_obj = v[m_index];
        v.erase(v.begin() + static_cast<std::ptrdiff_t>(m_index));
        d.notify(m_id);
    }
    void revert(Design& d) override
    {
        auto& v = collectionOf<T>(d);
        v.insert(v.begin() + static_cast<std::ptrdiff_t>(m_index), m_obj);
        d.notify(m_id);
    }
    std::string text() const override { return m_text; }

private:
    ObjectId m_id;
    std::string m_text;
    T m_obj{};
    size_t m_index = 0;
};

/// Replaces an object by a new value; apply swaps, so revert == apply. Edits with the same
/// non-zero merge key on the same object merge (one undo step per drag).
template <class T>
class ReplaceObject final : public Edit {
public:
    ReplaceObject(T value, std::string text, int mergeKey = 0)
        : m_value(std::move(value)), m_text(std::move(text)), m_mergeKey(mergeKey)
    {
    }
    void apply(Design& d) override
    {
        std::swap(collectionOf<T>(d)[indexOf<T>(d, m_value.id)], m_value);
        d.notify(m_value.id);
    }
    void revert(Design& d) override { apply(d); }
    std::string text() const override { return m_text; }
    bool absorb(const Edit& later) override
    {
        const auto* o = dynamic_cast<const ReplaceObject*>(&later);
        // m_value holds the old value after apply; keep it, the later edit's old value is ours.
        return o && m_mergeKey != 0 && o->m_mergeKey == m_mergeKey && o->m_value.id == m_value.id;
    }

private:
    T m_value;
    std::string m_text;
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
    SetDesignInfo(Info info, std::string text) : m_info(std::move(info)), m_text(std::move(text)) {}
    static Info of(const Design& d) { return {d.name, d.description, d.facility, d.workloads}; }
    void apply(Design& d) override
    {
        std::swap(d.name, m_info.name);
        std::swap(d.description, m_info.description);
        std::swap(d.facility, m_info.facility);
        std::swap(d.workloads, m_info.workloads);
        d.notify(kNoId);
    }
    void revert(Design& d) override { apply(d); }
    std::string text() const override { return m_text; }

private:
    Info m_info;
    std::string m_text;
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
