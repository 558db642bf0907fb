#pragma once
#include <QString>

#include <memory>
#include <vector>

class QWidget;

namespace cc::views::charts {

class ChartBase;

/// Every chart of issue 5, in the order the Charts panel and the PDF proposal show them.
enum class ChartKind { MemoryStack, StepTime, Scaling, Roofline, RackPower, BillOfMaterials, Tco };

std::vector<ChartKind> allChartKinds();
/// Stable id for file names and the command line: "memory", "step-time", "scaling", ...
QString chartId(ChartKind kind);
/// Whether the chart needs a training job to show anything.
bool needsTraining(ChartKind kind);
std::unique_ptr<ChartBase> makeChart(ChartKind kind, QWidget* parent = nullptr);

} // namespace cc::views::charts
