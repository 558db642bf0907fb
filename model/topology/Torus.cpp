// Switchless 2-D / 3-D torus: every server links to its two neighbours in each dimension.
#include "model/topology/GeneratorUtil.h"

#include "model/io/InputLimits.h"

#include <algorithm>

namespace cc::model::topology::detail {

namespace {

/// The most cubic a x b x c = n (smallest largest side); sides of 1 are dropped, so a prime n
/// becomes a ring and p x q a 2-D torus.
std::vector<int> nearCubic(std::int64_t n)
{
    std::int64_t bestA = 1, bestB = 1, bestC = n;
    for (std::int64_t a = 1; a * a * a <= n; ++a) {
        if (n % a != 0)
            continue;
        const std::int64_t rest = n / a;
        for (std::int64_t b = a; b * b <= rest; ++b) {
            if (rest % b != 0)
                continue;
            const std::int64_t c = rest / b;
            if (c < bestC || (c == bestC && a > bestA)) {
                bestA = a;
                bestB = b;
                bestC = c;
            }
        }
    }
    std::vector<int> dims;
    for (const std::int64_t x : {bestA, bestB, bestC})
        if (x > 1)
            dims.push_back(static_cast<int>(x));
    if (dims.empty())
        dims.push_back(1);
    return dims;
}

std::string joinDims(const std::vector<int>& dims)
{
    std::string s;
    for (const int x : dims)
        s += (s.empty() ? "" : "x") + std::to_string(x);
    return s;
}

} // namespace

Generated generateTorus(const GeneratorOptions& opt, const Catalog& catalog)
{
    if (!opt.switchRef.empty())
        fail("--switch", Message::of("GEN_TORUS_SWITCH"));
    if (!opt.storageRef.empty())
        fail("--storage", Message::of("GEN_TORUS_STORAGE"));

    std::vector<int> dims = opt.torusDims;
    if (dims.empty()) {
        dims = nearCubic(opt.nodes);
    } else {
        if (dims.size() < 2 || dims.size() > 3)
            fail("--dims", Message{"GEN_TORUS_DIMS_COUNT", {arg::name(joinDims(opt.torusDims))}});
        // Checked (issue 13): three dimensions of 2^31 - 1 would overflow a 64-bit product.
        std::int64_t product = 1;
        for (const int x : dims) {
            if (x < 1)
                fail("--dims", Message{"GEN_TORUS_DIM_ZERO", {arg::name(joinDims(opt.torusDims))}});
            product = limits::mulCount(product, x).value_or(limits::kMaxCount);
        }
        if (product != opt.nodes)
            fail("--dims", Message{"GEN_TORUS_DIMS_NODES",
                                   {arg::name(joinDims(opt.torusDims)), arg::count(product),
                                    arg::count(opt.nodes)}});
    }

    Design d;
    const ServerGroup servers = addServers(d, opt, catalog, true);
    // Two neighbours per dimension with wrap-around; a dimension of 1 has none.
    const auto active = std::count_if(dims.begin(), dims.end(), [](int x) { return x > 1; });
    const std::int64_t perServer = 2 * static_cast<std::int64_t>(active);
    if (perServer > servers.ports)
        fail("--dims", Message{"GEN_TORUS_PORTS",
                               {arg::name(joinDims(dims)), arg::count(perServer),
                                arg::name(servers.entry->id), arg::count(servers.ports)}});
    if (perServer > 0) {
        addLink(d, servers.blockId, servers.blockId, perServer, servers.portBitsPerS,
                chooseMedium(catalog, servers.portBitsPerS), WiringRule::Torus);
        d.links.back().torusDims = dims; // the analysis cuts the longest dimension
    }

    Block& b = *d.findBlock(servers.blockId);
    b.name = servers.entry->name + " (" + joinDims(dims) + " torus)";
    Message name{"GEN_NAME_TORUS", {arg::name(joinDims(dims)), arg::name(servers.entry->name)}};
    Message text{"GEN_DESC_TORUS",
                 {arg::count(static_cast<long long>(dims.size())), arg::name(joinDims(dims)),
                  arg::count(perServer), arg::count(opt.nodes * perServer / 2)}};
    return {std::move(d), std::move(name), std::move(text)};
}

} // namespace cc::model::topology::detail
