// Power roll-up (PSU losses, nameplate, racks, optics, PUE) and cooling (BTU/h, CFM, verdict
// thresholds, CDUs) on small hand-checkable designs with an in-test catalog.
#include "TestUtil.h"

#include "model/analysis/Concerns.h"

using namespace cc::model;

namespace {

/// One catalog entry as JSON, with the provenance fields every entry needs.
std::string entry(const char* id, const char* kind, const char* specs)
{
    return std::string(R"({"id": ")") + id + R"(", "kind": ")" + kind + R"(", "name": ")" + id +
           R"(", "source": "test", "asOf": "2024-01", "specs": )" + specs + "}";
}

const std::vector<std::string> kEntries = {
    entry("gpu", "accelerator", R"({"generation": "hopper", "memoryBytes": 80e9, "denseFlops":
        {"bf16": 1e15}, "memoryBandwidthBytesPerS": 3e12,
        "power": {"idleW": 100, "typicalW": 600, "maxW": 700}})"),
    entry("cpu", "cpu", R"({"cores": 32, "power": {"idleW": 50, "typicalW": 250, "maxW": 350}})"),
    entry("psu-100", "psu", R"({"ratedW": 3000, "efficiency": 1.0})"),
    entry("psu-80", "psu", R"({"ratedW": 6000, "efficiency": 0.8})"),
    entry("psu-96", "psu", R"({"ratedW": 3300, "efficiency": 0.96})"),
    entry("sw", "switch", R"({"protocol": "infiniband", "ports": 64, "portBitsPerS": 400e9,
        "rackUnits": 1, "power": {"idleW": 300, "typicalW": 500, "maxW": 900}})"),
    entry("xcvr", "optic",
          R"({"medium": "transceiver", "bitsPerS": 4e11, "reachM": 50, "powerW": 8})"),
    entry("aoc", "optic", R"({"medium": "aoc", "bitsPerS": 4e11, "reachM": 30, "powerW": 18})"),
    entry("dac", "optic", R"({"medium": "dac", "bitsPerS": 4e11, "reachM": 2, "powerW": 0})"),
    entry("cdu-small", "cdu", R"({"capacityW": 100000,
        "power": {"idleW": 500, "typicalW": 1000, "maxW": 1500}})"),
    entry("cdu-large", "cdu", R"({"capacityW": 250000,
        "power": {"idleW": 1000, "typicalW": 2000, "maxW": 3000}})"),
};

const Catalog& testCatalog()
{
    static const Catalog cat = cc::test::catalogFromEntries(kEntries);
    return cat;
}

