// Issue 13: hostile or broken files give one clear message (file, JSON path, bound) and never
// crash, hang or exhaust memory. Every file in tests/data/bad/ is one class the probe found.
#include "TestUtil.h"

#include "app/Document.h"
#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/io/InputLimits.h"
#include "model/io/ReportIo.h"
#include "model/training/Workload.h"
#include "model/util/Format.h"
#include "model/validation/ValidationRuns.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <QElapsedTimer>

#include <cmath>
#include <fstream>
#include <sys/stat.h>
#include <unistd.h>

using namespace cc::model;

namespace {

/// FormatError::what() and the text report in English, as a user reads them (the renderer the
/// CLI and the app install; model-only tests would see "CODE(args)").
[[maybe_unused]] const bool kEnglish =
    (setMessageRenderer(cc::views::messageRenderer()),
     cc::views::setMessageLocale(QLocale(QLocale::English, QLocale::UnitedStates)), true);

std::string bad(const char* name)
{
    return std::string(CC_TEST_DATA) + "/bad/" + name;
}

/// The message of loading `path` as a design ("" when it loads).
QString designError(const std::string& path)
{
    try {
        (void)io::loadDesignFile(path);
    } catch (const FormatError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

} // namespace

class TestInputLimits : public QObject {
    Q_OBJECT
private slots:
    void badDesigns_data();
    void badDesigns();
    void deepCatalogEntryIsOneMessage();
    void longCatalogIdIsAMessageNotACrash();
    void catalogIdCheck_data();
    void catalogIdCheck();
    void badWorkloads_data();
    void badWorkloads();
    void goodFilesStillLoad();
    void specialFilesAreRefused();
    void badValidationFiles_data();
    void badValidationFiles();
    void validationSpecialFilesAreRefused();
    void oversizedFileIsRefusedWithoutReading();
    void integerFieldsAreRangeChecked();
    void hugeFiniteInputsGiveNoInfinity();
    void formatNeverPrintsInfOrNan();
    void checkedCounts();
    void depthScanIsNotFooledByStrings();
    void documentKeepsItsDesignOnABadFile();
};

void TestInputLimits::badDesigns_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");   // JSON path the message must name
    QTest::addColumn<QString>("reason"); // words of the reason
    QTest::newRow("deep workload") << QStringLiteral("design-deep-workload.json")
                                   << QStringLiteral("") << QStringLiteral("nesting must be <= 64");
    QTest::newRow("deep pinned spec")
        << QStringLiteral("design-deep-spec.json") << QStringLiteral("")
        << QStringLiteral("nesting must be <= 64");
    QTest::newRow("1e400") << QStringLiteral("design-number-1e400.json") << QStringLiteral("")
                           << QStringLiteral("number overflow");
    QTest::newRow("part count 2^32-1")
        << QStringLiteral("design-part-count-4294967295.json")
        << QStringLiteral("templates[0].parts[0].count")
        << QStringLiteral("must be <= 1,024 (input contract: parts per server)");
    QTest::newRow("schemaVersion 2^32+1")
        << QStringLiteral("design-schema-4294967297.json") << QStringLiteral("schemaVersion")
        << QStringLiteral("format version 4294967297");
    QTest::newRow("perRack 1e12") << QStringLiteral("design-perrack-1e12.json")
                                  << QStringLiteral("racks[0].contents[0].perRack")
                                  << QStringLiteral(
                                         "must be <= 1,024 (input contract: replicas per rack)");
    QTest::newRow("replicas 2e7") << QStringLiteral("design-replicas-20m.json")
                                  << QStringLiteral("blocks[0].replicas")
                                  << QStringLiteral("(input contract: replicas per group)");
    QTest::newRow("16M GPUs") << QStringLiteral("design-gpus-16m.json")
                              << QStringLiteral("blocks[0].replicas")
                              << QStringLiteral("(input contract: GPUs per design)");
    // Found by the session-4 audit: the only bound whose message did not name itself.
    QTest::newRow("maxBreakout 65")
        << QStringLiteral("design-maxbreakout-65.json")
        << QStringLiteral("specs.qm9700.specs.maxBreakout")
        << QStringLiteral("must be <= 64 (input contract: breakout per port)");
}

void TestInputLimits::badDesigns()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const std::string full = bad(file.toUtf8().constData());
    QElapsedTimer t;
    t.start();
    const QString msg = designError(full);
    QVERIFY2(t.elapsed() < 5000, "a bad file must be refused quickly");
    QVERIFY2(!msg.isEmpty(), "the bad design loaded");
    // "FILE: JSON path: reason (bound)"
    QVERIFY2(msg.startsWith(QString::fromStdString(full) + QStringLiteral(": ")), qPrintable(msg));
    if (!path.isEmpty())
        QVERIFY2(msg.contains(QStringLiteral(": ") + path + QStringLiteral(": ")), qPrintable(msg));
    QVERIFY2(msg.contains(reason), qPrintable(msg));
}

