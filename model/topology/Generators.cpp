#include "model/topology/Generators.h"

#include "model/analysis/Inventory.h"
#include "model/io/InputLimits.h"
#include "model/topology/GeneratorUtil.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>
#include <tuple>

namespace cc::model::topology {

GeneratorError::GeneratorError(std::string opt, Message why)
    : std::invalid_argument(opt + ": " + renderText(why)), option(std::move(opt)),
      message(std::move(why))
{}

namespace detail {

void fail(std::string_view option, Message why)
{
    throw GeneratorError(std::string(option), std::move(why));
}

std::string formatCount(std::int64_t n)
{
    std::string digits = std::to_string(n < 0 ? -n : n);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return n < 0 ? "-" + out : out;
}

namespace {

const CatalogEntry& findOfKind(const Catalog& catalog, const std::string& id, Kind kind,
                               std::string_view option, std::string_view what)
{
    if (id.empty())
        fail(option, Message{"GEN_PART_MISSING", {arg::term(std::string(what))}});
    const CatalogEntry* e = catalog.find(id);
    if (!e)
        fail(option, Message{"GEN_PART_UNKNOWN", {arg::name(id)}});
    if (e->kind != kind)
        fail(option, Message{"GEN_PART_WRONG_KIND",
                             {arg::name(id), arg::term(std::string(kindName(e->kind))),
                              arg::term(std::string(what))}});
    return *e;
}

bool speaks(const ServerGroup& s, const std::string& protocol)
{
    if (protocol == "infiniband")
        return s.infiniband;
    if (protocol == "ethernet")
        return s.ethernet;
    return false; // NVLink switches are scale-up fabric, not a place for NICs
}

SwitchChoice makeChoice(const CatalogEntry& sw, double nicBitsPerS, const Catalog& catalog)
{
    SwitchChoice c;
    c.entry = &sw;
    c.linkBitsPerS = std::min(nicBitsPerS, sw.sw.portBitsPerS);
    // A fast port split into slower lanes (breakout) serves more, slower links.
    int split = 1;
    if (c.linkBitsPerS > 0 && c.linkBitsPerS < sw.sw.portBitsPerS)
        split = std::clamp(static_cast<int>(std::floor(sw.sw.portBitsPerS / c.linkBitsPerS + 1e-9)),
                           1, std::max(sw.sw.maxBreakout, 1));
    c.radix = sw.sw.ports * split;
    c.mediumRef = chooseMedium(catalog, c.linkBitsPerS);
    return c;
}

bool sameSpeed(double a, double b)
{
    return std::abs(a - b) <= 1e-6 * std::max(a, b);
}

} // namespace

ServerGroup addServers(Design& d, const GeneratorOptions& opt, const Catalog& catalog,
                       bool needNics)
{
    const CatalogEntry& e = findOfKind(catalog, opt.serverRef, Kind::Server, "--server", "server");
    ServerGroup g;
    g.entry = &e;
    g.replicas = opt.nodes;
    g.templateId = d.allocateId();
    d.templates.push_back(templateFromCatalog(e, g.templateId));

    // Resolve the parts the way the analysis does, so both agree on NICs and GPUs.
    std::vector<Finding> ignored;
    const Inventory inv = buildInventory(SpecResolver(d, catalog), ignored);
    const TemplateInfo& info = inv.templates.at(g.templateId);
    g.gpus = info.gpus;
    if (info.computeNic && info.computeNic->nic.portBitsPerS > 0) {
        g.portBitsPerS = info.computeNic->nic.portBitsPerS;
        g.ports = static_cast<int>(std::llround(info.computeNicBitsPerS / g.portBitsPerS));
        const auto& protocols = info.computeNic->nic.protocols;
        const auto has = [&](const char* p) {
            return std::find(protocols.begin(), protocols.end(), p) != protocols.end();
        };
        g.infiniband = protocols.empty() || has("infiniband");
        g.ethernet = protocols.empty() || has("ethernet");
    }
    if (needNics && g.ports < 1)
        fail("--server", Message{"GEN_SERVER_NO_NIC", {arg::name(e.id)}});

    g.blockId = addBlock(d, BlockKind::Server, e.name, opt.nodes, 0, 0, 0);
    d.findBlock(g.blockId)->templateId = g.templateId;
    return g;
}

SwitchChoice chooseSwitch(const GeneratorOptions& opt, const Catalog& catalog,
                          const ServerGroup& servers)
{
    if (!opt.switchRef.empty()) {
        const CatalogEntry& sw =
            findOfKind(catalog, opt.switchRef, Kind::Switch, "--switch", "switch");
        if (!speaks(servers, sw.sw.protocol))
            fail("--switch", Message{"GEN_SWITCH_PROTOCOL",
                                     {arg::name(sw.id), arg::name(sw.sw.protocol),
                                      arg::name(servers.entry->id)}});
        return makeChoice(sw, servers.portBitsPerS, catalog);
    }
    // The default: a switch of the NICs' speed, InfiniBand when the NICs can, most ports. Without
    // one of that speed, the one serving most links at the NIC speed.
    const CatalogEntry* best = nullptr;
    std::tuple<bool, bool, bool, int> bestKey{};
    for (const CatalogEntry* sw : catalog.ofKind(Kind::Switch)) {
        if (!speaks(servers, sw->sw.protocol))
            continue;
        const SwitchChoice c = makeChoice(*sw, servers.portBitsPerS, catalog);
        const std::tuple<bool, bool, bool, int> key{
            sameSpeed(sw->sw.portBitsPerS, servers.portBitsPerS),
            sw->sw.portBitsPerS >= servers.portBitsPerS, sw->sw.protocol == "infiniband", c.radix};
        if (!best || key > bestKey) {
            best = sw;
            bestKey = key;
        }
    }
    if (!best)
        fail("--switch", Message{"GEN_NO_SWITCH", {arg::name(servers.entry->id)}});
    return makeChoice(*best, servers.portBitsPerS, catalog);
}

std::string chooseMedium(const Catalog& catalog, double bitsPerS)
{
    static const std::vector<std::string> kPreference{"transceiver", "aoc", "dac", "acc"};
    const CatalogEntry* best = nullptr;
    size_t bestRank = kPreference.size();
    for (const CatalogEntry* o : catalog.ofKind(Kind::Optic)) {
        if (!sameSpeed(o->optic.bitsPerS, bitsPerS))
            continue;
        const auto it = std::find(kPreference.begin(), kPreference.end(), o->optic.medium);
        const size_t rank = static_cast<size_t>(it - kPreference.begin());
        if (rank < bestRank) {
            best = o;
            bestRank = rank;
        }
    }
    return best ? best->id : std::string();
}

std::optional<StorageChoice> chooseStorage(const GeneratorOptions& opt, const Catalog& catalog,
                                           std::int64_t gpus, double fabricBitsPerS)
{
    if (opt.storageRef.empty())
        return std::nullopt;
    const CatalogEntry& e =
        findOfKind(catalog, opt.storageRef, Kind::Storage, "--storage", "storage");
    if (e.storage.type != "appliance" || e.storage.nics < 1 || e.storage.nicBitsPerS <= 0)
        fail("--storage", Message{"GEN_STORAGE_IS_DRIVE", {arg::name(e.id)}});
    StorageChoice st;
    st.entry = &e;
    const double wanted =
        static_cast<double>(std::max<std::int64_t>(gpus, 1)) * kStorageBytesPerSPerGpu;
    st.count =
        std::max<std::int64_t>(1, static_cast<std::int64_t>(std::ceil(
                                      wanted / std::max(e.storage.readBytesPerS, 1.0) - 1e-9)));
    st.count = std::max(st.count, opt.storageMinCount);
    st.nics = e.storage.nics;
    // Each storage link takes one switch port; a NIC faster than the fabric's lanes runs at them.
    st.bitsPerS = fabricBitsPerS > 0 ? std::min(e.storage.nicBitsPerS, fabricBitsPerS)
                                     : e.storage.nicBitsPerS;
    return st;
}

void addStorage(Design& d, const StorageChoice& st, ObjectId attachTo, int tier,
                const Catalog& catalog)
{
    const ObjectId id = addBlock(d, BlockKind::Storage, st.entry->name, st.count, 0, kBlockSpacing,
                                 -kTierSpacing * (tier - 1));
    d.findBlock(id)->ref = st.entry->id;
    addLink(d, id, attachTo, st.nics, st.bitsPerS, chooseMedium(catalog, st.bitsPerS));
}

ObjectId addBlock(Design& d, BlockKind kind, std::string name, std::int64_t replicas, int tier,
                  double x, double y)
{
    Block b;
    b.id = d.allocateId();
    b.kind = kind;
    b.name = std::move(name);
    b.replicas = replicas;
    b.tier = tier;
    b.x = x;
    b.y = y;
    d.blocks.push_back(b);
    return b.id;
}

void addLink(Design& d, ObjectId from, ObjectId to, std::int64_t perReplica, double bitsPerS,
             std::string mediumRef, WiringRule rule, int unitSize)
{
    Link l;
    l.id = d.allocateId();
    l.from = from;
    l.to = to;
    l.perReplica = perReplica;
    l.bitsPerS = bitsPerS;
    l.mediumRef = std::move(mediumRef);
    l.rule = rule;
    l.unitSize = unitSize;
    d.links.push_back(l);
}

} // namespace detail

const std::vector<std::string>& generatorKinds()
{
    static const std::vector<std::string> kKinds{"fat-tree", "rail-optimized", "superpod",
                                                 "nvl72",    "torus",          "standalone"};
    return kKinds;
}

ServerTemplate templateFromCatalog(const CatalogEntry& server, ObjectId id)
{
    if (server.kind != Kind::Server)
        throw std::invalid_argument("'" + server.id + "' is a " +
                                    std::string(kindName(server.kind)) + ", not a server");
    const ServerSpec& s = server.server;
    ServerTemplate t;
    t.id = id;
    t.name = server.name;
    t.origin = server.id;
    t.parts = s.parts;
    t.fabric = s.fabric;
    t.fabricRef = s.fabricRef;
    t.fabricCount = s.fabricCount;
    t.pcieGen = s.pcieGen;
    t.rackUnits = s.rackUnits;
    t.railOptimized = s.railOptimized;
    t.computeNics = s.computeNics;
    t.chassisPower = s.chassisPower;
    t.maxPowerW = s.maxPowerW;
    t.cooling = s.cooling;
    t.priceUsd = server.priceUsd;
    return t;
}

namespace {

/// Servers with no network between them: a workstation, one DGX, an edge kit.
detail::Generated generateStandalone(const GeneratorOptions& opt, const Catalog& catalog)
{
    if (!opt.switchRef.empty())
        detail::fail("--switch", Message::of("GEN_STANDALONE_SWITCH"));
    if (!opt.storageRef.empty())
        detail::fail("--storage", Message::of("GEN_STANDALONE_STORAGE"));
    Design d;
    const detail::ServerGroup g = detail::addServers(d, opt, catalog, false);
    Message name = opt.nodes == 1 ? Message{"GEN_NAME_SERVER", {arg::name(g.entry->name)}}
                                  : Message{"GEN_NAME_SERVERS",
                                            {arg::count(opt.nodes), arg::name(g.entry->name)}};
    Message text{"GEN_DESC_STANDALONE", {arg::count(opt.nodes), arg::name(g.entry->name)}};
    return {std::move(d), std::move(name), std::move(text)};
}

} // namespace

Design generate(const GeneratorOptions& opt, const Catalog& catalog)
{
    using detail::fail;
    const auto& kinds = generatorKinds();
    if (std::find(kinds.begin(), kinds.end(), opt.kind) == kinds.end()) {
        std::string list;
        for (const auto& k : kinds)
            list += (list.empty() ? "" : ", ") + k;
        fail("--template", Message{"GEN_UNKNOWN_TEMPLATE", {arg::name(opt.kind), arg::name(list)}});
    }
    if (opt.nodes < 1)
        fail("--nodes", Message{"GEN_AT_LEAST_ONE", {arg::count(opt.nodes)}});
    // The input contract (catalogs/SCHEMA.md) for what the options become: a group's replicas,
    // so no count of the generated design can overflow (the GUI dialog and the planner call
    // this too, not only the CLI).
    if (opt.nodes > limits::kMaxReplicas)
        fail("--nodes",
             Message{"GEN_TOO_MANY_SERVERS",
                     {arg::count(opt.nodes),
                      arg::msg(limits::boundMessage(limits::kMaxReplicas, "replicas per group"))}});
    if (opt.storageMinCount < 0 || opt.storageMinCount > limits::kMaxReplicas)
        fail("--storage",
             Message{"GEN_TOO_MANY_APPLIANCES",
                     {arg::count(opt.storageMinCount),
                      arg::msg(limits::boundMessage(limits::kMaxReplicas, "replicas per group"))}});
    if (!(opt.oversubscription >= 1) || !std::isfinite(opt.oversubscription)) {
        fail("--oversubscription",
             Message{"GEN_BAD_OVERSUBSCRIPTION", {arg::real(opt.oversubscription, 2)}});
    }
    if (opt.unitSize < 1 || opt.unitSize > limits::kMaxReplicas)
        fail("--unit-size", opt.unitSize < 1
                                ? Message{"GEN_UNIT_AT_LEAST_ONE", {arg::count(opt.unitSize)}}
                                : Message{"GEN_UNIT_TOO_LARGE",
                                          {arg::count(opt.unitSize),
                                           arg::msg(limits::boundMessage(limits::kMaxReplicas,
                                                                         "replicas per group"))}});

    detail::Generated g;
    if (opt.kind == "fat-tree")
        g = detail::generateFatTree(opt, catalog);
    else if (opt.kind == "rail-optimized")
        g = detail::generateRailOptimized(opt, catalog, false);
    else if (opt.kind == "superpod")
        g = detail::generateRailOptimized(opt, catalog, true);
    else if (opt.kind == "nvl72")
        g = detail::generateNvl72(opt, catalog);
    else if (opt.kind == "standalone")
        g = generateStandalone(opt, catalog);
    else
        g = detail::generateTorus(opt, catalog);
    Design& d = g.design;
    autoPlaceRacks(d, catalog);
    // The design's own text, in the language of the edge that asked for it.
    d.name = opt.name.empty() ? renderText(g.name) : opt.name;
    d.description = renderText(g.description);
    return std::move(d);
}

} // namespace cc::model::topology
