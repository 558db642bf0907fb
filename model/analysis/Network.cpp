// Network analysis on group counts: tiers, ports, cables and optics, bisection, injection,
// scale-up domain and collective bandwidths. Fat-tree port arithmetic: Al-Fares et al., SIGCOMM
// 2008; bisection: Leiserson, "Fat-trees", IEEE Trans. Computers C-34(10), 1985; collectives:
// Collectives.h.
#include "model/analysis/Collectives.h"
#include "model/analysis/Concerns.h"
#include "model/analysis/Tiers.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cc::model {

namespace {

constexpr double kBits = 8.0;

std::int64_t totalLinks(const Link& l, const Block& from)
{
    const std::int64_t n = from.replicas * l.perReplica;
    return l.from == l.to ? n / 2 : n;
}

std::string tierName(int level, int topLevel)
{
    if (level == 1)
        return topLevel == 1 ? "leaf" : "leaf";
    if (level == 2)
        return "spine";
    if (level == 3)
        return "core";
    return "tier-" + std::to_string(level);
}

/// Physical ports one link takes on a switch: ½ for a 2-way breakout of a faster port.
double portShare(double linkBits, const SwitchSpec& sw)
{
    if (linkBits >= sw.portBitsPerS || sw.portBitsPerS <= 0)
        return 1.0;
    // Clamped as a double first: a tiny linkBits would make the ratio overflow an int (UB).
    const double ways = std::floor(sw.portBitsPerS / linkBits + 1e-9);
    const int split =
        static_cast<int>(std::clamp(ways, 1.0, static_cast<double>(std::max(sw.maxBreakout, 1))));
    return 1.0 / split;
}

std::string fmtGbps(double bits)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g Gb/s", bits / 1e9);
    return buf;
}

struct CableTally {
    std::map<std::string, CountLine> cables;
    std::map<std::string, CountLine> transceivers;
};

void tallyMedium(const Link& l, std::int64_t n, const SpecResolver& specs, CableTally& t)
{
    const CatalogEntry* e = specs.find(l.mediumRef);
    if (!e || e->kind != Kind::Optic) {
        auto& c = t.cables["unspecified-" + fmtGbps(l.bitsPerS)];
        c.ref = "";
        c.name = "cable, type not chosen (" + fmtGbps(l.bitsPerS) + ")";
        c.medium = "unspecified";
        c.count += n;
        return;
    }
    if (e->optic.medium == "transceiver") {
        // A transceiver at each end plus a fibre between them. Twin-port modules carry two links.
        auto& x = t.transceivers[e->id];
        x.ref = e->id;
        x.name = e->name;
        x.medium = e->optic.medium;
        x.reachM = e->optic.reachM;
        const std::int64_t perModule = std::max(e->optic.connectorsPerEnd, 1);
        x.count += 2 * ((n + perModule - 1) / perModule);
        const CatalogEntry* fibre = specs.find(e->optic.fibreRef);
        if (fibre && fibre->kind == Kind::Optic) {
            auto& f = t.cables[fibre->id];
            f.ref = fibre->id;
            f.name = fibre->name;
            f.medium = "fibre";
            f.reachM = fibre->optic.reachM;
            f.count += n;
        } else {
            // reachM is bounded by the input contract (1e21), an int is not: round as a double.
            const std::string reach =
                std::to_string(static_cast<long long>(std::min(std::floor(e->optic.reachM), 1e15)));
            auto& f = t.cables["fibre-" + reach];
            f.name = "fibre patch cord, type not chosen (" + reach + " m class)";
            f.medium = "fibre";
            f.reachM = e->optic.reachM;
            f.count += n;
        }
        return;
    }
    auto& c = t.cables[e->id];
    c.ref = e->id;
    c.name = e->name;
    c.medium = e->optic.medium;
    c.reachM = e->optic.reachM;
    c.count += n;
}

} // namespace

