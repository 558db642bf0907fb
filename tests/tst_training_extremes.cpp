// Issue 13 in the training analysis: extreme but loadable inputs give a clear message or a
// bounded figure, never a wrapped int ("-2147483648 %"), inf or nan. Each case fed the old code
// a value that overflowed an int cast or a signed product.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/io/ReportIo.h"
#include "model/topology/Generators.h"
#include "model/training/RunCost.h"
#include "model/training/Scaling.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingAnalysis.h"
#include "model/util/BoundedText.h"
#include "model/util/Format.h"

#include <cctype>
#include <climits>
#include <cmath>
#include <fstream>

using namespace cc::model;

namespace {

/// One-GPU infrastructure with the given capex, 1 kW facility power.
Report oneGpuInfra(double capexUsd)
{
    Report infra;
    infra.design.gpus = 1;
    infra.power.facilityW = 1000;
    infra.cost.capexUsd = capexUsd;
    return infra;
}

struct RunResult {
    RunReport run;
    std::vector<Finding> findings;
    std::vector<Explanation> explanations;
};

RunResult runCost(const RunSettings& settings, const Report& infra, double usdPerKwh)
{
    RunInputs in;
    in.wallTimeS = 3600;
    in.jobGpus = 1;
    in.generation = "hopper";
    Facility facility;
    facility.usdPerKwh = usdPerKwh;
    RunResult r;
    r.run = analyzeRun(in, settings, infra, facility, r.findings, r.explanations);
    return r;
}

const Finding* findingOf(const std::vector<Finding>& fs, const char* code)
{
    for (const auto& f : fs)
        if (f.code == code)
            return &f;
    return nullptr;
}

std::string formulaOf(const std::vector<Explanation>& es, const char* quantity)
{
    for (const auto& e : es)
        if (e.quantity == quantity)
            return debugText(e.formula);
    return {};
}

/// The first wrapped int ("-2147483648"), "inf" or "nan" standing as a word in `s`, or "".
std::string wrongNumber(const std::string& s)
{
    for (const char* w : {"-2147483648", "-9223372036854775808", "inf", "nan", "INF", "NAN"}) {
        const std::string word(w);
        for (auto at = s.find(word); at != std::string::npos; at = s.find(word, at + 1)) {
            const auto letter = [&](size_t i) {
                return i < s.size() && std::isalnum(static_cast<unsigned char>(s[i]));
            };
            if (!(at > 0 && letter(at - 1)) && !letter(at + word.size()))
                return s.substr(at > 40 ? at - 40 : 0, 80);
        }
    }
    return {};
}

ComputeHardware fastHardware()
{
    ComputeHardware hw;
    hw.gpuName = "test GPU";
    hw.generation = "hopper";
    hw.peakFlops = hw.peakBf16Flops = 1e15;
    hw.gemmEfficiency = hw.gemmBf16Efficiency = hw.attentionEfficiency = 0.5;
    hw.hbmBytesPerS = 1e12;
    hw.memoryBytes = 80e9;
    hw.gpusPerServer = hw.domainGpus = 8;
    hw.scaleUpBusBytesPerS = 4e11;
    hw.interNodeBusBytesPerS = hw.alltoallInterBytesPerS = hw.pcieBytesPerS = 5e10;
    hw.valid = true;
    return hw;
}

} // namespace

class TestTrainingExtremes : public QObject {
    Q_OBJECT
private slots:
    void percentIsBounded_data();
    void percentIsBounded();
    void breakEvenPastAnIntIsNotWrapped();
    void amortisationYearsAreWrittenAsGiven_data();
    void amortisationYearsAreWrittenAsGiven();
    void nonFiniteRunFiguresBecomeFindings();
    void layoutPastAnIntGetsNoEstimate();
    void groupPastTheGpuBoundIsAnError();
    void scalingSizesStayInts();
    void hostileWorkloadsGiveBoundedReports_data();
    void hostileWorkloadsGiveBoundedReports();
};

void TestTrainingExtremes::percentIsBounded_data()
{
    QTest::addColumn<double>("fraction");
    QTest::addColumn<QString>("text");
    QTest::newRow("ordinary") << 0.456 << QStringLiteral("46 %");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0 %");
    QTest::newRow("past INT_MAX %") << 4e28 << QStringLiteral("4.00e+30 %");
    QTest::newRow("negative huge") << -3e20 << QStringLiteral("-3.00e+22 %");
    QTest::newRow("x100 overflows") << 1e307 << QStringLiteral("n/a");
    QTest::newRow("nan") << double(NAN) << QStringLiteral("n/a");
    QTest::newRow("inf") << double(INFINITY) << QStringLiteral("n/a");
}

void TestTrainingExtremes::percentIsBounded()
{
    QFETCH(double, fraction);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(percent(fraction)), text);
}

