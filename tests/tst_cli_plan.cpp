// `clustercanvas plan` and `plan-merge` as automation uses them: the JSON contract's keys, three
// shards merged equal to the unsharded plan, recommended designs written with -o, and clear
// messages for bad options.
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest/QtTest>

class TestCliPlan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void jsonHasTheContractKeys();
    void threeShardsMergeToTheUnshardedPlan();
    void writesTheRecommendedDesigns();
    void badOptionsAreUsageErrors_data();
    void badOptionsAreUsageErrors();
    void fitAdviceInTheReports();
    void datasetTimesEpochsIsTheTokenCount();

private:
    struct Result {
        int code = -1;
        QByteArray out;
        QByteArray err;
    };
    Result run(const QStringList& args);
    QStringList planArgs() const;
    QTemporaryDir m_dir;
    QString m_workload;
};

TestCliPlan::Result TestCliPlan::run(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(CC_APP_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

QStringList TestCliPlan::planArgs() const
{
    // Only what the user knows: model, method, precision, optimizer, tokens.
    return {QStringLiteral("plan"),
            QStringLiteral("--workload"),
            m_workload,
            QStringLiteral("--deadline-days"),
            QStringLiteral("3"),
            QStringLiteral("--max-gpus"),
            QStringLiteral("256"),
            QStringLiteral("--top"),
            QStringLiteral("12")};
}

void TestCliPlan::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_workload = m_dir.filePath(QStringLiteral("job.json"));
    QFile f(m_workload);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"preset": "llama3-8b", "training": {"method": "full", "precision": "bf16",
                "optimizer": "adamw", "tokens": 2e9}})");
}

void TestCliPlan::jsonHasTheContractKeys()
{
    const Result r = run(planArgs() << QStringLiteral("--json"));
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    for (const char* k : {"evaluated", "seconds", "candidates", "recommended"})
        QVERIFY2(o.contains(QLatin1String(k)), k);
    QVERIFY(o[QStringLiteral("evaluated")].toInt() > 100);
    const QJsonArray cands = o[QStringLiteral("candidates")].toArray();
    QVERIFY(cands.size() >= 12);
    const QJsonObject c = cands.first().toObject();
    for (const char* k : {"server", "nodes", "gpus", "fabric", "oversubscription", "layout", "fits",
                          "meetsConstraints", "timeToTrainS", "stepTimeS", "capexUsd",
                          "costRentUsd", "itPowerW", "facilityPowerW", "bottleneck"})
        QVERIFY2(c.contains(QLatin1String(k)), k);
    const QJsonObject l = c[QStringLiteral("layout")].toObject();
    for (const char* k : {"tp", "pp", "dp", "cp", "ep", "microBatch", "recompute", "zeroStage"})
        QVERIFY2(l.contains(QLatin1String(k)), k);
    // The plan chose the layout: it multiplies to the design's GPUs.
    QCOMPARE(l[QStringLiteral("tp")].toInt() * l[QStringLiteral("pp")].toInt() *
                 l[QStringLiteral("dp")].toInt() * l[QStringLiteral("cp")].toInt(),
             c[QStringLiteral("gpus")].toInt());
    const QJsonObject rec = o[QStringLiteral("recommended")].toObject();
    for (const char* k : {"cheapest", "fastest", "lowestEnergy"})
        QVERIFY2(rec.contains(QLatin1String(k)), k);
    QVERIFY(
        rec[QStringLiteral("cheapest")].toObject()[QStringLiteral("meetsConstraints")].toBool());
}

void TestCliPlan::threeShardsMergeToTheUnshardedPlan()
{
    const Result whole = run(planArgs() << QStringLiteral("--json"));
    QCOMPARE(whole.code, 0);
    QStringList merge{QStringLiteral("plan-merge"), QStringLiteral("--top"), QStringLiteral("12"),
                      QStringLiteral("--json")};
    for (int i = 0; i < 3; ++i) {
        const Result s =
            run(planArgs() << QStringLiteral("--shard") << QStringLiteral("%1/3").arg(i)
                           << QStringLiteral("--json"));
        QCOMPARE(s.code, 0);
        const QString path = m_dir.filePath(QStringLiteral("shard-%1.json").arg(i));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(s.out);
        merge << path;
    }
    const Result merged = run(merge);
    QCOMPARE(merged.code, 0);
    QJsonObject a = QJsonDocument::fromJson(whole.out).object();
    QJsonObject b = QJsonDocument::fromJson(merged.out).object();
    QVERIFY(!a.isEmpty() && !b.isEmpty());
    // Everything but the time taken is identical.
    a.remove(QStringLiteral("seconds"));
    b.remove(QStringLiteral("seconds"));
    QCOMPARE(QJsonDocument(b).toJson(), QJsonDocument(a).toJson());
}

