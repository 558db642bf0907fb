#pragma once
// Aligning UTF-8 text in a terminal table (the CLI's search and plan tables): CJK and full-width
// characters take two columns, so byte counts and printf widths misalign Chinese text.
#include <cstddef>
#include <string>

namespace cc::model {

/// Columns the UTF-8 text `s` takes on a terminal.
std::size_t terminalColumns(const std::string& s);
/// `s` right-aligned in `width` columns (unchanged when it is wider).
std::string padLeft(const std::string& s, std::size_t width);
/// `s` left-aligned in `width` columns (unchanged when it is wider).
std::string padRight(const std::string& s, std::size_t width);
/// `s` cut to at most `width` columns at a character boundary, ending in "…" when cut.
std::string clipColumns(const std::string& s, std::size_t width);

} // namespace cc::model