struct Result {
    std::vector<Finding> findings;
    std::vector<Explanation> explanations;
    PowerReport power;
    CoolingReport cooling;
    const Finding* find(const char* code) const
    {
        for (const auto& f : findings)
            if (f.code == code)
                return &f;
        return nullptr;
    }
    bool has(const char* code) const { return find(code) != nullptr; }
    /// Each rule in `watched` fired exactly when it is listed in `expected` (space-separated).
    bool firedExactly(const std::string& expected, std::initializer_list<const char*> watched) const
    {
        for (const char* code : watched) {
            const bool want =
                (" " + expected + " ").find(" " + std::string(code) + " ") != std::string::npos;
            if (has(code) != want) {
                qWarning("rule %s: expected %s", code, want ? "to fire" : "not to fire");
                return false;
            }
        }
        return true;
    }
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

ObjectId addBlock(Design& d, BlockKind kind, ObjectId tmpl, const std::string& ref,
                  std::int64_t replicas)
{
    d.blocks.push_back({d.allocateId(), kind, ref.empty() ? "servers" : ref, tmpl, ref, replicas});
    return d.blocks.back().id;
}

/// A group of `replicas` servers with these parts, chassis power and height.
ObjectId addServers(Design& d, std::vector<PartCount> parts, Power chassis, int rackUnits,
                    double nameplateW, std::int64_t replicas)
{
    ServerTemplate& t = d.templates.emplace_back();
    t.id = d.allocateId();
    t.parts = std::move(parts);
    t.chassisPower = chassis;
    t.rackUnits = rackUnits;
    t.maxPowerW = nameplateW;
    return addBlock(d, BlockKind::Server, t.id, "", replicas);
}

/// 8 GPUs (100/600/700 W), 2 CPUs (50/250/350 W), 2 PSUs, chassis 100/700/1700 W: behind the
/// PSUs 1,000 / 6,000 / 8,000 W idle / typical / max. 4 U.
ObjectId addGpuServers(Design& d, const std::string& psu, double nameplateW, std::int64_t n)
{
    return addServers(d, {{"gpu", 8}, {"cpu", 2}, {psu, 2}}, {100, 700, 1700}, 4, nameplateW, n);
}

/// A 1 U template that is only a heat load of `maxW` (half of it typical), to test thresholds.
ObjectId addLoad(Design& d, double maxW, std::int64_t n)
{
    return addServers(d, {}, {0, maxW / 2, maxW}, 1, 0, n);
}

RackGroup& addRack(Design& d, ObjectId block, std::int64_t count, double limitW, Cooling cooling)
{
    RackGroup r;
    r.id = d.allocateId();
    r.name = "row A";
    r.count = count;
    r.powerLimitW = limitW;
    r.cooling = cooling;
    r.contents = {{block, 1}};
    d.racks.push_back(r);
    return d.racks.back();
}

// One struct per table keeps each hand-computed row on one line.
struct ServerCase {
    const char* psu;
    double nameplateW, idleW, typicalW, maxW, psuLossW;
    const char* fires;
};
struct RackCase {
    int perRack, rackUnits, usedU;
    double limitW, typicalW, maxW, itTypicalW;
    const char *fires, *suggestion;
};
struct ItCase {
    int transceivers, aocs;
    double utilisation, pue, itTypicalW, itW, facilityW;
};
struct AirCase {
    double rackW, inletC, outletC, btuPerH, deltaTF, cfm;
};
struct VerdictCase {
    double rackW;
    bool liquidRack;
    CoolingVerdict verdict;
    const char* fires;
};
struct CduCase {
    int racks, cdus;
    double rackW, cduTypicalW;
    bool liquid;
    const char *facilityCdu, *cduRef;
};

} // namespace

Q_DECLARE_METATYPE(ServerCase)
Q_DECLARE_METATYPE(RackCase)
Q_DECLARE_METATYPE(ItCase)
Q_DECLARE_METATYPE(AirCase)
Q_DECLARE_METATYPE(VerdictCase)
Q_DECLARE_METATYPE(CduCase)

class TestPowerCooling : public QObject {
    Q_OBJECT
private slots:
    void serverPower_data()
    {
        QTest::addColumn<ServerCase>("c");
        // 100 %: the wall sees the DC figures; 2 × 3,000 W < 8,000 W max.
        QTest::newRow("100%") << ServerCase{"psu-100", 0, 1000, 6000, 8000, 0, "SERVER_PSU_SHORT"};
        // 80 %: 6,000 / 0.8 = 7,500 W typical (1,500 W lost), 8,000 / 0.8 = 10,000 W max.
        QTest::newRow("80%") << ServerCase{"psu-80", 0, 1250, 7500, 10000, 1500, ""};
        // The 9 kW nameplate wins for max, and the 10 kW parts sum exceeds it.
        QTest::newRow("80%, nameplate 9 kW")
            << ServerCase{"psu-80", 9000, 1250, 7500, 9000, 1500, "SERVER_OVER_NAMEPLATE"};
        // PSUs must cover the nameplate: 2 × 6,000 W < 14 kW although the parts need only 10 kW.
        QTest::newRow("80%, nameplate 14 kW")
            << ServerCase{"psu-80", 14000, 1250, 7500, 14000, 1500, "SERVER_PSU_SHORT"};
        // 96 %: 6,000 / 0.96 = 6,250 W; parts max 8,333 W < 12 kW nameplate; 2 × 3,300 W < 12 kW.
        QTest::newRow("96%, nameplate 12 kW")
            << ServerCase{"psu-96", 12000, 1000 / 0.96, 6250, 12000, 250, "SERVER_PSU_SHORT"};
    }
    void serverPower()
    {
        QFETCH(ServerCase, c);
        Design d;
        addGpuServers(d, c.psu, c.nameplateW, 3);
        const Result r = run(d);
        QCOMPARE(r.power.servers.size(), size_t(1));
        const ServerPower& sp = r.power.servers.front();
        QCOMPARE(sp.power.idleW, c.idleW);
        QCOMPARE(sp.power.typicalW, c.typicalW);
        QCOMPARE(sp.power.maxW, c.maxW);
        QCOMPARE(r.power.maxServerW, c.maxW);
        // Three replicas, nothing else in the design.
        QCOMPARE(r.power.itTypicalW, 3 * c.typicalW);
        QCOMPARE(r.power.itMaxW, 3 * c.maxW);
        QCOMPARE(r.power.byCategoryW.at("accelerators"), 3 * 4800.0);
        const auto loss = r.power.byCategoryW.find("psu losses");
        QCOMPARE(loss == r.power.byCategoryW.end() ? 0.0 : loss->second, 3 * c.psuLossW);
        QVERIFY(r.firedExactly(c.fires, {"SERVER_OVER_NAMEPLATE", "SERVER_PSU_SHORT"}));
    }

