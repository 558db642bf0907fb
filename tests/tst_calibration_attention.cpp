// Calibration part 3 (issue 14 §2): the attention efficiency fitted to a measured FlashAttention
// benchmark (its own text output or a CSV), bounded like every input, stored in the profile and
// applied in the one evaluation; and the real measurement fixtures of tests/data/gemm and
// tests/data/attention (their sources in the READMEs there) read and fitted.
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/calibration/ApplyCalibration.h"
#include "model/calibration/AttentionFit.h"
#include "model/calibration/Calibrate.h"
#include "model/calibration/CalibrationText.h"
#include "model/io/DesignIo.h"
#include "model/text/Message.h"
#include "model/training/StepTerms.h"

#include <QProcess>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>

using namespace cc::model;
using namespace cc::model::calib;

namespace {

Design example(const char* name)
{
    return io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name + ".json");
}

std::string readAll(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool near(double a, double b, double rel)
{
    return std::abs(a / b - 1) <= rel;
}

/// What benchmark_flash_attention.py prints for one configuration (its f-strings).
std::string flashBlock(bool causal, int dim, int batch, int seq, double fwd, double bwd,
                       double both)
{
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "### causal=%s, headdim=%d, batch_size=%d, seqlen=%d ###\n"
                  "Flash2 fwd: %.2f TFLOPs/s, bwd: %.2f TFLOPs/s, fwd + bwd: %.2f TFLOPs/s\n"
                  "Pytorch fwd: 41.20 TFLOPs/s, bwd: 60.00 TFLOPs/s, fwd + bwd: 52.10 TFLOPs/s\n",
                  causal ? "True" : "False", dim, batch, seq, fwd, bwd, both);
    return buf;
}

const AttentionDevice kH100{989e12, 0.45};

} // namespace

class TestCalibrationAttention : public QObject {
    Q_OBJECT
private slots:
    void readsFlashAttentionText();
    void readsCsvWithinTheContract();
    void fitRecovers_data();
    void fitRecovers();
    void realFlashAttentionFixture();
    void appliedInTheOneEvaluation();
    void realGemmFixtures();
    void cliCalibratesAttention();
};

void TestCalibrationAttention::readsFlashAttentionText()
{
    const std::string text = flashBlock(false, 128, 2, 8192, 300, 280, 286.4) +
                             flashBlock(true, 128, 2, 8192, 250, 240, 243.1) +
                             flashBlock(true, 64, 4, 4096, 190, 170, 176.2);
    std::vector<Diagnostic> diags;
    const auto b = parseAttentionBench(text, "fa.txt", diags);
    QVERIFY(b);
    QVERIFY(diags.empty());
    QCOMPARE(b->method, std::string("Flash2"));
    QCOMPARE(b->samples.size(), size_t(3)); // the Flash2 line of each, not the PyTorch one
    QCOMPARE(b->samples[0].causal, false);
    QCOMPARE(b->samples[1].tflops, 243.1);
    QCOMPARE(b->samples[2].headDim, 64.0);
    QCOMPARE(b->samples[2].seqLen, 4096.0);
    // Another method by name.
    const auto torch = parseAttentionBench(text, "fa.txt", diags, "Pytorch");
    QVERIFY(torch && torch->samples.at(0).tflops == 52.1);
}

