#include "model/catalog/CatalogParse.h"

#include "model/catalog/AvailabilityParse.h"
#include "model/io/InputLimits.h"

namespace cc::model {

Power parsePower(const JsonReader& r, bool required)
{
    Power p;
    if (!r.isObject() || (!required && !r.has("maxW") && !r.has("typicalW")))
        return p;
    p.maxW = r.num("maxW", required, 0.0);
    p.typicalW = r.num("typicalW", false, p.maxW);
    p.idleW = r.num("idleW", false, 0.0);
    if (p.typicalW > p.maxW && p.maxW > 0)
        r.error("typicalW", Message{"CAT_NOT_ABOVE", {arg::name("maxW")}});
    if (p.idleW > p.typicalW && p.typicalW > 0)
        r.error("idleW", Message{"CAT_NOT_ABOVE", {arg::name("typicalW")}});
    return p;
}

namespace {

Cooling parseCooling(const JsonReader& r, const char* key)
{
    return r.oneOf(key, {"air", "liquid"}, false, "air") == "liquid" ? Cooling::Liquid
                                                                     : Cooling::Air;
}

void parseAccelerator(const JsonReader& s, CatalogEntry& e)
{
    auto& a = e.accel;
    a.formFactor = s.str("formFactor", false);
    a.generation = s.str("generation", true);
    a.memoryBytes = s.num("memoryBytes", true, 0, 0, true);
    a.memoryBandwidthBytesPerS = s.num("memoryBandwidthBytesPerS", true, 0, 0, true);
    const JsonReader f = s.child("denseFlops");
    if (const auto* obj = s.raw("denseFlops"); obj && obj->is_object()) {
        for (const auto& [k, v] : obj->items()) {
            const double x = f.num(k.c_str(), true, 0, 0, true);
            if (x > 0)
                a.denseFlops[k] = x;
        }
    }
    if (a.denseFlops.empty())
        s.error("denseFlops", Message::of("CAT_NO_DENSE_FLOPS"));
    e.power = parsePower(s.child("power"), true);
    const JsonReader su = s.child("scaleUp");
    a.scaleUpTechnology = su.str("technology", false);
    a.scaleUpLinks = static_cast<int>(su.integer("links", false, 0, 0, limits::kMaxPorts, "ports"));
    a.scaleUpBitsPerSPerDirection = su.num("bitsPerSPerDirection", false, 0);
    const JsonReader h = s.child("host");
    a.pcieGen = static_cast<int>(h.integer("pcieGen", false, 0, 0, 100));
    a.pcieLanes =
        static_cast<int>(h.integer("lanes", false, 16, 0, limits::kMaxCores, "PCIe lanes"));
    a.hostLinkBytesPerSPerDirection = h.num("linkBytesPerSPerDirection", false, 0);
}

void parseFabric(const JsonReader& s, CatalogEntry& e)
{
    auto& f = e.fabric;
    f.technology = s.str("technology", true);
    f.switched = s.oneOf("topology", {"switched", "mesh"}, true, "switched") == "switched";
    f.ports = static_cast<int>(s.integer("ports", false, 0, 0, limits::kMaxPorts, "ports"));
    f.portBitsPerSPerDirection = s.num("portBitsPerSPerDirection", false, 0);
    f.gpuBitsPerSPerDirection = s.num("gpuBitsPerSPerDirection", true, 0, 0, true);
    f.maxDomainGpus = static_cast<int>(
        s.integer("maxDomainGpus", false, 8, 1, limits::kMaxGpus, "GPUs per design"));
    e.power = parsePower(s.child("power"), false);
}

void parseNic(const JsonReader& s, CatalogEntry& e)
{
    auto& n = e.nic;
    n.ports = static_cast<int>(s.integer("ports", true, 1, 1, limits::kMaxPorts, "ports"));
    n.portBitsPerS = s.num("portBitsPerS", true, 0, 0, true);
    if (const auto* p = s.raw("protocols"); p && p->is_array())
        for (const auto& x : *p)
            if (x.is_string())
                n.protocols.push_back(x.get<std::string>());
    const JsonReader h = s.child("host");
    n.pcieGen = static_cast<int>(h.integer("pcieGen", false, 0, 0, 100));
    n.pcieLanes =
        static_cast<int>(h.integer("lanes", false, 16, 0, limits::kMaxCores, "PCIe lanes"));
    n.role = s.oneOf("role", {"compute", "dpu", "storage"}, false, "compute");
    e.power = parsePower(s.child("power"), true);
}

void parseOptic(const JsonReader& s, CatalogEntry& e)
{
    auto& o = e.optic;
    o.medium = s.oneOf("medium", {"dac", "acc", "aoc", "transceiver", "fibre"}, true, "dac");
    o.formFactor = s.str("formFactor", false);
    o.bitsPerS = s.num("bitsPerS", true, 0, 0, true);
    o.reachM = s.num("reachM", true, 0, 0, true);
    o.powerW = s.num("powerW", false, 0);
    o.connectorsPerEnd =
        static_cast<int>(s.integer("connectorsPerEnd", false, 1, 1, limits::kMaxPorts, "ports"));
    o.fibreRef = s.str("fibreRef", false);
}

void parseSwitch(const JsonReader& s, CatalogEntry& e)
{
    auto& w = e.sw;
    w.protocol = s.oneOf("protocol", {"infiniband", "ethernet", "nvlink"}, true, "ethernet");
    w.ports = static_cast<int>(s.integer("ports", true, 0, 1, limits::kMaxPorts, "ports"));
    w.portBitsPerS = s.num("portBitsPerS", true, 0, 0, true);
    w.maxBreakout = static_cast<int>(
        s.integer("maxBreakout", false, 1, 1, limits::kMaxBreakout, "breakout per port"));
    w.capacityBitsPerS = s.num("capacityBitsPerS", false, w.ports * w.portBitsPerS);
    w.rackUnits =
        static_cast<int>(s.integer("rackUnits", false, 1, 0, limits::kMaxRackUnits, "rack units"));
    w.cooling = parseCooling(s, "cooling");
    e.power = parsePower(s.child("power"), true);
}

void parseStorage(const JsonReader& s, CatalogEntry& e)
{
    auto& st = e.storage;
    st.type = s.oneOf("type", {"ssd", "appliance"}, true, "ssd");
    st.capacityBytes = s.num("capacityBytes", true, 0, 0, true);
    st.readBytesPerS = s.num("readBytesPerS", true, 0, 0, true);
    st.writeBytesPerS = s.num("writeBytesPerS", true, 0, 0, true);
    st.interface = s.str("interface", false);
    st.rackUnits =
        static_cast<int>(s.integer("rackUnits", false, 0, 0, limits::kMaxRackUnits, "rack units"));
    st.nics = static_cast<int>(s.integer("nics", false, 0, 0, limits::kMaxPorts, "ports"));
    st.nicBitsPerS = s.num("nicBitsPerS", false, 0);
    if (st.type == "appliance" && (st.nics <= 0 || st.nicBitsPerS <= 0))
        s.error("nics", Message::of("CAT_APPLIANCE_NICS"));
    e.power = parsePower(s.child("power"), true);
}

void parseCpu(const JsonReader& s, CatalogEntry& e)
{
    auto& c = e.cpu;
    c.cores = static_cast<int>(s.integer("cores", true, 0, 1, limits::kMaxCores, "CPU cores"));
    c.threads =
        static_cast<int>(s.integer("threads", false, c.cores, 0, limits::kMaxCores, "CPU cores"));
    c.memoryChannels =
        static_cast<int>(s.integer("memoryChannels", false, 0, 0, limits::kMaxPorts, "ports"));
    c.pcieGen = static_cast<int>(s.integer("pcieGen", false, 0, 0, 100));
    c.pcieLanes =
        static_cast<int>(s.integer("pcieLanes", false, 0, 0, limits::kMaxCores, "PCIe lanes"));
    e.power = parsePower(s.child("power"), true);
}

void parseServer(const JsonReader& s, CatalogEntry& e)
{
    auto& v = e.server;
    v.rackUnits =
        static_cast<int>(s.integer("rackUnits", true, 0, 0, limits::kMaxRackUnits, "rack units"));
    const auto* parts = s.raw("parts");
    if (!parts || !parts->is_array() || parts->empty()) {
        s.error("parts", Message::of("CAT_PARTS_NOT_LIST"));
    } else if (static_cast<long long>(parts->size()) > limits::kMaxPartsPerServer) {
        s.error("parts", limits::boundMessage(limits::kMaxPartsPerServer, "parts per server"));
    } else {
        long long total = 0;
        for (size_t i = 0; i < parts->size(); ++i) {
            const JsonReader p =
                s.sub((*parts)[i], s.pathOf("parts") + "[" + std::to_string(i) + "]");
            PartCount pc{p.str("ref", true),
                         static_cast<int>(p.integer("count", true, 0, 1, limits::kMaxPartsPerServer,
                                                    "parts per server"))};
            total += pc.count;
            if (!pc.ref.empty() && pc.count > 0)
                v.parts.push_back(pc);
        }
        if (total > limits::kMaxPartsPerServer)
            s.error("parts", Message{"CAT_PART_COUNTS",
                                     {arg::count(total),
                                      arg::msg(limits::boundMessage(limits::kMaxPartsPerServer,
                                                                    "parts per server"))}});
    }
    const JsonReader f = s.child("fabric");
    const auto ft = fabricTypeFromName(
        f.oneOf("type", {"nvswitch", "mesh", "pcie", "nvlink-bridge"}, true, "pcie"));
    v.fabric = ft.value_or(FabricType::Pcie);
    v.fabricRef = f.str("ref", false);
    v.fabricCount = static_cast<int>(f.integer("count", false, 0, 0, limits::kMaxPorts, "ports"));
    v.pcieGen = static_cast<int>(s.integer("pcieGen", false, 4, 1, 100));
    v.railOptimized = s.boolean("railOptimized", false);
    v.computeNics = static_cast<int>(
        s.integer("computeNics", false, -1, -1, limits::kMaxPartsPerServer, "parts per server"));
    v.chassisPower = parsePower(s.child("chassisPower"), false);
    v.maxPowerW = s.num("maxPowerW", false, 0);
    v.cooling = parseCooling(s, "cooling");
}

} // namespace

std::optional<CatalogEntry> parseCatalogEntry(const JsonReader& r)
{
    if (!r.isObject()) {
        r.error("", Message::of("DIAG_NOT_OBJECT"));
        return std::nullopt;
    }
    CatalogEntry e;
    e.id = r.str("id", true);
    if (!e.id.empty() && !limits::isValidCatalogId(e.id)) {
        const std::string shown = e.id.size() > 40 ? e.id.substr(0, 40) + "..." : e.id;
        r.error("id", Message{"CAT_BAD_ID", {arg::name(shown), arg::count(limits::kMaxIdChars)}});
    }
    const std::string kind = r.str("kind", true);
    const auto k = kindFromName(kind);
    if (!kind.empty() && !k)
        r.error("kind", Message{"CAT_UNKNOWN_KIND", {arg::name(kind)}});
    e.name = r.str("name", true);
    e.vendor = r.str("vendor", false);
    e.priceUsd = r.optNum("priceUsd");
    e.priceAsOf = r.str("priceAsOf", false);
    e.source = r.str("source", true);
    e.asOf = r.str("asOf", true);
    e.estimate = r.boolean("estimate", false);
    e.notes = r.str("notes", false);
    parseAvailability(r); // checked here, read with availabilityOf() / rentOf()
    parseRent(r);
    if (r.failed() || !k)
        return std::nullopt;
    e.kind = *k;
    if (!r.has("specs")) {
        r.error("specs", Message::of("DIAG_MISSING"));
        return std::nullopt;
    }
    const JsonReader s = r.child("specs");
    switch (e.kind) {
    case Kind::Accelerator:
        parseAccelerator(s, e);
        break;
    case Kind::Fabric:
        parseFabric(s, e);
        break;
    case Kind::Nic:
        parseNic(s, e);
        break;
    case Kind::Optic:
        parseOptic(s, e);
        break;
    case Kind::Switch:
        parseSwitch(s, e);
        break;
    case Kind::Storage:
        parseStorage(s, e);
        break;
    case Kind::Cpu:
        parseCpu(s, e);
        break;
    case Kind::Memory:
        e.memory.capacityBytes = s.num("capacityBytes", true, 0, 0, true);
        e.memory.type = s.str("type", false);
        e.power = parsePower(s.child("power"), false);
        break;
    case Kind::Psu:
        e.psu.ratedW = s.num("ratedW", true, 0, 0, true);
        e.psu.efficiency = s.num("efficiency", false, 0.94, 0, true);
        if (e.psu.efficiency > 1)
            s.error("efficiency", Message::of("DIAG_NOT_FRACTION"));
        break;
    case Kind::Rack:
        e.rack.rackUnits = static_cast<int>(
            s.integer("rackUnits", true, 42, 1, limits::kMaxRackUnits, "rack units"));
        e.rack.powerLimitW = s.num("powerLimitW", true, 0, 0, true);
        e.rack.cooling = parseCooling(s, "cooling");
        break;
    case Kind::Cdu:
        e.cdu.capacityW = s.num("capacityW", true, 0, 0, true);
        e.cdu.rackUnits = static_cast<int>(
            s.integer("rackUnits", false, 0, 0, limits::kMaxRackUnits, "rack units"));
        e.power = parsePower(s.child("power"), false);
        break;
    case Kind::Server:
        parseServer(s, e);
        break;
    }
    if (r.failed())
        return std::nullopt;
    return e;
}

} // namespace cc::model
