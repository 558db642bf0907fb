// Design file format: round trip, embedded specs, migrations, errors with JSON paths, atomic save.
#include "TestUtil.h"

#include "model/design/SpecResolver.h"
#include "model/io/DesignIo.h"
#include "model/io/Migrations.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
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
} // namespace

class TestDesignIo : public QObject {
    Q_OBJECT
private slots:
    void roundTripIsByteExact();
    void embedsSpecsItUses();
    void pinnedSpecsWinOverCatalog();
    void fixtureVersion1Loads();
    void newerVersionRefused();
    void aFolderIsNotADesign();
    void migrationChainRuns();
    void migrationGapRefused();
    void errorsNameThePath_data();
    void errorsNameThePath();
    void atomicWriteReplacesAndLeavesNoTemp();
    void atomicWriteFailureKeepsOldFile();
};

void TestDesignIo::roundTripIsByteExact()
{
    const Catalog& c = cc::test::bundledCatalog();
    Design d = cc::test::smallCluster();
    d.workloads.push_back(R"({"name":"w","training":{"tp":8}})");
    const std::string a = io::saveDesign(d, c);
    const Design back = io::loadDesign(a, "mem");
    const std::string b = io::saveDesign(back, c);
    QCOMPARE(QString::fromStdString(b), QString::fromStdString(a));
    QCOMPARE(back.blocks, d.blocks);
    QCOMPARE(back.links, d.links);
    QCOMPARE(back.racks, d.racks);
    QCOMPARE(back.templates, d.templates);
    QCOMPARE(back.facility, d.facility);
    QCOMPARE(back.workloads.size(), size_t(1));
}

void TestDesignIo::embedsSpecsItUses()
{
    const Catalog& c = cc::test::bundledCatalog();
    const auto doc = nlohmann::json::parse(io::saveDesign(cc::test::smallCluster(), c));
    QCOMPARE(doc["schemaVersion"].get<int>(), io::kSchemaVersion);
    QVERIFY(doc["generator"].get<std::string>().rfind("ClusterCanvas", 0) == 0);
    for (const char* id : {"qm9700", "h100-sxm5-80gb", "nvswitch3-h100", "xcvr-400g-osfp-sr4",
                           "rack-48u-air-40kw", "cx7-400g-osfp"})
        QVERIFY2(doc["specs"].contains(id), id);
    QVERIFY(!doc["specs"].contains("mi300x-192gb")); // not used
}

// An old design keeps evaluating with the specs it was saved with after a catalog update.
void TestDesignIo::pinnedSpecsWinOverCatalog()
{
    Catalog c = cc::test::bundledCatalog();
    const std::string saved = io::saveDesign(cc::test::smallCluster(), c);
    Catalog updated = c;
    auto e = *c.find("qm9700");
    e.sw.ports = 128;
    updated.add(e);
    const Design d = io::loadDesign(saved, "saved.json");
    QCOMPARE(d.pinned.find("qm9700")->sw.ports, 64);
    QCOMPARE(SpecResolver(d, updated).find("qm9700")->sw.ports, 64);
    QCOMPARE(SpecResolver(Design{}, updated).find("qm9700")->sw.ports, 128);
}

void TestDesignIo::fixtureVersion1Loads()
{
    const Design d = io::loadDesignFile(cc::test::dataPath("design_v1.json"));
    QCOMPARE(d.name, std::string("Fixture v1: 2 DGX H100 on one leaf"));
    QCOMPARE(d.blocks.size(), size_t(2));
    QCOMPARE(d.blocks[0].replicas, std::int64_t(2));
    QCOMPARE(d.links[0].bitsPerS, 400e9);
    QCOMPARE(d.facility.pue, 1.3);
    QVERIFY(d.pinned.find("qm9700"));
}

void TestDesignIo::aFolderIsNotADesign()
{
    try {
        io::loadDesignFile(std::string(CC_TEST_DATA));
        QFAIL("a folder loaded as a design");
    } catch (const FormatError& e) {
        QVERIFY2(std::string(e.what()).find("is a folder") != std::string::npos, e.what());
    }
}

