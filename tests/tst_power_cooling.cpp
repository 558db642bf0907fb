// Power roll-up (PSU losses, nameplate, racks, optics, PUE) and cooling (BTU/h, CFM, verdict
// thresholds, CDUs) on small hand-checkable designs with an in-test catalog.
#include "TestUtil.h"

#include "model/analysis/Concerns.h"

#include <algorithm>

using namespace cc::model;

namespace {

const char* const kCatalogJson = R"({"catalogVersion": 1, "entries": [
 {"id": "gpu", "kind": "accelerator", "name": "Test GPU", "source": "test", "asOf": "2024-01",
  "specs": {"generation": "hopper", "memoryBytes": 80e9, "memoryBandwidthBytesPerS": 3e12,
            "denseFlops": {"bf16": 1e15}, "power": {"idleW": 100, "typicalW": 600, "maxW": 700}}},
 {"id": "cpu", "kind": "cpu", "name": "Test CPU", "source": "test", "asOf": "2024-01",
  "specs": {"cores": 32, "pcieLanes": 128, "power": {"idleW": 50, "typicalW": 250, "maxW": 350}}},
 {"id": "psu-100", "kind": "psu", "name": "PSU 100%", "source": "test", "asOf": "2024-01",
  "specs": {"ratedW": 3000, "efficiency": 1.0}},
 {"id": "psu-80", "kind": "psu", "name": "PSU 80%", "source": "test", "asOf": "2024-01",
  "specs": {"ratedW": 6000, "efficiency": 0.8}},
 {"id": "psu-96", "kind": "psu", "name": "PSU 96%", "source": "test", "asOf": "2024-01",
  "specs": {"ratedW": 3300, "efficiency": 0.96}},
 {"id": "sw", "kind": "switch", "name": "Test switch", "source": "test", "asOf": "2024-01",
  "specs": {"protocol": "infiniband", "ports": 64, "portBitsPerS": 400e9, "rackUnits": 1,
            "power": {"idleW": 300, "typicalW": 500, "maxW": 900}}},
 {"id": "xcvr", "kind": "optic", "name": "Test transceiver", "source": "test", "asOf": "2024-01",
  "specs": {"medium": "transceiver", "bitsPerS": 400e9, "reachM": 50, "powerW": 8}},
 {"id": "aoc", "kind": "optic", "name": "Test AOC", "source": "test", "asOf": "2024-01",
  "specs": {"medium": "aoc", "bitsPerS": 400e9, "reachM": 30, "powerW": 18}},
 {"id": "dac", "kind": "optic", "name": "Test DAC", "source": "test", "asOf": "2024-01",
  "specs": {"medium": "dac", "bitsPerS": 400e9, "reachM": 2, "powerW": 0}},
 {"id": "cdu-small", "kind": "cdu", "name": "CDU 100 kW", "source": "test", "asOf": "2024-01",
  "specs": {"capacityW": 100000, "power": {"idleW": 500, "typicalW": 1000, "maxW": 1500}}},
 {"id": "cdu-large", "kind": "cdu", "name": "CDU 250 kW", "source": "test", "asOf": "2024-01",
  "specs": {"capacityW": 250000, "power": {"idleW": 1000, "typicalW": 2000, "maxW": 3000}}}
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
    PowerReport power;
    CoolingReport cooling;
    const Finding* find(const char* code) const
    {
        const auto it = std::find_if(findings.begin(), findings.end(),
                                     [code](const Finding& f) { return f.code == code; });
        return it == findings.end() ? nullptr : &*it;
    }
    bool has(const char* code) const { return find(code) != nullptr; }
};

Result run(const Design& d, const NetworkReport& net = {})
{
    Result r;
    const SpecResolver specs(d, testCatalog());
    const Inventory inv = buildInventory(specs, r.findings);
    const AnalysisContext cx{specs, inv, r.findings, r.explanations};
    r.power = analyzePower(cx, net);
    r.cooling = analyzeCooling(cx, r.power);
    return r;
}

