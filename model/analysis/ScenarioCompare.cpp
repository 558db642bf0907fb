#include "model/analysis/ScenarioCompare.h"

#include "model/design/SpecResolver.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace cc::model {

AnalysedDesign analyseForComparison(std::string label, std::shared_ptr<const Design> d,
                                    const Catalog& catalog)
{
    return {std::move(label), std::make_shared<const Evaluation>(evaluate(std::move(d), catalog))};
}

namespace {

Message none()
{
    return Message::of("CMP_NONE");
}

bool same(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

Message value(MsgArg a)
{
    return Message{"VALUE", {std::move(a)}};
}

Message duration(double s)
{
    return value(arg::duration(s));
}

Message percent(double fraction)
{
    return value(arg::percent(fraction, 1));
}

/// The accelerator models of the design's server groups, in order of first use.
Message accelerators(const Design& d, const Catalog& catalog)
{
    const SpecResolver specs(d, catalog);
    std::vector<std::string> names;
    for (const auto& b : d.blocks) {
        const ServerTemplate* t =
            b.kind == BlockKind::Server ? d.findTemplate(b.templateId) : nullptr;
        if (!t)
            continue;
        for (const auto& p : t->parts)
            if (const CatalogEntry* e = specs.find(p.ref); e && e->kind == Kind::Accelerator)
                if (std::find(names.begin(), names.end(), e->name) == names.end())
                    names.push_back(e->name);
    }
    std::string out;
    for (const auto& n : names)
        out += (out.empty() ? "" : " + ") + n;
    return out.empty() ? none() : Message{"NAME", {arg::name(out)}};
}

/// The most demanding cooling any rack row needs.
ComparisonCell coolingCell(const Report& r)
{
    if (r.power.racks.empty())
        return {std::nan(""), Message::of("CMP_NO_RACKS")};
    CoolingVerdict worst = CoolingVerdict::Air;
    for (const auto& rk : r.power.racks)
        worst = std::max(worst, rk.verdict);
    return {static_cast<double>(worst),
            Message{"NAME", {arg::term(std::string(coolingVerdictName(worst)))}}};
}

ComparisonCell countCell(std::int64_t n)
{
    return {static_cast<double>(n), value(arg::count(n))};
}

ComparisonCell severityCount(const AnalysedDesign& a, Severity s)
{
    auto count = [s](const std::vector<Finding>& fs) {
        return std::count_if(fs.begin(), fs.end(),
                             [s](const Finding& f) { return f.severity == s; });
    };
    std::int64_t n = count(a.report().findings);
    if (a.training())
        n += count(a.training()->findings);
    return countCell(n);
}

using CellOf = std::function<ComparisonCell(const AnalysedDesign&)>;

struct RowSpec {
    const char* key;
    const char* label;
    const char* unit;
    RowKind kind;
    Better better;
    CellOf cell;
};

/// Figures of a training job that analysed without contradictions; "—" otherwise.
CellOf perf(std::function<double(const PerformanceReport&)> get, std::function<Message(double)> fmt)
{
    return [get = std::move(get), fmt = std::move(fmt)](const AnalysedDesign& a) -> ComparisonCell {
        if (!a.training() || !a.training()->valid)
            return {std::nan(""), none()};
        const double v = get(a.training()->performance);
        if (!(v > 0))
            return {std::nan(""), none()};
        return {v, fmt(v)};
    };
}

CellOf run(double RunReport::*field, std::function<Message(double)> fmt)
{
    return [field, fmt = std::move(fmt)](const AnalysedDesign& a) -> ComparisonCell {
        if (!a.training() || !a.training()->valid)
            return {std::nan(""), none()};
        return {a.training()->run.*field, fmt(a.training()->run.*field)};
    };
}

std::vector<RowSpec> rowSpecs(const Catalog& catalog)
{
    return {
        {"gpus", "GPUs", "", RowKind::Number, Better::Neither,
         [](const AnalysedDesign& a) { return countCell(a.report().design.gpus); }},
        {"accelerator", "Accelerator", "", RowKind::Text, Better::Neither,
         [&catalog](const AnalysedDesign& a) {
             return ComparisonCell{std::nan(""), accelerators(a.design(), catalog)};
         }},
        {"servers", "Servers", "", RowKind::Number, Better::Neither,
         [](const AnalysedDesign& a) { return countCell(a.report().design.servers); }},
        {"racks", "Racks", "", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) { return countCell(a.report().design.racks); }},
        {"switches", "Switches", "", RowKind::Number, Better::Neither,
         [](const AnalysedDesign& a) { return countCell(a.report().network.switches); }},
        {"memoryPerGpu", "Memory per GPU", "fraction", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training() || !(a.training()->memory.capacityBytes > 0))
                 return {std::nan(""), none()};
             const auto& m = a.training()->memory;
             const double f = m.perGpu.total() / m.capacityBytes;
             return {f, Message{"CMP_MEMORY_OF",
                                {arg::bytes(m.perGpu.total()), arg::bytes(m.capacityBytes),
                                 arg::percent(f, 0)}}};
         }},
        {"fits", "Fits in GPU memory", "", RowKind::Flag, Better::Higher,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training())
                 return {std::nan(""), none()};
             return {a.training()->memory.fits ? 1.0 : 0.0,
                     Message::of(a.training()->memory.fits ? "CMP_YES" : "CMP_NO")};
         }},
        // Catalog against calibrated figures (issue 14): which basis each column's step has.
        {"calibration", "Figures from", "", RowKind::Text, Better::Neither,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training() || !a.training()->valid)
                 return {std::nan(""), none()};
             return {std::nan(""), Message::of(a.training()->calibration ? "CMP_FROM_CALIBRATION"
                                                                         : "CMP_FROM_CATALOG")};
         }},
        {"stepTime", "Step time", "s", RowKind::Number, Better::Lower,
         perf([](const PerformanceReport& p) { return p.stepTimeS; }, duration)},
        {"mfu", "MFU", "fraction", RowKind::Number, Better::Higher,
         perf([](const PerformanceReport& p) { return p.mfu; }, percent)},
        {"tokensPerS", "Tokens per second", "tokens/s", RowKind::Number, Better::Higher,
         perf([](const PerformanceReport& p) { return p.tokensPerS; },
              [](double v) {
                  return Message{"CMP_TOKENS_PER_S", {arg::si(v, "")}};
              })},
        {"timeToTrain", "Time to train", "s", RowKind::Number, Better::Lower,
         perf([](const PerformanceReport& p) { return p.timeToTrainS; }, duration)},
        {"bottleneck", "Bottleneck", "", RowKind::Text, Better::Neither,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training() || !a.training()->valid ||
                 a.training()->performance.bottleneck.empty())
                 return {std::nan(""), none()};
             return {std::nan(""), value(arg::msg(a.training()->performance.bottleneck))};
         }},
        {"interNodeBusBandwidth", "Inter-node allreduce bus bandwidth", "B/s", RowKind::Number,
         Better::Higher,
         [](const AnalysedDesign& a) -> ComparisonCell {
             const double v = a.report().network.allreduceBusInterNodeBytesPerS;
             if (!(v > 0))
                 return {std::nan(""), none()};
             return {v, value(arg::si(v, "B/s"))};
         }},
        {"bisection", "Bisection bandwidth", "B/s", RowKind::Number, Better::Higher,
         [](const AnalysedDesign& a) -> ComparisonCell {
             const double v = a.report().network.bisectionBytesPerS;
             return {v, value(arg::si(v, "B/s"))};
         }},
        {"itPower", "IT power", "W", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             return {a.report().power.itW, value(arg::si(a.report().power.itW, "W"))};
         }},
        {"facilityPower", "Facility power", "W", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             return {a.report().power.facilityW, value(arg::si(a.report().power.facilityW, "W"))};
         }},
        {"cooling", "Cooling", "", RowKind::Text, Better::Neither,
         [](const AnalysedDesign& a) { return coolingCell(a.report()); }},
        {"capex", "Capex (indicative)", "USD", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             return {a.report().cost.capexUsd, value(arg::usd(a.report().cost.capexUsd))};
         }},
        {"runEnergy", "Energy per run", "kWh", RowKind::Number, Better::Lower,
         run(&RunReport::energyKwh, [](double kwh) { return value(arg::si(kwh * 1e3, "Wh")); })},
        {"runCostBuy", "Run cost, bought", "USD", RowKind::Number, Better::Lower,
         run(&RunReport::costBuyUsd, [](double v) { return value(arg::usd(v)); })},
        {"runCostRent", "Run cost, rented", "USD", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (a.training() && a.training()->valid && !(a.training()->run.cloudUsdPerGpuHour > 0))
                 return {std::nan(""), Message::of("CMP_NO_CLOUD_PRICE")};
             return run(&RunReport::costRentUsd, [](double v) { return value(arg::usd(v)); })(a);
         }},
        {"errors", "Errors", "", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) { return severityCount(a, Severity::Error); }},
        {"warnings", "Warnings", "", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) { return severityCount(a, Severity::Warning); }},
    };
}

