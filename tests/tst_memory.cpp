// Memory per GPU against hand-checked cases from the papers (the arithmetic is in the comments).
#include "TestUtil.h"

#include "model/training/Layout.h"
#include "model/training/Memory.h"

using namespace cc::model;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

ModelShape gpt(int layers, int hidden, int heads, int vocab = 51200, int seq = 2048)
{
    ModelShape m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = m.kvHeads = heads;
    m.ffnHidden = 4 * hidden;
    m.vocab = vocab;
    m.seqLen = seq;
    return m;
}

/// LLaMA-1 shapes (Touvron et al. 2023, Table 2), as used in the QLoRA paper.
ModelShape llama1(int layers, int hidden, int heads, int ffn)
{
    ModelShape m = gpt(layers, hidden, heads, 32000, 2048);
    m.ffnHidden = ffn;
    m.gatedMlp = true;
    m.tiedEmbeddings = false;
    return m;
}

/// A GPT-style shape with Ψ = 7,500,005,376 ≈ 7.5 B: 36 × (12·4096² + 2·4096) + 61511·4096 + 4096.
ModelShape zeroPaperModel()
{
    return gpt(36, 4096, 32, 61511);
}

Workload job(const ModelShape& m)
{
    Workload w;
    w.model = m;
    w.training.layout.zeroStage = 0;
    return w;
}

ResolvedLayout layoutOf(const Workload& w, int gpus)
{
    std::vector<Finding> f;
    const ResolvedLayout l = resolveLayout(w, gpus, f);
    for (const auto& x : f)
        if (x.severity == Severity::Error)
            qWarning("%s: %s", x.code.c_str(), debugText(x.message).c_str());
    return l;
}

double states(const MemoryBreakdown& b)
{
    return b.weights + b.gradients + b.optimizer;
}

bool near(double got, double want, double rel)
{
    return std::abs(got / want - 1.0) <= rel;
}

QByteArray gb(double got, double want)
{
    return QByteArray::number(got / 1e9, 'f', 4) + " GB, want " +
           QByteArray::number(want / 1e9, 'f', 4);
}

} // namespace

class TestMemory : public QObject {
    Q_OBJECT
private slots:
    void zeroPaperFigure1_data();
    void zeroPaperFigure1();
    void bytesPerParameter_data();
    void bytesPerParameter();
    void megatronDistributedOptimizer_data();
    void megatronDistributedOptimizer();
    void embeddingsSitOnTheEndStages();
    void expertsShardOverEp();
    void loraAndQlora_data();
    void loraAndQlora();
    void qloraFits65bIn48GB();
    void offloadMovesStatesToHost();
};

// Rajbhandari et al. 2019 (ZeRO), Figure 1: Ψ = 7.5 B, N_d = 64, K = 12, fp16 mixed precision:
// baseline (2 + 2 + 12)Ψ = 120 GB; P_os 4Ψ + 12Ψ/64 = 31.4 GB; P_os+g 2Ψ + 14Ψ/64 = 16.6 GB;
// P_os+g+p 16Ψ/64 = 1.9 GB (1.875).
void TestMemory::zeroPaperFigure1_data()
{
    QTest::addColumn<int>("stage");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("perParam");
    QTest::newRow("baseline") << 0 << 120e9 << 16.0;
    QTest::newRow("P_os") << 1 << 31.40625e9 << 4.0 + 12.0 / 64;
    QTest::newRow("P_os+g") << 2 << 16.640625e9 << 2.0 + 14.0 / 64;
    QTest::newRow("P_os+g+p") << 3 << 1.875e9 << 16.0 / 64;
}

