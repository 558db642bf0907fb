// Topology generators: switch counts from port arithmetic (Al-Fares et al., SIGCOMM 2008) and the
// port budgets of fat-trees, rail-optimised fabrics, tori and NVL72 racks, against the bundled
// catalog. Storage, racks, canvas layout, option errors: tst_topology_checks.cpp.
#include "TopologyTestUtil.h"

#include <stdexcept>

using namespace cc::model;
using namespace cc::model::topology;
using namespace cc::test::topology;

class TestTopology : public QObject {
    Q_OBJECT

private slots:
    void kindsAndTemplate();
    void fatTree_data();
    void fatTree();
    void railOptimized_data();
    void railOptimized();
    void torus_data();
    void torus();
    void nvl72();
};

void TestTopology::kindsAndTemplate()
{
    const auto& kinds = generatorKinds();
    for (const char* k : {"fat-tree", "rail-optimized", "superpod", "nvl72", "torus"})
        QVERIFY2(std::find(kinds.begin(), kinds.end(), k) != kinds.end(), k);

    const Catalog& c = cc::test::bundledCatalog();
    const CatalogEntry* e = c.find("dgx-h100");
    QVERIFY(e);
    const ServerTemplate t = templateFromCatalog(*e, 7);
    QCOMPARE(t.id, ObjectId(7));
    QCOMPARE(t.origin, std::string("dgx-h100"));
    QCOMPARE(t.parts, e->server.parts);
    QCOMPARE(t.fabricRef, e->server.fabricRef);
    QCOMPARE(t.fabricCount, e->server.fabricCount);
    QCOMPARE(t.rackUnits, e->server.rackUnits);
    QCOMPARE(t.computeNics, e->server.computeNics);
    QCOMPARE(t.maxPowerW, e->server.maxPowerW);
    QCOMPARE(t.priceUsd, e->priceUsd);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, templateFromCatalog(*c.find("qm9700"), 8));
}

