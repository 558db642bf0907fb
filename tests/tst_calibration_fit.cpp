// Calibration part 2 (issue 14 §2): GEMM sweeps in their two printed forms, the Eigen fit of the
// GEMM ceiling, the profile in the design file (versioned, bounded), its application in the one
// evaluation (every step-derived figure marked "calibrated"), scenarios comparing catalog and
// calibrated figures, and the whole calibrate() recovering known values within 2 %.
#include "TestUtil.h"
#include "model/analysis/Analyze.h"
#include "model/analysis/Evaluate.h"
#include "model/analysis/ScenarioCompare.h"
#include "model/calibration/ApplyCalibration.h"
#include "model/calibration/Calibrate.h"
#include "model/calibration/CalibrationEdit.h"
#include "model/calibration/GemmFit.h"
#include "model/io/DesignIo.h"
#include "model/io/ReportIo.h"
#include "model/training/GemmShape.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <cmath>
#include <sstream>

using namespace cc::model;
using namespace cc::model::calib;

namespace {

Design example(const char* name)
{
    return io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name + ".json");
}

/// An H100 SXM-like device (dense BF16 989 TFLOP/s, 3.35 TB/s × 0.9, 132 SMs).
GemmDevice h100()
{
    return {989e12, 3.35e12 * 0.9, 132, 2, 0.66};
}

/// A sweep the analysis' own curve generates at efficiency `e`, with a deterministic ±`noise`
/// relative wobble.
GemmSweep syntheticSweep(const GemmDevice& dev, double e, double noise)
{
    GemmSweep s;
    s.file = "synthetic";
    s.dtype = "bf16";
    int i = 0;
    for (double m : {256.0, 1024.0, 2048.0, 4096.0, 8192.0, 16384.0})
        for (double nk : {1024.0, 4096.0, 8192.0}) {
            GemmSample g{m, nk, nk, 0};
            g.tflops = modelTflops(dev, e, g) * (1 + noise * ((i++ % 3) - 1));
            s.samples.push_back(g);
        }
    return s;
}

/// nccl-tests text of a ring collective (as printed, 2 decimals) over `n` ranks.
std::string ncclText(const char* binary, int n, double alpha, double bus, bool allReduce)
{
    std::ostringstream out;
    out << "# Collective test starting: " << binary << "\n";
    for (int r = 0; r < n; ++r)
        out << "#  Rank " << r << " Group  0 Pid 1 on node device " << r % 8 << " [0x18] H100\n";
    out << "#       size         count      type   redop    root     time   algbw   busbw "
           "#wrong     time   algbw   busbw #wrong\n";
    const double steps = allReduce ? 2.0 * (n - 1) : n - 1.0;
    const double vol = allReduce ? 2.0 * (n - 1) / n : (n - 1.0) / n;
    for (double s = 1024; s <= 8589934592.0; s *= 4) {
        const double t = steps * alpha + s * vol / bus;
        const double alg = s / t / 1e9;
        char row[256];
        std::snprintf(row, sizeof row,
                      "%12.0f %13.0f     float     sum      -1 %9.2f %7.2f %7.2f      0 %9.2f "
                      "%7.2f %7.2f      0\n",
                      s, s / 4, t * 1e6, alg, alg * vol, t * 1e6, alg, alg * vol);
        out << row;
    }
    return out.str();
}

NcclRun ncclRun(const char* binary, int n, double alpha, double bus, bool allReduce)
{
    std::vector<Diagnostic> diags;
    auto run = parseNcclTests(ncclText(binary, n, alpha, bus, allReduce), binary, diags);
    if (!run)
        qFatal("synthetic nccl-tests text did not parse");
    return *run;
}

bool near(double a, double b, double rel)
{
    return std::abs(a / b - 1) <= rel;
}

} // namespace

