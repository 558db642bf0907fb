// Bill of materials and findings of the proposal.
#include "model/analysis/Report.h"
#include "model/training/TrainingReport.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalSections.h"
#include "views/style/Palette.h"
#include "views/text/MessageText.h"

#include <algorithm>

namespace cc::views::pdf {

namespace {

QColor severityColour(model::Severity s)
{
    return palette::print::severity(s);
}

QString severityText(model::Severity s)
{
    switch (s) {
    case model::Severity::Error:
        return Proposal::tr("Error");
    case model::Severity::Warning:
        return Proposal::tr("Warning");
    case model::Severity::Info:
        return Proposal::tr("Info");
    }
    return {};
}

QString capitalised(QString s)
{
    if (!s.isEmpty())
        s[0] = s[0].toUpper();
    return s;
}

/// Findings about the tool's own data rather than the design (a catalog entry without a price):
/// the proposal discloses them where they matter (the bill of materials, the run cost) and the
/// advice on completing the catalog stays in the application.
bool aboutTheCatalog(const model::Finding& f)
{
    return f.code == "PRICE_UNKNOWN" || f.code == "TRAINING_NO_CLOUD_PRICE";
}

void findingsTable(PageWriter& w, const QString& title, std::vector<model::Finding> findings)
{
    // Errors first, then warnings, then notes; the analysis's order within each.
    std::stable_sort(findings.begin(), findings.end(),
                     [](const auto& a, const auto& b) { return a.severity > b.severity; });
    Table t;
    // The message only: suggestions tell the tool's user what to change in the design and stay
    // in the application (issue 12).
    t.columns = {{Proposal::tr("Severity"), 1.1}, {Proposal::tr("Finding"), 6}};
    for (const auto& f : findings) {
        t.rows.push_back({{severityText(f.severity), customerText(f.message)},
                          TableRow::Style::Normal,
                          severityColour(f.severity)});
    }
    w.subheading(title, w.tableStart(t));
    w.table(t);
}

} // namespace

void writeBillOfMaterials(PageWriter& w, const ProposalInputs& in)
{
    const model::CostReport& cost = in.report->cost;
    w.section(Proposal::tr("Bill of materials"));
    w.paragraph(Proposal::tr("Indicative list prices in US dollars from the component catalog "
                             "(see Assumptions and sources for each price's source and date); "
                             "they are not quotes. Lines marked \"estimate\" use an estimated "
                             "price or, for a server without a system price, the sum of its "
                             "parts."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
    if (cost.lines.empty()) {
        w.paragraph(Proposal::tr("The design has nothing to buy yet."));
        return;
    }
    std::vector<std::string> categories;
    for (const auto& l : cost.lines)
        if (std::find(categories.begin(), categories.end(), l.category) == categories.end())
            categories.push_back(l.category);
    Table t;
    t.columns = {{Proposal::tr("Item"), 3.4},
                 {Proposal::tr("ID"), 2.1},
                 {Proposal::tr("Count"), 1.1, Qt::AlignRight},
                 {Proposal::tr("Unit price"), 1.5, Qt::AlignRight},
                 {Proposal::tr("Total"), 2.1, Qt::AlignRight}};
    for (const auto& cat : categories) {
        t.rows.push_back({{capitalised(renderTerm(cat))}, TableRow::Style::Group, {}});
        for (const auto& l : cost.lines) {
            if (l.category != cat)
                continue;
            QString item = q(l.item);
            if (l.unitUsd <= 0)
                item += QLatin1Char('\n') + Proposal::tr("(no price known)");
            else if (l.estimate)
                item += QLatin1Char('\n') + Proposal::tr("(estimate)");
            t.rows.push_back(
                {{item, q(l.ref), count(l.count),
                  l.unitUsd > 0 ? dollars(l.unitUsd) : Proposal::tr("n/a"), dollars(l.totalUsd)}});
        }
        const auto sub = cost.byCategoryUsd.find(cat);
        t.rows.push_back({{Proposal::tr("Subtotal"), QString(), QString(), QString(),
                           dollars(sub != cost.byCategoryUsd.end() ? sub->second : 0.0)},
                          TableRow::Style::Subtotal,
                          {}});
    }
    t.rows.push_back(
        {{Proposal::tr("Capex total"), QString(), QString(), QString(), dollars(cost.capexUsd)},
         TableRow::Style::Total,
         {}});
    w.table(t);
    if (cost.unpricedItems > 0)
        w.paragraph(cost.unpricedItems == 1
                        ? Proposal::tr("1 line has no known price and counts as $0 in the total.")
                        : Proposal::tr("%1 lines have no known price and count as $0 in the total.")
                              .arg(count(cost.unpricedItems)),
                    PageWriter::smallFont(), palette::print::bad());
}

void writeFindings(PageWriter& w, const ProposalInputs& in)
{
    w.section(Proposal::tr("Findings"));
    auto shown = [](std::vector<model::Finding> list) {
        std::erase_if(list, aboutTheCatalog);
        return list;
    };
    const auto findings = shown(in.report->findings);
    if (findings.empty())
        w.paragraph(
            Proposal::tr("The analysis found nothing to point out about the infrastructure."));
    else
        findingsTable(w, Proposal::tr("Infrastructure"), findings);
    if (!in.training)
        return;
    const auto job = shown(in.training->findings);
    if (job.empty()) {
        w.subheading(Proposal::tr("Training job"));
        w.paragraph(
            Proposal::tr("The analysis found nothing to point out about the training job."));
    } else {
        findingsTable(w, Proposal::tr("Training job"), job);
    }
}

} // namespace cc::views::pdf
