// Times analyze() on a generated three-tier design of 12,500 nodes × 8 GPUs (100,000 GPUs).
// Target: median ≤ 2 ms on one core. Run: build/bench/bench_analyze [iterations]
#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace cc::model;

int main(int argc, char** argv)
{
    const int iterations = argc > 1 ? std::max(1, std::atoi(argv[1])) : 500;
    Catalog catalog;
    for (const auto& d : catalog.loadDirectory(CC_CATALOG_DIR))
        std::fprintf(stderr, "catalog: %s\n", d.text().c_str());
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = "dgx-h100";
    o.nodes = 12500;
    o.switchRef = "sn5600"; // 64 × 800G split 2 × 400G: radix 128 at 400G
    o.storageRef = "ddn-ai400x2-class";
    const Design d = topology::generate(o, catalog);
    Report first = analyze(d, catalog);
    std::printf(
        "design: %lld GPUs, %lld servers, %lld switches in %zu groups, %zu links, %zu rack rows; "
        "%zu network tiers\n",
        static_cast<long long>(first.design.gpus), static_cast<long long>(first.design.servers),
        static_cast<long long>(first.design.switches), d.blocks.size(), d.links.size(),
        d.racks.size(), first.network.tiers.size());

    std::vector<double> ms;
    ms.reserve(iterations);
    for (int i = 0; i < iterations; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        const Report r = analyze(d, catalog);
        const auto t1 = std::chrono::steady_clock::now();
        if (r.design.gpus != first.design.gpus)
            return 1;
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    std::sort(ms.begin(), ms.end());
    std::printf(
        "analyze: median %.3f ms, p90 %.3f ms, min %.3f ms over %d runs (target: median <= 2 ms)\n",
        ms[ms.size() / 2], ms[ms.size() * 9 / 10], ms.front(), iterations);
    return ms[ms.size() / 2] <= 2.0 ? 0 : 3;
}
