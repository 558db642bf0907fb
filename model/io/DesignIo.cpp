#include "model/io/DesignIo.h"

#include "model/catalog/CatalogParse.h"
#include "model/io/Migrations.h"
#include "model/util/JsonReader.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <unistd.h>

namespace cc::model::io {

using ojson = nlohmann::ordered_json;

namespace {

ojson powerJson(const Power& p)
{
    return ojson{{"idleW", p.idleW}, {"typicalW", p.typicalW}, {"maxW", p.maxW}};
}

const char* coolingName(Cooling c) { return c == Cooling::Liquid ? "liquid" : "air"; }

ojson templateJson(const ServerTemplate& t)
{
    ojson parts = ojson::array();
    for (const auto& p : t.parts)
        parts.push_back({{"ref", p.ref}, {"count", p.count}});
    ojson j{{"id", t.id},
            {"name", t.name},
            {"origin", t.origin},
            {"parts", parts},
            {"fabric", {{"type", fabricTypeName(t.fabric)}, {"ref", t.fabricRef}, {"count", t.fabricCount}}},
            {"pcieGen", t.pcieGen},
            {"rackUnits", t.rackUnits},
            {"railOptimized", t.railOptimized},
            {"computeNics", t.computeNics},
            {"chassisPower", powerJson(t.chassisPower)},
            {"maxPowerW", t.maxPowerW},
            {"cooling", coolingName(t.cooling)}};
    j["priceUsd"] = t.priceUsd ? ojson(*t.priceUsd) : ojson(nullptr);
    return j;
}

ojson blockJson(const Block& b)
{
    ojson j{{"id", b.id}, {"kind", blockKindName(b.kind)}, {"name", b.name}};
    if (b.kind == BlockKind::Server)
        j["template"] = b.templateId;
    else
        j["ref"] = b.ref;
    j["replicas"] = b.replicas;
    j["tier"] = b.tier;
    j["x"] = b.x;
    j["y"] = b.y;
    return j;
}

ojson linkJson(const Link& l)
{
    ojson j{{"id", l.id},           {"from", l.from},
            {"to", l.to},           {"perReplica", l.perReplica},
            {"speedGbps", l.bitsPerS / 1e9}, {"medium", l.mediumRef},
            {"rule", wiringRuleName(l.rule)}, {"unitSize", l.unitSize}};
    if (!l.torusDims.empty())
        j["torusDims"] = l.torusDims;
    return j;
}

ojson rackJson(const RackGroup& r)
{
    ojson contents = ojson::array();
    for (const auto& s : r.contents)
        contents.push_back({{"block", s.block}, {"perRack", s.perRack}});
    return ojson{{"id", r.id},
                 {"name", r.name},
                 {"ref", r.ref},
                 {"count", r.count},
                 {"rackUnits", r.rackUnits},
                 {"powerLimitW", r.powerLimitW},
                 {"cooling", coolingName(r.cooling)},
                 {"contents", contents}};
}

ojson facilityJson(const Facility& f)
{
    return ojson{{"pue", f.pue},
                 {"usdPerKwh", f.usdPerKwh},
                 {"gridKgCo2PerKwh", f.gridKgCo2PerKwh},
                 {"inletC", f.inletC},
                 {"outletC", f.outletC},
                 {"airLimitW", f.airLimitW},
                 {"containedAirLimitW", f.containedAirLimitW},
                 {"cdu", f.cduRef},
                 {"powerUtilisation", f.powerUtilisation}};
}

/// Every catalog id a design refers to, in a stable order.
std::set<std::string> usedIds(const Design& d)
{
    std::set<std::string> ids;
    for (const auto& t : d.templates) {
        for (const auto& p : t.parts)
            ids.insert(p.ref);
        if (!t.fabricRef.empty())
            ids.insert(t.fabricRef);
    }
    for (const auto& b : d.blocks)
        if (!b.ref.empty())
            ids.insert(b.ref);
    for (const auto& l : d.links)
        if (!l.mediumRef.empty())
            ids.insert(l.mediumRef);
    for (const auto& r : d.racks)
        if (!r.ref.empty())
            ids.insert(r.ref);
    if (!d.facility.cduRef.empty())
        ids.insert(d.facility.cduRef);
    return ids;
}

} // namespace

std::string saveDesign(const Design& d, const Catalog& catalog)
{
    ojson doc;
    doc["schemaVersion"] = kSchemaVersion;
    doc["generator"] = kGenerator;
    doc["name"] = d.name;
    doc["description"] = d.description;
    doc["facility"] = facilityJson(d.facility);
    ojson arr = ojson::array();
    for (const auto& t : d.templates)
        arr.push_back(templateJson(t));
    doc["templates"] = arr;
    arr = ojson::array();
    for (const auto& b : d.blocks)
        arr.push_back(blockJson(b));
    doc["blocks"] = arr;
    arr = ojson::array();
    for (const auto& l : d.links)
        arr.push_back(linkJson(l));
    doc["links"] = arr;
    arr = ojson::array();
    for (const auto& r : d.racks)
        arr.push_back(rackJson(r));
    doc["racks"] = arr;
    arr = ojson::array();
    for (const auto& w : d.workloads)
        arr.push_back(ojson::parse(w));
    doc["workloads"] = arr;
    auto resolve = [&](const std::string& id) {
        const CatalogEntry* e = d.pinned.find(id);
        return e ? e : catalog.find(id);
    };
    std::set<std::string> ids = usedIds(d);
    for (const auto& id : std::set<std::string>(ids))  // entries that entries refer to
        if (const CatalogEntry* e = resolve(id); e && !e->optic.fibreRef.empty())
            ids.insert(e->optic.fibreRef);
    ojson specs = ojson::object();
    for (const auto& id : ids)
        if (const CatalogEntry* e = resolve(id); e && !e->rawJson.empty())
            specs[id] = ojson::parse(e->rawJson);
    doc["specs"] = specs;
    return doc.dump(2) + "\n";
}

namespace {

Cooling readCooling(const JsonReader& r)
{
    return r.oneOf("cooling", {"air", "liquid"}, false, "air") == "liquid" ? Cooling::Liquid
                                                                          : Cooling::Air;
}

template <class F>
void forEach(const JsonReader& top, const char* key, F&& f)
{
    const auto* arr = top.raw(key);
    if (!arr)
        return;
    if (!arr->is_array()) {
        top.error(key, "must be a list");
        return;
    }
    for (size_t i = 0; i < arr->size(); ++i)
        f(top.sub((*arr)[i], std::string(key) + "[" + std::to_string(i) + "]"));
}

ObjectId readId(const JsonReader& r, std::set<ObjectId>& seen)
{
    const auto id = static_cast<ObjectId>(r.integer("id", true, 0, 1));
    if (id != kNoId && !seen.insert(id).second)
        r.error("id", "id " + std::to_string(id) + " is used by another object");
    return id;
}

ServerTemplate readTemplate(const JsonReader& r, std::set<ObjectId>& ids)
{
    ServerTemplate t;
    t.id = readId(r, ids);
    t.name = r.str("name", true);
    t.origin = r.str("origin", false);
    forEach(r, "parts", [&](const JsonReader& p) {
        t.parts.push_back({p.str("ref", true), static_cast<int>(p.integer("count", true, 0, 1))});
    });
    const JsonReader f = r.child("fabric");
    t.fabric = *fabricTypeFromName(
        f.oneOf("type", {"nvswitch", "mesh", "pcie", "nvlink-bridge"}, false, "pcie"));
    t.fabricRef = f.str("ref", false);
    t.fabricCount = static_cast<int>(f.integer("count", false, 0));
    t.pcieGen = static_cast<int>(r.integer("pcieGen", false, 4, 1));
    t.rackUnits = static_cast<int>(r.integer("rackUnits", false, 2, 0));
    t.railOptimized = r.boolean("railOptimized", false);
    t.computeNics = static_cast<int>(r.integer("computeNics", false, -1, -1));
    t.chassisPower = parsePower(r.child("chassisPower"), false);
    t.maxPowerW = r.num("maxPowerW", false, 0);
    t.cooling = readCooling(r);
    t.priceUsd = r.optNum("priceUsd");
    return t;
}

Block readBlock(const JsonReader& r, std::set<ObjectId>& ids)
{
    Block b;
    b.id = readId(r, ids);
    const std::string kind = r.oneOf("kind", {"server", "switch", "storage"}, true, "server");
    b.kind = kind == "switch" ? BlockKind::Switch
           : kind == "storage" ? BlockKind::Storage : BlockKind::Server;
    b.name = r.str("name", false);
    if (b.kind == BlockKind::Server)
        b.templateId = static_cast<ObjectId>(r.integer("template", true, 0, 1));
    else
        b.ref = r.str("ref", true);
    b.replicas = r.integer("replicas", false, 1, 1);
    b.tier = static_cast<int>(r.integer("tier", false, 0));
    if (b.tier > 3)
        r.error("tier", "must be 0 (inferred), 1 (leaf), 2 (spine) or 3 (core)");
    b.x = r.num("x", false, 0, -1e300);
    b.y = r.num("y", false, 0, -1e300);
    return b;
}

Link readLink(const JsonReader& r, std::set<ObjectId>& ids)
{
    Link l;
    l.id = readId(r, ids);
    l.from = static_cast<ObjectId>(r.integer("from", true, 0, 1));
    l.to = static_cast<ObjectId>(r.integer("to", true, 0, 1));
    l.perReplica = r.integer("perReplica", true, 1, 1);
    l.bitsPerS = r.num("speedGbps", true, 0, 0, true) * 1e9;
    l.mediumRef = r.str("medium", false);
    l.rule = *wiringRuleFromName(r.oneOf("rule", {"spread", "rail", "torus"}, false, "spread"));
    l.unitSize = static_cast<int>(r.integer("unitSize", false, 0));
    if (const auto* dims = r.raw("torusDims")) {
        bool ok = dims->is_array() && !dims->empty();
        if (ok)
            for (const auto& x : *dims)
                ok = ok && x.is_number_integer() && x.get<long long>() >= 1;
        if (ok)
            l.torusDims = dims->get<std::vector<int>>();
        else
            r.error("torusDims", "must be a list of whole numbers >= 1");
    }
    return l;
}

RackGroup readRack(const JsonReader& r, std::set<ObjectId>& ids)
{
    RackGroup g;
    g.id = readId(r, ids);
    g.name = r.str("name", false);
    g.ref = r.str("ref", false);
    g.count = r.integer("count", false, 1, 1);
    g.rackUnits = static_cast<int>(r.integer("rackUnits", false, 42, 1));
    g.powerLimitW = r.num("powerLimitW", true, 0, 0, true);
    g.cooling = readCooling(r);
    forEach(r, "contents", [&](const JsonReader& s) {
        g.contents.push_back({static_cast<ObjectId>(s.integer("block", true, 0, 1)),
                              s.integer("perRack", true, 1, 1)});
    });
    return g;
}

Facility readFacility(const JsonReader& r)
{
    Facility f;
    f.pue = r.num("pue", false, f.pue, 1.0);
    f.usdPerKwh = r.num("usdPerKwh", false, f.usdPerKwh);
    f.gridKgCo2PerKwh = r.num("gridKgCo2PerKwh", false, f.gridKgCo2PerKwh);
    f.inletC = r.num("inletC", false, f.inletC, -50);
    f.outletC = r.num("outletC", false, f.outletC, -50);
    if (f.outletC <= f.inletC)
        r.error("outletC", "must be warmer than inletC (the air heats up through the racks)");
    f.airLimitW = r.num("airLimitW", false, f.airLimitW, 0, true);
    f.containedAirLimitW = r.num("containedAirLimitW", false, f.containedAirLimitW, 0, true);
    f.cduRef = r.str("cdu", false);
    f.powerUtilisation = r.num("powerUtilisation", false, f.powerUtilisation, 0, true);
    if (f.powerUtilisation > 1)
        r.error("powerUtilisation", "must be a fraction between 0 and 1");
    return f;
}

/// Cross-object checks: every reference points to an object of the right kind.
void checkReferences(const Design& d, const JsonReader& top)
{
    for (size_t i = 0; i < d.blocks.size(); ++i) {
        const auto& b = d.blocks[i];
        if (b.kind == BlockKind::Server && !d.findTemplate(b.templateId))
            top.error("blocks[" + std::to_string(i) + "].template",
                      "no server template has id " + std::to_string(b.templateId));
    }
    for (size_t i = 0; i < d.links.size(); ++i) {
        const auto& l = d.links[i];
        const std::string p = "links[" + std::to_string(i) + "]";
        if (!d.findBlock(l.from))
            top.error(p + ".from", "no group has id " + std::to_string(l.from));
        if (!d.findBlock(l.to))
            top.error(p + ".to", "no group has id " + std::to_string(l.to));
    }
    for (size_t i = 0; i < d.racks.size(); ++i)
        for (size_t k = 0; k < d.racks[i].contents.size(); ++k)
            if (!d.findBlock(d.racks[i].contents[k].block))
                top.error("racks[" + std::to_string(i) + "].contents[" + std::to_string(k) + "].block",
                          "no group has id " + std::to_string(d.racks[i].contents[k].block));
}

} // namespace

Design loadDesign(std::string_view text, const std::string& fileLabel)
{
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        throw FormatError({fileLabel, "", std::string("not valid JSON: ") + e.what()});
    }
    upgrade(doc, kSchemaVersion, migrations(), fileLabel);