/// 8 GPUs (100/600/700 W), 2 CPUs (50/250/350 W), 2 PSUs, chassis 100/700/1700 W:
/// behind the PSUs 1,000 / 6,000 / 8,000 W idle / typical / max.
ServerTemplate gpuServer(Design& d, const std::string& psu, double nameplateW)
{
    ServerTemplate t;
    t.id = d.allocateId();
    t.name = "8-GPU server";
    t.parts = {{"gpu", 8}, {"cpu", 2}, {psu, 2}};
    t.chassisPower = {100, 700, 1700};
    t.maxPowerW = nameplateW;
    t.rackUnits = 4;
    return t;
}

/// A template that is only a heat load of `maxW` (half of it typical), to test thresholds.
ObjectId addLoad(Design& d, double maxW, std::int64_t replicas)
{
    ServerTemplate t;
    t.id = d.allocateId();
    t.name = "load";
    t.chassisPower = {0, maxW / 2, maxW};
    t.rackUnits = 1;
    d.templates.push_back(t);
    Block b;
    b.id = d.allocateId();
    b.name = "loads";
    b.templateId = t.id;
    b.replicas = replicas;
    d.blocks.push_back(b);
    return b.id;
}

RackGroup rackOf(Design& d, ObjectId block, std::int64_t count, double limitW, Cooling cooling)
{
    RackGroup r;
    r.id = d.allocateId();
    r.name = "row A";
    r.count = count;
    r.powerLimitW = limitW;
    r.cooling = cooling;
    r.contents = {{block, 1}};
    return r;
}

} // namespace

class TestPowerCooling : public QObject {
    Q_OBJECT
private slots:
    void serverPower_data();
    void serverPower();
    void rackPower_data();
    void rackPower();
    void itAndFacilityPower_data();
    void itAndFacilityPower();
    void heatAndAirflow_data();
    void heatAndAirflow();
    void coolingVerdict_data();
    void coolingVerdict();
    void cduCount_data();
    void cduCount();
};

void TestPowerCooling::serverPower_data()
{
    QTest::addColumn<QString>("psu");
    QTest::addColumn<double>("nameplateW");
    QTest::addColumn<double>("idleW");
    QTest::addColumn<double>("typicalW");
    QTest::addColumn<double>("maxW");
    QTest::addColumn<double>("psuLossW");
    QTest::addColumn<bool>("overNameplate");
    QTest::addColumn<bool>("psuShort");
    // 100 %: the wall sees the DC figures; 2 × 3,000 W < 8,000 W max.
    QTest::newRow("100% efficient") << "psu-100" << 0.0 << 1000.0 << 6000.0 << 8000.0 << 0.0 << false << true;
    // 80 %: 6,000 / 0.8 = 7,500 W typical (1,500 W lost), 8,000 / 0.8 = 10,000 W max.
    QTest::newRow("80% efficient") << "psu-80" << 0.0 << 1250.0 << 7500.0 << 10000.0 << 1500.0 << false << false;
    // Nameplate 9 kW wins for max, and the 10 kW parts sum exceeds it.
    QTest::newRow("80%, nameplate 9 kW") << "psu-80" << 9000.0 << 1250.0 << 7500.0 << 9000.0 << 1500.0 << true << false;
    // 96 %: 6,000 / 0.96 = 6,250 W; parts max 8,333 W < 12 kW nameplate; 2 × 3,300 W < 12 kW.
    QTest::newRow("96%, nameplate 12 kW") << "psu-96" << 12000.0 << 1000.0 / 0.96 << 6250.0 << 12000.0 << 250.0 << false << true;
}