class TestCalibrationFit : public QObject {
    Q_OBJECT
private slots:
    void sweepFormats_data();
    void sweepFormats();
    void sweepRefusesBadInput_data();
    void sweepRefusesBadInput();
    void gemmFitRecovers_data();
    void gemmFitRecovers();
    void gemmFitMemoryBound();
    void profileRoundTrip();
    void profileRefused_data();
    void profileRefused();
    void ringMappingReproducesMeasurement_data();
    void ringMappingReproducesMeasurement();
    void stepFactorScalesEveryFigure();
    void otherGpuIsNotApplied();
    void scenariosCompareCatalogAndCalibrated();
    void calibrateRecoversKnownValues();
    void editUndoes();
    void commandLine();
};

void TestCalibrationFit::sweepFormats_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("hint");
    QTest::addColumn<int>("samples");
    QTest::addColumn<QString>("dtype");
    QTest::addColumn<double>("firstTflops");
    QTest::addColumn<double>("firstM");
    QTest::newRow("csv") << "M,N,K,dtype,TFLOP/s\n4096,4096,4096,bf16,702.5\n8192,8192,8192,bf16,"
                            "731\n"
                         << "" << 2 << "bf16" << 702.5 << 4096.0;
    QTest::newRow("csv any order, median column, torch name")
        << "dtype,tflops_mean,tflops_median,k,n,m\ntorch.float16,600,610,1024,2048,512\n"
        << "" << 1 << "fp16" << 610.0 << 512.0;
    QTest::newRow("semicolon, dtype from the command line")
        << "m;n;k;tflops\n1024;1024;1024;400.25\n"
        << "bfloat16" << 1 << "bf16" << 400.25 << 1024.0;
    QTest::newRow("mixed types keep the first")
        << "m,n,k,dtype,tflops\n1024,1024,1024,fp8,900\n1024,1024,1024,bf16,500\n"
        << "" << 1 << "fp8" << 900.0 << 1024.0;
    // mamf-finder.py as captured by its Tee: header, then the live lines joined by \r.
    QTest::newRow("mamf-finder")
        << "Benchmark started on 2024-01-15 10:30:00\n\n** Dtype: torch.bfloat16\n\n"
           "--------------------\n"
           "     1 |  756.1(mean)  758.2(median)  762.3(max) @ 256x4096x4096        | best:  "
           "756.1(mean)  758.2(median)  762.3(max) TFLOPS\r"
           "     2 |  770.0(mean)  771.5(median)  780.0(max) @ 512x4096x4096        | best:  "
           "770.0(mean)  771.5(median)  780.0(max) TFLOPS\n\n"
           "Tried 2 shapes => the best outcomes were:\n"
           "mean:   770.0 TFLOPS @ 512x4096x4096 (MxNxK)\n"
           "median: 771.5 TFLOPS @ 512x4096x4096 (MxNxK)\n"
        << "" << 2 << "bf16" << 758.2 << 256.0;
}

void TestCalibrationFit::sweepFormats()
{
    QFETCH(QString, text);
    QFETCH(QString, hint);
    QFETCH(int, samples);
    QFETCH(QString, dtype);
    QFETCH(double, firstTflops);
    QFETCH(double, firstM);
    std::vector<Diagnostic> diags;
    const auto s = parseGemmSweep(text.toStdString(), "sweep.csv", diags, hint.toStdString());
    QVERIFY2(s, diags.empty() ? "" : diags[0].text().c_str());
    QCOMPARE(int(s->samples.size()), samples);
    QCOMPARE(QString::fromStdString(s->dtype), dtype);
    QCOMPARE(s->samples[0].tflops, firstTflops);
    QCOMPARE(s->samples[0].m, firstM);
}

void TestCalibrationFit::sweepRefusesBadInput_data()
{
    QTest::addColumn<QString>("text");
    // The reason's code and arguments, as the language-neutral text reads them (debugText).
    QTest::addColumn<QString>("message");
    QTest::newRow("no header") << "1,2,3,4\n"
                               << "CALIB_GEMM_BAD_HEADER"; // must name the columns
    QTest::newRow("no dtype") << "m,n,k,tflops\n1024,1024,1024,400\n"
                              << "CALIB_GEMM_NO_DTYPE"; // the data type is not given
    QTest::newRow("negative rate") << "m,n,k,dtype,tflops\n1024,1024,1024,bf16,-4\n"
                                   << "CALIB_GEMM_IMPLAUSIBLE"; // input contract
    QTest::newRow("huge dimension") << "m,n,k,dtype,tflops\n1e12,1024,1024,bf16,4\n"
                                    << "CALIB_GEMM_IMPLAUSIBLE";
    QTest::newRow("unknown type") << "m,n,k,dtype,tflops\n1024,1024,1024,int4,4\n"
                                  << "CALIB_UNKNOWN_DTYPE(int4)";
}

