// Host balance rules (CPU cores, RAM, NICs, PCIe lanes per GPU; storage read bandwidth per GPU)
// and capex lines on small hand-checkable designs with an in-test catalog.
#include "TestUtil.h"

#include "model/analysis/Concerns.h"

#include <algorithm>
#include <numeric>

using namespace cc::model;

namespace {

const char* const kCatalogJson = R"({"catalogVersion": 1, "entries": [
 {"id": "gpu", "kind": "accelerator", "name": "Test GPU", "source": "t", "asOf": "2024-01", "priceUsd": 25000,
  "specs": {"generation": "hopper", "memoryBytes": 80e9, "memoryBandwidthBytesPerS": 3e12,
            "denseFlops": {"bf16": 1e15}, "power": {"maxW": 700}, "host": {"pcieGen": 5, "lanes": 16}}},
 {"id": "cpu28", "kind": "cpu", "name": "CPU 28c", "source": "t", "asOf": "2024-01", "priceUsd": 8000,
  "specs": {"cores": 28, "pcieLanes": 80, "power": {"maxW": 300}}},
 {"id": "cpu32", "kind": "cpu", "name": "CPU 32c", "source": "t", "asOf": "2024-01", "priceUsd": 10000,
  "specs": {"cores": 32, "pcieLanes": 80, "power": {"maxW": 300}}},
 {"id": "cpu56", "kind": "cpu", "name": "CPU 56c", "source": "t", "asOf": "2024-01", "priceUsd": 12000,
  "specs": {"cores": 56, "pcieLanes": 128, "power": {"maxW": 350}}},
 {"id": "dimm64", "kind": "memory", "name": "64 GB DIMM", "source": "t", "asOf": "2024-01", "priceUsd": 300,
  "specs": {"capacityBytes": 64e9}},
 {"id": "nic", "kind": "nic", "name": "Test NIC", "source": "t", "asOf": "2024-01", "priceUsd": 2200,
  "specs": {"ports": 1, "portBitsPerS": 400e9, "host": {"lanes": 16}, "power": {"maxW": 25}}},
 {"id": "nic-nopx", "kind": "nic", "name": "Unpriced NIC", "source": "t", "asOf": "2024-01",
  "specs": {"ports": 1, "portBitsPerS": 400e9, "host": {"lanes": 16}, "power": {"maxW": 25}}},
 {"id": "psu", "kind": "psu", "name": "Test PSU", "source": "t", "asOf": "2024-01", "priceUsd": 500,
  "specs": {"ratedW": 6000, "efficiency": 0.95}},
 {"id": "sw", "kind": "switch", "name": "Test switch", "source": "t", "asOf": "2024-01", "priceUsd": 30000,
  "specs": {"protocol": "infiniband", "ports": 64, "portBitsPerS": 400e9, "power": {"maxW": 900}}},
 {"id": "sw-nopx", "kind": "switch", "name": "Unpriced switch", "source": "t", "asOf": "2024-01",
  "specs": {"protocol": "ethernet", "ports": 32, "portBitsPerS": 400e9, "power": {"maxW": 900}}},
 {"id": "xcvr", "kind": "optic", "name": "Test transceiver", "source": "t", "asOf": "2024-01", "priceUsd": 800,
  "specs": {"medium": "transceiver", "bitsPerS": 400e9, "reachM": 50, "powerW": 8}},
 {"id": "dac", "kind": "optic", "name": "Test DAC", "source": "t", "asOf": "2024-01", "priceUsd": 150,
  "specs": {"medium": "dac", "bitsPerS": 400e9, "reachM": 2}},
 {"id": "app", "kind": "storage", "name": "Appliance 90 GB/s", "source": "t", "asOf": "2024-01", "priceUsd": 250000,
  "specs": {"type": "appliance", "capacityBytes": 1e15, "readBytesPerS": 90e9, "writeBytesPerS": 65e9,
            "rackUnits": 2, "nics": 8, "nicBitsPerS": 200e9, "power": {"maxW": 3000}}},
 {"id": "app-slownic", "kind": "storage", "name": "Appliance, 2 × 100G", "source": "t", "asOf": "2024-01",
  "priceUsd": 100000,
  "specs": {"type": "appliance", "capacityBytes": 1e15, "readBytesPerS": 90e9, "writeBytesPerS": 65e9,
            "rackUnits": 2, "nics": 2, "nicBitsPerS": 100e9, "power": {"maxW": 2000}}},
 {"id": "rack42", "kind": "rack", "name": "Test rack", "source": "t", "asOf": "2024-01", "priceUsd": 1500,
  "specs": {"rackUnits": 42, "powerLimitW": 40000}},
 {"id": "cdu", "kind": "cdu", "name": "Test CDU", "source": "t", "asOf": "2024-01", "priceUsd": 50000,
  "specs": {"capacityW": 250000}}
]})";

