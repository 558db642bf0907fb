// Writing design files: the JSON text of a design, its scenarios and the specs they use.
#include "model/io/DesignIo.h"
#include "model/io/DesignIoProposal.h"

#include "model/calibration/CalibrationJson.h"

#include <nlohmann/json.hpp>

#include <set>

namespace cc::model::io {

using ojson = nlohmann::ordered_json;

namespace {

ojson powerJson(const Power& p)
{
    return ojson{{"idleW", p.idleW}, {"typicalW", p.typicalW}, {"maxW", p.maxW}};
}

const char* coolingName(Cooling c)
{
    return c == Cooling::Liquid ? "liquid" : "air";
}

ojson templateJson(const ServerTemplate& t)
{
    ojson parts = ojson::array();
    for (const auto& p : t.parts)
        parts.push_back({{"ref", p.ref}, {"count", p.count}});
    ojson j{{"id", t.id},
            {"name", t.name},
            {"origin", t.origin},
            {"parts", parts},
            {"fabric",
             {{"type", fabricTypeName(t.fabric)}, {"ref", t.fabricRef}, {"count", t.fabricCount}}},
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
    ojson j{{"id", l.id},
            {"from", l.from},
            {"to", l.to},
            {"perReplica", l.perReplica},
            {"speedGbps", l.bitsPerS / 1e9},
            {"medium", l.mediumRef},
            {"rule", wiringRuleName(l.rule)},
            {"unitSize", l.unitSize}};
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

namespace {

/// The content of a design, in the same keys for the file's top level and for a scenario.
ojson designBody(const Design& d, const Catalog& catalog)
{
    ojson doc;
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
    for (const auto& id : std::set<std::string>(ids)) // entries that entries refer to
        if (const CatalogEntry* e = resolve(id); e && !e->optic.fibreRef.empty())
            ids.insert(e->optic.fibreRef);
    ojson specs = ojson::object();
    for (const auto& id : ids)
        if (const CatalogEntry* e = resolve(id); e && !e->rawJson.empty())
            specs[id] = ojson::parse(e->rawJson);
    doc["specs"] = specs;
    if (d.calibration) // written only when present, so other designs keep their exact bytes
        doc["calibration"] = calib::calibrationJson(*d.calibration);
    return doc;
}

} // namespace

std::string saveDesign(const Design& d, const Catalog& catalog)
{
    ojson doc;
    doc["schemaVersion"] = kSchemaVersion;
    doc["generator"] = kGenerator;
    doc.update(designBody(d, catalog));
    writeProposal(d.proposal, doc);
    // Written only when there are any, so designs without scenarios keep their exact bytes.
    // Each snapshot embeds its own specs: it evaluates the same after a catalog update too.
    if (!d.scenarios.empty()) {
        ojson arr = ojson::array();
        for (const auto& s : d.scenarios)
            arr.push_back({{"name", s.name}, {"design", designBody(*s.design, catalog)}});
        doc["scenarios"] = arr;
    }
    return doc.dump(2) + "\n";
}

} // namespace cc::model::io
