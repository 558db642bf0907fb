// The infrastructure charts (power per rack, bill of materials, TCO) fed from real reports:
// their series equal the report's numbers; empty states, overlays, hover values and export. The
// TCO model itself is tested in tst_tco.cpp.
#include "ChartTestUtil.h"

#include "model/analysis/Tco.h"
#include "views/charts/BomChart.h"
#include "views/charts/RackPowerChart.h"
#include "views/charts/TcoChart.h"

#include <QImage>
#include <QTemporaryDir>
#include <QToolTip>

#include <cmath>
#include <memory>
#include <optional>
#include <set>

using namespace cc::model;
using namespace cc::views::charts;

namespace {

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max({std::abs(a), std::abs(b), 1e-12});
}

using Analysed = cc::test::AnalysedExample;

const Analysed& h100()
{
    static const Analysed a("h100-rail-4su");
    return a;
}
const Analysed& nvl72()
{
    static const Analysed a("gb200-nvl72-rack");
    return a;
}
const Analysed& workstation()
{
    static const Analysed a("rtx4090-workstation");
    return a;
}

std::vector<QCPBars*> barsOn(QCustomPlot& plot, QCPAxis* keyAxis)
{
    std::vector<QCPBars*> out;
    for (int i = 0; i < plot.plottableCount(); ++i)
        if (auto* b = qobject_cast<QCPBars*>(plot.plottable(i)); b && b->keyAxis() == keyAxis)
            out.push_back(b);
    return out;
}

QCPBars* barsNamed(QCustomPlot& plot, const QString& prefix)
{
    for (int i = 0; i < plot.plottableCount(); ++i)
        if (auto* b = qobject_cast<QCPBars*>(plot.plottable(i)); b && b->name().startsWith(prefix))
            return b;
    return nullptr;
}

QCPGraph* graphNamed(QCustomPlot& plot, const QString& prefix)
{
    for (int i = 0; i < plot.graphCount(); ++i)
        if (plot.graph(i)->name().startsWith(prefix))
            return plot.graph(i);
    return nullptr;
}

/// The value at `key`, or nullopt when the plottable has no point there.
template <class Data> std::optional<double> valueAt(const Data& data, double key)
{
    for (auto it = data->constBegin(); it != data->constEnd(); ++it)
        if (std::abs(it->mainKey() - key) < 1e-9)
            return it->mainValue();
    return std::nullopt;
}

QStringList tickLabels(QCPAxis* axis)
{
    QStringList out;
    const auto t = axis->ticker().dynamicCast<QCPAxisTickerText>();
    if (t)
        for (const QString& s : t->ticks())
            out << s;
    return out;
}

/// The charts with their hover text reachable from the test.
struct RackProbe : RackPowerChart {
    using RackPowerChart::tooltipFor;
};
struct BomProbe : BomChart {
    using BomChart::tooltipFor;
};
struct TcoProbe : TcoChart {
    using TcoChart::tooltipFor;
};

} // namespace

std::unique_ptr<ChartBase> makeInfraChart(int kind);

class TestChartsInfra : public QObject {
    Q_OBJECT
private slots:
    void rackPowerBarsEqualReport_data();
    void rackPowerBarsEqualReport();
    void rackPowerEmptyState();
    void rackPowerOverlay();

    void bomBarsEqualReport();
    void bomMarksEstimatesAndUnpriced();
    void bomEmptyAndOverlay();

    void tcoChartCurvesEqualModel();
    void tcoChartWithoutCloudPrice();
    void tcoChartOverlay();

    void tooltipsGiveExactValues();

    void exportWritesFiles_data();
    void exportWritesFiles();
    void hoverGivesExactValues();
};

void TestChartsInfra::rackPowerBarsEqualReport_data()
{
    QTest::addColumn<QString>("example");
    QTest::newRow("H100 4 SU") << QStringLiteral("h100-rail-4su");
    QTest::newRow("GB200 NVL72") << QStringLiteral("gb200-nvl72-rack");
}

