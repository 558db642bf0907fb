// Parallelism-search throughput: configurations evaluated per second on one core.
// Target: >= 1,000,000 configurations/s. Run: taskset -c 0 build/bench/bench_search [repeats]
// The job: a GPT-3 175B-shaped model (global batch 16,384 sequences) on a generated fat-tree of
// 2,048 DGX H100 (16,384 GPUs), every TP/PP/CP/DP/micro-batch/interleave/recompute/ZeRO choice.
#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/Search.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace cc::model;

int main(int argc, char** argv)
{
    const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 5;
    Catalog catalog;
    for (const auto& d : catalog.loadDirectory(CC_CATALOG_DIR))
        std::fprintf(stderr, "catalog: %s\n", d.text().c_str());
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = "dgx-h100";
    o.nodes = 2048;
    o.switchRef = "qm9700";
    const Design d = topology::generate(o, catalog);
    const Report infra = analyze(d, catalog);

    Workload w;
    w.name = "GPT-3 175B";
    w.model.layers = 96;
    w.model.hidden = 12288;
    w.model.heads = 96;
    w.model.kvHeads = 96;
    w.model.ffnHidden = 4 * 12288;
    w.model.vocab = 51200;
    w.model.seqLen = 2048;
    w.training.globalBatch = 16384;
    w.training.tokens = 3e11;
    std::vector<Finding> findings;
    const ComputeHardware hw = computeHardware(infra, d, catalog, w.training.precision, findings);
    const StepModel model = makeStepModel(w, hw);

    double seconds = 0;
    long long evaluated = 0;
    SearchReport last;
    for (int i = 0; i < repeats; ++i) {
        last = searchParallelism(w, model, hw.groupGpus);
        seconds += last.seconds;
        evaluated += last.evaluated;
    }
    std::printf("design: %d GPUs (%s); per search: %lld configurations evaluated, %lld "
                "memory-checked, %lld rejected for memory\n",
                hw.groupGpus, hw.gpuName.c_str(), static_cast<long long>(last.evaluated),
                static_cast<long long>(last.memoryChecked),
                static_cast<long long>(last.rejectedMemory));
    if (!last.results.empty()) {
        const auto& b = last.results.front();
        const auto& l = b.layout.layout;
        std::printf("best: tp %d pp %d dp %d cp %d mb %d v %d recompute %d zero %d, step %.2f s, "
                    "MFU %.1f %%\n",
                    l.tp, l.pp, b.layout.dp, l.cp, l.microBatch, l.interleave,
                    static_cast<int>(l.recompute), l.zeroStage, b.stepTimeS, b.mfu * 100);
    }
    const double rate = seconds > 0 ? evaluated / seconds : 0;
    std::printf("search: %lld configurations in %.3f s over %d runs = %.2f M configurations/s "
                "(target >= 1 M/s)\n",
                evaluated, seconds, repeats, rate / 1e6);
    return rate >= 1e6 ? 0 : 3;
}
