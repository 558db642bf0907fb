#include "fuzz/FuzzCommon.h"

#include <cstdlib>

namespace cc::fuzz {

const model::Catalog& bundledCatalog()
{
    static const model::Catalog c = [] {
        model::Catalog cat;
        const char* dir = std::getenv("CC_CATALOG_DIR");
        cat.loadDirectory(dir ? dir : CC_SOURCE_DIR "/catalogs");
        return cat;
    }();
    return c;
}

} // namespace cc::fuzz
