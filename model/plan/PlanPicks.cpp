// Picks and their explanations. Every choice breaks ties by the candidate's space index, so the
// picks of a merged plan equal those of the unsharded one.
#include "model/plan/PlanPicks.h"

#include "model/plan/Planner.h"
#include "model/util/Format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <tuple>

namespace cc::model::plan {

namespace {

constexpr double kSecondsPerDay = 86400;
constexpr std::size_t kClosestShown = 3;
/// A faster design is worth suggesting when it saves at least 5 % of the time (assumption).
constexpr double kMeaningfullyFaster = 0.95;

std::string days(double seconds)
{
    char buf[32];
    const double d = seconds / kSecondsPerDay;
    if (d < 1)
        std::snprintf(buf, sizeof buf, "%.1f hours", seconds / 3600);
    else
        std::snprintf(buf, sizeof buf, d < 10 ? "%.1f days" : "%.0f days", d);
    return buf;
}

std::string percent(double fraction)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "%+.0f %%", fraction * 100);
    return buf;
}

std::string kwh(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.0f kWh", v);
    return buf;
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

std::string misses(const PlanCandidate& c)
{
    std::string s;
    for (const auto& v : c.violations)
        s += (s.empty() ? "" : ", ") + describeViolation(v);
    return s;
}

std::string stepLimit(const PlanCandidate& c)
{
    return "step limited by " + (c.bottleneck.empty() ? std::string("compute") : c.bottleneck);
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
        [&](const PlanCandidate& x) { return x.fits && !x.meetsConstraints && cheaper(x, *c); },
        [](const PlanCandidate& a, const PlanCandidate& b) { return !cheaper(a, b); });
    p.limitedBy = stepLimit(*c) +
                  (cheaperMiss ? "; the next cheaper design (" + candidateLabel(*cheaperMiss) +
                                     ") misses " + misses(*cheaperMiss)
                               : "; nothing cheaper fits");
    const PlanCandidate* quicker = best(
        all,
        [&](const PlanCandidate& x) {
            return x.meetsConstraints && x.wallTimeS < kMeaningfullyFaster * c->wallTimeS;
        },
        cheaper);
    p.toDoBetter = quicker ? "for " + usd(quicker->totalCostUsd - c->totalCostUsd) + " more, " +
                                 candidateLabel(*quicker) + " trains in " +
                                 days(quicker->wallTimeS) + " instead of " + days(c->wallTimeS)
                           : "nothing faster meets the constraints";
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
        all, [&](const PlanCandidate& x) { return x.fits && x.wallTimeS < c->wallTimeS; }, cheaper);
    p.limitedBy = stepLimit(*c) + (quicker ? "; faster designs miss " + misses(*quicker)
                                           : "; it is the fastest design in the space");
    p.toDoBetter = quicker
                       ? candidateLabel(*quicker) + " trains in " + days(quicker->wallTimeS) +
                             " for " + usd(quicker->totalCostUsd) + " (" + misses(*quicker) + ")"
                       : "a larger space: more nodes (--max-gpus) or faster parts";
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
    p.limitedBy = stepLimit(*c) + ", MFU " + std::to_string(std::lround(c->mfu * 100)) + " %";
    const PlanCandidate* lower = best(
        all, [&](const PlanCandidate& x) { return x.fits && lessEnergy(x, *c); }, lessEnergy);
    p.toDoBetter = lower ? candidateLabel(*lower) + " would use " + kwh(lower->energyKwh) +
                               " instead of " + kwh(c->energyKwh) + " but misses " + misses(*lower)
                         : "a higher MFU: the energy is set by FLOPs per joule of the parts";
    return p;
}

std::string verdict(const std::vector<PlanCandidate>& all, const PlanConstraints& k)
{
    std::vector<const PlanCandidate*> fitting;
    for (const auto& c : all)
        if (c.fits)
            fitting.push_back(&c);
    if (fitting.empty())
        return all.empty() ? "No design could be built from the parts allowed."
                           : "The job fits in no design of the space: its memory per GPU exceeds "
                             "every GPU even with ZeRO-3 and offload; allow larger GPUs or more "
                             "GPUs (--max-gpus).";
    const auto missBy = [](const PlanCandidate* c) {
        double m = 0;
        for (const auto& v : c->violations)
            m += std::max(v.relativeMiss(), 0.0) + (v.limit <= 0 ? 1.0 : 0.0);
        return std::make_tuple(c->violations.size(), m, c->index);
    };
    std::sort(fitting.begin(), fitting.end(), [&](const PlanCandidate* a, const PlanCandidate* b) {
        return missBy(a) < missBy(b);
    });
    std::string s = "Nothing meets " + describeConstraints(k) + "; the closest candidates miss by ";
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
    for (std::size_t i = 0; i < shown.size(); ++i)
        s += (i ? "; " : "") + candidateLabel(*shown[i]) + ": " + misses(*shown[i]);
    return s + ".";
}

} // namespace

std::string describeViolation(const Violation& v)
{
    const std::string over = v.limit > 0 ? " (" + percent(v.relativeMiss()) + ")" : "";
    char buf[96];
    if (v.constraint == "deadline") {
        std::snprintf(buf, sizeof buf, "deadline: %.1f days > %.1f", v.value, v.limit);
        return buf + over;
    }
    if (v.constraint == "budget")
        return "budget: " + usd(v.value) + " > " + usd(v.limit) + over;
    if (v.constraint == "rentPrice")
        return "rent: no public rent price for this accelerator";
    if (v.constraint == "liquid")
        return "needs liquid cooling";
    if (v.constraint == "memory")
        return "does not fit in GPU memory";
    const char* what = v.constraint == "itPower"         ? "IT power"
                       : v.constraint == "facilityPower" ? "facility power"
                                                         : "per-rack power";
    std::snprintf(buf, sizeof buf, "%s: %.1f kW > %.1f kW", what, v.value, v.limit);
    return buf + over;
}

std::string describeConstraints(const PlanConstraints& k)
{
    std::vector<std::string> parts;
    char buf[64];
    if (k.deadlineDays > 0) {
        std::snprintf(buf, sizeof buf, "a %g-day deadline", k.deadlineDays);
        parts.emplace_back(buf);
    }
    if (k.budgetUsd > 0)
        parts.push_back((k.rent ? "a rent budget of " : "a capex budget of ") + usd(k.budgetUsd));
    if (k.maxItPowerKw > 0) {
        std::snprintf(buf, sizeof buf, "%g kW of IT power", k.maxItPowerKw);
        parts.emplace_back(buf);
    }
    if (k.maxFacilityPowerKw > 0) {
        std::snprintf(buf, sizeof buf, "%g kW of facility power", k.maxFacilityPowerKw);
        parts.emplace_back(buf);
    }
    if (k.rackKw > 0) {
        std::snprintf(buf, sizeof buf, "%g kW per rack", k.rackKw);
        parts.emplace_back(buf);
    }
    if (k.liquid && !*k.liquid)
        parts.emplace_back("air cooling only");
    if (parts.empty())
        return "the constraints";
    std::string s;
    for (std::size_t i = 0; i < parts.size(); ++i)
        s += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return s;
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
