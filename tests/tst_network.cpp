// Network analysis against hand-checked numbers (see the comments for the arithmetic).
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/analysis/Collectives.h"
#include "model/edit/ObjectEdits.h"

using namespace cc::model;

namespace {
const Finding* findingOf(const Report& r, const std::string& code)
{
    for (const auto& f : r.findings)
        if (f.code == code)
            return &f;
    return nullptr;
}
} // namespace

class TestNetwork : public QObject {
    Q_OBJECT
private slots:
    void smallClusterTiers();
    void smallClusterOpticsAndBandwidth();
    void oversubscribedLeaf();
    void overfullSpineIsAFinding();
    void breakoutHalvesPorts();
    void unconnectedPortsAreFindings();
    void torusBisection();
    void singleServerHasNoInterNode();
    void collectives_data();
    void collectives();
    void pcie_data();
    void pcie();
};

// 16 DGX H100 (8 × 400G NICs) → 8 leaves × 16 down, 16 up → 4 spines × 32 down.
void TestNetwork::smallClusterTiers()
{
    const Report r = analyze(cc::test::smallCluster(), cc::test::bundledCatalog());
    QCOMPARE(r.design.gpus, std::int64_t(128));
    QCOMPARE(r.design.servers, std::int64_t(16));
    QCOMPARE(r.network.tiers.size(), size_t(2));
    const auto& leaf = r.network.tiers[0];
    QCOMPARE(leaf.name, std::string("leaf"));
    QCOMPARE(leaf.switches, std::int64_t(8));
    QCOMPARE(leaf.linksDown, std::int64_t(128)); // 16 servers × 8 NICs
    QCOMPARE(leaf.linksUp, std::int64_t(128));   // 8 leaves × 16
    QCOMPARE(leaf.portsUsed, 256.0);
    QCOMPARE(leaf.portsTotal, std::int64_t(512)); // 8 × 64
    QCOMPARE(*leaf.oversubscription, 1.0);
    const auto& spine = r.network.tiers[1];
    QCOMPARE(spine.name, std::string("spine"));
    QCOMPARE(spine.switches, std::int64_t(4));
    QCOMPARE(spine.portsUsed, 128.0);
    QCOMPARE(spine.portsTotal, std::int64_t(256));
    QVERIFY(!spine.oversubscription.has_value());
    QCOMPARE(r.network.switches, std::int64_t(12));
    QVERIFY(!findingOf(r, "SWITCH_PORTS_OVERFULL"));
    QVERIFY(!findingOf(r, "NIC_PORTS_UNCONNECTED"));
}

void TestNetwork::smallClusterOpticsAndBandwidth()
{
    const Report r = analyze(cc::test::smallCluster(), cc::test::bundledCatalog());
    // Each of 256 links has a transceiver at both ends and one fibre.
    QCOMPARE(r.network.transceivers, std::int64_t(512));
    QCOMPARE(r.network.cables, std::int64_t(256));
    QCOMPARE(r.network.transceiverLines.size(), size_t(2)); // SR4 and DR4
    // Injection: 8 × 400 Gb/s per server / 8 GPUs = 400 Gb/s = 50 GB/s per GPU.
    QCOMPARE(r.network.injectionBytesPerSPerGpu, 50e9);
    // Bisection: ½ × min(128 × 400 Gb/s, leaf uplinks 128 × 400 Gb/s) = 25.6 Tb/s = 3.2 TB/s.
    QCOMPARE(r.network.bisectionBytesPerS, 3.2e12);
    QCOMPARE(r.network.scaleUpDomainGpus, 8);
    QCOMPARE(r.network.allreduceBusIntraNodeBytesPerS, 450e9); // NVLink4, per direction
    QCOMPARE(r.network.allreduceBusInterNodeBytesPerS, 50e9);
    QCOMPARE(r.network.interNodeLimitedBy, std::string("NIC"));
}

void TestNetwork::oversubscribedLeaf()
{
    Design d = cc::test::smallCluster();
    d.findLink(6)->perReplica = 8; // 16 down : 8 up per leaf
    const Report r = analyze(d, cc::test::bundledCatalog());
    QCOMPARE(*r.network.tiers[0].oversubscription, 2.0);
    QCOMPARE(r.network.bisectionBytesPerS, 1.6e12); // ½ × 64 × 400 Gb/s / 8
    QCOMPARE(r.network.allreduceBusInterNodeBytesPerS, 25e9);
    QCOMPARE(r.network.interNodeLimitedBy, std::string("leaf uplinks"));
}

void TestNetwork::overfullSpineIsAFinding()
{
    Design d = cc::test::smallCluster();
    d.findBlock(4)->replicas = 1; // 128 uplinks into one 64-port spine
    const Report r = analyze(d, cc::test::bundledCatalog());
    const Finding* f = findingOf(r, "SWITCH_PORTS_OVERFULL");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QCOMPARE(f->objects, std::vector<ObjectId>{4});
    QCOMPARE(f->suggestion.code, std::string("SWITCH_PORTS_OVERFULL_FIX"));
    QCOMPARE(f->suggestion.args.at(0).value, 2.0);          // "Use 2 switches"
    QCOMPARE(r.findings.front().severity, Severity::Error); // errors sort first
}