    std::vector<Diagnostic> diags;
    const JsonReader top(doc, "", diags, fileLabel);
    Design d;
    std::set<ObjectId> ids;
    d.name = top.str("name", false, d.name);
    d.description = top.str("description", false);
    if (top.has("facility"))
        d.facility = readFacility(top.child("facility"));
    forEach(top, "templates", [&](const JsonReader& r) { d.templates.push_back(readTemplate(r, ids)); });
    forEach(top, "blocks", [&](const JsonReader& r) { d.blocks.push_back(readBlock(r, ids)); });
    forEach(top, "links", [&](const JsonReader& r) { d.links.push_back(readLink(r, ids)); });
    forEach(top, "racks", [&](const JsonReader& r) { d.racks.push_back(readRack(r, ids)); });
    if (const auto* w = top.raw("workloads")) {
        if (!w->is_array())
            top.error("workloads", "must be a list of workload objects");
        else
            for (size_t i = 0; i < w->size(); ++i) {
                if ((*w)[i].is_object())
                    d.workloads.push_back((*w)[i].dump());
                else
                    top.error("workloads[" + std::to_string(i) + "]", "must be an object");
            }
    }
    if (const auto* specs = top.raw("specs")) {
        if (!specs->is_object()) {
            top.error("specs", "must be an object of catalog entries by id");
        } else {
            for (const auto& [id, entry] : specs->items()) {
                const JsonReader er = top.sub(entry, "specs." + id);
                if (auto e = parseCatalogEntry(er)) {
                    if (e->id != id)
                        er.error("id", "must equal its key '" + id + "'");
                    e->origin = fileLabel;
                    e->rawJson = entry.dump();
                    d.pinned.add(std::move(*e));
                }
            }
        }
    }
    if (diags.empty())
        checkReferences(d, top);
    if (!diags.empty())
        throw FormatError(std::move(diags));
    for (ObjectId id : ids)
        d.noteId(id);
    return d;
}

Design loadDesignFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        throw FormatError({path, "", "cannot open the file"});
    std::ostringstream ss;
    ss << in.rdbuf();
    return loadDesign(ss.str(), path);
}

std::string writeFileAtomically(const std::string& path, std::string_view text)
{
    namespace fs = std::filesystem;
    const fs::path target(path);
    const fs::path tmp = target.parent_path() / ("." + target.filename().string() + ".tmp-" +
                                                 std::to_string(::getpid()));
    {
        std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
        if (!out)
            return "cannot write " + tmp.string();
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        out.flush();
        if (!out) {
            std::error_code ec;
            fs::remove(tmp, ec);
            return "writing " + tmp.string() + " failed (disk full?)";
        }
    }
    std::error_code ec;
    fs::rename(tmp, target, ec);
    if (ec) {
        fs::remove(tmp, ec);
        return "cannot replace " + path + ": " + ec.message();
    }
    return {};
}

} // namespace cc::model::io
