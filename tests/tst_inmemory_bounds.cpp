// Issue 13: a design built in code (generators, edits, the planner, tests) is not bounded by the
// loader, so the analysis checks the same bounds itself: a count past the input contract is an
// error finding (DESIGN_BEYOND_BOUNDS) and no figure is computed from it — never a signed
// overflow (the ASan + UBSan suite runs this test too), "-8 GPUs" or a hang. The generators'
// options are bounded the same way.
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/io/ReportIo.h"
#include "model/topology/Generators.h"

#include <QElapsedTimer>

#include <climits>
#include <cstdint>
#include <functional>

using namespace cc::model;

namespace {

const Finding* beyond(const Report& r)
{
    for (const auto& f : r.findings)
        if (f.code == "DESIGN_BEYOND_BOUNDS")
            return &f;
    return nullptr;
}

/// The first argument of the finding: the count named (a term).
std::string whatOf(const Finding& f)
{
    return f.message.args.empty() ? std::string() : f.message.args.front().text;
}

} // namespace

class TestInMemoryBounds : public QObject {
    Q_OBJECT
private slots:
    void smallDesignIsWithinBounds();
    void countsPastTheContract_data();
    void countsPastTheContract();
    void gpusPastTheBoundWithoutOverflow();
    void generatorOptionsAreBounded_data();
    void generatorOptionsAreBounded();
};

void TestInMemoryBounds::smallDesignIsWithinBounds()
{
    const Evaluation e = evaluate(cc::test::smallCluster(), cc::test::bundledCatalog());
    QVERIFY(!beyond(e.report));
    QVERIFY(!e.inventory.beyondBounds);
    QCOMPARE(e.report.design.gpus, std::int64_t(128));
    QVERIFY(e.report.network.tiers.size() >= 2);
}

void TestInMemoryBounds::countsPastTheContract_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("what");
    QTest::newRow("replicas INT64_MAX") << 0 << QStringLiteral("replicas");
    QTest::newRow("part count INT_MAX") << 1 << QStringLiteral("parts per server");
    QTest::newRow("perReplica 2^62") << 2 << QStringLiteral("links per replica");
    QTest::newRow("rack count 2^62") << 3 << QStringLiteral("racks");
    QTest::newRow("negative replicas") << 4 << QStringLiteral("replicas");
    QTest::newRow("switch replicas INT64_MAX") << 5 << QStringLiteral("replicas");
}

void TestInMemoryBounds::countsPastTheContract()
{
    QFETCH(int, which);
    QFETCH(QString, what);
    Design d = cc::test::smallCluster();
    const std::function<void()> breakIt[] = {
        [&] { d.blocks[0].replicas = INT64_MAX; },
        [&] { d.templates[0].parts[0].count = INT_MAX; },
        [&] { d.links[0].perReplica = std::int64_t(1) << 62; },
        [&] { d.racks[0].count = std::int64_t(1) << 62; },
        [&] { d.blocks[0].replicas = -5; },
        [&] { d.blocks[1].replicas = INT64_MAX; },
    };
    breakIt[which]();
    QElapsedTimer t;
    t.start();
    const Evaluation e = evaluate(d, cc::test::bundledCatalog());
    QVERIFY2(t.elapsed() < 5000, "refused quickly, not computed");
    const Finding* f = beyond(e.report);
    QVERIFY2(f, "no DESIGN_BEYOND_BOUNDS finding");
    QCOMPARE(f->severity, Severity::Error);
    QCOMPARE(QString::fromStdString(whatOf(*f)), what);
    QVERIFY(e.inventory.beyondBounds);
    // No wrapped or inflated figure reaches the report.
    QCOMPARE(e.report.design.gpus, std::int64_t(0));
    QCOMPARE(e.report.design.switches, std::int64_t(0));
    QCOMPARE(e.report.design.racks, std::int64_t(0));
    QVERIFY(e.report.network.tiers.empty());
    QVERIFY(!io::reportToText(e.report, *e.design, e.trainingOrNull(), false).empty());
}

