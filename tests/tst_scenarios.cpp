// Scenarios: saved in the design file (round trip, limit, errors with JSON paths), undoable edits,
// and the side-by-side comparison against the individual analyses. The panel: tst_scenario_panel.
#include "TestUtil.h"
#include "model/analysis/Evaluate.h"

#include "model/analysis/Analyze.h"
#include "model/analysis/ScenarioCompare.h"
#include "model/edit/ObjectEdits.h"
#include "model/edit/ScenarioEdits.h"
#include "model/io/DesignIo.h"
#include "model/training/TrainingAnalysis.h"
#include "model/util/Format.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

using namespace cc::model;

namespace {

/// FormatError::what() and the text report in English, as a user reads them (the renderer the
/// CLI and the app install; model-only tests would see "CODE(args)").
[[maybe_unused]] const bool kEnglish =
    (setMessageRenderer(cc::views::messageRenderer()),
     cc::views::setMessageLocale(QLocale(QLocale::English, QLocale::UnitedStates)), true);

std::string readFile(const std::string& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string fixtureText()
{
    return readFile(cc::test::dataPath("scenarios.json"));
}
Design fixture()
{
    return io::loadDesign(fixtureText(), "scenarios.json");
}
std::string saved(const Design& d)
{
    return io::saveDesign(d, cc::test::bundledCatalog());
}

const ComparisonRow& rowOf(const std::vector<ComparisonRow>& rows, const char* key)
{
    for (const auto& r : rows)
        if (r.key == key)
            return r;
    qFatal("no comparison row %s", key);
}

} // namespace

class TestScenarios : public QObject {
    Q_OBJECT
private slots:
    void fixtureLoadsWithItsScenarios();
    void roundTripIsByteExact();
    void designsWithoutScenariosKeepTheirFormat();
    void badScenariosNameThePath_data();
    void badScenariosNameThePath();
    void editsUndoAndRedoByteExact_data();
    void editsUndoAndRedoByteExact();
    void makeCurrentThenUndo();
    void makersRefuseBadRequests();
    void randomScenarioEditsUndoToOriginalBytes();
    void comparisonEqualsTheIndividualAnalyses();
    void comparisonDiffersAndVerdicts();
    void comparisonKeepsUnchangedScenarioAnalyses();
};

void TestScenarios::fixtureLoadsWithItsScenarios()
{
    const Design d = fixture();
    QCOMPARE(d.scenarios.size(), size_t(2));
    QCOMPARE(d.scenarios[0].name, std::string("B200 servers"));
    QCOMPARE(d.scenarios[1].name, std::string("Spectrum-4 Ethernet"));
    const Design& b200 = *d.scenarios[0].design;
    QCOMPARE(b200.templates.at(0).origin, std::string("dgx-b200"));
    QVERIFY(b200.pinned.find("b200-sxm-180gb")); // each snapshot embeds the specs it uses
    QVERIFY(!d.pinned.find("b200-sxm-180gb"));
    QCOMPARE(b200.workloads.size(), size_t(1));
    QVERIFY(b200.scenarios.empty());
    QCOMPARE(d.scenarios[1].design->blocks.at(1).ref, std::string("sn5600"));
}

void TestScenarios::roundTripIsByteExact()
{
    // The fixture is in the saved form: load then save gives its bytes back.
    QCOMPARE(QString::fromStdString(saved(fixture())), QString::fromStdString(fixtureText()));
    // And a design built in memory: save, load, save.
    Design d = cc::test::smallCluster();
    makeAddScenario(d, "As built")->apply(d);
    d.blocks[0].replicas = 8;
    makeAddScenario(d, "Half the servers")->apply(d);
    const std::string a = saved(d);
    const Design back = io::loadDesign(a, "mem");
    QCOMPARE(QString::fromStdString(saved(back)), QString::fromStdString(a));
    QCOMPARE(back.scenarios.size(), size_t(2));
    QCOMPARE(back.scenarios[0].design->blocks[0].replicas, std::int64_t(16));
    QCOMPARE(back.scenarios[1].design->blocks[0].replicas, std::int64_t(8));
}

void TestScenarios::designsWithoutScenariosKeepTheirFormat()
{
    const auto doc = nlohmann::json::parse(saved(cc::test::smallCluster()));
    QVERIFY(!doc.contains("scenarios"));
    QCOMPARE(doc["schemaVersion"].get<int>(), 1);
    const Design v1 = io::loadDesignFile(cc::test::dataPath("design_v1.json"));
    QVERIFY(v1.scenarios.empty());
}

void TestScenarios::badScenariosNameThePath_data()
{
    QTest::addColumn<QString>("patch"); // applied to the fixture's JSON
    QTest::addColumn<QString>("expected");
    QTest::newRow("five scenarios")
        << "five"
        << "scenarios[4]: a design keeps at most 4 scenarios; this file has 5";
    QTest::newRow("duplicate name")
        << "dup"
        << "scenarios[1].name: 'B200 servers' is already the name of scenarios[0]";
    QTest::newRow("empty name") << "emptyName"
                                << "scenarios[0].name: must not be empty";
    QTest::newRow("no design") << "noDesign"
                               << "scenarios[1].design: is missing";
    QTest::newRow("nested replicas") << "replicas"
                                     << "scenarios[1].design.blocks[0].replicas: must be >= 1";
    QTest::newRow("nested dangling link") << "dangling"
                                          << "scenarios[0].design.links[0].to: no group has id 42";
    QTest::newRow("nested spec") << "spec"
                                 << "scenarios[0].design.specs.qm9700.id: must equal its key";
    QTest::newRow("nested scenarios")
        << "nested"
        << "scenarios[0].design.scenarios: a scenario's design cannot hold";
    QTest::newRow("not a list") << "notList"
                                << "scenarios: must be a list of scenarios";
}

void TestScenarios::badScenariosNameThePath()
{
    QFETCH(QString, patch);
    QFETCH(QString, expected);
    auto doc = nlohmann::ordered_json::parse(fixtureText());
    auto& s = doc["scenarios"];
    if (patch == QLatin1String("five"))
        for (int i = 0; i < 3; ++i) {
            s.push_back(s[0]);
            s.back()["name"] = "Copy " + std::to_string(i);
        }
    else if (patch == QLatin1String("dup"))
        s[1]["name"] = s[0]["name"];
    else if (patch == QLatin1String("emptyName"))
        s[0]["name"] = "";
    else if (patch == QLatin1String("noDesign"))
        s[1].erase("design");
    else if (patch == QLatin1String("replicas"))
        s[1]["design"]["blocks"][0]["replicas"] = 0;
    else if (patch == QLatin1String("dangling"))
        s[0]["design"]["links"][0]["to"] = 42;
    else if (patch == QLatin1String("spec"))
        s[0]["design"]["specs"]["qm9700"]["id"] = "qm9790";
    else if (patch == QLatin1String("nested"))
        s[0]["design"]["scenarios"] = nlohmann::ordered_json::array();
    else if (patch == QLatin1String("notList"))
        s = "B200";
    try {
        io::loadDesign(doc.dump(2), "bad.json");
        QFAIL("must not load");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("bad.json: ") + expected),
                 e.what());
    }
}

