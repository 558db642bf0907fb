#pragma once
// Helpers of the topology generator tests (tst_topology.cpp, tst_topology_checks.cpp): generator
// options, block and link lookup, and the port-budget and rack checks every generated design
// must pass.
#include "TestUtil.h"

#include "model/analysis/Inventory.h"
#include "model/topology/Generators.h"

#include <QByteArray>
#include <QtTest/QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>

namespace cc::test::topology {

using namespace cc::model;
using namespace cc::model::topology;

inline GeneratorOptions options(const QByteArray& kind, const QByteArray& server,
                                std::int64_t nodes, const QByteArray& sw = {},
                                double oversubscription = 1.0)
{
    GeneratorOptions o;
    o.kind = kind.toStdString();
    o.serverRef = server.toStdString();
    o.nodes = nodes;
    o.switchRef = sw.toStdString();
    o.oversubscription = oversubscription;
    return o;
}

inline const Block* switchTier(const Design& d, int tier)
{
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Switch && b.tier == tier)
            return &b;
    return nullptr;
}

inline const Block* firstOfKind(const Design& d, BlockKind k)
{
    for (const auto& b : d.blocks)
        if (b.kind == k)
            return &b;
    return nullptr;
}

inline std::int64_t replicasAtTier(const Design& d, int tier)
{
    const Block* b = switchTier(d, tier);
    return b ? b->replicas : 0;
}

inline const Link* linkBetween(const Design& d, const Block* from, const Block* to)
{
    if (!from || !to)
        return nullptr;
    for (const auto& l : d.links)
        if (l.from == from->id && l.to == to->id)
            return &l;
    return nullptr;
}

/// Physical switch ports one link of `bitsPerS` takes: slower links share a port by breakout.
inline double portShare(const CatalogEntry& sw, double bitsPerS)
{
    if (bitsPerS >= sw.sw.portBitsPerS)
        return 1.0;
    const int split =
        std::min(sw.sw.maxBreakout, static_cast<int>(std::floor(sw.sw.portBitsPerS / bitsPerS)));
    return 1.0 / std::max(split, 1);
}

/// Empty when every switch replica has enough ports for the links landing on and leaving it.
inline std::string portBudgetProblem(const Design& d, const Catalog& c)
{
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Switch)
            continue;
        const CatalogEntry* sw = c.find(b.ref);
        if (!sw)
            return "switch block '" + b.name + "' has unknown ref '" + b.ref + "'";
        double used = 0; // physical ports per replica
        for (const auto& l : d.links) {
            if (l.to == b.id) {
                const Block* from = d.findBlock(l.from);
                used += double(from->replicas) * double(l.perReplica) / double(b.replicas) *
                        portShare(*sw, l.bitsPerS);
            }
            if (l.from == b.id)
                used += double(l.perReplica) * portShare(*sw, l.bitsPerS);
        }
        if (used > sw->sw.ports + 1e-9)
            return "'" + b.name + "' uses " + std::to_string(used) + " of " +
                   std::to_string(sw->sw.ports) + " ports";
    }
    return {};
}

inline double serverMaxW(const Design& d, const Catalog& c, ObjectId templateId)
{
    std::vector<Finding> f;
    const Inventory inv = buildInventory(SpecResolver(d, c), f);
    return inv.templates.at(templateId).power.maxW;
}

/// Empty when every block is placed exactly once and no rack exceeds its power or height.
inline std::string rackProblem(const Design& d, const Catalog& c)
{
    std::map<ObjectId, std::int64_t> placed;
    for (const auto& r : d.racks) {
        double watts = 0;
        int units = 0;
        for (const auto& s : r.contents) {
            placed[s.block] += r.count * s.perRack;
            const Block* b = d.findBlock(s.block);
            if (!b)
                return "rack '" + r.name + "' holds an unknown block";
            if (b->kind == BlockKind::Server) {
                const ServerTemplate* t = d.findTemplate(b->templateId);
                watts += s.perRack * serverMaxW(d, c, b->templateId);
                units += int(s.perRack) * t->rackUnits;
                if (t->cooling == Cooling::Liquid && r.cooling != Cooling::Liquid)
                    return "liquid-cooled '" + b->name + "' in an air rack";
            } else {
                const CatalogEntry* e = c.find(b->ref);
                watts += s.perRack * e->power.maxW;
                units +=
                    int(s.perRack) *
                    std::max(b->kind == BlockKind::Switch ? e->sw.rackUnits : e->storage.rackUnits,
                             1);
            }
        }
        if (watts > r.powerLimitW + 1e-6)
            return "rack '" + r.name + "' draws " + std::to_string(watts) + " W over its " +
                   std::to_string(r.powerLimitW);
        if (units > r.rackUnits)
            return "rack '" + r.name + "' holds " + std::to_string(units) + " U in " +
                   std::to_string(r.rackUnits);
    }
    for (const auto& b : d.blocks) {
        const ServerTemplate* t =
            b.kind == BlockKind::Server ? d.findTemplate(b.templateId) : nullptr;
        const std::int64_t expected =
            t && t->rackUnits == 0 ? 0 : b.replicas; // desk-side: unracked
        if (placed[b.id] != expected)
            return "'" + b.name + "': " + std::to_string(placed[b.id]) + " of " +
                   std::to_string(expected) + " placed";
    }
    return {};
}

} // namespace cc::test::topology

/// Generates into `d`; an unexpected exception fails the test function instead of the run.
#define GENERATE_OR_FAIL(d, opts)                                                                  \
    Design d;                                                                                      \
    try {                                                                                          \
        d = generate(opts, c);                                                                     \
    } catch (const std::exception& e) {                                                            \
        QFAIL(e.what());                                                                           \
    }