void TestChartsInfra::rackPowerBarsEqualReport()
{
    QFETCH(QString, example);
    const Analysed& a = example.startsWith(QLatin1String("h100")) ? h100() : nvl72();
    RackPowerChart chart(nullptr);
    chart.setInputs(a.inputs());
    QVERIFY(chart.emptyMessage().isEmpty());
    const auto& racks = a.report.power.racks;
    QCOMPARE(tickLabels(chart.yAxis).size(), static_cast<int>(racks.size()));
    QCPBars* typical = barsNamed(chart, QStringLiteral("Typical"));
    QCPGraph* limit = graphNamed(chart, QStringLiteral("Rack power limit"));
    QVERIFY(typical && limit);
    std::set<CoolingVerdict> verdicts;
    for (size_t k = 0; k < racks.size(); ++k) {
        const double key = static_cast<double>(k + 1);
        const RackReport& r = racks[k];
        verdicts.insert(r.verdict);
        QVERIFY(tickLabels(chart.yAxis)[static_cast<int>(k)].endsWith(
            QStringLiteral(" ×%1").arg(r.count)));
        // Exactly one verdict bar set holds this rack, and its name is the rack's verdict.
        int holders = 0;
        for (QCPBars* b : barsOn(chart, chart.yAxis)) {
            if (b == typical)
                continue;
            if (const auto v = valueAt(b->data(), key)) {
                ++holders;
                QVERIFY(near(*v * 1000, r.maxW));
                const QString want =
                    r.verdict == CoolingVerdict::Liquid ? QStringLiteral("liquid-cooled")
                    : r.verdict == CoolingVerdict::Air  ? QStringLiteral("air-cooled")
                                                        : QStringLiteral("air with containment");
                QVERIFY2(b->name().endsWith(QStringLiteral(", ") + want), qPrintable(b->name()));
            }
        }
        QCOMPARE(holders, 1);
        QVERIFY(near(*valueAt(typical->data(), key) * 1000, r.typicalW));
        QVERIFY(near(*valueAt(limit->data(), key) * 1000, r.limitW));
    }
    // One bar set (one colour, one legend entry) per verdict that occurs.
    QCOMPARE(barsOn(chart, chart.yAxis).size(), verdicts.size() + 1);

    QCPAxisRect* side = chart.facilityRect();
    QVERIFY(side);
    const auto sideBars = barsOn(chart, side->axis(QCPAxis::atLeft));
    QCOMPARE(sideBars.size(), size_t(2));
    const double div = a.report.power.facilityW >= 1e6 ? 1e6 : 1e3;
    QVERIFY(side->axis(QCPAxis::atBottom)
                ->label()
                .contains(div == 1e6 ? QStringLiteral("(MW)") : QStringLiteral("(kW)")));
    const double off = RackPowerChart::kFacilityOffset;
    QVERIFY(near(*valueAt(sideBars[0]->data(), 1.0 - off) * div, a.report.power.itW));
    QVERIFY(near(*valueAt(sideBars[1]->data(), 1.0 + off) * div, a.report.power.facilityW));
    QVERIFY(tickLabels(side->axis(QCPAxis::atLeft))[0].contains(QStringLiteral("PUE 1.40")));
}

void TestChartsInfra::rackPowerEmptyState()
{
    RackPowerChart chart(nullptr);
    chart.setInputs(workstation().inputs());
    QVERIFY(workstation().report.power.racks.empty());
    QVERIFY(chart.emptyMessage().contains(QStringLiteral("Auto-place")));
    QVERIFY(!chart.facilityRect());
    QCOMPARE(chart.axisRectCount(), 1);
    // Back to a design with racks: the facility bars return, once.
    chart.setInputs(h100().inputs());
    QVERIFY(chart.emptyMessage().isEmpty());
    QVERIFY(chart.facilityRect());
    QCOMPARE(chart.axisRectCount(), 2);
}