void TestTrainingExtremes::breakEvenPastAnIntIsNotWrapped()
{
    // $1e21 of capex against a rent of a millionth of a cent per GPU-hour: break-even 4e24.
    RunSettings s;
    s.cloudUsdPerGpuHour = 1e-8;
    const RunResult r = runCost(s, oneGpuInfra(1e21), 0);
    QVERIFY(std::isfinite(r.run.breakEvenUtilisation));
    QVERIFY(r.run.breakEvenUtilisation > 1e24);
    const Finding* f = findingOf(r.findings, "TRAINING_RENTING_CHEAPER");
    QVERIFY(f);
    // The percentage travels as a typed argument (rendered at the edge), never as a wrapped int.
    QCOMPARE(f->message.code, std::string("TRAINING_RENTING_CHEAPER"));
    QCOMPARE(f->message.args.size(), size_t(1));
    QVERIFY(f->message.args[0].kind == MsgArg::Kind::Percent);
    QVERIFY(std::isfinite(f->message.args[0].value) && f->message.args[0].value > 1e24);
}

void TestTrainingExtremes::amortisationYearsAreWrittenAsGiven_data()
{
    QTest::addColumn<double>("years");
    QTest::addColumn<double>("maintenance");
    QTest::addColumn<QString>("words");
    QTest::newRow("default") << 4.0 << 0.10 << QStringLiteral("(4, 10 %)");
    QTest::newRow("half a year") << 0.5 << 0.10 << QStringLiteral("(0.5, ");
    QTest::newRow("1e21 years") << 1e21 << 0.10 << QStringLiteral("(1e+21, ");
    QTest::newRow("maintenance 1e21") << 4.0 << 1e21 << QStringLiteral("(4, ");
}

void TestTrainingExtremes::amortisationYearsAreWrittenAsGiven()
{
    QFETCH(double, years);
    QFETCH(double, maintenance);
    QFETCH(QString, words);
    RunSettings s;
    s.amortisationYears = years;
    s.maintenanceFraction = maintenance;
    s.cloudUsdPerGpuHour = 2;
    const RunResult r = runCost(s, oneGpuInfra(30000), 0.1);
    const std::string formula = formulaOf(r.explanations, "run.costBuyUsd");
    QVERIFY2(formula.find(words.toStdString()) != std::string::npos, formula.c_str());
    QVERIFY(std::isfinite(r.run.costBuyUsd));
}

void TestTrainingExtremes::nonFiniteRunFiguresBecomeFindings()
{
    // A rent of 1e-300 $/GPU-h and free electricity: break-even = capex / (8,760 h x 1e-300) = inf.
    RunSettings s;
    s.cloudUsdPerGpuHour = 1e-300;
    const RunResult r = runCost(s, oneGpuInfra(1e21), 0);
    QCOMPARE(r.run.breakEvenUtilisation, 0.0);
    const Finding* f = findingOf(r.findings, "NON_FINITE");
    QVERIFY2(f, "no finding for the infinite break-even utilisation");
    QCOMPARE(f->severity, Severity::Error);
    QVERIFY2(debugText(f->message).find("break-even utilisation") != std::string::npos,
             debugText(f->message).c_str());
    QVERIFY2(debugText(f->message).find("cloud $/GPU-h") != std::string::npos,
             debugText(f->message).c_str());
    QVERIFY(!findingOf(r.findings, "TRAINING_RENTING_CHEAPER"));
}

void TestTrainingExtremes::layoutPastAnIntGetsNoEstimate()
{
    Workload w;
    w.model.layers = 32;
    w.model.hidden = 4096;
    w.model.heads = w.model.kvHeads = 32;
    w.model.ffnHidden = 16384;
    w.model.vocab = 32000;
    w.model.seqLen = 2048;
    const StepModel m = makeStepModel(w, fastHardware());
    ResolvedLayout c;
    c.layout.tp = 65536;
    c.layout.pp = 32769; // tp x pp = 2,147,549,184 > INT_MAX: the old int product wrapped negative
    const PerformanceReport p = estimatePerformance(m, c, 1e12);
    QCOMPARE(p.gpus, 0);
    QCOMPARE(p.stepTimeS, 0.0);
    QCOMPARE(p.tokensPerS, 0.0);
    // An ordinary layout on the same model is estimated.
    ResolvedLayout ok;
    ok.layout.tp = 8;
    ok.dp = 4;
    const PerformanceReport q = estimatePerformance(m, ok, 1e12);
    QCOMPARE(q.gpus, 32);
    QVERIFY(q.stepTimeS > 0 && std::isfinite(q.stepTimeS));
}