const Catalog& testCatalog()
{
    static const Catalog cat = [] {
        Catalog c;
        const auto diags = c.loadText(kCatalogJson, "test catalog");
        for (const auto& d : diags)
            qWarning("%s", d.text().c_str());
        if (!diags.empty())
            qFatal("the test catalog has problems");
        return c;
    }();
    return cat;
}

struct Result {
    std::vector<Finding> findings;
    std::vector<Explanation> explanations;
    std::vector<HostCheck> hosts;
    CostReport cost;
    const Finding* find(const char* code) const
    {
        const auto it = std::find_if(findings.begin(), findings.end(),
                                     [code](const Finding& f) { return f.code == code; });
        return it == findings.end() ? nullptr : &*it;
    }
    /// -1 when the rule did not fire, else its severity.
    int severity(const char* code) const
    {
        const Finding* f = find(code);
        return f ? int(f->severity) : -1;
    }
};

Result run(const Design& d, const NetworkReport& net = {}, const CoolingReport& cooling = {})
{
    Result r;
    const SpecResolver specs(d, testCatalog());
    const Inventory inv = buildInventory(specs, r.findings);
    const AnalysisContext cx{specs, inv, r.findings, r.explanations};
    r.hosts = analyzeHosts(cx);
    r.cost = analyzeCost(cx, net, cooling);
    return r;
}

struct Box {
    int gpus = 8;
    std::string cpu = "cpu56";
    int cpus = 2;
    int dimms = 32;
    std::string nic = "nic";
    int nics = 8;
    std::optional<double> priceUsd;
};

ObjectId addServers(Design& d, const Box& box, std::int64_t replicas,
                    const std::string& name = "box")
{
    ServerTemplate t;
    t.id = d.allocateId();
    t.name = name;
    t.parts = {{"gpu", box.gpus}, {box.cpu, box.cpus}, {"dimm64", box.dimms}, {"psu", 2}};
    if (box.nics > 0)
        t.parts.push_back({box.nic, box.nics});
    t.priceUsd = box.priceUsd;
    d.templates.push_back(t);
    d.blocks.push_back({d.allocateId(), BlockKind::Server, name + "s", t.id, "", replicas});
    return t.id;
}

void addBlock(Design& d, BlockKind kind, const std::string& ref, std::int64_t replicas)
{
    d.blocks.push_back({d.allocateId(), kind, ref, kNoId, ref, replicas});
}

} // namespace

class TestCostHosts : public QObject {
    Q_OBJECT
private slots:
    void cpuCoresPerGpu_data();
    void cpuCoresPerGpu();
    void ramToGpuMemory_data();
    void ramToGpuMemory();
    void nicsPerGpu_data();
    void nicsPerGpu();
    void pcieLanes_data();
    void pcieLanes();
    void storagePerGpu_data();
    void storagePerGpu();
    void capexLines_data();
    void capexLines();
    void capexAddsUp_data();
    void capexAddsUp();
};