void TestCalibrationFit::sweepRefusesBadInput()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    std::vector<Diagnostic> diags;
    const auto s = parseGemmSweep(text.toStdString(), "bad.csv", diags);
    QVERIFY(!s);
    std::string all;
    for (const auto& d : diags)
        all += d.text() + "\n";
    QVERIFY2(all.find(message.toStdString()) != std::string::npos, all.c_str());
    QVERIFY2(all.find("bad.csv") != std::string::npos, all.c_str());
}

void TestCalibrationFit::gemmFitRecovers_data()
{
    QTest::addColumn<double>("efficiency");
    QTest::addColumn<double>("noise");
    QTest::newRow("0.60 exact") << 0.60 << 0.0;
    QTest::newRow("0.75 exact") << 0.75 << 0.0;
    QTest::newRow("0.85 ±1 %") << 0.85 << 0.01;
    QTest::newRow("0.45 ±3 %") << 0.45 << 0.03;
}

void TestCalibrationFit::gemmFitRecovers()
{
    QFETCH(double, efficiency);
    QFETCH(double, noise);
    const GemmDevice dev = h100();
    const GemmFit fit = fitGemm(syntheticSweep(dev, efficiency, noise), dev);
    QVERIFY(fit.ok);
    QVERIFY2(near(fit.efficiency, efficiency, 0.02), qPrintable(QString::number(fit.efficiency)));
    QVERIFY(fit.computeBound > 0 && fit.computeBound <= fit.samples);
    QCOMPARE(fit.relResiduals.size(), size_t(fit.samples));
    QVERIFY2(fit.maxRelResidual <= noise * 1.1 + 0.02,
             qPrintable(QString::number(fit.maxRelResidual)));
    if (noise == 0) {
        QVERIFY(fit.maxRelResidual < 1e-6);
        QVERIFY(fit.r2 > 0.999999);
    }
}

void TestCalibrationFit::gemmFitMemoryBound()
{
    // Matrix-vector shapes are bound by HBM at any efficiency: the ceiling is not observable.
    GemmSweep s{"gemv.csv", "bf16", {{65536, 1, 65536, 2.5}, {131072, 1, 131072, 2.6}}};
    const GemmFit fit = fitGemm(s, h100());
    QVERIFY(!fit.ok);
}

void TestCalibrationFit::profileRoundTrip()
{
    Design d = example("h100-rail-4su");
    const std::string before = io::saveDesign(d, cc::test::bundledCatalog());
    QVERIFY(before.find("\"calibration\"") == std::string::npos); // absent stays absent
    CalibrationProfile p;
    p.gpu = "NVIDIA H100 SXM5 80GB";
    p.created = "2026-12-01";
    p.tiers.push_back({CalibratedTier::ScaleOut,
                       false,
                       9.5e-6,
                       310e9,
                       16,
                       {24, 0.9991, 0.01, 0.03},
                       "nccl-tests: ar.txt"});
    p.gemm = GemmCalibration{"bf16", 0.712, {40, 0.98, 0.02, 0.05}, "GEMM sweep: s.csv"};
    p.step = StepCalibration{1.07, 12.5, 11.68, "GPT-3 175B pre-training"};
    d.calibration = p;
    const std::string text = io::saveDesign(d, cc::test::bundledCatalog());
    const Design back = io::loadDesign(text, "round.json");
    QVERIFY(back.calibration);
    QCOMPARE(back.calibration->tiers.size(), size_t(1));
    QVERIFY(near(back.calibration->tiers[0].alphaS, 9.5e-6, 1e-12));
    QVERIFY(near(back.calibration->tiers[0].busBytesPerS, 310e9, 1e-12));
    QCOMPARE(back.calibration->gemm->efficiency, 0.712);
    QCOMPARE(back.calibration->step->factor, 1.07);
    QCOMPARE(io::saveDesign(back, cc::test::bundledCatalog()), text);
}

