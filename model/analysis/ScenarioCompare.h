#pragma once
// Side-by-side key figures of a design and its scenarios (issue 5, "Scenarios").
#include "model/analysis/Evaluate.h"

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace cc::model {

/// One design evaluated for a comparison (the current design or a scenario's snapshot).
struct AnalysedDesign {
    std::string label; ///< scenario name; empty for the current design
    std::shared_ptr<const Evaluation> evaluation;

    const Design& design() const { return *evaluation->design; }
    const Report& report() const { return evaluation->report; }
    /// The first workload's analysis (null without GPUs or workload).
    const TrainingReport* training() const { return evaluation->trainingOrNull(); }
};

/// Evaluates `d` for a comparison: the same evaluate() the window uses.
AnalysedDesign analyseForComparison(std::string label, std::shared_ptr<const Design> d,
                                    const Catalog& catalog);

/// Which way a figure is better, for highlighting; Neither for counts and names.
enum class Better { Higher, Lower, Neither };
enum class RowKind { Number, Text, Flag }; ///< Flag: value 1 (yes) or 0 (no)

struct ComparisonCell {
    double value = std::numeric_limits<double>::quiet_NaN(); ///< NaN: does not apply
    /// The figure with its unit, as a message the edge renders (CMP_NONE, "—", when it does not
    /// apply); compared between columns for text rows.
    Message text;
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

/// The current design and its scenarios, compared. The current design's evaluation is the
/// document's own (never evaluated again here); scenario snapshots are immutable, so their
/// evaluations are kept between updates.
class ScenarioComparison {
public:
    void update(std::shared_ptr<const Evaluation> current, const std::vector<Scenario>& scenarios,
                const Catalog& catalog);
    /// Column 0 is the current design, then one per scenario in the design's order.
    const std::vector<AnalysedDesign>& columns() const { return m_columns; }
    const std::vector<ComparisonRow>& rows() const { return m_rows; }

private:
    std::vector<AnalysedDesign> m_columns;
    std::vector<ComparisonRow> m_rows;
    const Catalog* m_catalog = nullptr;
};

} // namespace cc::model
