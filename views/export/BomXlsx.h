#pragma once
#include "model/analysis/Report.h"

#include <optional>
#include <string>

namespace cc::views {

/// The bill of materials as an Excel workbook (.xlsx, written with libxlsxwriter): a "Summary"
/// sheet with one row per category whose totals are formulas over the category sheets, a "BoM"
/// sheet with exactly the rows and columns of the CSV export, and one sheet per category. Line
/// totals are count × unit price formulas where the price is known, so they recompute in Excel,
/// WPS and LibreOffice when a price is edited; cached values equal the report's figures.
/// Returns the file's bytes, or nullopt with `error` set.
std::optional<std::string> bomToXlsx(const model::Report& r, std::string* error = nullptr);

/// A worksheet name Excel accepts: at most 31 characters, none of []:*?/\ , not empty.
std::string xlsxSheetName(const std::string& name);

} // namespace cc::views
