#pragma once
// A JSON syntax error as a diagnostic a user can act on: the line and column of the file, and
// the parser's own detail ("syntax error while parsing object key - …") as its argument.

#include "model/util/Diagnostic.h"

#include <exception>
#include <string>
#include <string_view>

namespace cc::model::io {

/// The diagnostic for a nlohmann::json::parse failure on `text`: DIAG_NOT_JSON_AT (line,
/// column, detail) for a syntax error, DIAG_NOT_JSON (detail) for anything else (a number such
/// as 1e400). The detail is the parser's English text without its "[json.exception…]" prefix.
Diagnostic notJson(const std::exception& error, std::string_view text, const std::string& label);

} // namespace cc::model::io