bool cellsSame(const ComparisonRow& r, const ComparisonCell& a, const ComparisonCell& b)
{
    return r.kind == RowKind::Text ? a.text == b.text : same(a.value, b.value);
}

} // namespace

bool ComparisonRow::differsFromCurrent(size_t c) const
{
    return c < cells.size() && !cellsSame(*this, cells[0], cells[c]);
}

int ComparisonRow::verdict(size_t c) const
{
    if (!differsFromCurrent(c) || better == Better::Neither || kind == RowKind::Text)
        return 0;
    const double base = cells[0].value, v = cells[c].value;
    if (std::isnan(base) || std::isnan(v))
        return 0;
    const bool higher = v > base;
    return (better == Better::Higher) == higher ? 1 : -1;
}

std::vector<ComparisonRow> compareRows(const std::vector<AnalysedDesign>& columns,
                                       const Catalog& catalog)
{
    std::vector<ComparisonRow> rows;
    for (const auto& spec : rowSpecs(catalog)) {
        ComparisonRow r{spec.key, spec.label, spec.unit, spec.kind, spec.better, {}, false};
        r.cells.reserve(columns.size());
        for (const auto& c : columns)
            r.cells.push_back(spec.cell(c));
        for (size_t i = 1; i < r.cells.size() && !r.differs; ++i)
            for (size_t k = 0; k < i && !r.differs; ++k)
                r.differs = !cellsSame(r, r.cells[k], r.cells[i]);
        rows.push_back(std::move(r));
    }
    return rows;
}

void ScenarioComparison::update(std::shared_ptr<const Evaluation> current,
                                const std::vector<Scenario>& scenarios, const Catalog& catalog)
{
    std::vector<AnalysedDesign> columns;
    columns.reserve(scenarios.size() + 1);
    columns.push_back({{}, std::move(current)});
    for (const auto& s : scenarios) {
        // A snapshot never changes: its evaluation from the last update still holds.
        const auto kept =
            std::find_if(m_columns.begin() + (m_columns.empty() ? 0 : 1), m_columns.end(),
                         [&](const AnalysedDesign& a) { return a.evaluation->design == s.design; });
        if (kept != m_columns.end() && m_catalog == &catalog)
            columns.push_back({s.name, kept->evaluation});
        else
            columns.push_back(analyseForComparison(s.name, s.design, catalog));
    }
    m_columns = std::move(columns);
    m_catalog = &catalog;
    m_rows = compareRows(m_columns, catalog);
}

} // namespace cc::model