void TestCostHosts::cpuCoresPerGpu_data()
{
    QTest::addColumn<QString>("cpu");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<bool>("warns");
    // Rule of thumb 8–16 cores per GPU; below 8 warns.
    QTest::newRow("2 x 32 / 8 = 8") << "cpu32" << 8 << 8.0 << false;
    QTest::newRow("2 x 28 / 8 = 7") << "cpu28" << 8 << 7.0 << true;
    QTest::newRow("2 x 56 / 8 = 14") << "cpu56" << 8 << 14.0 << false;
    QTest::newRow("2 x 28 / 4 = 14") << "cpu28" << 4 << 14.0 << false;
}

void TestCostHosts::cpuCoresPerGpu()
{
    QFETCH(QString, cpu);
    QFETCH(int, gpus);
    QFETCH(double, ratio);
    QFETCH(bool, warns);
    Design d;
    Box box;
    box.cpu = cpu.toStdString();
    box.gpus = gpus;
    box.nics = gpus;
    box.dimms = 4 * gpus; // 256 GB per 80 GB GPU: clear of the RAM rule
    addServers(d, box, 2);
    const Result r = run(d);
    QCOMPARE(r.hosts.size(), size_t(1));
    QCOMPARE(r.hosts.front().gpus, gpus);
    QCOMPARE(r.hosts.front().cpuCoresPerGpu, ratio);
    QCOMPARE(r.severity("HOST_FEW_CPU_CORES"), warns ? int(Severity::Warning) : -1);
}

void TestCostHosts::ramToGpuMemory_data()
{
    QTest::addColumn<int>("dimms");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<bool>("warns");
    // 8 × 80 GB = 640 GB of GPU memory; 64 GB DIMMs. Below 2× warns (DGX H100 ≈ 3.1×).
    QTest::newRow("32 DIMMs = 2,048 GB = 3.2x") << 32 << 3.2 << false;
    QTest::newRow("20 DIMMs = 1,280 GB = 2.0x") << 20 << 2.0 << false;
    QTest::newRow("19 DIMMs = 1,216 GB = 1.9x") << 19 << 1.9 << true;
    QTest::newRow("16 DIMMs = 1,024 GB = 1.6x") << 16 << 1.6 << true;
}

void TestCostHosts::ramToGpuMemory()
{
    QFETCH(int, dimms);
    QFETCH(double, ratio);
    QFETCH(bool, warns);
    Design d;
    Box box;
    box.dimms = dimms;
    addServers(d, box, 2);
    const Result r = run(d);
    QCOMPARE(r.hosts.front().ramToGpuMemory, ratio);
    QCOMPARE(r.severity("HOST_LOW_RAM"), warns ? int(Severity::Warning) : -1);
}

void TestCostHosts::nicsPerGpu_data()
{
    QTest::addColumn<int>("nics");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<int>("severity");
    const int none = -1;
    const int info = int(Severity::Info);
    const int warning = int(Severity::Warning);
    QTest::newRow("8 NICs / 8 GPUs, 4 servers") << 8 << 8 << 4 << 1.0 << none;
    QTest::newRow("4 NICs / 8 GPUs, 4 servers") << 4 << 8 << 4 << 0.5 << warning;
    QTest::newRow("3 NICs / 4 GPUs, 2 servers") << 3 << 4 << 2 << 0.75 << warning;
    // One server trains alone: fewer NICs is only worth a note.
    QTest::newRow("4 NICs / 8 GPUs, 1 server") << 4 << 8 << 1 << 0.5 << info;
    // The rule applies from 4 GPUs per server.
    QTest::newRow("0 NICs / 2 GPUs, 4 servers") << 0 << 2 << 4 << 0.0 << none;
}

void TestCostHosts::nicsPerGpu()
{
    QFETCH(int, nics);
    QFETCH(int, gpus);
    QFETCH(int, servers);
    QFETCH(double, ratio);
    QFETCH(int, severity);
    Design d;
    Box box;
    box.nics = nics;
    box.gpus = gpus;
    addServers(d, box, servers);
    const Result r = run(d);
    QCOMPARE(r.hosts.front().nicsPerGpu, ratio);
    QCOMPARE(r.severity("HOST_FEW_NICS"), severity);
}