void TestInputLimits::deepCatalogEntryIsOneMessage()
{
    Catalog c;
    const auto diags = c.loadFile(bad("catalog-deep-entry.json"));
    QCOMPARE(diags.size(), size_t(1));
    QVERIFY2(diags[0].text().find("nesting must be <= 64") != std::string::npos,
             diags[0].text().c_str());
    QCOMPARE(c.size(), size_t(0));
}

void TestInputLimits::longCatalogIdIsAMessageNotACrash()
{
    Catalog c;
    const auto diags = c.loadFile(bad("catalog-long-id.json"));
    QCOMPARE(diags.size(), size_t(1));
    QCOMPARE(diags[0].path, std::string("entries[0].id"));
    QVERIFY(cc::views::renderMessageUtf8(diags[0].message).find("1 to 128 lowercase letters") !=
            std::string::npos);
    QVERIFY2(cc::views::renderMessageUtf8(diags[0].message).size() < 300,
             "the message shows the start of the id, not all of it");
    QVERIFY(c.find("good-switch")); // the rest of the file still loads
}

void TestInputLimits::catalogIdCheck_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("valid");
    QTest::newRow("typical") << QStringLiteral("h100-sxm5-80gb") << true;
    QTest::newRow("dots and underscores") << QStringLiteral("psu-3.3kw_titanium") << true;
    QTest::newRow("digit first") << QStringLiteral("4090-rtx") << true;
    QTest::newRow("empty") << QStringLiteral("") << false;
    QTest::newRow("upper case") << QStringLiteral("H100") << false;
    QTest::newRow("leading dash") << QStringLiteral("-x") << false;
    QTest::newRow("space") << QStringLiteral("a b") << false;
    QTest::newRow("128 chars") << QString(128, QLatin1Char('a')) << true;
    QTest::newRow("129 chars") << QString(129, QLatin1Char('a')) << false;
    QTest::newRow("non-ASCII") << QString::fromUtf8("gpu-\xc3\xa9") << false;
}

void TestInputLimits::catalogIdCheck()
{
    QFETCH(QString, id);
    QFETCH(bool, valid);
    QCOMPARE(limits::isValidCatalogId(id.toStdString()), valid);
}

void TestInputLimits::badWorkloads_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("pp 2e6") << QStringLiteral("workload-pp-2m.json")
                            << QStringLiteral("training.pp")
                            << QStringLiteral("(input contract: pipeline stages");
    QTest::newRow("layers 2^31-1")
        << QStringLiteral("workload-layers-2147483647.json") << QStringLiteral("model.layers")
        << QStringLiteral("must be <= 10,000 (input contract: layers)");
    QTest::newRow("layers 0") << QStringLiteral("workload-layers-0.json")
                              << QStringLiteral("model.layers") << QStringLiteral("must be >= 1");
    QTest::newRow("preset, layers 0")
        << QStringLiteral("workload-preset-layers-0.json") << QStringLiteral("model.layers")
        << QStringLiteral("must be >= 1");
    QTest::newRow("1e400") << QStringLiteral("workload-number-1e400.json") << QStringLiteral("")
                           << QStringLiteral("number overflow");
    // Found by the session-4 audit: a workload file was parsed at any depth.
    QTest::newRow("nested 102 deep") << QStringLiteral("workload-deep.json") << QStringLiteral("")
                                     << QStringLiteral("nesting must be <= 64");
}

