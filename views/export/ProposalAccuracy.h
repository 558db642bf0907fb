#pragma once
// The proposal's appendix on the accuracy of the step-time model.
namespace cc::views {
struct ProposalInputs;
namespace pdf {
class PageWriter;
}
} // namespace cc::views

namespace cc::views::pdf {

/// The appendix page: errors per kind of run against the published training runs of
/// `in.validationCases` (catalogs/validation/published-runs.json), the scatter chart and the
/// published sources.
void writeAccuracyAppendix(PageWriter& w, const ProposalInputs& in);

} // namespace cc::views::pdf
