// The TCO model (model/analysis/Tco.h): buying against renting the same GPUs, against
// hand-checked numbers, the catalog's default cloud prices and the training job's break-even
// utilisation.
#include "ChartTestUtil.h"

#include "model/analysis/Tco.h"
#include "model/topology/Generators.h"

#include <cmath>

using namespace cc::model;

namespace {

bool near(double a, double b, double rel = 1e-9)
{
    return std::abs(a - b) <= rel * std::max({std::abs(a), std::abs(b), 1e-12});
}

} // namespace

class TestTco : public QObject {
    Q_OBJECT
private slots:
    void tcoHandChecked_data();
    void tcoHandChecked();
    void tcoDefaultCloudPrice();
    void tcoNoCloudPrice();
    void tcoCatalogRentPrice();
    void tcoMatchesRunBreakEven();
};

// Facility 10 kW average, $0.10/kWh; capex $1M; 8 GPUs.
// energy/year = 10 kW × 8,760 h × $0.10 = $8,760; maintenance = 10 % × $1M = $100,000.
void TestTco::tcoHandChecked_data()
{
    QTest::addColumn<double>("price"); // $/GPU-hour
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("amortisation"); // years
    QTest::addColumn<double>("rentPerYear");
    QTest::addColumn<double>("breakEven"); // years; -1: none
    QTest::addColumn<double>("horizon");
    QTest::addColumn<int>("points");
    // rent = 10 × 8 × 8,760 = $700,800/year; 1e6 / (700,800 − 108,760) = 1.68907 years.
    QTest::newRow("rent dear") << 10.0 << 1.0 << 4.0 << 700800.0 << 1e6 / 592040.0 << 5.0 << 21;
    // half the hours rented: $350,400/year; 1e6 / 241,640 = 4.13839 years.
    QTest::newRow("half used") << 10.0 << 0.5 << 4.0 << 350400.0 << 1e6 / 241640.0 << 5.0 << 21;
    // $2 × 8 × 8,760 = $140,160/year; 1e6 / 31,400 = 31.85 years, beyond the horizon.
    QTest::newRow("late") << 2.0 << 1.0 << 3.0 << 140160.0 << 1e6 / 31400.0 << 5.0 << 21;
    // $1 × 8 × 8,760 = $70,080/year < $108,760 opex: never.
    QTest::newRow("never") << 1.0 << 1.0 << 7.0 << 70080.0 << -1.0 << 7.0 << 29;
    // horizon 6.1 years: quarters 0 … 6, then 6.1.
    QTest::newRow("odd horizon") << 10.0 << 1.0 << 6.1 << 700800.0 << 1e6 / 592040.0 << 6.1 << 26;
}

void TestTco::tcoHandChecked()
{
    QFETCH(double, price);
    QFETCH(double, utilisation);
    QFETCH(double, amortisation);
    QFETCH(double, rentPerYear);
    QFETCH(double, breakEven);
    QFETCH(double, horizon);
    QFETCH(int, points);
    Design d;
    d.facility.usdPerKwh = 0.10;
    d.facility.powerUtilisation = utilisation;
    Report r;
    r.cost.capexUsd = 1e6;
    r.power.facilityW = 10000;
    r.design.gpus = 8;
    RunSettings run;
    run.cloudUsdPerGpuHour = price;
    run.amortisationYears = amortisation;
    run.maintenanceFraction = 0.10;
    const TcoReport t = analyzeTco(d, cc::test::bundledCatalog(), r, run);

    QVERIFY(near(t.energyUsdPerYear, 8760));
    QVERIFY(near(t.maintenanceUsdPerYear, 100000));
    QVERIFY(t.hasCloudPrice);
    QVERIFY(near(t.rentUsdPerYear, rentPerYear));
    QCOMPARE(t.horizonYears, horizon);
    QCOMPARE(static_cast<int>(t.points.size()), points);
    QCOMPARE(t.points.front().years, 0.0);
    QCOMPARE(t.points.front().buyUsd, 1e6);
    QCOMPARE(t.points.front().rentUsd, 0.0);
    QCOMPARE(t.points.back().years, horizon);
    QVERIFY(near(t.points.back().buyUsd, 1e6 + horizon * 108760));
    QVERIFY(near(t.points.back().rentUsd, horizon * rentPerYear));
    QVERIFY(near(t.points[4].years, 1.0));
    if (breakEven < 0) {
        QVERIFY(!t.breakEvenYears);
        QVERIFY(!t.breakEvenWithinHorizon());
    } else {
        QVERIFY(t.breakEvenYears);
        QVERIFY(near(*t.breakEvenYears, breakEven));
        QCOMPARE(t.breakEvenWithinHorizon(), breakEven <= horizon);
        QVERIFY(near(tcoBuyUsd(t, breakEven), tcoRentUsd(t, breakEven)));
    }
}

