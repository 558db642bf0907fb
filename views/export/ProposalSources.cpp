// Assumptions and sources of the proposal: every catalog entry the design uses (with its source
// and date), how each figure is computed, and the efficiency constants the training model used.
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/SpecResolver.h"
#include "model/training/Efficiency.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalSections.h"
#include "views/interior/PartInfo.h"
#include "views/style/Text.h"
#include "views/text/MessageText.h"

#include <algorithm>
#include <set>

namespace cc::views::pdf {

namespace {

QString tpOverlapText(model::TpOverlap o)
{
    switch (o) {
    case model::TpOverlap::None:
        return Proposal::tr("none");
    case model::TpOverlap::Backward:
        return Proposal::tr("backward pass");
    case model::TpOverlap::Full:
        return Proposal::tr("full");
    }
    return {};
}

/// Catalog entries the design refers to: server models and their parts, switches, storage,
/// link media and their fibre, racks and the CDUs, sorted by kind and name.
std::vector<const model::CatalogEntry*> entriesUsed(const ProposalInputs& in)
{
    const model::Design& d = *in.design;
    const model::SpecResolver specs(d, *in.catalog);
    std::set<std::string> ids;
    for (const auto& b : d.blocks) {
        if (b.kind != model::BlockKind::Server) {
            ids.insert(b.ref);
            continue;
        }
        if (const model::ServerTemplate* t = d.findTemplate(b.templateId)) {
            ids.insert(t->origin);
            ids.insert(t->fabricRef);
            for (const auto& p : t->parts)
                ids.insert(p.ref);
        }
    }
    for (const auto& l : d.links)
        ids.insert(l.mediumRef);
    for (const auto& r : d.racks)
        ids.insert(r.ref);
    for (const auto& line : in.report->cost.lines) // fibre cords, CDUs
        ids.insert(line.ref);
    std::vector<const model::CatalogEntry*> out;
    for (const auto& id : ids)
        if (const model::CatalogEntry* e = specs.find(id))
            out.push_back(e);
    std::sort(out.begin(), out.end(), [](const auto* a, const auto* b) {
        return std::tie(a->kind, a->name, a->id) < std::tie(b->kind, b->name, b->id);
    });
    return out;
}

void catalogSources(PageWriter& w, const ProposalInputs& in)
{
    const auto entries = entriesUsed(in);
    if (entries.empty()) {
        w.subheading(Proposal::tr("Components and their sources"));
        w.paragraph(Proposal::tr("The design uses no catalog components."));
        return;
    }
    Table t;
    t.columns = {{Proposal::tr("Component"), 2.6},
                 {Proposal::tr("Kind"), 1.25},
                 {Proposal::tr("Source"), 4},
                 {Proposal::tr("As of"), 1.3}};
    for (const auto* e : entries) {
        QString name = Proposal::tr("%1\n%2").arg(q(e->name), q(e->id));
        if (e->estimate)
            name += QLatin1Char('\n') + Proposal::tr("(contains estimates)");
        // The source's name only: the catalog's engineering notes (English, written for the
        // people who keep the catalog) are in the appendix.
        const QString source =
            e->source.empty() ? Proposal::tr("no source given") : customerText(e->source);
        QString asOf = e->asOf.empty() ? QStringLiteral("–") : q(e->asOf);
        if (e->priceUsd)
            asOf += QLatin1Char('\n') +
                    Proposal::tr("price %1 (%2)")
                        .arg(dollars(*e->priceUsd),
                             e->priceAsOf.empty() ? Proposal::tr("no date") : q(e->priceAsOf));
        t.rows.push_back({{name, PartInfo::kindLabel(e->kind), source, asOf}});
    }
    w.subheading(Proposal::tr("Components and their sources"), w.tableStart(t));
    w.table(t);
}

/// The catalog's notes on each component used: how its figures were read, what is estimated.
void componentNotes(PageWriter& w, const ProposalInputs& in)
{
    Table t;
    t.columns = {{Proposal::tr("Component"), 2.6}, {Proposal::tr("Notes"), 6.5}};
    for (const auto* e : entriesUsed(in))
        if (!e->notes.empty())
            t.rows.push_back(
                {{Proposal::tr("%1\n%2").arg(q(e->name), q(e->id)), customerText(e->notes)}});
    if (t.rows.empty())
        return;
    w.subheading(Proposal::tr("Notes on the components"), w.tableStart(t));
    w.paragraph(Proposal::tr("As the component catalog records them, in its own words."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
    w.table(t);
}

void formulas(PageWriter& w, const std::vector<model::Explanation>& list, const QString& title)
{
    if (list.empty())
        return;
    Table t;
    t.columns = {
        {Proposal::tr("Quantity"), 2}, {Proposal::tr("Formula"), 3.6}, {Proposal::tr("Source"), 3}};
    for (const auto& e : list) {
        t.rows.push_back(
            {{quantityName(e.quantity), customerText(e.formula), customerText(e.source)}});
    }
    w.subheading(title, w.tableStart(t));
    w.table(t);
}

void efficiencies(PageWriter& w, const ProposalInputs& in)
{
    const QString title = Proposal::tr("Efficiency constants used");
    if (!in.training || !in.workload) {
        w.subheading(title);
        w.paragraph(Proposal::tr("No training job is set, so no efficiency constants are used: the "
                                 "network figures above are line rates before any efficiency."));
        return;
    }
    if (!in.hardware || !in.hardware->valid) {
        w.subheading(title);
        w.paragraph(Proposal::tr("The design has no GPU the training model can use, so no "
                                 "efficiency constants were applied."));
        return;
    }
    const model::ComputeHardware& hw = *in.hardware;
    const model::ComputeEfficiency& e = model::computeEfficiency(hw.generation);
    const QString gen =
        hw.generation.empty() ? Proposal::tr("unknown generation") : q(hw.generation);
    Table t;
    t.columns = {{Proposal::tr("Constant"), 2.6},
                 {Proposal::tr("Value"), 1.2, Qt::AlignRight},
                 {Proposal::tr("Source"), 4.2}};
    auto row = [&t](const QString& what, const QString& value, std::string_view source) {
        t.rows.push_back({{what, value, customerText(std::string(source))}});
    };
    row(Proposal::tr("Large GEMMs, BF16, fraction of dense peak (%1, %2)").arg(q(hw.gpuName), gen),
        percent(e.gemmBf16), e.gemmSource);
    if (e.gemmFp8 > 0)
        row(Proposal::tr("Large GEMMs, FP8, fraction of dense peak (%1)").arg(gen),
            percent(e.gemmFp8), e.gemmSource);
    row(Proposal::tr("Sustained clock under power limit (%1)").arg(gen), percent(e.sustainedClock),
        e.sustainedSource);
    if (e.sustainedClockFp8 > 0)
        row(Proposal::tr("Sustained clock under power limit, FP8 (%1)").arg(gen),
            percent(e.sustainedClockFp8), e.sustainedSource);
    // The accelerator's own attention measurement where it has one (Blackwell Ultra).
    const model::AttentionKernelEfficiency attention =
        model::attentionKernelEfficiency(e, model::AttentionKernel::Auto, hw.gpuName);
    row(Proposal::tr("FlashAttention forward + backward, fraction of BF16 peak (%1)").arg(gen),
        percent(attention.fraction), attention.source);
    std::vector<model::LinkKind> links{hw.scaleUpLink, hw.scaleOutLink, model::LinkKind::Pcie};
    std::set<model::LinkKind> shown;
    for (const model::LinkKind k : links) {
        if (!shown.insert(k).second)
            continue;
        const model::LinkEfficiency& le = model::linkEfficiency(k);
        row(Proposal::tr("%1 collective bandwidth, fraction of line rate; latency per ring step")
                .arg(q(model::linkKindName(k))),
            Proposal::tr("%1; %2").arg(percent(le.fraction), duration(le.alphaS)), le.source);
    }
    row(Proposal::tr("HBM bandwidth reached by streaming kernels"), percent(model::kHbmEfficiency),
        model::kHbmEfficiencySource);
    row(Proposal::tr("Share of the last backward pass that hides the data-parallel reduction"),
        percent(model::kDpOverlapFraction), model::kDpOverlapSource);
    row(Proposal::tr("Tensor-parallel communication overlapped with compute (the job's setting)"),
        tpOverlapText(in.workload->training.tpOverlap), model::kTpBackwardOverlapSource);
    w.subheading(title, w.tableStart(t));
    if (!e.measured)
        w.paragraph(Proposal::tr("No published efficiency measurement exists for this GPU "
                                 "generation, so documented stand-in values are used."),
                    PageWriter::bodyFont(), QColor(0xd6, 0x8a, 0x00));
    w.table(t);
}

} // namespace

void writeSources(PageWriter& w, const ProposalInputs& in)
{
    w.section(Proposal::tr("Assumptions and sources"));
    w.paragraph(in.appendix
                    ? Proposal::tr("Every figure in this proposal comes from the specifications "
                                   "below and the published methods listed in the engineering "
                                   "appendix. Prices are indicative list prices, not quotes; "
                                   "efficiencies are published measurements, never fitted to a "
                                   "result.")
                    : Proposal::tr("Every figure in this proposal comes from the specifications "
                                   "below and published methods (papers and vendor benchmarks). "
                                   "Prices are indicative list prices, not quotes; efficiencies "
                                   "are published measurements, never fitted to a result. An "
                                   "engineering appendix with every formula is available on "
                                   "request."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
    catalogSources(w, in);
}

void writeEngineeringAppendix(PageWriter& w, const ProposalInputs& in)
{
    w.section(Proposal::tr("Engineering appendix"), true);
    w.paragraph(Proposal::tr("How each figure of this proposal is computed, with the published "
                             "source of each formula, and the efficiency constants the training "
                             "model applies."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
    formulas(w, in.report->explanations,
             Proposal::tr("How the infrastructure figures are computed"));
    if (in.training)
        formulas(w, in.training->explanations,
                 Proposal::tr("How the training figures are computed"));
    efficiencies(w, in);
    componentNotes(w, in);
}

} // namespace cc::views::pdf