NetworkReport analyzeNetwork(const AnalysisContext& cx)
{
    NetworkReport net;
    const Design& d = cx.specs.design();
    const auto tiers = switchTiers(d);
    int topLevel = 0;
    for (const auto& [id, t] : tiers)
        topLevel = std::max(topLevel, t);

    std::map<int, TierReport> byLevel;
    std::map<ObjectId, double> portsUsed;       // per switch block, all replicas
    std::map<ObjectId, double> serverPortsUsed; // per server block, per replica
    std::map<ObjectId, double> serverLinkBits;  // per server replica, to the network
    CableTally tally;
    double injectionBits = 0;

    for (const auto& l : d.links) {
        const Block* a = d.findBlock(l.from);
        const Block* b = d.findBlock(l.to);
        if (!a || !b)
            continue;
        const std::int64_t n = totalLinks(l, *a);
        tallyMedium(l, n, cx.specs, tally);

        std::vector<const Block*> ends{a};
        if (b != a)
            ends.push_back(b);
        for (const Block* end : ends) {
            if (end->kind == BlockKind::Switch) {
                const CatalogEntry* sw = cx.specs.find(end->ref);
                if (sw && sw->kind == Kind::Switch) {
                    portsUsed[end->id] += n * portShare(l.bitsPerS, sw->sw);
                    if (l.bitsPerS > sw->sw.portBitsPerS * 1.000001)
                        cx.findings.push_back(
                            {Severity::Error,
                             "LINK_FASTER_THAN_PORT",
                             Message{"LINK_FASTER_THAN_PORT",
                                     {arg::si(l.bitsPerS, "b/s"), arg::name(end->name),
                                      arg::si(sw->sw.portBitsPerS, "b/s")}},
                             {l.id, end->id},
                             Message::of("LINK_FASTER_THAN_PORT_FIX")});
                }
            } else if (end->kind == BlockKind::Server) {
                const double perReplica = a == b ? static_cast<double>(l.perReplica)
                                                 : static_cast<double>(n) / end->replicas;
                serverPortsUsed[end->id] += perReplica;
                serverLinkBits[end->id] += perReplica * l.bitsPerS;
                injectionBits += perReplica * l.bitsPerS * end->replicas;
            }
        }
        // Tier bookkeeping: a link between a switch and something one tier below is a downlink
        // of the switch's tier and an uplink of the tier below.
        auto tierOf = [&](const Block* x) -> int {
            if (x->kind != BlockKind::Switch)
                return 0;
            const auto it = tiers.find(x->id);
            return it == tiers.end() ? 1 : it->second;
        };
        const int ta = tierOf(a);
        const int tb = tierOf(b);
        if (ta == tb)
            continue; // server-server (torus) or a same-tier peer link
        const int upper = std::max(ta, tb);
        const int lower = std::min(ta, tb);
        byLevel[upper].linksDown += n;
        byLevel[upper].downBitsPerS += n * l.bitsPerS;
        if (lower > 0) {
            byLevel[lower].linksUp += n;
            byLevel[lower].upBitsPerS += n * l.bitsPerS;
        }
    }

    // Switch ports per tier, overfull and idle ports.
    for (const auto& blk : d.blocks) {
        if (blk.kind != BlockKind::Switch)
            continue;
        const int level = tiers.at(blk.id);
        auto& tr = byLevel[level];
        tr.switches += blk.replicas;
        net.switches += blk.replicas;
        const CatalogEntry* sw = cx.specs.find(blk.ref);
        if (!sw || sw->kind != Kind::Switch) {
            cx.findings.push_back(
                {Severity::Error,
                 "UNKNOWN_SWITCH",
                 Message{"UNKNOWN_SWITCH", {arg::name(blk.name), arg::name(blk.ref)}},
                 {blk.id},
                 Message::of("UNKNOWN_SWITCH_FIX")});
            continue;
        }
        const std::int64_t total = blk.replicas * sw->sw.ports;
        const double used = portsUsed[blk.id];
        tr.portsTotal += total;
        tr.portsUsed += used;
        if (used > total + 1e-9) {
            const auto need = static_cast<long long>(std::ceil(used / sw->sw.ports));
            cx.findings.push_back(
                {Severity::Error,
                 "SWITCH_PORTS_OVERFULL",
                 Message{"SWITCH_PORTS_OVERFULL",
                         {arg::name(blk.name), arg::count(static_cast<long long>(std::ceil(used))),
                          arg::count(blk.replicas), arg::count(total)}},
                 {blk.id},
                 Message{"SWITCH_PORTS_OVERFULL_FIX", {arg::count(need)}}});
        } else if (used == 0) {
            cx.findings.push_back({Severity::Warning,
                                   "SWITCH_UNCONNECTED",
                                   Message{"SWITCH_UNCONNECTED", {arg::name(blk.name)}},
                                   {blk.id},
                                   Message::of("SWITCH_UNCONNECTED_FIX")});
        }
    }

    // Servers: NIC ports used against the compute NIC ports they have.
    std::int64_t serverBlocks = 0;
    for (const auto& blk : d.blocks)
        serverBlocks += blk.kind == BlockKind::Server ? blk.replicas : 0;
    for (const auto& blk : d.blocks) {
        if (blk.kind != BlockKind::Server)
            continue;
        const auto it = cx.inv.templates.find(blk.templateId);
        if (it == cx.inv.templates.end())
            continue;
        const TemplateInfo& ti = it->second;
        const int ports = ti.computeNic ? ti.computeNics * ti.computeNic->nic.ports : 0;
        const double used = serverPortsUsed[blk.id];
        if (used > ports + 1e-9) {
            cx.findings.push_back({Severity::Error,
                                   "SERVER_PORTS_OVERFULL",
                                   Message{"SERVER_PORTS_OVERFULL",
                                           {arg::name(blk.name), arg::count(ports),
                                            arg::count(static_cast<long long>(std::ceil(used)))}},
                                   {blk.id},
                                   Message::of("SERVER_PORTS_OVERFULL_FIX")});
        } else if (used == 0 && serverBlocks > 1) {
            cx.findings.push_back({Severity::Warning,
                                   "SERVER_UNCONNECTED",
                                   Message{"SERVER_UNCONNECTED", {arg::name(blk.name)}},
                                   {blk.id},
                                   Message::of("SERVER_UNCONNECTED_FIX")});
        } else if (used > 0 && used + 1e-9 < ports) {
            cx.findings.push_back(
                {Severity::Warning,
                 "NIC_PORTS_UNCONNECTED",
                 Message{"NIC_PORTS_UNCONNECTED",
                         {arg::name(blk.name), arg::count(static_cast<long long>(used)),
                          arg::count(ports)}},
                 {blk.id},
                 Message::of("NIC_PORTS_UNCONNECTED_FIX")});
        }
        if (ti.computeNic && used > 0)
            for (const auto& l : d.links)
                if ((l.from == blk.id || l.to == blk.id) &&
                    l.bitsPerS > ti.computeNic->nic.portBitsPerS * 1.000001)
                    cx.findings.push_back(
                        {Severity::Error,
                         "LINK_FASTER_THAN_NIC",
                         Message{"LINK_FASTER_THAN_NIC",
                                 {arg::si(l.bitsPerS, "b/s"), arg::name(blk.name),
                                  arg::si(ti.computeNic->nic.portBitsPerS, "b/s")}},
                         {l.id, blk.id},
                         Message::of("LINK_FASTER_THAN_NIC_FIX")});
    }

    for (auto& [level, tr] : byLevel) {
        if (level == 0)
            continue;
        tr.level = level;
        tr.name = tierName(level, topLevel);
        if (tr.upBitsPerS > 0)
            tr.oversubscription = tr.downBitsPerS / tr.upBitsPerS;
        net.tiers.push_back(tr);
    }

    for (const auto& [key, c] : tally.cables) {
        net.cables += c.count;
        net.cableLines.push_back(c);
    }
    for (const auto& [key, x] : tally.transceivers) {
        net.transceivers += x.count;
        net.transceiverLines.push_back(x);
    }

    // Bisection (one direction): half the end-point injection, cut down by the tier with the
    // smallest uplink capacity below the top (Leiserson 1985, fat-tree channel capacities).
    double narrowest = injectionBits;
    std::string limiter = "NIC";
    for (const auto& tr : net.tiers)
        if (tr.upBitsPerS > 0 && tr.upBitsPerS < narrowest) {
            narrowest = tr.upBitsPerS;
            limiter = tr.name + " uplinks";
        }
    double bisectionBits = 0.5 * narrowest;
    // A torus: halving the longest dimension d_max cuts 2·N/d_max links (the wrap-around doubles
    // the plane), each carrying one link's bandwidth per direction.
    for (const auto& l : d.links) {
        if (l.rule != WiringRule::Torus || l.from != l.to)
            continue;
        const Block* b = d.findBlock(l.from);
        int dmax = 0;
        for (int x : l.torusDims)
            dmax = std::max(dmax, x);
        if (dmax == 0) {
            const int dims = std::max<int>(1, static_cast<int>(l.perReplica / 2));
            dmax = static_cast<int>(
                std::ceil(std::pow(static_cast<double>(b->replicas), 1.0 / dims) - 1e-9));
        }
        const double cut = 2.0 * (static_cast<double>(b->replicas) / dmax) * l.bitsPerS;
        if (dmax > 2 && cut < bisectionBits) {
            bisectionBits = cut;
            narrowest = 2.0 * cut;
            limiter = "torus cut";
        }
    }
    net.bisectionBytesPerS = bisectionBits / kBits;

    // The GPU group with the most GPUs speaks for the design in the per-GPU figures.
    const Block* main = nullptr;
    const TemplateInfo* mainInfo = nullptr;
    std::int64_t mostGpus = -1;
    for (const auto& blk : d.blocks) {
        if (blk.kind != BlockKind::Server)
            continue;
        const auto it = cx.inv.templates.find(blk.templateId);
        if (it != cx.inv.templates.end() && blk.replicas * it->second.gpus > mostGpus) {
            mostGpus = blk.replicas * it->second.gpus;
            main = &blk;
            mainInfo = &it->second;
        }
    }
    if (main && mainInfo->gpus > 0) {
        const double perGpuBits = serverLinkBits[main->id] / mainInfo->gpus;
        net.injectionBytesPerSPerGpu = perGpuBits / kBits;
        net.scaleUpDomainGpus = mainInfo->scaleUpDomainGpus;
        // Within a node: the scale-up link per GPU; PCIe-only servers go through the host.
        double intraBits = mainInfo->scaleUpBitsPerSPerGpu;
        if (intraBits <= 0 && mainInfo->gpus > 1 && mainInfo->gpu)
            intraBits = pcieBytesPerS(std::min(mainInfo->gpu->accel.pcieGen > 0
                                                   ? mainInfo->gpu->accel.pcieGen
                                                   : mainInfo->tmpl->pcieGen,
                                               mainInfo->tmpl->pcieGen),
                                      std::max(mainInfo->gpu->accel.pcieLanes, 1)) *
                        kBits;
        net.allreduceBusIntraNodeBytesPerS = mainInfo->gpus > 1 ? intraBits / kBits : 0;
        net.alltoallIntraNodeBytesPerS = net.allreduceBusIntraNodeBytesPerS;
        // Across nodes: the NIC share per GPU, derated by the narrowest tier above it.
        const double fraction = injectionBits > 0 ? std::min(1.0, narrowest / injectionBits) : 0.0;
        net.allreduceBusInterNodeBytesPerS = main->replicas > 1 ? perGpuBits * fraction / kBits : 0;
        net.interNodeLimitedBy =
            main->replicas > 1 ? (perGpuBits > 0 ? limiter : "no network") : "single node";
        // All-to-all sends half its traffic across the bisection.
        if (main->replicas > 1 && mostGpus > 0) {
            const double viaBisection =
                2.0 * net.bisectionBytesPerS / static_cast<double>(mostGpus);
            net.alltoallInterNodeBytesPerS = std::min(perGpuBits / kBits, viaBisection);
        }
    }

    cx.explanations.push_back(
        {"bisectionBandwidth", Message::of("EXPL_BISECTION"), Message::of("SRC_FATTREE_MINCUT")});
    cx.explanations.push_back({"allreduceBusBandwidth", Message::of("EXPL_ALLREDUCE_BUSBW"),
                               Message::of("SRC_RING_ALLREDUCE")});
    cx.explanations.push_back(
        {"oversubscription", Message::of("EXPL_OVERSUBSCRIPTION"), Message::of("SRC_DEFINITION")});
    return net;
}

} // namespace cc::model
