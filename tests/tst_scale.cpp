// A 100,000-GPU design is a few groups and is analysed on counts, never expanded.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/topology/Generators.h"

using namespace cc::model;

class TestScale : public QObject {
    Q_OBJECT
private slots:
    void hundredThousandGpus();
};

void TestScale::hundredThousandGpus()
{
    const Catalog& c = cc::test::bundledCatalog();
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = "dgx-h100";
    o.nodes = 12500;
    o.switchRef = "sn5600"; // 64 × 800G split 2 × 400G: radix 128 at 400G
    const Design d = topology::generate(o, c);
    QVERIFY(d.blocks.size() < 20);
    QVERIFY(d.links.size() < 20);
    const Report r = analyze(d, c);
    QCOMPARE(r.design.gpus, std::int64_t(100000));
    QCOMPARE(r.design.servers, std::int64_t(12500));
    // Radix 128 at 400G: two tiers reach 128²/2 = 8,192 end ports, three tiers 128³/4 = 524,288.
    QCOMPARE(r.network.tiers.size(), size_t(3));
    QCOMPARE(r.network.tiers[0].linksDown, std::int64_t(100000)); // one link per NIC
    // Non-blocking: each tier's uplinks carry what comes up from below.
    QVERIFY(*r.network.tiers[0].oversubscription <= 1.0);
    QVERIFY(*r.network.tiers[1].oversubscription <= 1.0);
    QCOMPARE(r.network.bisectionBytesPerS, 100000 * 400e9 / 8 / 2);
    QVERIFY(r.power.itW > 12500 * 5000.0);
    // The file stays small: groups, not 100k objects.
    QVERIFY(io::saveDesign(d, c).size() < 200000);
}

QTEST_APPLESS_MAIN(TestScale)
#include "tst_scale.moc"