void TestTopology::fatTree_data()
{
    QTest::addColumn<QByteArray>("server");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<QByteArray>("sw");
    QTest::addColumn<double>("oversub");
    QTest::addColumn<int>("leafUp");
    QTest::addColumn<qint64>("leaves");
    QTest::addColumn<qint64>("spines");
    QTest::addColumn<qint64>("cores");
    QTest::addColumn<double>("gbps");
    QTest::addColumn<QByteArray>("expectedSwitch");

    // QM9700: r = 64 at 400G. 128 x 8 = 1,024 end ports; R = 1: 32 down / 32 up per leaf,
    // 1024 / 32 = 32 leaves, 32 x 32 uplinks / 64 = 16 spines.
    QTest::newRow("128 DGX H100, QM9700, 1:1")
        << QByteArray("dgx-h100") << qint64(128) << QByteArray("qm9700") << 1.0 << 32 << qint64(32)
        << qint64(16) << qint64(0) << 400.0 << QByteArray("qm9700");
    // The default switch for 400G InfiniBand NICs is the QM9700 (same speed, IB, most ports).
    QTest::newRow("128 DGX H100, default switch")
        << QByteArray("dgx-h100") << qint64(128) << QByteArray() << 1.0 << 32 << qint64(32)
        << qint64(16) << qint64(0) << 400.0 << QByteArray("qm9700");
    // R = 3: up = ceil(64 / 4) = 16, down = 48; ceil(1024 / 48) = ceil(21.3) = 22 leaves;
    // 22 x 16 = 352 uplinks / 64 = 5.5 -> 6 spines.
    QTest::newRow("128 DGX H100, 3:1")
        << QByteArray("dgx-h100") << qint64(128) << QByteArray("qm9700") << 3.0 << 16 << qint64(22)
        << qint64(6) << qint64(0) << 400.0 << QByteArray("qm9700");
    // 8 x 8 = 64 end ports fit one 64-port switch: one leaf, no spine.
    QTest::newRow("8 DGX H100, one switch")
        << QByteArray("dgx-h100") << qint64(8) << QByteArray("qm9700") << 1.0 << 0 << qint64(1)
        << qint64(0) << qint64(0) << 400.0 << QByteArray("qm9700");
    // 72 ports: ceil(72 / 32) = 3 leaves, 96 uplinks / 64 -> 2 spines.
    QTest::newRow("9 DGX H100") << QByteArray("dgx-h100") << qint64(9) << QByteArray("qm9700")
                                << 1.0 << 32 << qint64(3) << qint64(2) << qint64(0) << 400.0
                                << QByteArray("qm9700");
    // Two tiers non-blocking end at r^2/2 = 2,048 ports (1-NIC servers): 64 leaves, 32 spines.
    QTest::newRow("2,048 end ports: two tiers")
        << QByteArray("srv-2x-l40s-2u") << qint64(2048) << QByteArray("qm9700") << 1.0 << 32
        << qint64(64) << qint64(32) << qint64(0) << 400.0 << QByteArray("qm9700");
    // 2,049 ports: 65 leaves > 64 a spine can reach -> three tiers. Pods of <= 32 leaves:
    // ceil(65 / 32) = 3 pods of ceil(65 / 3) = 22 leaves; 22 x 32 / 32 = 22 spines per pod,
    // 66 spines with 32 uplinks each: 66 x 32 / 64 = 33 cores.
    QTest::newRow("2,049 end ports: three tiers")
        << QByteArray("srv-2x-l40s-2u") << qint64(2049) << QByteArray("qm9700") << 1.0 << 32
        << qint64(65) << qint64(66) << qint64(33) << 400.0 << QByteArray("qm9700");
    // 257 DGX = 2,056 ports: ceil(2056 / 32) = 65 leaves, the same three tiers as above.
    QTest::newRow("257 DGX H100: three tiers")
        << QByteArray("dgx-h100") << qint64(257) << QByteArray("qm9700") << 1.0 << 32 << qint64(65)
        << qint64(66) << qint64(33) << 400.0 << QByteArray("qm9700");
    // 12,500 x 8 = 100,000 ports. Q3400 (144 x 800G, breakout 2) = 288 ports at 400G, 144/144.
    // ceil(100000 / 144) = 695 leaves > 288 -> three tiers; pods of <= 144 leaves: 5 pods of
    // ceil(695 / 5) = 139; 139 spines per pod = 695; 695 x 144 / 288 = 347.5 -> 348 cores.
    QTest::newRow("12,500 DGX H100, Q3400 2x400G")
        << QByteArray("dgx-h100") << qint64(12500) << QByteArray("q3400-ra") << 1.0 << 144
        << qint64(695) << qint64(695) << qint64(348) << 400.0 << QByteArray("q3400-ra");
    // 200G NICs on QM9700 split 2 x 200G: r = 128, 64/64: 1024 / 64 = 16 leaves, 16 x 64 / 128 = 8.
    QTest::newRow("128 DGX A100, QM9700 2x200G")
        << QByteArray("dgx-a100-640gb") << qint64(128) << QByteArray("qm9700") << 1.0 << 64
        << qint64(16) << qint64(8) << qint64(0) << 200.0 << QByteArray("qm9700");
    // Default for 200G IB NICs: QM8700, r = 40, 20/20: ceil(1024 / 20) = 52 leaves > 40 -> three
    // tiers; pods of <= 20 leaves: 3 pods of 18; 18 spines per pod = 54; 54 x 20 / 40 = 27 cores.
    QTest::newRow("128 DGX A100, default QM8700")
        << QByteArray("dgx-a100-640gb") << qint64(128) << QByteArray() << 1.0 << 20 << qint64(52)
        << qint64(54) << qint64(27) << 200.0 << QByteArray("qm8700");
}

void TestTopology::fatTree()
{
    QFETCH(QByteArray, server);
    QFETCH(qint64, nodes);
    QFETCH(QByteArray, sw);
    QFETCH(double, oversub);
    QFETCH(int, leafUp);
    QFETCH(qint64, leaves);
    QFETCH(qint64, spines);
    QFETCH(qint64, cores);
    QFETCH(double, gbps);
    QFETCH(QByteArray, expectedSwitch);

    const Catalog& c = cc::test::bundledCatalog();
    GENERATE_OR_FAIL(d, options("fat-tree", server, nodes, sw, oversub));
    QCOMPARE(replicasAtTier(d, 1), leaves);
    QCOMPARE(replicasAtTier(d, 2), spines);
    QCOMPARE(replicasAtTier(d, 3), cores);
    QCOMPARE(switchTier(d, 1)->ref, expectedSwitch.toStdString());

    const Block* servers = firstOfKind(d, BlockKind::Server);
    QVERIFY(servers);
    QCOMPARE(servers->replicas, nodes);
    QCOMPARE(d.templates.size(), size_t(1));
    QCOMPARE(d.templates.front().origin, server.toStdString());
    const Link* down = linkBetween(d, servers, switchTier(d, 1));
    QVERIFY(down);
    QCOMPARE(down->perReplica, std::int64_t(server == "srv-2x-l40s-2u" ? 1 : 8));
    QCOMPARE(down->bitsPerS, gbps * 1e9);
    QCOMPARE(down->rule, WiringRule::Spread);
    QVERIFY2(!down->mediumRef.empty(), "the catalog has optics of this speed");
    QCOMPARE(c.find(down->mediumRef)->optic.medium, std::string("transceiver"));
    if (spines > 0)
        QCOMPARE(linkBetween(d, switchTier(d, 1), switchTier(d, 2))->perReplica,
                 std::int64_t(leafUp));
    else
        QCOMPARE(d.links.size(), size_t(1));
    if (cores > 0) {
        // Spines split r/2 down, r/2 up; the Q3400 counts 2 x 400G per 800G port.
        const SwitchSpec& spec = c.find(expectedSwitch.toStdString())->sw;
        const int radix = spec.ports * (gbps * 1e9 < spec.portBitsPerS ? 2 : 1);
        QCOMPARE(linkBetween(d, switchTier(d, 2), switchTier(d, 3))->perReplica,
                 std::int64_t(radix / 2));
    }
    const std::string ports = portBudgetProblem(d, c);
    QVERIFY2(ports.empty(), ports.c_str());
}

