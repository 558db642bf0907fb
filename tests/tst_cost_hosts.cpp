// Host balance rules (CPU cores, RAM, NICs, PCIe lanes per GPU; storage read bandwidth per GPU)
// and capex lines on small hand-checkable designs with an in-test catalog.
#include "TestUtil.h"

#include "model/analysis/Concerns.h"

#include <numeric>

using namespace cc::model;

namespace {

/// One catalog entry as JSON, with the provenance fields every entry needs.
std::string entry(const char* id, const char* kind, const char* name, const char* price,
                  const char* specs)
{
    return std::string(R"({"id": ")") + id + R"(", "kind": ")" + kind + R"(", "name": ")" + name +
           R"(", "priceUsd": )" + price + R"(, "source": "t", "asOf": "2024-01", "specs": )" +
           specs + "}";
}

const char* const kNic =
    R"({"ports": 1, "portBitsPerS": 4e11, "host": {"lanes": 16}, "power": {"maxW": 25}})";
const char* const kSwitch = R"({"protocol": "ethernet", "ports": 64, "portBitsPerS": 4e11,
    "power": {"maxW": 900}})";

const std::vector<std::string> kEntries = {
    entry("gpu", "accelerator", "GPU", "25000", R"({"generation": "hopper", "memoryBytes": 80e9,
        "memoryBandwidthBytesPerS": 3e12, "denseFlops": {"bf16": 1e15}, "power": {"maxW": 700},
        "host": {"lanes": 16}})"),
    entry("cpu28", "cpu", "CPU 28c", "8000",
          R"({"cores": 28, "pcieLanes": 80, "power": {"maxW": 1}})"),
    entry("cpu32", "cpu", "CPU 32c", "10000",
          R"({"cores": 32, "pcieLanes": 80, "power": {"maxW": 1}})"),
    entry("cpu56", "cpu", "CPU 56c", "12000",
          R"({"cores": 56, "pcieLanes": 128, "power": {"maxW": 1}})"),
    entry("dimm64", "memory", "64 GB DIMM", "300", R"({"capacityBytes": 64e9})"),
    entry("nic", "nic", "NIC", "2200", kNic),
    entry("nic-nopx", "nic", "Unpriced NIC", "null", kNic),
    entry("psu", "psu", "PSU", "500", R"({"ratedW": 6000, "efficiency": 0.95})"),
    entry("sw", "switch", "Test switch", "30000", kSwitch),
    entry("sw-nopx", "switch", "Unpriced switch", "null", kSwitch),
    entry("xcvr", "optic", "Test transceiver", "800",
          R"({"medium": "transceiver", "bitsPerS": 4e11, "reachM": 50, "powerW": 8})"),
    entry("dac", "optic", "Test DAC", "150", R"({"medium": "dac", "bitsPerS": 4e11, "reachM": 2})"),
    entry("app", "storage", "Appliance 90 GB/s", "250000", R"({"type": "appliance",
        "capacityBytes": 1e15, "readBytesPerS": 90e9, "writeBytesPerS": 65e9, "nics": 8,
        "nicBitsPerS": 200e9, "power": {"maxW": 3000}})"),
    entry("app-slownic", "storage", "Appliance 2 x 100G", "100000", R"({"type": "appliance",
        "capacityBytes": 1e15, "readBytesPerS": 90e9, "writeBytesPerS": 65e9, "nics": 2,
        "nicBitsPerS": 100e9, "power": {"maxW": 2000}})"),
    entry("rack42", "rack", "Test rack", "1500", R"({"rackUnits": 42, "powerLimitW": 40000})"),
    entry("cdu", "cdu", "Test CDU", "50000", R"({"capacityW": 250000})"),
};

const Catalog& testCatalog()
{
    static const Catalog cat = cc::test::catalogFromEntries(kEntries);
    return cat;
}

