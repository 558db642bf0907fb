#include "model/io/JsonSyntax.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace cc::model::io {

namespace {

/// "[json.exception.parse_error.101] parse error at line 3, column 5: syntax error …" →
/// "syntax error …": the position is given separately, the id means nothing to a user.
std::string detailOf(std::string_view what)
{
    if (what.starts_with("[json.exception.")) {
        if (const auto close = what.find("] "); close != std::string_view::npos)
            what.remove_prefix(close + 2);
    }
    if (what.starts_with("parse error")) {
        if (const auto colon = what.find(": "); colon != std::string_view::npos)
            what.remove_prefix(colon + 2);
    }
    return std::string(what);
}

} // namespace

Diagnostic notJson(const std::exception& error, std::string_view text, const std::string& label)
{
    const std::string detail = detailOf(error.what());
    const auto* parse = dynamic_cast<const nlohmann::json::parse_error*>(&error);
    if (!parse || parse->byte == 0)
        return {label, "", Message{"DIAG_NOT_JSON", {arg::name(detail)}}};
    // byte is 1-based and may be one past the end (the end of the input).
    const std::size_t at = std::min<std::size_t>(parse->byte - 1, text.size());
    const std::string_view before = text.substr(0, at);
    const auto line = std::count(before.begin(), before.end(), '\n') + 1;
    const auto lastNewline = before.rfind('\n');
    const auto column =
        static_cast<long long>(lastNewline == std::string_view::npos ? at + 1 : at - lastNewline);
    return {label, "",
            Message{"DIAG_NOT_JSON_AT", {arg::count(line), arg::count(column), arg::name(detail)}}};
}

} // namespace cc::model::io
