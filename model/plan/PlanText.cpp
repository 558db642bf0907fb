#include "model/plan/PlanText.h"

#include "model/plan/Planner.h"
#include "model/util/TerminalColumns.h"

#include <cmath>
#include <sstream>

namespace cc::model::plan {

namespace {

constexpr std::size_t kDesignColumns = 60;
constexpr std::size_t kLayoutColumns = 44;

std::string text(const Message& m)
{
    return renderText(m);
}

std::string value(MsgArg a)
{
    return text(Message{"VALUE", {std::move(a)}});
}

void tableRow(std::ostringstream& o, const std::string cells[7])
{
    o << padRight(cells[0], 6)
      << padRight(clipColumns(cells[1], kDesignColumns), kDesignColumns + 1)
      << padRight(clipColumns(cells[2], kLayoutColumns), kLayoutColumns + 1) << padLeft(cells[3], 9)
      << ' ' << padLeft(cells[4], 10) << ' ' << padLeft(cells[5], 9) << ' ' << cells[6] << "\n";
}

void candidateRows(std::ostringstream& o, const PlanResult& r)
{
    const std::string head[7] = {
        text(Message::of("RPT_PLAN_COL_OK")),        text(Message::of("RPT_PLAN_COL_DESIGN")),
        text(Message::of("RPT_PLAN_COL_LAYOUT")),    text(Message::of("RPT_PLAN_COL_WALL")),
        text(Message::of("RPT_PLAN_COL_COST")),      text(Message::of("RPT_PLAN_COL_IT")),
        text(Message::of("RPT_PLAN_COL_BOTTLENECK"))};
    tableRow(o, head);
    for (const auto& c : r.candidates) {
        const std::string row[7] = {text(Message::of(c.meetsConstraints ? "CMP_YES"
                                                     : c.fits           ? "CMP_NO"
                                                                        : "RPT_PLAN_OOM")),
                                    text(candidateMessage(c)),
                                    layoutText(c),
                                    c.fits ? value(arg::duration(c.wallTimeS)) : "-",
                                    value(arg::usd(c.totalCostUsd)),
                                    value(arg::si(c.itPowerW, "W")),
                                    text(c.bottleneck)};
        tableRow(o, row);
    }
}

void pick(std::ostringstream& o, const Message& title, const Pick& p, const PlanResult& r)
{
    const PlanCandidate* chosen = nullptr;
    for (const auto& c : r.candidates)
        if (p.index && c.index == *p.index)
            chosen = &c;
    if (!chosen) {
        o << text(Message{"RPT_PLAN_PICK_NONE", {arg::msg(title)}}) << "\n";
        return;
    }
    o << text(Message{"RPT_PLAN_PICK",
                      {arg::msg(title), arg::msg(candidateMessage(*chosen)),
                       arg::name(layoutText(*chosen)), arg::duration(chosen->wallTimeS),
                       arg::usd(chosen->totalCostUsd)}})
      << "\n"
      << text(Message{"RPT_PLAN_LIMITED_BY", {arg::msg(p.limitedBy)}}) << "\n"
      << text(Message{"RPT_PLAN_TO_DO_BETTER", {arg::msg(p.toDoBetter)}}) << "\n";
}

Message methodMessage(Method m)
{
    switch (m) {
    case Method::Pretrain:
        return Message::of("RPT_PLAN_METHOD_PRETRAIN");
    case Method::Full:
        return Message::of("RPT_PLAN_METHOD_FULL");
    case Method::Lora:
        return Message::of("RPT_PLAN_METHOD_LORA");
    case Method::Qlora:
        return Message::of("RPT_PLAN_METHOD_QLORA");
    }
    return Message::of("RPT_PLAN_METHOD_FULL");
}

/// Tokens as a grouped count: 3,000,000,000 (the input contract bounds them at 1e16).
MsgArg tokens(double n)
{
    return arg::count(static_cast<long long>(std::llround(n)));
}

Message jobLine(const Workload& job)
{
    const TrainingSetup& t = job.training;
    const MsgArg method = arg::msg(methodMessage(t.method));
    if (t.datasetTokens > 0 && std::abs(t.tokens - t.datasetTokens * t.epochs) <= 1e-9 * t.tokens)
        return Message{"RPT_PLAN_JOB_EPOCHS",
                       {arg::name(job.name), method, tokens(t.tokens), tokens(t.datasetTokens),
                        arg::real(t.epochs, t.epochs == std::round(t.epochs) ? 0 : 2)}};
    return Message{"RPT_PLAN_JOB", {arg::name(job.name), method, tokens(t.tokens)}};
}

} // namespace

std::string layoutText(const PlanCandidate& c)
{
    const ResolvedLayout& l = c.layout;
    std::string s = "tp " + std::to_string(l.layout.tp) + " pp " + std::to_string(l.layout.pp) +
                    " dp " + std::to_string(l.dp);
    if (l.layout.cp > 1)
        s += " cp " + std::to_string(l.layout.cp);
    if (l.layout.ep > 1)
        s += " ep " + std::to_string(l.layout.ep);
    s += " mb " + std::to_string(l.layout.microBatch) + " ZeRO-" +
         std::to_string(l.layout.zeroStage);
    if (c.offload != Offload::None)
        s += " +offload " + std::string(offloadName(c.offload));
    return s;
}

std::string planToText(const PlanResult& r, const Workload& job)
{
    std::ostringstream o;
    o << text(jobLine(job)) << "\n"
      << text(Message{"RPT_PLAN_EVALUATED",
                      {arg::count(r.evaluated), arg::count(r.layoutsEvaluated),
                       arg::real(r.seconds, 2), arg::count(r.spaceSize)}})
      << "\n";
    candidateRows(o, r);
    pick(o, Message::of("RPT_PLAN_CHEAPEST"), r.recommended.cheapest, r);
    pick(o, Message::of("RPT_PLAN_FASTEST"), r.recommended.fastest, r);
    pick(o, Message::of("RPT_PLAN_LOWEST_ENERGY"), r.recommended.lowestEnergy, r);
    if (!r.recommended.verdict.empty())
        o << text(r.recommended.verdict) << "\n";
    return o.str();
}

} // namespace cc::model::plan