void TestInputLimits::badWorkloads()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const std::string full = bad(file.toUtf8().constData());
    std::vector<Diagnostic> diags;
    QElapsedTimer t;
    t.start();
    const auto w = parseWorkload(readAll(full), full, diags);
    QVERIFY2(t.elapsed() < 2000, "a bad workload must be refused quickly");
    QVERIFY2(!w, "the bad workload was accepted");
    bool found = false;
    for (const auto& d : diags)
        found = found || (d.file == full && d.path == path.toStdString() &&
                          cc::views::renderMessageUtf8(d.message).find(reason.toStdString()) !=
                              std::string::npos);
    QString all;
    for (const auto& d : diags)
        all += QString::fromStdString(d.text()) + QLatin1Char('\n');
    QVERIFY2(found, qPrintable(all));
}

void TestInputLimits::goodFilesStillLoad()
{
    for (const char* name : {"dgx-h100-single.json", "h100-100k-gpus.json", "torus-4x4x4.json",
                             "gb200-nvl72-rack.json", "h100-rail-4su.json"}) {
        const std::string p = std::string(CC_CATALOG_DIR) + "/examples/" + name;
        QVERIFY2(designError(p).isEmpty(), qPrintable(designError(p)));
    }
    std::vector<Diagnostic> diags;
    QVERIFY(parseWorkload(readAll(cc::test::dataPath("training/gpt3-175b.json")), "gpt3", diags));
}

void TestInputLimits::specialFilesAreRefused()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string fifo = dir.filePath(QStringLiteral("fifo.json")).toStdString();
    QCOMPARE(::mkfifo(fifo.c_str(), 0600), 0);
    QElapsedTimer t;
    t.start();
    QVERIFY(
        designError(fifo).contains(QStringLiteral("is not a regular file"))); // and does not block
    QVERIFY(designError("/dev/zero").contains(QStringLiteral("is not a regular file")));
    QVERIFY(designError(dir.path().toStdString()).contains(QStringLiteral("is a folder")));
    QVERIFY(designError(dir.filePath(QStringLiteral("missing.json")).toStdString())
                .contains(QStringLiteral("cannot open the file: No such file or directory")));
    Catalog c;
    const auto diags = c.loadFile("/dev/zero");
    QCOMPARE(diags.size(), size_t(1));
    QVERIFY(cc::views::renderMessageUtf8(diags[0].message).find("not a regular file") !=
            std::string::npos);
    QVERIFY(t.elapsed() < 2000);
}

void TestInputLimits::oversizedFileIsRefusedWithoutReading()
{
    QTemporaryDir dir;
    const std::string big = dir.filePath(QStringLiteral("big.json")).toStdString();
    {
        std::ofstream(big) << "{";
    }
    QCOMPARE(::truncate(big.c_str(), 200LL * 1024 * 1024), 0); // sparse: 200 MB, no disk used
    QElapsedTimer t;
    t.start();
    const QString msg = designError(big);
    QVERIFY2(
        msg.contains(QStringLiteral("must be <= 67,108,864 (input contract: file size in bytes)")),
        qPrintable(msg));
    QVERIFY2(t.elapsed() < 1000, "refused from its size, before reading it");
}

