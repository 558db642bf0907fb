#include "model/io/ReportIo.h"

#include <nlohmann/json.hpp>

namespace cc::model::io {

using ojson = nlohmann::ordered_json;

namespace {

ojson countLines(const std::vector<CountLine>& lines)
{
    ojson a = ojson::array();
    for (const auto& c : lines)
        a.push_back({{"ref", c.ref}, {"name", c.name}, {"medium", c.medium},
                     {"reachM", c.reachM}, {"count", c.count}});
    return a;
}

ojson networkJson(const NetworkReport& n)
{
    ojson tiers = ojson::array();
    for (const auto& t : n.tiers) {
        ojson j{{"name", t.name},         {"level", t.level},         {"switches", t.switches},
                {"portsUsed", t.portsUsed}, {"portsTotal", t.portsTotal}, {"linksUp", t.linksUp},
                {"linksDown", t.linksDown}, {"downBps", t.downBitsPerS / 8}, {"upBps", t.upBitsPerS / 8}};
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
        racks.push_back({{"id", r.rackId},          {"name", r.name},
                         {"count", r.count},        {"typicalW", r.typicalW},
                         {"maxW", r.maxW},          {"limitW", r.limitW},
                         {"usedU", r.usedU},        {"totalU", r.totalU},
                         {"cooling", coolingVerdictName(r.verdict)},
                         {"heatBtuPerH", r.heatBtuPerH}, {"airflowCfm", r.airflowCfm}});
    ojson servers = ojson::array();
    for (const auto& s : p.servers)
        servers.push_back({{"template", s.templateId}, {"name", s.name}, {"idleW", s.power.idleW},
                           {"typicalW", s.power.typicalW}, {"maxW", s.power.maxW}});
    return ojson{{"itW", p.itW},
                 {"facilityW", p.facilityW},
                 {"itIdleW", p.itIdleW},
                 {"itTypicalW", p.itTypicalW},
                 {"itMaxW", p.itMaxW},
                 {"maxServerW", p.maxServerW},
                 {"maxRackW", p.maxRackW},
                 {"byCategoryW", p.byCategoryW},
                 {"servers", servers},
                 {"racks", racks}};
}

} // namespace

std::string reportToJson(const Report& r, const Design& d)
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
    j["cooling"] = {{"heatBtuPerH", r.cooling.heatBtuPerH},  {"airflowCfm", r.cooling.airflowCfm},
                    {"deltaTF", r.cooling.deltaTF},          {"liquidRacks", r.cooling.liquidRacks},
                    {"airRacks", r.cooling.airRacks},        {"liquidHeatW", r.cooling.liquidHeatW},
                    {"cdusNeeded", r.cooling.cdusNeeded},    {"cdu", r.cooling.cduRef}};
    ojson lines = ojson::array();
    for (const auto& c : r.cost.lines)
        lines.push_back({{"category", c.category}, {"item", c.item},     {"ref", c.ref},
                         {"count", c.count},       {"unitUsd", c.unitUsd}, {"totalUsd", c.totalUsd},
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
    ojson findings = ojson::array();
    for (const auto& f : r.findings)
        findings.push_back({{"severity", severityName(f.severity)},
                            {"code", f.code},
                            {"message", f.message},
                            {"objects", f.objects},
                            {"suggestion", f.suggestion}});
    j["findings"] = findings;
    ojson expl = ojson::array();
    for (const auto& e : r.explanations)
        expl.push_back({{"quantity", e.quantity}, {"formula", e.formula}, {"source", e.source}});
    j["explanations"] = expl;
    j["meta"] = {{"analysisSeconds", r.analysisSeconds}, {"units", "SI; *Bps = bytes per second"}};
    return j.dump(2) + "\n";
}

} // namespace cc::model::io
