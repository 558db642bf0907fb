#include "model/io/ReportIo.h"

#include "model/calibration/CalibrationText.h"
#include "model/io/MessageJson.h"

#include <nlohmann/json.hpp>

namespace cc::model::io {

using ojson = nlohmann::ordered_json;

namespace {

ojson countLines(const std::vector<CountLine>& lines)
{
    ojson a = ojson::array();
    for (const auto& c : lines)
        a.push_back({{"ref", c.ref},
                     {"name", c.name},
                     {"medium", c.medium},
                     {"reachM", c.reachM},
                     {"count", c.count}});
    return a;
}

ojson networkJson(const NetworkReport& n)
{
    ojson tiers = ojson::array();
    for (const auto& t : n.tiers) {
        ojson j{{"name", t.name},
                {"level", t.level},
                {"switches", t.switches},
                {"portsUsed", t.portsUsed},
                {"portsTotal", t.portsTotal},
                {"linksUp", t.linksUp},
                {"linksDown", t.linksDown},
                {"downBps", t.downBitsPerS / 8},
                {"upBps", t.upBitsPerS / 8}};
        j["oversubscription"] = t.oversubscription ? ojson(*t.oversubscription) : ojson(nullptr);
        tiers.push_back(j);
    }
    return ojson{{"tiers", tiers},
                 {"switches", n.switches},
                 {"cables", n.cables},
                 {"transceivers", n.transceivers},
                 {"cableLines", countLines(n.cableLines)},
                 {"transceiverLines", countLines(n.transceiverLines)},
                 {"bisectionBandwidthBps", n.bisectionBytesPerS},
                 {"injectionBandwidthBpsPerGpu", n.injectionBytesPerSPerGpu},
                 {"scaleUpDomainGpus", n.scaleUpDomainGpus},
                 {"allreduceBusBandwidthBps",
                  {{"intraNode", n.allreduceBusIntraNodeBytesPerS},
                   {"interNode", n.allreduceBusInterNodeBytesPerS}}},
                 {"alltoallBandwidthBps",
                  {{"intraNode", n.alltoallIntraNodeBytesPerS},
                   {"interNode", n.alltoallInterNodeBytesPerS}}},
                 {"interNodeLimitedBy", n.interNodeLimitedBy}};
}

ojson powerJson(const PowerReport& p)
{
    ojson racks = ojson::array();
    for (const auto& r : p.racks)
        racks.push_back({{"id", r.rackId},
                         {"name", r.name},
                         {"count", r.count},
                         {"typicalW", r.typicalW},
                         {"maxW", r.maxW},
                         {"limitW", r.limitW},
                         {"usedU", r.usedU},
                         {"totalU", r.totalU},
                         {"cooling", coolingVerdictName(r.verdict)},
                         {"heatBtuPerH", r.heatBtuPerH},
                         {"airflowCfm", r.airflowCfm}});
    ojson servers = ojson::array();
    for (const auto& s : p.servers)
        servers.push_back({{"template", s.templateId},
                           {"name", s.name},
                           {"idleW", s.power.idleW},
                           {"typicalW", s.power.typicalW},
                           {"maxW", s.power.maxW}});
    return ojson{{"itW", p.itW},           {"facilityW", p.facilityW},
                 {"itIdleW", p.itIdleW},   {"itTypicalW", p.itTypicalW},
                 {"itMaxW", p.itMaxW},     {"maxServerW", p.maxServerW},
                 {"maxRackW", p.maxRackW}, {"byCategoryW", p.byCategoryW},
                 {"servers", servers},     {"racks", racks}};
}

ojson findingsJson(const std::vector<Finding>& fs)
{
    ojson findings = ojson::array();
    for (const auto& f : fs)
        findings.push_back({{"severity", severityName(f.severity)},
                            {"code", f.code},
                            {"message", renderText(f.message)},
                            {"objects", f.objects},
                            {"suggestion", renderText(f.suggestion)},
                            {"messageCode", f.message.code},
                            {"args", messageArgsJson(f.message)},
                            {"suggestionCode", f.suggestion.code},
                            {"suggestionArgs", messageArgsJson(f.suggestion)}});
    return findings;
}

ojson explanationsJson(const std::vector<Explanation>& es)
{
    ojson expl = ojson::array();
    for (const auto& e : es)
        expl.push_back({{"quantity", e.quantity},
                        {"formula", renderText(e.formula)},
                        {"source", renderText(e.source)},
                        {"formulaMessage", messageJson(e.formula)},
                        {"sourceMessage", messageJson(e.source)}});
    return expl;
}

ojson bytesJson(const MemoryBreakdown& b)
{
    return ojson{{"weights", b.weights},     {"gradients", b.gradients},
                 {"optimizer", b.optimizer}, {"activations", b.activations},
                 {"other", b.other},         {"total", b.total()}};
}

/// The issue 3 §6 sections plus `training`; stable keys first, extras after.
void addTraining(ojson& j, const TrainingReport& t)
{
    const MemoryReport& m = t.memory;
    ojson stages = ojson::array();
    for (const auto& s : m.stages)
        stages.push_back(bytesJson(s));
    ojson overheads = ojson::array();
    for (const auto& o : m.overheads)
        overheads.push_back({{"name", o.name}, {"bytes", o.bytes}});
    ojson advice = ojson::array();
    for (const auto& a : m.advice)
        advice.push_back({{"change", renderText(a.change)},
                          {"changeCode", a.change.code},
                          {"changeArgs", messageArgsJson(a.change)},
                          {"perGpuBytes", a.perGpuBytes},
                          {"fits", a.fits}});
    // Issue 10 part A: the time to train with each change (null: not computed), how many
    // settings it changes together, whether it changes the job itself, and the settings that
    // would have no effect (e.g. ZeRO-3 with DP 1).
    for (std::size_t i = 0; i < m.advice.size(); ++i) {
        const FitAdvice& a = m.advice[i];
        advice[i]["timeToTrainS"] = a.timeToTrainS > 0 ? ojson(a.timeToTrainS) : ojson(nullptr);
        advice[i]["settingsChanged"] = a.changes;
        advice[i]["changesJob"] = a.changesJob;
        advice[i]["noEffect"] = a.noEffect;
    }
    j["memory"] = {{"params", m.params},
                   {"activeParams", m.activeParams},
                   {"perGpuBytes", bytesJson(m.perGpu)},
                   {"capacityBytes", m.capacityBytes},
                   {"fits", m.fits},
                   {"maxMicroBatch", m.maxMicroBatch},
                   {"hostBytesPerNode", m.hostBytesPerNode},
                   {"headroomBytes", m.headroomBytes},
                   {"hostCapacityBytes", m.hostCapacityBytes},
                   {"stages", stages},
                   {"overheads", overheads},
                   {"advice", advice}};
    const PerformanceReport& p = t.performance;
    const StepBreakdown& b = p.breakdownS;
    j["performance"] = {{"stepTimeS", p.stepTimeS},
                        {"tokensPerS", p.tokensPerS},
                        {"modelTflopsPerGpu", p.modelTflopsPerGpu},
                        {"hardwareTflopsPerGpu", p.hardwareTflopsPerGpu},
                        {"mfu", p.mfu},
                        {"hfu", p.hfu},
                        {"timeToTrainS", p.timeToTrainS},
                        {"gpuHours", p.gpuHours},
                        {"breakdownS",
                         {{"compute", b.compute},
                          {"tpComm", b.tpComm},
                          {"ppBubble", b.ppBubble},
                          {"dpCommExposed", b.dpCommExposed},
                          {"epComm", b.epComm},
                          {"cpComm", b.cpComm},
                          {"optimizer", b.optimizer},
                          {"fsdpComm", b.fsdpComm},
                          {"moeDispatch", b.moeDispatch},
                          {"fp8Overhead", b.fp8Overhead},
                          {"cpExposed", b.cpExposed}}},
                        {"runnable", p.runnable},
                        {"bottleneck", renderText(p.bottleneck)},
                        {"bottleneckCode", p.bottleneck.code},
                        {"bottleneckArgs", messageArgsJson(p.bottleneck)},
                        {"bottleneckCause", p.bottleneckCause},
                        {"gpus", p.gpus},
                        {"dp", p.dp},
                        {"microBatches", p.microBatches}};
    const TrainingStorageReport& s = t.storage;
    j["storage"] = {{"checkpointBytes", s.checkpointBytes},
                    {"checkpointWriteS", s.checkpointWriteS},
                    {"dataReadBpsNeeded", s.dataReadBpsNeeded},
                    {"dataReadBpsAvailable", s.dataReadBpsAvailable},
                    {"checkpointRestoreS", s.checkpointRestoreS},
                    {"writeLimitedBy", s.writeLimitedBy}};
    const ReliabilityReport& rel = t.reliability;
    j["reliability"] = {{"jobMtbfS", rel.jobMtbfS},
                        {"checkpointIntervalS", rel.checkpointIntervalS},
                        {"goodput", rel.goodput}};
    const RunReport& run = t.run;
    j["run"] = {{"energyKwh", run.energyKwh},
                {"co2Kg", run.co2Kg},
                {"costBuyUsd", run.costBuyUsd},
                {"costRentUsd", run.costRentUsd},
                {"wallTimeS", run.wallTimeS},
                {"cloudUsdPerGpuHour", run.cloudUsdPerGpuHour},
                {"breakEvenUtilisation", run.breakEvenUtilisation}};
    j["training"] = {{"workload", t.workloadName},
                     {"valid", t.valid},
                     {"findings", findingsJson(t.findings)},
                     {"explanations", explanationsJson(t.explanations)}};
    if (t.calibration) { // the figures above used measurements, not only the catalog
        j["calibration"] = calib::calibrationUseJson(*t.calibration);
        j["performance"]["calibrated"] = true;
    }
}

} // namespace

std::string reportToJson(const Report& r, const Design& d)
{
    return reportToJson(r, d, nullptr);
}

std::string trainingSectionsJson(const TrainingReport& t)
{
    ojson j;
    addTraining(j, t);
    return j.dump();
}

std::string reportToJson(const Report& r, const Design& d, const TrainingReport* training)
{
    ojson j;
    j["design"] = {{"name", d.name},
                   {"gpus", r.design.gpus},
                   {"servers", r.design.servers},
                   {"racks", r.design.racks},
                   {"switches", r.design.switches},
                   {"storageSystems", r.design.storageSystems},
                   {"groups", r.design.groups}};
    j["network"] = networkJson(r.network);
    j["power"] = powerJson(r.power);
    j["cooling"] = {{"heatBtuPerH", r.cooling.heatBtuPerH}, {"airflowCfm", r.cooling.airflowCfm},
                    {"deltaTF", r.cooling.deltaTF},         {"liquidRacks", r.cooling.liquidRacks},
                    {"airRacks", r.cooling.airRacks},       {"liquidHeatW", r.cooling.liquidHeatW},
                    {"cdusNeeded", r.cooling.cdusNeeded},   {"cdu", r.cooling.cduRef}};
    ojson lines = ojson::array();
    for (const auto& c : r.cost.lines)
        lines.push_back({{"category", c.category},
                         {"item", c.item},
                         {"ref", c.ref},
                         {"count", c.count},
                         {"unitUsd", c.unitUsd},
                         {"totalUsd", c.totalUsd},
                         {"estimate", c.estimate}});
    j["cost"] = {{"capexUsd", r.cost.capexUsd},
                 {"byCategoryUsd", r.cost.byCategoryUsd},
                 {"lines", lines},
                 {"unpricedItems", r.cost.unpricedItems}};
    ojson hosts = ojson::array();
    for (const auto& h : r.hosts)
        hosts.push_back({{"template", h.templateId},
                         {"name", h.name},
                         {"gpus", h.gpus},
                         {"cpuCoresPerGpu", h.cpuCoresPerGpu},
                         {"ramToGpuMemory", h.ramToGpuMemory},
                         {"nicsPerGpu", h.nicsPerGpu},
                         {"pcieLanesNeeded", h.pcieLanesNeeded},
                         {"pcieLanesFromCpus", h.pcieLanesFromCpus},
                         {"storageReadBpsPerGpu", h.storageReadBytesPerSPerGpu}});
    j["hosts"] = hosts;
    j["findings"] = findingsJson(r.findings);
    j["explanations"] = explanationsJson(r.explanations);
    if (training)
        addTraining(j, *training);
    j["meta"] = {{"analysisSeconds", r.analysisSeconds}, {"units", "SI; *Bps = bytes per second"}};
    return j.dump(2) + "\n";
}

std::string searchToJson(const SearchReport& s, const std::string& workload)
{
    ojson results = ojson::array();
    for (const auto& r : s.results) {
        const ResolvedLayout& c = r.layout;
        results.push_back({{"tp", c.layout.tp},
                           {"pp", c.layout.pp},
                           {"dp", c.dp},
                           {"cp", c.layout.cp},
                           {"ep", c.layout.ep},
                           {"microBatch", c.layout.microBatch},
                           {"recompute", std::string(recomputeName(c.layout.recompute))},
                           {"zeroStage", c.layout.zeroStage},
                           {"stepTimeS", r.stepTimeS},
                           {"timeToTrainS", r.timeToTrainS},
                           {"perGpuBytes", r.perGpuBytes},
                           {"interleave", c.layout.interleave},
                           {"microBatches", c.microBatches},
                           {"tokensPerS", r.tokensPerS},
                           {"mfu", r.mfu}});
    }
    ojson j{{"evaluated", s.evaluated},
            {"seconds", s.seconds},
            {"results", results},
            {"workload", workload},
            {"gpus", s.gpus},
            {"memoryChecked", s.memoryChecked},
            {"rejectedMemory", s.rejectedMemory},
            {"configurationsPerS", s.seconds > 0 ? s.evaluated / s.seconds : 0.0}};
    return j.dump(2) + "\n";
}

} // namespace cc::model::io