void TestInputLimits::integerFieldsAreRangeChecked()
{
    std::string text = readAll(cc::test::dataPath("design_v1.json"));
    const std::string field = "\"replicas\": 2";
    const auto at = text.find(field);
    QVERIFY(at != std::string::npos);
    for (const char* v : {"18446744073709551615", "9223372036854775807", "1e30", "-1e30"}) {
        std::string t = text;
        t.replace(at, field.size(), std::string("\"replicas\": ") + v);
        try {
            (void)io::loadDesign(t, "x.json");
            QFAIL(v);
        } catch (const FormatError& e) {
            QVERIFY2(std::string(e.what()).find("x.json: blocks[0].replicas: ") == 0, e.what());
        }
    }
}

void TestInputLimits::hugeFiniteInputsGiveNoInfinity()
{
    const Design d = io::loadDesignFile(bad("design-huge-finite.json"));
    const Report r = analyze(d, cc::test::bundledCatalog());
    const std::string text = io::reportToText(r, d);
    const std::string json = io::reportToJson(r, d);
    for (const char* word : {"inf", "nan", "-2147483648"}) {
        QVERIFY2(text.find(std::string(" ") + word) == std::string::npos, word);
        QVERIFY2(text.find(std::string("$") + word) == std::string::npos, word);
    }
    // A non-finite number would be written as null (nlohmann's rule): no more nulls than in the
    // same design with ordinary prices, where null means "not applicable".
    const Design base = io::loadDesignFile(cc::test::dataPath("design_v1.json"));
    const std::string baseJson = io::reportToJson(analyze(base, cc::test::bundledCatalog()), base);
    auto nulls = [](const std::string& s) {
        size_t n = 0;
        for (size_t at = s.find("null"); at != std::string::npos; at = s.find("null", at + 1))
            ++n;
        return n;
    };
    QCOMPARE(nulls(json), nulls(baseJson));
    QVERIFY(std::isfinite(r.cost.capexUsd));
}

void TestInputLimits::formatNeverPrintsInfOrNan()
{
    QCOMPARE(QString::fromStdString(usd(INFINITY)), QStringLiteral("n/a"));
    QCOMPARE(QString::fromStdString(usd(NAN)), QStringLiteral("n/a"));
    QCOMPARE(QString::fromStdString(siUnits(INFINITY, "W")), QStringLiteral("n/a"));
    QCOMPARE(QString::fromStdString(gibibytes(NAN)), QStringLiteral("n/a"));
    QCOMPARE(QString::fromStdString(withThousands(LLONG_MIN)),
             QStringLiteral("-9,223,372,036,854,775,808"));
}

void TestInputLimits::checkedCounts()
{
    QCOMPARE(limits::mulCount(3, 4).value_or(-1), 12LL);
    QVERIFY(!limits::mulCount(LLONG_MAX, 2));
    QVERIFY(!limits::mulCount(2'000'000'000'000LL, 2'000'000'000'000LL));
    QVERIFY(!limits::addCount(limits::kMaxCount, 1));
}

void TestInputLimits::depthScanIsNotFooledByStrings()
{
    // A long string (with brackets and escaped quotes inside) before deep nesting.
    const std::string longText = "\"" + std::string(500'000, 'x') + "[[{\\\"]]\"";
    const std::string deep = std::string(100, '[') + std::string(100, ']');
    const auto d =
        limits::checkJsonText("{\"a\": " + longText + ", \"b\": " + deep + "}", "t.json");
    QVERIFY(d);
    const std::string why = cc::views::renderMessageUtf8(d->message);
    QVERIFY2(why.find("nested 65 deep") != std::string::npos, why.c_str());
    QVERIFY(!limits::checkJsonText("{\"a\": \"[[[[\", \"b\": [[1]]}", "t.json"));
    try {
        (void)io::loadDesign(R"({"schemaVersion": 1, "blocks": [{"id": 1, "kind": "switch",
                                 "ref": "qm9700", "replicas": -1e30}]})",
                             "neg.json");
        QFAIL("loaded");
    } catch (const FormatError& e) {
        QVERIFY2(std::string(e.what()).find("blocks[0].replicas: must be >= 1") !=
                     std::string::npos,
                 e.what());
    }
}