void TestCliPlan::writesTheRecommendedDesigns()
{
    const QString out = m_dir.filePath(QStringLiteral("designs"));
    const Result r = run(planArgs() << QStringLiteral("-o") << out);
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains("cheapest:"));
    const QString cheapest = out + QStringLiteral("/cheapest.json");
    QVERIFY(QFile::exists(cheapest));
    QVERIFY(QFile::exists(out + QStringLiteral("/fastest.json")));
    // The written design analyses with its workload: the job and layout are set.
    const Result a = run({QStringLiteral("analyze"), cheapest, QStringLiteral("--json")});
    QCOMPARE(a.code, 0);
    const QJsonObject rep = QJsonDocument::fromJson(a.out).object();
    QVERIFY2(rep.contains(QStringLiteral("training")), a.out.left(300).constData());
}

void TestCliPlan::badOptionsAreUsageErrors_data()
{
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QString>("message");
    QTest::newRow("shard") << QStringList{QStringLiteral("--shard"), QStringLiteral("3/3")}
                           << QStringLiteral("--shard");
    QTest::newRow("liquid") << QStringList{QStringLiteral("--liquid"), QStringLiteral("maybe")}
                            << QStringLiteral("--liquid");
    QTest::newRow("tokens and epochs")
        << QStringList{QStringLiteral("--tokens"), QStringLiteral("1e9"),
                       QStringLiteral("--epochs"), QStringLiteral("2")}
        << QStringLiteral("not both");
    QTest::newRow("epochs") << QStringList{QStringLiteral("--epochs"), QStringLiteral("0")}
                            << QStringLiteral("--epochs");
    QTest::newRow("dataset overflow")
        << QStringList{QStringLiteral("--dataset-tokens"), QStringLiteral("1e300"),
                       QStringLiteral("--epochs"), QStringLiteral("1e10")}
        << QStringLiteral("more than the plan accepts");
    QTest::newRow("allow") << QStringList{QStringLiteral("--allow"), QString(300, QLatin1Char('x'))}
                           << QStringLiteral("--allow");
}

void TestCliPlan::badOptionsAreUsageErrors()
{
    QFETCH(QStringList, extra);
    QFETCH(QString, message);
    const Result r = run(planArgs() << extra);
    QCOMPARE(r.code, 2);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
}

// Issue 10 part A in the reports: the issue's own example, Llama 3 70B fully fine-tuned on one
// 8×H100 server with ZeRO-3 and TP 8 (DP 1) does not fit; `analyze` says ZeRO-3 does nothing
// there and gives the time to train with each change that fits, in the text and the JSON.
void TestCliPlan::fitAdviceInTheReports()
{
    const QString job = m_dir.filePath(QStringLiteral("70b-full.json"));
    QFile f(job);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"preset": "llama3-70b", "training": {"method": "full", "tp": 8,
                "zeroStage": 3, "tokens": 2e9}})");
    f.close();
    const QString design = QStringLiteral(CC_CATALOG_DIR "/examples/dgx-h100-single.json");
    const Result text = run({QStringLiteral("analyze"), design, QStringLiteral("--workload"), job});
    QCOMPARE(text.code, 0);
    const QString out = QString::fromUtf8(text.out);
    QVERIFY2(out.contains(QStringLiteral("DOES NOT FIT")), qPrintable(out));
    QVERIFY2(
        out.contains(QStringLiteral("note: ZeRO stage 3 (as set) has no effect here: DP is 1")),
        qPrintable(out));
    const QRegularExpression timed(
        QStringLiteral("fits with [^\\n]*offload[^\\n]*: [0-9.]+ GiB, time to train [0-9.]+ "));
    QVERIFY2(out.contains(timed), qPrintable(out));

    const Result json = run({QStringLiteral("analyze"), design, QStringLiteral("--workload"), job,
                             QStringLiteral("--json")});
    QCOMPARE(json.code, 0);
    const QJsonObject memory =
        QJsonDocument::fromJson(json.out).object()[QStringLiteral("memory")].toObject();
    const QJsonArray advice = memory[QStringLiteral("advice")].toArray();
    QVERIFY(!advice.isEmpty());
    int noEffect = 0, fitting = 0, combined = 0;
    for (const auto& v : advice) {
        const QJsonObject a = v.toObject();
        for (const char* k : {"change", "perGpuBytes", "fits", "timeToTrainS", "settingsChanged",
                              "changesJob", "noEffect"})
            QVERIFY2(a.contains(QLatin1String(k)), k);
        noEffect += a[QStringLiteral("noEffect")].toBool();
        if (a[QStringLiteral("fits")].toBool()) {
            QVERIFY(a[QStringLiteral("timeToTrainS")].toDouble() > 0);
            ++fitting;
        }
        combined += a[QStringLiteral("settingsChanged")].toInt() > 1;
    }
    QCOMPARE(noEffect, 1);
    QVERIFY(fitting > 0);
    QVERIFY(combined > 0);
}