void TestChartsInfra::rackPowerOverlay()
{
    RackPowerChart chart(nullptr);
    chart.setScenarios({h100().inputs(), nvl72().inputs(QStringLiteral("NVL72"))});
    QVERIFY(chart.emptyMessage().isEmpty());
    const QStringList labels = tickLabels(chart.yAxis);
    QCOMPARE(labels.size(), 2);
    QVERIFY(labels[1].startsWith(QStringLiteral("NVL72\n")));
    // Each scenario shows its largest rack by nameplate power.
    const Analysed* designs[] = {&h100(), &nvl72()};
    for (int s = 0; s < 2; ++s) {
        double largest = 0;
        for (const auto& r : designs[s]->report.power.racks)
            largest = std::max(largest, r.maxW);
        bool found = false;
        for (QCPBars* b : barsOn(chart, chart.yAxis))
            if (const auto v = valueAt(b->data(), s + 1.0);
                v && !b->name().startsWith(QStringLiteral("Typical")))
                found = near(*v * 1000, largest);
        QVERIFY(found);
    }
    // The facility group has one IT and one facility bar per scenario (both MW: H100 > 1 MW).
    const auto sideBars = barsOn(chart, chart.facilityRect()->axis(QCPAxis::atLeft));
    QCOMPARE(sideBars[0]->dataCount(), 2);
    QVERIFY(near(*valueAt(sideBars[1]->data(), 2.0 + RackPowerChart::kFacilityOffset) * 1e6,
                 nvl72().report.power.facilityW));
}

void TestChartsInfra::bomBarsEqualReport()
{
    const Analysed& a = h100();
    BomChart chart(nullptr);
    chart.setInputs(a.inputs());
    QVERIFY(chart.emptyMessage().isEmpty());
    QCOMPARE(chart.divisor(), 1e6); // $34.6M largest category
    QVERIFY(chart.yAxis->label().contains(QStringLiteral("$M")));
    QCOMPARE(chart.categories().size(), a.report.cost.byCategoryUsd.size());
    QCPBars* listed = barsNamed(chart, QStringLiteral("Listed"));
    QCPBars* estimated = barsNamed(chart, QStringLiteral("Estimated"));
    QVERIFY(listed && estimated);
    QCOMPARE(estimated->barBelow(), listed); // stacked: the bar's top is the category total
    double sum = 0, estSum = 0;
    for (size_t k = 0; k < chart.categories().size(); ++k) {
        const double key = static_cast<double>(k + 1);
        const double total = (valueAt(listed->data(), key).value_or(0) +
                              valueAt(estimated->data(), key).value_or(0)) *
                             chart.divisor();
        QVERIFY2(near(total, a.report.cost.byCategoryUsd.at(chart.categories()[k]), 1e-12),
                 chart.categories()[k].c_str());
        sum += total;
        estSum += valueAt(estimated->data(), key).value_or(0) * chart.divisor();
    }
    QVERIFY(near(sum, a.report.cost.capexUsd, 1e-12));
    double estimates = 0;
    for (const auto& l : a.report.cost.lines)
        if (l.estimate)
            estimates += l.totalUsd;
    QVERIFY(estimates > 0);
    QVERIFY(near(estSum, estimates, 1e-12));
    QVERIFY(chart.footnote().contains(QStringLiteral("Total capex: $43,456,640")));
}

void TestChartsInfra::bomMarksEstimatesAndUnpriced()
{
    Analysed a("dgx-h100-single");
    BomChart chart(nullptr);
    chart.setInputs(a.inputs());
    QCOMPARE(chart.divisor(), 1e3); // $270k servers
    QVERIFY(chart.yAxis->label().contains(QStringLiteral("$k")));
    QVERIFY(!chart.footnote().contains(QStringLiteral("no price")));
    a.report.cost.unpricedItems = 3;
    chart.setInputs(a.inputs());
    QVERIFY2(
        chart.footnote().contains(QStringLiteral("3 items have no price and are not included")),
        qPrintable(chart.footnote()));
}

