// Capital cost: one line per priced thing (count × indicative unit price), grouped in the five
// categories the report and charts show. Unknown prices are listed, never guessed.
#include "model/analysis/AnalysisUtil.h"
#include "model/analysis/Concerns.h"
#include "model/analysis/FiniteCheck.h"

#include <algorithm>
#include <numeric>

namespace cc::model {

using namespace detail;

namespace {

constexpr const char* kServers = "accelerators & servers";
constexpr const char* kSwitches = "network switches";
constexpr const char* kOptics = "optics & cables";
constexpr const char* kStorage = "storage";
constexpr const char* kFacility = "racks, power & cooling";
constexpr size_t kMaxListedUnpriced = 8;

class LineBuilder {
public:
    /// Adds `count` of an item, merging with an earlier line of the same category, ref, item and
    /// price (two templates may share a name yet differ in parts). `priced` is false when the
    /// unit price is unknown or only a partial sum.
    void add(const char* category, const std::string& item, const std::string& ref,
             std::int64_t count, double unitUsd, bool priced, bool estimate)
    {
        if (count <= 0)
            return;
        const auto it = std::find_if(m_lines.begin(), m_lines.end(), [&](const Entry& e) {
            return e.line.category == category && e.line.ref == ref && e.line.item == item &&
                   e.line.priced == priced && e.line.unitUsd == unitUsd;
        });
        if (it != m_lines.end()) {
            it->line.count += count;
            return;
        }
        m_lines.push_back({CostLine{category, item, ref, count, unitUsd, 0.0, estimate, priced}});
    }

    void addUnpriced(const char* category, const std::string& item, const std::string& ref,
                     std::int64_t count)
    {
        add(category, item, ref, count, 0.0, false, false);
    }

    void addEntry(const char* category, const CatalogEntry* e, const std::string& ref,
                  std::int64_t count)
    {
        if (e)
            add(category, e->name, e->id, count, e->priceUsd.value_or(0.0), e->priceUsd.has_value(),
                e->estimate);
        else
            addUnpriced(category, ref.empty() ? std::string("unspecified") : ref, ref, count);
    }

    CostReport finish(std::vector<std::string>& unpriced)
    {
        CostReport r;
        for (const char* c : {kServers, kSwitches, kOptics, kStorage, kFacility})
            r.byCategoryUsd[c] = 0;
        for (auto& e : m_lines) {
            e.line.totalUsd = e.line.unitUsd * static_cast<double>(e.line.count);
            r.byCategoryUsd[e.line.category] += e.line.totalUsd;
            if (!e.line.priced) {
                ++r.unpricedItems;
                r.serversPriced = r.serversPriced && e.line.category != std::string(kServers);
                unpriced.push_back(e.line.item + " (" + std::to_string(e.line.count) + ")");
            }
            r.lines.push_back(e.line);
        }
        // Capex is the sum of the categories, so the breakdown adds up to it exactly.
        for (const auto& [cat, usd] : r.byCategoryUsd)
            r.capexUsd += usd;
        return r;
    }

private:
    struct Entry {
        CostLine line;
    };
    std::vector<Entry> m_lines;
};

void addServers(const AnalysisContext& cx, LineBuilder& lines)
{
    for (const auto& use : templatesInUse(cx.specs.design(), cx.inv)) {
        const TemplateInfo& info = *use.info;
        const ServerTemplate& t = *info.tmpl;
        if (t.priceUsd) {
            lines.add(kServers, t.name, t.origin, use.replicas, *t.priceUsd, true, false);
            continue;
        }
        // No system price: the parts' sum is a floor (no chassis, integration or margin).
        const double parts =
            std::accumulate(info.partsPriceUsd.begin(), info.partsPriceUsd.end(), 0.0,
                            [](double a, const auto& kv) { return a + kv.second; });
        lines.add(kServers, t.name, t.origin, use.replicas, parts, info.partsPriced, true);
    }
}

void addNetwork(const AnalysisContext& cx, const NetworkReport& net, LineBuilder& lines)
{
    const Design& d = cx.specs.design();
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Switch)
            continue;
        const CatalogEntry* e = cx.specs.find(b.ref);
        lines.addEntry(kSwitches, e && e->kind == Kind::Switch ? e : nullptr, b.ref, b.replicas);
    }
    for (const auto& l : net.transceiverLines) {
        const CatalogEntry* e = cx.specs.find(l.ref);
        lines.addEntry(kOptics, e && e->kind == Kind::Optic ? e : nullptr, l.ref, l.count);
    }
    for (const auto& l : net.cableLines) {
        const CatalogEntry* e = cx.specs.find(l.ref);
        if (e && e->kind == Kind::Optic)
            lines.addEntry(kOptics, e, l.ref, l.count);
        else // e.g. the fibre of a transceiver link when no fibre model is in the catalog
            lines.addUnpriced(kOptics, l.name.empty() ? "cable (" + l.medium + ")" : l.name, l.ref,
                              l.count);
    }
}