    void rackPower_data()
    {
        QTest::addColumn<RackCase>("c");
        // 2 racks of n servers (7.5 / 10 kW, 4 U) + 1 switch (500 / 900 W, 1 U); 8 servers and 2
        // switches in all: IT = 8 × 7,500 + 2 × 500 = 61,000 W, + a 2 kW CDU above 40 kW/rack.
        // clang-format off
        QTest::newRow("exactly at limit")
            << RackCase{2, 42, 9, 20900, 15500, 20900, 61000, "GROUP_NOT_RACKED", ""};
        // (20,899 − 900) / 10,000 = 1.99 → 1 server.
        QTest::newRow("1 W over") << RackCase{2, 42, 9, 20899, 15500, 20900, 61000,
            "RACK_OVER_POWER GROUP_NOT_RACKED", "RACK_OVER_POWER_FIX_FEWER(1, "};
        // (30,000 − 900) / 10,000 = 2.9 → 2 servers; 40.9 kW → a 41 kW rack.
        QTest::newRow("4 per 30 kW") << RackCase{4, 42, 17, 30000, 30500, 40900, 63000,
            "RACK_OVER_POWER",
            "RACK_OVER_POWER_FIX_FEWER(2, servers, 41.0 kW)"};
        QTest::newRow("16 U")
            << RackCase{4, 16, 17, 50000, 30500, 40900, 63000, "RACK_OVER_HEIGHT", ""};
        // 2 racks × 5 = 10 placed, but the group has 8: 5 × 7,500 + 500 = 38,000 W typical.
        QTest::newRow("over-placed")
            << RackCase{5, 42, 21, 60000, 38000, 50900, 63000, "GROUP_OVER_RACKED", ""};
        // clang-format on
    }
    void rackPower()
    {
        QFETCH(RackCase, c);
        Design d;
        const ObjectId servers = addGpuServers(d, "psu-80", 0, 8);
        const ObjectId switches = addBlock(d, BlockKind::Switch, kNoId, "sw", 2);
        RackGroup& rack = addRack(d, servers, 2, c.limitW, Cooling::Air);
        rack.rackUnits = c.rackUnits;
        rack.contents = {{servers, c.perRack}, {switches, 1}};
        const Result r = run(d);
        QCOMPARE(r.power.racks.size(), size_t(1));
        const RackReport& rr = r.power.racks.front();
        QCOMPARE(rr.count, std::int64_t(2));
        QCOMPARE(rr.typicalW, c.typicalW);
        QCOMPARE(rr.maxW, c.maxW);
        QCOMPARE(rr.usedU, c.usedU);
        QCOMPARE(rr.totalU, c.rackUnits);
        QCOMPARE(r.power.maxRackW, c.maxW);
        QCOMPARE(r.power.itTypicalW, c.itTypicalW);
        QVERIFY(r.firedExactly(c.fires, {"RACK_OVER_POWER", "RACK_OVER_HEIGHT", "GROUP_NOT_RACKED",
                                         "GROUP_OVER_RACKED"}));
        if (const Finding* f = r.find("RACK_OVER_POWER")) {
            QCOMPARE(f->severity, Severity::Error);
            // Messages as data: the numbers are typed arguments (debugText shows them).
            const std::string msg = debugText(f->message), fix = debugText(f->suggestion);
            QVERIFY2(msg.find(c.maxW > 30000 ? "40.9 kW" : "20.9 kW") != std::string::npos,
                     msg.c_str());
            QVERIFY2(fix.find(c.suggestion) != std::string::npos, fix.c_str());
            QCOMPARE(f->objects, std::vector<ObjectId>{rack.id});
        }
    }