// Issue 10 part B: "tokens (or dataset × epochs)". A 1 B-token dataset trained for 3 epochs is
// planned exactly as 3 B tokens, and the job keeps its dataset and epochs.
void TestCliPlan::datasetTimesEpochsIsTheTokenCount()
{
    const QStringList job{
        QStringLiteral("plan"),     QStringLiteral("--preset"), QStringLiteral("llama3-8b"),
        QStringLiteral("--method"), QStringLiteral("full"),     QStringLiteral("--max-gpus"),
        QStringLiteral("16"),       QStringLiteral("--top"),    QStringLiteral("5")};
    const Result byData =
        run(QStringList(job) << QStringLiteral("--dataset-tokens") << QStringLiteral("1e9")
                             << QStringLiteral("--epochs") << QStringLiteral("3")
                             << QStringLiteral("--json"));
    QCOMPARE(byData.code, 0);
    const Result byTokens =
        run(QStringList(job) << QStringLiteral("--tokens") << QStringLiteral("3e9")
                             << QStringLiteral("--json"));
    QCOMPARE(byTokens.code, 0);
    const QJsonObject a = QJsonDocument::fromJson(byData.out).object();
    const QJsonObject b = QJsonDocument::fromJson(byTokens.out).object();
    const QJsonObject t =
        a[QStringLiteral("workload")].toObject()[QStringLiteral("training")].toObject();
    QCOMPARE(t[QStringLiteral("tokens")].toDouble(), 3e9);
    QCOMPARE(t[QStringLiteral("datasetTokens")].toDouble(), 1e9);
    QCOMPARE(t[QStringLiteral("epochs")].toDouble(), 3.0);
    const QJsonArray ca = a[QStringLiteral("candidates")].toArray();
    const QJsonArray cb = b[QStringLiteral("candidates")].toArray();
    QVERIFY(!ca.isEmpty());
    QCOMPARE(ca.size(), cb.size());
    for (int i = 0; i < ca.size(); ++i)
        QCOMPARE(ca[i].toObject()[QStringLiteral("timeToTrainS")].toDouble(),
                 cb[i].toObject()[QStringLiteral("timeToTrainS")].toDouble());
    // The text report says what the plan was for.
    const Result text =
        run(QStringList(job) << QStringLiteral("--dataset-tokens") << QStringLiteral("1e9")
                             << QStringLiteral("--epochs") << QStringLiteral("3"));
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.contains("3,000,000,000 tokens (dataset 1,000,000,000 tokens × 3 epochs)"),
             text.out.left(400).constData());
    // --lang: the same report in Chinese (job line, table header, picks and fabric names).
    const Result zh =
        run(QStringList(job) << QStringLiteral("--dataset-tokens") << QStringLiteral("1e9")
                             << QStringLiteral("--epochs") << QStringLiteral("3")
                             << QStringLiteral("--lang") << QStringLiteral("zh_CN"));
    QCOMPARE(zh.code, 0);
    const QString z = QString::fromUtf8(zh.out);
    for (const char* k :
         {"数据集 1,000,000,000 个 token × 3 轮", "并行布局", "最便宜：", "受限于："})
        QVERIFY2(z.contains(QString::fromUtf8(k)), qPrintable(z.left(600)));
    QVERIFY2(!z.contains(QStringLiteral("limited by")), qPrintable(z.left(600)));
}

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
