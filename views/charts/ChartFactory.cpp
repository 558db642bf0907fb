#include "views/charts/ChartFactory.h"

#include "views/charts/BomChart.h"
#include "views/charts/MemoryStackChart.h"
#include "views/charts/RackPowerChart.h"
#include "views/charts/RooflineChart.h"
#include "views/charts/ScalingChart.h"
#include "views/charts/StepTimeChart.h"
#include "views/charts/TcoChart.h"

namespace cc::views::charts {

std::vector<ChartKind> allChartKinds()
{
    return {ChartKind::MemoryStack, ChartKind::StepTime,  ChartKind::Scaling,
            ChartKind::Roofline,    ChartKind::RackPower, ChartKind::BillOfMaterials,
            ChartKind::Tco};
}

QString chartId(ChartKind kind)
{
    switch (kind) {
    case ChartKind::MemoryStack:
        return QStringLiteral("memory");
    case ChartKind::StepTime:
        return QStringLiteral("step-time");
    case ChartKind::Scaling:
        return QStringLiteral("scaling");
    case ChartKind::Roofline:
        return QStringLiteral("roofline");
    case ChartKind::RackPower:
        return QStringLiteral("rack-power");
    case ChartKind::BillOfMaterials:
        return QStringLiteral("bom");
    case ChartKind::Tco:
        return QStringLiteral("tco");
    }
    return {};
}

bool needsTraining(ChartKind kind)
{
    return kind == ChartKind::MemoryStack || kind == ChartKind::StepTime ||
           kind == ChartKind::Scaling || kind == ChartKind::Roofline;
}

std::unique_ptr<ChartBase> makeChart(ChartKind kind, QWidget* parent)
{
    switch (kind) {
    case ChartKind::MemoryStack:
        return std::make_unique<MemoryStackChart>(parent);
    case ChartKind::StepTime:
        return std::make_unique<StepTimeChart>(parent);
    case ChartKind::Scaling:
        return std::make_unique<ScalingChart>(parent);
    case ChartKind::Roofline:
        return std::make_unique<RooflineChart>(parent);
    case ChartKind::RackPower:
        return std::make_unique<RackPowerChart>(parent);
    case ChartKind::BillOfMaterials:
        return std::make_unique<BomChart>(parent);
    case ChartKind::Tco:
        return std::make_unique<TcoChart>(parent);
    }
    return nullptr;
}

} // namespace cc::views::charts
