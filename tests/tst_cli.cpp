// The command line as a user runs it: exit codes, one clear message, and the JSON contract.
#include "TestUtil.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void catalogJsonHasIdKindName();
    void catalogTextListsKinds();
    void generateThenAnalyzeJsonContract();
    void validate();
    void badInput_data();
    void badInput();
    void headlessRunWritesReport();
    void catalogMessageNamesPathGiven();
    void screenshotWritesPng();
    void screenshotReportsFailedSave();

private:
    struct Result {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    Result run(const QStringList& args, const QString& cwd = {}, bool headless = false);
    QTemporaryDir m_dir;
    QString m_design;
};

TestCli::Result TestCli::run(const QStringList& args, const QString& cwd, bool headless)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (headless) {
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    }
    p.setProcessEnvironment(env);
    if (!cwd.isEmpty())
        p.setWorkingDirectory(cwd);
    p.start(QStringLiteral(CC_APP_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

void TestCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_design = m_dir.filePath(QStringLiteral("cluster.json"));
}

void TestCli::catalogJsonHasIdKindName()
{
    const Result r = run({QStringLiteral("catalog"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonArray arr = QJsonDocument::fromJson(r.out).array();
    QVERIFY(arr.size() >= 80);
    for (const auto& v : arr) {
        const QJsonObject o = v.toObject();
        QVERIFY(!o[QStringLiteral("id")].toString().isEmpty());
        QVERIFY(!o[QStringLiteral("kind")].toString().isEmpty());
        QVERIFY(!o[QStringLiteral("name")].toString().isEmpty());
    }
}

void TestCli::catalogTextListsKinds()
{
    const Result r =
        run({QStringLiteral("catalog"), QStringLiteral("--kind"), QStringLiteral("switch")});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("qm9700"));
    QVERIFY(!r.out.contains("h100-sxm5-80gb"));
}

void TestCli::generateThenAnalyzeJsonContract()
{
    Result g =
        run({QStringLiteral("generate"), QStringLiteral("--template"), QStringLiteral("fat-tree"),
             QStringLiteral("--server"), QStringLiteral("dgx-h100"), QStringLiteral("--nodes"),
             QStringLiteral("128"), QStringLiteral("--switch"), QStringLiteral("qm9700"),
             QStringLiteral("-o"), m_design});
    QVERIFY2(g.code == 0, g.err.constData());
    QVERIFY(g.out.contains("1,024 GPUs"));
    const Result a = run({QStringLiteral("analyze"), m_design, QStringLiteral("--json")});
    QVERIFY2(a.code == 0, a.err.constData());
    QJsonParseError pe;
    const QJsonObject o = QJsonDocument::fromJson(a.out, &pe).object();
    QCOMPARE(pe.error, QJsonParseError::NoError);
    const QJsonObject design = o[QStringLiteral("design")].toObject();
    QCOMPARE(design[QStringLiteral("gpus")].toInt(), 1024);
    QCOMPARE(design[QStringLiteral("servers")].toInt(), 128);
    QVERIFY(design.contains(QStringLiteral("racks")));
    const QJsonObject net = o[QStringLiteral("network")].toObject();
    for (const char* k :
         {"tiers", "switches", "cables", "transceivers", "bisectionBandwidthBps",
          "injectionBandwidthBpsPerGpu", "scaleUpDomainGpus", "allreduceBusBandwidthBps"})
        QVERIFY2(net.contains(QLatin1String(k)), k);
    const QJsonObject tier = net[QStringLiteral("tiers")].toArray().first().toObject();
    for (const char* k : {"name", "switches", "portsUsed", "portsTotal", "linksUp", "linksDown",
                          "oversubscription"})
        QVERIFY2(tier.contains(QLatin1String(k)), k);
    const QJsonObject ar = net[QStringLiteral("allreduceBusBandwidthBps")].toObject();
    QVERIFY(ar.contains(QStringLiteral("intraNode")) && ar.contains(QStringLiteral("interNode")));
    for (const auto& [section, keys] :
         std::vector<std::pair<const char*, std::vector<const char*>>>{
             {"power", {"itW", "facilityW", "maxServerW", "maxRackW"}},
             {"cooling", {"heatBtuPerH", "airflowCfm", "liquidRacks"}},
             {"cost", {"capexUsd", "byCategoryUsd"}},
             {"meta", {"analysisSeconds"}}}) {
        const QJsonObject s = o[QLatin1String(section)].toObject();
        for (const char* k : keys)
            QVERIFY2(s.contains(QLatin1String(k)), qPrintable(QStringLiteral("%1.%2").arg(
                                                       QLatin1String(section), QLatin1String(k))));
    }
    for (const auto& f : o[QStringLiteral("findings")].toArray())
        for (const char* k : {"severity", "code", "message"})
            QVERIFY(f.toObject().contains(QLatin1String(k)));
    QVERIFY(o[QStringLiteral("power")].toObject()[QStringLiteral("itW")].toDouble() > 128 * 5000.0);
    QVERIFY(o[QStringLiteral("cost")].toObject()[QStringLiteral("capexUsd")].toDouble() >
            128 * 270000.0);
}

void TestCli::validate()
{
    const Result ok =
        run({QStringLiteral("validate"), QStringLiteral(CC_TEST_DATA "/design_v1.json")});
    QVERIFY2(ok.code == 0, ok.out.constData());
    QVERIFY(ok.out.contains("valid"));
}

void TestCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString d = QStringLiteral(CC_TEST_DATA);
    QTest::newRow("missing file") << QStringList{QStringLiteral("analyze"),
                                                 QStringLiteral("/no/such.json")}
                                  << 1 << "cannot open";
    QTest::newRow("not a design") << QStringList{QStringLiteral("validate"),
                                                 d + QStringLiteral("/catalog_one_bad.json")}
                                  << 1 << "schemaVersion";
    QTest::newRow("unknown option")
        << QStringList{QStringLiteral("analyze"), QStringLiteral("--frobnicate")} << 2
        << "unknown option --frobnicate";
    QTest::newRow("missing -o") << QStringList{QStringLiteral("generate"),
                                               QStringLiteral("--template"),
                                               QStringLiteral("fat-tree"),
                                               QStringLiteral("--server"),
                                               QStringLiteral("dgx-h100"),
                                               QStringLiteral("--nodes"),
                                               QStringLiteral("4")}
                                << 2 << "-o FILE is required";
    QTest::newRow("nodes not a number")
        << QStringList{QStringLiteral("generate"), QStringLiteral("--template"),
                       QStringLiteral("fat-tree"), QStringLiteral("--server"),
                       QStringLiteral("dgx-h100"), QStringLiteral("--nodes"),
                       QStringLiteral("many"),     QStringLiteral("-o"),
                       QStringLiteral("x.json")}
        << 2 << "--nodes: 'many' is not a whole number";
    QTest::newRow("unknown server")
        << QStringList{QStringLiteral("generate"), QStringLiteral("--template"),
                       QStringLiteral("fat-tree"), QStringLiteral("--server"),
                       QStringLiteral("dgx-h10"),  QStringLiteral("--nodes"),
                       QStringLiteral("4"),        QStringLiteral("-o"),
                       QStringLiteral("x.json")}
        << 2 << "dgx-h10";
    QTest::newRow("oversubscription < 1")
        << QStringList{QStringLiteral("generate"), QStringLiteral("--template"),
                       QStringLiteral("fat-tree"), QStringLiteral("--server"),
                       QStringLiteral("dgx-h100"), QStringLiteral("--nodes"),
                       QStringLiteral("4"),        QStringLiteral("--oversubscription"),
                       QStringLiteral("0.5"),      QStringLiteral("-o"),
                       QStringLiteral("x.json")}
        << 2 << "--oversubscription";
}

void TestCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Result r = run(args, m_dir.path());
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.err.startsWith("error: "));
}

