// Rack-scale NVL72 systems: 72 GPUs share one NVLink domain per rack; their compute NICs join a
// leaf/spine scale-out fabric.
#include "model/topology/GeneratorUtil.h"

namespace cc::model::topology::detail {

namespace {

constexpr int kDomainGpus = 72;

int gpusOf(const CatalogEntry& server, const Catalog& catalog)
{
    int gpus = 0;
    for (const auto& p : server.server.parts)
        if (const CatalogEntry* e = catalog.find(p.ref); e && e->kind == Kind::Accelerator)
            gpus += p.count;
    return gpus;
}

/// A rack-scale system of the catalog to suggest, or "" when it has none.
std::string rackScaleExample(const Catalog& catalog)
{
    for (const CatalogEntry* s : catalog.ofKind(Kind::Server))
        if (gpusOf(*s, catalog) == kDomainGpus)
            return s->id;
    return "";
}

} // namespace

Generated generateNvl72(const GeneratorOptions& opt, const Catalog& catalog)
{
    // Check the server before building anything, so the message names the real problem.
    const CatalogEntry* e = catalog.find(opt.serverRef);
    if (e && e->kind == Kind::Server) {
        const int gpus = gpusOf(*e, catalog);
        if (gpus != kDomainGpus) {
            const std::string example = rackScaleExample(catalog);
            fail("--server",
                 example.empty()
                     ? Message{"GEN_NVL72_NEEDS_RACK",
                               {arg::name(e->id), arg::count(gpus), arg::count(kDomainGpus)}}
                     : Message{"GEN_NVL72_NEEDS_RACK_SUCH_AS",
                               {arg::name(e->id), arg::count(gpus), arg::count(kDomainGpus),
                                arg::name(example)}});
        }
    }
    Generated g = generateFatTree(opt, catalog);
    // NVL72 racks cannot be air-cooled (~120 kW); the rack placement follows the template.
    for (auto& t : g.design.templates)
        t.cooling = Cooling::Liquid;
    g.name = Message{"GEN_NAME_NVL72", {arg::count(opt.nodes), arg::name(e->name)}};
    g.description = Message{"GEN_DESC_NVL72",
                            {arg::count(opt.nodes), arg::count(opt.nodes * kDomainGpus),
                             arg::count(kDomainGpus), arg::msg(std::move(g.description))}};
    return g;
}

} // namespace cc::model::topology::detail
