#pragma once
// Turns one JSON catalog entry into a CatalogEntry. Include only from .cpp files.
#include "model/catalog/CatalogEntry.h"
#include "model/util/JsonReader.h"

#include <optional>

namespace cc::model {

/// Parses an entry; returns nullopt (with diagnostics in the reader's sink) when it is unusable.
std::optional<CatalogEntry> parseCatalogEntry(const JsonReader& r);
Power parsePower(const JsonReader& r, bool required);

} // namespace cc::model