struct Result {
    std::vector<Finding> findings;
    std::vector<Explanation> explanations;
    std::vector<HostCheck> hosts;
    CostReport cost;
    const Finding* find(const char* code) const
    {
        for (const auto& f : findings)
            if (f.code == code)
                return &f;
        return nullptr;
    }
    /// Each watched rule fired exactly as `expected` lists it: "CODE" as a warning, "CODE(info)"
    /// as info; a rule not listed must not fire.
    bool firedExactly(const std::string& expected, std::initializer_list<const char*> watched) const
    {
        const std::string padded = " " + expected + " ";
        for (const char* code : watched) {
            const bool warn = padded.find(" " + std::string(code) + " ") != std::string::npos;
            const bool info = padded.find(" " + std::string(code) + "(info) ") != std::string::npos;
            const Finding* f = find(code);
            const bool ok = (warn || info)
                                ? f && f->severity == (info ? Severity::Info : Severity::Warning)
                                : !f;
            if (!ok) {
                qWarning("rule %s: fired %s", code, f ? debugText(f->message).c_str() : "no");
                return false;
            }
        }
        return true;
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

/// A server template: GPUs of 80 GB, CPUs, 64 GB DIMMs, NICs and 2 PSUs; the defaults are a
/// balanced 8-GPU box (14 cores and 3.2× RAM per GPU, one NIC per GPU, 256 of 256 PCIe lanes).
struct Box {
    const char* cpu = "cpu56";
    int cpus = 2, gpus = 8, dimms = 32, nics = 8;
    const char* nic = "nic";
    std::optional<double> priceUsd = std::nullopt;
};

void addServers(Design& d, const Box& box, std::int64_t replicas, const std::string& name = "box")
{
    ServerTemplate& t = d.templates.emplace_back();
    t.id = d.allocateId();
    t.name = name;
    t.parts = {{"gpu", box.gpus}, {box.cpu, box.cpus}, {"dimm64", box.dimms}, {"psu", 2}};
    if (box.nics > 0)
        t.parts.push_back({box.nic, box.nics});
    t.priceUsd = box.priceUsd;
    d.blocks.push_back({d.allocateId(), BlockKind::Server, name + "s", t.id, "", replicas});
}

void addBlock(Design& d, BlockKind kind, const std::string& ref, std::int64_t replicas)
{
    d.blocks.push_back({d.allocateId(), kind, ref, kNoId, ref, replicas});
}

struct HostCase {
    Box box;
    int servers;
    double coresPerGpu, ramRatio, nicsPerGpu;
    int lanesNeeded, lanesFromCpus;
    const char* fires;
};
struct StorageCase {
    const char* ref;
    int systems, servers;
    double gbPerSPerGpu;
    const char* fires;
};
struct LineCase {
    const char *item, *category;
    qint64 count;
    double unitUsd, totalUsd;
    bool estimate;
};

/// Priced: 4 × $300,000 systems, 1 of the same name at $350,000 (a separate line); 2 white boxes
/// summed from parts: 8 × 25,000 + 2 × 12,000 + 32 × 300 + 8 × 2,200 + 2 × 500 = $252,200; 3
/// switches ($30,000; two blocks merge); 40 transceivers ($800); 16 DACs ($150); 2 appliances
/// ($250,000); 5 racks ($1,500) + 2 racks without a model (no line); 2 CDUs ($50,000). `unpriced`
/// adds what has no price: an unpriced switch, 20 fibres (no catalog price), and a third template
/// whose NIC has no price.
Result costDesign(bool unpriced)
{
    Design d;
    addServers(d, Box{.priceUsd = 300000}, 4, "DGX-like");
    addServers(d, Box{.priceUsd = 350000}, 1, "DGX-like");
    addServers(d, Box{}, 2, "white box");
    addBlock(d, BlockKind::Switch, "sw", 2);
    addBlock(d, BlockKind::Switch, "sw", 1);
    addBlock(d, BlockKind::Storage, "app", 2);
    for (const auto& [ref, count] : {std::pair{"rack42", 5}, std::pair{"", 2}}) {
        RackGroup& rack = d.racks.emplace_back();
        rack.id = d.allocateId();
        rack.ref = ref;
        rack.count = count;
    }
    NetworkReport net;
    net.transceiverLines.push_back({"xcvr", "Test transceiver", "transceiver", 50, 40});
    net.cableLines.push_back({"dac", "Test DAC", "dac", 2, 16});
    if (unpriced) {
        addServers(d, Box{.nic = "nic-nopx"}, 1, "odd box");
        addBlock(d, BlockKind::Switch, "sw-nopx", 1);
        net.cableLines.push_back({"", "fibre patch cable (50 m class)", "fibre", 50, 20});
    }
    CoolingReport cooling;
    cooling.cdusNeeded = 2;
    cooling.cduRef = "cdu";
    return run(d, net, cooling);
}

} // namespace

Q_DECLARE_METATYPE(HostCase)
Q_DECLARE_METATYPE(StorageCase)
Q_DECLARE_METATYPE(LineCase)

class TestCostHosts : public QObject {
    Q_OBJECT
private slots:
    void hostBalance_data()
    {
        QTest::addColumn<HostCase>("c");
        // Rules of thumb: ≥ 8 CPU cores per GPU, RAM ≥ 2× GPU memory (640 GB for 8 GPUs), one
        // compute NIC per GPU from 4 GPUs up when servers train together; lanes: 16 per GPU/NIC.
        QTest::newRow("balanced") << HostCase{{}, 2, 14, 3.2, 1, 256, 256, ""};
        QTest::newRow("2 x 28 cores / 8 = 7")
            << HostCase{{.cpu = "cpu28"},
                        2,
                        7,
                        3.2,
                        1,
                        256,
                        160,
                        "HOST_FEW_CPU_CORES HOST_PCIE_SWITCHES(info)"};
        QTest::newRow("2 x 32 cores / 8 = 8")
            << HostCase{{.cpu = "cpu32"}, 2, 8, 3.2, 1, 256, 160, "HOST_PCIE_SWITCHES(info)"};
        QTest::newRow("1,280 GB RAM = 2.0x")
            << HostCase{{.dimms = 20}, 2, 14, 2.0, 1, 256, 256, ""};
        QTest::newRow("1,216 GB RAM = 1.9x")
            << HostCase{{.dimms = 19}, 2, 14, 1.9, 1, 256, 256, "HOST_LOW_RAM(info)"};
        QTest::newRow("1,024 GB RAM = 1.6x")
            << HostCase{{.dimms = 16}, 2, 14, 1.6, 1, 256, 256, "HOST_LOW_RAM(info)"};
        QTest::newRow("512 GB RAM = 0.8x")
            << HostCase{{.dimms = 8}, 2, 14, 0.8, 1, 256, 256, "HOST_LOW_RAM"};
        QTest::newRow("4 NICs / 8 GPUs, 4 servers")
            << HostCase{{.nics = 4}, 4, 14, 3.2, 0.5, 192, 256, "HOST_FEW_NICS"};
        // A single server trains alone: fewer NICs is only worth a note.
        QTest::newRow("4 NICs / 8 GPUs, 1 server")
            << HostCase{{.nics = 4}, 1, 14, 3.2, 0.5, 192, 256, "HOST_FEW_NICS(info)"};
        QTest::newRow("3 NICs / 4 GPUs") << HostCase{
            {.gpus = 4, .dimms = 16, .nics = 3}, 2, 28, 3.2, 0.75, 112, 256, "HOST_FEW_NICS"};
        QTest::newRow("no NIC, 2 GPUs")
            << HostCase{{.gpus = 2, .dimms = 8, .nics = 0}, 4, 56, 3.2, 0, 32, 256, ""};
        QTest::newRow("9 NICs: 272 lanes")
            << HostCase{{.nics = 9}, 2, 14, 3.2, 1.125, 272, 256, "HOST_PCIE_SWITCHES(info)"};
    }
    void hostBalance()
    {
        QFETCH(HostCase, c);
        Design d;
        addServers(d, c.box, c.servers);
        const Result r = run(d);
        QCOMPARE(r.hosts.size(), size_t(1));
        const HostCheck& h = r.hosts.front();
        QCOMPARE(h.gpus, c.box.gpus);
        QCOMPARE(h.cpuCoresPerGpu, c.coresPerGpu);
        QCOMPARE(h.ramToGpuMemory, c.ramRatio);
        QCOMPARE(h.nicsPerGpu, c.nicsPerGpu);
        QCOMPARE(h.pcieLanesNeeded, c.lanesNeeded);
        QCOMPARE(h.pcieLanesFromCpus, c.lanesFromCpus);
        QVERIFY(r.firedExactly(c.fires, {"HOST_FEW_CPU_CORES", "HOST_LOW_RAM", "HOST_FEW_NICS",
                                         "HOST_PCIE_SWITCHES", "HOST_PARTS_MISSING"}));
    }