void TestChartsInfra::bomEmptyAndOverlay()
{
    Design empty;
    const Report none = evaluate(empty, cc::test::bundledCatalog()).report;
    BomChart chart(nullptr);
    chart.setInputs(
        {QString(), &empty, &cc::test::bundledCatalog(), &none, nullptr, nullptr, nullptr, {}});
    QVERIFY(chart.emptyMessage().contains(QStringLiteral("Nothing to price")));
    QCOMPARE(chart.plottableCount(), 0);

    chart.setInputs(h100().inputs());
    const int single = chart.plottableCount();
    chart.setScenarios({h100().inputs(), nvl72().inputs(QStringLiteral("NVL72"))});
    QCOMPARE(chart.plottableCount(), 2 * single);
    QCPBars* nvl = barsNamed(chart, QStringLiteral("NVL72"));
    QVERIFY(nvl && nvl->barsGroup());
    const auto& cats = chart.categories();
    const auto it = std::find(cats.begin(), cats.end(), std::string("accelerators & servers"));
    QVERIFY(it != cats.end());
    const double key = static_cast<double>(it - cats.begin() + 1);
    QVERIFY(near(
        *valueAt(nvl->data(), key) * chart.divisor() + 0,
        nvl72().report.cost.byCategoryUsd.at("accelerators & servers") -
            [&] {
                double e = 0;
                for (const auto& l : nvl72().report.cost.lines)
                    if (l.estimate && l.category == "accelerators & servers")
                        e += l.totalUsd;
                return e;
            }(),
        1e-12));
    QVERIFY2(chart.footnote().contains(QStringLiteral("NVL72: $3.6M")),
             qPrintable(chart.footnote()));
}

void TestChartsInfra::tcoChartCurvesEqualModel()
{
    const Analysed& a = h100();
    TcoChart chart(nullptr);
    chart.setInputs(a.inputs());
    QVERIFY(chart.emptyMessage().isEmpty());
    const TcoReport model =
        analyzeTco(a.design, cc::test::bundledCatalog(), a.report, a.workload->run);
    QCPGraph* buy = graphNamed(chart, QStringLiteral("Buy"));
    QCPGraph* rent = graphNamed(chart, QStringLiteral("Rent"));
    QCPGraph* even = graphNamed(chart, QStringLiteral("Break-even"));
    QVERIFY(buy && rent && even);
    QVERIFY(chart.yAxis->label().contains(QStringLiteral("$M")));
    QCOMPARE(chart.xAxis->range().upper, 5.0); // max(4 amortisation years, 5)
    QVERIFY(near(*valueAt(buy->data(), 0.0) * chart.divisor(), a.report.cost.capexUsd));
    QCOMPARE(*valueAt(rent->data(), 0.0), 0.0);
    QVERIFY(near(*valueAt(buy->data(), 5.0) * chart.divisor(), tcoBuyUsd(model, 5)));
    QVERIFY(near(*valueAt(rent->data(), 5.0) * chart.divisor(), tcoRentUsd(model, 5)));
    QCOMPARE(even->dataCount(), 1);
    QVERIFY(near(even->data()->begin()->key, *model.breakEvenYears));
    QVERIFY(near(even->data()->begin()->value * chart.divisor(),
                 tcoBuyUsd(model, *model.breakEvenYears)));
    QVERIFY2(
        chart.footnote().contains(QStringLiteral("Buying costs less than renting after %1 years")
                                      .arg(*model.breakEvenYears, 0, 'f', 1)),
        qPrintable(chart.footnote()));
}

