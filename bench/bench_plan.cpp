// Plan throughput: a whole plan over the bundled catalog (every server × its node ladder × its
// fabrics, each design with the full layout search) on one core. Target: <= 2 s.
// Run: taskset -c 0 build/bench/bench_plan [repeats]
// The job: the issue's example, a full fine-tune of Llama 3 70B on 2 B tokens in 14 days.
#include "model/plan/PlanSpace.h"
#include "model/plan/Planner.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <map>
#include <vector>

using namespace cc::model;

int main(int argc, char** argv)
{
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 3;
    Catalog catalog;
    for (const auto& d : catalog.loadDirectory(CC_CATALOG_DIR))
        std::fprintf(stderr, "catalog: %s\n", d.text().c_str());
    std::vector<Diagnostic> diags;
    auto job =
        parseWorkload(R"({"preset": "llama3-70b", "training": {"method": "full", "tokens": 2e9}})",
                      "bench", diags);
    if (!job)
        return 2;
    plan::PlanConstraints c;
    c.deadlineDays = 14;

    // The space: servers, sizes and fabrics per server.
    const auto space = plan::buildSpace(catalog, plan::PartFilter{}, plan::PlanOptions{}.maxGpus);
    std::map<std::string, std::pair<int, std::size_t>> perServer; // sizes, most fabrics
    for (const auto& g : space) {
        auto& e = perServer[g.server->id];
        ++e.first;
        e.second = std::max(e.second, g.fabrics.size());
    }
    for (const auto& [id, e] : perServer)
        std::printf("  %-28s %2d sizes, up to %2zu fabrics\n", id.c_str(), e.first, e.second);

    // CPU time of the process: the figure for one core even when the machine is shared.
    std::vector<double> times, walls;
    plan::PlanResult last;
    for (int i = 0; i < repeats; ++i) {
        const std::clock_t c0 = std::clock();
        last = plan::runPlan(*job, c, catalog);
        times.push_back(static_cast<double>(std::clock() - c0) / CLOCKS_PER_SEC);
        walls.push_back(last.seconds);
    }
    std::sort(times.begin(), times.end());
    std::sort(walls.begin(), walls.end());
    const double median = times[times.size() / 2];
    std::printf("plan: %zu servers, %lld designs in the space, %lld built and analysed, %lld "
                "layouts searched; median %.3f s CPU (%.3f s wall) over %d runs (target <= 2 s)\n",
                perServer.size(), static_cast<long long>(last.spaceSize),
                static_cast<long long>(last.evaluated),
                static_cast<long long>(last.layoutsEvaluated), median, walls[walls.size() / 2],
                repeats);
    if (last.recommended.cheapest.index)
        for (const auto& cand : last.candidates)
            if (cand.index == *last.recommended.cheapest.index)
                std::printf("cheapest within 14 days: %s, %.1f days\n",
                            plan::candidateLabel(cand).c_str(), cand.wallTimeS / 86400);
    return median <= 2.0 ? 0 : 3;
}