    void storagePerGpu_data()
    {
        QTest::addColumn<StorageCase>("c");
        // 8 GPUs per server; DDN's minimum is 1 GB/s per GPU.
        QTest::newRow("90 GB/s, 128 GPUs") << StorageCase{"app", 1, 16, 90.0 / 128, "STORAGE_SLOW"};
        QTest::newRow("180 GB/s, 128 GPUs") << StorageCase{"app", 2, 16, 180.0 / 128, ""};
        QTest::newRow("90 GB/s, 88 GPUs") << StorageCase{"app", 1, 11, 90.0 / 88, ""};
        // 2 × 100 Gb/s = 25 GB/s per system caps its 90 GB/s of disks: 2 × 25 / 64 GPUs.
        QTest::newRow("NIC-capped") << StorageCase{"app-slownic", 2, 8, 50.0 / 64, "STORAGE_SLOW"};
        QTest::newRow("none, 2 servers") << StorageCase{"", 0, 2, 0, "NO_SHARED_STORAGE(info)"};
        QTest::newRow("none, 1 server") << StorageCase{"", 0, 1, 0, ""};
    }
    void storagePerGpu()
    {
        QFETCH(StorageCase, c);
        Design d;
        addServers(d, Box{}, c.servers);
        if (c.systems > 0)
            addBlock(d, BlockKind::Storage, c.ref, c.systems);
        const Result r = run(d);
        QVERIFY(qAbs(r.hosts.front().storageReadBytesPerSPerGpu - c.gbPerSPerGpu * 1e9) < 1);
        QVERIFY(r.firedExactly(c.fires, {"STORAGE_SLOW", "NO_SHARED_STORAGE"}));
        if (const Finding* f = r.find("STORAGE_SLOW"))
            QVERIFY(debugText(f->message).find("SRC_DDN_DGX_B200_STORAGE") != std::string::npos);
    }

