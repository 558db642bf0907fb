// Published training runs of 2024-2026 (catalogs/validation/published-runs.json) against the
// step-time model, per kind of run (issue 9 "Validation"): each case that is not an expected
// failure within 20 %, and per kind mean |error| <= 10 % and max <= 20 %. Expected failures carry
// their reason as QEXPECT_FAIL, so a case the model starts to match shows up as XPASS. The table
// and the per-kind errors are printed in cleanupTestCase().
#include "TestUtil.h"

#include "model/validation/ValidationRuns.h"

#include <QElapsedTimer>

#include <cmath>
#include <set>

using namespace cc::model;
using namespace cc::model::validation;

namespace {

constexpr double kCaseTolerance = 0.20;     // issue 9: max per kind <= 20 %
constexpr double kKindMeanTolerance = 0.10; // issue 9: mean per kind <= 10 %

std::string casesFile()
{
    // CC_VALIDATION_DIR: another folder of cases (to study variants of a published run).
    if (qEnvironmentVariableIsSet("CC_VALIDATION_DIR"))
        return qEnvironmentVariable("CC_VALIDATION_DIR").toStdString();
    return std::string(CC_CATALOG_DIR) + "/validation"; // every *.json in the folder
}

QString pct(double x)
{
    return QString::asprintf("%+.1f %%", x * 100);
}

} // namespace

class TestValidationRuns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fileIntegrity();
    void everyKindCovered();
    void publishedRun_data();
    void publishedRun();
    void perKind_data();
    void perKind();
    void badFileNamesPath_data();
    void badFileNamesPath();
    void cleanupTestCase();

private:
    std::vector<PublishedRun> m_runs;
    std::vector<ValidationRow> m_rows;
    qint64 m_ms = 0;
};

void TestValidationRuns::initTestCase()
{
    try {
        m_runs = loadPublishedRuns(casesFile());
    } catch (const FormatError& e) {
        QFAIL(e.what());
    }
    QElapsedTimer timer;
    timer.start();
    m_rows = evaluateRuns(m_runs, cc::test::bundledCatalog());
    m_ms = timer.elapsed();
    QCOMPARE(m_rows.size(), m_runs.size());
}

// Every run names its source, where to read it, when it was published and how it counts FLOPs.
void TestValidationRuns::fileIntegrity()
{
    QVERIFY2(m_runs.size() >= 25, "issue 9 asks for at least 25 published runs");
    for (const auto& r : m_runs) {
        const QString id = QString::fromStdString(r.id);
        QVERIFY2(!r.source.empty() && !r.flopConvention.empty() && !r.name.empty(), qPrintable(id));
        QVERIFY2(r.url.rfind("https://", 0) == 0, qPrintable(id + QStringLiteral(": url")));
        const int year = std::stoi(r.date.substr(0, 4));
        QVERIFY2(year >= 2024 && year <= 2026, qPrintable(id + QStringLiteral(": 2024-2026")));
        QVERIFY2(!runKindName(r.kind).empty(), qPrintable(id));
        QVERIFY2(r.published > 0, qPrintable(id));
        QVERIFY2(r.system.gpus >= 1, qPrintable(id));
    }
}

// Issue 9: every kind of run, and at least two non-NVIDIA systems.
void TestValidationRuns::everyKindCovered()
{
    std::set<RunKind> kinds;
    std::set<std::string> nonNvidia;
    for (const auto& r : m_rows) {
        kinds.insert(r.kind);
        if (r.kind == RunKind::NonNvidia)
            nonNvidia.insert(r.gpuName);
    }
    for (RunKind k : allRunKinds())
        QVERIFY2(kinds.count(k), runKindName(k).data());
    QVERIFY2(!nonNvidia.empty(), "at least one non-NVIDIA accelerator");
    // Intel Gaudi 2 (HabanaAI/Megatron-LM recipes) and AMD MI300X, MI325X, MI355X (MLPerf
    // Training v5.1 logs with their configuration files).
    QVERIFY2(nonNvidia.size() >= 2, "at least two non-NVIDIA accelerators");
}

