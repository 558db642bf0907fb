// The Charts dock: every chart of issue 5 in a tab, redrawn lazily, with scenario overlays.
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/training/TrainingAnalysis.h"
#include "views/charts/ChartBase.h"
#include "views/charts/ChartFactory.h"
#include "views/charts/ChartsPanel.h"

#include <QCheckBox>
#include <QTest>

using namespace cc::model;
using namespace cc::views::charts;

namespace {
struct Analysed {
    Design design;
    Report report;
    std::optional<Workload> workload;
    std::optional<TrainingReport> training;
    std::optional<ComputeHardware> hardware;
    std::shared_ptr<const Evaluation> evaluation; ///< what the figures above come from

    ChartInputs inputs(const QString& label = {}) const
    {
        ChartInputs in;
        in.label = label;
        in.design = &design;
        in.catalog = &cc::test::bundledCatalog();
        in.report = &report;
        in.workload = workload ? &*workload : nullptr;
        in.training = training ? &*training : nullptr;
        in.hardware = hardware ? &*hardware : nullptr;
        in.evaluation = evaluation;
        return in;
    }
};

std::unique_ptr<Analysed> analyse(const char* example)
{
    auto a = std::make_unique<Analysed>();
    a->design = io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + example);
    a->evaluation =
        std::make_shared<const Evaluation>(evaluate(a->design, cc::test::bundledCatalog()));
    const Evaluation& e = *a->evaluation;
    a->report = e.report;
    a->workload = e.workload;
    a->training = e.training;
    a->hardware = e.hardware;
    return a;
}
/// Data points over all plottables (overlays add series or points to existing series).
int dataPoints(ChartBase* c)
{
    int n = 0;
    for (int i = 0; i < c->plottableCount(); ++i)
        if (const auto* d = c->plottable(i)->interface1D())
            n += d->dataCount();
    return n;
}
} // namespace

class TestChartsPanel : public QObject {
    Q_OBJECT
private slots:
    void everyChartHasATabAndAnId()
    {
        ChartsPanel panel;
        QCOMPARE(panel.chartCount(), int(allChartKinds().size()));
        QSet<QString> ids;
        for (ChartKind k : allChartKinds())
            ids.insert(chartId(k));
        QCOMPARE(ids.size(), panel.chartCount()); // ids are distinct (file names, CLI)
        for (int i = 0; i < panel.chartCount(); ++i)
            QVERIFY(!panel.chart(i)->title().isEmpty());
    }

    void onlyTheChartInFrontIsDrawnUntilItsTabOpens()
    {
        const auto a = analyse("dgx-h100-single.json");
        ChartsPanel panel;
        panel.resize(900, 560);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setInputs(a->inputs(), {});
        QVERIFY(panel.chart(0)->inputs().empty()); // deferred to the next event-loop turn
        panel.flushRefresh();
        QCOMPARE(panel.chart(0)->inputs().size(), size_t(1));
        QVERIFY(panel.chart(1)->inputs().empty()); // not drawn yet
        panel.setCurrentChart(1);
        QCOMPARE(panel.chart(1)->inputs().size(), size_t(1));
        for (int i = 0; i < panel.chartCount(); ++i) {
            panel.setCurrentChart(i);
            QVERIFY2(panel.chart(i)->emptyMessage().isEmpty(), qPrintable(panel.chart(i)->title()));
            QVERIFY(panel.chart(i)->plottableCount() > 0);
        }
    }

    void scenariosAreOverlaidOnlyWhenAsked()
    {
        const auto a = analyse("dgx-h100-single.json");
        const auto b = analyse("h100-rail-4su.json");
        ChartsPanel panel;
        panel.resize(900, 560);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        panel.setInputs(a->inputs(), {});
        QVERIFY(!panel.findChild<QCheckBox*>()->isEnabled());
        panel.setInputs(a->inputs(), {b->inputs(QStringLiteral("4 SU"))});
        panel.flushRefresh();
        QVERIFY(panel.findChild<QCheckBox*>()->isEnabled());
        QCOMPARE(panel.currentChart()->inputs().size(), size_t(1));
        const int before = dataPoints(panel.currentChart());
        panel.setOverlayScenarios(true);
        QCOMPARE(panel.currentChart()->inputs().size(), size_t(2));
        QVERIFY(dataPoints(panel.currentChart()) > before); // the scenario's bar was added
    }
};

QTEST_MAIN(TestChartsPanel)
#include "tst_charts_panel.moc"
