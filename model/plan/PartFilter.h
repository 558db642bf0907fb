#pragma once
// Which parts a plan may use: `--allow` patterns and named market sets, matched against the
// server entry and its accelerators. The pattern language is deliberately small and bounded
// (no std::regex on untrusted input): it cannot blow up in time or stack.
#include "model/catalog/Catalog.h"

#include <string>
#include <string_view>
#include <vector>

namespace cc::model::plan {

/// Longest pattern accepted; longer ones are refused with a message.
constexpr std::size_t kMaxPatternLength = 200;

/// Case-insensitive match of one pattern against `text`. Syntax: `|` separates alternatives;
/// each alternative matches anywhere in the text unless anchored with `^` (start) or `$` (end);
/// `*` matches any run of characters (so the regex idiom `.*` works too), `.` and `?` match one
/// character; everything else is literal. Runs in O(|pattern| · |text|).
bool patternMatches(std::string_view pattern, std::string_view text);

/// Returns an empty string when `pattern` is acceptable, else why not.
std::string checkPattern(std::string_view pattern);

/// The markets an entry is listed for: its `"markets"` array (e.g. ["china", "global"]), a
/// catalog field. Absent: none.
std::vector<std::string> entryMarkets(const CatalogEntry& e);

/// Every market name some entry of the catalog lists, sorted.
std::vector<std::string> catalogMarkets(const Catalog& catalog);

/// A list of allow rules; empty allows everything. A rule `market:NAME` selects servers that the
/// catalog lists for market NAME (the server entry, or every accelerator in it); any other rule
/// is a pattern matched against the id, name and vendor of the server and of its accelerators.
/// A server is allowed when any rule selects it.
class PartFilter {
public:
    PartFilter() = default;
    /// Throws std::invalid_argument naming a bad rule.
    explicit PartFilter(std::vector<std::string> rules);

    bool allows(const CatalogEntry& server, const Catalog& catalog) const;
    bool empty() const { return m_rules.empty(); }
    const std::vector<std::string>& rules() const { return m_rules; }

private:
    std::vector<std::string> m_rules;
};

} // namespace cc::model::plan