void TestPowerCooling::serverPower()
{
    QFETCH(QString, psu);
    QFETCH(double, nameplateW);
    QFETCH(double, idleW);
    QFETCH(double, typicalW);
    QFETCH(double, maxW);
    QFETCH(double, psuLossW);
    QFETCH(bool, overNameplate);
    QFETCH(bool, psuShort);

    Design d;
    const ServerTemplate t = gpuServer(d, psu.toStdString(), nameplateW);
    d.templates.push_back(t);
    d.blocks.push_back({d.allocateId(), BlockKind::Server, "servers", t.id, "", 3});
    const Result r = run(d);

    QCOMPARE(r.power.servers.size(), size_t(1));
    const ServerPower& sp = r.power.servers.front();
    QCOMPARE(sp.power.idleW, idleW);
    QCOMPARE(sp.power.typicalW, typicalW);
    QCOMPARE(sp.power.maxW, maxW);
    QCOMPARE(r.power.maxServerW, maxW);
    // Three replicas, nothing else in the design.
    QCOMPARE(r.power.itTypicalW, 3 * typicalW);
    QCOMPARE(r.power.itMaxW, 3 * maxW);
    QCOMPARE(r.power.byCategoryW.at("accelerators"), 3 * 4800.0);
    const auto loss = r.power.byCategoryW.find("psu losses");
    QCOMPARE(loss == r.power.byCategoryW.end() ? 0.0 : loss->second, 3 * psuLossW);
    QCOMPARE(r.has("SERVER_OVER_NAMEPLATE"), overNameplate);
    QCOMPARE(r.has("SERVER_PSU_SHORT"), psuShort);
}

void TestPowerCooling::rackPower_data()
{
    QTest::addColumn<int>("serversPerRack");
    QTest::addColumn<double>("limitW");
    QTest::addColumn<int>("rackUnits");
    QTest::addColumn<double>("typicalW");
    QTest::addColumn<double>("maxW");
    QTest::addColumn<int>("usedU");
    QTest::addColumn<bool>("overPower");
    QTest::addColumn<bool>("overHeight");
    QTest::addColumn<bool>("notRacked");
    QTest::addColumn<QString>("suggestion");
    QTest::addColumn<double>("itTypicalW");
    // IT totals count every replica, racked or not: 8 × 7,500 + 2 × 500 = 61,000 W. At 40.9 kW
    // the racks need liquid, so one 250 kW CDU (2,000 W typical) is added: 63,000 W.
    // Per rack: n servers (7,500 / 10,000 W, 4 U) + 1 switch (500 / 900 W, 1 U); 2 racks, 8 servers.
    QTest::newRow("exactly at limit") << 2 << 20900.0 << 42 << 15500.0 << 20900.0 << 9 << false << false << true << "" << 61000.0;
    QTest::newRow("1 W over") << 2 << 20899.0 << 42 << 15500.0 << 20900.0 << 9 << true << false << true
                              << "at most 1 server of" << 61000.0;
    // (30,000 − 900) / 10,000 = 2.9 → 2 servers; 40.9 kW → a 41 kW rack.
    QTest::newRow("4 per 30 kW rack") << 4 << 30000.0 << 42 << 30500.0 << 40900.0 << 17 << true << false << false
                                      << "at most 2 servers of 'servers' per rack, or use racks rated for at least 41 kW"
                                      << 63000.0;
    QTest::newRow("16 U rack") << 4 << 50000.0 << 16 << 30500.0 << 40900.0 << 17 << false << true << false << "" << 63000.0;
}