void TestCalibrationAttention::readsCsvWithinTheContract()
{
    std::vector<Diagnostic> diags;
    const auto b = parseAttentionBench("seq_len;head_dim;causal;mode;TFLOP/s\n"
                                       "16384;128;yes;fwd_bwd;420\n"
                                       "16384;128;yes;fwd;600\n"      // forward only: not used
                                       "0;128;true;fwd_bwd;10\n"      // sequence 0
                                       "4096;5000;true;fwd_bwd;10\n"  // head dim past the bound
                                       "4096;128;true;fwd_bwd;1e9\n"  // rate past the bound
                                       "4096;128;maybe;fwd_bwd;300\n" // causal unreadable
                                       "2048;64;0;fwd_bwd;150\n",
                                       "a.csv", diags);
    QVERIFY(b);
    QCOMPARE(b->samples.size(), size_t(2));
    QCOMPARE(b->samples[1].causal, false);
    QCOMPARE(diags.size(), size_t(5));
    for (const Diagnostic& d : diags) {
        QCOMPARE(d.file, std::string("a.csv"));
        QVERIFY2(d.message.code == "CALIB_AT_LINE", d.text().c_str()); // named by its line
    }
    // The reason inside "line N: reason".
    QCOMPARE(diags[0].message.args.at(1).parts.at(0).code,
             std::string("CALIB_ATTN_ONE_DIRECTION")); // forward-only
    QCOMPARE(diags[1].message.args.at(1).parts.at(0).code,
             std::string("CALIB_ATTN_IMPLAUSIBLE")); // input contract
    // No usable header, or no sample: nullopt with the reason.
    diags.clear();
    QVERIFY(!parseAttentionBench("m,n,k,tflops\n1,2,3,4\n", "g.csv", diags));
    QCOMPARE(diags.front().message.args.at(1).parts.at(0).code,
             std::string("CALIB_ATTN_CSV_HEADER"));
}

void TestCalibrationAttention::fitRecovers_data()
{
    QTest::addColumn<double>("efficiency");
    QTest::addColumn<double>("noise");
    QTest::newRow("0.33 exact") << 0.33 << 0.0;
    QTest::newRow("0.55 ±1 %") << 0.55 << 0.01;
    QTest::newRow("0.70 ±3 %") << 0.70 << 0.03;
}

void TestCalibrationAttention::fitRecovers()
{
    QFETCH(double, efficiency);
    QFETCH(double, noise);
    AttentionBench b{"synthetic", "Flash3", {}};
    int i = 0;
    for (double seq : {1024.0, 2048.0, 4096.0, 8192.0, 16384.0, 32768.0})
        for (double dim : {64.0, 128.0}) {
            AttentionSample s{seq, dim, true, 0};
            s.tflops = modelAttentionTflops(kH100, efficiency, s) * (1 + noise * ((i++ % 3) - 1));
            b.samples.push_back(s);
        }
    b.samples.push_back({8192, 128, false, 500}); // non-causal: not fitted
    const AttentionFit fit = fitAttention(b, kH100);
    QVERIFY(fit.ok);
    QVERIFY2(near(fit.efficiency, efficiency, 0.02), qPrintable(QString::number(fit.efficiency)));
    QCOMPARE(fit.samples, 12);
    QCOMPARE(fit.skipped, 1);
    QCOMPARE(fit.relResiduals.size(), size_t(12));
    QVERIFY(fit.maxRelResidual <= noise * 1.1 + 1e-9);
    // Rates above the peak are not a measurement in this convention: no fit.
    AttentionBench fast{"fast", "csv", {{16384, 128, true, 5000}}};
    QVERIFY(!fitAttention(fast, kH100).ok);
}

// The Azure ND H100 v5 FlashAttention 2 figure (tests/data/attention/README.md).
void TestCalibrationAttention::realFlashAttentionFixture()
{
    CalibrationInputs in;
    std::vector<Diagnostic> diags;
    QVERIFY(
        readAttentionBench(CC_TEST_DATA "/attention/azure-nd-h100-v5-flash2.csv", "", in, diags));
    QVERIFY(diags.empty());
    const Design d = example("dgx-h100-single");
    const CalibrationResult r = calibrate(d, cc::test::bundledCatalog(), in);
    QVERIFY2(r.problems.empty(), r.problems.empty() ? "" : r.problems[0].text().c_str());
    QVERIFY(r.profile.attention && r.attention);
    const Evaluation plain = evaluate(d, cc::test::bundledCatalog());
    const double peak = plain.hardware ? plain.hardware->peakBf16Flops : 989e12;
    const double want = 327.9e12 / (peak * attentionShapeFactor(8192, 128));
    QVERIFY2(near(r.profile.attention->efficiency, want, 1e-9),
             qPrintable(QString::number(r.profile.attention->efficiency)));
    // FA2 on H100 (~330 TFLOP/s) sits below the catalog's FlashAttention-3-class figure.
    QVERIFY(r.profile.attention->efficiency < r.catalogAttentionEfficiency);
    QVERIFY(r.profile.attention->efficiency > 0.25 && r.profile.attention->efficiency < 0.45);
    QVERIFY(r.profile.attention->source.find("azure-nd-h100-v5-flash2.csv") != std::string::npos);
}