void TestValidationRuns::publishedRun_data()
{
    QTest::addColumn<int>("index");
    for (size_t i = 0; i < m_runs.size(); ++i)
        QTest::newRow(m_runs[i].id.c_str()) << static_cast<int>(i);
}

void TestValidationRuns::publishedRun()
{
    QFETCH(int, index);
    const ValidationRow& r = m_rows[static_cast<size_t>(index)];
    const QString what =
        r.analysed
            ? QStringLiteral("published %1, model %2 (%3)")
                  .arg(r.published)
                  .arg(r.predicted)
                  .arg(pct(r.error))
            : QStringLiteral("not analysed: %1").arg(QString::fromStdString(debugText(r.problem)));
    // A case that must match stays within the 20 % limit. An expected failure is checked against
    // the 10 % target: once the model brings it there, the XPASS says to count it again.
    if (!r.expectFail.empty()) {
        QEXPECT_FAIL("", r.expectFail.c_str(), Continue);
        QVERIFY2(r.analysed && std::abs(r.error) <= kKindMeanTolerance, qPrintable(what));
        return;
    }
    QVERIFY2(r.analysed && std::abs(r.error) <= kCaseTolerance, qPrintable(what));
}

namespace {

/// Why a kind's mean error is not within 10 % today (null: it must be).
const char* kindExpectFail(RunKind)
{
    // Every kind's counted mean is within 10 %. The last to get there was non-NVIDIA (10.1 %
    // until CDNA 3 FP8 GEMMs used AMD's measured FP8/BF16 MAF ratio, Efficiency.cpp).
    return nullptr;
}

} // namespace

void TestValidationRuns::perKind_data()
{
    QTest::addColumn<int>("kind");
    for (RunKind k : allRunKinds())
        QTest::newRow(runKindName(k).data()) << static_cast<int>(k);
}

void TestValidationRuns::perKind()
{
    QFETCH(int, kind);
    for (const auto& s : summarizeByKind(m_rows)) {
        if (static_cast<int>(s.kind) != kind)
            continue;
        if (s.counted == 0)
            QSKIP("every case of this kind is an expected failure");
        const QString what = QStringLiteral("%1 cases counted, mean |error| %2, max %3")
                                 .arg(s.counted)
                                 .arg(pct(s.meanAbsError))
                                 .arg(pct(s.maxAbsError));
        QVERIFY2(s.maxAbsError <= kCaseTolerance, qPrintable(what));
        // Kinds whose counted cases are each within 20 % but whose mean is not within 10 % yet.
        if (const char* why = kindExpectFail(s.kind))
            QEXPECT_FAIL("", why, Continue);
        QVERIFY2(s.meanAbsError <= kKindMeanTolerance, qPrintable(what));
        return;
    }
    QFAIL("no case of this kind");
}

// A broken case file is refused with the file and the JSON path of the problem.
void TestValidationRuns::badFileNamesPath_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    // One run with the fields a row changes: kind, date, training.tp, published.
    const auto file = [](const char* kind, const char* date, const char* tp, const char* published,
                         const char* publishedKey = "published") {
        const std::string run = std::string(R"({"id":"a","kind":")") + kind +
                                R"(","name":"n","source":"s","url":"https://x","date":")" + date +
                                R"(","flopConvention":"f","system":{"server":"dgx-h100",)"
                                R"("switch":"qm9700","gpus":8},"workload":{"preset":"llama3-8b",)"
                                R"("training":{"tp":)" +
                                tp + R"(}},"metric":"mfu",")" + publishedKey + R"(":)" + published +
                                "}";
        return QString::fromStdString(R"({"schemaVersion":1,"runs":[)" + run + "]}");
    };
    QTest::newRow("unknown kind") << file("gpu", "2025-01-01", "1", "0.4")
                                  << QStringLiteral("runs[0].kind");
    QTest::newRow("bad date") << file("dense", "2025-13", "1", "0.4")
                              << QStringLiteral("runs[0].date");
    QTest::newRow("bad workload field")
        << file("dense", "2025-01", "0", "0.4") << QStringLiteral("runs[0].workload.training.tp");
    QTest::newRow("published not positive")
        << file("dense", "2025-01", "1", "0") << QStringLiteral("runs[0].published");
    QTest::newRow("typo in a field")
        << file("dense", "2025-01", "1", "0.4", "publshed") << QStringLiteral("runs[0].publshed");
    QTest::newRow("no runs") << QStringLiteral(R"({"schemaVersion":1})") << QStringLiteral("runs");
}

