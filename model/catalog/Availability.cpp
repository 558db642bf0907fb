#include "model/catalog/AvailabilityParse.h"

#include <algorithm>

namespace cc::model {

namespace {

/// A market code: a lowercase letter, then 1 to 15 of [a-z0-9-]. A hand-written scan: no
/// std::regex on untrusted input (issue 13; the catalog id check is written the same way).
bool isMarketCode(const std::string& s)
{
    const auto lower = [](char c) { return c >= 'a' && c <= 'z'; };
    return s.size() >= 2 && s.size() <= 16 && lower(s[0]) &&
           std::all_of(s.begin() + 1, s.end(),
                       [&](char c) { return lower(c) || (c >= '0' && c <= '9') || c == '-'; });
}

} // namespace

Availability parseAvailability(const JsonReader& r)
{
    Availability out;
    if (!r.has("availability"))
        return out;
    const JsonReader a = r.child("availability");
    if (!a.isObject()) {
        r.error("availability", Message::of("CAT_AVAILABILITY_NOT_OBJECT"));
        return out;
    }
    const auto* m = a.raw("markets");
    if (!m || !m->is_array() || m->empty())
        a.error("markets", Message::of("CAT_MARKETS_NOT_LIST"));
    else
        for (size_t i = 0; i < m->size(); ++i) {
            const auto& v = (*m)[i];
            if (v.is_string() && isMarketCode(v.get<std::string>()))
                out.markets.push_back(v.get<std::string>());
            else
                a.error("markets[" + std::to_string(i) + "]", Message::of("CAT_BAD_MARKET"));
        }
    out.asOf = a.str("asOf", false);
    out.source = a.str("source", true);
    out.notes = a.str("notes", false);
    return out;
}

std::optional<RentPrice> parseRent(const JsonReader& r)
{
    if (!r.has("rent"))
        return std::nullopt;
    const JsonReader p = r.child("rent");
    if (!p.isObject()) {
        r.error("rent", Message::of("CAT_RENT_NOT_OBJECT"));
        return std::nullopt;
    }
    RentPrice rent;
    rent.usdPerGpuHour = p.num("usdPerGpuHour", true, 0, 0, true);
    rent.tier = p.oneOf("tier", {"on-demand", "spot", "reserved"}, false, "on-demand");
    rent.provider = p.str("provider", false);
    rent.asOf = p.str("asOf", true);
    rent.source = p.str("source", true);
    return rent;
}

namespace {

/// Runs `read` on the entry as written; the catalog checked it when it was loaded.
template <typename F> auto readRaw(const CatalogEntry& e, F read)
{
    std::vector<Diagnostic> ignored;
    nlohmann::json doc = nlohmann::json::parse(e.rawJson, nullptr, false);
    if (!doc.is_object())
        doc = nlohmann::json::object();
    return read(JsonReader(doc, "", ignored, e.origin));
}

} // namespace

Availability availabilityOf(const CatalogEntry& e)
{
    return readRaw(e, [](const JsonReader& r) { return parseAvailability(r); });
}

std::optional<RentPrice> rentOf(const CatalogEntry& e)
{
    return readRaw(e, [](const JsonReader& r) { return parseRent(r); });
}

bool soldIn(const CatalogEntry& e, std::string_view market)
{
    const auto m = availabilityOf(e).markets;
    return std::find(m.begin(), m.end(), market) != m.end();
}

} // namespace cc::model