void TestCli::headlessRunWritesReport()
{
    const Result r = run({QStringLiteral(CC_TEST_DATA "/design_v1.json")}, m_dir.path(), true);
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("No display found"));
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("design_v1-report.txt"))));
    QVERIFY(r.out.contains("16 GPUs in 2 servers"));
}

// Issue 13: a catalog's message names the path the user passed, not the file's base name.
void TestCli::catalogMessageNamesPathGiven()
{
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("mine")));
    const QString copy = m_dir.filePath(QStringLiteral("mine/servers.json"));
    QFile::remove(copy);
    QVERIFY(QFile::copy(QStringLiteral(CC_TEST_DATA "/catalog_one_bad.json"), copy));
    const Result r = run({QStringLiteral("analyze"), QStringLiteral(CC_TEST_DATA "/design_v1.json"),
                          QStringLiteral("--catalog"), QStringLiteral("mine/servers.json")},
                         m_dir.path());
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.contains("warning: catalog: mine/servers.json: entries[1]"), r.err.constData());
}

void TestCli::screenshotWritesPng()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const QString png = m_dir.filePath(QStringLiteral("shot.png"));
    const Result r =
        run({QStringLiteral(CC_TEST_DATA "/design_v1.json"), QStringLiteral("--screenshot"), png});
    QCOMPARE(r.code, 0);
    QFile f(png);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(8) == QByteArray("\x89PNG\r\n\x1a\n", 8));
}

// Issue 13: a failed save is an error with the OS reason and a non-zero exit, not silence.
void TestCli::screenshotReportsFailedSave()
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    const QString png = m_dir.filePath(QStringLiteral("no-such-folder/shot.png"));
    const Result r =
        run({QStringLiteral(CC_TEST_DATA "/design_v1.json"), QStringLiteral("--screenshot"), png});
    QCOMPARE(r.code, 1);
    QVERIFY2(r.err.contains(png.toUtf8()), r.err.constData());
    QVERIFY2(r.err.contains("No such file or directory"), r.err.constData());
    QVERIFY(!QFile::exists(png));
    // A file name whose extension no image writer knows is refused with that reason.
    const Result bad =
        run({QStringLiteral(CC_TEST_DATA "/design_v1.json"), QStringLiteral("--screenshot"),
             m_dir.filePath(QStringLiteral("a.xyz"))});
    QCOMPARE(bad.code, 1);
    QVERIFY2(bad.err.contains("unsupported image format"), bad.err.constData());
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
