#pragma once
// Private helpers shared by the power, cooling, host and cost analyses (not part of the API).
#include "model/analysis/Inventory.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace cc::model::detail {

/// 1 W of heat = 3.412 BTU/h (NIST SP 811, 2008, Appendix B.8: 1 Btu_IT/h = 0.293 071 W).
constexpr double kBtuPerHPerW = 3.412;
/// Sensible-heat constant of sea-level air: Q[BTU/h] = 1.08 × CFM × ΔT[°F].
constexpr double kAirSensibleHeat = 1.08;

/// A number with thousands separators: fmtNum(34120) = "34,120", fmtNum(1170.1, 1) = "1,170.1".
inline std::string fmtNum(double v, int decimals = 0)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    const std::string_view s = buf;
    const size_t sign = s.starts_with('-') ? 1 : 0;
    const size_t intEnd = std::min(s.find('.'), s.size());
    std::string out(s.substr(0, sign));
    for (size_t i = sign; i < intEnd; ++i) {
        if (i > sign && (intEnd - i) % 3 == 0)
            out += ',';
        out += s[i];
    }
    out += s.substr(intEnd);
    return out;
}

/// Power in the unit a reader expects: "60 W", "40.9 kW", "1.42 MW".
inline std::string fmtPower(double w)
{
    if (std::abs(w) >= 1e6)
        return fmtNum(w / 1e6, 2) + " MW";
    if (std::abs(w) >= 1e3)
        return fmtNum(w / 1e3, 1) + " kW";
    return fmtNum(w) + " W";
}

/// "1 NIC", "4 NICs".
inline std::string countOf(std::int64_t n, const std::string& noun)
{
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
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
