// Picks and their explanations. Every choice breaks ties by the candidate's space index, so the
// picks of a merged plan equal those of the unsharded one.
#include "model/plan/PlanPicks.h"

#include "model/plan/Planner.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <tuple>

namespace cc::model::plan {

namespace {

constexpr double kSecondsPerDay = 86400;
constexpr std::size_t kClosestShown = 3;
/// A faster design is worth suggesting when it saves at least 5 % of the time (assumption).
constexpr double kMeaningfullyFaster = 0.95;

MsgArg days(double seconds)
{
    return arg::duration(seconds);
}

MsgArg label(const PlanCandidate& c)
{
    return arg::msg(candidateMessage(c));
}

/// " (+73 %)" when the constraint has a limit to compare with, else nothing.
MsgArg over(const Violation& v)
{
    return arg::msg(v.limit > 0 ? Message{"PLAN_OVER", {arg::percent(v.relativeMiss(), 0)}}
                                : Message());
}

bool onlyDeadline(const PlanCandidate& c)
{
    return c.fits && std::all_of(c.violations.begin(), c.violations.end(),
                                 [](const Violation& v) { return v.constraint == "deadline"; });
}

using Better = std::function<bool(const PlanCandidate&, const PlanCandidate&)>;

const PlanCandidate* best(const std::vector<PlanCandidate>& all,
                          const std::function<bool(const PlanCandidate&)>& eligible,
                          const Better& better)
{
    const PlanCandidate* b = nullptr;
    for (const auto& c : all)
        if (eligible(c) && (!b || better(c, *b)))
            b = &c;
    return b;
}

bool cheaper(const PlanCandidate& a, const PlanCandidate& b)
{
    return std::tie(a.totalCostUsd, a.wallTimeS, a.index) <
           std::tie(b.totalCostUsd, b.wallTimeS, b.index);
}
bool faster(const PlanCandidate& a, const PlanCandidate& b)
{
    return std::tie(a.wallTimeS, a.totalCostUsd, a.index) <
           std::tie(b.wallTimeS, b.totalCostUsd, b.index);
}
bool lessEnergy(const PlanCandidate& a, const PlanCandidate& b)
{
    return std::tie(a.energyKwh, a.totalCostUsd, a.index) <
           std::tie(b.energyKwh, b.totalCostUsd, b.index);
}

/// Whether the candidate's total cost is a real price: a design without a purchase (or rent)
/// price has only the parts that are priced in its capex, a floor that is not a price.
bool costKnown(const PlanCandidate& c)
{
    return std::none_of(c.violations.begin(), c.violations.end(), [](const auto& v) {
        return v.constraint == "price" || v.constraint == "rentPrice";
    });
}

/// Cheaper, with the designs of known cost first.
bool cheaperKnownFirst(const PlanCandidate& a, const PlanCandidate& b)
{
    const bool ka = costKnown(a), kb = costKnown(b);
    return ka != kb ? ka : cheaper(a, b);
}

MsgArg misses(const PlanCandidate& c)
{
    std::vector<Message> items;
    for (const auto& v : c.violations)
        items.push_back(describeViolation(v));
    return arg::list(std::move(items));
}

MsgArg stepLimit(const PlanCandidate& c)
{
    return arg::msg(
        Message{"PLAN_STEP_LIMITED",
                {arg::msg(c.bottleneck.empty() ? Message::of("PLAN_COMPUTE") : c.bottleneck)}});
}

Pick pickCheapest(const std::vector<PlanCandidate>& all)
{
    Pick p;
    const PlanCandidate* c = best(
        all, [](const PlanCandidate& x) { return x.meetsConstraints; }, cheaper);
    if (!c)
        return p;
    p.index = c->index;
    const PlanCandidate* cheaperMiss = best(
        all,
        [&](const PlanCandidate& x) {
            return x.fits && !x.meetsConstraints && costKnown(x) && cheaper(x, *c);
        },
        [](const PlanCandidate& a, const PlanCandidate& b) { return !cheaper(a, b); });
    p.limitedBy = cheaperMiss ? Message{"PLAN_CHEAPEST_LIMIT",
                                        {stepLimit(*c), label(*cheaperMiss), misses(*cheaperMiss)}}
                              : Message{"PLAN_CHEAPEST_LIMIT_NONE", {stepLimit(*c)}};
    const PlanCandidate* quicker = best(
        all,
        [&](const PlanCandidate& x) {
            return x.meetsConstraints && x.wallTimeS < kMeaningfullyFaster * c->wallTimeS;
        },
        cheaper);
    p.toDoBetter = quicker
                       ? Message{"PLAN_CHEAPEST_BETTER",
                                 {arg::usd(quicker->totalCostUsd - c->totalCostUsd),
                                  label(*quicker), days(quicker->wallTimeS), days(c->wallTimeS)}}
                       : Message::of("PLAN_CHEAPEST_BETTER_NONE");
    return p;
}

Pick pickFastest(const std::vector<PlanCandidate>& all)
{
    Pick p;
    const PlanCandidate* c = best(all, onlyDeadline, faster);
    if (!c)
        return p;
    p.index = c->index;
    // The next step up: the cheapest design that trains faster (it misses a constraint).
    const PlanCandidate* quicker = best(
        all, [&](const PlanCandidate& x) { return x.fits && x.wallTimeS < c->wallTimeS; },
        cheaperKnownFirst);
    p.limitedBy = quicker ? Message{"PLAN_FASTEST_LIMIT", {stepLimit(*c), misses(*quicker)}}
                          : Message{"PLAN_FASTEST_LIMIT_NONE", {stepLimit(*c)}};
    if (!quicker)
        p.toDoBetter = Message::of("PLAN_FASTEST_BETTER_NONE");
    else if (!costKnown(*quicker)) // its capex is a floor, not a price: none is quoted
        p.toDoBetter = Message{"PLAN_FASTEST_BETTER_UNPRICED",
                               {label(*quicker), days(quicker->wallTimeS), misses(*quicker)}};
    else
        p.toDoBetter = Message{"PLAN_FASTEST_BETTER",
                               {label(*quicker), days(quicker->wallTimeS),
                                arg::usd(quicker->totalCostUsd), misses(*quicker)}};
    return p;
}

Pick pickLowestEnergy(const std::vector<PlanCandidate>& all)
{
    Pick p;
    const PlanCandidate* c = best(
        all, [](const PlanCandidate& x) { return x.meetsConstraints; }, lessEnergy);
    if (!c)
        return p;
    p.index = c->index;
    p.limitedBy = Message{"PLAN_ENERGY_LIMIT", {stepLimit(*c), arg::percent(c->mfu, 0)}};
    const PlanCandidate* lower = best(
        all, [&](const PlanCandidate& x) { return x.fits && lessEnergy(x, *c); }, lessEnergy);
    p.toDoBetter = lower ? Message{"PLAN_ENERGY_BETTER",
                                   {label(*lower), arg::si(lower->energyKwh * 1e3, "Wh"),
                                    arg::si(c->energyKwh * 1e3, "Wh"), misses(*lower)}}
                         : Message::of("PLAN_ENERGY_BETTER_NONE");
    return p;
}

Message verdict(const std::vector<PlanCandidate>& all, const PlanConstraints& k)
{
    std::vector<const PlanCandidate*> fitting;
    for (const auto& c : all)
        if (c.fits)
            fitting.push_back(&c);
    if (fitting.empty())
        return Message::of(all.empty() ? "PLAN_VERDICT_NO_PARTS" : "PLAN_VERDICT_NO_FIT");
    const auto missBy = [](const PlanCandidate* c) {
        double m = 0;
        for (const auto& v : c->violations)
            m += std::max(v.relativeMiss(), 0.0) + (v.limit <= 0 ? 1.0 : 0.0);
        return std::make_tuple(c->violations.size(), m, c->index);
    };
    std::sort(fitting.begin(), fitting.end(), [&](const PlanCandidate* a, const PlanCandidate* b) {
        return missBy(a) < missBy(b);
    });
    // One line per server type and size: its other fabrics miss by about as much.
    std::vector<const PlanCandidate*> shown;
    for (const PlanCandidate* c : fitting) {
        if (shown.size() >= kClosestShown)
            break;
        const auto sameDesign = [&](const PlanCandidate* x) {
            return x->server == c->server && x->nodes == c->nodes;
        };
        if (std::none_of(shown.begin(), shown.end(), sameDesign))
            shown.push_back(c);
    }
    std::vector<Message> closest;
    for (const PlanCandidate* c : shown)
        closest.push_back(Message{"PLAN_CLOSEST_MISS", {label(*c), misses(*c)}});
    return Message{"PLAN_VERDICT_CLOSEST",
                   {arg::msg(describeConstraints(k)), arg::list(std::move(closest))}};
}

} // namespace

Message describeViolation(const Violation& v)
{
    if (v.constraint == "deadline")
        return Message{"PLAN_MISS_DEADLINE",
                       {arg::duration(v.value * kSecondsPerDay),
                        arg::duration(v.limit * kSecondsPerDay), over(v)}};
    if (v.constraint == "budget")
        return Message{"PLAN_MISS_BUDGET", {arg::usd(v.value), arg::usd(v.limit), over(v)}};
    if (v.constraint == "rentPrice")
        return Message::of("PLAN_MISS_RENT_PRICE");
    if (v.constraint == "price")
        return Message::of("PLAN_MISS_PRICE");
    if (v.constraint == "liquid")
        return Message::of("PLAN_MISS_LIQUID");
    if (v.constraint == "memory")
        return Message::of("PLAN_MISS_MEMORY");
    const char* code = v.constraint == "itPower"         ? "PLAN_MISS_IT_POWER"
                       : v.constraint == "facilityPower" ? "PLAN_MISS_FACILITY_POWER"
                                                         : "PLAN_MISS_RACK_POWER";
    return Message{code, {arg::si(v.value * 1e3, "W"), arg::si(v.limit * 1e3, "W"), over(v)}};
}

Message describeConstraints(const PlanConstraints& k)
{
    std::vector<Message> parts;
    if (k.deadlineDays > 0)
        parts.push_back(Message{
            "PLAN_C_DEADLINE",
            {arg::real(k.deadlineDays, k.deadlineDays == std::floor(k.deadlineDays) ? 0 : 1)}});
    if (k.budgetUsd > 0)
        parts.push_back(Message{k.rent ? "PLAN_C_RENT_BUDGET" : "PLAN_C_CAPEX_BUDGET",
                                {arg::usd(k.budgetUsd)}});
    if (k.maxItPowerKw > 0)
        parts.push_back(Message{"PLAN_C_IT_POWER", {arg::si(k.maxItPowerKw * 1e3, "W")}});
    if (k.maxFacilityPowerKw > 0)
        parts.push_back(
            Message{"PLAN_C_FACILITY_POWER", {arg::si(k.maxFacilityPowerKw * 1e3, "W")}});
    if (k.rackKw > 0)
        parts.push_back(Message{"PLAN_C_RACK_POWER", {arg::si(k.rackKw * 1e3, "W")}});
    if (k.liquid && !*k.liquid)
        parts.push_back(Message::of("PLAN_C_AIR_ONLY"));
    if (parts.empty())
        return Message::of("PLAN_C_NONE");
    return Message{"NAME", {arg::list(std::move(parts))}};
}

Recommendations recommend(const std::vector<PlanCandidate>& ranked, const PlanConstraints& c)
{
    Recommendations r;
    r.cheapest = pickCheapest(ranked);
    r.fastest = pickFastest(ranked);
    r.lowestEnergy = pickLowestEnergy(ranked);
    if (!r.cheapest.index)
        r.verdict = verdict(ranked, c);
    return r;
}

} // namespace cc::model::plan