// Inventory.cpp used to compute replicas x GPUs per server and their sum unchecked.
void TestInMemoryBounds::gpusPastTheBoundWithoutOverflow()
{
    Design d = cc::test::smallCluster();
    d.blocks[0].replicas = 2'000'000; // x 8 GPUs = 16 million > 10 million
    const Evaluation e = evaluate(d, cc::test::bundledCatalog());
    const Finding* f = beyond(e.report);
    QVERIFY(f);
    QCOMPARE(QString::fromStdString(whatOf(*f)), QStringLiteral("GPUs"));
    QCOMPARE(f->message.args.at(2).value, 16e6);
    QCOMPARE(f->message.args.at(3).value, 1e7);
    QCOMPARE(e.report.design.gpus, std::int64_t(0));
    // Two groups of 1.25 million servers: each within the replicas bound, 20 million GPUs in all.
    Design two = cc::test::smallCluster();
    two.blocks[0].replicas = 1'250'000;
    Block copy = two.blocks[0];
    copy.id = 99;
    two.blocks.push_back(copy);
    QVERIFY(beyond(evaluate(two, cc::test::bundledCatalog()).report));
    // Just inside the bound: analysed.
    Design ok = cc::test::smallCluster();
    ok.blocks[0].replicas = 1'250'000; // 10,000,000 GPUs
    ok.racks.clear();
    const Evaluation in = evaluate(ok, cc::test::bundledCatalog());
    QVERIFY(!beyond(in.report));
    QCOMPARE(in.report.design.gpus, std::int64_t(10'000'000));
}

void TestInMemoryBounds::generatorOptionsAreBounded_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("words");
    QTest::newRow("nodes 2^62") << 0 << QStringLiteral("--nodes")
                                << QStringLiteral("replicas per group");
    QTest::newRow("unit size INT_MAX")
        << 1 << QStringLiteral("--unit-size") << QStringLiteral("replicas per group");
    QTest::newRow("storage count 2^40")
        << 2 << QStringLiteral("--storage") << QStringLiteral("replicas per group");
    QTest::newRow("dims 3 x (2^31 - 1)")
        << 3 << QStringLiteral("--dims") << QStringLiteral("GEN_TORUS_DIMS_NODES");
    QTest::newRow("seven dims") << 4 << QStringLiteral("--dims")
                                << QStringLiteral("GEN_TORUS_DIMS_COUNT");
}

void TestInMemoryBounds::generatorOptionsAreBounded()
{
    QFETCH(int, which);
    QFETCH(QString, option);
    QFETCH(QString, words);
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = "dgx-h100";
    o.nodes = 16;
    switch (which) {
    case 0:
        o.nodes = std::int64_t(1) << 62;
        break;
    case 1:
        o.kind = "rail-optimized";
        o.unitSize = INT_MAX;
        break;
    case 2:
        o.storageRef = "ddn-ai400x2-class";
        o.storageMinCount = std::int64_t(1) << 40;
        break;
    case 3:
        o.kind = "torus";
        o.serverRef = "dgx-h100";
        o.torusDims = {INT_MAX, INT_MAX, INT_MAX};
        break;
    default:
        o.kind = "torus";
        o.torusDims = {2, 2, 2, 2, 1, 1, 1};
        break;
    }
    QElapsedTimer t;
    t.start();
    try {
        (void)topology::generate(o, cc::test::bundledCatalog());
        QFAIL("generated");
    } catch (const std::invalid_argument& e) {
        const QString msg = QString::fromUtf8(e.what());
        QVERIFY2(msg.contains(option) && msg.contains(words), qPrintable(msg));
    }
    QVERIFY(t.elapsed() < 5000);
}

QTEST_GUILESS_MAIN(TestInMemoryBounds)
#include "tst_inmemory_bounds.moc"
