// The bounded pattern matcher and market sets behind `plan --allow`.
#include "model/plan/PartFilter.h"

#include "model/catalog/Availability.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <set>
#include <stdexcept>

namespace cc::model::plan {

namespace {

constexpr std::string_view kMarketPrefix = "market:";

char lower(char c)
{
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

/// Glob match of the whole `text` against `p` (`*` any run, `.`/`?` one char), iterative with
/// one backtrack point: O(|p| · |t|), no recursion.
bool globWhole(std::string_view p, std::string_view t)
{
    std::size_t pi = 0, ti = 0, star = std::string_view::npos, mark = 0;
    while (ti < t.size()) {
        if (pi < p.size() && p[pi] == '*') {
            star = pi++;
            mark = ti;
        } else if (pi < p.size() &&
                   (p[pi] == '.' || p[pi] == '?' || lower(p[pi]) == lower(t[ti]))) {
            ++pi;
            ++ti;
        } else if (star != std::string_view::npos) {
            pi = star + 1;
            ti = ++mark;
        } else {
            return false;
        }
    }
    while (pi < p.size() && p[pi] == '*')
        ++pi;
    return pi == p.size();
}

bool alternativeMatches(std::string_view alt, std::string_view text)
{
    const bool start = !alt.empty() && alt.front() == '^';
    if (start)
        alt.remove_prefix(1);
    const bool end = !alt.empty() && alt.back() == '$';
    if (end)
        alt.remove_suffix(1);
    // Unanchored sides match any surrounding text, like a regex search.
    std::string p = (start ? "" : "*") + std::string(alt) + (end ? "" : "*");
    return globWhole(p, text);
}

} // namespace

bool patternMatches(std::string_view pattern, std::string_view text)
{
    std::size_t from = 0;
    while (from <= pattern.size()) {
        const std::size_t bar = pattern.find('|', from);
        const std::string_view alt = pattern.substr(
            from, bar == std::string_view::npos ? std::string_view::npos : bar - from);
        if (!alt.empty() && alternativeMatches(alt, text))
            return true;
        if (bar == std::string_view::npos)
            break;
        from = bar + 1;
    }
    return false;
}

std::string checkPattern(std::string_view pattern)
{
    if (pattern.empty())
        return "is empty";
    if (pattern.size() > kMaxPatternLength)
        return "is longer than " + std::to_string(kMaxPatternLength) + " characters";
    for (char c : pattern)
        if (static_cast<unsigned char>(c) < 0x20)
            return "contains a control character";
    if (pattern.rfind(kMarketPrefix, 0) == 0 && pattern.size() == kMarketPrefix.size())
        return "names no market (write market:NAME, e.g. market:china)";
    return {};
}

std::vector<std::string> entryMarkets(const CatalogEntry& e)
{
    // The catalog's "availability.markets" (catalogs/SCHEMA.md "Markets"), lower-cased.
    std::vector<std::string> out;
    for (std::string s : availabilityOf(e).markets) {
        std::transform(s.begin(), s.end(), s.begin(), lower);
        out.push_back(std::move(s));
    }
    return out;
}

std::string marketCode(std::string name)
{
    std::transform(name.begin(), name.end(), name.begin(), lower);
    // Words a user may type for the catalog's codes.
    if (name == "china" || name == "mainland-china" || name == "prc")
        return std::string(kMarketChina);
    if (name == "world" || name == "worldwide")
        return std::string(kMarketGlobal);
    return name;
}

std::vector<std::string> catalogMarkets(const Catalog& catalog)
{
    std::set<std::string> names;
    for (const auto& e : catalog.entries())
        for (auto& m : entryMarkets(e))
            names.insert(std::move(m));
    return {names.begin(), names.end()};
}

PartFilter::PartFilter(std::vector<std::string> rules) : m_rules(std::move(rules))
{
    for (const auto& r : m_rules)
        if (const std::string why = checkPattern(r); !why.empty())
            throw std::invalid_argument("--allow '" + r.substr(0, 40) + "': " + why);
}

namespace {

bool listed(const CatalogEntry& e, const std::string& market)
{
    const auto m = entryMarkets(e);
    return std::find(m.begin(), m.end(), market) != m.end();
}

bool inMarket(const CatalogEntry& server, const Catalog& catalog, const std::string& market)
{
    if (listed(server, market))
        return true;
    bool any = false;
    for (const auto& p : server.server.parts) {
        const CatalogEntry* e = catalog.find(p.ref);
        if (!e || e->kind != Kind::Accelerator)
            continue;
        if (!listed(*e, market))
            return false;
        any = true;
    }
    return any;
}

bool entryMatches(const std::string& rule, const CatalogEntry& e)
{
    return patternMatches(rule, e.id) || patternMatches(rule, e.name) ||
           patternMatches(rule, e.vendor);
}

} // namespace

bool PartFilter::allows(const CatalogEntry& server, const Catalog& catalog) const
{
    if (m_rules.empty())
        return true;
    for (const auto& rule : m_rules) {
        if (rule.rfind(kMarketPrefix, 0) == 0) {
            const std::string market = marketCode(rule.substr(kMarketPrefix.size()));
            if (inMarket(server, catalog, market))
                return true;
            continue;
        }
        if (entryMatches(rule, server))
            return true;
        for (const auto& p : server.server.parts)
            if (const CatalogEntry* e = catalog.find(p.ref); e && e->kind == Kind::Accelerator)
                if (entryMatches(rule, *e))
                    return true;
    }
    return false;
}

} // namespace cc::model::plan
