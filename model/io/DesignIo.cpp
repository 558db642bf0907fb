// Reading design files: parse, migrate, build the design and its scenarios, check references;
// and the atomic file write.
#include "model/io/DesignIo.h"

#include "model/calibration/CalibrationJson.h"
#include "model/catalog/CatalogParse.h"
#include "model/io/DesignIoProposal.h"
#include "model/io/InputLimits.h"
#include "model/io/JsonSyntax.h"
#include "model/io/Migrations.h"
#include "model/util/JsonReader.h"

#include <set>

namespace cc::model::io {

namespace {

Cooling readCooling(const JsonReader& r)
{
    return r.oneOf("cooling", {"air", "liquid"}, false, "air") == "liquid" ? Cooling::Liquid
                                                                           : Cooling::Air;
}

namespace lim = limits;

/// Calls f for each element of the list `key`, which holds at most `max` elements.
template <class F>
void forEach(const JsonReader& top, const char* key, long long max, const char* what, F&& f)
{
    const auto* arr = top.raw(key);
    if (!arr)
        return;
    if (!arr->is_array()) {
        top.error(key, Message::of("DIAG_NOT_LIST"));
        return;
    }
    if (static_cast<long long>(arr->size()) > max) {
        top.error(key, Message{"DIAG_TOO_MANY_ENTRIES",
                               {arg::count(static_cast<long long>(arr->size())),
                                arg::msg(lim::boundMessage(max, what))}});
        return;
    }
    for (size_t i = 0; i < arr->size(); ++i)
        f(top.sub((*arr)[i], top.pathOf(key) + "[" + std::to_string(i) + "]"));
}

ObjectId readId(const JsonReader& r, std::set<ObjectId>& seen)
{
    const auto id = static_cast<ObjectId>(r.integer("id", true, 0, 1, 4294967295LL));
    if (id != kNoId && !seen.insert(id).second)
        r.error("id", Message{"DIAG_ID_USED", {arg::count(id)}});
    return id;
}

ServerTemplate readTemplate(const JsonReader& r, std::set<ObjectId>& ids)
{
    ServerTemplate t;
    t.id = readId(r, ids);
    t.name = r.str("name", true);
    t.origin = r.str("origin", false);
    forEach(r, "parts", lim::kMaxPartsPerServer, "parts per server", [&](const JsonReader& p) {
        t.parts.push_back({p.str("ref", true),
                           static_cast<int>(p.integer("count", true, 0, 1, lim::kMaxPartsPerServer,
                                                      "parts per server"))});
    });
    const JsonReader f = r.child("fabric");
    t.fabric = *fabricTypeFromName(
        f.oneOf("type", {"nvswitch", "mesh", "pcie", "nvlink-bridge"}, false, "pcie"));
    t.fabricRef = f.str("ref", false);
    t.fabricCount = static_cast<int>(f.integer("count", false, 0, 0, lim::kMaxPorts, "ports"));
    t.pcieGen = static_cast<int>(r.integer("pcieGen", false, 4, 1, 100));
    t.rackUnits =
        static_cast<int>(r.integer("rackUnits", false, 2, 0, lim::kMaxRackUnits, "rack units"));
    t.railOptimized = r.boolean("railOptimized", false);
    t.computeNics = static_cast<int>(
        r.integer("computeNics", false, -1, -1, lim::kMaxPartsPerServer, "parts per server"));
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
    b.kind = kind == "switch"    ? BlockKind::Switch
             : kind == "storage" ? BlockKind::Storage
                                 : BlockKind::Server;
    b.name = r.str("name", false);
    if (b.kind == BlockKind::Server)
        b.templateId = static_cast<ObjectId>(r.integer("template", true, 0, 1, 4294967295LL));
    else
        b.ref = r.str("ref", true);
    b.replicas = r.integer("replicas", false, 1, 1, lim::kMaxReplicas, "replicas per group");
    b.tier = static_cast<int>(r.integer("tier", false, 0));
    if (b.tier > 3)
        r.error("tier", Message::of("DIAG_BAD_TIER"));
    b.x = r.num("x", false, 0, -1e300);
    b.y = r.num("y", false, 0, -1e300);
    return b;
}

Link readLink(const JsonReader& r, std::set<ObjectId>& ids)
{
    Link l;
    l.id = readId(r, ids);
    l.from = static_cast<ObjectId>(r.integer("from", true, 0, 1, 4294967295LL));
    l.to = static_cast<ObjectId>(r.integer("to", true, 0, 1, 4294967295LL));
    l.perReplica = r.integer("perReplica", true, 1, 1, lim::kMaxPerReplica, "links per replica");
    l.bitsPerS = r.num("speedGbps", true, 0, 0, true) * 1e9;
    l.mediumRef = r.str("medium", false);
    l.rule = *wiringRuleFromName(r.oneOf("rule", {"spread", "rail", "torus"}, false, "spread"));
    l.unitSize = static_cast<int>(
        r.integer("unitSize", false, 0, 0, lim::kMaxReplicas, "replicas per group"));
    if (const auto* dims = r.raw("torusDims")) {
        bool ok = dims->is_array() && !dims->empty() &&
                  static_cast<long long>(dims->size()) <= lim::kMaxTorusDims;
        long long product = 1;
        if (ok)
            for (const auto& x : *dims) {
                ok = ok && x.is_number_integer() && x.get<long long>() >= 1 &&
                     x.get<long long>() <= lim::kMaxReplicas;
                product = ok ? product * x.get<long long>() : product;
                ok = ok && product <= lim::kMaxReplicas;
            }
        if (ok)
            l.torusDims = dims->get<std::vector<int>>();
        else
            r.error(
                "torusDims",
                Message{"DIAG_BAD_TORUS_DIMS",
                        {arg::msg(lim::boundMessage(lim::kMaxReplicas, "replicas per group"))}});
    }
    return l;
}

RackGroup readRack(const JsonReader& r, std::set<ObjectId>& ids)
{
    RackGroup g;
    g.id = readId(r, ids);
    g.name = r.str("name", false);
    g.ref = r.str("ref", false);
    g.count = r.integer("count", false, 1, 1, lim::kMaxRacks, "racks per rack group");
    g.rackUnits =
        static_cast<int>(r.integer("rackUnits", false, 42, 1, lim::kMaxRackUnits, "rack units"));
    g.powerLimitW = r.num("powerLimitW", true, 0, 0, true);
    g.cooling = readCooling(r);
    forEach(r, "contents", lim::kMaxRackContents, "contents per rack group",
            [&](const JsonReader& s) {
                g.contents.push_back(
                    {static_cast<ObjectId>(s.integer("block", true, 0, 1, 4294967295LL)),
                     s.integer("perRack", true, 1, 1, lim::kMaxPerRack, "replicas per rack")});
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
        r.error("outletC", Message::of("DIAG_OUTLET_NOT_WARMER"));
    f.airLimitW = r.num("airLimitW", false, f.airLimitW, 0, true);
    f.containedAirLimitW = r.num("containedAirLimitW", false, f.containedAirLimitW, 0, true);
    f.cduRef = r.str("cdu", false);
    f.powerUtilisation = r.num("powerUtilisation", false, f.powerUtilisation, 0, true);
    if (f.powerUtilisation > 1)
        r.error("powerUtilisation", Message::of("DIAG_NOT_FRACTION"));
    return f;
}

/// Cross-object checks: every reference points to an object of the right kind.
void checkReferences(const Design& d, const JsonReader& top)
{
    for (size_t i = 0; i < d.blocks.size(); ++i) {
        const auto& b = d.blocks[i];
        if (b.kind == BlockKind::Server && !d.findTemplate(b.templateId))
            top.error("blocks[" + std::to_string(i) + "].template",
                      Message{"DIAG_NO_TEMPLATE", {arg::count(b.templateId)}});
    }
    for (size_t i = 0; i < d.links.size(); ++i) {
        const auto& l = d.links[i];
        const std::string p = "links[" + std::to_string(i) + "]";
        if (!d.findBlock(l.from))
            top.error(p + ".from", Message{"DIAG_NO_GROUP", {arg::count(l.from)}});
        if (!d.findBlock(l.to))
            top.error(p + ".to", Message{"DIAG_NO_GROUP", {arg::count(l.to)}});
    }
    for (size_t i = 0; i < d.racks.size(); ++i)
        for (size_t k = 0; k < d.racks[i].contents.size(); ++k)
            if (!d.findBlock(d.racks[i].contents[k].block))
                top.error("racks[" + std::to_string(i) + "].contents[" + std::to_string(k) +
                              "].block",
                          Message{"DIAG_NO_GROUP", {arg::count(d.racks[i].contents[k].block)}});
}

} // namespace

namespace {

/// Reads the content keys of a design: the file's top level, or a scenario's `design`. Problems
/// go to `r`'s sink with paths below `r`'s own (e.g. scenarios[2].design.blocks[0].replicas).
Design readDesignBody(const JsonReader& r, const std::string& fileLabel)
{
    Design d;
    std::set<ObjectId> ids;
    d.name = r.str("name", false, d.name);
    d.description = r.str("description", false);
    if (r.has("facility"))
        d.facility = readFacility(r.child("facility"));
    forEach(r, "templates", lim::kMaxTemplates, "server templates",
            [&](const JsonReader& x) { d.templates.push_back(readTemplate(x, ids)); });
    forEach(r, "blocks", lim::kMaxGroups, "groups",
            [&](const JsonReader& x) { d.blocks.push_back(readBlock(x, ids)); });
    forEach(r, "links", lim::kMaxLinks, "links",
            [&](const JsonReader& x) { d.links.push_back(readLink(x, ids)); });
    forEach(r, "racks", lim::kMaxRackGroups, "rack groups",
            [&](const JsonReader& x) { d.racks.push_back(readRack(x, ids)); });
    if (const auto* w = r.raw("workloads")) {
        if (!w->is_array())
            r.error("workloads", Message::of("DIAG_NOT_WORKLOAD_LIST"));
        else if (static_cast<long long>(w->size()) > lim::kMaxWorkloads)
            r.error(
                "workloads",
                Message{"DIAG_TOO_MANY_ENTRIES",
                        {arg::count(static_cast<long long>(w->size())),
                         arg::msg(lim::boundMessage(lim::kMaxWorkloads, "workloads per design"))}});
        else
            for (size_t i = 0; i < w->size(); ++i) {
                if ((*w)[i].is_object())
                    d.workloads.push_back((*w)[i].dump());
                else
                    r.error("workloads[" + std::to_string(i) + "]", Message::of("DIAG_NOT_OBJECT"));
            }
    }
    if (const auto* specs = r.raw("specs")) {
        if (!specs->is_object()) {
            r.error("specs", Message::of("DIAG_SPECS_NOT_OBJECT"));
        } else if (static_cast<long long>(specs->size()) > lim::kMaxSpecs) {
            r.error("specs",
                    Message{"DIAG_TOO_MANY_ENTRIES",
                            {arg::count(static_cast<long long>(specs->size())),
                             arg::msg(lim::boundMessage(lim::kMaxSpecs, "specs per file"))}});
        } else {
            for (const auto& [id, entry] : specs->items()) {
                const JsonReader er = r.sub(entry, r.pathOf("specs") + "." + id);
                if (auto e = parseCatalogEntry(er)) {
                    if (e->id != id)
                        er.error("id", Message{"DIAG_ID_NOT_KEY", {arg::name(id)}});
                    e->origin = fileLabel;
                    e->rawJson = entry.dump();
                    d.pinned.add(std::move(*e));
                }
            }
        }
    }
    if (r.has("calibration"))
        d.calibration = calib::readCalibration(r.child("calibration"));
    if (!r.failed())
        checkReferences(d, r);
    if (!r.failed())
        lim::checkDesignBounds(d, fileLabel, r.path(), r.sink());
    for (ObjectId id : ids)
        d.noteId(id);
    return d;
}

void readScenarios(const JsonReader& top, const std::string& fileLabel, Design& d)
{
    const auto* arr = top.raw("scenarios");
    if (!arr)
        return;
    if (!arr->is_array()) {
        top.error("scenarios", Message::of("DIAG_NOT_SCENARIO_LIST"));
        return;
    }
    for (size_t i = 0; i < arr->size(); ++i) {
        const std::string path = top.pathOf("scenarios") + "[" + std::to_string(i) + "]";
        const JsonReader s = top.sub((*arr)[i], path);
        if (i >= static_cast<size_t>(kMaxScenarios)) {
            s.error("", Message{"DIAG_TOO_MANY_SCENARIOS",
                                {arg::count(kMaxScenarios),
                                 arg::count(static_cast<long long>(arr->size()))}});
            return;
        }
        if (!s.isObject()) {
            s.error("", Message::of("DIAG_SCENARIO_NOT_OBJECT"));
            continue;
        }
        const std::string name = s.str("name", true);
        if (s.has("name") && name.empty())
            s.error("name", Message::of("DIAG_EMPTY"));
        for (size_t k = 0; k < d.scenarios.size(); ++k)
            if (!name.empty() && d.scenarios[k].name == name)
                s.error("name", Message{"DIAG_SCENARIO_NAME_TAKEN",
                                        {arg::name(name), arg::count(static_cast<long long>(k))}});
        if (!s.has("design")) {
            s.error("design", Message::of("DIAG_SCENARIO_NO_DESIGN"));
            continue;
        }
        const JsonReader body = s.child("design");
        if (body.has("scenarios"))
            body.error("scenarios", Message::of("DIAG_NESTED_SCENARIOS"));
        d.scenarios.push_back(
            {name, std::make_shared<const Design>(readDesignBody(body, fileLabel))});
    }
}

} // namespace

Design loadDesign(std::string_view text, const std::string& fileLabel)
{
    if (auto problem = limits::checkJsonText(text, fileLabel))
        throw FormatError(*problem);
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        // parse_error, and out_of_range for a number such as 1e400.
        throw FormatError(io::notJson(e, text, fileLabel));
    }
    upgrade(doc, kSchemaVersion, migrations(), fileLabel);

    std::vector<Diagnostic> diags;
    const JsonReader top(doc, "", diags, fileLabel);
    try {
        Design d = readDesignBody(top, fileLabel);
        d.proposal = readProposal(top); // the file's, not a scenario's: the cover of its PDF
        readScenarios(top, fileLabel, d);
        if (diags.empty())
            return d;
    } catch (const nlohmann::json::exception& e) {
        // A conversion the readers did not foresee: still a message, never an abort.
        diags.push_back({fileLabel, "", Message{"DIAG_CANNOT_READ_DESIGN", {arg::name(e.what())}}});
    }
    throw FormatError(std::move(diags));
}

Design loadDesignFile(const std::string& path)
{
    return loadDesign(limits::readInputFile(path), path);
}

} // namespace cc::model::io
