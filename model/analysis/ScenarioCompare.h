#pragma once
// Side-by-side key figures of a design and its scenarios (issue 5, "Scenarios").
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cc::model {

/// One design analysed for a comparison (the current design or a scenario's snapshot), owning
/// everything a table or a chart needs from it.
struct AnalysedDesign {
    std::string label; ///< scenario name; empty for the current design
    std::shared_ptr<const Design> design;
    Report report;
    std::optional<Workload> workload;       ///< the design's first workload, when it parses
    std::optional<TrainingReport> training; ///< its analysis (absent without GPUs or workload)
};

/// Analyses `d` as the window does: analyze(), then analyzeTraining() of the first workload.
AnalysedDesign analyseForComparison(std::string label, std::shared_ptr<const Design> d,
                                    const Catalog& catalog);

/// Which way a figure is better, for highlighting; Neither for counts and names.
enum class Better { Higher, Lower, Neither };
enum class RowKind { Number, Text, Flag }; ///< Flag: value 1 (yes) or 0 (no)

struct ComparisonCell {
    double value = std::numeric_limits<double>::quiet_NaN(); ///< NaN: does not apply
    std::string text; ///< formatted with its unit; "—" when it does not apply
};

/// One key figure across the columns (the current design first, then each scenario).
struct ComparisonRow {
    std::string key;   ///< stable id, e.g. "stepTime"
    std::string label; ///< English name, e.g. "Step time"
    std::string unit;  ///< unit of `value`: "s", "W", "B/s", "USD", "fraction", "" for counts
    RowKind kind = RowKind::Number;
    Better better = Better::Neither;
    std::vector<ComparisonCell> cells;
    bool differs = false; ///< some column's value (or text) is not the same as another's

    /// Column `c` against the current design (column 0): +1 better, −1 worse, 0 the same, not
    /// comparable, or a figure with no better direction.
    int verdict(size_t c) const;
    /// Whether column `c` differs from column 0.
    bool differsFromCurrent(size_t c) const;
};

/// The key figures of every column: GPUs, accelerator, servers, racks, switches, memory per GPU
/// and fit, step time, MFU, tokens/s, time to train, bottleneck, inter-node bus bandwidth,
/// bisection, IT and facility power, cooling, capex, energy and cost of the run (bought and
/// rented), errors and warnings.
/// `catalog` resolves the accelerator names (after each design's pinned specs).
std::vector<ComparisonRow> compareRows(const std::vector<AnalysedDesign>& columns,
                                       const Catalog& catalog);

/// The current design and its scenarios, analysed and compared. Scenario snapshots are
/// immutable, so their analyses are kept between updates and only the current design is
/// analysed again.
class ScenarioComparison {
public:
    void update(const Design& current, const Catalog& catalog);
    /// Column 0 is the current design, then one per scenario in the design's order. Valid (and
    /// every pointer into them) until the next update().
    const std::vector<AnalysedDesign>& columns() const { return m_columns; }
    const std::vector<ComparisonRow>& rows() const { return m_rows; }

private:
    std::vector<AnalysedDesign> m_columns;
    std::vector<ComparisonRow> m_rows;
    const Catalog* m_catalog = nullptr;
};

} // namespace cc::model
