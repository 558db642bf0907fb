#pragma once
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
    virtual std::string text() const = 0;
    /// Merges a later edit of the same gesture into this one (drags, slider moves).
    virtual bool absorb(const Edit& /*later*/) { return false; }
};

using EditPtr = std::unique_ptr<Edit>;

/// Several edits applied in order and reverted in reverse order, as one undo step.
class CompoundEdit final : public Edit {
public:
    explicit CompoundEdit(std::string text) : m_text(std::move(text)) {}
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
    std::string text() const override { return m_text; }

private:
    std::string m_text;
    std::vector<EditPtr> m_edits;
};

} // namespace cc::model
