// Activation memory against Korthikanti et al. 2022 and the generalised constants (GQA, gated
// MLPs, MoE, context parallelism, fp32) derived in model/training/MemoryActivations.cpp.
#include "TestUtil.h"
#include "TrainingTestUtil.h"

#include "model/training/Layout.h"
#include "model/training/Memory.h"

using namespace cc::model;
using cc::test::job;
using cc::test::kGiB;
using cc::test::layoutOf;
using cc::test::near;
using cc::test::presetWorkload;

namespace {

ModelShape gpt(int layers, int hidden, int heads)
{
    ModelShape m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = m.kvHeads = heads;
    m.ffnHidden = 4 * hidden;
    m.vocab = 51200;
    m.seqLen = 2048;
    return m;
}

QByteArray gb(double got, double want)
{
    return QByteArray::number(got / 1e9, 'f', 4) + " GB, want " +
           QByteArray::number(want / 1e9, 'f', 4);
}

} // namespace

class TestActivations : public QObject {
    Q_OBJECT
private slots:
    void korthikanti_data();
    void korthikanti();
    void generalised_data();
    void generalised();
    void pipelineStagesHoldFewerMicroBatches();
};

// Korthikanti et al. 2022, §4 and Table 2 (bytes, fp16, s = 2048, b = 1, t = 8, first pipeline
// stage holding p micro-batches of L/p layers = L layers' worth):
//   TP + SP + selective: 34·sbhL/t         TP + selective: sbhL·(10 + 24/t)
//   TP + SP, none:       sbhL/t·(34 + 5as/h)   TP, none: sbhL·(10 + 24/t + 5as/(ht))
//   full recompute (SP): 2sbhL/t, plus one layer's SP activations while recomputing (34·sbh/t)
// 175B (a 96, h 12288, L 96): sbhL = 2,415,919,104; 5as/h = 80.
//   34/8 → 10,267,656,192; 13 → 31,406,948,352; 114/8 → 34,426,847,232; 10 + 3 + 10 →
//   55,566,139,392; full: 603,979,776 + 106,954,752 = 710,934,528.
//   Interleaved v = 2, m = 16: × (1 + 7/16) → 14,759,755,776.
// 530B (a 128, h 20480, L 105, p 35): sbhL = 4,404,019,200; 34/8 → 18,717,081,600;
//   5as/(ht) = 8: 21 → 92,484,403,200.
// 1T (a 160, h 25600, L 128, p 64): sbhL = 6,710,886,400; 34/8 → 28,521,267,200; 21 →
//   140,928,614,400.
void TestActivations::korthikanti_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("interleave");
    QTest::addColumn<int>("globalBatch");
    QTest::addColumn<bool>("sp");
    QTest::addColumn<int>("recompute");
    QTest::addColumn<bool>("flash");
    QTest::addColumn<double>("bytes");
    const int none = int(Recompute::None), sel = int(Recompute::Selective),
              full = int(Recompute::Full);
    QTest::newRow("175B SP+selective")
        << 96 << 12288 << 96 << 8 << 1 << 8 << true << sel << false << 10267656192.0;
    QTest::newRow("175B TP+selective")
        << 96 << 12288 << 96 << 8 << 1 << 8 << false << sel << false << 31406948352.0;
    QTest::newRow("175B TP+SP") << 96 << 12288 << 96 << 8 << 1 << 8 << true << none << false
                                << 34426847232.0;
    QTest::newRow("175B TP") << 96 << 12288 << 96 << 8 << 1 << 8 << false << none << false
                             << 55566139392.0;
    QTest::newRow("175B SP+flash")
        << 96 << 12288 << 96 << 8 << 1 << 8 << true << none << true << 10267656192.0;
    QTest::newRow("175B full") << 96 << 12288 << 96 << 8 << 1 << 8 << true << full << true
                               << 710934528.0;
    QTest::newRow("175B interleaved")
        << 96 << 12288 << 96 << 8 << 2 << 16 << true << sel << false << 14759755776.0;
    QTest::newRow("530B SP+selective")
        << 105 << 20480 << 128 << 35 << 1 << 35 << true << sel << false << 18717081600.0;
    QTest::newRow("530B TP") << 105 << 20480 << 128 << 35 << 1 << 35 << false << none << false
                             << 92484403200.0;
    QTest::newRow("1T SP+selective")
        << 128 << 25600 << 160 << 64 << 1 << 64 << true << sel << false << 28521267200.0;
    QTest::newRow("1T TP") << 128 << 25600 << 160 << 64 << 1 << 64 << false << none << false
                           << 140928614400.0;
}

