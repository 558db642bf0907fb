#pragma once
// Reads and checks "availability" and "rent" of a catalog entry. Include only from .cpp files.
#include "model/catalog/Availability.h"
#include "model/util/JsonReader.h"

namespace cc::model {

/// Each reports problems in the reader's sink with their JSON path; absent fields give the empty
/// value. `r` is the reader of the whole entry.
Availability parseAvailability(const JsonReader& r);
std::optional<RentPrice> parseRent(const JsonReader& r);

} // namespace cc::model
