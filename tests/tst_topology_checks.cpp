// Topology generators, the rest of tst_topology.cpp: storage attachment, large clusters stay a few
// replicated groups, racks within power and height, the canvas layout, option errors, and every
// catalog server generating a valid design.
#include "TopologyTestUtil.h"

#include <stdexcept>

using namespace cc::model;
using namespace cc::model::topology;
using namespace cc::test::topology;

class TestTopologyChecks : public QObject {
    Q_OBJECT

private slots:
    void storage_data();
    void storage();
    void largeClusterStaysSmall_data();
    void largeClusterStaysSmall();
    void racks();
    void canvasLayout();
    void errors_data();
    void errors();
    void everyCatalogServerGenerates();
};

void TestTopologyChecks::storage_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<QByteArray>("storage");
    QTest::addColumn<qint64>("appliances");
    QTest::addColumn<double>("gbps");
    QTest::addColumn<int>("attachTier");
    QTest::addColumn<qint64>("leaves");
    QTest::addColumn<qint64>("spines");

    // 128 DGX H100 = 1,024 GPUs x 1 GB/s. AI400X2 class: 90 GB/s -> ceil(11.4) = 12, 8 x 200G
    // each. Fat-tree: 1,024 + 96 = 1,120 leaf ports / 32 = 35 leaves; 35 x 32 / 64 -> 18 spines.
    QTest::newRow("fat-tree + AI400X2") << QByteArray("fat-tree") << QByteArray("ddn-ai400x2-class")
                                        << qint64(12) << 200.0 << 1 << qint64(35) << qint64(18);
    // Turbo: 120 GB/s -> ceil(8.5) = 9 x 8 x 400G on the spines: (32 x 32 + 72) / 64 -> 18 spines.
    QTest::newRow("superpod + AI400X2 Turbo")
        << QByteArray("superpod") << QByteArray("ddn-ai400x2-turbo-class") << qint64(9) << 400.0
        << 2 << qint64(32) << qint64(18);
}

void TestTopologyChecks::storage()
{
    QFETCH(QByteArray, kind);
    QFETCH(QByteArray, storage);
    QFETCH(qint64, appliances);
    QFETCH(double, gbps);
    QFETCH(int, attachTier);
    QFETCH(qint64, leaves);
    QFETCH(qint64, spines);

    const Catalog& c = cc::test::bundledCatalog();
    GeneratorOptions o = options(kind, "dgx-h100", 128);
    o.storageRef = storage.toStdString();
    GENERATE_OR_FAIL(d, o);
    const Block* st = firstOfKind(d, BlockKind::Storage);
    QVERIFY(st);
    QCOMPARE(st->ref, storage.toStdString());
    QCOMPARE(st->replicas, appliances);
    const Link* l = linkBetween(d, st, switchTier(d, attachTier));
    QVERIFY(l);
    QCOMPARE(l->perReplica, std::int64_t(8));
    QCOMPARE(l->bitsPerS, gbps * 1e9);
    QCOMPARE(replicasAtTier(d, 1), leaves);
    QCOMPARE(replicasAtTier(d, 2), spines);
    const std::string ports = portBudgetProblem(d, c);
    QVERIFY2(ports.empty(), ports.c_str());
}

void TestTopologyChecks::largeClusterStaysSmall_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::newRow("fat-tree") << QByteArray("fat-tree");
    QTest::newRow("superpod") << QByteArray("superpod");
}

void TestTopologyChecks::largeClusterStaysSmall()
{
    QFETCH(QByteArray, kind);
    const Catalog& c = cc::test::bundledCatalog();
    GeneratorOptions o = options(kind, "dgx-h100", 12500, "q3400-ra");
    o.storageRef = "ddn-ai400x2-turbo-class";
    GENERATE_OR_FAIL(d, o);
    // 100,000 GPUs as a handful of replicated groups, never per-unit objects.
    QVERIFY2(d.blocks.size() < 20, std::to_string(d.blocks.size()).c_str());
    QVERIFY(d.links.size() < 20);
    QVERIFY(d.racks.size() < 20);
    QCOMPARE(d.templates.size(), size_t(1));
    QCOMPARE(replicasAtTier(d, 3) > 0, true);
    const std::string ports = portBudgetProblem(d, c);
    QVERIFY2(ports.empty(), ports.c_str());
    const std::string racks = rackProblem(d, c);
    QVERIFY2(racks.empty(), racks.c_str());
}