void TestScenarios::editsUndoAndRedoByteExact_data()
{
    QTest::addColumn<QString>("edit");
    for (const char* e : {"add", "rename", "delete", "update", "makeCurrent"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

void TestScenarios::editsUndoAndRedoByteExact()
{
    QFETCH(QString, edit);
    Design d = fixture();
    d.blocks[0].x += 40; // the current design differs from its last save, as while editing
    d.facility.pue = 1.25;
    const std::string before = saved(d);
    EditPtr e = edit == QLatin1String("add")      ? makeAddScenario(d, "PUE 1.25")
                : edit == QLatin1String("rename") ? makeRenameScenario(d, 1, "Ethernet")
                : edit == QLatin1String("delete") ? makeDeleteScenario(d, 0)
                : edit == QLatin1String("update") ? makeUpdateScenario(d, 1)
                                                  : makeScenarioCurrent(d, 0);
    int notified = 0;
    d.onChange = [&](const Change&) { ++notified; };
    e->apply(d);
    const std::string after = saved(d);
    QVERIFY(after != before);
    QVERIFY(notified > 0);
    if (edit == QLatin1String("add")) {
        QCOMPARE(d.scenarios.size(), size_t(3));
        QCOMPARE(d.scenarios[2].design->facility.pue, 1.25);
        QCOMPARE(d.scenarios[2].design->blocks, d.blocks);
    } else if (edit == QLatin1String("rename")) {
        QCOMPARE(d.scenarios[1].name, std::string("Ethernet"));
    } else if (edit == QLatin1String("delete")) {
        QCOMPARE(d.scenarios.size(), size_t(1));
        QCOMPARE(d.scenarios[0].name, std::string("Spectrum-4 Ethernet"));
    } else if (edit == QLatin1String("update")) {
        QCOMPARE(d.scenarios[1].name, std::string("Spectrum-4 Ethernet"));
        QCOMPARE(d.scenarios[1].design->blocks, d.blocks);
        QCOMPARE(d.scenarios[1].design->facility, d.facility);
    }
    e->revert(d);
    QCOMPARE(QString::fromStdString(saved(d)), QString::fromStdString(before));
    e->apply(d);
    QCOMPARE(QString::fromStdString(saved(d)), QString::fromStdString(after));
}

void TestScenarios::makeCurrentThenUndo()
{
    const Catalog& c = cc::test::bundledCatalog();
    Design d = fixture();
    const std::string before = saved(d);
    const Report h100 = analyze(d, c);
    auto e = makeScenarioCurrent(d, 0);
    e->apply(d);
    const Design& b200 = *d.scenarios[0].design;
    QCOMPARE(d.templates, b200.templates);
    QCOMPARE(d.blocks, b200.blocks);
    QCOMPARE(d.links, b200.links);
    QCOMPARE(d.racks, b200.racks);
    QCOMPARE(d.workloads, b200.workloads);
    QVERIFY(d.pinned.find("b200-sxm-180gb"));
    QCOMPARE(d.scenarios.size(), size_t(2));                                    // the list stays
    QCOMPARE(d.name, std::string("Fixture: 16 DGX H100 on a QM9700 fat-tree")); // so does the name
    const Report now = analyze(d, c);
    QCOMPARE(now.cost.capexUsd, analyze(b200, c).cost.capexUsd);
    QVERIFY(now.cost.capexUsd > h100.cost.capexUsd);
    // New objects never reuse an id of the incoming content.
    const ObjectId fresh = d.allocateId();
    QVERIFY(!d.findBlock(fresh) && !d.findTemplate(fresh) && !d.findLink(fresh) &&
            !d.findRack(fresh));
    e->revert(d);
    QCOMPARE(QString::fromStdString(saved(d)), QString::fromStdString(before));
}

void TestScenarios::makersRefuseBadRequests()
{
    Design d = fixture();
    QVERIFY(!scenarioNameProblem(d, "").empty());
    QVERIFY(!scenarioNameProblem(d, "B200 servers").empty());
    QVERIFY(scenarioNameProblem(d, "B200 servers", 0).empty()); // its own name when renaming
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeAddScenario(d, "B200 servers"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             makeRenameScenario(d, 0, "Spectrum-4 Ethernet"));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeDeleteScenario(d, 2));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeUpdateScenario(d, -1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeScenarioCurrent(d, 5));
    makeAddScenario(d, "Third")->apply(d);
    makeAddScenario(d, "Fourth")->apply(d);
    QCOMPARE(d.scenarios.size(), size_t(kMaxScenarios));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, makeAddScenario(d, "Fifth"));
}

// Scenario edits mixed with content edits, then undo all: the original bytes come back.
void TestScenarios::randomScenarioEditsUndoToOriginalBytes()
{
    Design d = fixture();
    const std::string original = saved(d);
    std::mt19937 rng(2024);
    auto pick = [&](size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng); };
    std::vector<EditPtr> done;
    int names = 0;
    while (done.size() < 200) {
        const int n = static_cast<int>(d.scenarios.size());
        EditPtr e;
        switch (pick(6)) {
        case 0:
            if (n < kMaxScenarios)
                e = makeAddScenario(d, "S" + std::to_string(++names));
            break;
        case 1:
            if (n > 0)
                e = makeRenameScenario(d, static_cast<int>(pick(size_t(n))),
                                       "R" + std::to_string(++names));
            break;
        case 2:
            if (n > 0)
                e = makeDeleteScenario(d, static_cast<int>(pick(size_t(n))));
            break;
        case 3:
            if (n > 0)
                e = makeUpdateScenario(d, static_cast<int>(pick(size_t(n))));
            break;
        case 4:
            if (n > 0)
                e = makeScenarioCurrent(d, static_cast<int>(pick(size_t(n))));
            break;
        default: {
            Block b = d.blocks[pick(d.blocks.size())];
            b.replicas = 1 + static_cast<std::int64_t>(pick(64));
            e = std::make_unique<ReplaceBlock>(b, "Set replicas");
        }
        }
        if (!e)
            continue;
        e->apply(d);
        done.push_back(std::move(e));
    }
    const std::string edited = saved(d);
    for (auto it = done.rbegin(); it != done.rend(); ++it)
        (*it)->revert(d);
    QCOMPARE(QString::fromStdString(saved(d)), QString::fromStdString(original));
    for (auto& e : done)
        e->apply(d);
    QCOMPARE(QString::fromStdString(saved(d)), QString::fromStdString(edited));
}

