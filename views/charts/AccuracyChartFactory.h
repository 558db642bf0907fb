#pragma once
// What code compiled with QT_NO_FOREACH (the dialog, the PDF export) may use of the accuracy
// chart: qcustomplot.h stays out of this header. Implemented in AccuracyChart.cpp.
#include "model/validation/ValidationRuns.h"

#include <QRectF>
#include <QString>

#include <string>
#include <vector>

class QPainter;
class QWidget;

namespace cc::views::charts {

/// Display name of a kind of run ("FSDP / ZeRO-3"), shared by the chart, dialog and PDF.
QString accuracyKindText(model::validation::RunKind k);
/// A new AccuracyChart showing `rows`.
QWidget* makeAccuracyChart(std::vector<model::validation::ValidationRow> rows, QWidget* parent);
/// Marks the case `id` on a chart made by makeAccuracyChart(); "" clears the mark.
void highlightAccuracyCase(QWidget* chart, const std::string& id);
/// Draws the accuracy chart of `rows` into `rect` (vector on a PDF). `painter` must come from
/// paintWithChartPainter().
void renderAccuracyChart(QPainter& painter, const QRectF& rect,
                         const std::vector<model::validation::ValidationRow>& rows);

} // namespace cc::views::charts