void TestTopology::railOptimized_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<int>("unitSize");
    QTest::addColumn<QByteArray>("sw");
    QTest::addColumn<double>("oversub");
    QTest::addColumn<int>("linkUnit");
    QTest::addColumn<int>("leafUp");
    QTest::addColumn<qint64>("leaves");
    QTest::addColumn<qint64>("spines");
    QTest::addColumn<qint64>("cores");

    // DGX H100 SuperPOD: 4 SUs x 32 servers, 8 rails -> 8 leaves per SU = 32 leaves, each
    // 32 down / 32 up; 32 x 32 / 64 = 16 spines (the reference design's 127-node count).
    QTest::newRow("rail 4 SU x 32")
        << QByteArray("rail-optimized") << qint64(128) << 32 << QByteArray() << 1.0 << 32 << 32
        << qint64(32) << qint64(16) << qint64(0);
    QTest::newRow("rail 127 nodes")
        << QByteArray("rail-optimized") << qint64(127) << 32 << QByteArray() << 1.0 << 32 << 32
        << qint64(32) << qint64(16) << qint64(0);
    // Smaller than a unit: one unit of 16, 8 leaves of 16 down / 16 up, 128 / 64 = 2 spines.
    QTest::newRow("rail 16 nodes")
        << QByteArray("rail-optimized") << qint64(16) << 32 << QByteArray() << 1.0 << 16 << 16
        << qint64(8) << qint64(2) << qint64(0);
    // R = 3: 32 down, ceil(32 / 3) = 11 up; 32 x 11 / 64 = 5.5 -> 6 spines.
    QTest::newRow("rail 128, 3:1")
        << QByteArray("rail-optimized") << qint64(128) << 32 << QByteArray() << 3.0 << 32 << 11
        << qint64(32) << qint64(6) << qint64(0);
    QTest::newRow("superpod 128") << QByteArray("superpod") << qint64(128) << 32 << QByteArray()
                                  << 1.0 << 32 << 32 << qint64(32) << qint64(16) << qint64(0);
    // 32 SUs -> 256 leaves > 64: pods of whole SUs, 32 / 8 = 4 SUs (32 leaves) per pod, 8 pods;
    // 32 x 32 / 32 = 32 spines per pod = 256; 256 x 32 / 64 = 128 cores.
    QTest::newRow("superpod 1,024") << QByteArray("superpod") << qint64(1024) << 32 << QByteArray()
                                    << 1.0 << 32 << 32 << qint64(256) << qint64(256) << qint64(128);
    // Q3400 at 400G: r = 288. ceil(12500 / 32) = 391 SUs x 8 = 3,128 leaves (32/32). Pods of
    // 144 / 8 = 18 SUs: ceil(391 / 18) = 22 pods of ceil(391 / 22) = 18 SUs = 144 leaves;
    // 144 x 32 / 144 = 32 spines per pod = 704; 704 x 144 / 288 = 352 cores.
    QTest::newRow("superpod 12,500 on Q3400")
        << QByteArray("superpod") << qint64(12500) << 32 << QByteArray("q3400-ra") << 1.0 << 32
        << 32 << qint64(3128) << qint64(704) << qint64(352);
}

void TestTopology::railOptimized()
{
    QFETCH(QByteArray, kind);
    QFETCH(qint64, nodes);
    QFETCH(int, unitSize);
    QFETCH(QByteArray, sw);
    QFETCH(double, oversub);
    QFETCH(int, linkUnit);
    QFETCH(int, leafUp);
    QFETCH(qint64, leaves);
    QFETCH(qint64, spines);
    QFETCH(qint64, cores);

    const Catalog& c = cc::test::bundledCatalog();
    GeneratorOptions o = options(kind, "dgx-h100", nodes, sw, oversub);
    o.unitSize = unitSize;
    GENERATE_OR_FAIL(d, o);
    QCOMPARE(replicasAtTier(d, 1), leaves);
    QCOMPARE(replicasAtTier(d, 2), spines);
    QCOMPARE(replicasAtTier(d, 3), cores);
    // One block per tier however many units: the document scales by groups.
    QCOMPARE(d.blocks.size(), size_t(cores > 0 ? 4 : 3));

    const Link* rails = linkBetween(d, firstOfKind(d, BlockKind::Server), switchTier(d, 1));
    QVERIFY(rails);
    QCOMPARE(rails->rule, WiringRule::Rail);
    QCOMPARE(rails->unitSize, linkUnit);
    QCOMPARE(rails->perReplica, std::int64_t(8));
    QCOMPARE(linkBetween(d, switchTier(d, 1), switchTier(d, 2))->perReplica, std::int64_t(leafUp));
    const std::string ports = portBudgetProblem(d, c);
    QVERIFY2(ports.empty(), ports.c_str());
}

