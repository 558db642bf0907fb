// Cable-by-cable expansion of the design's link bundles. Each bundle's wiring rule fixes which
// member and which port each cable reaches (the same rules the network analysis counts):
// - spread: cable k of the bundle (k = member × perReplica + j) goes to far member k mod R and
//   takes that member's next free port, so the far members are loaded evenly;
// - rail: NIC j of server s of unit u goes to leaf j of that unit (NVIDIA DGX SuperPOD reference
//   architecture, rail-optimised wiring), leaves of a rail filled in server order;
// - a self-link (torus, ring): member r to its +1 neighbour in each dimension in turn.
// Ports are numbered per device in link order; a switch port faster than the link is split into
// lanes (breakout) up to the switch's maxBreakout, as the analysis counts ports.
#include "model/cabling/CablingPlan.h"

#include "model/analysis/Inventory.h"

#include "model/design/SpecResolver.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cc::model::cabling {

namespace {

/// Part of a group mounted in one rack row.
struct Placement {
    ObjectId row = kNoId;
    std::string rowName;
    std::int64_t first = 0, count = 0, perRack = 1;
    int uStart = 1;
    int unitU = 1;
};

/// A port range one bundle takes on each member of a group.
struct EndPorts {
    int offset = 0; ///< physical ports before this bundle's
    int ways = 1;   ///< lanes per physical port
};

struct GroupInfo {
    const Block* block = nullptr;
    std::vector<Placement> places;
    int digits = 1;
    bool isSwitch = false;
    const SwitchSpec* sw = nullptr;
    int nextPort = 0;
};

struct Location {
    std::string rack = "unplaced";
    int u = 0;
    ObjectId row = kNoId;
    std::int64_t rackIndex = -1;
};

int unitHeight(const Block& b, const Design& d, const SpecResolver& specs)
{
    if (b.kind == BlockKind::Server) {
        const ServerTemplate* t = d.findTemplate(b.templateId);
        return t ? std::max(t->rackUnits, 1) : 1;
    }
    const CatalogEntry* e = specs.find(b.ref);
    if (!e)
        return 1;
    return std::max(1, b.kind == BlockKind::Switch ? e->sw.rackUnits : e->storage.rackUnits);
}

std::string padded(std::int64_t n, int digits)
{
    std::string s = std::to_string(n);
    return std::string(size_t(std::max(0, digits - int(s.size()))), '0') + s;
}

Location locate(const GroupInfo& g, std::int64_t r)
{
    Location at;
    for (const Placement& p : g.places) {
        if (r < p.first || r >= p.first + p.count)
            continue;
        const std::int64_t idx = r - p.first;
        at.rackIndex = idx / p.perRack;
        at.row = p.row;
        at.rack = p.rowName + "-" + padded(at.rackIndex + 1, 2);
        at.u = p.uStart + int(idx % p.perRack) * p.unitU;
        return at;
    }
    return at;
}

std::string lengthClass(const Location& a, const Location& b)
{
    if (a.rackIndex < 0 || b.rackIndex < 0)
        return "unplaced";
    if (a.row != b.row)
        return "another rack row";
    const std::int64_t gap =
        a.rackIndex > b.rackIndex ? a.rackIndex - b.rackIndex : b.rackIndex - a.rackIndex;
    return gap == 0 ? "in rack" : gap == 1 ? "adjacent rack" : "same row";
}

/// The whole design's groups, placements and per-bundle port ranges, O(groups + links).
class Plan {
public:
    Plan(const Design& d, const Catalog& c) : m_d(d), m_specs(d, c)
    {
        for (const Block& b : d.blocks) {
            GroupInfo& g = m_groups[b.id];
            g.block = &b;
            g.digits = int(std::to_string(b.replicas).size());
            g.isSwitch = b.kind == BlockKind::Switch;
            if (const CatalogEntry* e = g.isSwitch ? m_specs.find(b.ref) : nullptr;
                e && e->kind == Kind::Switch)
                g.sw = &e->sw;
        }
        placeRacks();
        assignPorts();
    }