void TestScenarios::comparisonEqualsTheIndividualAnalyses()
{
    const Catalog& c = cc::test::bundledCatalog();
    const Design d = fixture();
    ScenarioComparison cmp;
    cmp.update(std::make_shared<const Evaluation>(evaluate(d, c)), d.scenarios, c);
    QCOMPARE(cmp.columns().size(), size_t(3));
    QCOMPARE(cmp.columns()[0].label, std::string());
    QCOMPARE(cmp.columns()[2].label, std::string("Spectrum-4 Ethernet"));
    const auto& rows = cmp.rows();
    const std::vector<const Design*> designs{&d, d.scenarios[0].design.get(),
                                             d.scenarios[1].design.get()};
    for (size_t i = 0; i < designs.size(); ++i) {
        const Report r = analyze(*designs[i], c);
        std::vector<Diagnostic> diags;
        const auto w = parseWorkload(designs[i]->workloads.front(), "w", diags);
        QVERIFY(w);
        const TrainingReport t = analyzeTraining(*w, *designs[i], c, r);
        QVERIFY(t.valid);
        QCOMPARE(rowOf(rows, "gpus").cells[i].value, double(r.design.gpus));
        QCOMPARE(rowOf(rows, "racks").cells[i].value, double(r.design.racks));
        QCOMPARE(rowOf(rows, "switches").cells[i].value, double(r.network.switches));
        QCOMPARE(rowOf(rows, "bisection").cells[i].value, r.network.bisectionBytesPerS);
        QCOMPARE(rowOf(rows, "interNodeBusBandwidth").cells[i].value,
                 r.network.allreduceBusInterNodeBytesPerS);
        QCOMPARE(rowOf(rows, "itPower").cells[i].value, r.power.itW);
        QCOMPARE(rowOf(rows, "facilityPower").cells[i].value, r.power.facilityW);
        QCOMPARE(rowOf(rows, "capex").cells[i].value, r.cost.capexUsd);
        QCOMPARE(rowOf(rows, "memoryPerGpu").cells[i].value,
                 t.memory.perGpu.total() / t.memory.capacityBytes);
        QCOMPARE(rowOf(rows, "fits").cells[i].value, t.memory.fits ? 1.0 : 0.0);
        QCOMPARE(rowOf(rows, "stepTime").cells[i].value, t.performance.stepTimeS);
        QCOMPARE(rowOf(rows, "mfu").cells[i].value, t.performance.mfu);
        QCOMPARE(rowOf(rows, "tokensPerS").cells[i].value, t.performance.tokensPerS);
        QCOMPARE(rowOf(rows, "timeToTrain").cells[i].value, t.performance.timeToTrainS);
        QCOMPARE(renderText(rowOf(rows, "bottleneck").cells[i].text),
                 renderText(t.performance.bottleneck));
        QCOMPARE(rowOf(rows, "runEnergy").cells[i].value, t.run.energyKwh);
        QCOMPARE(rowOf(rows, "runCostBuy").cells[i].value, t.run.costBuyUsd);
    }
    QCOMPARE(renderText(rowOf(rows, "accelerator").cells[0].text), std::string("H100 80GB SXM5"));
    QCOMPARE(renderText(rowOf(rows, "accelerator").cells[1].text),
             std::string("B200 180GB (HGX B200)"));
    QCOMPARE(renderText(rowOf(rows, "capex").cells[0].text), usd(analyze(d, c).cost.capexUsd));
    // Every cell is a message code the edge has a template for (issue 12): no English is built
    // in model/, so the table is translated where it is shown.
    for (const auto& row : rows)
        for (const auto& cell : row.cells) {
            std::vector<const Message*> all;
            collectMessages(cell.text, all);
            for (const Message* m : all) {
                QVERIFY2(!m->isLegacy(), row.key.c_str());
                QVERIFY2(cc::views::hasTemplate(m->code), (row.key + ": " + m->code).c_str());
            }
        }
}

