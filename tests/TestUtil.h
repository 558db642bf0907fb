#pragma once
// Shared helpers for the Qt Test executables.
#include "model/catalog/Catalog.h"

#include <QtTest/QtTest>

#include <string>
#include <vector>

namespace cc::test {

/// The bundled catalog; fails the test when any file has a problem.
inline const cc::model::Catalog& bundledCatalog()
{
    static const cc::model::Catalog cat = [] {
        cc::model::Catalog c;
        const auto diags = c.loadDirectory(CC_CATALOG_DIR);
        for (const auto& d : diags)
            qWarning("catalog: %s", d.text().c_str());
        if (!diags.empty())
            qFatal("the bundled catalog has problems");
        return c;
    }();
    return cat;
}

/// A catalog built from JSON entry texts; fails the test when any entry has a problem.
inline cc::model::Catalog catalogFromEntries(const std::vector<std::string>& entries)
{
    cc::model::Catalog c;
    std::string json = R"({"catalogVersion": 1, "entries": [)";
    for (const auto& e : entries)
        json += (json.back() == '[' ? "" : ",") + e;
    const auto diags = c.loadText(json + "]}", "test catalog");
    for (const auto& d : diags)
        qWarning("%s", d.text().c_str());
    if (!diags.empty())
        qFatal("the test catalog has problems");
    return c;
}

inline std::string dataPath(const char* name)
{
    return std::string(CC_TEST_DATA) + "/" + name;
}

} // namespace cc::test

#include "model/design/Design.h"

namespace cc::test {

/// A template copied by hand from a catalog server (independent of the generators under test).
inline cc::model::ServerTemplate templateOf(const cc::model::CatalogEntry& e,
                                            cc::model::ObjectId id)
{
    cc::model::ServerTemplate t;
    t.id = id;
    t.name = e.name;
    t.origin = e.id;
    t.parts = e.server.parts;
    t.fabric = e.server.fabric;
    t.fabricRef = e.server.fabricRef;
    t.fabricCount = e.server.fabricCount;
    t.pcieGen = e.server.pcieGen;
    t.rackUnits = e.server.rackUnits;
    t.railOptimized = e.server.railOptimized;
    t.computeNics = e.server.computeNics;
    t.chassisPower = e.server.chassisPower;
    t.maxPowerW = e.server.maxPowerW;
    t.cooling = e.server.cooling;
    t.priceUsd = e.priceUsd;
    return t;
}

/// 16 DGX H100 on 8 leaf QM9700 (8 NICs each, one link per leaf = rail), 4 spines, 1 rack row.
/// Hand-checkable: 128 server links down, leaf 8 × 16 up = 128 up, non-blocking.
inline cc::model::Design smallCluster()
{
    using namespace cc::model;
    const Catalog& c = bundledCatalog();
    Design d;
    d.name = "Small test cluster";
    ServerTemplate t = templateOf(*c.find("dgx-h100"), 1);
    d.templates.push_back(t);
    d.blocks.push_back({2, BlockKind::Server, "DGX H100", 1, "", 16, 0, 0, 400});
    d.blocks.push_back({3, BlockKind::Switch, "Leaf", kNoId, "qm9700", 8, 1, 0, 200});
    d.blocks.push_back({4, BlockKind::Switch, "Spine", kNoId, "qm9700", 4, 2, 0, 0});
    d.links.push_back({5, 2, 3, 8, 400e9, "xcvr-400g-osfp-sr4", WiringRule::Rail, 16, {}});
    d.links.push_back({6, 3, 4, 16, 400e9, "xcvr-400g-osfp-dr4", WiringRule::Spread, 0, {}});
    RackGroup r;
    r.id = 7;
    r.name = "Compute rack";
    r.ref = "rack-48u-air-40kw";
    r.count = 4;
    r.rackUnits = 48;
    r.powerLimitW = 40000;
    r.contents = {{2, 4}};
    d.racks.push_back(r);
    for (ObjectId id = 1; id <= 7; ++id)
        d.noteId(id);
    return d;
}

} // namespace cc::test