void TestTopologyChecks::racks()
{
    const Catalog& c = cc::test::bundledCatalog();
    GENERATE_OR_FAIL(d, options("fat-tree", "dgx-h100", 128));
    const std::string problem = rackProblem(d, c);
    QVERIFY2(problem.empty(), problem.c_str());
    // DGX H100: 10.2 kW, 8U. The 48U / 40 kW air rack holds min(40 / 10.2, 46 / 8) = 3 (the
    // 15 kW one only 1): 42 full racks of 3 and one of 2.
    const Block* servers = firstOfKind(d, BlockKind::Server);
    QCOMPARE(serverMaxW(d, c, servers->templateId), 10200.0);
    std::map<std::int64_t, std::int64_t> racksByFill;
    for (const auto& r : d.racks)
        for (const auto& s : r.contents)
            if (s.block == servers->id) {
                racksByFill[s.perRack] += r.count;
                QCOMPARE(r.ref, std::string("rack-48u-air-40kw"));
                QCOMPARE(r.cooling, Cooling::Air);
            }
    QCOMPARE(racksByFill, (std::map<std::int64_t, std::int64_t>{{2, 1}, {3, 42}}));

    // Already placed blocks stay where they are; a second pass adds nothing.
    Design again = d;
    autoPlaceRacks(again, c);
    QCOMPARE(again.racks, d.racks);

    for (const auto& o : {options("nvl72", "gb200-nvl72", 3), options("superpod", "dgx-b200", 100),
                          options("torus", "dgx-h100", 27)}) {
        GENERATE_OR_FAIL(x, o);
        const std::string p = rackProblem(x, c);
        QVERIFY2(p.empty(), (o.kind + ": " + p).c_str());
    }
}

void TestTopologyChecks::canvasLayout()
{
    const Catalog& c = cc::test::bundledCatalog();
    GeneratorOptions o = options("fat-tree", "dgx-h100", 257);
    o.storageRef = "ddn-ai400x2-class";
    GENERATE_OR_FAIL(d, o);
    // Servers at the bottom, then leaves, spines, core (scene y grows downwards).
    const double server = firstOfKind(d, BlockKind::Server)->y;
    QVERIFY(switchTier(d, 1)->y < server);
    QVERIFY(switchTier(d, 2)->y < switchTier(d, 1)->y);
    QVERIFY(switchTier(d, 3)->y < switchTier(d, 2)->y);
    for (size_t i = 0; i < d.blocks.size(); ++i)
        for (size_t j = i + 1; j < d.blocks.size(); ++j)
            QVERIFY2(std::hypot(d.blocks[i].x - d.blocks[j].x, d.blocks[i].y - d.blocks[j].y) >=
                         150,
                     (d.blocks[i].name + " overlaps " + d.blocks[j].name).c_str());
}