void addStorageAndFacility(const AnalysisContext& cx, const CoolingReport& cooling,
                           LineBuilder& lines)
{
    const Design& d = cx.specs.design();
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Storage)
            continue;
        const CatalogEntry* e = cx.specs.find(b.ref);
        lines.addEntry(kStorage, e && e->kind == Kind::Storage ? e : nullptr, b.ref, b.replicas);
    }
    for (const auto& rack : d.racks) {
        if (rack.ref.empty())
            continue; // a rack row without a model is space, not a purchase
        const CatalogEntry* e = cx.specs.find(rack.ref);
        lines.addEntry(kFacility, e && e->kind == Kind::Rack ? e : nullptr, rack.ref, rack.count);
    }
    if (cooling.cdusNeeded > 0) {
        const CatalogEntry* e = cx.specs.find(cooling.cduRef);
        lines.addEntry(kFacility, e && e->kind == Kind::Cdu ? e : nullptr, cooling.cduRef,
                       cooling.cdusNeeded);
    }
}

} // namespace

CostReport analyzeCost(const AnalysisContext& cx, const NetworkReport& net,
                       const CoolingReport& cooling)
{
    LineBuilder lines;
    addServers(cx, lines);
    addNetwork(cx, net, lines);
    addStorageAndFacility(cx, cooling, lines);
    std::vector<std::string> unpriced;
    CostReport r = lines.finish(unpriced);
    for (auto& l : r.lines) {
        requireFinite(l.totalUsd, ("cost of " + l.item).c_str(),
                      "count " + std::to_string(l.count) + " x unit price of '" + l.ref + "'",
                      cx.findings);
        requireFinite(l.unitUsd, ("unit price of " + l.item).c_str(), "'" + l.ref + "'",
                      cx.findings);
    }
    for (auto& [cat, usd] : r.byCategoryUsd)
        requireFinite(usd, ("capex of " + cat).c_str(), "the cost lines of " + cat, cx.findings);
    requireFinite(r.capexUsd, "capex", "every cost line's count x unit price", cx.findings);

    if (!unpriced.empty()) {
        std::vector<Message> list;
        for (size_t i = 0; i < unpriced.size() && i < kMaxListedUnpriced; ++i)
            list.push_back(Message{"NAME", {arg::name(unpriced[i])}});
        if (unpriced.size() > kMaxListedUnpriced)
            list.push_back(Message{
                "LIST_MORE",
                {arg::count(static_cast<long long>(unpriced.size() - kMaxListedUnpriced))}});
        cx.findings.push_back({Severity::Info,
                               "PRICE_UNKNOWN",
                               Message{"PRICE_UNKNOWN",
                                       {arg::count(static_cast<long long>(unpriced.size())),
                                        arg::usd(r.capexUsd), arg::list(std::move(list))}},
                               {},
                               Message::of("PRICE_UNKNOWN_FIX")});
    }
    cx.explanations.push_back(
        {"capexUsd", Message::of("EXPL_CAPEX"), Message::of("SRC_CATALOG_PRICES")});
    return r;
}

} // namespace cc::model
