// The training commands as a user runs them: `analyze --workload`, the design's own workload,
// `--explain`, `search` and their JSON contract (issue 3 §6), and clear errors.
#include "TestUtil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

class TestCliTraining : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void analyzeWithWorkloadJson();
    void analyzeUsesTheDesignsWorkload();
    void analyzeWithoutWorkloadIsInfrastructureOnly();
    void explainGivesFormulaAndSource();
    void contradictionIsAFindingNotACrash();
    void searchJson();
    void searchText();
    void errors_data();
    void errors();

private:
    struct Result {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    Result run(const QStringList& args);
    static QString data(const char* name);
    QTemporaryDir m_dir;
    QString m_design;       // 32 DGX H100 with storage
    QString m_withWorkload; // the same with a workload inside
};

TestCliTraining::Result TestCliTraining::run(const QStringList& args)
{
    QProcess p;
    p.setWorkingDirectory(m_dir.path());
    p.start(QStringLiteral(CC_APP_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QString TestCliTraining::data(const char* name)
{
    return QStringLiteral(CC_TEST_DATA "/training/") + QLatin1String(name);
}

void TestCliTraining::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_design = m_dir.filePath(QStringLiteral("cluster.json"));
    const Result g =
        run({QStringLiteral("generate"), QStringLiteral("--template"), QStringLiteral("fat-tree"),
             QStringLiteral("--server"), QStringLiteral("dgx-h100"), QStringLiteral("--nodes"),
             QStringLiteral("32"), QStringLiteral("--storage"),
             QStringLiteral("ddn-ai400x2-turbo-class"), QStringLiteral("-o"), m_design});
    QVERIFY2(g.code == 0, g.err.constData());
    // The same design with a workload stored in it (format: README "Workloads").
    QFile f(m_design);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(f.readAll()).object();
    QFile w(data("small-gpt.json"));
    QVERIFY(w.open(QIODevice::ReadOnly));
    doc[QStringLiteral("workloads")] = QJsonArray{QJsonDocument::fromJson(w.readAll()).object()};
    m_withWorkload = m_dir.filePath(QStringLiteral("with-workload.json"));
    QFile out(m_withWorkload);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(doc).toJson());
}

void TestCliTraining::analyzeWithWorkloadJson()
{
    const Result r = run({QStringLiteral("analyze"), m_design, QStringLiteral("--workload"),
                          data("gpt3-175b.json"), QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    const std::vector<std::pair<const char*, std::vector<const char*>>> contract{
        {"memory",
         {"params", "activeParams", "perGpuBytes", "capacityBytes", "fits", "maxMicroBatch",
          "hostBytesPerNode"}},
        {"performance",
         {"stepTimeS", "tokensPerS", "modelTflopsPerGpu", "hardwareTflopsPerGpu", "mfu", "hfu",
          "timeToTrainS", "gpuHours", "breakdownS"}},
        {"storage",
         {"checkpointBytes", "checkpointWriteS", "dataReadBpsNeeded", "dataReadBpsAvailable"}},
        {"reliability", {"jobMtbfS", "checkpointIntervalS", "goodput"}},
        {"run", {"energyKwh", "co2Kg", "costBuyUsd", "costRentUsd"}}};
    for (const auto& [section, keys] : contract)
        for (const char* k : keys)
            QVERIFY2(
                o[QLatin1String(section)].toObject().contains(QLatin1String(k)),
                qPrintable(QStringLiteral("%1.%2").arg(QLatin1String(section), QLatin1String(k))));
    for (const char* k : {"weights", "gradients", "optimizer", "activations", "other", "total"})
        QVERIFY2(o[QStringLiteral("memory")][QStringLiteral("perGpuBytes")].toObject().contains(
                     QLatin1String(k)),
                 k);
    for (const char* k :
         {"compute", "tpComm", "ppBubble", "dpCommExposed", "epComm", "cpComm", "optimizer"})
        QVERIFY2(o[QStringLiteral("performance")][QStringLiteral("breakdownS")].toObject().contains(
                     QLatin1String(k)),
                 k);
    const double mfu = o[QStringLiteral("performance")][QStringLiteral("mfu")].toDouble();
    QVERIFY(mfu > 0.2 && mfu < 0.8);
    // 14 B/param × 174.6 B parameters.
    const double ckpt = o[QStringLiteral("storage")][QStringLiteral("checkpointBytes")].toDouble();
    QVERIFY(ckpt > 2.4e12 && ckpt < 2.5e12);
    // The infrastructure keys stay as they were.
    QCOMPARE(o[QStringLiteral("design")][QStringLiteral("gpus")].toInt(), 256);
    QVERIFY(o[QStringLiteral("training")][QStringLiteral("explanations")].toArray().size() > 30);
}

void TestCliTraining::analyzeUsesTheDesignsWorkload()
{
    const Result r = run({QStringLiteral("analyze"), m_withWorkload, QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o[QStringLiteral("training")][QStringLiteral("workload")].toString(),
             QStringLiteral("GPT 1.3B on one node"));
    QVERIFY(o[QStringLiteral("performance")][QStringLiteral("stepTimeS")].toDouble() > 0);
}

void TestCliTraining::analyzeWithoutWorkloadIsInfrastructureOnly()
{
    const Result r = run({QStringLiteral("analyze"), m_design, QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY(o.contains(QStringLiteral("network")));
    QVERIFY(!o.contains(QStringLiteral("performance")));
}

void TestCliTraining::explainGivesFormulaAndSource()
{
    const Result r = run({QStringLiteral("analyze"), m_design, QStringLiteral("--workload"),
                          data("gpt3-175b.json"), QStringLiteral("--explain")});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(r.out.contains("Training job: GPT-3 175B pre-training"));
    QVERIFY(r.out.contains("Explain"));
    QVERIFY(r.out.contains("MFU (model FLOPs utilisation) [performance.mfu] = "));
    QVERIFY(r.out.contains("[storage.checkpointBytes] = "));
    QVERIFY(r.out.contains("Korthikanti"));
    QCOMPARE(r.out.count("formula:"), r.out.count("source:"));
    QVERIFY(r.out.count("formula:") > 40);
}

void TestCliTraining::contradictionIsAFindingNotACrash()
{
    const Result r = run({QStringLiteral("analyze"), m_design, QStringLiteral("--workload"),
                          data("heads-not-divisible.json"), QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject t =
        QJsonDocument::fromJson(r.out).object()[QStringLiteral("training")].toObject();
    QVERIFY(!t[QStringLiteral("valid")].toBool());
    bool found = false;
    for (const auto& f : t[QStringLiteral("findings")].toArray())
        found |= f.toObject()[QStringLiteral("code")].toString() ==
                 QStringLiteral("HEADS_NOT_DIVISIBLE");
    QVERIFY(found);
}

void TestCliTraining::searchJson()
{
    const Result r = run({QStringLiteral("search"), m_design, QStringLiteral("--workload"),
                          data("gpt3-175b.json"), QStringLiteral("--top"), QStringLiteral("3"),
                          QStringLiteral("--json")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY(o[QStringLiteral("evaluated")].toInt() > 1000);
    QVERIFY(o[QStringLiteral("seconds")].toDouble() > 0);
    const QJsonArray results = o[QStringLiteral("results")].toArray();
    QCOMPARE(results.size(), 3);
    for (const auto& v : results)
        for (const char* k : {"tp", "pp", "dp", "cp", "ep", "microBatch", "recompute", "zeroStage",
                              "stepTimeS", "timeToTrainS", "perGpuBytes"})
            QVERIFY2(v.toObject().contains(QLatin1String(k)), k);
    const QJsonObject best = results.first().toObject();
    QCOMPARE(best[QStringLiteral("tp")].toInt() * best[QStringLiteral("pp")].toInt() *
                 best[QStringLiteral("cp")].toInt() * best[QStringLiteral("dp")].toInt(),
             256);
}

void TestCliTraining::searchText()
{
    const Result r = run({QStringLiteral("search"), m_withWorkload});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY(r.out.contains("evaluated"));
    QVERIFY(r.out.contains("configurations in"));
    QVERIFY(r.out.contains("time to train"));
}

void TestCliTraining::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("search without a workload")
        << QStringList{QStringLiteral("search"), QStringLiteral("@design")} << 2 << "no workload";
    QTest::newRow("workload file missing")
        << QStringList{QStringLiteral("analyze"), QStringLiteral("@design"),
                       QStringLiteral("--workload"), QStringLiteral("/no/such/workload.json")}
        << 1 << "cannot open the workload file";
    QTest::newRow("not a workload")
        << QStringList{QStringLiteral("analyze"), QStringLiteral("@design"),
                       QStringLiteral("--workload"), data("not-a-workload.json")}
        << 1 << "not a usable workload";
    QTest::newRow("explain with json")
        << QStringList{QStringLiteral("analyze"), QStringLiteral("@design"),
                       QStringLiteral("--json"), QStringLiteral("--explain")}
        << 2 << "--explain";
    QTest::newRow("top not a number")
        << QStringList{QStringLiteral("search"), QStringLiteral("@design"), QStringLiteral("--top"),
                       QStringLiteral("many")}
        << 2 << "--top";
}

void TestCliTraining::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    args.replaceInStrings(QStringLiteral("@design"), m_design);
    const Result r = run(args);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QVERIFY(r.err.contains("error: "));
}

QTEST_GUILESS_MAIN(TestCliTraining)
#include "tst_cli_training.moc"