void TestDesignIo::newerVersionRefused()
{
    try {
        io::loadDesign(R"({"schemaVersion": 99, "generator": "ClusterCanvas 9"})", "future.json");
        QFAIL("a newer file must be refused");
    } catch (const FormatError& e) {
        const QString msg = QString::fromUtf8(e.what());
        QVERIFY(msg.contains(QStringLiteral("future.json: schemaVersion")));
        QVERIFY(msg.contains(QStringLiteral("newer ClusterCanvas")));
    }
}

// The chain machinery: each step runs once, in order, and bumps schemaVersion.
void TestDesignIo::migrationChainRuns()
{
    std::vector<io::Migration> chain{
        {2, [](nlohmann::json& j) { j["log"].push_back("2->3"); }},
        {1, [](nlohmann::json& j) { j["log"].push_back("1->2"); }},
    };
    nlohmann::json doc = {{"schemaVersion", 1}, {"log", nlohmann::json::array()}};
    io::upgrade(doc, 3, chain, "t.json");
    QCOMPARE(doc["schemaVersion"].get<int>(), 3);
    QCOMPARE(doc["log"].dump(), std::string(R"(["1->2","2->3"])"));
}

void TestDesignIo::migrationGapRefused()
{
    nlohmann::json doc = {{"schemaVersion", 1}};
    QVERIFY_THROWS_EXCEPTION(FormatError, io::upgrade(doc, 3, {}, "t.json"));
    nlohmann::json none = {{"name", "x"}};
    QVERIFY_THROWS_EXCEPTION(FormatError, io::upgrade(none, 1, {}, "t.json"));
}

void TestDesignIo::errorsNameThePath_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("expected");
    QTest::newRow("link speed zero") << "\"speedGbps\": 400"
                                     << "\"speedGbps\": 0"
                                     << "links[0].speedGbps: must be > 0";
    QTest::newRow("replicas zero") << "\"replicas\": 2"
                                   << "\"replicas\": 0"
                                   << "blocks[0].replicas: must be >= 1";
    QTest::newRow("dangling link") << "\"to\": 3"
                                   << "\"to\": 42"
                                   << "links[0].to: no group has id 42";
    QTest::newRow("duplicate id") << "\"id\": 3,"
                                  << "\"id\": 2,"
                                  << "blocks[1].id: id 2 is used";
    QTest::newRow("bad rule") << "\"rule\": \"rail\""
                              << "\"rule\": \"random\""
                              << "links[0].rule: 'random' is not one of";
    QTest::newRow("pue below one") << "\"pue\": 1.3"
                                   << "\"pue\": 0.8"
                                   << "facility.pue: must be >= 1";
    QTest::newRow("not json") << "\"blocks\": ["
                              << "\"blocks\": [["
                              << "not valid JSON at line ";
}

void TestDesignIo::errorsNameThePath()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, expected);
    std::string text = readFile(cc::test::dataPath("design_v1.json"));
    const auto pos = text.find(from.toStdString());
    QVERIFY2(pos != std::string::npos, qPrintable(from));
    text.replace(pos, from.size(), to.toStdString());
    try {
        io::loadDesign(text, "bad.json");
        QFAIL("must not load");
    } catch (const FormatError& e) {
        QVERIFY2(QString::fromUtf8(e.what()).contains(expected), e.what());
        QVERIFY(QString::fromUtf8(e.what()).startsWith(QStringLiteral("bad.json: ")));
    }
}

void TestDesignIo::atomicWriteReplacesAndLeavesNoTemp()
{
    QTemporaryDir dir;
    const std::string p = dir.filePath(QStringLiteral("d.json")).toStdString();
    QVERIFY(io::writeFileAtomically(p, "old").empty());
    QVERIFY(io::writeFileAtomically(p, "new").empty());
    QCOMPARE(readFile(p), std::string("new"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestDesignIo::atomicWriteFailureKeepsOldFile()
{
    const std::string err = renderText(io::writeFileAtomically("/nonexistent-dir/x.json", "data"));
    QVERIFY(!err.empty());
    QVERIFY(err.find("/nonexistent-dir") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestDesignIo)
#include "tst_design_io.moc"