void TestMemory::zeroPaperFigure1()
{
    QFETCH(int, stage);
    QFETCH(double, bytes);
    QFETCH(double, perParam);
    Workload w = job(zeroPaperModel());
    w.training.precision = Precision::Fp16;
    w.training.layout.zeroStage = stage;
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 64), {80e9, 0, 8});
    QCOMPARE(r.params, 7500005376.0);
    QVERIFY2(near(states(r.perGpu), bytes, 1e-5), gb(states(r.perGpu), bytes));
    QVERIFY(near(states(r.perGpu), perParam * r.params, 1e-12));
}

// Bytes per parameter on one GPU, no sharding: mixed precision 2 + 2 + (4 master + moments);
// fp32 4 + 4 + moments; moments AdamW 8, 8-bit AdamW 2, SGD momentum 4; fp8 adds a cached FP8
// weight copy (1).
void TestMemory::bytesPerParameter_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<int>("optimizer");
    QTest::addColumn<double>("perParam");
    QTest::newRow("bf16 adamw") << int(Precision::Bf16) << int(OptimizerKind::AdamW) << 16.0;
    QTest::newRow("fp16 adamw") << int(Precision::Fp16) << int(OptimizerKind::AdamW) << 16.0;
    QTest::newRow("bf16 adamw8bit")
        << int(Precision::Bf16) << int(OptimizerKind::AdamW8bit) << 10.0;
    QTest::newRow("bf16 sgd") << int(Precision::Bf16) << int(OptimizerKind::Sgd) << 12.0;
    QTest::newRow("fp32 adamw") << int(Precision::Fp32) << int(OptimizerKind::AdamW) << 16.0;
    QTest::newRow("fp32 adamw8bit")
        << int(Precision::Fp32) << int(OptimizerKind::AdamW8bit) << 10.0;
    QTest::newRow("fp32 sgd") << int(Precision::Fp32) << int(OptimizerKind::Sgd) << 12.0;
    QTest::newRow("fp8 adamw") << int(Precision::Fp8) << int(OptimizerKind::AdamW) << 17.0;
}

void TestMemory::bytesPerParameter()
{
    QFETCH(int, precision);
    QFETCH(int, optimizer);
    QFETCH(double, perParam);
    Workload w = job(zeroPaperModel());
    w.training.precision = Precision(precision);
    w.training.optimizer = OptimizerKind(optimizer);
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 1), {80e9, 0, 8});
    QVERIFY2(near(states(r.perGpu), perParam * r.params, 1e-12),
             gb(states(r.perGpu), perParam * r.params));
    QVERIFY(!r.fits); // 75+ GB of states plus activations and overheads
}

// Megatron-LM docs, "Distributed Optimizer": bytes per parameter 6 + 12/d (bf16 params, fp32
// grads), 4 + 16/d (fp16), 8 + 8/d (fp32); here d = 8.
void TestMemory::megatronDistributedOptimizer_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<double>("perParam");
    QTest::newRow("bf16") << int(Precision::Bf16) << 6.0 + 12.0 / 8;
    QTest::newRow("fp16") << int(Precision::Fp16) << 4.0 + 16.0 / 8;
    QTest::newRow("fp32") << int(Precision::Fp32) << 8.0 + 8.0 / 8;
}

void TestMemory::megatronDistributedOptimizer()
{
    QFETCH(int, precision);
    QFETCH(double, perParam);
    Workload w = job(zeroPaperModel());
    w.training.precision = Precision(precision);
    w.training.distributedOptimizer = true;
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 8), {80e9, 0, 8});
    QVERIFY2(near(states(r.perGpu), perParam * r.params, 1e-12),
             gb(states(r.perGpu), perParam * r.params));
}

