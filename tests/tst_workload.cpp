// Workloads: preset parameter counts against the published totals and the JSON format
// (defaults, presets, round trip, errors with JSON paths).
#include "TestUtil.h"
#include "TrainingTestUtil.h"

#include "model/training/Memory.h"
#include "model/training/Workload.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace cc::model;
using cc::test::job;
using cc::test::kGiB;
using cc::test::layoutOf;
using cc::test::near;
using cc::test::presetWorkload;

namespace {

/// Numbers in diagnostics grouped as in English ("10,000"), whatever the test machine's locale.
[[maybe_unused]] const bool kEnglishNumbers =
    (cc::views::setMessageLocale(QLocale(QLocale::English, QLocale::UnitedStates)), true);

std::string readFile(const std::string& p)
{
    std::ifstream in(p, std::ios::binary);
    std::ostringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

std::string dump(const std::vector<Diagnostic>& ds)
{
    std::string s;
    for (const auto& d : ds)
        s += d.text() + "\n";
    return s;
}

bool hasDiag(const std::vector<Diagnostic>& ds, const std::string& path, const std::string& text)
{
    for (const auto& d : ds)
        if (d.path == path &&
            cc::views::renderMessageUtf8(d.message).find(text) != std::string::npos)
            return true;
    return false;
}

} // namespace

class TestWorkload : public QObject {
    Q_OBJECT
private slots:
    void parameterCounts_data();
    void parameterCounts();
    void presetsAreSourcedAndFindable();
    void issueExampleParses();
    void defaultsAreDocumentedValues();
    void presetFillsAndFieldsOverride();
    void roundTrip_data();
    void roundTrip();
    void badValuesNameThePath_data();
    void badValuesNameThePath();
    void fixtureWithManyErrors();
    void unusableInputGivesNothing_data();
    void unusableInputGivesNothing();
    void shippedWorkloadsParse();
};

// Published totals: model cards / papers named in Presets.cpp. Tolerance 2 % where the
// architecture is modelled exactly (biases and learned positions are the only omissions);
// DeepSeek-V3 has multi-head latent attention modelled exactly (q/kv LoRA ranks, rope/nope head
// dims); Qwen3 has head_dim 128 ≠ hidden/heads.
void TestWorkload::parameterCounts_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("total");
    QTest::addColumn<double>("active");
    QTest::addColumn<double>("tolTotal");
    QTest::addColumn<double>("tolActive");
    QTest::newRow("llama3-8b") << "llama3-8b" << 8.03e9 << 8.03e9 << 0.02 << 0.02;
    QTest::newRow("llama3-70b") << "llama3-70b" << 70.6e9 << 70.6e9 << 0.02 << 0.02;
    QTest::newRow("llama3-405b") << "llama3-405b" << 405.9e9 << 405.9e9 << 0.02 << 0.02;
    QTest::newRow("qwen2.5-7b") << "qwen2.5-7b" << 7.61e9 << 7.61e9 << 0.02 << 0.02;
    QTest::newRow("qwen2.5-72b") << "qwen2.5-72b" << 72.7e9 << 72.7e9 << 0.02 << 0.02;
    QTest::newRow("mixtral-8x7b") << "mixtral-8x7b" << 46.7e9 << 12.9e9 << 0.02 << 0.02;
    QTest::newRow("deepseek-v3") << "deepseek-v3" << 671e9 << 37e9 << 0.02 << 0.03;
    QTest::newRow("gpt3-175b") << "gpt3-175b" << 175e9 << 175e9 << 0.02 << 0.02;
    QTest::newRow("qwen3-8b") << "qwen3-8b" << 8.2e9 << 8.2e9 << 0.02 << 0.02;
    QTest::newRow("qwen3-32b") << "qwen3-32b" << 32.8e9 << 32.8e9 << 0.02 << 0.02;
    QTest::newRow("qwen3-235b-a22b") << "qwen3-235b-a22b" << 235e9 << 22e9 << 0.02 << 0.02;
    QTest::newRow("gpt2-124m") << "gpt2-124m" << 124.4e6 << 124.4e6 << 0.02 << 0.02;
}

void TestWorkload::parameterCounts()
{
    QFETCH(QString, id);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, tolTotal);
    QFETCH(double, tolActive);
    const ModelPreset* p = findPreset(id.toStdString());
    QVERIFY(p);
    const double t = parameterCount(p->shape);
    const double a = activeParameterCount(p->shape);
    QVERIFY2(std::abs(t / total - 1) <= tolTotal, QByteArray::number(t / 1e9) + " B total");
    QVERIFY2(std::abs(a / active - 1) <= tolActive, QByteArray::number(a / 1e9) + " B active");
    QVERIFY(a <= t);
}