void TestScenarios::comparisonDiffersAndVerdicts()
{
    ScenarioComparison cmp;
    const Design d = fixture();
    cmp.update(std::make_shared<const Evaluation>(evaluate(d, cc::test::bundledCatalog())),
               d.scenarios, cc::test::bundledCatalog());
    const auto& rows = cmp.rows();
    // All three have 128 GPUs in 16 servers and the same non-blocking bisection.
    QVERIFY(!rowOf(rows, "gpus").differs);
    QVERIFY(!rowOf(rows, "servers").differs);
    QVERIFY(!rowOf(rows, "bisection").differs);
    QVERIFY(rowOf(rows, "accelerator").differs);
    QVERIFY(rowOf(rows, "switches").differs); // one SN5600 against 6 QM9700
    const auto& step = rowOf(rows, "stepTime");
    QVERIFY(step.differs);
    QCOMPARE(step.verdict(1), 1);         // B200: shorter steps, better
    QVERIFY(!step.differsFromCurrent(2)); // same GPUs and NIC bandwidth: same step time
    QCOMPARE(step.verdict(2), 0);
    QCOMPARE(rowOf(rows, "capex").verdict(1), -1);   // B200 costs more
    QCOMPARE(rowOf(rows, "capex").verdict(2), 1);    // one switch costs less
    QCOMPARE(rowOf(rows, "switches").verdict(2), 0); // a count with no better direction
    QCOMPARE(rowOf(rows, "accelerator").verdict(1), 0);
    // B200 has no default cloud price: not applicable, shown as such, not a $0 "better".
    const auto& rent = rowOf(rows, "runCostRent");
    QVERIFY(std::isnan(rent.cells[1].value));
    QCOMPARE(rent.verdict(1), 0);
}

void TestScenarios::comparisonKeepsUnchangedScenarioAnalyses()
{
    const Catalog& c = cc::test::bundledCatalog();
    Design d = fixture();
    ScenarioComparison cmp;
    cmp.update(std::make_shared<const Evaluation>(evaluate(d, c)), d.scenarios, c);
    const double t1 = cmp.columns()[1].report().analysisSeconds;
    const double t2 = cmp.columns()[2].report().analysisSeconds;
    makeRenameScenario(d, 1, "Ethernet")->apply(d);
    makeUpdateScenario(d, 0)->apply(d);
    cmp.update(std::make_shared<const Evaluation>(evaluate(d, c)), d.scenarios, c);
    QCOMPARE(cmp.columns()[2].label, std::string("Ethernet"));
    QCOMPARE(cmp.columns()[2].report().analysisSeconds, t2); // kept: the snapshot did not change
    QCOMPARE(cmp.columns()[1].report().cost.capexUsd, cmp.columns()[0].report().cost.capexUsd);
    QVERIFY(cmp.columns()[1].report().cost.capexUsd != 0 && t1 > 0);
}

QTEST_APPLESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