void TestTopologyChecks::errors_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<QByteArray>("server");
    QTest::addColumn<qint64>("nodes");
    QTest::addColumn<QByteArray>("sw");
    QTest::addColumn<double>("oversub");
    QTest::addColumn<QList<int>>("dims");
    QTest::addColumn<QByteArray>("storage");
    QTest::addColumn<int>("unitSize");
    QTest::addColumn<QByteArray>("option");
    QTest::addColumn<QByteArray>("mentions");

    const QByteArray none;
    const auto row = [&](const char* name, const char* kind, const char* server,
                         qint64 nodes) -> QTestData& {
        return QTest::newRow(name) << QByteArray(kind) << QByteArray(server) << nodes;
    };
    row("unknown server", "fat-tree", "dgx-h10", 8)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--server")
        << QByteArray("GEN_PART_UNKNOWN(dgx-h10)");
    row("server is a switch", "fat-tree", "qm9700", 8)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--server")
        << QByteArray("switch");
    row("server without compute NIC", "fat-tree", "jetson-agx-orin-64gb-devkit", 8)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--server") << QByteArray("NIC");
    row("no nodes", "fat-tree", "dgx-h100", 0)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--nodes") << QByteArray("0");
    row("oversubscription below 1", "fat-tree", "dgx-h100", 8)
        << none << 0.5 << QList<int>{} << none << 32 << QByteArray("--oversubscription")
        << QByteArray("0.5");
    row("unknown kind", "mesh", "dgx-h100", 8) << none << 1.0 << QList<int>{} << none << 32
                                               << QByteArray("--template") << QByteArray("(mesh,");
    row("switch is a NIC", "fat-tree", "dgx-h100", 8)
        << QByteArray("cx7-400g-osfp") << 1.0 << QList<int>{} << none << 32
        << QByteArray("--switch") << QByteArray("nic");
    row("unknown switch", "fat-tree", "dgx-h100", 8)
        << QByteArray("qm9999") << 1.0 << QList<int>{} << none << 32 << QByteArray("--switch")
        << QByteArray("GEN_PART_UNKNOWN(qm9999)");
    row("Ethernet NICs on InfiniBand", "fat-tree", "ws-4x-rtx4090", 8)
        << QByteArray("qm9700") << 1.0 << QList<int>{} << none << 32 << QByteArray("--switch")
        << QByteArray("infiniband");
    row("torus dims product", "torus", "dgx-h100", 64)
        << none << 1.0 << QList<int>{4, 4, 3} << none << 32 << QByteArray("--dims")
        << QByteArray("48");
    row("torus with 4 dims", "torus", "dgx-h100", 16)
        << none << 1.0 << QList<int>{2, 2, 2, 2} << none << 32 << QByteArray("--dims")
        << QByteArray("2x2x2x2");
    row("torus needs more NICs", "torus", "srv-2x-l40s-2u", 64)
        << none << 1.0 << QList<int>{4, 4, 4} << none << 32 << QByteArray("--dims")
        << QByteArray("GEN_TORUS_PORTS(4x4x4, 6,");
    // QM9700 three tiers: 64 pods x 32 leaves x 32 ports = 65,536 < 100,000.
    row("more than three tiers", "fat-tree", "dgx-h100", 12500)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--nodes")
        << QByteArray("65,536");
    row("rail needs a core", "rail-optimized", "dgx-h100", 1024)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--nodes")
        << QByteArray("GEN_RAIL_NEEDS_CORE");
    row("nvl72 with an 8-GPU server", "nvl72", "dgx-h100", 2)
        << none << 1.0 << QList<int>{} << none << 32 << QByteArray("--server")
        << QByteArray("gb200-nvl72");
    row("storage is a switch", "fat-tree", "dgx-h100", 8)
        << none << 1.0 << QList<int>{} << QByteArray("qm9700") << 32 << QByteArray("--storage")
        << QByteArray("switch");
    row("storage is a drive", "fat-tree", "dgx-h100", 8)
        << none << 1.0 << QList<int>{} << QByteArray("micron-9550-max-6.4tb") << 32
        << QByteArray("--storage") << QByteArray("GEN_STORAGE_IS_DRIVE");
    row("unit size 0", "superpod", "dgx-h100", 64)
        << none << 1.0 << QList<int>{} << none << 0 << QByteArray("--unit-size") << QByteArray("0");
}

void TestTopologyChecks::errors()
{
    QFETCH(QByteArray, kind);
    QFETCH(QByteArray, server);
    QFETCH(qint64, nodes);
    QFETCH(QByteArray, sw);
    QFETCH(double, oversub);
    QFETCH(QList<int>, dims);
    QFETCH(QByteArray, storage);
    QFETCH(int, unitSize);
    QFETCH(QByteArray, option);
    QFETCH(QByteArray, mentions);

    GeneratorOptions o = options(kind, server, nodes, sw, oversub);
    o.torusDims.assign(dims.begin(), dims.end());
    o.storageRef = storage.toStdString();
    o.unitSize = unitSize;
    try {
        generate(o, cc::test::bundledCatalog());
        QFAIL("no exception");
    } catch (const std::invalid_argument& e) {
        const std::string msg = e.what();
        QVERIFY2(msg.rfind(option.toStdString() + ":", 0) == 0, msg.c_str());
        QVERIFY2(msg.find(mentions.toStdString()) != std::string::npos, msg.c_str());
    }
}

void TestTopologyChecks::everyCatalogServerGenerates()
{
    // Whatever the catalog holds, the generated fabrics keep their port budgets and racks.
    const Catalog& c = cc::test::bundledCatalog();
    int generated = 0;
    for (const CatalogEntry* s : c.ofKind(Kind::Server)) {
        for (const char* kind : {"fat-tree", "superpod"}) {
            GeneratorOptions o = options(kind, QByteArray::fromStdString(s->id), 300);
            Design d;
            try {
                d = generate(o, c);
            } catch (const GeneratorError& e) {
                // Only servers without a compute NIC may be refused.
                QVERIFY2(e.message.code == "GEN_SERVER_NO_NIC", e.what());
                continue;
            }
            ++generated;
            const std::string p = portBudgetProblem(d, c) + rackProblem(d, c);
            QVERIFY2(p.empty(), (s->id + " " + kind + ": " + p).c_str());
        }
    }
    QVERIFY(generated > 0);
}

QTEST_APPLESS_MAIN(TestTopologyChecks)
#include "tst_topology_checks.moc"
