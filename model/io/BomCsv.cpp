// Bill of materials as CSV for spreadsheets and purchasing tools. Plain numbers (no thousands
// separators, no currency signs) so that every spreadsheet reads them the same in any locale.
#include "model/io/BomCsv.h"

#include <charconv>
#include <cmath>

namespace cc::model::io {

namespace {

/// The shortest fixed-point text that reads back as exactly `v` ("1234.5", "0.1", "350000").
std::string number(double v)
{
    if (!std::isfinite(v))
        return "";
    char buf[400]; // fixed notation of the largest double needs 309 digits
    const auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
    return res.ec == std::errc() ? std::string(buf, res.ptr) : std::string();
}

} // namespace

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"')
            out += '"';
        out += c;
    }
    return out + '"';
}

std::string bomToCsv(const Report& r)
{
    // RFC 4180 asks for CRLF between records.
    std::string csv = "category,item,id,count,unit_price_usd,total,estimate\r\n";
    for (const CostLine& l : r.cost.lines) {
        csv += csvField(l.category) + ',' + csvField(l.item) + ',' + csvField(l.ref) + ',' +
               std::to_string(l.count) + ',' +
               (l.priced || l.unitUsd > 0 ? number(l.unitUsd) : std::string()) + ',' +
               number(l.totalUsd) + ',' + (l.estimate ? "true" : "false") + "\r\n";
    }
    return csv;
}

} // namespace cc::model::io