void TestCostHosts::pcieLanes_data()
{
    QTest::addColumn<QString>("cpu");
    QTest::addColumn<int>("nics");
    QTest::addColumn<int>("needed");
    QTest::addColumn<int>("fromCpus");
    QTest::addColumn<bool>("switches");
    // GPUs and NICs take 16 lanes each: 8 × 16 + nics × 16.
    QTest::newRow("256 needed, 2 x 80") << "cpu32" << 8 << 256 << 160 << true;
    QTest::newRow("256 needed, 2 x 128") << "cpu56" << 8 << 256 << 256 << false;
    QTest::newRow("272 needed, 2 x 128") << "cpu56" << 9 << 272 << 256 << true;
}

void TestCostHosts::pcieLanes()
{
    QFETCH(QString, cpu);
    QFETCH(int, nics);
    QFETCH(int, needed);
    QFETCH(int, fromCpus);
    QFETCH(bool, switches);
    Design d;
    Box box;
    box.cpu = cpu.toStdString();
    box.nics = nics;
    addServers(d, box, 2);
    const Result r = run(d);
    QCOMPARE(r.hosts.front().pcieLanesNeeded, needed);
    QCOMPARE(r.hosts.front().pcieLanesFromCpus, fromCpus);
    QCOMPARE(r.severity("HOST_PCIE_SWITCHES"), switches ? int(Severity::Info) : -1);
}

void TestCostHosts::storagePerGpu_data()
{
    QTest::addColumn<QString>("storage");
    QTest::addColumn<int>("systems");
    QTest::addColumn<int>("servers");
    QTest::addColumn<double>("gbPerSPerGpu");
    QTest::addColumn<bool>("slow");
    QTest::addColumn<bool>("noShared");
    // 8 GPUs per server; DDN's minimum is 1 GB/s per GPU.
    QTest::newRow("90 GB/s for 128 GPUs") << "app" << 1 << 16 << 90.0 / 128 << true << false;
    QTest::newRow("180 GB/s for 128 GPUs") << "app" << 2 << 16 << 180.0 / 128 << false << false;
    QTest::newRow("90 GB/s for 88 GPUs") << "app" << 1 << 11 << 90.0 / 88 << false << false;
    // 2 × 100 Gb/s = 25 GB/s per system caps the 90 GB/s disks: 2 × 25 / 64 GPUs.
    QTest::newRow("NIC-capped, 64 GPUs") << "app-slownic" << 2 << 8 << 50.0 / 64 << true << false;
    QTest::newRow("no storage, 2 servers") << "" << 0 << 2 << 0.0 << false << true;
    QTest::newRow("no storage, 1 server") << "" << 0 << 1 << 0.0 << false << false;
}

void TestCostHosts::storagePerGpu()
{
    QFETCH(QString, storage);
    QFETCH(int, systems);
    QFETCH(int, servers);
    QFETCH(double, gbPerSPerGpu);
    QFETCH(bool, slow);
    QFETCH(bool, noShared);
    Design d;
    addServers(d, Box{}, servers);
    if (systems > 0)
        addBlock(d, BlockKind::Storage, storage.toStdString(), systems);
    const Result r = run(d);
    QVERIFY(qAbs(r.hosts.front().storageReadBytesPerSPerGpu - gbPerSPerGpu * 1e9) < 1);
    QCOMPARE(r.severity("STORAGE_SLOW"), slow ? int(Severity::Warning) : -1);
    QCOMPARE(r.severity("NO_SHARED_STORAGE"), noShared ? int(Severity::Info) : -1);
    if (slow)
        QVERIFY(r.find("STORAGE_SLOW")->message.find("DDN") != std::string::npos);
}