void TestTco::tcoDefaultCloudPrice()
{
    // H100 is Hopper: $3.49/GPU-hour (RunCost.cpp: Lambda via Epoch AI price data), 1,024 GPUs all
    // year.
    const cc::test::AnalysedExample a("h100-rail-4su");
    const TcoReport t = analyzeTco(a.design, cc::test::bundledCatalog(), a.report, RunSettings{});
    QVERIFY(t.hasCloudPrice);
    QCOMPARE(t.gpus, std::int64_t(1024));
    QVERIFY(near(t.cloudUsdPerGpuHour, 3.49));
    QVERIFY(near(t.rentUsdPerYear, 3.49 * 1024 * 8760));
    QVERIFY(QString::fromStdString(t.cloudPriceSource).contains(QStringLiteral("Lambda")));
    QVERIFY(near(t.energyUsdPerYear, a.report.power.facilityW / 1000 * 8760 * 0.10));
    QVERIFY(near(t.maintenanceUsdPerYear, a.report.cost.capexUsd * 0.10));
    QVERIFY(t.breakEvenWithinHorizon());
    QVERIFY(!t.explanations.empty());

    // A price in the run settings wins over the default.
    RunSettings run;
    run.cloudUsdPerGpuHour = 2.0;
    const TcoReport own = analyzeTco(a.design, cc::test::bundledCatalog(), a.report, run);
    QVERIFY(near(own.rentUsdPerYear, 2.0 * 1024 * 8760));
    QCOMPARE(own.cloudPriceSource, std::string("run.cloudUsdPerGpuHour (user setting)"));
}

void TestTco::tcoNoCloudPrice()
{
    // Blackwell has no default price in RunCost.cpp: buy only, and the generation is named.
    const cc::test::AnalysedExample a("gb200-nvl72-rack");
    const TcoReport t = analyzeTco(a.design, cc::test::bundledCatalog(), a.report, RunSettings{});
    QVERIFY(!t.hasCloudPrice);
    QVERIFY(!t.breakEvenYears);
    QCOMPARE(t.unpricedGenerations, std::vector<std::string>{"blackwell"});
    QCOMPARE(t.rentUsdPerYear, 0.0);
    QCOMPARE(t.points.back().rentUsd, 0.0);
    QVERIFY(near(t.points.back().buyUsd, tcoBuyUsd(t, 5)));
}

void TestTco::tcoCatalogRentPrice()
{
    // A GPU whose catalog entry has its own rent price (the GB200's B200: $4.54/GPU-hour) is
    // priced at it, as the training job's run cost prices it (RunCost.cpp), not reported unpriced.
    topology::GeneratorOptions o;
    o.kind = "standalone";
    o.serverRef = "gb200-nvl72";
    o.nodes = 1;
    const cc::test::AnalysedExample a(topology::generate(o, cc::test::bundledCatalog()));
    const TcoReport t = analyzeTco(a.design, cc::test::bundledCatalog(), a.report, RunSettings{});
    QVERIFY(t.hasCloudPrice);
    QVERIFY(t.unpricedGenerations.empty());
    QVERIFY(near(t.cloudUsdPerGpuHour, 4.54));
    QVERIFY(near(t.rentUsdPerYear, 4.54 * static_cast<double>(t.gpus) * 8760 * t.utilisation));
    QVERIFY2(QString::fromStdString(t.cloudPriceSource).contains(QStringLiteral("GB200")),
             t.cloudPriceSource.c_str());
}

void TestTco::tcoMatchesRunBreakEven()
{
    // The training job's break-even utilisation u* (RunCost.cpp) is where owning for the
    // amortisation period costs as much as renting: capex/years + maintenance = u*·(rent −
    // energy). Running the facility at u*, the TCO curves must therefore cross at 4 years.
    cc::test::AnalysedExample a("h100-rail-4su");
    QVERIFY(a.training && a.training->valid);
    const double u = a.training->run.breakEvenUtilisation;
    QVERIFY(u > 0.1 && u < 1);
    a.design.facility.powerUtilisation = u;
    a.reanalyse();
    const TcoReport t = analyzeTco(a.design, cc::test::bundledCatalog(), a.report, a.workload->run);
    QVERIFY(t.breakEvenYears);
    QVERIFY2(near(*t.breakEvenYears, a.workload->run.amortisationYears, 1e-6),
             qPrintable(QString::number(*t.breakEvenYears)));
}

QTEST_MAIN(TestTco)
#include "tst_tco.moc"
