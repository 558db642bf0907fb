// Hugging Face config.json import (issue 14 §1): real configs of nine published models give
// their published parameter counts; broken or unknown files say what is missing.
#include "model/io/HfConfig.h"
#include "model/training/Memory.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <QLocale>
#include <QtTest/QtTest>

#include <string>

using namespace cc::model;

namespace {
/// Diagnostics in English with en_US digit grouping, as a user reads them (the renderer the CLI
/// and the app install; model-only tests would see "CODE(args)").
[[maybe_unused]] const bool kEnglish =
    (cc::model::setMessageRenderer(cc::views::messageRenderer()),
     cc::views::setMessageLocale(QLocale(QLocale::English, QLocale::UnitedStates)), true);
} // namespace

namespace {

std::string fixture(const char* name)
{
    return std::string(CC_TEST_DATA) + "/hf/" + name;
}

std::string allText(const std::vector<Diagnostic>& ds)
{
    std::string s;
    for (const auto& d : ds)
        s += d.text() + "\n";
    return s;
}

} // namespace

class TestHfConfig : public QObject {
    Q_OBJECT
private slots:
    void publishedCounts_data();
    void publishedCounts();
    void shapeFields();
    void contextIsNoted();
    void unknownArchitectureNamesMissingKeys();
    void unknownArchitectureWithKeysIsNoted();
    void brokenFiles_data();
    void brokenFiles();
    void notARegularFile();
};

void TestHfConfig::publishedCounts_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("total");  // published, parameters
    QTest::addColumn<double>("active"); // 0: dense (active = total)
    QTest::addColumn<double>("tolerance");
    // Tolerance 1 %: biases, QK norms and GPT-2's learned positions are not modelled.
    QTest::newRow("Llama 3.1 8B") << "llama-3.1-8b.json" << 8.03e9 << 0.0 << 0.01;
    QTest::newRow("Qwen2.5 7B") << "qwen2.5-7b.json" << 7.61e9 << 0.0 << 0.01;
    QTest::newRow("Qwen3 8B") << "qwen3-8b.json" << 8.19e9 << 0.0 << 0.01;
    QTest::newRow("Qwen3 30B-A3B") << "qwen3-30b-a3b.json" << 30.5e9 << 3.3e9 << 0.02;
    QTest::newRow("Mixtral 8x7B") << "mixtral-8x7b.json" << 46.7e9 << 12.9e9 << 0.01;
    QTest::newRow("DeepSeek-V3") << "deepseek-v3.json" << 671e9 << 37e9 << 0.02;
    QTest::newRow("Gemma 2 9B") << "gemma-2-9b.json" << 9.24e9 << 0.0 << 0.01;
    QTest::newRow("GPT-2") << "gpt2.json" << 124.4e6 << 0.0 << 0.01;
    QTest::newRow("GPT-NeoX 20B") << "gpt-neox-20b.json" << 20.55e9 << 0.0 << 0.01;
}

void TestHfConfig::publishedCounts()
{
    QFETCH(QString, file);
    QFETCH(double, total);
    QFETCH(double, active);
    QFETCH(double, tolerance);
    std::vector<Diagnostic> diags;
    const auto imp = io::importHfConfigFile(fixture(file.toUtf8().constData()), diags);
    QVERIFY2(imp, allText(diags).c_str());
    QVERIFY2(diags.empty(), allText(diags).c_str());
    const double got = parameterCount(imp->shape);
    QVERIFY2(std::abs(got / total - 1) < tolerance,
             qPrintable(QStringLiteral("%1 parameters, published %2").arg(got).arg(total)));
    if (active > 0) {
        const double a = activeParameterCount(imp->shape);
        QVERIFY2(std::abs(a / active - 1) < 0.03,
                 qPrintable(QStringLiteral("%1 active, published %2").arg(a).arg(active)));
    }
}

void TestHfConfig::shapeFields()
{
    std::vector<Diagnostic> diags;
    const auto ds = io::importHfConfigFile(fixture("deepseek-v3.json"), diags);
    QVERIFY(ds);
    QCOMPARE(ds->family, std::string("DeepSeek-V3"));
    QCOMPARE(ds->shape.layers, 61);
    QCOMPARE(ds->shape.denseLayers, 3);
    QCOMPARE(ds->shape.experts, 256);
    QCOMPARE(ds->shape.topK, 8);
    QCOMPARE(ds->shape.sharedExperts, 1);
    QCOMPARE(ds->shape.expertFfnHidden, 2048);
    QCOMPARE(ds->shape.ffnHidden, 18432);
    QCOMPARE(ds->shape.kvLoraRank, 512);
    QCOMPARE(ds->shape.qLoraRank, 1536);
    QCOMPARE(ds->shape.qkRopeHeadDim, 64);
    QVERIFY(!ds->shape.tiedEmbeddings);

    const auto q3 = io::importHfConfigFile(fixture("qwen3-30b-a3b.json"), diags);
    QVERIFY(q3);
    QCOMPARE(q3->shape.headDim, 128); // 32 heads × 128 ≠ hidden 2048
    QCOMPARE(q3->shape.kvHeads, 4);
    QCOMPARE(q3->shape.experts, 128);
    QCOMPARE(q3->shape.expertFfnHidden, 768);

    const auto g2 = io::importHfConfigFile(fixture("gpt2.json"), diags);
    QVERIFY(g2);
    QCOMPARE(g2->shape.ffnHidden, 4 * 768); // n_inner absent: 4 · n_embd
    QVERIFY(!g2->shape.gatedMlp);
    QVERIFY(g2->shape.tiedEmbeddings);
    QCOMPARE(g2->shape.seqLen, 1024);
    QVERIFY(diags.empty());
}