// Llama 3 8B, pp 4, bf16 weights (2 B): 8 layers × 218,112,000 per stage; the first stage adds
// the input embedding 128256·4096 = 525,336,576, the last the output head and final norm.
// GPT-3 (tied) with pp 8, tp 8: both end stages hold V·h/8; with pp 1 one copy only.
void TestMemory::embeddingsSitOnTheEndStages()
{
    Workload w = job(findPreset("llama3-8b")->shape);
    w.training.layout.pp = 4;
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 4), {80e9, 0, 8});
    QCOMPARE(r.stages.size(), size_t(4));
    QCOMPARE(r.stages[0].weights, 2.0 * (1744896000.0 + 525336576.0));
    QCOMPARE(r.stages[1].weights, 2.0 * 1744896000.0);
    QCOMPARE(r.stages[2].weights, 2.0 * 1744896000.0);
    QCOMPARE(r.stages[3].weights, 2.0 * (1744896000.0 + 525336576.0 + 4096.0));

    Workload g = job(findPreset("gpt3-175b")->shape);
    g.training.layout.tp = 8;
    g.training.layout.pp = 8;
    const MemoryReport rg = analyzeMemory(g, layoutOf(g, 64), {80e9, 0, 8});
    const double embedding = 51200.0 * 12288 / 8;
    QCOMPARE(rg.stages[0].weights - rg.stages[1].weights, 2.0 * embedding);
    QCOMPARE(rg.stages[7].weights - rg.stages[1].weights, 2.0 * (embedding + 12288));
    g.training.layout.pp = 1;
    g.training.layout.tp = 1;
    const MemoryReport one = analyzeMemory(g, layoutOf(g, 1), {80e9, 0, 8});
    QCOMPARE(one.perGpu.weights, 2.0 * one.params); // tied: counted once
}

// Mixtral 8x7B, ep 8, dp 8, tp 1: non-expert parameters per GPU 32 × (41,943,040 attention +
// 8,192 norms + 32,768 router) + 2 × 32000·4096 + 4096 = 1,605,636,096; experts 32 × 8 ×
// 176,160,768 / 8 = 5,637,144,576. ZeRO 0: 16 B each. ZeRO 1: non-expert states shard over
// dp·cp = 8 (4 + 12/8), expert states over dp·cp/ep = 1 (16).
void TestMemory::expertsShardOverEp()
{
    Workload w = job(findPreset("mixtral-8x7b")->shape);
    w.training.layout.ep = 8;
    const ResolvedLayout l = layoutOf(w, 8);
    QVERIFY(l.valid);
    QCOMPARE(states(analyzeMemory(w, l, {80e9, 0, 8}).perGpu),
             16.0 * (1605636096.0 + 5637144576.0));
    w.training.layout.zeroStage = 1;
    QCOMPARE(states(analyzeMemory(w, l, {80e9, 0, 8}).perGpu),
             5.5 * 1605636096.0 + 16.0 * 5637144576.0);
}

// LLaMA-7B (Ψ = 6,738,415,616; linear 6,476,005,376; rest 262,410,240), rank 16 on all linear
// layers = 39,976,960 adapter parameters (the figure PEFT prints), one GPU, bf16:
//   LoRA: 2·Ψ + 16·39,976,960 = 14,116,462,592.
//   QLoRA: 6,476,005,376 · 4.127/8 + 2 · 262,410,240 + 12 · 39,976,960 = 4,345,353,273.
// LLaMA-65B (linear 64,760,053,760; rest 525,606,912), rank 64 (QLoRA paper setting) =
//   799,539,200 adapters: 33,408,092,733 + 1,051,213,824 + 9,594,470,400 = 44,053,776,957.
void TestMemory::loraAndQlora_data()
{
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("hidden");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("ffn");
    QTest::addColumn<int>("method");
    QTest::addColumn<int>("rank");
    QTest::addColumn<double>("bytes");
    QTest::addColumn<double>("adapters");
    QTest::newRow("7B LoRA r16") << 32 << 4096 << 32 << 11008 << int(Method::Lora) << 16
                                 << 14116462592.0 << 39976960.0;
    QTest::newRow("7B QLoRA r16") << 32 << 4096 << 32 << 11008 << int(Method::Qlora) << 16
                                  << 4345353273.344 << 39976960.0;
    QTest::newRow("65B QLoRA r64")
        << 80 << 8192 << 64 << 22016 << int(Method::Qlora) << 64 << 44053776957.44 << 799539200.0;
}

