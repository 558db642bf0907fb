#pragma once
// Where a catalog part is sold and what it rents for: the optional "availability" and "rent"
// fields of an entry (catalogs/SCHEMA.md "Markets" and "Rent"). They are read from the entry as
// written, so a design that pins its specs keeps them.
#include "model/catalog/CatalogEntry.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model {

/// Market codes of the bundled catalog: the vendor's worldwide channels and mainland China.
inline constexpr std::string_view kMarketGlobal = "global";
inline constexpr std::string_view kMarketChina = "cn";

/// The markets a part can be bought in, with the date and source of that statement.
struct Availability {
    std::vector<std::string> markets; ///< empty: the entry states none
    std::string asOf;
    std::string source;
    std::string notes;
};

/// A public cloud list price per GPU-hour.
struct RentPrice {
    double usdPerGpuHour = 0;
    std::string tier = "on-demand"; ///< on-demand | spot | reserved
    std::string provider;
    std::string asOf;
    std::string source;
};

Availability availabilityOf(const CatalogEntry& e);
std::optional<RentPrice> rentOf(const CatalogEntry& e);
/// True when the entry says it is sold in `market` (e.g. kMarketChina).
bool soldIn(const CatalogEntry& e, std::string_view market);

} // namespace cc::model
