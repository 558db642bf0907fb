#include "model/analysis/ScenarioCompare.h"

#include "model/design/SpecResolver.h"
#include "model/util/Format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>

namespace cc::model {

AnalysedDesign analyseForComparison(std::string label, std::shared_ptr<const Design> d,
                                    const Catalog& catalog)
{
    return {std::move(label), std::make_shared<const Evaluation>(evaluate(std::move(d), catalog))};
}

namespace {

constexpr const char* kNone = "—";

bool same(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::fabs(a - b) <= 1e-9 * std::max(std::fabs(a), std::fabs(b));
}

std::string duration(double s)
{
    char buf[48];
    if (s < 120)
        std::snprintf(buf, sizeof buf, s < 10 ? "%.2f s" : "%.1f s", s);
    else if (s < 2 * 3600)
        std::snprintf(buf, sizeof buf, "%.1f min", s / 60);
    else if (s < 3 * 86400)
        std::snprintf(buf, sizeof buf, "%.1f h", s / 3600);
    else
        std::snprintf(buf, sizeof buf, "%.1f days", s / 86400);
    return buf;
}

std::string percent(double fraction)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f %%", fraction * 100);
    return buf;
}

/// The accelerator models of the design's server groups, in order of first use.
std::string accelerators(const Design& d, const Catalog& catalog)
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
    return out.empty() ? kNone : out;
}

/// The most demanding cooling any rack row needs.
ComparisonCell coolingCell(const Report& r)
{
    if (r.power.racks.empty())
        return {std::nan(""), "no racks laid out"};
    CoolingVerdict worst = CoolingVerdict::Air;
    for (const auto& rk : r.power.racks)
        worst = std::max(worst, rk.verdict);
    return {static_cast<double>(worst), std::string(coolingVerdictName(worst))};
}

ComparisonCell countCell(std::int64_t n)
{
    return {static_cast<double>(n), withThousands(n)};
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
CellOf perf(std::function<double(const PerformanceReport&)> get,
            std::function<std::string(double)> fmt)
{
    return [get = std::move(get), fmt = std::move(fmt)](const AnalysedDesign& a) -> ComparisonCell {
        if (!a.training() || !a.training()->valid)
            return {std::nan(""), kNone};
        const double v = get(a.training()->performance);
        if (!(v > 0))
            return {std::nan(""), kNone};
        return {v, fmt(v)};
    };
}

CellOf run(double RunReport::*field, std::function<std::string(double)> fmt)
{
    return [field, fmt = std::move(fmt)](const AnalysedDesign& a) -> ComparisonCell {
        if (!a.training() || !a.training()->valid)
            return {std::nan(""), kNone};
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
                 return {std::nan(""), kNone};
             const auto& m = a.training()->memory;
             return {m.perGpu.total() / m.capacityBytes,
                     gibibytes(m.perGpu.total()) + " of " + gibibytes(m.capacityBytes) + " (" +
                         std::to_string(std::lround(100 * m.perGpu.total() / m.capacityBytes)) +
                         " %)"};
         }},
        {"fits", "Fits in GPU memory", "", RowKind::Flag, Better::Higher,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training())
                 return {std::nan(""), kNone};
             return {a.training()->memory.fits ? 1.0 : 0.0,
                     a.training()->memory.fits ? "yes" : "no"};
         }},
        // Catalog against calibrated figures (issue 14): which basis each column's step has.
        {"calibration", "Figures from", "", RowKind::Text, Better::Neither,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training() || !a.training()->valid)
                 return {std::nan(""), kNone};
             return {std::nan(""), a.training()->calibration ? "calibration" : "catalog"};
         }},
        {"stepTime", "Step time", "s", RowKind::Number, Better::Lower,
         perf([](const PerformanceReport& p) { return p.stepTimeS; }, duration)},
        {"mfu", "MFU", "fraction", RowKind::Number, Better::Higher,
         perf([](const PerformanceReport& p) { return p.mfu; }, percent)},
        {"tokensPerS", "Tokens per second", "tokens/s", RowKind::Number, Better::Higher,
         perf([](const PerformanceReport& p) { return p.tokensPerS; },
              [](double v) {
                  std::string t = siUnits(v, ""); // "481 k": the prefix stays apart from the unit
                  return t + (t.back() == ' ' ? "" : " ") + "tokens/s";
              })},
        {"timeToTrain", "Time to train", "s", RowKind::Number, Better::Lower,
         perf([](const PerformanceReport& p) { return p.timeToTrainS; }, duration)},
        {"bottleneck", "Bottleneck", "", RowKind::Text, Better::Neither,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (!a.training() || !a.training()->valid ||
                 a.training()->performance.bottleneck.empty())
                 return {std::nan(""), kNone};
             return {std::nan(""), renderText(a.training()->performance.bottleneck)};
         }},
        {"interNodeBusBandwidth", "Inter-node allreduce bus bandwidth", "B/s", RowKind::Number,
         Better::Higher,
         [](const AnalysedDesign& a) -> ComparisonCell {
             const double v = a.report().network.allreduceBusInterNodeBytesPerS;
             if (!(v > 0))
                 return {std::nan(""), kNone};
             return {v, siUnits(v, "B/s")};
         }},
        {"bisection", "Bisection bandwidth", "B/s", RowKind::Number, Better::Higher,
         [](const AnalysedDesign& a) -> ComparisonCell {
             const double v = a.report().network.bisectionBytesPerS;
             return {v, siUnits(v, "B/s")};
         }},
        {"itPower", "IT power", "W", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             return {a.report().power.itW, siUnits(a.report().power.itW, "W")};
         }},
        {"facilityPower", "Facility power", "W", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             return {a.report().power.facilityW, siUnits(a.report().power.facilityW, "W")};
         }},
        {"cooling", "Cooling", "", RowKind::Text, Better::Neither,
         [](const AnalysedDesign& a) { return coolingCell(a.report()); }},
        {"capex", "Capex (indicative)", "USD", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             return {a.report().cost.capexUsd, usd(a.report().cost.capexUsd)};
         }},
        {"runEnergy", "Energy per run", "kWh", RowKind::Number, Better::Lower,
         run(&RunReport::energyKwh, [](double kwh) { return siUnits(kwh * 1e3, "Wh"); })},
        {"runCostBuy", "Run cost, bought", "USD", RowKind::Number, Better::Lower,
         run(&RunReport::costBuyUsd, usd)},
        {"runCostRent", "Run cost, rented", "USD", RowKind::Number, Better::Lower,
         [](const AnalysedDesign& a) -> ComparisonCell {
             if (a.training() && a.training()->valid && !(a.training()->run.cloudUsdPerGpuHour > 0))
                 return {std::nan(""), "no cloud price"};
             return run(&RunReport::costRentUsd, usd)(a);
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
