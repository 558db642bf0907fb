// Builds the explain view's entries from the reports. Formulas and sources are the analysis's
// own explanations (looked up by quantity) so the two never disagree; the inputs are the values
// that went into each figure.
#include "model/analysis/ExplainFigures.h"

#include "model/util/Format.h"

#include <algorithm>
#include <cstdio>

namespace cc::model {

namespace {

const Explanation* find(const std::vector<Explanation>& ex, std::string_view quantity)
{
    auto it = std::find_if(ex.begin(), ex.end(),
                           [&](const Explanation& e) { return e.quantity == quantity; });
    return it == ex.end() ? nullptr : &*it;
}

std::string fixed(double v, int digits)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", digits, v);
    return buf;
}

std::string percent(double f)
{
    return fixed(f * 100, 1) + " %";
}

std::string duration(double s)
{
    if (s < 120)
        return fixed(s, s < 10 ? 2 : 1) + " s";
    if (s < 2 * 3600)
        return fixed(s / 60, 1) + " min";
    if (s < 3 * 86400)
        return fixed(s / 3600, 1) + " h";
    return fixed(s / 86400, 1) + " days";
}

struct Builder {
    std::vector<FigureExplanation>& out;
    const std::vector<Explanation>& ex;

    FigureExplanation& add(std::string key, std::string title, std::string value,
                           std::string_view quantity, std::string fallbackFormula = {},
                           std::string fallbackSource = {})
    {
        FigureExplanation f;
        f.key = std::move(key);
        f.title = std::move(title);
        f.value = std::move(value);
        if (const Explanation* e = find(ex, quantity)) {
            f.formula = e->formula;
            f.source = e->source;
        } else {
            f.formula = std::move(fallbackFormula);
            f.source = std::move(fallbackSource);
        }
        out.push_back(std::move(f));
        return out.back();
    }
};

void explainTraining(const TrainingReport& t, std::vector<FigureExplanation>& out)
{
    Builder b{out, t.explanations};
    const auto& m = t.memory;
    auto& mem =
        b.add("memory", "Memory per GPU",
              gibibytes(m.perGpu.total()) + " of " + gibibytes(m.capacityBytes), "memory.fits");
    mem.formula =
        "weights + gradients + optimizer states + activations + overheads of the fullest pipeline "
        "stage, against the GPU's memory";
    mem.source = "Rajbhandari et al. 2019 (ZeRO); Korthikanti et al. 2022 (activations); "
                 "formulas.md Memory per GPU";
    mem.inputs = {{"weights", gibibytes(m.perGpu.weights)},
                  {"gradients", gibibytes(m.perGpu.gradients)},
                  {"optimizer states", gibibytes(m.perGpu.optimizer)},
                  {"activations", gibibytes(m.perGpu.activations)},
                  {"overheads", gibibytes(m.perGpu.other)}};
    for (const auto& o : m.overheads) // right under the overheads they make up
        mem.inputs.push_back({"  of which " + o.name, gibibytes(o.bytes)});
    mem.inputs.push_back({"GPU memory", gibibytes(m.capacityBytes)});
    mem.inputs.push_back({"parameters", siUnits(m.params, "")});
    if (!t.valid)
        return;
    const auto& p = t.performance;
    const auto& s = p.breakdownS;
    auto& step = b.add("stepTime", "Step time", duration(p.stepTimeS), "performance.stepTimeS");
    step.inputs = {{"compute", duration(s.compute)},
                   {"tensor-parallel communication (exposed)", duration(s.tpComm)},
                   {"pipeline bubble", duration(s.ppBubble)},
                   {"data-parallel communication (exposed)", duration(s.dpCommExposed)},
                   {"expert-parallel communication", duration(s.epComm)},
                   {"context-parallel communication", duration(s.cpComm)},
                   {"optimizer step", duration(s.optimizer)},
                   {"micro-batches per step", std::to_string(p.microBatches)},
                   {"data-parallel replicas", std::to_string(p.dp)}};
    // References into `out` die with the next add(): keep what later figures reuse.
    std::vector<FigureInput> stepParts(step.inputs.begin(), step.inputs.begin() + 7);
    stepParts.push_back({"step time", duration(p.stepTimeS)});
    auto& mfu = b.add("mfu", "MFU", percent(p.mfu), "performance.mfu");
    const double peakTflops = p.mfu > 0 ? p.modelTflopsPerGpu / p.mfu : 0;
    mfu.inputs = {{"model FLOP/s per GPU", fixed(p.modelTflopsPerGpu, 1) + " TFLOP/s"},
                  {"dense peak per GPU", fixed(peakTflops, 0) + " TFLOP/s"},
                  {"tokens per second", siUnits(p.tokensPerS, "tokens/s")},
                  {"GPUs", withThousands(p.gpus)}};
    auto& bn = b.add("bottleneck", "Bottleneck", p.bottleneck, "performance.bottleneck");
    bn.inputs = std::move(stepParts);
    if (p.timeToTrainS > 0) {
        auto& ttt = b.add("timeToTrain", "Time to train", duration(p.timeToTrainS),
                          "performance.timeToTrainS");
        ttt.inputs = {{"tokens", siUnits(p.tokensPerS * p.timeToTrainS, "")},
                      {"tokens per second", siUnits(p.tokensPerS, "tokens/s")},
                      {"GPU-hours", withThousands(static_cast<long long>(p.gpuHours + 0.5))}};
    }
}

void explainInfra(const Report& r, const Design& d, std::vector<FigureExplanation>& out)
{
    Builder b{out, r.explanations};
    auto& it = b.add("itPower", "IT power", siUnits(r.power.itW, "W"), "itPower");
    it.inputs = {{"typical IT power", siUnits(r.power.itTypicalW, "W")},
                 {"average utilisation of typical power", percent(d.facility.powerUtilisation)},
                 {"maximum IT power", siUnits(r.power.itMaxW, "W")}};
    for (const auto& [cat, w] : r.power.byCategoryW)
        it.inputs.push_back({"  " + cat, siUnits(w, "W")});
    for (const auto& sp : r.power.servers)
        it.inputs.push_back(
            {"server \"" + sp.name + "\" typical", siUnits(sp.power.typicalW, "W")});
    auto& fac =
        b.add("facilityPower", "Facility power", siUnits(r.power.facilityW, "W"), "facilityPower");
    fac.inputs = {{"IT power", siUnits(r.power.itW, "W")}, {"PUE", fixed(d.facility.pue, 2)}};
    auto& rack = b.add("largestRack", "Largest rack", siUnits(r.power.maxRackW, "W"), "rackPower");
    for (const auto& rk : r.power.racks)
        rack.inputs.push_back({"rack \"" + rk.name + "\" (×" + withThousands(rk.count) + ")",
                               siUnits(rk.typicalW, "W") + " typical, " + siUnits(rk.maxW, "W") +
                                   " max, limit " + siUnits(rk.limitW, "W")});
    auto& cool =
        b.add("cooling", "Cooling", r.cooling.liquidRacks > 0 ? "liquid" : "air", "rackCooling");
    cool.inputs = {{"largest rack", siUnits(r.power.maxRackW, "W")},
                   {"air limit per rack", siUnits(d.facility.airLimitW, "W")},
                   {"contained-air limit per rack", siUnits(d.facility.containedAirLimitW, "W")},
                   {"air-cooled racks", withThousands(r.cooling.airRacks)},
                   {"liquid-cooled racks", withThousands(r.cooling.liquidRacks)},
                   {"heat at max power", siUnits(r.cooling.heatBtuPerH, "BTU/h")},
                   {"airflow for the air-cooled part",
                    withThousands(static_cast<long long>(r.cooling.airflowCfm + 0.5)) + " CFM"}};
    auto& bis = b.add("bisection", "Bisection", siUnits(r.network.bisectionBytesPerS, "B/s"),
                      "bisectionBandwidth");
    for (const auto& t : r.network.tiers) {
        std::string v = withThousands(t.switches) + " switches, " + withThousands(t.linksDown) +
                        " links down at " + siUnits(t.downBitsPerS, "b/s") + ", " +
                        withThousands(t.linksUp) + " up at " + siUnits(t.upBitsPerS, "b/s");
        if (t.oversubscription)
            v += ", " + fixed(*t.oversubscription, 2) + ":1";
        bis.inputs.push_back({t.name + " tier", v});
    }
    auto& inj = b.add("injection", "Per-GPU network",
                      siUnits(r.network.injectionBytesPerSPerGpu, "B/s"), "allreduceBusBandwidth",
                      "compute NIC bandwidth of a server / its GPUs, one direction", "definition");
    inj.formula = "compute NIC bandwidth of a server / its GPUs, one direction";
    inj.source = "definition (NCCL's bus bandwidth uses the same per-GPU share)";
    inj.inputs = {
        {"GPUs", withThousands(r.design.gpus)},
        {"scale-up domain", withThousands(r.network.scaleUpDomainGpus) + " GPUs"},
        {"all-reduce bus bandwidth inside a domain",
         siUnits(r.network.allreduceBusIntraNodeBytesPerS, "B/s")},
        {"all-reduce bus bandwidth across domains",
         siUnits(r.network.allreduceBusInterNodeBytesPerS, "B/s")},
        {"limited by", r.network.interNodeLimitedBy.empty() ? "—" : r.network.interNodeLimitedBy}};
    auto& capex = b.add("capex", "Capex (indicative)", usd(r.cost.capexUsd), "capexUsd");
    for (const auto& [cat, v] : r.cost.byCategoryUsd)
        capex.inputs.push_back({cat, usd(v)});
    if (r.cost.unpricedItems > 0)
        capex.inputs.push_back(
            {"items without a price (not counted)", withThousands(r.cost.unpricedItems)});
}

} // namespace

std::vector<FigureExplanation> explainFigures(const Report& r, const Design& d,
                                              const TrainingReport* training)
{
    std::vector<FigureExplanation> out;
    auto& gpus = out.emplace_back();
    gpus.key = "gpus";
    gpus.title = "GPUs";
    gpus.value = withThousands(r.design.gpus);
    gpus.formula = "Σ over server groups: replicas × GPUs per server";
    gpus.source = "count of the design";
    for (const auto& blk : d.blocks)
        if (blk.kind == BlockKind::Server)
            gpus.inputs.push_back(
                {"group \"" + blk.name + "\"", withThousands(blk.replicas) + " servers"});
    if (training)
        explainTraining(*training, out);
    explainInfra(r, d, out);
    return out;
}

} // namespace cc::model
