// The alternatives a plan considered for the design it chose.
#include "model/plan/PlanAlternatives.h"

#include "model/plan/PlanJson.h"

#include <algorithm>
#include <stdexcept>
#include <tuple>

namespace cc::model::plan {

namespace {

/// Cheaper designs that miss a constraint, kept to show why the plan did not go lower.
constexpr std::size_t kCheaperMisses = 2;

Alternative* find(std::vector<Alternative>& v, std::int64_t index)
{
    for (auto& a : v)
        if (a.candidate.index == index)
            return &a;
    return nullptr;
}

const PlanCandidate* candidate(const PlanResult& r, std::int64_t index)
{
    for (const auto& c : r.candidates)
        if (c.index == index)
            return &c;
    return nullptr;
}

} // namespace

PlanRecord planRecord(const PlanResult& r, const PlanConstraints& c, const std::string& jobName,
                      std::int64_t chosen, int runnersUp)
{
    const PlanCandidate* mine = candidate(r, chosen);
    if (!mine)
        throw std::invalid_argument("the chosen design is not among the plan's candidates");
    PlanRecord rec;
    rec.constraints = c;
    rec.evaluated = r.evaluated;
    rec.chosen = chosen;
    rec.jobName = jobName;
    rec.verdict = r.recommended.verdict;
    rec.alternatives.push_back({{"chosen"}, *mine});
    const std::pair<const Pick*, const char*> picks[] = {
        {&r.recommended.cheapest, "cheapest"},
        {&r.recommended.fastest, "fastest"},
        {&r.recommended.lowestEnergy, "lowestEnergy"}};
    for (const auto& [pick, role] : picks) {
        if (!pick->index)
            continue;
        if (Alternative* a = find(rec.alternatives, *pick->index))
            a->roles.emplace_back(role);
        else if (const PlanCandidate* p = candidate(r, *pick->index))
            rec.alternatives.push_back({{role}, *p});
    }
    // The designs that would have been cheaper but miss a constraint (the closest first): why
    // the plan did not go lower.
    std::vector<const PlanCandidate*> cheaper;
    for (const auto& x : r.candidates)
        if (x.fits && !x.meetsConstraints && x.totalCostUsd < mine->totalCostUsd &&
            !find(rec.alternatives, x.index))
            cheaper.push_back(&x);
    std::sort(cheaper.begin(), cheaper.end(), [](const PlanCandidate* a, const PlanCandidate* b) {
        return std::tie(b->totalCostUsd, a->index) < std::tie(a->totalCostUsd, b->index);
    });
    for (std::size_t i = 0; i < cheaper.size() && i < kCheaperMisses; ++i)
        rec.alternatives.push_back({{"cheaperMiss"}, *cheaper[i]});
    int added = 0;
    for (const auto& x : r.candidates) {
        if (added >= runnersUp)
            break;
        if (find(rec.alternatives, x.index))
            continue;
        rec.alternatives.push_back({{"runnerUp"}, x});
        ++added;
    }
    return rec;
}

LostBecause lostBecause(const PlanCandidate& alternative, const PlanCandidate& chosen)
{
    LostBecause l;
    l.fits = alternative.fits;
    l.misses = alternative.violations;
    l.extraCostUsd = alternative.totalCostUsd - chosen.totalCostUsd;
    l.extraWallS = alternative.wallTimeS - chosen.wallTimeS;
    l.extraEnergyKwh = alternative.energyKwh - chosen.energyKwh;
    return l;
}

std::optional<PlanRecord> planRecordOf(const Design& d)
{
    if (d.workloads.empty())
        return std::nullopt;
    return planRecordFromWorkloadJson(d.workloads.front());
}

} // namespace cc::model::plan