void TestValidationRuns::badFileNamesPath()
{
    QFETCH(QString, json);
    QFETCH(QString, path);
    try {
        parsePublishedRuns(json.toStdString(), "cases.json");
        QFAIL("accepted a broken case file");
    } catch (const FormatError& e) {
        const QString text = QString::fromUtf8(e.what());
        QVERIFY2(text.contains(QStringLiteral("cases.json: ") + path), qPrintable(text));
    }
}

void TestValidationRuns::cleanupTestCase()
{
    qInfo("%-44s %-11s %-17s %10s %10s %8s", "case", "kind", "metric", "published", "model",
          "error");
    for (const auto& r : m_rows)
        qInfo("%-44s %-11s %-17s %10.6g %10.6g %+7.1f%%%s%s", r.id.c_str(),
              runKindName(r.kind).data(), runMetricName(r.metric).data(), r.published, r.predicted,
              r.error * 100, r.expectFail.empty() ? "   " : " XF",
              r.analysed ? "" : ("  refused: " + debugText(r.problem)).c_str());
    qInfo("%-12s %6s %8s %12s %12s | %8s %10s %10s %12s", "kind", "cases", "refused", "all |err|",
          "all signed", "counted", "mean |err|", "max |err|", "mean signed");
    for (const auto& s : summarizeByKind(m_rows))
        qInfo("%-12s %6d %8d %11.1f%% %+11.1f%% | %8d %9.1f%% %9.1f%% %+11.1f%%",
              runKindName(s.kind).data(), s.cases, s.refused, s.meanAbsErrorAll * 100,
              s.meanSignedErrorAll * 100, s.counted, s.meanAbsError * 100, s.maxAbsError * 100,
              s.meanSignedError * 100);
    qInfo("%zu cases analysed in %lld ms", m_rows.size(), static_cast<long long>(m_ms));
    // CC_VALIDATION_BREAKDOWN=1: each case's step by part, as shares of the modelled step.
    if (qEnvironmentVariableIsSet("CC_VALIDATION_BREAKDOWN"))
        for (const auto& r : m_rows) {
            const StepBreakdown& b = r.breakdown;
            const double s = r.stepTimeS > 0 ? r.stepTimeS : 1;
            qInfo("%-44s step %8.3f s  comp %4.1f%% tp %4.1f%% pp %4.1f%% dp %4.1f%% ep %4.1f%% "
                  "cp %4.1f%% fsdp %4.1f%% disp %4.1f%% fp8 %4.1f%% opt %4.1f%%",
                  r.id.c_str(), r.stepTimeS, 100 * b.compute / s, 100 * b.tpComm / s,
                  100 * b.ppBubble / s, 100 * b.dpCommExposed / s, 100 * b.epComm / s,
                  100 * b.cpComm / s, 100 * b.fsdpComm / s, 100 * b.moeDispatch / s,
                  100 * b.fp8Overhead / s, 100 * b.optimizer / s);
        }
}

QTEST_GUILESS_MAIN(TestValidationRuns)
#include "tst_validation_runs.moc"