void TestChartsInfra::tcoChartWithoutCloudPrice()
{
    TcoChart chart(nullptr);
    chart.setInputs(nvl72().inputs());
    QVERIFY(chart.emptyMessage().isEmpty());
    QVERIFY(graphNamed(chart, QStringLiteral("Buy")));
    QVERIFY(!graphNamed(chart, QStringLiteral("Rent")));
    QVERIFY(!graphNamed(chart, QStringLiteral("Break-even")));
    QVERIFY2(chart.footnote().contains(QStringLiteral("No cloud price for blackwell GPUs")) &&
                 chart.footnote().contains(QStringLiteral("run settings")),
             qPrintable(chart.footnote()));

    // Renting cheaper than energy and maintenance alone: no break-even, said in words.
    Analysed cheap("h100-rail-4su");
    cheap.workload->run.cloudUsdPerGpuHour = 0.2;
    chart.setInputs(cheap.inputs());
    QVERIFY(graphNamed(chart, QStringLiteral("Rent")));
    QVERIFY(!graphNamed(chart, QStringLiteral("Break-even")));
    QVERIFY2(chart.footnote().startsWith(QStringLiteral("No break-even")),
             qPrintable(chart.footnote()));
}

void TestChartsInfra::tcoChartOverlay()
{
    TcoChart chart(nullptr);
    chart.setInputs(h100().inputs());
    const int single = chart.graphCount();
    chart.setScenarios({h100().inputs(), nvl72().inputs(QStringLiteral("NVL72")),
                        workstation().inputs(QStringLiteral("Workstation"))});
    QCOMPARE(chart.tcoReports().size(), size_t(3));
    // Every scenario adds its buy curve; only priced ones a rent curve.
    QCOMPARE(chart.graphCount(), single + 2);
    QVERIFY(graphNamed(chart, QStringLiteral("NVL72: buy")));
    QVERIFY(!graphNamed(chart, QStringLiteral("NVL72: rent")));
    QVERIFY(graphNamed(chart, QStringLiteral("Workstation: buy")));
    QVERIFY(near(*valueAt(graphNamed(chart, QStringLiteral("NVL72: buy"))->data(), 0.0) *
                     chart.divisor(),
                 nvl72().report.cost.capexUsd));
    QVERIFY2(chart.footnote().contains(QStringLiteral("NVL72: no cloud price for blackwell GPUs")),
             qPrintable(chart.footnote()));
    QVERIFY(chart.footnote().contains(QStringLiteral("This design: break-even after 1.7 years")));
}

void TestChartsInfra::tooltipsGiveExactValues()
{
    // DGX H100 racks ×42: 30.6 kW nameplate, 40 kW limit, air with containment.
    RackProbe rack;
    rack.setInputs(h100().inputs());
    QCPBars* first = nullptr;
    for (QCPBars* b : barsOn(rack, rack.yAxis))
        if (valueAt(b->data(), 1.0) && !b->name().startsWith(QStringLiteral("Typical")))
            first = b;
    QVERIFY(first);
    const QString rackTip = rack.tooltipFor(first, 0);
    QVERIFY2(rackTip.contains(QStringLiteral("DGX H100 racks</b> ×42")) &&
                 rackTip.contains(QStringLiteral("Nameplate max: 30.6 kW")) &&
                 rackTip.contains(QStringLiteral("Limit: 40.0 kW (77 % used at max)")) &&
                 rackTip.contains(QStringLiteral("air with containment")),
             qPrintable(rackTip));
    const auto side = barsOn(rack, rack.facilityRect()->axis(QCPAxis::atLeft));
    QVERIFY(rack.tooltipFor(side[1], 0)
                .contains(QStringLiteral("Facility power (IT × PUE 1.40): 1.36 MW")));

    BomProbe bom;
    bom.setInputs(h100().inputs());
    const QString bomTip = bom.tooltipFor(barsNamed(bom, QStringLiteral("Listed")), 0);
    QVERIFY2(bomTip.contains(QStringLiteral("Accelerators &amp; servers")) &&
                 bomTip.contains(QStringLiteral("Total: $34,560,000")),
             qPrintable(bomTip));

    TcoProbe tco;
    tco.setInputs(h100().inputs());
    QCPGraph* rent = graphNamed(tco, QStringLiteral("Rent"));
    const QString tcoTip = tco.tooltipFor(rent, 4); // one year
    QVERIFY2(tcoTip.contains(QStringLiteral("after 1.0 years: $31,306,138")) &&
                 tcoTip.contains(QStringLiteral("1,024 GPUs × $3.49/GPU-hour")),
             qPrintable(tcoTip));
}

