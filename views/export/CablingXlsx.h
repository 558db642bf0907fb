#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

#include <cstdint>
#include <optional>
#include <string>

namespace cc::views {

/// The cabling plan as an Excel workbook: a "Summary" sheet (cables by type and length class, a
/// COUNTA total over the cable sheets) and "Cables" with exactly the CSV's columns and rows
/// (continued on "Cables 2", ... past Excel's 1,048,576 rows). Rows are streamed (libxlsxwriter
/// constant-memory mode), so a 100,000-GPU design never sits in memory as cells. Returns the
/// file's bytes, or nullopt with `error` set; `rows` gets the cable count.
std::optional<std::string> cablingToXlsx(const model::Design& d, const model::Catalog& catalog,
                                         std::string* error = nullptr,
                                         std::int64_t* rows = nullptr);

} // namespace cc::views
