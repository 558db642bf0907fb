// "Alternatives considered": the plan record a design chosen by a plan keeps in its workload
// (model/plan/PlanAlternatives.h), worded here. Why an alternative lost is said from its figures
// against the chosen design's: the constraints it misses first, then what it costs or takes more.
#include "views/export/ProposalAlternatives.h"

#include "model/design/Design.h"
#include "model/plan/PlanAlternatives.h"
#include "model/plan/Planner.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalPdf.h"
#include "views/text/MessageText.h"

#include <cmath>

namespace cc::views::pdf {

namespace {

using model::plan::Alternative;
using model::plan::PlanCandidate;
using model::plan::PlanConstraints;
using model::plan::Violation;

constexpr double kDay = 86400;
/// Differences smaller than this share of the chosen design's figure are not worth a reason.
constexpr double kNegligible = 0.005;

QString days(double seconds)
{
    return Proposal::tr("%1 days").arg(number(seconds / kDay, seconds < 10 * kDay ? 1 : 0));
}

QString roleText(const std::string& role)
{
    if (role == "chosen")
        return Proposal::tr("This design");
    if (role == "cheapest")
        return Proposal::tr("Cheapest that meets every constraint");
    if (role == "fastest")
        return Proposal::tr("Fastest within the limits");
    if (role == "lowestEnergy")
        return Proposal::tr("Lowest energy");
    if (role == "cheaperMiss")
        return Proposal::tr("Cheaper, misses a constraint");
    return Proposal::tr("Runner-up");
}

QString rolesText(const Alternative& a)
{
    QStringList roles;
    for (const auto& r : a.roles)
        roles << roleText(r);
    return roles.join(QStringLiteral("; "));
}

QString layoutText(const PlanCandidate& c)
{
    const auto& l = c.layout;
    QString s = QStringLiteral("TP %1 · PP %2 · DP %3").arg(l.layout.tp).arg(l.layout.pp).arg(l.dp);
    if (l.layout.ep > 1)
        s += QStringLiteral(" · EP %1").arg(l.layout.ep);
    if (l.layout.cp > 1)
        s += QStringLiteral(" · CP %1").arg(l.layout.cp);
    s += QStringLiteral(", ZeRO-%1").arg(l.layout.zeroStage);
    if (c.offload != model::Offload::None)
        s += Proposal::tr(", offload");
    return s;
}

QString designText(const PlanCandidate& c)
{
    return Proposal::tr("%1 × %2 (%3), %4")
        .arg(count(c.nodes), q(c.serverName), gpus(c.gpus),
             renderMessage(model::plan::fabricMessage(c)));
}

QString violationText(const Violation& v)
{
    if (v.constraint == "deadline")
        return Proposal::tr("misses the %1-day deadline (%2 days)")
            .arg(number(v.limit, 1), number(v.value, 1));
    if (v.constraint == "budget")
        return Proposal::tr("over the %1 budget (%2)")
            .arg(dollarsShort(v.limit), dollarsShort(v.value));
    if (v.constraint == "rentPrice")
        return Proposal::tr("no public rent price for its accelerator");
    if (v.constraint == "price")
        return Proposal::tr("no purchase price for the server or its accelerators");
    if (v.constraint == "itPower")
        return Proposal::tr("needs %1 kW of IT power (limit %2 kW)")
            .arg(number(v.value, 0), number(v.limit, 0));
    if (v.constraint == "facilityPower")
        return Proposal::tr("needs %1 kW of facility power (limit %2 kW)")
            .arg(number(v.value, 0), number(v.limit, 0));
    if (v.constraint == "rackPower")
        return Proposal::tr("a server draws %1 kW, more than the %2 kW per rack")
            .arg(number(v.value, 1), number(v.limit, 1));
    if (v.constraint == "liquid")
        return Proposal::tr("needs liquid cooling");
    if (v.constraint == "memory")
        return Proposal::tr("the job does not fit in its GPU memory");
    return q(v.constraint);
}

/// Why `a` was not chosen over `chosen`: what it misses, else what it costs or takes more (and
/// what it would have saved, so the trade is visible).
QString whyNot(const PlanCandidate& a, const PlanCandidate& chosen)
{
    const model::plan::LostBecause l = model::plan::lostBecause(a, chosen);
    QStringList worse, better;
    for (const auto& v : l.misses)
        worse << violationText(v);
    if (!l.fits)
        return worse.join(QStringLiteral("; "));
    const auto significant = [](double extra, double base) {
        return std::abs(extra) > kNegligible * std::max(std::abs(base), 1.0);
    };
    if (significant(l.extraCostUsd, chosen.totalCostUsd)) {
        const QString usd = dollarsShort(std::abs(l.extraCostUsd));
        if (l.extraCostUsd > 0)
            worse << Proposal::tr("costs %1 more").arg(usd);
        else
            better << Proposal::tr("%1 cheaper").arg(usd);
    }
    if (significant(l.extraWallS, chosen.wallTimeS)) {
        const QString time = days(std::abs(l.extraWallS));
        if (l.extraWallS > 0)
            worse << Proposal::tr("%1 slower").arg(time);
        else
            better << Proposal::tr("%1 faster").arg(time);
    }
    if (significant(l.extraEnergyKwh, chosen.energyKwh) && l.extraEnergyKwh > 0)
        worse << Proposal::tr("%1 MWh more energy").arg(number(l.extraEnergyKwh / 1000, 1));
    if (worse.isEmpty())
        return better.isEmpty() ? Proposal::tr("equal on cost and time")
                                : Proposal::tr("not the criterion chosen (%1)")
                                      .arg(better.join(QStringLiteral(", ")));
    QString s = worse.join(QStringLiteral("; "));
    if (!better.isEmpty())
        s += Proposal::tr(" (but %1)").arg(better.join(QStringLiteral(", ")));
    return s;
}

QString constraintsText(const PlanConstraints& k)
{
    QStringList parts;
    if (k.deadlineDays > 0)
        parts << Proposal::tr("a deadline of %1 days").arg(number(k.deadlineDays, 1));
    if (k.budgetUsd > 0)
        parts << (k.rent ? Proposal::tr("a rent budget of %1") : Proposal::tr("a budget of %1"))
                     .arg(dollarsShort(k.budgetUsd));
    if (k.maxItPowerKw > 0)
        parts << Proposal::tr("at most %1 kW of IT power").arg(number(k.maxItPowerKw, 0));
    if (k.maxFacilityPowerKw > 0)
        parts
            << Proposal::tr("at most %1 kW of facility power").arg(number(k.maxFacilityPowerKw, 0));
    if (k.rackKw > 0)
        parts << Proposal::tr("%1 kW per rack").arg(number(k.rackKw, 1));
    if (k.liquid && !*k.liquid)
        parts << Proposal::tr("air cooling only");
    for (const auto& a : k.allow)
        parts << Proposal::tr("parts matching \"%1\"").arg(q(a));
    return parts.isEmpty() ? Proposal::tr("no constraints") : parts.join(QStringLiteral(", "));
}

Table alternativesTable(const model::plan::PlanRecord& rec, bool rent)
{
    Table t;
    t.columns = {{Proposal::tr("Role"), 1.5},
                 {Proposal::tr("Design and layout"), 3.2},
                 {Proposal::tr("Wall time"), 1.0, Qt::AlignRight},
                 {rent ? Proposal::tr("Rent") : Proposal::tr("Total cost"), 1.1, Qt::AlignRight},
                 {Proposal::tr("IT power"), 1.0, Qt::AlignRight},
                 {Proposal::tr("Why not chosen"), 3.0}};
    const PlanCandidate& chosen = rec.alternatives.front().candidate;
    for (const auto& a : rec.alternatives) {
        const PlanCandidate& c = a.candidate;
        const bool mine = &a == &rec.alternatives.front();
        t.rows << TableRow({rolesText(a), designText(c) + QStringLiteral("\n") + layoutText(c),
                            c.fits ? days(c.wallTimeS) : QStringLiteral("—"),
                            dollarsShort(c.totalCostUsd),
                            QStringLiteral("%1 kW").arg(number(c.itPowerW / 1000, 1)),
                            mine ? Proposal::tr("— (chosen)") : whyNot(c, chosen)},
                           mine ? TableRow::Style::Subtotal : TableRow::Style::Normal);
    }
    return t;
}

} // namespace

void writeAlternatives(PageWriter& w, const ProposalInputs& in)
{
    if (!in.design)
        return;
    const std::optional<model::plan::PlanRecord> rec = model::plan::planRecordOf(*in.design);
    if (!rec || rec->alternatives.empty())
        return;
    w.section(Proposal::tr("Alternatives considered"));
    w.paragraph(
        Proposal::tr("This design was chosen by a plan for %1 over %2 designs (every "
                     "server of the catalog at each size, with each fabric the generators "
                     "build and the best layout of each), with %3. The table lists the "
                     "design, the plan's recommended picks and the next-ranked designs, "
                     "and why each was not chosen.")
            .arg(q(rec->jobName), count(rec->evaluated), constraintsText(rec->constraints)));
    if (!rec->verdict.empty())
        w.paragraph(q(rec->verdict), PageWriter::bodyFont(), QColor(0x8a, 0x4b, 0x00));
    w.table(alternativesTable(*rec, rec->constraints.rent));
    w.paragraph(Proposal::tr("Wall time includes failures and restarts; cost is the capex with "
                             "maintenance and energy for the run (buy) or the rent of the run. "
                             "All figures come from the same analysis as the rest of this "
                             "proposal."),
                PageWriter::smallFont(), QColor(0x55, 0x55, 0x55));
}

} // namespace cc::views::pdf
