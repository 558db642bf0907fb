// The parallel layout: dp resolution and one finding per contradiction, never a crash.
#include "TestUtil.h"
#include "TrainingTestUtil.h"
#include "views/text/MessageText.h"

#include "model/training/Layout.h"
#include "model/training/Memory.h"

#include <nlohmann/json.hpp>

using namespace cc::model;
using cc::test::job;
using cc::test::kGiB;
using cc::test::layoutOf;
using cc::test::near;
using cc::test::presetWorkload;

namespace {

const Finding* findingOf(const std::vector<Finding>& fs, const std::string& code)
{
    for (const auto& f : fs)
        if (f.code == code)
            return &f;
    return nullptr;
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private slots:
    void layoutResolvesDp();
    void layoutContradictions_data();
    void layoutContradictions();
    void layoutNeverCrashes_data();
    void layoutNeverCrashes();
    void embeddingAndLossFillChunks();
};

void TestLayout::layoutResolvesDp()
{
    Workload w = presetWorkload("gpt3-175b");
    w.training.layout.tp = 8;
    w.training.layout.pp = 8;
    w.training.globalBatch = 1536;
    std::vector<Finding> f;
    const ResolvedLayout l = resolveLayout(w, 1024, f);
    QVERIFY(l.valid);
    QVERIFY(f.empty());
    QCOMPARE(l.dp, 16);
    QCOMPARE(l.microBatches, 96); // 1536 / (1 × 16)
    // The resolved layout holds the job's layout itself (dp still "all remaining GPUs").
    QVERIFY(l.layout == w.training.layout);
    QVERIFY(!l.layout.dp);
    QCOMPARE(l.gpus, 1024);
    // Out-of-range counts are kept at 1 for the models downstream (the findings say why).
    w.training.layout.microBatch = 0;
    w.training.layout.interleave = -2;
    std::vector<Finding> bad;
    const ResolvedLayout clamped = resolveLayout(w, 1024, bad);
    QVERIFY(!clamped.valid);
    QCOMPARE(clamped.layout.microBatch, 1);
    QCOMPARE(clamped.layout.interleave, 1);
    QCOMPARE(clamped.layout.tp, 8);
    w.training.layout.microBatch = 1;
    w.training.layout.interleave = 1;
    // No global batch: one micro-batch per rank and step.
    w.training.globalBatch = 0;
    const ResolvedLayout l2 = resolveLayout(w, 1024, f);
    QVERIFY(l2.valid);
    QCOMPARE(l2.microBatches, 1);
    QVERIFY(findingOf(f, "PIPELINE_FEW_MICROBATCHES")); // a warning, still valid
}

// Megatron's account-for-embedding/loss split: 32 layers + embedding + loss fill 34 chunks, one
// slot each (the Qwen3 235B recipe runs 94 + 2 over PP 32 x VP 3); a 35th chunk has no slot.
void TestLayout::embeddingAndLossFillChunks()
{
    Workload w = presetWorkload("llama3-8b");
    w.training.layout.pp = 34;
    w.training.layout.embeddingAsLayer = true;
    w.training.layout.lossAsLayer = true;
    w.training.globalBatch = 0;
    std::vector<Finding> f;
    QVERIFY(resolveLayout(w, 34, f).valid);
    QVERIFY(!findingOf(f, "LAYERS_NOT_DIVISIBLE"));
    // Stage 0 holds the embedding alone, the last stage the loss alone; the layers add up.
    double layers = 0;
    for (int s = 0; s < 34; ++s)
        layers += pipelineStageLayers(32, w.training.layout, s);
    QCOMPARE(layers, 32.0);
    QCOMPARE(pipelineStageLayers(32, w.training.layout, 0), 0.0);
    QCOMPARE(pipelineStageLayers(32, w.training.layout, 33), 0.0);
    w.training.layout.pp = 35;
    f.clear();
    QVERIFY(!resolveLayout(w, 35, f).valid);
    const Finding* hit = findingOf(f, "LAYERS_NOT_DIVISIBLE");
    QVERIFY(hit);
    const std::string text = cc::views::renderMessageUtf8(hit->message);
    QVERIFY2(text.find("35 pipeline chunks exceed the 32 layers with the embedding and loss "
                       "counted as layers (34)") != std::string::npos,
             text.c_str());
}

void TestLayout::layoutContradictions_data()
{
    QTest::addColumn<QString>("preset");
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("inMessage");
    QTest::newRow("dp mismatch") << "llama3-8b"
                                 << R"({"tp":8,"pp":2,"dp":8})" << 64 << "LAYOUT_GPU_MISMATCH"
                                 << "= 128 GPUs, but the job has 64";
    QTest::newRow("tpc not dividing") << "llama3-8b"
                                      << R"({"tp":8,"pp":3})" << 64 << "LAYOUT_GPU_MISMATCH"
                                      << "24 GPUs per model replica";
    QTest::newRow("heads") << "llama3-8b"
                           << R"({"tp":3})" << 48 << "HEADS_NOT_DIVISIBLE"
                           << "tp 3 does not divide the 32 attention heads";
    QTest::newRow("kv heads") << "llama3-8b"
                              << R"({"tp":16})" << 64 << "KV_HEADS_NOT_DIVISIBLE"
                              << "8 key/value heads";
    QTest::newRow("ffn") << "gpt2-124m"
                         << R"({"tp":4,"ffnHidden":3070})" << 4 << "FFN_NOT_DIVISIBLE"
                         << "MLP width 3,070";
    // An uneven split is analysed (a PIPELINE_UNEVEN warning, tst_step_terms); more chunks
    // than layers is impossible.
    QTest::newRow("layers") << "llama3-8b"
                            << R"({"pp":40})" << 40 << "LAYERS_NOT_DIVISIBLE"
                            << "40 pipeline chunks exceed the 32 layers";
    QTest::newRow("layers interleaved")
        << "llama3-8b"
        << R"({"pp":4,"pipelineInterleave":12})" << 8 << "LAYERS_NOT_DIVISIBLE"
        << "48 pipeline chunks";
    QTest::newRow("interleave without pp")
        << "llama3-8b"
        << R"({"pipelineInterleave":2})" << 8 << "INTERLEAVE_WITHOUT_PP"
        << "pp is 1";
    QTest::newRow("batch") << "llama3-8b"
                           << R"({"globalBatch":100})" << 8 << "BATCH_NOT_DIVISIBLE"
                           << "100 sequences is not a multiple of";
    QTest::newRow("seq") << "llama3-8b"
                         << R"({"cp":3})" << 3 << "SEQ_NOT_DIVISIBLE"
                         << "sequence length 8,192";
    QTest::newRow("ep dense") << "llama3-8b"
                              << R"({"ep":2})" << 8 << "EP_WITHOUT_EXPERTS"
                              << "dense";
    QTest::newRow("experts") << "mixtral-8x7b"
                             << R"({"ep":3})" << 6 << "EXPERTS_NOT_DIVISIBLE"
                             << "8 experts";
    QTest::newRow("ep dp") << "mixtral-8x7b"
                           << R"({"ep":8})" << 4 << "EP_NOT_DIVIDING_DP"
                           << "tp × cp × dp = 4";
    QTest::newRow("tp 0") << "llama3-8b"
                          << R"({"tp":0})" << 8 << "PARALLELISM_INVALID"
                          << "tp is 0";
    QTest::newRow("micro -1") << "llama3-8b"
                              << R"({"microBatch":-1})" << 8 << "PARALLELISM_INVALID"
                              << "microBatch is -1";
    QTest::newRow("no gpus") << "llama3-8b"
                             << R"({})" << 0 << "LAYOUT_NO_GPUS"
                             << "0 GPUs";
    QTest::newRow("offload") << "llama3-8b"
                             << R"({"offload":"optimizer+params"})" << 8 << "OFFLOAD_NEEDS_ZERO"
                             << "ZeRO stage 3";
    QTest::newRow("offload zero 0")
        << "llama3-8b"
        << R"({"offload":"optimizer","zeroStage":0})" << 8 << "OFFLOAD_NEEDS_ZERO"
        << "stage is 0";
}

void TestLayout::layoutContradictions()
{
    QFETCH(QString, preset);
    QFETCH(QString, json);
    QFETCH(int, gpus);
    QFETCH(QString, code);
    QFETCH(QString, inMessage);
    std::vector<Diagnostic> diags;
    auto w = parseWorkload(R"({"preset":")" + preset.toStdString() + R"("})", "", diags);
    QVERIFY(w);
    // Apply the training fields directly (so that values the parser rejects reach the layout).
    const auto j = nlohmann::json::parse(json.toStdString());
    TrainingSetup& t = w->training;
    for (const auto& [k, v] : j.items()) {
        if (k == "tp")
            t.layout.tp = v;
        else if (k == "pp")
            t.layout.pp = v;
        else if (k == "dp")
            t.layout.dp = v.get<int>();
        else if (k == "cp")
            t.layout.cp = v;
        else if (k == "ep")
            t.layout.ep = v;
        else if (k == "pipelineInterleave")
            t.layout.interleave = v;
        else if (k == "globalBatch")
            t.globalBatch = v;
        else if (k == "microBatch")
            t.layout.microBatch = v;
        else if (k == "zeroStage")
            t.layout.zeroStage = v;
        else if (k == "ffnHidden")
            w->model.ffnHidden = v;
        else if (k == "offload")
            t.offload = v == "optimizer" ? Offload::Optimizer : Offload::OptimizerParams;
    }
    std::vector<Finding> f;
    const ResolvedLayout l = resolveLayout(*w, gpus, f);
    const Finding* hit = findingOf(f, code.toStdString());
    QVERIFY2(hit, qPrintable(QLatin1String("no ") + code));
    QVERIFY(hit->severity == Severity::Error);
    const std::string text = cc::views::renderMessageUtf8(hit->message); // English
    QVERIFY2(text.find(inMessage.toStdString()) != std::string::npos, text.c_str());
    QVERIFY(!hit->suggestion.empty());
    QVERIFY(!l.valid);
    QVERIFY(l.layout.tp >= 1 && l.layout.pp >= 1 && l.dp >= 1 && l.layout.cp >= 1 &&
            l.layout.ep >= 1 && l.microBatches >= 1);
    // The memory model must survive an invalid layout too.
    QVERIFY(std::isfinite(peakBytesPerGpu(*w, l)));
}

void TestLayout::layoutNeverCrashes_data()
{
    QTest::addColumn<int>("value");
    QTest::addColumn<int>("gpus");
    QTest::newRow("zero") << 0 << 0;
    QTest::newRow("negative") << -7 << -3;
    QTest::newRow("huge") << 1 << 2147483647;
}

void TestLayout::layoutNeverCrashes()
{
    QFETCH(int, value);
    QFETCH(int, gpus);
    Workload w; // an empty model too
    w.training.layout.tp = w.training.layout.pp = w.training.layout.cp = w.training.layout.ep =
        value;
    w.training.layout.microBatch = w.training.layout.interleave = value;
    w.training.layout.dp = value;
    w.training.globalBatch = value;
    std::vector<Finding> f;
    const ResolvedLayout l = resolveLayout(w, gpus, f);
    QVERIFY(!l.valid);
    QVERIFY(findingOf(f, "MODEL_SHAPE_INVALID"));
    const double bytes = peakBytesPerGpu(w, l);
    QVERIFY(std::isfinite(bytes) && bytes >= 0);
    const MemoryReport r = analyzeMemory(w, l, {80e9, 1e12, 8});
    QVERIFY(std::isfinite(r.perGpu.total()));
}

QTEST_APPLESS_MAIN(TestLayout)
#include "tst_layout.moc"
