#include "model/io/ReportIo.h"

#include "model/calibration/CalibrationText.h"
#include "model/util/Format.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <sstream>

namespace cc::model::io {

namespace {
/// A time in the report: "-" when there is none (arg::duration needs a positive time).
MsgArg time(double s)
{
    return s > 0 ? arg::duration(s) : arg::name("-");
}

MsgArg seconds(double s)
{
    return s > 0 ? arg::si(s, "s") : arg::name("0");
}

/// One line of the report: its message (RPT_*) rendered, then a line break.
void line(std::ostringstream& o, const Message& m)
{
    o << m << "\n";
}

/// One line of "what would make it fit": the change, the memory it reaches, the time to train
/// with it when known; a setting that would change nothing is said as such (issue 10 part A).
void adviceLine(std::ostringstream& o, const FitAdvice& a)
{
    o << "            ";
    if (a.noEffect)
        return line(o, Message{"RPT_ADVICE_NOTE", {arg::msg(a.change)}});
    const char* code = !a.fits              ? "RPT_ADVICE_OVER"
                       : a.timeToTrainS > 0 ? "RPT_ADVICE_FITS_TIME"
                                            : "RPT_ADVICE_FITS";
    std::vector<MsgArg> args{arg::msg(a.change), arg::bytes(a.perGpuBytes)};
    if (a.fits && a.timeToTrainS > 0)
        args.push_back(time(a.timeToTrainS));
    line(o, Message{code, std::move(args)});
}

const char* severityCode(Severity s)
{
    switch (s) {
    case Severity::Error:
        return "RPT_SEVERITY_ERROR";
    case Severity::Warning:
        return "RPT_SEVERITY_WARNING";
    case Severity::Info:
        break;
    }
    return "RPT_SEVERITY_INFO";
}

void findingLines(std::ostringstream& o, const std::vector<Finding>& fs, const char* indent)
{
    for (const auto& f : fs) {
        // The severity in the reader's language; the code stays, as the stable id JSON also has.
        o << indent
          << Message{"RPT_FINDING",
                     {arg::msg(Message::of(severityCode(f.severity))), arg::name(f.code),
                      arg::msg(f.message)}}
          << "\n";
        if (!f.suggestion.empty())
            o << indent << "    -> " << f.suggestion << "\n";
    }
}

void memoryLines(std::ostringstream& o, const MemoryReport& m)
{
    const MemoryBreakdown& b = m.perGpu;
    line(o, Message{m.fits ? "RPT_MEMORY_FITS" : "RPT_MEMORY_NOT_FIT",
                    {arg::si(m.params, ""), arg::si(m.activeParams, ""), arg::bytes(b.total()),
                     arg::bytes(m.capacityBytes)}});
    line(o, Message{"RPT_MEMORY_PARTS",
                    {arg::bytes(b.weights), arg::bytes(b.gradients), arg::bytes(b.optimizer),
                     arg::bytes(b.activations), arg::bytes(b.other), arg::count(m.maxMicroBatch)}});
    for (const auto& a : m.advice)
        adviceLine(o, a);
}

void stepLines(std::ostringstream& o, const TrainingReport& t, bool cal)
{
    const PerformanceReport& p = t.performance;
    const StepBreakdown& s = p.breakdownS;
    std::vector<Message> extra;
    if (s.fsdpComm > 0)
        extra.push_back(Message{"RPT_STEP_FSDP", {seconds(s.fsdpComm)}});
    if (s.moeDispatch > 0)
        extra.push_back(Message{"RPT_STEP_MOE", {seconds(s.moeDispatch)}});
    if (s.fp8Overhead > 0)
        extra.push_back(Message{"RPT_STEP_FP8", {seconds(s.fp8Overhead)}});
    line(o,
         Message{
             cal ? "RPT_STEP_CALIBRATED" : "RPT_STEP",
             {time(p.stepTimeS), arg::count(p.gpus), arg::count(p.dp), arg::count(p.microBatches),
              seconds(s.compute), seconds(s.tpComm), seconds(s.ppBubble), seconds(s.dpCommExposed),
              seconds(s.epComm), seconds(s.cpComm), seconds(s.optimizer),
              arg::msg(extra.empty() ? Message()
                                     : Message{"RPT_STEP_MORE", {arg::list(std::move(extra))}})}});
    if (!p.runnable)
        line(o, Message::of("RPT_NOT_RUNNABLE"));
    line(o, Message{"RPT_THROUGHPUT",
                    {arg::count(static_cast<long long>(p.tokensPerS)),
                     arg::real(p.modelTflopsPerGpu, 0), arg::percent(p.mfu),
                     arg::real(p.hardwareTflopsPerGpu, 0), arg::percent(p.hfu)}});
    line(o, Message{"RPT_LIMITED_BY", {arg::msg(p.bottleneck)}});
    line(o, Message{"RPT_TRAIN", {time(p.timeToTrainS), arg::count(std::llround(p.gpuHours))}});
}

void trainingText(std::ostringstream& o, const TrainingReport& t)
{
    o << "\n";
    line(o, Message{t.valid ? "RPT_TRAINING_JOB" : "RPT_TRAINING_JOB_INVALID",
                    {arg::name(t.workloadName)}});
    memoryLines(o, t.memory);
    if (!t.valid) {
        for (const auto& f : t.findings)
            o << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
        return;
    }
    // Calibrated figures carry the mark on the first line they appear on (issue 14).
    const bool cal = t.calibration && t.calibration->any();
    if (cal)
        line(o, Message{"RPT_CALIBRATED", {arg::msg(calib::calibrationSummary(*t.calibration))}});
    stepLines(o, t, cal);
    const TrainingStorageReport& st = t.storage;
    line(o,
         Message{"RPT_STORAGE",
                 {arg::si(st.checkpointBytes, "B"), time(st.checkpointWriteS),
                  arg::term(st.writeLimitedBy), time(st.checkpointRestoreS),
                  arg::si(st.dataReadBpsNeeded, "B/s"), arg::si(st.dataReadBpsAvailable, "B/s")}});
    const ReliabilityReport& rel = t.reliability;
    line(o,
         Message{"RPT_FAILURES",
                 {time(rel.jobMtbfS), time(rel.checkpointIntervalS), arg::percent(rel.goodput)}});
    const RunReport& run = t.run;
    line(o, Message{"RPT_RUN",
                    {time(run.wallTimeS), arg::si(run.energyKwh * 1e3, "Wh"),
                     arg::real(run.co2Kg / 1000, 1), arg::usd(run.costBuyUsd),
                     arg::usd(run.costRentUsd), arg::real(run.cloudUsdPerGpuHour, 2),
                     arg::percent(run.breakEvenUtilisation)}});
    line(o, Message{"RPT_FINDINGS", {arg::count(static_cast<long long>(t.findings.size()))}});
    findingLines(o, t.findings, "    ");
}

/// The value at a dotted path ("performance.breakdownS.compute") of the training JSON.
std::string valueAt(const nlohmann::json& j, const std::string& path)
{
    const nlohmann::json* cur = &j;
    std::stringstream ss(path);
    std::string part;
    while (std::getline(ss, part, '.')) {
        if (!cur->is_object() || !cur->contains(part))
            return "";
        cur = &(*cur)[part];
    }
    if (cur->is_number()) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%.6g", cur->get<double>());
        return buf;
    }
    if (cur->is_boolean())
        return cur->get<bool>() ? "true" : "false";
    if (cur->is_string())
        return cur->get<std::string>();
    return "";
}

void explainText(std::ostringstream& o, const Report& r, const TrainingReport* t)
{
    o << "\n";
    line(o, Message::of("RPT_EXPLAIN"));
    auto item = [&](const Explanation& e, const std::string& value) {
        o << "  " << renderText(quantityLabel(e.quantity)) << " [" << e.quantity << "]"
          << (value.empty() ? "" : " = " + value) << "\n      ";
        line(o, Message{"RPT_FORMULA", {arg::msg(e.formula)}});
        o << "      ";
        line(o, Message{"RPT_SOURCE", {arg::msg(e.source)}});
    };
    for (const auto& e : r.explanations)
        item(e, "");
    if (!t)
        return;
    const auto j = nlohmann::json::parse(trainingSectionsJson(*t));
    for (const auto& e : t->explanations)
        item(e, valueAt(j, e.quantity));
}

} // namespace