void TestHfConfig::contextIsNoted()
{
    std::vector<Diagnostic> diags;
    const auto l = io::importHfConfigFile(fixture("llama-3.1-8b.json"), diags);
    QVERIFY(l);
    QCOMPARE(l->shape.seqLen, io::kHfDefaultTrainingSeqLen);
    QCOMPARE(l->notes.size(), size_t(1));
    QVERIFY(cc::views::renderMessageUtf8(l->notes[0].message).find("131,072") != std::string::npos);
    QCOMPARE(l->notes[0].path, std::string("max_position_embeddings"));
}

void TestHfConfig::unknownArchitectureNamesMissingKeys()
{
    std::vector<Diagnostic> diags;
    const auto r = io::importHfConfig(R"({"model_type": "mamba", "hidden_size": 2560,
                                          "vocab_size": 50280})",
                                      "config.json", diags);
    QVERIFY(!r);
    QCOMPARE(diags.size(), size_t(1));
    const std::string msg = diags[0].text();
    QVERIFY2(msg.find("config.json") != std::string::npos, msg.c_str());
    QVERIFY2(msg.find("\"mamba\"") != std::string::npos, msg.c_str());
    QVERIFY2(msg.find("num_hidden_layers") != std::string::npos, msg.c_str());
    QVERIFY2(msg.find("num_attention_heads") != std::string::npos, msg.c_str());
    QVERIFY2(msg.find("hidden_size") == std::string::npos, msg.c_str());
}

void TestHfConfig::unknownArchitectureWithKeysIsNoted()
{
    std::vector<Diagnostic> diags;
    const auto r = io::importHfConfig(
        R"({"model_type": "olmo2", "num_hidden_layers": 16, "hidden_size": 2048,
            "num_attention_heads": 16, "intermediate_size": 8192, "vocab_size": 100352,
            "max_position_embeddings": 4096})",
        "olmo.json", diags);
    QVERIFY(r);
    QVERIFY(diags.empty());
    QCOMPARE(r->shape.layers, 16);
    QCOMPARE(r->notes.size(), size_t(1));
    QCOMPARE(r->notes[0].path, std::string("model_type"));
}

void TestHfConfig::brokenFiles_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("expect"); // in the message
    QTest::newRow("not JSON") << "{\"hidden_size\": "
                              << "not a JSON object";
    QTest::newRow("array") << "[1, 2]"
                           << "not a JSON object";
    QTest::newRow("huge number") << "{\"num_hidden_layers\": 1e400}"
                                 << "not a JSON object";
    QTest::newRow("deep") << QString(10000, QLatin1Char('[')) << "nested";
    QTest::newRow("layers text")
        << R"({"model_type":"llama","num_hidden_layers":"32","hidden_size":4096,
              "num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})"
        << "num_hidden_layers: must be a whole number";
    QTest::newRow("layers too many")
        << R"({"model_type":"llama","num_hidden_layers":4294967297,"hidden_size":4096,
              "num_attention_heads":32,"vocab_size":32000,"intermediate_size":11008})"
        << "num_hidden_layers: must be between 1 and";
    // fuzz_plan_hf (CI, 2026-12): a whole float beyond long long was cast to test wholeness,
    // which is undefined; the file is kept in tests/data/bad/.
    QFile far(
        QString::fromStdString(std::string(CC_TEST_DATA) + "/bad/hf-config-layers-1e24.json"));
    QVERIFY(far.open(QIODevice::ReadOnly));
    QTest::newRow("layers 1e24") << QString::fromUtf8(far.readAll())
                                 << "num_hidden_layers: must be between 1 and";
    QTest::newRow("kv heads") << R"({"model_type":"llama","num_hidden_layers":2,"hidden_size":4096,
              "num_attention_heads":32,"num_key_value_heads":5,"vocab_size":32000,
              "intermediate_size":11008})"
                              << "num_key_value_heads: must divide";
}

void TestHfConfig::brokenFiles()
{
    QFETCH(QString, json);
    QFETCH(QString, expect);
    std::vector<Diagnostic> diags;
    const std::string text = json.toStdString();
    QVERIFY(!io::importHfConfig(text, "bad.json", diags));
    QVERIFY(!diags.empty());
    const std::string all = allText(diags);
    QVERIFY2(all.find(expect.toStdString()) != std::string::npos, all.c_str());
    QVERIFY2(all.find("bad.json") != std::string::npos, all.c_str());
}

void TestHfConfig::notARegularFile()
{
    std::vector<Diagnostic> diags;
    QVERIFY(!io::importHfConfigFile(std::string(CC_TEST_DATA) + "/hf", diags));
    QVERIFY(allText(diags).find("regular file") != std::string::npos);
    diags.clear();
    QVERIFY(!io::importHfConfigFile("/dev/zero", diags));
    QVERIFY(!diags.empty());
}

QTEST_GUILESS_MAIN(TestHfConfig)
#include "tst_hf_config.moc"