void TestMemory::loraAndQlora()
{
    QFETCH(int, layers);
    QFETCH(int, hidden);
    QFETCH(int, heads);
    QFETCH(int, ffn);
    QFETCH(int, method);
    QFETCH(int, rank);
    QFETCH(double, bytes);
    QFETCH(double, adapters);
    Workload w = job(llama1(layers, hidden, heads, ffn));
    w.training.method = Method(method);
    w.training.loraRank = rank;
    const MemoryReport r = analyzeMemory(w, layoutOf(w, 1), {80e9, 0, 8});
    QVERIFY2(near(states(r.perGpu), bytes, 1e-12), gb(states(r.perGpu), bytes));
    QCOMPARE(r.perGpu.gradients, 2.0 * adapters); // only adapters train, bf16 gradients
}

// Dettmers et al. 2023: QLoRA fine-tunes LLaMA-65B on one 48 GB GPU (A6000/A40: 48 GiB).
// Here: rank 64, sequence 512, micro-batch 1, full recompute (the paper uses gradient
// checkpointing). 16-bit LoRA of the same model needs 130 GB for the frozen weights alone.
void TestMemory::qloraFits65bIn48GB()
{
    Workload w = job(llama1(80, 8192, 64, 22016));
    w.model.seqLen = 512;
    w.training.method = Method::Qlora;
    w.training.loraRank = 64;
    w.training.layout.recompute = Recompute::Full;
    const ResolvedLayout l = layoutOf(w, 1);
    const MemoryReport r = analyzeMemory(w, l, {48 * kGiB, 0, 1});
    QVERIFY2(r.fits, gb(r.perGpu.total(), 48 * kGiB));
    QVERIFY(r.headroomBytes > 0 && r.maxMicroBatch >= 1);
    QVERIFY(!analyzeMemory(w, l, {40 * kGiB, 0, 1}).fits);
    w.training.method = Method::Lora;
    QVERIFY(!analyzeMemory(w, l, {80e9, 0, 1}).fits);
}

// ZeRO-Offload (Ren et al. 2021): gradients and optimizer states go to host RAM, the GPU keeps
// the fp16 weights. Ψ = 7.5 B, ZeRO-2, dp 8 on one 8-GPU node: host (2 + 12)Ψ/8 per GPU plus
// 1 GiB pinned buffers → per node 14Ψ + 8 GiB. Parameter offload (ZeRO-3) adds the weights: 16Ψ.
void TestMemory::offloadMovesStatesToHost()
{
    Workload w = job(zeroPaperModel());
    w.training.layout.zeroStage = 2;
    w.training.offload = Offload::Optimizer;
    const double psi = 7500005376.0;
    MemoryReport r = analyzeMemory(w, layoutOf(w, 8), {80e9, 2e12, 8});
    QCOMPARE(r.perGpu.weights, 2 * psi);
    QCOMPARE(r.perGpu.gradients + r.perGpu.optimizer, 0.0);
    QVERIFY(near(r.hostBytesPerNode, 14 * psi + 8 * kGiB, 1e-12));
    QVERIFY(r.fits);
    QVERIFY(!analyzeMemory(w, layoutOf(w, 8), {80e9, 64e9, 8}).fits); // host RAM too small
    w.training.layout.zeroStage = 3;
    w.training.offload = Offload::OptimizerParams;
    r = analyzeMemory(w, layoutOf(w, 8), {80e9, 2e12, 8});
    QCOMPARE(r.perGpu.weights, 0.0);
    QVERIFY(near(r.hostBytesPerNode, 16 * psi + 8 * kGiB, 1e-12));
}

QTEST_APPLESS_MAIN(TestMemory)
#include "tst_memory.moc"