std::string reportToText(const Report& r, const Design& d)
{
    return reportToText(r, d, nullptr, false);
}

namespace {

void networkText(std::ostringstream& o, const NetworkReport& n)
{
    line(o, Message::of("RPT_NETWORK"));
    for (const auto& t : n.tiers) {
        o << "  ";
        std::vector<MsgArg> args{arg::term(t.name),         arg::count(t.switches),
                                 arg::real(t.portsUsed, 0), arg::count(t.portsTotal),
                                 arg::count(t.linksDown),   arg::count(t.linksUp)};
        if (t.oversubscription)
            args.push_back(arg::real(*t.oversubscription, 2));
        line(o,
             Message{t.oversubscription ? "RPT_TIER_OVERSUBSCRIBED" : "RPT_TIER", std::move(args)});
    }
    o << "  ";
    line(o, Message{"RPT_CABLES", {arg::count(n.cables), arg::count(n.transceivers)}});
    for (const auto& c : n.cableLines)
        o << "    " << withThousands(c.count) << " x " << c.name << "\n";
    for (const auto& c : n.transceiverLines)
        o << "    " << withThousands(c.count) << " x " << c.name << "\n";
    o << "  ";
    line(o, Message{"RPT_BISECTION",
                    {arg::si(n.bisectionBytesPerS, "B/s"),
                     arg::si(n.injectionBytesPerSPerGpu, "B/s")}});
    o << "  ";
    line(o, Message{
                "RPT_ALLREDUCE",
                {arg::count(n.scaleUpDomainGpus), arg::si(n.allreduceBusIntraNodeBytesPerS, "B/s"),
                 arg::si(n.allreduceBusInterNodeBytesPerS, "B/s"),
                 n.interNodeLimitedBy.empty() ? arg::name("-") : arg::term(n.interNodeLimitedBy)}});
    o << "\n";
}

void powerText(std::ostringstream& o, const Report& r, const Design& d)
{
    const auto& p = r.power;
    line(o, Message{"RPT_POWER",
                    {arg::si(p.itW, "W"), arg::si(p.itMaxW, "W"), arg::si(p.facilityW, "W"),
                     arg::real(d.facility.pue, 2)}});
    line(o, Message{"RPT_POWER_LARGEST", {arg::si(p.maxServerW, "W"), arg::si(p.maxRackW, "W")}});
    for (const auto& rk : p.racks) {
        o << "  ";
        line(o, Message{"RPT_RACK",
                        {arg::count(rk.count), arg::name(rk.name), arg::si(rk.maxW, "W"),
                         arg::si(rk.limitW, "W"), arg::count(rk.usedU), arg::count(rk.totalU),
                         arg::term(std::string(coolingVerdictName(rk.verdict)))}});
    }
    o << "\n";
    std::vector<MsgArg> cooling{arg::si(r.cooling.heatBtuPerH, "BTU/h"),
                                arg::count(static_cast<long long>(r.cooling.airflowCfm)),
                                arg::count(r.cooling.liquidRacks)};
    if (r.cooling.cdusNeeded > 0)
        cooling.push_back(arg::count(r.cooling.cdusNeeded));
    line(o, Message{r.cooling.cdusNeeded > 0 ? "RPT_COOLING_CDUS" : "RPT_COOLING",
                    std::move(cooling)});
    o << "\n";
    line(o, Message{"RPT_COST", {arg::usd(r.cost.capexUsd)}});
    for (const auto& [cat, v] : r.cost.byCategoryUsd)
        o << "  " << renderText(Message{"NAME", {arg::term(cat)}}) << ": " << usd(v) << "\n";
}

} // namespace

std::string reportToText(const Report& r, const Design& d, const TrainingReport* training,
                         bool explain)
{
    std::ostringstream o;
    const std::string title = renderText(Message{"RPT_TITLE", {arg::name(d.name)}});
    o << title << "\n" << std::string(title.size(), '=') << "\n\n";
    line(o, Message{"RPT_DESIGN",
                    {arg::count(r.design.gpus), arg::count(r.design.servers),
                     arg::count(r.design.switches), arg::count(r.design.racks),
                     arg::count(r.design.groups)}});
    o << "\n";
    networkText(o, r.network);
    powerText(o, r, d);
    o << "\n";
    line(o, Message{"RPT_FINDINGS", {arg::count(static_cast<long long>(r.findings.size()))}});
    findingLines(o, r.findings, "  ");
    if (training)
        trainingText(o, *training);
    if (explain)
        explainText(o, r, training);
    o << "\n";
    line(o, Message{"RPT_ANALYSIS_TIME", {arg::real(r.analysisSeconds * 1e3, 3)}});
    return o.str();
}

std::string trainingToText(const TrainingReport& t)
{
    std::ostringstream o;
    trainingText(o, t);
    return o.str();
}

} // namespace cc::model::io
