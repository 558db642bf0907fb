#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

namespace cc::model {

/// Looks up catalog ids for one design: the specs pinned in the design first, then the catalog.
class SpecResolver {
public:
    SpecResolver(const Design& d, const Catalog& c) : m_design(d), m_catalog(c) {}
    const CatalogEntry* find(std::string_view id) const
    {
        if (id.empty())
            return nullptr;
        if (const auto* e = m_design.pinned.find(id))
            return e;
        return m_catalog.find(id);
    }
    const Design& design() const { return m_design; }
    const Catalog& catalog() const { return m_catalog; }

private:
    const Design& m_design;
    const Catalog& m_catalog;
};

} // namespace cc::model