// Hand check of the exact figure for one dense and one MoE model (see Memory.cpp for the terms):
// Llama 3 8B: 32 × (2·4096² + 2·4096·1024 + 3·4096·14336 + 2·4096) + 2·128256·4096 + 4096.
// Mixtral: 32 × (41,943,040 attention + 8 × 176,160,768 experts + 32,768 router + 8,192 norms)
// + 2·32000·4096 + 4096 = 46,702,792,704 total; active: 2 of 8 experts, 32 × 394,305,536
// + 262,148,096 = 12,879,925,248.
void TestWorkload::presetsAreSourcedAndFindable()
{
    QVERIFY(modelPresets().size() >= 9);
    for (const auto& p : modelPresets()) {
        QVERIFY2(!p.source.empty() && !p.name.empty(), p.id.c_str());
        QCOMPARE(findPreset(p.id), &p);
    }
    QCOMPARE(findPreset("LLAMA3-8B"), findPreset("llama3-8b"));
    QVERIFY(!findPreset("llama9"));
    QCOMPARE(parameterCount(findPreset("llama3-8b")->shape), 8030261248.0);
    QCOMPARE(parameterCount(findPreset("mixtral-8x7b")->shape), 46702792704.0);
    QCOMPARE(activeParameterCount(findPreset("mixtral-8x7b")->shape), 12879925248.0);
}

void TestWorkload::issueExampleParses()
{
    std::vector<Diagnostic> diags;
    const auto w = parseWorkload(readFile(cc::test::dataPath("workloads/issue-example.json")),
                                 "issue-example.json", diags);
    QVERIFY2(diags.empty(), dump(diags).c_str());
    QVERIFY(w);
    QCOMPARE(w->name, std::string("GPT-3 175B pre-training"));
    QCOMPARE(w->model, findPreset("gpt3-175b")->shape);
    QCOMPARE(w->training.layout.tp, 8);
    QCOMPARE(w->training.layout.pp, 8);
    QVERIFY(!w->training.layout.dp);
    QCOMPARE(w->training.globalBatch, 1536);
    QCOMPARE(w->training.tokens, 3.0e11);
    QVERIFY(w->training.layout.recompute == Recompute::Selective);
    QVERIFY(w->training.layout.sequenceParallel && w->training.flashAttention);
}

void TestWorkload::defaultsAreDocumentedValues()
{
    std::vector<Diagnostic> diags;
    auto w = parseWorkload(
        R"({"model":{"layers":4,"hidden":256,"heads":8,"vocab":1000,"seqLen":128}})", "min", diags);
    QVERIFY2(diags.empty() && w, dump(diags).c_str());
    QCOMPARE(w->name, std::string("min"));
    QCOMPARE(w->model.kvHeads, 8);
    QCOMPARE(w->model.ffnHidden, 1024);
    QCOMPARE(w->model.expertFfnHidden, 0);
    QVERIFY(w->model.tiedEmbeddings && !w->model.gatedMlp);
    QCOMPARE(w->model.moeEvery, 1);
    QCOMPARE(w->training, TrainingSetup{}); // the header's initialisers are the defaults
    QCOMPARE(w->run, RunSettings{});
    // dp given, no global batch: one micro-batch per data-parallel rank.
    w = parseWorkload(R"({"model":{"layers":4,"hidden":256,"heads":8,"vocab":1000,"seqLen":128,
                          "experts":4},"training":{"dp":6,"microBatch":2}})",
                      "", diags);
    QVERIFY2(diags.empty() && w, dump(diags).c_str());
    QCOMPARE(w->training.globalBatch, 12);
    QCOMPARE(w->model.topK, 2);
    QCOMPARE(w->model.expertFfnHidden, 1024);
    QCOMPARE(w->name, std::string("Workload"));
}