void TestPowerCooling::rackPower()
{
    QFETCH(int, serversPerRack);
    QFETCH(double, limitW);
    QFETCH(int, rackUnits);
    QFETCH(double, typicalW);
    QFETCH(double, maxW);
    QFETCH(int, usedU);
    QFETCH(bool, overPower);
    QFETCH(bool, overHeight);
    QFETCH(bool, notRacked);
    QFETCH(QString, suggestion);
    QFETCH(double, itTypicalW);

    Design d;
    const ServerTemplate t = gpuServer(d, "psu-80", 0);
    d.templates.push_back(t);
    const ObjectId servers = d.allocateId();
    d.blocks.push_back({servers, BlockKind::Server, "servers", t.id, "", 8});
    const ObjectId switches = d.allocateId();
    d.blocks.push_back({switches, BlockKind::Switch, "leaves", kNoId, "sw", 2});
    RackGroup rack = rackOf(d, servers, 2, limitW, Cooling::Air);
    rack.rackUnits = rackUnits;
    rack.contents = {{servers, serversPerRack}, {switches, 1}};
    d.racks.push_back(rack);
    const Result r = run(d);

    QCOMPARE(r.power.racks.size(), size_t(1));
    const RackReport& rr = r.power.racks.front();
    QCOMPARE(rr.count, std::int64_t(2));
    QCOMPARE(rr.typicalW, typicalW);
    QCOMPARE(rr.maxW, maxW);
    QCOMPARE(rr.usedU, usedU);
    QCOMPARE(rr.totalU, rackUnits);
    QCOMPARE(r.power.maxRackW, maxW);
    QCOMPARE(r.power.itTypicalW, itTypicalW);
    QCOMPARE(r.has("RACK_OVER_POWER"), overPower);
    QCOMPARE(r.has("RACK_OVER_HEIGHT"), overHeight);
    QCOMPARE(r.has("GROUP_NOT_RACKED"), notRacked);
    if (overPower) {
        const Finding* f = r.find("RACK_OVER_POWER");
        QCOMPARE(f->severity, Severity::Error);
        QVERIFY2(f->message.find("20.9 kW") != std::string::npos ||
                     f->message.find("40.9 kW") != std::string::npos,
                 f->message.c_str());
        QVERIFY2(f->suggestion.find(suggestion.toStdString()) != std::string::npos,
                 f->suggestion.c_str());
        QCOMPARE(f->objects, std::vector<ObjectId>{rack.id});
    }
}

void TestPowerCooling::itAndFacilityPower_data()
{
    QTest::addColumn<int>("transceivers");
    QTest::addColumn<int>("aocs");
    QTest::addColumn<double>("utilisation");
    QTest::addColumn<double>("pue");
    QTest::addColumn<double>("itTypicalW");
    QTest::addColumn<double>("itW");
    QTest::addColumn<double>("facilityW");
    // 2 switches × 500 W typical; transceivers 8 W each, AOCs 18 W per cable, DAC and fibre 0 W.
    QTest::newRow("switches only") << 0 << 0 << 1.0 << 1.4 << 1000.0 << 1000.0 << 1400.0;
    // 1,000 + 100 × 8 + 10 × 18 = 1,980 W; × 0.8 = 1,584 W; × 1.5 = 2,376 W.
    QTest::newRow("with optics") << 100 << 10 << 0.8 << 1.5 << 1980.0 << 1584.0 << 2376.0;
}

void TestPowerCooling::itAndFacilityPower()
{
    QFETCH(int, transceivers);
    QFETCH(int, aocs);
    QFETCH(double, utilisation);
    QFETCH(double, pue);
    QFETCH(double, itTypicalW);
    QFETCH(double, itW);
    QFETCH(double, facilityW);

    Design d;
    d.facility.powerUtilisation = utilisation;
    d.facility.pue = pue;
    d.blocks.push_back({d.allocateId(), BlockKind::Switch, "leaves", kNoId, "sw", 2});
    NetworkReport net;
    net.transceiverLines.push_back({"xcvr", "Test transceiver", "transceiver", 50, transceivers});
    net.cableLines.push_back({"aoc", "Test AOC", "aoc", 30, aocs});
    net.cableLines.push_back({"dac", "Test DAC", "dac", 2, 7});
    net.cableLines.push_back({"", "fibre patch cable (50 m class)", "fibre", 50, transceivers / 2});
    const Result r = run(d, net);

    QCOMPARE(r.power.itTypicalW, itTypicalW);
    // Optics draw the same at idle and max: 2 × 300 W idle, 2 × 900 W max plus the optics.
    const double opticsW = itTypicalW - 1000.0;
    QCOMPARE(r.power.itIdleW, 600.0 + opticsW);
    QCOMPARE(r.power.itMaxW, 1800.0 + opticsW);
    QCOMPARE(r.power.byCategoryW.at("network"), itTypicalW);
    QCOMPARE(r.power.itW, itW);
    QCOMPARE(r.power.facilityW, facilityW);
}