    std::int64_t run(const std::function<bool(const CableRow&)>& emit)
    {
        m_emit = &emit;
        for (const Block& b : m_d.blocks)
            for (std::int64_t r = 0; r < b.replicas; ++r)
                for (const Link& l : m_d.links)
                    if (l.from == b.id && m_groups.count(l.to) && !cablesOf(l, r))
                        return m_count;
        return m_count;
    }

private:
    void placeRacks()
    {
        std::map<ObjectId, std::int64_t> placed;
        for (const RackGroup& rg : m_d.racks) {
            int used = 0;
            for (const RackSlot& s : rg.contents) {
                auto it = m_groups.find(s.block);
                if (it == m_groups.end())
                    continue;
                Placement p;
                p.row = rg.id;
                p.rowName = rg.name.empty() ? "rack" : rg.name;
                p.first = placed[s.block];
                p.perRack = std::max<std::int64_t>(s.perRack, 1);
                p.count = rg.count * p.perRack;
                p.unitU = unitHeight(*it->second.block, m_d, m_specs);
                p.uStart = used + 1;
                used += int(p.perRack) * p.unitU;
                placed[s.block] += p.count;
                it->second.places.push_back(p);
            }
        }
    }

    int waysAt(const GroupInfo& g, double linkBits) const
    {
        if (!g.sw || linkBits <= 0 || linkBits >= g.sw->portBitsPerS)
            return 1;
        const double ways = std::floor(g.sw->portBitsPerS / linkBits + 1e-9);
        return int(std::clamp(ways, 1.0, double(std::max(g.sw->maxBreakout, 1))));
    }

    std::int64_t lanesAt(const Link& l, bool fromEnd) const
    {
        const Block& from = *m_groups.at(l.from).block;
        if (fromEnd || l.from == l.to)
            return l.perReplica;
        const std::int64_t total = from.replicas * l.perReplica;
        const std::int64_t far = std::max<std::int64_t>(m_groups.at(l.to).block->replicas, 1);
        return (total + far - 1) / far;
    }

    void assignPorts()
    {
        for (const Link& l : m_d.links) {
            if (!m_groups.count(l.from) || !m_groups.count(l.to))
                continue;
            for (bool fromEnd : {true, false}) {
                if (!fromEnd && l.from == l.to)
                    break;
                GroupInfo& g = m_groups[fromEnd ? l.from : l.to];
                EndPorts e;
                e.ways = waysAt(g, l.bitsPerS);
                e.offset = g.nextPort;
                const std::int64_t lanes = lanesAt(l, fromEnd);
                g.nextPort += int((lanes + e.ways - 1) / e.ways);
                m_ports[{l.id, fromEnd}] = e;
            }
        }
    }

    CableEnd end(const GroupInfo& g, std::int64_t r, const EndPorts& p, std::int64_t lane,
                 Location& at) const
    {
        CableEnd e;
        e.block = g.block->id;
        e.replica = r;
        e.device = g.block->name + "-" + padded(r + 1, g.digits);
        at = locate(g, r);
        e.rack = at.rack;
        e.u = at.u;
        e.port = p.offset + int(lane / p.ways) + 1;
        e.lane = p.ways > 1 ? int(lane % p.ways) + 1 : 0;
        e.isSwitch = g.isSwitch;
        return e;
    }

    bool emit(const Link& l, std::int64_t r, std::int64_t nearLane, std::int64_t far,
              std::int64_t farLane)
    {
        const GroupInfo& a = m_groups.at(l.from);
        const GroupInfo& b = m_groups.at(l.to);
        CableRow row;
        row.number = ++m_count;
        row.link = l.id;
        Location la, lb;
        row.a = end(a, r, m_ports.at({l.id, true}), nearLane, la);
        row.b = end(b, far, m_ports.at({l.id, l.from != l.to ? false : true}), farLane, lb);
        row.bitsPerS = l.bitsPerS;
        medium(l, row);
        row.lengthClass = lengthClass(la, lb);
        return (*m_emit)(row);
    }

