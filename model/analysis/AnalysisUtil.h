#pragma once
// Private helpers shared by the power, cooling, host and cost analyses (not part of the API).
#include "model/analysis/Inventory.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

namespace cc::model::detail {

/// 1 W of heat = 3.412 BTU/h (formulas.md, "Power and cooling").
constexpr double kBtuPerHPerW = 3.412;
/// Sensible-heat constant of sea-level air: Q[BTU/h] = 1.08 × CFM × ΔT[°F].
constexpr double kAirSensibleHeat = 1.08;

/// A number with thousands separators: fmtNum(34120) = "34,120", fmtNum(1170.1, 1) = "1,170.1".
inline std::string fmtNum(double v, int decimals = 0)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    std::string s = buf;
    const size_t start = (s[0] == '-') ? 1 : 0;
    size_t end = s.find('.');
    if (end == std::string::npos)
        end = s.size();
    for (size_t i = end; i > start + 3; i -= 3)
        s.insert(i - 3, ",");
    return s;
}

inline std::string fmtKw(double w)
{
    return fmtNum(w / 1000.0, 1) + " kW";
}

inline Power scaledPower(const Power& p, double n)
{
    return {p.idleW * n, p.typicalW * n, p.maxW * n};
}

inline void addPower(Power& a, const Power& b)
{
    a.idleW += b.idleW;
    a.typicalW += b.typicalW;
    a.maxW += b.maxW;
}

/// Server templates that at least one block uses, in template order, with total replicas.
struct TemplateUse {
    const TemplateInfo* info = nullptr;
    std::int64_t replicas = 0;
    std::vector<ObjectId> blocks;
};

inline std::vector<TemplateUse> templatesInUse(const Design& d, const Inventory& inv)
{
    std::vector<TemplateUse> out;
    for (const auto& t : d.templates) {
        const auto it = inv.templates.find(t.id);
        if (it == inv.templates.end())
            continue;
        TemplateUse use{&it->second, 0, {}};
        for (const auto& b : d.blocks) {
            if (b.kind == BlockKind::Server && b.templateId == t.id) {
                use.replicas += b.replicas;
                use.blocks.push_back(b.id);
            }
        }
        if (!use.blocks.empty())
            out.push_back(std::move(use));
    }
    return out;
}

/// What one replica of a block draws, occupies and how it is cooled.
struct BlockUnit {
    bool known = false;
    Power power;
    int rackUnits = 0;
    Cooling cooling = Cooling::Air;
    const CatalogEntry* entry = nullptr; ///< switches and storage
};

inline BlockUnit blockUnit(const SpecResolver& specs, const Inventory& inv, const Block& b)
{
    BlockUnit u;
    if (b.kind == BlockKind::Server) {
        const auto it = inv.templates.find(b.templateId);
        if (it == inv.templates.end() || !it->second.tmpl)
            return u;
        u.known = true;
        u.power = it->second.power;
        u.rackUnits = it->second.tmpl->rackUnits;
        u.cooling = it->second.tmpl->cooling;
        return u;
    }
    const CatalogEntry* e = specs.find(b.ref);
    const Kind want = b.kind == BlockKind::Switch ? Kind::Switch : Kind::Storage;
    if (!e || e->kind != want)
        return u;
    u.known = true;
    u.entry = e;
    u.power = e->power;
    u.rackUnits = want == Kind::Switch ? e->sw.rackUnits : e->storage.rackUnits;
    u.cooling = want == Kind::Switch ? e->sw.cooling : Cooling::Air;
    return u;
}

/// The aggregate read bandwidth of the shared storage: each system is limited by its disks or
/// by its network ports, whichever is lower.
inline double storageReadBytesPerS(const SpecResolver& specs, const Design& d)
{
    double total = 0;
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Storage)
            continue;
        const CatalogEntry* e = specs.find(b.ref);
        if (!e || e->kind != Kind::Storage)
            continue;
        double per = e->storage.readBytesPerS;
        if (e->storage.nics > 0 && e->storage.nicBitsPerS > 0)
            per = std::min(per, e->storage.nics * e->storage.nicBitsPerS / 8.0);
        total += per * static_cast<double>(b.replicas);
    }
    return total;
}

} // namespace cc::model::detail