    void itAndFacilityPower_data()
    {
        QTest::addColumn<ItCase>("c");
        // 2 switches × 500 W typical; transceivers 8 W each, AOCs 18 W per cable, DAC, fibre 0 W.
        QTest::newRow("switches only") << ItCase{0, 0, 1.0, 1.4, 1000, 1000, 1400};
        // 1,000 + 100 × 8 + 10 × 18 = 1,980 W; × 0.8 = 1,584 W; × 1.5 = 2,376 W.
        QTest::newRow("with optics") << ItCase{100, 10, 0.8, 1.5, 1980, 1584, 2376};
    }
    void itAndFacilityPower()
    {
        QFETCH(ItCase, c);
        Design d;
        d.facility.powerUtilisation = c.utilisation;
        d.facility.pue = c.pue;
        addBlock(d, BlockKind::Switch, kNoId, "sw", 2);
        NetworkReport net;
        net.transceiverLines.push_back({"xcvr", "xcvr", "transceiver", 50, c.transceivers});
        net.cableLines.push_back({"aoc", "aoc", "aoc", 30, c.aocs});
        net.cableLines.push_back({"dac", "dac", "dac", 2, 7});
        net.cableLines.push_back({"", "fibre patch cable", "fibre", 50, c.transceivers / 2});
        const Result r = run(d, net);
        QCOMPARE(r.power.itTypicalW, c.itTypicalW);
        // Optics draw the same at idle and max: 2 × 300 W idle, 2 × 900 W max plus the optics.
        const double opticsW = c.itTypicalW - 1000.0;
        QCOMPARE(r.power.itIdleW, 600.0 + opticsW);
        QCOMPARE(r.power.itMaxW, 1800.0 + opticsW);
        QCOMPARE(r.power.byCategoryW.at("network"), c.itTypicalW);
        QCOMPARE(r.power.itW, c.itW);
        QCOMPARE(r.power.facilityW, c.facilityW);
    }

    void heatAndAirflow_data()
    {
        QTest::addColumn<AirCase>("c");
        // 10 kW × 3.412 = 34,120 BTU/h; ΔT 15 °C = 27 °F; 34,120 / (1.08 × 27) = 1,170.10 CFM.
        QTest::newRow("10 kW, dT 15 C") << AirCase{10000, 25, 40, 34120, 27, 1170.10};
        // ΔT 10 °C = 18 °F: 34,120 / 19.44 = 1,755.14 CFM.
        QTest::newRow("10 kW, dT 10 C") << AirCase{10000, 20, 30, 34120, 18, 1755.14};
        // 5 kW = 17,060 BTU/h; ΔT 20 °C = 36 °F: 17,060 / 38.88 = 438.79 CFM.
        QTest::newRow("5 kW, dT 20 C") << AirCase{5000, 25, 45, 17060, 36, 438.79};
    }
    void heatAndAirflow()
    {
        QFETCH(AirCase, c);
        Design d;
        d.facility.inletC = c.inletC;
        d.facility.outletC = c.outletC;
        addRack(d, addLoad(d, c.rackW, 1), 1, 200000, Cooling::Air);
        const Result r = run(d);
        const RackReport& rr = r.power.racks.front();
        QVERIFY(qAbs(rr.heatBtuPerH - c.btuPerH) < 1e-6);
        QVERIFY2(qAbs(rr.airflowCfm - c.cfm) < 0.01, std::to_string(rr.airflowCfm).c_str());
        QVERIFY(qAbs(r.cooling.deltaTF - c.deltaTF) < 1e-9);
        QVERIFY(qAbs(r.cooling.heatBtuPerH - c.btuPerH) < 1e-6);
        QVERIFY(qAbs(r.cooling.airflowCfm - c.cfm) < 0.01);
        QVERIFY(r.has("COOLING_AIRFLOW"));
    }

