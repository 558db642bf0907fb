#include "model/io/ReportIo.h"

#include "model/calibration/CalibrationText.h"
#include "model/util/Format.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <sstream>

namespace cc::model::io {

namespace {
std::string num(double v, int decimals = 1)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}
std::string pct(double x)
{
    return num(x * 100, 1) + " %";
}

std::string duration(double s)
{
    if (s <= 0)
        return "-";
    if (s < 1)
        return siUnits(s, "s");
    if (s < 120)
        return num(s, 1) + " s";
    if (s < 7200)
        return num(s / 60, 1) + " min";
    if (s < 3 * 86400)
        return num(s / 3600, 1) + " h";
    return num(s / 86400, 1) + " days";
}

/// One line of "what would make it fit": the change, the memory it reaches, the time to train
/// with it when known; a setting that would change nothing is said as such (issue 10 part A).
void adviceLine(std::ostringstream& o, const FitAdvice& a)
{
    o << "            ";
    if (a.noEffect) {
        o << "note: " << a.change << "\n";
        return;
    }
    o << (a.fits ? "fits with " : "still over with ") << a.change << ": "
      << gibibytes(a.perGpuBytes);
    if (a.fits && a.timeToTrainS > 0)
        o << ", time to train " << duration(a.timeToTrainS);
    o << "\n";
}

void trainingText(std::ostringstream& o, const TrainingReport& t)
{
    o << "\nTraining job: " << t.workloadName << (t.valid ? "" : " (setup contradicts itself)")
      << "\n";
    const MemoryReport& m = t.memory;
    const MemoryBreakdown& b = m.perGpu;
    o << "  Memory    " << siUnits(m.params, "") << " parameters (" << siUnits(m.activeParams, "")
      << " active); per GPU " << gibibytes(b.total()) << " of " << gibibytes(m.capacityBytes)
      << (m.fits ? ", fits" : ", DOES NOT FIT") << "\n";
    o << "            weights " << gibibytes(b.weights) << ", gradients " << gibibytes(b.gradients)
      << ", optimizer " << gibibytes(b.optimizer) << ", activations " << gibibytes(b.activations)
      << ", other " << gibibytes(b.other) << "; largest micro-batch that fits: " << m.maxMicroBatch
      << "\n";
    for (const auto& a : m.advice)
        adviceLine(o, a);
    if (!t.valid) {
        for (const auto& f : t.findings)
            o << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
        return;
    }
    const PerformanceReport& p = t.performance;
    const StepBreakdown& s = p.breakdownS;
    const auto sec = [](double x) { return x > 0 ? siUnits(x, "s") : std::string("0"); };
    // Calibrated figures carry the mark on the first line they appear on (issue 14).
    const bool cal = t.calibration && t.calibration->any();
    if (cal)
        o << "  Calibrated from measurements: " << calib::calibrationSummary(*t.calibration)
          << "; step, throughput, MFU, time to train and run cost are calibrated\n";
    o << (cal ? "  Step*     " : "  Step      ") << duration(p.stepTimeS) << " on "
      << withThousands(p.gpus) << " GPUs (dp " << p.dp << ", micro-batches per step "
      << p.microBatches << "): compute " << sec(s.compute) << ", TP " << sec(s.tpComm)
      << ", pipeline " << sec(s.ppBubble) << ", DP " << sec(s.dpCommExposed) << ", EP "
      << sec(s.epComm) << ", CP " << sec(s.cpComm) << ", optimizer " << sec(s.optimizer);
    if (s.fsdpComm > 0)
        o << ", FSDP " << sec(s.fsdpComm);
    if (s.moeDispatch > 0)
        o << ", MoE permutation " << sec(s.moeDispatch);
    if (s.fp8Overhead > 0)
        o << ", FP8 casts " << sec(s.fp8Overhead);
    o << "\n";
    if (!p.runnable)
        o << "            not runnable: does not fit in GPU memory (estimate kept for "
             "comparison)\n";
    o << "            " << withThousands(static_cast<long long>(p.tokensPerS)) << " tokens/s; "
      << num(p.modelTflopsPerGpu, 0) << " model TFLOP/s per GPU (MFU " << pct(p.mfu) << "), "
      << num(p.hardwareTflopsPerGpu, 0) << " hardware (HFU " << pct(p.hfu) << ")\n";
    o << "            limited by " << p.bottleneck << "\n";
    o << "  Train     " << duration(p.timeToTrainS) << ", "
      << withThousands(static_cast<long long>(p.gpuHours)) << " GPU-hours\n";
    const TrainingStorageReport& st = t.storage;
    o << "  Storage   checkpoint " << siUnits(st.checkpointBytes, "B") << ", write "
      << duration(st.checkpointWriteS) << " (" << st.writeLimitedBy << "), restore "
      << duration(st.checkpointRestoreS) << "; data " << siUnits(st.dataReadBpsNeeded, "B/s")
      << " needed of " << siUnits(st.dataReadBpsAvailable, "B/s") << "\n";
    const ReliabilityReport& rel = t.reliability;
    o << "  Failures  job MTBF " << duration(rel.jobMtbfS) << ", checkpoint every "
      << duration(rel.checkpointIntervalS) << ", goodput " << pct(rel.goodput) << "\n";
    const RunReport& run = t.run;
    o << "  Run       wall " << duration(run.wallTimeS) << ", " << num(run.energyKwh / 1000, 1)
      << " MWh, " << num(run.co2Kg / 1000, 1) << " t CO2; bought " << usd(run.costBuyUsd)
      << ", rented " << usd(run.costRentUsd) << " at $" << num(run.cloudUsdPerGpuHour, 2)
      << "/GPU-h; break-even utilisation " << pct(run.breakEvenUtilisation) << "\n";
    o << "  Findings (" << t.findings.size() << ")\n";
    for (const auto& f : t.findings) {
        o << "    [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
        if (!f.suggestion.empty())
            o << "        -> " << f.suggestion << "\n";
    }
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
    o << "\nExplain: every result, the formula it came from and its source\n";
    auto line = [&](const Explanation& e, const std::string& value) {
        o << "  " << e.quantity << (value.empty() ? "" : " = " + value) << "\n"
          << "      formula: " << e.formula << "\n"
          << "      source:  " << e.source << "\n";
    };
    for (const auto& e : r.explanations)
        line(e, "");
    if (!t)
        return;
    const auto j = nlohmann::json::parse(trainingSectionsJson(*t));
    for (const auto& e : t->explanations)
        line(e, valueAt(j, e.quantity));
}

} // namespace