void TestCalibrationFit::profileRefused_data()
{
    QTest::addColumn<QString>("calibration");
    QTest::addColumn<QString>("path");
    QTest::newRow("newer version") << R"({"version": 2})"
                                   << "calibration.version";
    QTest::newRow("no version") << R"({"gpu": "x"})"
                                << "calibration.version";
    QTest::newRow("efficiency over 1")
        << R"({"version": 1, "gemm": {"dtype": "bf16", "efficiency": 1.5}})"
        << "calibration.gemm.efficiency";
    QTest::newRow("unknown tier")
        << R"({"version": 1, "tiers": [{"tier": "core", "alphaS": 1e-6, "busBytesPerS": 1e9, "ranks": 8}]})"
        << "calibration.tiers[0].tier";
    QTest::newRow("zero bandwidth")
        << R"({"version": 1, "tiers": [{"tier": "scaleUp", "alphaS": 1e-6, "busBytesPerS": 0, "ranks": 8}]})"
        << "calibration.tiers[0].busBytesPerS";
    QTest::newRow("absurd step factor") << R"({"version": 1, "step": {"factor": 1000}})"
                                        << "calibration.step.factor";
    QTest::newRow("not an object") << R"([1, 2])"
                                   << "calibration";
}

void TestCalibrationFit::profileRefused()
{
    QFETCH(QString, calibration);
    QFETCH(QString, path);
    std::string text = io::saveDesign(example("dgx-h100-single"), cc::test::bundledCatalog());
    text.insert(text.rfind('}'), ",\n\"calibration\": " + calibration.toStdString() + "\n");
    try {
        (void)io::loadDesign(text, "bad.json");
        QFAIL("accepted");
    } catch (const FormatError& e) {
        const std::string what = e.what();
        QVERIFY2(what.find(path.toStdString()) != std::string::npos, what.c_str());
        QVERIFY2(what.find("bad.json") != std::string::npos, what.c_str());
    }
}

void TestCalibrationFit::ringMappingReproducesMeasurement_data()
{
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("bus");
    QTest::newRow("2 nodes, 300 GB/s") << 16 << 300e9;
    QTest::newRow("16 nodes, 180 GB/s") << 128 << 180e9;
}

void TestCalibrationFit::ringMappingReproducesMeasurement()
{
    // After applying, the analysis' own bus bandwidth for the measured ring is the measurement.
    QFETCH(int, ranks);
    QFETCH(double, bus);
    const Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    std::vector<Finding> f;
    ComputeHardware hw = computeHardware(analyze(d, cat), d, cat, Precision::Bf16, f);
    QVERIFY(hw.valid);
    CalibrationProfile p;
    p.tiers.push_back({CalibratedTier::ScaleOut, false, 7e-6, bus, ranks, {}, ""});
    const CalibrationUse use = applyCalibration(p, hw, "bf16");
    QVERIFY(use.scaleOut && !use.scaleUp);
    QVERIFY(near(groupBusBytesPerS(hw, ranks, 1), std::min(bus, hw.scaleUpBusBytesPerS), 1e-9));
    QCOMPARE(hw.alphaInterS, 7e-6);
}

