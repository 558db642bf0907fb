#pragma once
#include "model/design/Design.h"
#include "model/edit/Edit.h"

#include <utility>

namespace cc::model {

/// Sets the proposal's cover fields (customer, proposer, logo) as one undo step.
class SetProposalInfo final : public Edit {
public:
    SetProposalInfo(ProposalInfo info, Message text)
        : m_info(std::move(info)), m_text(std::move(text))
    {}
    void apply(Design& d) override
    {
        std::swap(d.proposal, m_info);
        d.notify(ObjectKind::Settings, kNoId, ChangeType::Modified, field::kProposal);
    }
    void revert(Design& d) override { apply(d); }
    Message text() const override { return m_text; }
    bool isNoOp(const Design& d) const override { return d.proposal == m_info; }

private:
    ProposalInfo m_info;
    Message m_text;
};

} // namespace cc::model