std::string reportToText(const Report& r, const Design& d)
{
    return reportToText(r, d, nullptr, false);
}

std::string searchToText(const SearchReport& s, const std::string& workload)
{
    std::ostringstream o;
    o << "Parallelism search: " << workload << " on " << withThousands(s.gpus) << " GPUs\n";
    o << "evaluated " << withThousands(s.evaluated) << " configurations in "
      << num(s.seconds * 1e3, 1) << " ms ("
      << num(s.seconds > 0 ? s.evaluated / s.seconds / 1e6 : 0, 2) << " M/s); "
      << withThousands(s.memoryChecked) << " checked against memory, "
      << withThousands(s.rejectedMemory) << " did not fit\n";
    if (s.results.empty()) {
        o << "no configuration fits\n";
        return o.str();
    }
    o << "  #   tp  pp    dp  cp  ep  mb     m   v  recompute  zero     step  time to train  "
         "MFU    memory/GPU\n";
    int i = 0;
    for (const auto& r : s.results) {
        const ResolvedLayout& c = r.layout;
        char buf[256];
        std::snprintf(buf, sizeof buf,
                      "%3d %4d %3d %5d %3d %3d %3d %5d %3d  %-9s %5d %8s %14s %5.1f%% %12s\n", ++i,
                      c.layout.tp, c.layout.pp, c.dp, c.layout.cp, c.layout.ep, c.layout.microBatch,
                      c.microBatches, c.layout.interleave,
                      std::string(recomputeName(c.layout.recompute)).c_str(), c.layout.zeroStage,
                      duration(r.stepTimeS).c_str(), duration(r.timeToTrainS).c_str(), r.mfu * 100,
                      siUnits(r.perGpuBytes, "B").c_str());
        o << buf;
    }
    return o.str();
}

