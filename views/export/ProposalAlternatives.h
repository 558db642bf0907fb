#pragma once
// The proposal's "Alternatives considered" page for a design chosen by a plan (issue 10).
namespace cc::views {
struct ProposalInputs;
namespace pdf {
class PageWriter;
}
} // namespace cc::views

namespace cc::views::pdf {

/// The page: what the plan was asked for, the chosen design, the recommended picks and the
/// runners-up, each with what it would cost and take and why it was not chosen. Writes nothing
/// for a design that did not come from a plan (no "plan" record in its workload).
void writeAlternatives(PageWriter& w, const ProposalInputs& in);

} // namespace cc::views::pdf