    void medium(const Link& l, CableRow& row) const
    {
        const CatalogEntry* e = m_specs.find(l.mediumRef);
        if (!e || e->kind != Kind::Optic) {
            row.cable = "type not chosen";
            row.medium = "unspecified";
            return;
        }
        row.cable = e->name;
        row.medium = e->optic.medium;
        row.reachM = e->optic.reachM;
    }

    /// The cables of bundle `l` that leave member `r` of its from-group.
    bool cablesOf(const Link& l, std::int64_t r)
    {
        const std::int64_t R = m_groups.at(l.from).block->replicas;
        const std::int64_t p = l.perReplica;
        if (l.from == l.to) {
            // k = m·R + r for m < p/2: the +1 neighbour in dimension m mod dims.
            const std::int64_t total = R * p / 2;
            for (std::int64_t m = 0; m * R + r < total; ++m)
                if (!emit(l, r, m, neighbour(l, r, m), p / 2 + m))
                    return false;
            return true;
        }
        const std::int64_t far = m_groups.at(l.to).block->replicas;
        for (std::int64_t j = 0; j < p; ++j) {
            std::int64_t to = 0, lane = 0;
            if (!(l.rule == WiringRule::Rail && rail(l, r, j, to, lane))) {
                const std::int64_t k = r * p + j;
                to = k % far;
                lane = k / far;
            }
            if (!emit(l, r, j, to, lane))
                return false;
        }
        return true;
    }

    std::int64_t neighbour(const Link& l, std::int64_t r, std::int64_t m) const
    {
        const std::int64_t R = m_groups.at(l.from).block->replicas;
        if (l.torusDims.empty())
            return (r + 1 + m) % std::max<std::int64_t>(R, 1);
        const size_t dim = size_t(m) % l.torusDims.size();
        std::int64_t stride = 1;
        for (size_t i = 0; i < dim; ++i)
            stride *= l.torusDims[i];
        const std::int64_t size = l.torusDims[dim];
        const std::int64_t coord = (r / stride) % size;
        return r - coord * stride + ((coord + 1) % size) * stride;
    }

    /// Rail wiring; false when the far group does not divide into units × rails.
    bool rail(const Link& l, std::int64_t s, std::int64_t j, std::int64_t& to,
              std::int64_t& lane) const
    {
        const std::int64_t R = m_groups.at(l.from).block->replicas;
        const std::int64_t far = m_groups.at(l.to).block->replicas;
        const std::int64_t unit = l.unitSize > 0 ? std::min<std::int64_t>(l.unitSize, R) : R;
        const std::int64_t units = (R + unit - 1) / unit;
        if (far % units != 0 || (far / units) % l.perReplica != 0)
            return false;
        const std::int64_t perUnit = far / units, perRail = perUnit / l.perReplica;
        const std::int64_t perLeaf = (unit + perRail - 1) / perRail;
        const std::int64_t pos = s % unit;
        to = (s / unit) * perUnit + j * perRail + pos / perLeaf;
        lane = pos % perLeaf;
        return true;
    }

    const Design& m_d;
    SpecResolver m_specs;
    std::map<ObjectId, GroupInfo> m_groups;
    std::map<std::pair<ObjectId, bool>, EndPorts> m_ports;
    const std::function<bool(const CableRow&)>* m_emit = nullptr;
    std::int64_t m_count = 0;
};

} // namespace

std::int64_t forEachCable(const Design& d, const Catalog& catalog,
                          const std::function<bool(const CableRow&)>& row)
{
    // A design past the input contract (built in memory; the loader refuses such files) has no
    // plan: its cable counts could overflow and would not finish streaming (issue 13).
    if (designBoundProblem(d))
        return 0;
    Plan plan(d, catalog);
    return plan.run(row);
}

} // namespace cc::model::cabling