void TestWorkload::presetFillsAndFieldsOverride()
{
    std::vector<Diagnostic> diags;
    const auto w = parseWorkload(readFile(cc::test::dataPath("workloads/preset-override.json")),
                                 "preset-override.json", diags);
    QVERIFY2(diags.empty() && w, dump(diags).c_str());
    ModelShape expected = findPreset("llama3-70b")->shape;
    expected.seqLen = 4096;
    QCOMPARE(w->model, expected);
    QCOMPARE(w->name, std::string("Llama 3 70B"));
    QCOMPARE(w->preset, std::string("llama3-70b"));
    QVERIFY(w->training.method == Method::Full);
    QCOMPARE(w->training.globalBatch, 8); // dp 4 × micro-batch 2
    QCOMPARE(w->run.cloudUsdPerGpuHour, 2.5);
    QCOMPARE(*w->run.gpus, 64);
    // Setting an MoE preset's experts to 0 leaves a dense model, with no complaint about the
    // preset's top-k; giving top-k explicitly for a dense model is a mistake.
    const auto dense =
        parseWorkload(R"({"preset":"mixtral-8x7b","model":{"experts":0}})", "", diags);
    QVERIFY2(diags.empty() && dense, dump(diags).c_str());
    QCOMPARE(dense->model.topK, 0);
    QCOMPARE(parameterCount(dense->model), 32 * (41943040.0 + 176160768 + 8192) + 262148096);
}

void TestWorkload::roundTrip_data()
{
    QTest::addColumn<QString>("id");
    for (const auto& p : modelPresets())
        QTest::newRow(p.id.c_str()) << QString::fromStdString(p.id);
}

// parse(toJson(w)) == w for every preset with every non-default setting changed.
void TestWorkload::roundTrip()
{
    QFETCH(QString, id);
    Workload w = presetWorkload(id.toLatin1().constData());
    w.name = "Round trip «" + id.toStdString() + "»";
    TrainingSetup& t = w.training;
    t.method = Method::Qlora;
    t.precision = Precision::Fp8;
    t.optimizer = OptimizerKind::AdamW8bit;
    t.layout.zeroStage = 3;
    t.distributedOptimizer = true;
    t.offload = Offload::OptimizerParams;
    t.layout.tp = 2;
    t.layout.pp = 4;
    t.layout.dp = 16;
    t.layout.cp = 2;
    t.layout.ep = w.model.experts > 0 ? 8 : 1;
    t.layout.sequenceParallel = false;
    t.layout.recompute = Recompute::Full;
    t.flashAttention = false;
    t.layout.microBatch = 3;
    t.globalBatch = 4608;
    t.layout.interleave = 2;
    t.tokens = 1.234567890123e12;
    t.loraRank = 64;
    t.tpOverlap = TpOverlap::Full;
    t.fp8Recipe = Fp8Recipe::Mxfp8;
    t.layout.expertTp = 2;
    t.moeCapacityFactor = 1.25;
    t.moeOverlap = true;
    t.zeroShardGroup = 8;
    t.cpKind = CpKind::AllGather;
    t.layout.firstStageLayers = 3;
    t.layout.lastStageLayers = 5;
    t.layout.embeddingAsLayer = true;
    t.layout.lossAsLayer = true;
    t.activationOffloadLayers = 4;
    w.model.headDim = w.model.headDim > 0 ? w.model.headDim : 96;
    w.run = {1.85, 5.0, 0.07, 22.5, 512};
    std::vector<Diagnostic> diags;
    const auto back = parseWorkload(workloadToJson(w), "rt", diags);
    QVERIFY2(diags.empty() && back, dump(diags).c_str());
    QVERIFY(*back == w);
    // And the unset forms: dp and global batch null, gpus null.
    w.training.layout.dp.reset();
    w.training.globalBatch = 0;
    w.run.gpus.reset();
    const auto back2 = parseWorkload(workloadToJson(w), "rt", diags);
    QVERIFY2(diags.empty() && back2, dump(diags).c_str());
    QVERIFY(*back2 == w);
}