namespace {

/// Priced: 4 × $300,000 systems, 1 of the same name at $350,000 (a separate line); 2 white boxes
/// summed from parts: 8 × 25,000 + 2 × 12,000 + 32 × 300 + 8 × 2,200 + 2 × 500 = $252,200; 3
/// switches ($30,000; two blocks merge); 40 transceivers ($800); 16 DACs ($150); 2 appliances
/// ($250,000); 5 racks ($1,500) + 2 racks without a model (no line); 2 CDUs ($50,000). `unpriced`
/// adds what has no price: an unpriced switch, 20 fibres (no catalog price), and a third template
/// whose NIC has no price.
Result costDesign(bool unpriced)
{
    Design d;
    Box dgx;
    dgx.priceUsd = 300000;
    addServers(d, dgx, 4, "DGX-like");
    Box dgx2;
    dgx2.priceUsd = 350000;
    addServers(d, dgx2, 1, "DGX-like");
    addServers(d, Box{}, 2, "white box");
    addBlock(d, BlockKind::Switch, "sw", 2);
    addBlock(d, BlockKind::Switch, "sw", 1);
    addBlock(d, BlockKind::Storage, "app", 2);
    RackGroup racks;
    racks.id = d.allocateId();
    racks.ref = "rack42";
    racks.count = 5;
    d.racks.push_back(racks);
    RackGroup bare;
    bare.id = d.allocateId();
    bare.count = 2;
    d.racks.push_back(bare);
    NetworkReport net;
    net.transceiverLines.push_back({"xcvr", "Test transceiver", "transceiver", 50, 40});
    net.cableLines.push_back({"dac", "Test DAC", "dac", 2, 16});
    if (unpriced) {
        Box odd;
        odd.nic = "nic-nopx";
        addServers(d, odd, 1, "odd box");
        addBlock(d, BlockKind::Switch, "sw-nopx", 1);
        net.cableLines.push_back({"", "fibre patch cable (50 m class)", "fibre", 50, 20});
    }
    CoolingReport cooling;
    cooling.cdusNeeded = 2;
    cooling.cduRef = "cdu";
    return run(d, net, cooling);
}

const CostLine* lineOf(const CostReport& c, const std::string& item, double unitUsd)
{
    const auto it = std::find_if(c.lines.begin(), c.lines.end(), [&](const CostLine& l) {
        return l.item == item && l.unitUsd == unitUsd;
    });
    return it == c.lines.end() ? nullptr : &*it;
}

} // namespace

void TestCostHosts::capexLines_data()
{
    QTest::addColumn<QString>("item");
    QTest::addColumn<QString>("category");
    QTest::addColumn<qint64>("count");
    QTest::addColumn<double>("unitUsd");
    QTest::addColumn<double>("totalUsd");
    QTest::addColumn<bool>("estimate");
    QTest::newRow("system price") << "DGX-like"
                                  << "accelerators & servers" << qint64(4) << 300000.0 << 1200000.0
                                  << false;
    QTest::newRow("same name, other price")
        << "DGX-like"
        << "accelerators & servers" << qint64(1) << 350000.0 << 350000.0 << false;
    QTest::newRow("parts summed") << "white box"
                                  << "accelerators & servers" << qint64(2) << 252200.0 << 504400.0
                                  << true;
    QTest::newRow("switches merged")
        << "Test switch"
        << "network switches" << qint64(3) << 30000.0 << 90000.0 << false;
    QTest::newRow("transceivers") << "Test transceiver"
                                  << "optics & cables" << qint64(40) << 800.0 << 32000.0 << false;
    QTest::newRow("DACs") << "Test DAC"
                          << "optics & cables" << qint64(16) << 150.0 << 2400.0 << false;
    QTest::newRow("storage") << "Appliance 90 GB/s"
                             << "storage" << qint64(2) << 250000.0 << 500000.0 << false;
    QTest::newRow("racks") << "Test rack"
                           << "racks, power & cooling" << qint64(5) << 1500.0 << 7500.0 << false;
    QTest::newRow("CDUs") << "Test CDU"
                          << "racks, power & cooling" << qint64(2) << 50000.0 << 100000.0 << false;
}

