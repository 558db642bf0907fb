#include "model/io/ReportIo.h"
#include "model/util/Format.h"

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
} // namespace

std::string reportToText(const Report& r, const Design& d)
{
    std::ostringstream o;
    o << "ClusterCanvas report: " << d.name << "\n";
    o << std::string(16 + d.name.size(), '=') << "\n\n";
    o << "Design    " << withThousands(r.design.gpus) << " GPUs in " << withThousands(r.design.servers)
      << " servers, " << withThousands(r.design.switches) << " switches, "
      << withThousands(r.design.racks) << " racks (" << r.design.groups << " groups)\n\n";

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
    o << "  cables " << withThousands(n.cables) << ", transceivers " << withThousands(n.transceivers) << "\n";
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
      << "), facility " << siUnits(p.facilityW, "W") << " at PUE " << num(d.facility.pue, 2) << "\n";
    o << "          largest server " << siUnits(p.maxServerW, "W") << ", largest rack "
      << siUnits(p.maxRackW, "W") << "\n";
    for (const auto& rk : p.racks)
        o << "  " << withThousands(rk.count) << " x rack '" << rk.name << "': " << siUnits(rk.maxW, "W")
          << " max of " << siUnits(rk.limitW, "W") << ", " << rk.usedU << "/" << rk.totalU << " U, "
          << coolingVerdictName(rk.verdict) << "\n";
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
    o << "\nAnalysis took " << num(r.analysisSeconds * 1e3, 3) << " ms.\n";
    return o.str();
}

} // namespace cc::model::io