    void capexLines_data()
    {
        QTest::addColumn<LineCase>("c");
        const char* servers = "accelerators & servers";
        const char* facility = "racks, power & cooling";
        QTest::newRow("system price") << LineCase{"DGX-like", servers, 4, 300000, 1200000, false};
        QTest::newRow("same name, other price")
            << LineCase{"DGX-like", servers, 1, 350000, 350000, false};
        QTest::newRow("parts summed") << LineCase{"white box", servers, 2, 252200, 504400, true};
        QTest::newRow("switches merged")
            << LineCase{"Test switch", "network switches", 3, 30000, 90000, false};
        QTest::newRow("transceivers")
            << LineCase{"Test transceiver", "optics & cables", 40, 800, 32000, false};
        QTest::newRow("DACs") << LineCase{"Test DAC", "optics & cables", 16, 150, 2400, false};
        QTest::newRow("storage") << LineCase{
            "Appliance 90 GB/s", "storage", 2, 250000, 500000, false};
        QTest::newRow("racks") << LineCase{"Test rack", facility, 5, 1500, 7500, false};
        QTest::newRow("CDUs") << LineCase{"Test CDU", facility, 2, 50000, 100000, false};
    }
    void capexLines()
    {
        QFETCH(LineCase, c);
        const Result r = costDesign(false);
        QCOMPARE(r.cost.lines.size(), size_t(9));
        const auto it = std::find_if(r.cost.lines.begin(), r.cost.lines.end(), [&](const auto& l) {
            return l.item == c.item && l.unitUsd == c.unitUsd;
        });
        QVERIFY2(it != r.cost.lines.end(), c.item);
        QCOMPARE(it->category, std::string(c.category));
        QCOMPARE(it->count, std::int64_t(c.count));
        QCOMPARE(it->totalUsd, c.totalUsd);
        QCOMPARE(it->estimate, c.estimate);
    }

    void capexAddsUp_data()
    {
        QTest::addColumn<bool>("unpriced");
        QTest::addColumn<double>("serversUsd");
        QTest::addColumn<qint64>("unpricedItems");
        // Servers 1,200,000 + 350,000 + 504,400 = 2,054,400; switches 90,000; optics 34,400;
        // storage 500,000; racks and CDUs 107,500: capex 2,786,300. The odd box counts its priced
        // parts (252,200 − 8 × 2,200 = 234,600); the unpriced switch and fibres count $0.
        QTest::newRow("all priced") << false << 2054400.0 << qint64(0);
        QTest::newRow("three unpriced") << true << 2054400.0 + 234600.0 << qint64(3);
    }
    void capexAddsUp()
    {
        QFETCH(bool, unpriced);
        QFETCH(double, serversUsd);
        QFETCH(qint64, unpricedItems);
        const Result r = costDesign(unpriced);
        const auto& by = r.cost.byCategoryUsd;
        QCOMPARE(by.size(), size_t(5));
        QCOMPARE(by.at("accelerators & servers"), serversUsd);
        QCOMPARE(by.at("network switches"), 90000.0);
        QCOMPARE(by.at("optics & cables"), 34400.0);
        QCOMPARE(by.at("storage"), 500000.0);
        QCOMPARE(by.at("racks, power & cooling"), 107500.0);
        QCOMPARE(r.cost.capexUsd, serversUsd + 731900.0);
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
        QCOMPARE(r.cost.unpricedItems, std::int64_t(unpricedItems));
        QVERIFY(r.firedExactly(unpriced ? "PRICE_UNKNOWN(info)" : "", {"PRICE_UNKNOWN"}));
        if (unpriced) {
            const std::string msg = debugText(r.find("PRICE_UNKNOWN")->message);
            for (const char* item :
                 {"Unpriced switch (1)", "fibre patch cable (50 m class) (20)", "odd box (1)"})
                QVERIFY2(msg.find(item) != std::string::npos, msg.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(TestCostHosts)
#include "tst_cost_hosts.moc"