void TestTrainingExtremes::groupPastTheGpuBoundIsAnError()
{
    const Catalog& cat = cc::test::bundledCatalog();
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = "dgx-a100-640gb";
    o.switchRef = "qm8700";
    o.nodes = 4;
    Design d = topology::generate(o, cat);
    const Report infra = analyze(d, cat);
    // A design built in memory (the loader refuses this): 3e9 servers of 8 GPUs = 2.4e10 GPUs,
    // which the old static_cast<int> turned into a wrong GPU count.
    Block* group = nullptr;
    for (auto& b : d.blocks)
        if (b.kind == BlockKind::Server)
            group = &b;
    QVERIFY(group);
    group->replicas = 3'000'000'000LL;
    std::vector<Finding> findings;
    const ComputeHardware hw = computeHardware(infra, d, cat, Precision::Bf16, findings);
    QVERIFY(!hw.valid);
    const Finding* f = findingOf(findings, "TRAINING_TOO_MANY_GPUS");
    QVERIFY2(f, "no finding for 24 billion GPUs");
    QCOMPARE(f->severity, Severity::Error);
    // The group's count and the bound, as arguments the edge renders.
    const std::string text = debugText(f->message);
    QVERIFY2(text.find("24000000000") != std::string::npos ||
                 text.find("24,000,000,000") != std::string::npos,
             text.c_str());
    QVERIFY2(text.find("DIAG_BOUND(") != std::string::npos, text.c_str());
    QVERIFY2(!f->message.isLegacy(), text.c_str());
}

void TestTrainingExtremes::scalingSizesStayInts()
{
    // The largest int as the design's GPUs: sizes double up to it and the 2x and 4x points that
    // would pass INT_MAX are left out rather than wrapped.
    const std::vector<int> sizes = scalingSizes(8, INT_MAX);
    QVERIFY(!sizes.empty());
    QCOMPARE(sizes.front(), 8);
    QCOMPARE(sizes.back(), INT_MAX);
    for (size_t i = 1; i < sizes.size(); ++i)
        QVERIFY(sizes[i] > sizes[i - 1]);
    const std::vector<int> small = scalingSizes(8, 64);
    QCOMPARE(small, (std::vector<int>{8, 16, 32, 64, 128, 256}));
}

void TestTrainingExtremes::hostileWorkloadsGiveBoundedReports_data()
{
    QTest::addColumn<QString>("workload");
    const auto small = [](const char* run, const char* training) {
        return QStringLiteral(R"({"name": "small", "model": {"layers": 24, "hidden": 2048,
            "heads": 16, "vocab": 51200, "seqLen": 2048}, "training": {"tp": 1, "pp": 1,
            "microBatch": 4, "globalBatch": 512, %2}, "run": {"gpus": 8, %1}})")
            .arg(QLatin1String(run), QLatin1String(training));
    };
    // Found by the session-4 audit: "break-even would be -2147483648 %" and "/ 0 amortisation
    // years" in analyze --json (tests/data/bad/workload-amortisation-1e-300.json).
    std::ifstream in(std::string(CC_TEST_DATA) + "/bad/workload-amortisation-1e-300.json");
    QTest::newRow("amortisation 1e-300 years") << QString::fromStdString(
        {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()});
    QTest::newRow("tokens 1e21") << small(R"("restartMinutes": 15)", R"("tokens": 1e21)");
    QTest::newRow("rent 1e-300 $/GPU-h")
        << small(R"("cloudUsdPerGpuHour": 1e-300)", R"("tokens": 1e12)");
    QTest::newRow("rent 1e21 $/GPU-h")
        << small(R"("cloudUsdPerGpuHour": 1e21)", R"("tokens": 1e21)");
    QTest::newRow("restart 1e21 minutes")
        << small(R"("restartMinutes": 1e21)", R"("tokens": 1e12)");
    QTest::newRow("maintenance 1e21")
        << small(R"("maintenanceFraction": 1e21)", R"("tokens": 1e12)");
}

void TestTrainingExtremes::hostileWorkloadsGiveBoundedReports()
{
    QFETCH(QString, workload);
    const Catalog& cat = cc::test::bundledCatalog();
    const Design d = io::loadDesignFile(cc::test::dataPath("design_v1.json"));
    const Report infra = analyze(d, cat);
    std::vector<Diagnostic> diags;
    const auto w = parseWorkload(workload.toStdString(), "w.json", diags);
    QVERIFY2(w, diags.empty() ? "no workload" : diags.front().text().c_str());
    const TrainingReport t = analyzeTraining(*w, d, cat, infra);
    const std::string text = io::reportToText(infra, d, &t, true);
    const std::string json = io::reportToJson(infra, d, &t);
    // No wrapped int, no inf or nan in words, no null for a number in the training section.
    for (const std::string& out : {text, json}) {
        const std::string bad = wrongNumber(out);
        QVERIFY2(bad.empty(), bad.c_str());
    }
    const auto training = json.find("\"training\"");
    QVERIFY(training != std::string::npos);
    QVERIFY2(json.find("null", training) == std::string::npos, "a null in the training section");
    for (const auto& e : t.explanations)
        QVERIFY2(debugText(e.formula).find("(0,") == std::string::npos,
                 debugText(e.formula).c_str());
}

QTEST_GUILESS_MAIN(TestTrainingExtremes)
#include "tst_training_extremes.moc"