void TestPowerCooling::heatAndAirflow_data()
{
    QTest::addColumn<double>("rackW");
    QTest::addColumn<double>("inletC");
    QTest::addColumn<double>("outletC");
    QTest::addColumn<double>("btuPerH");
    QTest::addColumn<double>("deltaTF");
    QTest::addColumn<double>("cfm");
    // 10 kW × 3.412 = 34,120 BTU/h; ΔT 15 °C = 27 °F; 34,120 / (1.08 × 27) = 1,170.10 CFM.
    QTest::newRow("10 kW, dT 15 C") << 10000.0 << 25.0 << 40.0 << 34120.0 << 27.0 << 1170.10;
    // ΔT 10 °C = 18 °F: 34,120 / 19.44 = 1,755.14 CFM.
    QTest::newRow("10 kW, dT 10 C") << 10000.0 << 20.0 << 30.0 << 34120.0 << 18.0 << 1755.14;
    // 5 kW = 17,060 BTU/h; ΔT 20 °C = 36 °F: 17,060 / 38.88 = 438.79 CFM.
    QTest::newRow("5 kW, dT 20 C") << 5000.0 << 25.0 << 45.0 << 17060.0 << 36.0 << 438.79;
}

void TestPowerCooling::heatAndAirflow()
{
    QFETCH(double, rackW);
    QFETCH(double, inletC);
    QFETCH(double, outletC);
    QFETCH(double, btuPerH);
    QFETCH(double, deltaTF);
    QFETCH(double, cfm);

    Design d;
    d.facility.inletC = inletC;
    d.facility.outletC = outletC;
    const ObjectId load = addLoad(d, rackW, 1);
    d.racks.push_back(rackOf(d, load, 1, 200000, Cooling::Air));
    const Result r = run(d);

    const RackReport& rr = r.power.racks.front();
    QVERIFY(qAbs(rr.heatBtuPerH - btuPerH) < 1e-6);
    QVERIFY2(qAbs(rr.airflowCfm - cfm) < 0.01, std::to_string(rr.airflowCfm).c_str());
    QVERIFY(qAbs(r.cooling.deltaTF - deltaTF) < 1e-9);
    QVERIFY(qAbs(r.cooling.heatBtuPerH - btuPerH) < 1e-6);
    QVERIFY(qAbs(r.cooling.airflowCfm - cfm) < 0.01);
    QCOMPARE(r.cooling.airRacks, std::int64_t(1));
    QCOMPARE(r.cooling.liquidRacks, std::int64_t(0));
    QVERIFY(r.has("COOLING_AIRFLOW"));
}

void TestPowerCooling::coolingVerdict_data()
{
    QTest::addColumn<double>("rackW");
    QTest::addColumn<bool>("liquidRack");
    QTest::addColumn<int>("verdict");
    QTest::addColumn<bool>("needsLiquid");
    QTest::addColumn<bool>("needsContainment");
    // Facility defaults: air ≤ 20 kW, contained air ≤ 40 kW (Uptime 2023; coolnetpower/dcxps).
    const int air = int(CoolingVerdict::Air);
    const int contained = int(CoolingVerdict::AirContained);
    const int liquid = int(CoolingVerdict::Liquid);
    QTest::newRow("19 kW") << 19000.0 << false << air << false << false;
    QTest::newRow("exactly 20 kW") << 20000.0 << false << air << false << false;
    QTest::newRow("20.001 kW") << 20001.0 << false << contained << false << true;
    QTest::newRow("exactly 40 kW") << 40000.0 << false << contained << false << true;
    QTest::newRow("40.001 kW") << 40001.0 << false << liquid << true << false;
    QTest::newRow("15 kW liquid rack") << 15000.0 << true << liquid << false << false;
}