void TestCalibrationFit::stepFactorScalesEveryFigure()
{
    Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    const Evaluation plain = evaluate(d, cat);
    QVERIFY(plain.training && plain.training->valid);
    QVERIFY(!plain.training->calibration);
    CalibrationProfile p;
    p.step = StepCalibration{1.25, 0, 0, ""};
    d.calibration = p;
    const Evaluation cal = evaluate(d, cat);
    const PerformanceReport& a = plain.training->performance;
    const PerformanceReport& b = cal.training->performance;
    QVERIFY(near(b.stepTimeS, 1.25 * a.stepTimeS, 1e-9));
    QVERIFY(near(b.breakdownS.compute, 1.25 * a.breakdownS.compute, 1e-9));
    QVERIFY(near(b.tokensPerS, a.tokensPerS / 1.25, 1e-9));
    QVERIFY(near(b.mfu, a.mfu / 1.25, 1e-9));
    QVERIFY(near(b.timeToTrainS, 1.25 * a.timeToTrainS, 1e-9));
    QVERIFY(cal.training->run.wallTimeS > plain.training->run.wallTimeS);
    QVERIFY(cal.training->calibration && cal.training->calibration->step);
    // Marked in the text, the JSON and the explained figures.
    const std::string text = io::reportToText(cal.report, d, cal.trainingOrNull(), false);
    QVERIFY2(text.find("CALIB_STEP(1.250)") != std::string::npos, text.c_str());
    const auto json = nlohmann::json::parse(io::reportToJson(cal.report, d, cal.trainingOrNull()));
    QCOMPARE(json["calibration"]["calibrated"].get<bool>(), true);
    QCOMPARE(json["calibration"]["stepTimeFactor"].get<double>(), 1.25);
    QCOMPARE(json["performance"]["calibrated"].get<bool>(), true);
    const auto plainJson =
        nlohmann::json::parse(io::reportToJson(plain.report, d, plain.trainingOrNull()));
    QVERIFY(!plainJson.contains("calibration"));
    bool marked = false;
    for (const auto& f : cal.figures)
        if (f.key == "stepTime")
            marked = f.title.code == "FIGURE_CALIBRATED";
    QVERIFY(marked);
}

void TestCalibrationFit::otherGpuIsNotApplied()
{
    Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    const double before = evaluate(d, cat).training->performance.stepTimeS;
    CalibrationProfile p;
    p.gpu = "Some other GPU";
    p.step = StepCalibration{2, 0, 0, ""};
    d.calibration = p;
    const Evaluation e = evaluate(d, cat);
    QCOMPARE(e.training->performance.stepTimeS, before);
    QVERIFY(!e.training->calibration);
    bool warned = false;
    for (const auto& f : e.training->findings)
        warned = warned || f.code == "CALIBRATION_OTHER_GPU";
    QVERIFY(warned);
}

void TestCalibrationFit::scenariosCompareCatalogAndCalibrated()
{
    Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    auto catalogOnly = snapshotOf(d);
    CalibrationProfile p;
    p.step = StepCalibration{1.5, 0, 0, ""};
    d.calibration = p;
    auto calibrated = snapshotOf(d);
    QVERIFY(calibrated->calibration); // a scenario keeps its calibration
    const std::vector<AnalysedDesign> cols{analyseForComparison("", calibrated, cat),
                                           analyseForComparison("catalog", catalogOnly, cat)};
    const auto rows = compareRows(cols, cat);
    const auto row = std::find_if(rows.begin(), rows.end(),
                                  [](const ComparisonRow& r) { return r.key == "calibration"; });
    QVERIFY(row != rows.end());
    QCOMPARE(row->cells[0].text.code, std::string("CMP_FROM_CALIBRATION"));
    QCOMPARE(row->cells[1].text.code, std::string("CMP_FROM_CATALOG"));
    QVERIFY(row->differs);
}