void TestCalibrationAttention::appliedInTheOneEvaluation()
{
    Design d = example("h100-rail-4su");
    const Evaluation plain = evaluate(d, cc::test::bundledCatalog());
    QVERIFY(plain.training && plain.hardware);
    CalibrationProfile p;
    p.gpu = plain.hardware->gpuName;
    p.attention = AttentionCalibration{0.30, "Flash2", {1, 1, 0, 0}, "attention benchmark: x"};
    d.calibration = p;
    // Stored in the design file and read back.
    const Design back = io::loadDesign(io::saveDesign(d, cc::test::bundledCatalog()), "back.json");
    QVERIFY(back.calibration && back.calibration->attention);
    QCOMPARE(*back.calibration->attention, *p.attention);
    const Evaluation cal = evaluate(back, cc::test::bundledCatalog());
    QCOMPARE(cal.hardware->attentionEfficiency, 0.30);
    QVERIFY(cal.training->calibration && cal.training->calibration->attention);
    QCOMPARE(cal.training->calibration->catalogAttentionEfficiency,
             plain.hardware->attentionEfficiency);
    // A lower attention efficiency than the catalog's makes the step longer.
    QVERIFY(plain.hardware->attentionEfficiency > 0.30);
    QVERIFY(cal.training->performance.stepTimeS > plain.training->performance.stepTimeS);
    QVERIFY(
        debugText(calibrationSummary(*cal.training->calibration)).find("CALIB_ATTENTION(30.0 %") !=
        std::string::npos);
    // A profile without an attention fit says so, not silently the catalog's figure.
    CalibrationUse stepOnly;
    stepOnly.step = true;
    stepOnly.stepTimeFactor = 1.1;
    stepOnly.catalogAttentionEfficiency = 0.45;
    QVERIFY(debugText(calibrationSummary(stepOnly)).find("CALIB_ATTENTION_NONE(45.0 %)") !=
            std::string::npos);
    // Out of bounds in a file: refused with the JSON path.
    std::string text = io::saveDesign(d, cc::test::bundledCatalog());
    const size_t at = text.find("\"efficiency\": 0.3", text.find("\"attention\": {"));
    QVERIFY(at != std::string::npos);
    text.replace(at, 17, "\"efficiency\": 1.5");
    try {
        (void)io::loadDesign(text, "bad.json");
        QFAIL("loaded");
    } catch (const FormatError& e) {
        QVERIFY2(std::string(e.what()).find("calibration.attention.efficiency") !=
                     std::string::npos,
                 e.what());
    }
}