void TestChartsInfra::exportWritesFiles_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("rack power") << 0;
    QTest::newRow("bill of materials") << 1;
    QTest::newRow("tco") << 2;
}

void TestChartsInfra::exportWritesFiles()
{
    QFETCH(int, kind);
    std::unique_ptr<ChartBase> chart = makeInfraChart(kind);
    chart->setInputs(h100().inputs());
    QTemporaryDir dir;
    for (const char* suffix : {"png", "svg", "pdf"}) {
        const QString file = dir.filePath(QStringLiteral("chart.") + QLatin1String(suffix));
        QCOMPARE(chart->exportTo(file, 900, 560), QString());
        QVERIFY2(QFileInfo(file).size() > 1000, qPrintable(file));
    }
    const QImage png(dir.filePath(QStringLiteral("chart.png")));
    QCOMPARE(png.size(), QSize(1800, 1120)); // exported at 2× for sharpness
}

std::unique_ptr<ChartBase> makeInfraChart(int kind)
{
    if (kind == 0)
        return std::make_unique<RackPowerChart>(nullptr);
    if (kind == 1)
        return std::make_unique<BomChart>(nullptr);
    return std::make_unique<TcoChart>(nullptr);
}

/// What the tooltip says after the mouse moves to `pos` (chart coordinates) of a shown chart.
QString hoverText(ChartBase& chart, QPointF pos)
{
    QToolTip::hideText();
    QTest::mouseMove(&chart, pos.toPoint());
    return QTest::qWaitFor([] { return QToolTip::isVisible(); }, 2000) ? QToolTip::text()
                                                                       : QString();
}

void TestChartsInfra::hoverGivesExactValues()
{
    // At the dock's size, the mouse over a bar, placed from the axis coordinates of the
    // report's numbers, shows that number with its unit.
    const RackReport& dgx = h100().report.power.racks.front();
    RackPowerChart rack;
    rack.resize(700, 400);
    rack.show();
    QVERIFY(QTest::qWaitForWindowExposed(&rack));
    rack.setInputs(h100().inputs());
    // Between the typical-draw bar (narrow, in the middle) and the end of the nameplate bar.
    const QPointF onRack(rack.xAxis->coordToPixel((dgx.typicalW + dgx.maxW) / 2 / 1e3),
                         rack.yAxis->coordToPixel(1.2));
    const QString rackTip = hoverText(rack, onRack);
    QVERIFY2(rackTip.contains(QStringLiteral("Nameplate max: %1 kW per rack")
                                  .arg(QLocale().toString(dgx.maxW / 1e3, 'f', 1))) &&
                 rackTip.contains(QStringLiteral("Typical draw: %1 kW per rack")
                                      .arg(QLocale().toString(dgx.typicalW / 1e3, 'f', 1))),
             qPrintable(rackTip));
    QCOMPARE(rackTip, rack.tooltipAt(onRack));
    rack.close();

    BomChart bom;
    bom.resize(560, 340);
    bom.show();
    QVERIFY(QTest::qWaitForWindowExposed(&bom));
    bom.setInputs(h100().inputs());
    const double servers = h100().report.cost.byCategoryUsd.at(bom.categories().front());
    const QPointF onServers(bom.xAxis->coordToPixel(1),
                            bom.yAxis->coordToPixel(servers / 2 / bom.divisor()));
    const QString bomTip = hoverText(bom, onServers);
    QVERIFY2(bomTip.contains(
                 QStringLiteral("Total: $%1").arg(QLocale().toString(std::round(servers), 'f', 0))),
             qPrintable(bomTip));
}

QTEST_MAIN(TestChartsInfra)
#include "tst_charts_infra.moc"