void TestCalibrationFit::calibrateRecoversKnownValues()
{
    const Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    CalibrationInputs in;
    in.nccl.push_back(ncclRun("all_reduce_perf", 8, 4e-6, 350e9, true));
    in.nccl.push_back(ncclRun("all_gather_perf", 8, 4e-6, 350e9, false));
    in.nccl.push_back(ncclRun("all_reduce_perf", 16, 9e-6, 280e9, true));
    const GemmDevice dev = h100();
    in.gemm = syntheticSweep(dev, 0.72, 0);
    in.stepS = 30.0;
    const CalibrationResult r = calibrate(d, cat, in);
    QVERIFY2(r.problems.empty(), r.problems.empty() ? "" : r.problems[0].text().c_str());
    QCOMPARE(r.tiers.size(), size_t(2));
    for (const TierResult& t : r.tiers) {
        const bool up = t.tier.tier == CalibratedTier::ScaleUp;
        QVERIFY(near(t.tier.alphaS, up ? 4e-6 : 9e-6, 0.02));
        QVERIFY(near(t.tier.busBytesPerS, up ? 350e9 : 280e9, 0.02));
        QVERIFY(t.tier.fit.r2 > 0.999);
    }
    QVERIFY(r.profile.gemm);
    QVERIFY(near(r.profile.gemm->efficiency, 0.72, 0.02));
    QVERIFY(r.profile.step);
    // With the factor, the calibrated design reproduces the measured step.
    QVERIFY(near(r.calibratedStepS, 30.0, 1e-6));
    QVERIFY(r.catalogStepS > 0 && !near(r.catalogStepS, 30.0, 0.01));
    QCOMPARE(r.profile.gpu, evaluate(d, cat).hardware->gpuName);
}

void TestCalibrationFit::editUndoes()
{
    Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    const std::string before = io::saveDesign(d, cat);
    CalibrationProfile p;
    p.step = StepCalibration{1.1, 0, 0, ""};
    SetCalibration edit(p);
    QCOMPARE(QString::fromStdString(edit.text().code), QStringLiteral("UNDO_APPLY_CALIBRATION"));
    edit.apply(d);
    QVERIFY(d.calibration && !edit.isNoOp(d));
    QVERIFY(io::saveDesign(d, cat) != before);
    edit.revert(d);
    QCOMPARE(io::saveDesign(d, cat), before);
}

void TestCalibrationFit::commandLine()
{
    // As a user would: measurement files in, a calibrated design out, calibrated figures shown.
    QTemporaryDir dir;
    const auto write = [&](const char* name, const std::string& text) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.data(), qint64(text.size()));
    };
    write("all_reduce_8.txt", ncclText("all_reduce_perf", 8, 4e-6, 350e9, true));
    write("all_reduce_16.txt", ncclText("all_reduce_perf", 16, 9e-6, 280e9, true));
    std::string csv = "m,n,k,dtype,tflops\n";
    for (const GemmSample& g : syntheticSweep(h100(), 0.7, 0).samples)
        csv += std::to_string(int(g.m)) + "," + std::to_string(int(g.n)) + "," +
               std::to_string(int(g.k)) + ",bf16," + std::to_string(g.tflops) + "\n";
    write("sweep.csv", csv);
    const QString design = QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json");
    const QString out = dir.filePath(QStringLiteral("calibrated.json"));
    QProcess p;
    p.start(QStringLiteral(CC_APP_PATH),
            {QStringLiteral("calibrate"), design, QStringLiteral("--nccl"),
             dir.filePath(QStringLiteral("all_reduce_8.txt")),
             dir.filePath(QStringLiteral("all_reduce_16.txt")), QStringLiteral("--gemm"),
             dir.filePath(QStringLiteral("sweep.csv")), QStringLiteral("--step"),
             QStringLiteral("30"), QStringLiteral("-o"), out});
    QVERIFY(p.waitForFinished(120000));
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(p.exitCode() == 0, qPrintable(text + QString::fromUtf8(p.readAllStandardError())));
    QVERIFY2(text.contains(QStringLiteral("scale-out")) && text.contains(QStringLiteral("R\u00b2")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GEMM bf16 ceiling: 70.0 %")), qPrintable(text));
    p.start(QStringLiteral(CC_APP_PATH),
            {QStringLiteral("analyze"), out, QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(120000));
    const auto json = nlohmann::json::parse(p.readAllStandardOutput().toStdString());
    QCOMPARE(json["calibration"]["calibrated"].get<bool>(), true);
    QVERIFY(near(json["performance"]["stepTimeS"].get<double>(), 30.0, 1e-6));
}

QTEST_GUILESS_MAIN(TestCalibrationFit)
#include "tst_calibration_fit.moc"
