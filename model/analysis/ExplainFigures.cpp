// Builds the explain view's entries from the reports. Formulas and sources are the analysis's
// own explanations (looked up by quantity) so the two never disagree; the inputs are the values
// that went into each figure.
#include "model/analysis/ExplainFigures.h"

#include "model/analysis/Limits.h"

#include <algorithm>
#include <cmath>

namespace cc::model {

namespace {

const Explanation* find(const std::vector<Explanation>& ex, std::string_view quantity)
{
    auto it = std::find_if(ex.begin(), ex.end(),
                           [&](const Explanation& e) { return e.quantity == quantity; });
    return it == ex.end() ? nullptr : &*it;
}

/// A value alone: its template is "%1".
Message v(MsgArg a)
{
    return Message{"VALUE", {std::move(a)}};
}

Message of(const char* code)
{
    return Message::of(code);
}

struct Builder {
    std::vector<FigureExplanation>& out;
    const std::vector<Explanation>& ex;

    FigureExplanation& add(std::string key, Message title, Message value, std::string_view quantity,
                           Message fallbackFormula = {}, Message fallbackSource = {})
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
        b.add("memory", of("FIG_MEMORY"),
              Message{"VALUE_OF", {arg::bytes(m.perGpu.total()), arg::bytes(m.capacityBytes)}},
              "memory.fits");
    mem.formula = of("EXPL_MEMORY_PER_GPU");
    mem.source = of("SRC_MEMORY_PER_GPU");
    mem.inputs = {{of("FIG_IN_WEIGHTS"), v(arg::bytes(m.perGpu.weights))},
                  {of("FIG_IN_GRADIENTS"), v(arg::bytes(m.perGpu.gradients))},
                  {of("FIG_IN_OPTIMIZER"), v(arg::bytes(m.perGpu.optimizer))},
                  {of("FIG_IN_ACTIVATIONS"), v(arg::bytes(m.perGpu.activations))},
                  {of("FIG_IN_OVERHEADS"), v(arg::bytes(m.perGpu.other))}};
    for (const auto& o : m.overheads) // right under the overheads they make up
        mem.inputs.push_back(
            {Message{"FIG_IN_OF_WHICH", {arg::term(o.name)}}, v(arg::bytes(o.bytes))});
    mem.inputs.push_back({of("FIG_IN_GPU_MEMORY"), v(arg::bytes(m.capacityBytes))});
    mem.inputs.push_back({of("FIG_IN_PARAMETERS"), v(arg::si(m.params, ""))});
    if (!t.valid)
        return;
    const auto& p = t.performance;
    const auto& s = p.breakdownS;
    auto& step = b.add("stepTime", of("FIG_STEP_TIME"), v(arg::duration(p.stepTimeS)),
                       "performance.stepTimeS");
    step.inputs = {{of("FIG_IN_COMPUTE"), v(arg::duration(s.compute))},
                   {of("FIG_IN_TP_COMM"), v(arg::duration(s.tpComm))},
                   {of("FIG_IN_PP_BUBBLE"), v(arg::duration(s.ppBubble))},
                   {of("FIG_IN_DP_COMM"), v(arg::duration(s.dpCommExposed))},
                   {of("FIG_IN_EP_COMM"), v(arg::duration(s.epComm))},
                   {of("FIG_IN_CP_COMM"), v(arg::duration(s.cpComm))},
                   {of("FIG_IN_OPTIMIZER_STEP"), v(arg::duration(s.optimizer))},
                   {of("FIG_IN_MICRO_BATCHES"), v(arg::count(p.microBatches))},
                   {of("FIG_IN_DP_REPLICAS"), v(arg::count(p.dp))}};
    // References into `out` die with the next add(): keep what later figures reuse.
    std::vector<FigureInput> stepParts(step.inputs.begin(), step.inputs.begin() + 7);
    stepParts.push_back({of("FIG_IN_STEP_TIME"), v(arg::duration(p.stepTimeS))});
    auto& mfu = b.add("mfu", of("FIG_MFU"), v(arg::percent(p.mfu)), "performance.mfu");
    const double peakTflops = p.mfu > 0 ? p.modelTflopsPerGpu / p.mfu : 0;
    mfu.inputs = {{of("FIG_IN_MODEL_FLOPS"), v(arg::si(p.modelTflopsPerGpu * 1e12, "FLOP/s"))},
                  {of("FIG_IN_DENSE_PEAK"), v(arg::si(peakTflops * 1e12, "FLOP/s"))},
                  {of("FIG_IN_TOKENS_PER_S"), v(arg::si(p.tokensPerS, "tokens/s"))},
                  {of("FIG_IN_GPUS"), v(arg::count(p.gpus))}};
    auto& bn = b.add("bottleneck", of("FIG_BOTTLENECK"), p.bottleneck, "performance.bottleneck");
    bn.inputs = std::move(stepParts);
    if (p.timeToTrainS > 0) {
        auto& ttt = b.add("timeToTrain", of("FIG_TIME_TO_TRAIN"), v(arg::duration(p.timeToTrainS)),
                          "performance.timeToTrainS");
        ttt.inputs = {{of("FIG_IN_TOKENS"), v(arg::si(p.tokensPerS * p.timeToTrainS, ""))},
                      {of("FIG_IN_TOKENS_PER_S"), v(arg::si(p.tokensPerS, "tokens/s"))},
                      {of("FIG_IN_GPU_HOURS"), v(arg::count(std::llround(p.gpuHours)))}};
    }
}

void explainInfra(const Report& r, const Design& d, std::vector<FigureExplanation>& out)
{
    Builder b{out, r.explanations};
    auto& it = b.add("itPower", of("FIG_IT_POWER"), v(arg::si(r.power.itW, "W")), "itPower");
    it.inputs = {{of("FIG_IN_IT_TYPICAL"), v(arg::si(r.power.itTypicalW, "W"))},
                 {of("FIG_IN_UTILISATION"), v(arg::percent(d.facility.powerUtilisation))},
                 {of("FIG_IN_IT_MAX"), v(arg::si(r.power.itMaxW, "W"))}};
    for (const auto& [cat, w] : r.power.byCategoryW)
        it.inputs.push_back({Message{"FIG_IN_INDENTED", {arg::term(cat)}}, v(arg::si(w, "W"))});
    for (const auto& sp : r.power.servers)
        it.inputs.push_back({Message{"FIG_IN_SERVER_TYPICAL", {arg::name(sp.name)}},
                             v(arg::si(sp.power.typicalW, "W"))});
    auto& fac = b.add("facilityPower", of("FIG_FACILITY_POWER"), v(arg::si(r.power.facilityW, "W")),
                      "facilityPower");
    fac.inputs = {{of("FIG_IN_IT_POWER"), v(arg::si(r.power.itW, "W"))},
                  {of("FIG_IN_PUE"), v(arg::real(d.facility.pue, 2))}};
    auto& rack = b.add("largestRack", of("FIG_LARGEST_RACK"), v(arg::si(r.power.maxRackW, "W")),
                       "rackPower");
    for (const auto& rk : r.power.racks)
        rack.inputs.push_back(
            {Message{"FIG_IN_RACK", {arg::name(rk.name), arg::count(rk.count)}},
             Message{"FIG_RACK_POWER",
                     {arg::si(rk.typicalW, "W"), arg::si(rk.maxW, "W"), arg::si(rk.limitW, "W")}}});
    auto& cool = b.add("cooling", of("FIG_COOLING"),
                       of(r.cooling.liquidRacks > 0 ? "FIG_COOLING_LIQUID" : "FIG_COOLING_AIR"),
                       "rackCooling");
    cool.inputs = {
        {of("FIG_IN_LARGEST_RACK"), v(arg::si(r.power.maxRackW, "W"))},
        {of("FIG_IN_AIR_LIMIT"), v(arg::si(d.facility.airLimitW, "W"))},
        {of("FIG_IN_CONTAINED_LIMIT"), v(arg::si(d.facility.containedAirLimitW, "W"))},
        {of("FIG_IN_AIR_RACKS"), v(arg::count(r.cooling.airRacks))},
        {of("FIG_IN_LIQUID_RACKS"), v(arg::count(r.cooling.liquidRacks))},
        {of("FIG_IN_HEAT"), v(arg::si(r.cooling.heatBtuPerH, "BTU/h"))},
        {of("FIG_IN_AIRFLOW"),
         Message{"FIG_CFM", {arg::count(static_cast<long long>(r.cooling.airflowCfm + 0.5))}}}};
    auto& bis = b.add("bisection", of("FIG_BISECTION"),
                      v(arg::si(r.network.bisectionBytesPerS, "B/s")), "bisectionBandwidth");
    for (const auto& t : r.network.tiers) {
        std::vector<MsgArg> a{arg::count(t.switches), arg::count(t.linksDown),
                              arg::si(t.downBitsPerS, "b/s"), arg::count(t.linksUp),
                              arg::si(t.upBitsPerS, "b/s")};
        const bool over = t.oversubscription.has_value();
        if (over)
            a.push_back(arg::real(*t.oversubscription, 2));
        bis.inputs.push_back(
            {Message{"FIG_IN_TIER", {arg::term(t.name)}},
             Message{over ? "FIG_TIER_OVERSUBSCRIBED" : "FIG_TIER", std::move(a)}});
    }
    auto& inj =
        b.add("injection", of("FIG_INJECTION"),
              v(arg::si(r.network.injectionBytesPerSPerGpu, "B/s")), "allreduceBusBandwidth");
    inj.formula = of("EXPL_INJECTION");
    inj.source = of("SRC_INJECTION");
    inj.inputs = {
        {of("FIG_IN_GPUS"), v(arg::count(r.design.gpus))},
        {of("FIG_IN_SCALE_UP_DOMAIN"),
         Message{"FIG_GPUS", {arg::count(r.network.scaleUpDomainGpus)}}},
        {of("FIG_IN_BUSBW_INTRA"), v(arg::si(r.network.allreduceBusIntraNodeBytesPerS, "B/s"))},
        {of("FIG_IN_BUSBW_INTER"), v(arg::si(r.network.allreduceBusInterNodeBytesPerS, "B/s"))},
        {of("FIG_IN_LIMITED_BY"), r.network.interNodeLimitedBy.empty()
                                      ? v(arg::name("—"))
                                      : limitedByMessage(r.network.interNodeLimitedBy)}};
    auto& capex = b.add("capex", of("FIG_CAPEX"), v(arg::usd(r.cost.capexUsd)), "capexUsd");
    for (const auto& [cat, usdValue] : r.cost.byCategoryUsd)
        capex.inputs.push_back({Message{"NAME", {arg::term(cat)}}, v(arg::usd(usdValue))});
    if (r.cost.unpricedItems > 0)
        capex.inputs.push_back({of("FIG_IN_UNPRICED"), v(arg::count(r.cost.unpricedItems))});
}

} // namespace

std::vector<FigureExplanation> explainFigures(const Report& r, const Design& d,
                                              const TrainingReport* training)
{
    std::vector<FigureExplanation> out;
    auto& gpus = out.emplace_back();
    gpus.key = "gpus";
    gpus.title = of("FIG_GPUS_TITLE");
    gpus.value = v(arg::count(r.design.gpus));
    gpus.formula = of("EXPL_GPUS");
    gpus.source = of("SRC_DESIGN_COUNT");
    for (const auto& blk : d.blocks)
        if (blk.kind == BlockKind::Server)
            gpus.inputs.push_back({Message{"FIG_IN_GROUP", {arg::name(blk.name)}},
                                   Message{"FIG_SERVERS", {arg::count(blk.replicas)}}});
    if (training)
        explainTraining(*training, out);
    explainInfra(r, d, out);
    return out;
}

} // namespace cc::model
