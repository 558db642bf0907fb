#pragma once
#include "model/analysis/Report.h"

#include <string>

namespace cc::model::io {

/// The bill of materials as CSV (RFC 4180, UTF-8, CRLF line ends): a header row, then one row per
/// cost line of the report with the columns category, item, id, count, unit_price_usd, total,
/// estimate. Numbers are unformatted with a dot decimal; there is no summary row, so the `total`
/// column adds up to Report::cost.capexUsd. An item with no known price has an empty unit price
/// (and a total of 0), so it cannot be mistaken for a free one.
std::string bomToCsv(const Report& r);

/// One CSV field, quoted when it holds a comma, a double quote, CR or LF (quotes doubled).
std::string csvField(const std::string& text);

} // namespace cc::model::io