// QM9700 splits a 400G port into 2 × 200G: 128 links of 200G use 64 ports.
void TestNetwork::breakoutHalvesPorts()
{
    Design d = cc::test::smallCluster();
    d.findLink(5)->bitsPerS = 200e9;
    const Report r = analyze(d, cc::test::bundledCatalog());
    QCOMPARE(r.network.tiers[0].portsUsed, 64.0 + 128.0);
    QCOMPARE(r.network.injectionBytesPerSPerGpu, 25e9);
}

void TestNetwork::unconnectedPortsAreFindings()
{
    Design d = cc::test::smallCluster();
    d.findLink(5)->perReplica = 4; // half the NICs wired
    Report r = analyze(d, cc::test::bundledCatalog());
    QVERIFY(findingOf(r, "NIC_PORTS_UNCONNECTED"));
    d.findLink(5)->perReplica = 9; // more links than NIC ports
    r = analyze(d, cc::test::bundledCatalog());
    QVERIFY(findingOf(r, "SERVER_PORTS_OVERFULL"));
    Block lonely{50, BlockKind::Switch, "Spare", kNoId, "qm9700", 1, 1, 0, 0};
    d.blocks.push_back(lonely);
    r = analyze(d, cc::test::bundledCatalog());
    QVERIFY(findingOf(r, "SWITCH_UNCONNECTED"));
}

// A 4×4×4 torus of 64 nodes: halving one dimension cuts 2 × 64/4 = 32 links per direction.
void TestNetwork::torusBisection()
{
    Design d = cc::test::smallCluster();
    d.links.clear();
    d.blocks.resize(1);
    d.racks.clear();
    d.blocks[0].replicas = 64;
    d.links.push_back({9, 2, 2, 6, 400e9, "", WiringRule::Torus, 0, {4, 4, 4}});
    const Report r = analyze(d, cc::test::bundledCatalog());
    QCOMPARE(r.network.bisectionBytesPerS, 32 * 400e9 / 8);
    QCOMPARE(r.network.cables, std::int64_t(64 * 6 / 2));
    QCOMPARE(r.network.interNodeLimitedBy, std::string("torus cut"));
    QVERIFY(findingOf(r, "SERVER_PORTS_OVERFULL") == nullptr); // 6 of 8 ports used: not over
}

void TestNetwork::singleServerHasNoInterNode()
{
    Design d = cc::test::smallCluster();
    d.links.clear();
    d.blocks.resize(1);
    d.racks.clear();
    d.blocks[0].replicas = 1;
    const Report r = analyze(d, cc::test::bundledCatalog());
    QCOMPARE(r.network.allreduceBusInterNodeBytesPerS, 0.0);
    QCOMPARE(r.network.interNodeLimitedBy, std::string("single node"));
    QVERIFY(!findingOf(r, "SERVER_UNCONNECTED")); // one workstation needs no network
}

void TestNetwork::collectives_data()
{
    QTest::addColumn<QString>("op");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("bw");
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("seconds");
    // 2·7/8 · 1 GB / 100 GB/s = 17.5 ms; + 2·7·5 µs = 70 µs.
    QTest::newRow("allreduce 8") << "allreduce" << 1e9 << 8 << 100e9 << 0.0 << 0.0175;
    QTest::newRow("allreduce 8 + alpha") << "allreduce" << 1e9 << 8 << 100e9 << 5e-6 << 0.01757;
    QTest::newRow("allreduce 1 rank") << "allreduce" << 1e9 << 1 << 100e9 << 5e-6 << 0.0;
    // (n−1)/n · S/B: 3/4 · 4 GB / 50 GB/s = 60 ms; + 3 · 10 µs.
    QTest::newRow("reduce-scatter 4") << "reducescatter" << 4e9 << 4 << 50e9 << 1e-5 << 0.06003;
    QTest::newRow("all-to-all 2") << "alltoall" << 2e9 << 2 << 25e9 << 0.0 << 0.04;
}

void TestNetwork::collectives()
{
    QFETCH(QString, op);
    QFETCH(double, bytes);
    QFETCH(int, ranks);
    QFETCH(double, bw);
    QFETCH(double, alpha);
    QFETCH(double, seconds);
    double got = 0;
    if (op == QStringLiteral("allreduce"))
        got = ringAllreduceSeconds(bytes, ranks, bw, alpha);
    else if (op == QStringLiteral("reducescatter"))
        got = reduceScatterSeconds(bytes, ranks, bw, alpha);
    else
        got = allToAllSeconds(bytes, ranks, bw, alpha);
    QVERIFY2(qAbs(got - seconds) < 1e-9, qPrintable(QString::number(got, 'g', 10)));
}

void TestNetwork::pcie_data()
{
    QTest::addColumn<int>("gen");
    QTest::addColumn<int>("lanes");
    QTest::addColumn<double>("gbps");                // GB/s, one direction
    QTest::newRow("gen3 x16") << 3 << 16 << 15.7538; // 8 GT/s · 128/130 / 8 · 16
    QTest::newRow("gen4 x16") << 4 << 16 << 31.5077;
    QTest::newRow("gen5 x16") << 5 << 16 << 63.0154;
    QTest::newRow("gen6 x16") << 6 << 16 << 121.0; // 64 GT/s · 242/256 / 8 · 16
    QTest::newRow("gen4 x4") << 4 << 4 << 7.8769;
}

void TestNetwork::pcie()
{
    QFETCH(int, gen);
    QFETCH(int, lanes);
    QFETCH(double, gbps);
    QVERIFY(qAbs(pcieBytesPerS(gen, lanes) / 1e9 - gbps) < 1e-3);
}

QTEST_APPLESS_MAIN(TestNetwork)
#include "tst_network.moc"
