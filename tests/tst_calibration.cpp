// Calibration from nccl-tests output (issue 14 §2): the parser reads the table in its printed
// variants, and the Eigen fit recovers a known latency and bandwidth within 2 % from synthetic
// files; a real published run is fitted with small residuals.
#include "model/calibration/LinkFit.h"
#include "model/calibration/NcclTests.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <QtTest/QtTest>

#include <cmath>
#include <fstream>
#include <sstream>

using namespace cc::model;
using namespace cc::model::calib;

namespace {

/// nccl-tests' table for a ring collective with latency `alpha` per step and bus bandwidth
/// `bus`, times printed with two decimals as nccl-tests does; `srun` adds "0: " prefixes.
std::string synthetic(const char* binary, Collective op, int n, double alpha, double bus,
                      bool srun = false, bool devices = true)
{
    std::ostringstream out;
    const std::string p = srun ? "0: " : "";
    out << p << "# Collective test starting: " << binary << "\n";
    out << p << "# nThread 1 nGpus 1 minBytes 8 maxBytes 8589934592 step: 2(factor)\n";
    if (devices)
        for (int r = 0; r < n; ++r)
            out << p << "#  Rank " << r << " Group  0 Pid 1 on node device " << r
                << " [0x18] NVIDIA H100 80GB HBM3\n";
    out << p
        << "#       size         count      type   redop    root     time   algbw   busbw "
           "#wrong     time   algbw   busbw #wrong\n";
    out << p << "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)\n";
    const double steps = op == Collective::AllReduce ? 2.0 * (n - 1) : n - 1.0;
    const double vol = op == Collective::AllReduce ? 2.0 * (n - 1) / n : (n - 1.0) / n;
    for (double s = 8; s <= 8589934592.0; s *= 4) {
        const double t = steps * alpha + s * vol / bus;
        const double alg = s / t / 1e9;
        char row[256];
        std::snprintf(row, sizeof row,
                      "%12.0f %13.0f     float     sum      -1 %8.2f %7.2f %7.2f      0 %8.2f "
                      "%7.2f %7.2f      0\n",
                      s, s / 4, t * 1e6, alg, alg * vol, t * 1e6, alg, alg * vol);
        out << p << row;
    }
    out << p << "# Avg bus bandwidth    : 1.0\n";
    return out.str();
}

std::string readFile(const std::string& path)
{
    std::ifstream in(path);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

} // namespace

class TestCalibration : public QObject {
    Q_OBJECT
private slots:
    void recoversKnownTier_data();
    void recoversKnownTier();
    void realRun();
    void ranksFromBandwidthRatio();
    void refusesWhatItCannotRead();
};

void TestCalibration::recoversKnownTier_data()
{
    QTest::addColumn<QString>("binary");
    QTest::addColumn<int>("op");
    QTest::addColumn<int>("ranks");
    QTest::addColumn<double>("alpha");
    QTest::addColumn<double>("bus");
    QTest::addColumn<bool>("srun");
    // NVLink-class (8 ranks, 370 GB/s), InfiniBand-class (64 ranks, 47 GB/s), slow RoCE.
    QTest::newRow("all-reduce NVLink")
        << "all_reduce_perf" << int(Collective::AllReduce) << 8 << 3e-6 << 370e9 << false;
    QTest::newRow("all-gather IB")
        << "all_gather_perf" << int(Collective::AllGather) << 64 << 8e-6 << 47e9 << true;
    QTest::newRow("reduce-scatter")
        << "reduce_scatter_perf" << int(Collective::ReduceScatter) << 16 << 6e-6 << 90e9 << false;
    QTest::newRow("all-to-all") << "alltoall_perf" << int(Collective::AllToAll) << 32 << 12e-6
                                << 35e9 << false;
}

void TestCalibration::recoversKnownTier()
{
    QFETCH(QString, binary);
    QFETCH(int, op);
    QFETCH(int, ranks);
    QFETCH(double, alpha);
    QFETCH(double, bus);
    QFETCH(bool, srun);
    std::vector<Diagnostic> diags;
    const std::string text =
        synthetic(binary.toLatin1().constData(), Collective(op), ranks, alpha, bus, srun);
    const auto run = parseNcclTests(text, "measured.txt", diags);
    QVERIFY2(run, diags.empty() ? "" : diags[0].text().c_str());
    QCOMPARE(int(run->op), op);
    QCOMPARE(run->ranks, ranks);
    QCOMPARE(run->samples.size(), size_t(16));
    const LinkFit fit = fitLink({*run});
    QVERIFY(fit.ok);
    QVERIFY2(std::abs(fit.alphaS / alpha - 1) < 0.02, qPrintable(QString::number(fit.alphaS)));
    QVERIFY2(std::abs(fit.busBytesPerS / bus - 1) < 0.02,
             qPrintable(QString::number(fit.busBytesPerS)));
    QVERIFY(fit.rmsRelResidual < 0.01);
    QVERIFY(fit.r2 > 0.999);
}

void TestCalibration::realRun()
{
    std::vector<Diagnostic> diags;
    const std::string path = std::string(CC_TEST_DATA) + "/nccl/roce-2rank-all_reduce_perf.txt";
    const auto run = parseNcclTests(readFile(path), path, diags);
    QVERIFY(run);
    QCOMPARE(run->ranks, 2);
    QCOMPARE(run->rankSource, std::string("nranks"));
    QCOMPARE(run->samples.size(), size_t(11));
    const LinkFit fit = fitLink({*run});
    QVERIFY(fit.ok);
    // 2.38-2.84 GB/s measured: the fitted large-message bandwidth lies at the top of that range.
    QVERIFY2(fit.busBytesPerS > 2.7e9 && fit.busBytesPerS < 3.0e9,
             qPrintable(QString::number(fit.busBytesPerS)));
    QVERIFY(fit.alphaS >= 0 && fit.alphaS < 1e-3);
    QVERIFY2(fit.maxRelResidual < 0.10, qPrintable(QString::number(fit.maxRelResidual)));
    QCOMPARE(fit.relResiduals.size(), size_t(11));
}

void TestCalibration::ranksFromBandwidthRatio()
{
    std::vector<Diagnostic> diags;
    const std::string text =
        synthetic("all_reduce_perf", Collective::AllReduce, 16, 5e-6, 40e9, false, false);
    const auto run = parseNcclTests(text, "x", diags);
    QVERIFY(run);
    QCOMPARE(run->ranks, 16);
    QCOMPARE(run->rankSource, std::string("busbw/algbw"));
}

void TestCalibration::refusesWhatItCannotRead()
{
    std::vector<Diagnostic> diags;
    QVERIFY(!parseNcclTests("hello\nworld\n", "notes.txt", diags));
    QVERIFY(diags.at(0).text().find("notes.txt") != std::string::npos);
    diags.clear();
    const std::string noTable = "# Collective test starting: all_reduce_perf\n# nothing ran\n";
    QVERIFY(!parseNcclTests(noTable, "empty.txt", diags));
    QVERIFY(cc::views::renderMessageUtf8(diags.at(0).message).find("no nccl-tests table") !=
            std::string::npos);
    diags.clear();
    // A broken row is named by its line; the rest is still read.
    std::string text = synthetic("all_reduce_perf", Collective::AllReduce, 8, 3e-6, 370e9);
    text += "        1024           256     float     sum      -1     nan    x.xx    0.00      0 "
            "   1.0    1.0    1.0      0\n";
    const auto run = parseNcclTests(text, "bad-row.txt", diags);
    QVERIFY(run);
    QCOMPARE(diags.size(), size_t(1));
    QCOMPARE(diags[0].message.code, std::string("CALIB_AT_LINE"));
    QVERIFY(cc::views::renderMessageUtf8(diags[0].message).rfind("line ", 0) == 0);
}

QTEST_GUILESS_MAIN(TestCalibration)
#include "tst_calibration.moc"