    void coolingVerdict_data()
    {
        QTest::addColumn<VerdictCase>("c");
        // Facility defaults: air ≤ 20 kW, contained air ≤ 40 kW (Uptime 2023; coolnetpower).
        const auto air = CoolingVerdict::Air, liquid = CoolingVerdict::Liquid;
        const auto contained = CoolingVerdict::AirContained;
        QTest::newRow("19 kW") << VerdictCase{19000, false, air, ""};
        QTest::newRow("exactly 20 kW") << VerdictCase{20000, false, air, ""};
        QTest::newRow("20.001 kW")
            << VerdictCase{20001, false, contained, "RACK_NEEDS_CONTAINMENT"};
        QTest::newRow("exactly 40 kW")
            << VerdictCase{40000, false, contained, "RACK_NEEDS_CONTAINMENT"};
        QTest::newRow("40.001 kW") << VerdictCase{40001, false, liquid, "RACK_NEEDS_LIQUID"};
        QTest::newRow("15 kW liquid rack") << VerdictCase{15000, true, liquid, ""};
    }
    void coolingVerdict()
    {
        QFETCH(VerdictCase, c);
        Design d;
        addRack(d, addLoad(d, c.rackW, 3), 3, 200000,
                c.liquidRack ? Cooling::Liquid : Cooling::Air);
        const Result r = run(d);
        QCOMPARE(r.power.racks.front().verdict, c.verdict);
        QVERIFY(r.firedExactly(c.fires, {"RACK_NEEDS_LIQUID", "RACK_NEEDS_CONTAINMENT"}));
        const bool isLiquid = c.verdict == CoolingVerdict::Liquid;
        QCOMPARE(r.cooling.liquidRacks, isLiquid ? std::int64_t(3) : std::int64_t(0));
        QCOMPARE(r.cooling.airRacks, isLiquid ? std::int64_t(0) : std::int64_t(3));
        QCOMPARE(r.cooling.liquidHeatW, isLiquid ? 3 * c.rackW : 0.0);
        if (const Finding* f = r.find("RACK_NEEDS_LIQUID")) {
            QCOMPARE(f->severity, Severity::Error);
            const std::string msg = debugText(f->message);
            QVERIFY2(msg.find("40.0 kW") != std::string::npos, msg.c_str());
            QVERIFY2(msg.find("SRC_AIR_THRESHOLDS_SHORT") != std::string::npos, msg.c_str());
        }
    }

    void cduCount_data()
    {
        QTest::addColumn<CduCase>("c");
        // Without a facility choice the largest catalog CDU (250 kW, 2 kW typical) is used.
        QTest::newRow("300 kW on 250 kW") << CduCase{3, 2, 1e5, 4000, true, "", "cdu-large"};
        QTest::newRow("exactly 500 kW") << CduCase{5, 2, 1e5, 4000, true, "", "cdu-large"};
        QTest::newRow("600 kW on 250 kW") << CduCase{6, 3, 1e5, 6000, true, "", "cdu-large"};
        QTest::newRow("300 kW on 100 kW")
            << CduCase{3, 3, 1e5, 3000, true, "cdu-small", "cdu-small"};
        QTest::newRow("air only") << CduCase{3, 0, 1e4, 0, false, "", ""};
    }
    void cduCount()
    {
        QFETCH(CduCase, c);
        Design d;
        d.facility.cduRef = c.facilityCdu;
        addRack(d, addLoad(d, c.rackW, c.racks), c.racks, 200000,
                c.liquid ? Cooling::Liquid : Cooling::Air);
        const Result r = run(d);
        QCOMPARE(r.cooling.cdusNeeded, std::int64_t(c.cdus));
        QCOMPARE(r.cooling.cduRef, std::string(c.cduRef));
        QCOMPARE(r.cooling.liquidHeatW, c.liquid ? c.racks * c.rackW : 0.0);
        // CDU pumps are added to IT power; the loads draw half their max as typical.
        QCOMPARE(r.power.itTypicalW, c.racks * c.rackW / 2 + c.cduTypicalW);
        QCOMPARE(r.power.facilityW, r.power.itTypicalW * d.facility.pue);
        // Liquid racks need no air; the air-only row needs 3 × 34,120 BTU/h / (1.08 × 27) CFM.
        const double cfm = c.liquid ? 0.0 : 3 * 34120.0 / (1.08 * 27);
        QVERIFY(qAbs(r.cooling.airflowCfm - cfm) < 1e-6);
        QCOMPARE(r.has("COOLING_CDUS"), c.cdus > 0);
    }
};

QTEST_APPLESS_MAIN(TestPowerCooling)
#include "tst_power_cooling.moc"