void TestInputLimits::documentKeepsItsDesignOnABadFile()
{
    cc::app::Document doc(cc::test::bundledCatalog());
    const QString good = QString::fromStdString(cc::test::dataPath("design_v1.json"));
    QCOMPARE(doc.load(good), QString());
    const std::string before = io::saveDesign(doc.design(), doc.catalog());
    for (const char* name :
         {"design-deep-workload.json", "design-deep-spec.json", "design-number-1e400.json",
          "design-part-count-4294967295.json", "design-schema-4294967297.json",
          "design-perrack-1e12.json", "design-gpus-16m.json"}) {
        const QString file = QString::fromStdString(bad(name));
        const QString msg = doc.load(file);
        QVERIFY2(msg.startsWith(file + QStringLiteral(": ")),
                 qPrintable(msg)); // shown to the user as it is
        QCOMPARE(doc.path(), good);
        QCOMPARE(io::saveDesign(doc.design(), doc.catalog()), before);
    }
}

/// The message of loading `path` as validation cases ("" when they load).
QString validationError(const std::string& path)
{
    try {
        (void)validation::loadPublishedRuns(path);
    } catch (const FormatError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}

// The validation case files (catalogs/validation, model/validation) follow the same contract.
void TestInputLimits::badValidationFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("1e400") << QStringLiteral("validation-number-1e400.json") << QString()
                           << QStringLiteral("not valid JSON");
    QTest::newRow("gpus 4294967297")
        << QStringLiteral("validation-gpus-4294967297.json")
        << QStringLiteral("runs[0].system.gpus")
        << QStringLiteral("must be <= 10,000,000 (input contract: GPUs per validation run)");
    QTest::newRow("100 deep") << QStringLiteral("validation-deep-notes.json") << QString()
                              << QStringLiteral("nesting must be <= 64");
    QTest::newRow("70,000-character name")
        << QStringLiteral("validation-long-name.json") << QStringLiteral("runs[0].name")
        << QStringLiteral("65,536");
    QTest::newRow("schemaVersion 4294967297")
        << QStringLiteral("validation-schema-4294967297.json") << QStringLiteral("schemaVersion")
        << QStringLiteral("must be <=");
}

void TestInputLimits::badValidationFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, path);
    QFETCH(QString, reason);
    const std::string full = bad(file.toUtf8().constData());
    const QString msg = validationError(full);
    QVERIFY2(!msg.isEmpty(), "the bad validation file loaded");
    QVERIFY2(msg.startsWith(QString::fromStdString(full) + QStringLiteral(": ")), qPrintable(msg));
    if (!path.isEmpty())
        QVERIFY2(msg.contains(QStringLiteral(": ") + path + QStringLiteral(": ")), qPrintable(msg));
    QVERIFY2(msg.contains(reason), qPrintable(msg));
    // The same file with a sane value loads: the message is about that value, nothing else.
    if (file == QStringLiteral("validation-gpus-4294967297.json")) {
        std::string text = readAll(full);
        text.replace(text.find("4294967297"), 10, "8");
        QCOMPARE(validation::parsePublishedRuns(text, "ok.json").at(0).system.gpus, 8);
    }
}

void TestInputLimits::validationSpecialFilesAreRefused()
{
    QTemporaryDir dir;
    const std::string fifo = dir.filePath(QStringLiteral("cases.json")).toStdString();
    QCOMPARE(mkfifo(fifo.c_str(), 0600), 0);
    QElapsedTimer t;
    t.start();
    QVERIFY2(validationError(fifo).contains(QStringLiteral("is not a regular file")),
             qPrintable(validationError(fifo)));
    QVERIFY(validationError("/dev/zero").contains(QStringLiteral("is not a regular file")));
    QVERIFY(t.elapsed() < 2000); // no blocking open, no endless read
    QVERIFY(validationError(dir.filePath(QStringLiteral("none.json")).toStdString())
                .contains(QStringLiteral("No such file or directory")));
}

QTEST_GUILESS_MAIN(TestInputLimits)
#include "tst_input_limits.moc"