std::string reportToText(const Report& r, const Design& d, const TrainingReport* training,
                         bool explain)
{
    std::ostringstream o;
    o << "ClusterCanvas report: " << d.name << "\n";
    o << std::string(16 + d.name.size(), '=') << "\n\n";
    o << "Design    " << withThousands(r.design.gpus) << " GPUs in "
      << withThousands(r.design.servers) << " servers, " << withThousands(r.design.switches)
      << " switches, " << withThousands(r.design.racks) << " racks (" << r.design.groups
      << " groups)\n\n";

    const auto& n = r.network;
    o << "Network\n";
    for (const auto& t : n.tiers) {
        o << "  " << t.name << ": " << withThousands(t.switches) << " switches, ports "
          << num(t.portsUsed, 0) << " / " << withThousands(t.portsTotal) << " used, links down "
          << withThousands(t.linksDown) << ", up " << withThousands(t.linksUp);
        if (t.oversubscription)
            o << ", oversubscription " << num(*t.oversubscription, 2) << ":1";
        o << "\n";
    }
    o << "  cables " << withThousands(n.cables) << ", transceivers "
      << withThousands(n.transceivers) << "\n";
    for (const auto& c : n.cableLines)
        o << "    " << withThousands(c.count) << " x " << c.name << "\n";
    for (const auto& c : n.transceiverLines)
        o << "    " << withThousands(c.count) << " x " << c.name << "\n";
    o << "  bisection " << siUnits(n.bisectionBytesPerS, "B/s") << " per direction, injection "
      << siUnits(n.injectionBytesPerSPerGpu, "B/s") << " per GPU\n";
    o << "  scale-up domain " << n.scaleUpDomainGpus << " GPUs; allreduce bus bandwidth "
      << siUnits(n.allreduceBusIntraNodeBytesPerS, "B/s") << " in a node, "
      << siUnits(n.allreduceBusInterNodeBytesPerS, "B/s") << " across nodes (limited by "
      << (n.interNodeLimitedBy.empty() ? "-" : n.interNodeLimitedBy) << ")\n\n";

    const auto& p = r.power;
    o << "Power     IT " << siUnits(p.itW, "W") << " (max " << siUnits(p.itMaxW, "W")
      << "), facility " << siUnits(p.facilityW, "W") << " at PUE " << num(d.facility.pue, 2)
      << "\n";
    o << "          largest server " << siUnits(p.maxServerW, "W") << ", largest rack "
      << siUnits(p.maxRackW, "W") << "\n";
    for (const auto& rk : p.racks)
        o << "  " << withThousands(rk.count) << " x rack '" << rk.name
          << "': " << siUnits(rk.maxW, "W") << " max of " << siUnits(rk.limitW, "W") << ", "
          << rk.usedU << "/" << rk.totalU << " U, " << coolingVerdictName(rk.verdict) << "\n";
    o << "\nCooling   heat " << siUnits(r.cooling.heatBtuPerH, "BTU/h") << ", airflow "
      << withThousands(static_cast<long long>(r.cooling.airflowCfm)) << " CFM, "
      << withThousands(r.cooling.liquidRacks) << " liquid-cooled racks";
    if (r.cooling.cdusNeeded > 0)
        o << ", " << r.cooling.cdusNeeded << " CDUs";
    o << "\n\nCost      capex " << usd(r.cost.capexUsd) << " (indicative prices)\n";
    for (const auto& [cat, v] : r.cost.byCategoryUsd)
        o << "  " << cat << ": " << usd(v) << "\n";

    o << "\nFindings (" << r.findings.size() << ")\n";
    for (const auto& f : r.findings) {
        o << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
        if (!f.suggestion.empty())
            o << "      -> " << f.suggestion << "\n";
    }
    if (training)
        trainingText(o, *training);
    if (explain)
        explainText(o, r, training);
    o << "\nAnalysis took " << num(r.analysisSeconds * 1e3, 3) << " ms.\n";
    return o.str();
}

std::string trainingToText(const TrainingReport& t)
{
    std::ostringstream o;
    trainingText(o, t);
    return o.str();
}

} // namespace cc::model::io