void TestPowerCooling::coolingVerdict()
{
    QFETCH(double, rackW);
    QFETCH(bool, liquidRack);
    QFETCH(int, verdict);
    QFETCH(bool, needsLiquid);
    QFETCH(bool, needsContainment);

    Design d;
    const ObjectId load = addLoad(d, rackW, 3);
    d.racks.push_back(rackOf(d, load, 3, 200000, liquidRack ? Cooling::Liquid : Cooling::Air));
    const Result r = run(d);

    const RackReport& rr = r.power.racks.front();
    QCOMPARE(int(rr.verdict), verdict);
    QCOMPARE(r.has("RACK_NEEDS_LIQUID"), needsLiquid);
    QCOMPARE(r.has("RACK_NEEDS_CONTAINMENT"), needsContainment);
    const bool isLiquid = verdict == int(CoolingVerdict::Liquid);
    QCOMPARE(r.cooling.liquidRacks, isLiquid ? std::int64_t(3) : std::int64_t(0));
    QCOMPARE(r.cooling.airRacks, isLiquid ? std::int64_t(0) : std::int64_t(3));
    QCOMPARE(r.cooling.liquidHeatW, isLiquid ? 3 * rackW : 0.0);
    if (needsLiquid) {
        const Finding* f = r.find("RACK_NEEDS_LIQUID");
        QCOMPARE(f->severity, Severity::Error);
        QVERIFY2(f->message.find("40.0 kW") != std::string::npos, f->message.c_str());
        QVERIFY2(f->message.find("Uptime") != std::string::npos, f->message.c_str());
    }
}

void TestPowerCooling::cduCount_data()
{
    QTest::addColumn<int>("racks");
    QTest::addColumn<double>("rackW");
    QTest::addColumn<bool>("liquid");
    QTest::addColumn<QString>("facilityCdu");
    QTest::addColumn<int>("cdus");
    QTest::addColumn<QString>("cduRef");
    QTest::addColumn<double>("cduTypicalW");
    // Without a facility choice the largest catalog CDU (250 kW, 2 kW typical) is used.
    QTest::newRow("300 kW on 250 kW") << 3 << 100000.0 << true << "" << 2 << "cdu-large" << 4000.0;
    QTest::newRow("exactly 500 kW") << 5 << 100000.0 << true << "" << 2 << "cdu-large" << 4000.0;
    QTest::newRow("600 kW on 250 kW") << 6 << 100000.0 << true << "" << 3 << "cdu-large" << 6000.0;
    QTest::newRow("300 kW on 100 kW") << 3 << 100000.0 << true << "cdu-small" << 3 << "cdu-small" << 3000.0;
    QTest::newRow("air only") << 3 << 10000.0 << false << "" << 0 << "" << 0.0;
}

void TestPowerCooling::cduCount()
{
    QFETCH(int, racks);
    QFETCH(double, rackW);
    QFETCH(bool, liquid);
    QFETCH(QString, facilityCdu);
    QFETCH(int, cdus);
    QFETCH(QString, cduRef);
    QFETCH(double, cduTypicalW);

    Design d;
    d.facility.cduRef = facilityCdu.toStdString();
    const ObjectId load = addLoad(d, rackW, racks);
    d.racks.push_back(rackOf(d, load, racks, 200000, liquid ? Cooling::Liquid : Cooling::Air));
    const Result r = run(d);

    QCOMPARE(r.cooling.cdusNeeded, std::int64_t(cdus));
    QCOMPARE(QString::fromStdString(r.cooling.cduRef), cduRef);
    QCOMPARE(r.cooling.liquidHeatW, liquid ? racks * rackW : 0.0);
    // CDU pumps are added to IT power: loads draw half their max as typical.
    QCOMPARE(r.power.itTypicalW, racks * rackW / 2 + cduTypicalW);
    QCOMPARE(r.power.facilityW, r.power.itTypicalW * d.facility.pue);
    // Liquid racks need no air; the air-only row needs 3 × 10 kW × 3.412 / (1.08 × 27) CFM.
    const double cfm = liquid ? 0.0 : 3 * 34120.0 / (1.08 * 27);
    QVERIFY(qAbs(r.cooling.airflowCfm - cfm) < 1e-6);
    QCOMPARE(r.has("COOLING_CDUS"), cdus > 0);
}

QTEST_APPLESS_MAIN(TestPowerCooling)
#include "tst_power_cooling.moc"