void TestWorkload::badValuesNameThePath_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    const std::string m = R"("model":{"layers":4,"hidden":256,"heads":8,"vocab":1000,"seqLen":128)";
    const auto with = [&](const std::string& rest) {
        return QString::fromStdString("{" + m + rest);
    };
    QTest::newRow("tp 0") << with(R"(},"training":{"tp":0}})") << "training.tp"
                          << "must be >= 1";
    QTest::newRow("method") << with(R"(},"training":{"method":"sft"}})") << "training.method"
                            << "'sft' is not one of: pretrain, full, lora, qlora";
    QTest::newRow("precision") << with(R"(},"training":{"precision":"int4"}})")
                               << "training.precision"
                               << "not one of";
    QTest::newRow("zero 4") << with(R"(},"training":{"zeroStage":4}})") << "training.zeroStage"
                            << "0, 1, 2 or 3";
    QTest::newRow("dp -2") << with(R"(},"training":{"dp":-2}})") << "training.dp"
                           << ">= 1";
    QTest::newRow("micro 1.5") << with(R"(},"training":{"microBatch":1.5}})")
                               << "training.microBatch"
                               << "whole number";
    QTest::newRow("tokens -1") << with(R"(},"training":{"tokens":-1}})") << "training.tokens"
                               << ">= 0";
    QTest::newRow("sp yes") << with(R"(},"training":{"sequenceParallel":"yes"}})")
                            << "training.sequenceParallel"
                            << "true or false";
    QTest::newRow("tpOverlap") << with(R"(},"training":{"tpOverlap":"some"}})")
                               << "training.tpOverlap"
                               << "none, backward, full";
    QTest::newRow("offload") << with(R"(},"training":{"offload":"nvme"}})") << "training.offload"
                             << "optimizer+params";
    QTest::newRow("training not object") << with(R"(},"training":[1]})") << "training"
                                         << "must be an object";
    QTest::newRow("kvHeads") << with(R"(,"kvHeads":3}})") << "model.kvHeads"
                             << "must divide heads (8), got 3";
    QTest::newRow("layers text") << R"({"model":{"layers":"many"}})"
                                 << "model.layers"
                                 << "whole number";
    QTest::newRow("hidden missing") << R"({"model":{"layers":2}})"
                                    << "model.hidden"
                                    << "missing";
    QTest::newRow("topK > experts") << with(R"(,"experts":8,"topK":9}})") << "model.topK"
                                    << "between 1 and experts (8)";
    QTest::newRow("topK dense") << with(R"(,"topK":2}})") << "model.topK"
                                << "needs experts";
    QTest::newRow("denseLayers") << with(R"(,"denseLayers":9}})") << "model.denseLayers"
                                 << "must not exceed layers (4)";
    QTest::newRow("huge") << with(R"(,"ffnHidden":3e10}})") << "model.ffnHidden"
                          << "<= ";
    QTest::newRow("preset") << R"({"preset":"llama9"})"
                            << "preset"
                            << "unknown model preset 'llama9'";
    QTest::newRow("amortisation 0")
        << with(R"(},"run":{"amortisationYears":0}})") << "run.amortisationYears"
        << "> 0";
    QTest::newRow("run gpus 0") << with(R"(},"run":{"gpus":0}})") << "run.gpus"
                                << ">= 1";
}

void TestWorkload::badValuesNameThePath()
{
    QFETCH(QString, json);
    QFETCH(QString, path);
    QFETCH(QString, message);
    std::vector<Diagnostic> diags;
    parseWorkload(json.toStdString(), "w.json", diags);
    QVERIFY2(hasDiag(diags, path.toStdString(), message.toStdString()), dump(diags).c_str());
    QCOMPARE(diags.front().file, std::string("w.json"));
}

void TestWorkload::fixtureWithManyErrors()
{
    std::vector<Diagnostic> diags;
    const auto w = parseWorkload(readFile(cc::test::dataPath("workloads/bad-values.json")),
                                 "bad-values.json", diags);
    QVERIFY(!w); // layers and seqLen are unusable: no model left
    for (const char* p : {"model.layers", "model.kvHeads", "model.seqLen", "model.topK",
                          "training.method", "training.precision", "training.zeroStage",
                          "training.tp", "training.dp", "training.recompute", "training.microBatch",
                          "training.tokens", "run.amortisationYears", "run.gpus"})
        QVERIFY2(hasDiag(diags, p, ""), (std::string(p) + " missing in\n" + dump(diags)).c_str());
    QCOMPARE(diags.size(), size_t(14));
}

void TestWorkload::unusableInputGivesNothing_data()
{
    QTest::addColumn<QString>("json");
    QTest::newRow("not json") << "{\"model\":";
    QTest::newRow("array") << "[1, 2]";
    QTest::newRow("empty object") << "{}";
}

void TestWorkload::unusableInputGivesNothing()
{
    QFETCH(QString, json);
    std::vector<Diagnostic> diags;
    QVERIFY(!parseWorkload(json.toStdString(), "x", diags));
    QVERIFY(!diags.empty());
}

void TestWorkload::shippedWorkloadsParse()
{
    int files = 0;
    for (const auto& e : std::filesystem::directory_iterator(CC_CATALOG_DIR "/workloads")) {
        std::vector<Diagnostic> diags;
        const auto w =
            parseWorkload(readFile(e.path().string()), e.path().filename().string(), diags);
        QVERIFY2(diags.empty() && w, dump(diags).c_str());
        const auto back = parseWorkload(workloadToJson(*w), "rt", diags);
        QVERIFY(back && *back == *w);
        ++files;
    }
    QVERIFY(files >= 3);
}

QTEST_APPLESS_MAIN(TestWorkload)
#include "tst_workload.moc"
