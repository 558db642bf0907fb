#pragma once
#include "model/text/Message.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace cc::model {

struct Design;

/// One reversible change to a Design. apply() then revert() leaves the design as it was.
class Edit {
public:
    virtual ~Edit() = default;
    virtual void apply(Design& d) = 0;
    virtual void revert(Design& d) = 0;
    /// Short description for the undo menu ("Move block", "Set replicas").
    virtual Message text() const = 0;
    /// Merges a later edit of the same gesture into this one (drags, slider moves).
    virtual bool absorb(const Edit& /*later*/) { return false; }
    /// Edits that may merge report the same non-negative id: one per edit kind and object
    /// (-1: never merges). The undo stack merges only within one gesture.
    virtual int mergeId() const { return -1; }
    /// After apply(): whether the design is as it was before (a drag back to its start, a value
    /// typed back). Such an undo step is dropped.
    virtual bool isNoOp(const Design& /*d*/) const { return false; }
};

/// A merge id from an edit kind and an object id (the object in the low bits, so that two
/// objects never share an id for the same kind of edit in practice).
constexpr int mergeIdOf(int editKind, std::uint32_t object)
{
    return static_cast<int>(((static_cast<std::uint32_t>(editKind) & 0x7fu) << 24) |
                            (object & 0xffffffu));
}

using EditPtr = std::unique_ptr<Edit>;

/// Several edits applied in order and reverted in reverse order, as one undo step.
class CompoundEdit final : public Edit {
public:
    explicit CompoundEdit(Message text) : m_text(std::move(text)) {}
    void add(EditPtr e) { m_edits.push_back(std::move(e)); }
    bool empty() const { return m_edits.empty(); }
    void apply(Design& d) override
    {
        for (auto& e : m_edits)
            e->apply(d);
    }
    void revert(Design& d) override
    {
        for (auto it = m_edits.rbegin(); it != m_edits.rend(); ++it)
            (*it)->revert(d);
    }
    Message text() const override { return m_text; }
    bool isNoOp(const Design& d) const override
    {
        for (const auto& e : m_edits)
            if (!e->isNoOp(d))
                return false;
        return true;
    }

private:
    Message m_text;
    std::vector<EditPtr> m_edits;
};

} // namespace cc::model