// Issue 14 §2 with real sweeps (tests/data/gemm/README.md): read and fitted.
void TestCalibrationAttention::realGemmFixtures()
{
    const Design d = example("dgx-h100-single");
    {
        std::vector<Diagnostic> diags;
        const std::string f = CC_TEST_DATA "/gemm/azure-nd-h100-v5-fp8-cublaslt.csv";
        const auto sweep = parseGemmSweep(readAll(f), f, diags);
        QVERIFY(sweep && diags.empty());
        QCOMPARE(sweep->dtype, std::string("fp8"));
        QCOMPARE(sweep->samples.size(), size_t(9));
        CalibrationInputs in;
        in.gemm = sweep;
        const CalibrationResult r = calibrate(d, cc::test::bundledCatalog(), in);
        QVERIFY(r.profile.gemm && r.gemm);
        QCOMPARE(r.profile.gemm->dtype, std::string("fp8"));
        // About 1,380 of 1,979 TFLOP/s at the largest shapes, but the curve has no launch
        // overhead: it overstates 1024^3 (+62 %) and the relative fit over all nine lands near
        // 0.46 (measured 2026-12-02), the residuals saying so. A known limit of the GEMM curve,
        // not hidden by the test: the fit is real and its quality is reported.
        QVERIFY2(r.gemm->efficiency > 0.4 && r.gemm->efficiency < 0.75,
                 qPrintable(QString::number(r.gemm->efficiency)));
        QCOMPARE(r.gemm->computeBound, 9);
        QCOMPARE(r.gemm->relResiduals.size(), size_t(9));
        QVERIFY(r.gemm->relResiduals.front() > 0.3); // 1024^3: launch-bound, overstated
        QVERIFY(r.gemm->relResiduals[5] < 0);        // 32768^3: above the pooled ceiling
        QVERIFY(r.profile.gemm->fit.maxRelResidual > 0.3);
    }
    {
        std::vector<Diagnostic> diags;
        const std::string f = CC_TEST_DATA "/gemm/mamf-h100-sxm.csv";
        CalibrationInputs in;
        QVERIFY(readMeasurements({}, f, "", in, diags));
        const CalibrationResult r = calibrate(d, cc::test::bundledCatalog(), in);
        QVERIFY(r.profile.gemm && r.gemm);
        QCOMPARE(r.profile.gemm->dtype, std::string("bf16"));
        // One compute-bound shape: the fit reproduces it exactly, ~80 % of peak.
        QVERIFY(r.gemm->maxRelResidual < 1e-6);
        QVERIFY2(r.gemm->efficiency > 0.78 && r.gemm->efficiency < 0.9,
                 qPrintable(QString::number(r.gemm->efficiency)));
    }
}

void TestCalibrationAttention::cliCalibratesAttention()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("cal.json"));
    QProcess p;
    p.start(QStringLiteral(CC_APP_PATH),
            {QStringLiteral("calibrate"),
             QStringLiteral(CC_CATALOG_DIR "/examples/dgx-h100-single.json"),
             QStringLiteral("--attention"),
             QStringLiteral(CC_TEST_DATA "/attention/azure-nd-h100-v5-flash2.csv"),
             QStringLiteral("-o"), out});
    QVERIFY(p.waitForFinished(60000));
    const QByteArray text = p.readAllStandardOutput();
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QVERIFY2(text.contains("Attention (csv, forward + backward)"), text.constData());
    QVERIFY(io::loadDesignFile(out.toStdString()).calibration->attention);
    // Without an attention benchmark the output says the figure is the catalog's.
    QProcess q;
    q.start(QStringLiteral(CC_APP_PATH),
            {QStringLiteral("calibrate"),
             QStringLiteral(CC_CATALOG_DIR "/examples/dgx-h100-single.json"),
             QStringLiteral("--gemm"), QStringLiteral(CC_TEST_DATA "/gemm/mamf-h100-sxm.csv")});
    QVERIFY(q.waitForFinished(60000));
    QVERIFY(q.readAllStandardOutput().contains("Attention: not calibrated (catalog figure"));
    // A FIFO or folder as the benchmark is refused by the input contract, exit 1.
    QProcess r;
    r.start(QStringLiteral(CC_APP_PATH),
            {QStringLiteral("calibrate"),
             QStringLiteral(CC_CATALOG_DIR "/examples/dgx-h100-single.json"),
             QStringLiteral("--attention"), dir.path()});
    QVERIFY(r.waitForFinished(60000));
    QCOMPARE(r.exitCode(), 1);
    QVERIFY(r.readAllStandardError().contains(dir.path().toUtf8()));
}

QTEST_GUILESS_MAIN(TestCalibrationAttention)
#include "tst_calibration_attention.moc"
