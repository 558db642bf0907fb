#pragma once
// Small text helpers shared by the measurement readers (GEMM sweeps, attention benchmarks):
// lines, separated fields, numbers. No allocation per character, no regex, no recursion.
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::calib::csv {

/// Lower case without spaces and quotes: a header's column name.
inline std::string lower(std::string_view s)
{
    std::string out;
    for (char c : s)
        if (c != '"' && c != '\'' && !std::isspace(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

/// A finite number filling `s` (spaces and quotes around it allowed).
inline std::optional<double> number(std::string_view s)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '"' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() &&
           (s.back() == ' ' || s.back() == '"' || s.back() == '\r' || s.back() == '\t'))
        s.remove_suffix(1);
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

/// The lines of `text`, split at \n and \r (mamf-finder joins its live lines with \r).
inline std::vector<std::string_view> lines(std::string_view text)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find_first_of("\r\n", start);
        if (end == std::string_view::npos)
            end = text.size();
        out.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

/// The fields of one line between separators `sep`.
inline std::vector<std::string_view> fields(std::string_view line, char sep)
{
    std::vector<std::string_view> out;
    size_t start = 0;
    while (true) {
        const size_t end = line.find(sep, start);
        out.push_back(line.substr(start, end == std::string_view::npos ? end : end - start));
        if (end == std::string_view::npos)
            return out;
        start = end + 1;
    }
}

/// ';' when the header line has semicolons and no commas, else ','.
inline char separatorOf(std::string_view header)
{
    return header.find(';') != std::string_view::npos && header.find(',') == std::string_view::npos
               ? ';'
               : ',';
}

/// The rows of a table: blank and '#' lines skipped, the first other line is the header and
/// sets the separator. onHeader(names, lineNo) and onRow(fields, lineNo) return false to stop
/// (a header without the needed columns, a limit reached). Line numbers are 1-based.
template <class OnHeader, class OnRow>
void forEachRow(const std::vector<std::string_view>& ls, OnHeader onHeader, OnRow onRow)
{
    char sep = ',';
    bool header = false;
    for (size_t i = 0; i < ls.size(); ++i) {
        const std::string_view l = ls[i];
        if (l.find_first_not_of(" \t") == std::string_view::npos || l.front() == '#')
            continue;
        if (!header)
            sep = separatorOf(l);
        const bool more = header ? onRow(fields(l, sep), i + 1) : onHeader(fields(l, sep), i + 1);
        header = true;
        if (!more)
            return;
    }
}

} // namespace cc::model::calib::csv