void TestCostHosts::capexLines()
{
    QFETCH(QString, item);
    QFETCH(QString, category);
    QFETCH(qint64, count);
    QFETCH(double, unitUsd);
    QFETCH(double, totalUsd);
    QFETCH(bool, estimate);
    const Result r = costDesign(false);
    const CostLine* line = lineOf(r.cost, item.toStdString(), unitUsd);
    QVERIFY2(line, qPrintable(item));
    QCOMPARE(QString::fromStdString(line->category), category);
    QCOMPARE(line->count, count);
    QCOMPARE(line->unitUsd, unitUsd);
    QCOMPARE(line->totalUsd, totalUsd);
    QCOMPARE(line->estimate, estimate);
    QCOMPARE(r.cost.lines.size(), size_t(9));
}

void TestCostHosts::capexAddsUp_data()
{
    QTest::addColumn<bool>("unpriced");
    QTest::addColumn<double>("serversUsd");
    QTest::addColumn<double>("switchesUsd");
    QTest::addColumn<double>("opticsUsd");
    QTest::addColumn<qint64>("unpricedItems");
    // Servers 1,200,000 + 350,000 + 504,400; switches 90,000; optics 34,400; storage 500,000;
    // racks and CDUs 107,500: capex 2,786,300. The odd box counts its priced parts
    // (252,200 − 8 × 2,200 = 234,600).
    QTest::newRow("all priced") << false << 2054400.0 << 90000.0 << 34400.0 << qint64(0);
    QTest::newRow("three unpriced")
        << true << 2054400.0 + 234600.0 << 90000.0 << 34400.0 << qint64(3);
}

void TestCostHosts::capexAddsUp()
{
    QFETCH(bool, unpriced);
    QFETCH(double, serversUsd);
    QFETCH(double, switchesUsd);
    QFETCH(double, opticsUsd);
    QFETCH(qint64, unpricedItems);
    const Result r = costDesign(unpriced);
    const auto& by = r.cost.byCategoryUsd;
    QCOMPARE(by.size(), size_t(5));
    QCOMPARE(by.at("accelerators & servers"), serversUsd);
    QCOMPARE(by.at("network switches"), switchesUsd);
    QCOMPARE(by.at("optics & cables"), opticsUsd);
    QCOMPARE(by.at("storage"), 500000.0);
    QCOMPARE(by.at("racks, power & cooling"), 107500.0);
    QCOMPARE(r.cost.capexUsd, serversUsd + switchesUsd + opticsUsd + 500000.0 + 107500.0);
    // Exact: the categories and the lines both add up to capex to the cent.
    const double byCategory = std::accumulate(
        by.begin(), by.end(), 0.0, [](double a, const auto& kv) { return a + kv.second; });
    const double byLine =
        std::accumulate(r.cost.lines.begin(), r.cost.lines.end(), 0.0,
                        [](double a, const CostLine& l) { return a + l.totalUsd; });
    QVERIFY(byCategory == r.cost.capexUsd);
    QVERIFY(byLine == r.cost.capexUsd);
    for (const auto& l : r.cost.lines)
        QVERIFY(l.totalUsd == l.unitUsd * double(l.count));
    QCOMPARE(r.cost.unpricedItems, unpricedItems);
    QCOMPARE(r.find("PRICE_UNKNOWN") != nullptr, unpricedItems > 0);
    if (unpriced) {
        const std::string& msg = r.find("PRICE_UNKNOWN")->message;
        QVERIFY2(msg.find("Unpriced switch (1)") != std::string::npos, msg.c_str());
        QVERIFY2(msg.find("fibre patch cable (50 m class) (20)") != std::string::npos, msg.c_str());
        QVERIFY2(msg.find("odd box (1)") != std::string::npos, msg.c_str());
    }
}

QTEST_APPLESS_MAIN(TestCostHosts)
#include "tst_cost_hosts.moc"
