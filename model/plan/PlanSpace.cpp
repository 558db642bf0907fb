// Enumerates the plan's search space. Switch tiers follow the generator's own choice rule
// (protocol the NICs speak, link speed = the slower of NIC and switch port, breakout for radix).
#include "model/plan/PlanSpace.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace cc::model::plan {

namespace {

constexpr int kRackScaleGpus = 72; // NVL72 (generator Nvl72.cpp)
/// Oversubscriptions tried at the leaf: non-blocking and the common 2:1 (NVIDIA DGX SuperPOD
/// reference architectures use 1:1; 2:1 is the usual cost-saving step).
constexpr double kOversubscriptions[] = {1.0, 2.0};

const CatalogEntry* computeNic(const CatalogEntry& server, const Catalog& catalog, int& ports)
{
    ports = 0;
    const CatalogEntry* nic = nullptr;
    for (const auto& p : server.server.parts) {
        const CatalogEntry* e = catalog.find(p.ref);
        if (!e || e->kind != Kind::Nic || e->nic.role != "compute" || e->nic.portBitsPerS <= 0)
            continue;
        if (!nic)
            nic = e;
        if (e == nic)
            ports += p.count * std::max(e->nic.ports, 1);
    }
    return nic;
}

bool speaks(const CatalogEntry& nic, const std::string& protocol)
{
    const auto& p = nic.nic.protocols;
    return p.empty() || std::find(p.begin(), p.end(), protocol) != p.end();
}

std::string speedLabel(double bitsPerS)
{
    return std::to_string(static_cast<long long>(std::llround(bitsPerS / 1e9))) + "G";
}

int radixAt(const CatalogEntry& sw, double linkBitsPerS)
{
    int split = 1;
    if (linkBitsPerS > 0 && linkBitsPerS < sw.sw.portBitsPerS)
        split = std::clamp(static_cast<int>(std::floor(sw.sw.portBitsPerS / linkBitsPerS + 1e-9)),
                           1, std::max(sw.sw.maxBreakout, 1));
    return sw.sw.ports * split;
}

} // namespace

std::vector<std::int64_t> nodeLadder(int gpusPerServer, int maxGpus)
{
    std::vector<std::int64_t> out;
    const std::int64_t perServer = std::max(gpusPerServer, 1);
    const std::int64_t maxNodes = std::max<std::int64_t>(1, maxGpus / perServer);
    // 1, 2, 3, 4, 6, 8, 12, 16, ...: powers of two and 1.5 × powers of two.
    for (std::int64_t p = 1; p <= maxNodes; p *= 2) {
        out.push_back(p);
        if (p >= 2 && p + p / 2 <= maxNodes)
            out.push_back(p + p / 2);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

int serverGpus(const CatalogEntry& server, const Catalog& catalog)
{
    int gpus = 0;
    for (const auto& p : server.server.parts)
        if (const CatalogEntry* e = catalog.find(p.ref); e && e->kind == Kind::Accelerator)
            gpus += p.count;
    return gpus;
}

std::vector<FabricChoice> fabricsFor(const CatalogEntry& server, const Catalog& catalog,
                                     std::int64_t nodes)
{
    std::vector<FabricChoice> out;
    const int gpus = serverGpus(server, catalog);
    if (nodes == 1 && gpus != kRackScaleGpus) {
        out.push_back({"standalone", "", 1.0, "no network (one server)", ""});
        return out;
    }
    int ports = 0;
    const CatalogEntry* nic = computeNic(server, catalog, ports);
    if (!nic)
        return out; // servers without a compute NIC cannot be networked
    // One switch per (protocol, link speed): the most ports at that speed, then the cheapest.
    using TierKey = std::tuple<std::string, long long>;
    std::map<TierKey, const CatalogEntry*> tiers;
    for (const CatalogEntry* sw : catalog.ofKind(Kind::Switch)) {
        if (sw->sw.protocol != "infiniband" && sw->sw.protocol != "ethernet")
            continue;
        if (!speaks(*nic, sw->sw.protocol) || sw->sw.portBitsPerS <= 0)
            continue;
        const double link = std::min(nic->nic.portBitsPerS, sw->sw.portBitsPerS);
        const TierKey key{sw->sw.protocol, std::llround(link / 1e9)};
        const CatalogEntry*& best = tiers[key];
        const auto rank = [&](const CatalogEntry* e) {
            return std::make_tuple(radixAt(*e, link), -e->priceUsd.value_or(1e18), e->id);
        };
        if (!best || rank(sw) > rank(best))
            best = sw;
    }
    const bool rackScale = gpus == kRackScaleGpus;
    for (const auto& [key, sw] : tiers) {
        const double link = std::min(nic->nic.portBitsPerS, sw->sw.portBitsPerS);
        const std::string proto = std::get<0>(key) == "infiniband" ? "InfiniBand" : "Ethernet";
        for (double over : kOversubscriptions) {
            const std::string ratio = over == 1.0 ? " 1:1" : " 2:1";
            const std::string net = proto + " " + speedLabel(link);
            if (rackScale) {
                out.push_back({"nvl72", sw->id, over, "NVL72 racks, " + net + ratio, net});
                continue;
            }
            out.push_back({"fat-tree", sw->id, over, net + " fat-tree" + ratio, net});
            if (ports >= 2)
                out.push_back(
                    {"rail-optimized", sw->id, over, net + " rail-optimised" + ratio, net});
        }
    }
    return out;
}

std::vector<SpaceGroup> buildSpace(const Catalog& catalog, const PartFilter& filter, int maxGpus)
{
    std::vector<const CatalogEntry*> servers = catalog.ofKind(Kind::Server);
    std::sort(servers.begin(), servers.end(),
              [](const CatalogEntry* a, const CatalogEntry* b) { return a->id < b->id; });
    std::vector<SpaceGroup> space;
    std::int64_t index = 0;
    for (const CatalogEntry* s : servers) {
        const int gpus = serverGpus(*s, catalog);
        if (gpus < 1 || !filter.allows(*s, catalog))
            continue;
        for (std::int64_t nodes : nodeLadder(gpus, maxGpus)) {
            SpaceGroup g;
            g.server = s;
            g.gpusPerServer = gpus;
            g.nodes = nodes;
            g.fabrics = fabricsFor(*s, catalog, nodes);
            g.firstIndex = index;
            index += static_cast<std::int64_t>(g.fabrics.size());
            if (!g.fabrics.empty())
                space.push_back(std::move(g));
        }
    }
    return space;
}

} // namespace cc::model::plan
