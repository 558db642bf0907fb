#include "model/analysis/Tiers.h"

namespace cc::model {

/// Switch tiers: the stored tier, else 1 for switches next to servers or storage, else one
/// above the lowest switch tier they connect to.
std::map<ObjectId, int> switchTiers(const Design& d)
{
    std::map<ObjectId, int> tier;
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Switch)
            tier[b.id] = b.tier;
    auto kindOf = [&](ObjectId id) {
        const Block* b = d.findBlock(id);
        return b ? b->kind : BlockKind::Server;
    };
    for (const auto& l : d.links) {
        for (auto [sw, other] : {std::pair{l.from, l.to}, std::pair{l.to, l.from}})
            if (kindOf(sw) == BlockKind::Switch && kindOf(other) != BlockKind::Switch &&
                tier[sw] == 0)
                tier[sw] = 1;
    }
    for (int pass = 0; pass < 4; ++pass)
        for (const auto& l : d.links)
            for (auto [sw, other] : {std::pair{l.from, l.to}, std::pair{l.to, l.from}})
                if (kindOf(sw) == BlockKind::Switch && kindOf(other) == BlockKind::Switch &&
                    tier[sw] == 0 && tier[other] > 0)
                    tier[sw] = tier[other] + 1;
    for (auto& [id, t] : tier)
        if (t == 0)
            t = 1; // an unconnected switch: show it as a leaf
    return tier;
}

} // namespace cc::model
