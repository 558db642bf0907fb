#pragma once
#include "views/charts/ChartBase.h"

#include "model/analysis/Report.h"
#include "model/validation/ValidationRuns.h"

#include <vector>

namespace cc::views::charts {

/// Predicted against published throughput of the validation cases (Help ▸ Accuracy, proposal
/// appendix): both axes in tokens/s per GPU on log scales, so runs of 8 and 16,000 GPUs and of
/// every FLOP convention share one plot; the y = x line and a ±10 % band; one colour per kind of
/// run, hollow marks for expected failures. Hover shows the case.
class AccuracyChart : public ChartBase {
    Q_OBJECT
public:
    explicit AccuracyChart(QWidget* parent = nullptr);
    QString title() const override;

    /// Draws `rows` (copied).
    void setRows(std::vector<model::validation::ValidationRow> rows);
    const std::vector<model::validation::ValidationRow>& rows() const { return m_rows; }
    /// On paper there is no hover and no table: the footnote says where the reasons are.
    void setPrinted(bool printed) { m_printed = printed; }
    /// Marks the case `id` (a table selection); "" clears the mark.
    void highlight(const std::string& id);
    /// The widget position of case `id`'s point (for tests); invalid when it is not drawn.
    QPointF pointOf(const std::string& id) const;

    /// Display names shared with the dialog and the PDF.
    static QString kindText(model::validation::RunKind k);

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    void drawBand(double lo, double hi);
    void drawKind(model::validation::RunKind kind, int colour, bool expectedFail);

    std::vector<model::validation::ValidationRow> m_rows;
    /// graph → the rows its points stand for, in point order
    std::vector<std::pair<QCPAbstractPlottable*, std::vector<size_t>>> m_points;
    std::string m_highlight;
    bool m_printed = false;
    /// ChartBase draws only with an analysed design; this chart has none, so it hands over an
    /// empty report to say "there is something to draw".
    model::Report m_noDesign;
};

} // namespace cc::views::charts
