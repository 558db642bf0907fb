#pragma once
// What the fuzz targets share: the bundled catalog (loaded once) and the input as text.
#include "model/catalog/Catalog.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace cc::fuzz {

/// The bundled catalogs/ of the source tree, loaded once (CC_CATALOG_DIR overrides it).
const model::Catalog& bundledCatalog();

inline std::string_view asText(const uint8_t* data, size_t size)
{
    return {reinterpret_cast<const char*>(data), size};
}

} // namespace cc::fuzz