void TestActivations::korthikanti()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, pp);
    QFETCH(int, interleave);
    QFETCH(int, globalBatch);
    QFETCH(bool, sp);
    QFETCH(int, recompute);
    QFETCH(bool, flash);
    QFETCH(double, bytes);
    Workload w = job(gpt(layers, hidden, heads));
    w.training.layout.tp = 8;
    w.training.layout.pp = pp;
    w.training.layout.interleave = interleave;
    w.training.globalBatch = globalBatch;
    w.training.layout.sequenceParallel = sp;
    w.training.layout.recompute = Recompute(recompute);
    w.training.flashAttention = flash;
    const ResolvedLayout l = layoutOf(w, 8 * pp);
    QVERIFY(l.valid);
    const MemoryReport r = analyzeMemory(w, l, {80e9, 0, 8});
    QVERIFY2(near(r.stages[0].activations, bytes, 1e-12), gb(r.stages[0].activations, bytes));
}

// The constant generalised (MemoryActivations.cpp), SP + selective, first stage = L layers:
// Llama 3 70B (GQA 8/64, SwiGLU f = 3.5h): 10 + 2·(2 + 2/8) + 3·2·3.5 = 35.5 per sbh;
//   s 8192, h 8192, L 80, t 8: 35.5 · 8192·8192·80/8 = 23,823,646,720; cp 2 halves it.
// Mixtral (GQA 8/32, top-2 of 8, f_e = 3.5h), s 4096, t 1, pp 2 → 16 layers × 2 micro-batches:
//   R = 10 + 2·2·2 + 4·8/4096, T = 2·(2 + 2/4) + 3·2·2·3.5 = 47 → 65.0078125 · 4096² · 32 =
//   34,900,803,584.
// fp32 training doubles the 2-byte terms: GPT-3 175B SP+selective (4·4 + 2 + 48)/8 = 66/8 per
//   sbh instead of 34/8 → 2,415,919,104 · 66/8 = 19,931,332,608.
void TestActivations::generalised_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<int>("tp");
    QTest::addColumn<int>("pp");
    QTest::addColumn<int>("cp");
    QTest::addColumn<int>("seqLen");
    QTest::addColumn<bool>("fp32");
    QTest::addColumn<double>("bytes");
    QTest::newRow("llama3-70b GQA gated")
        << "llama3-70b" << 8 << 4 << 1 << 8192 << false << 23823646720.0;
    QTest::newRow("llama3-70b cp 2")
        << "llama3-70b" << 8 << 4 << 2 << 8192 << false << 11911823360.0;
    QTest::newRow("mixtral MoE") << "mixtral-8x7b" << 1 << 2 << 1 << 4096 << false << 34900803584.0;
    QTest::newRow("gpt3 fp32") << "gpt3-175b" << 8 << 8 << 1 << 2048 << true << 19931332608.0;
}

void TestActivations::generalised()
{
    QFETCH(QString, preset);
    QFETCH(int, tp);
    QFETCH(int, pp);
    QFETCH(int, cp);
    QFETCH(int, seqLen);
    QFETCH(bool, fp32);
    QFETCH(double, bytes);
    Workload w = job(findPreset(preset.toStdString())->shape);
    w.model.seqLen = seqLen;
    w.training.layout.tp = tp;
    w.training.layout.pp = pp;
    w.training.layout.cp = cp;
    w.training.globalBatch = pp;
    if (fp32)
        w.training.precision = Precision::Fp32;
    const ResolvedLayout l = layoutOf(w, tp * pp * cp);
    QVERIFY(l.valid);
    const MemoryReport r = analyzeMemory(w, l, {80e9, 0, 8});
    QVERIFY2(near(r.stages[0].activations, bytes, 1e-12), gb(r.stages[0].activations, bytes));
}

// 1F1B: stage i holds min(p − i, m) micro-batches; the last stage holds one plus the fp32
// logits 4·s·b·V/t and the final-norm/head inputs 2·2·s·b·h/t (SP).
void TestActivations::pipelineStagesHoldFewerMicroBatches()
{
    Workload w = job(findPreset("gpt3-175b")->shape);
    w.training.layout.tp = 8;
    w.training.layout.pp = 8;
    w.training.globalBatch = 64;
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 64), {80e9, 0, 8});
    const double perMicroBatch = 10267656192.0 / 8; // 12 layers
    for (int i = 0; i < 7; ++i)
        QVERIFY(near(r.stages[i].activations, perMicroBatch * (8 - i), 1e-12));
    const double head = 2048.0 * 4 * 51200 / 8 + 2048.0 * 4 * 12288 / 8;
    QVERIFY(near(r.stages[7].activations, perMicroBatch + head, 1e-12));
    // Fewer micro-batches than stages: only m are in flight.
    w.training.globalBatch = 2;
    const MemoryReport r2 = analyzeMemory(w, layoutOf(w, 64), {80e9, 0, 8});
    QVERIFY(near(r2.stages[0].activations, 2 * perMicroBatch, 1e-12));
}

QTEST_APPLESS_MAIN(TestActivations)
#include "tst_activations.moc"