void TestTopology::torus_data()
{
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<QList<int>>("dims");
    QTest::addColumn<QByteArray>("shape");
    QTest::addColumn<qint64>("perServer");
    QTest::addColumn<qint64>("cables");

    // 2 neighbours per dimension with wrap-around; cables = nodes x perServer / 2.
    QTest::newRow("4x4x4") << qint64(64) << QList<int>{4, 4, 4} << QByteArray("4x4x4") << qint64(6)
                           << qint64(192);
    QTest::newRow("64 auto -> 4x4x4")
        << qint64(64) << QList<int>{} << QByteArray("4x4x4") << qint64(6) << qint64(192);
    QTest::newRow("8x8") << qint64(64) << QList<int>{8, 8} << QByteArray("8x8") << qint64(4)
                         << qint64(128);
    QTest::newRow("12 auto -> 2x2x3")
        << qint64(12) << QList<int>{} << QByteArray("2x2x3") << qint64(6) << qint64(36);
    QTest::newRow("7 auto -> ring")
        << qint64(7) << QList<int>{} << QByteArray("7 torus") << qint64(2) << qint64(7);
}

void TestTopology::torus()
{
    QFETCH(qint64, nodes);
    QFETCH(QList<int>, dims);
    QFETCH(QByteArray, shape);
    QFETCH(qint64, perServer);
    QFETCH(qint64, cables);

    const Catalog& c = cc::test::bundledCatalog();
    GeneratorOptions o = options("torus", "dgx-h100", nodes);
    o.torusDims.assign(dims.begin(), dims.end());
    GENERATE_OR_FAIL(d, o);
    QVERIFY(!firstOfKind(d, BlockKind::Switch));
    QCOMPARE(d.links.size(), size_t(1));
    const Link& l = d.links.front();
    const Block* servers = firstOfKind(d, BlockKind::Server);
    QCOMPARE(servers->replicas, nodes);
    QCOMPARE(l.from, servers->id);
    QCOMPARE(l.to, servers->id);
    QCOMPARE(l.rule, WiringRule::Torus);
    QCOMPARE(l.perReplica, perServer);
    QCOMPARE(servers->replicas * l.perReplica / 2, cables);
    QCOMPARE(l.bitsPerS, 400e9);
    QVERIFY2(servers->name.find(shape.toStdString()) != std::string::npos, servers->name.c_str());
}

void TestTopology::nvl72()
{
    const Catalog& c = cc::test::bundledCatalog();
    GENERATE_OR_FAIL(d, options("nvl72", "gb200-nvl72", 2));
    const Block* racks = firstOfKind(d, BlockKind::Server);
    QCOMPARE(racks->replicas, std::int64_t(2));
    QCOMPARE(d.findTemplate(racks->templateId)->cooling, Cooling::Liquid);
    std::vector<Finding> f;
    const Inventory inv = buildInventory(SpecResolver(d, c), f);
    QCOMPARE(inv.gpus, std::int64_t(144));
    // 2 x 72 CX-7 = 144 ports at 400G on QM9700: ceil(144 / 32) = 5 leaves, 160 / 64 -> 3 spines.
    QCOMPARE(replicasAtTier(d, 1), std::int64_t(5));
    QCOMPARE(replicasAtTier(d, 2), std::int64_t(3));
    QCOMPARE(linkBetween(d, racks, switchTier(d, 1))->perReplica, std::int64_t(72));
    // One NVL72 per liquid rack.
    bool found = false;
    for (const auto& r : d.racks)
        for (const auto& s : r.contents)
            if (s.block == racks->id) {
                found = true;
                QCOMPARE(r.count, std::int64_t(2));
                QCOMPARE(s.perRack, std::int64_t(1));
                QCOMPARE(r.cooling, Cooling::Liquid);
                QCOMPARE(r.ref, std::string("rack-48u-liquid-130kw"));
            }
    QVERIFY(found);
    const std::string ports = portBudgetProblem(d, c);
    QVERIFY2(ports.empty(), ports.c_str());
}

QTEST_APPLESS_MAIN(TestTopology)
#include "tst_topology.moc"
