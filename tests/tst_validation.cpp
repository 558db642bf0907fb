// Published large-scale training results against the step-time model (issue 3 §3: within 10 %).
// Each row: the published configuration, the drawn cluster it ran on (generated with the bundled
// catalog), the published figure and its source. The efficiencies are the per-generation
// constants of model/training/Efficiency.cpp; nothing here is tuned per row. Rows the model
// cannot match are QEXPECT_FAIL with the reason. The table is printed in cleanupTestCase().
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/StepTime.h"

#include <cmath>
#include <map>
#include <memory>

using namespace cc::model;

namespace {

enum class Metric { ModelTflops, HardwareTflops, Mfu, StepTime };

struct Case {
    const char* name;
    const char* source;
    const char* server; // catalog server of the drawn cluster
    const char* sw;     // catalog switch (fat-tree, non-blocking)
    ModelShape shape;
    TrainingSetup setup;
    ResolvedLayout layout;
    Metric metric;
    double published;
    const char* expectFail = nullptr; // reason the model cannot match, or null
};

ModelShape gpt(int layers, int hidden, int heads, int seq = 2048, int vocab = 51200)
{
    ModelShape m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = heads;
    m.ffnHidden = 4 * hidden;
    m.vocab = vocab;
    m.seqLen = seq;
    m.tiedEmbeddings = true;
    return m;
}

ModelShape llama(int layers, int hidden, int heads, int kv, int ffn, int vocab, int seq)
{
    ModelShape m = gpt(layers, hidden, heads, seq, vocab);
    m.kvHeads = kv;
    m.ffnHidden = ffn;
    m.gatedMlp = true;
    m.tiedEmbeddings = false;
    return m;
}

TrainingSetup setup(Precision p, Recompute r, bool fa, bool sp, int zero,
                    TpOverlap tpOverlap = TpOverlap::Backward)
{
    TrainingSetup t;
    t.precision = p;
    t.layout.recompute = r;
    t.flashAttention = fa;
    t.layout.sequenceParallel = sp;
    t.layout.zeroStage = zero;
    t.tpOverlap = tpOverlap;
    return t;
}

ResolvedLayout layout(int gpus, int tp, int pp, int cp, int mb, int batch, int v, Recompute r,
                      int zero)
{
    ResolvedLayout c;
    c.layout.tp = tp;
    c.layout.pp = pp;
    c.layout.cp = cp;
    c.dp = gpus / (tp * pp * cp);
    c.layout.microBatch = mb;
    c.microBatches = batch / (mb * c.dp);
    c.layout.interleave = v;
    c.layout.recompute = r;
    c.layout.zeroStage = zero;
    return c;
}

// Megatron-LM 2021 (Narayanan et al., SC21): fp16, full activation recompute, no sequence
// parallelism or FlashAttention, DP all-reduce (no distributed optimizer), TP communication not
// overlapped (the asynchronous backward all-reduce came with Korthikanti et al. 2022). Micro-batch
// 1 and the default (non-interleaved) schedule: Table 1 does not list them; Table 2 states
// micro-batch 1, and its throughput drop with GPU count matches (p−1)/m exactly for v = 1.
Case meg21(const char* name, int layers, int hidden, int heads, int tp, int pp, int gpus, int batch,
           double tflops, const char* source)
{
    const Recompute r = Recompute::Full;
    return {name,
            source,
            "dgx-a100-640gb",
            "qm8700",
            gpt(layers, hidden, heads),
            setup(Precision::Fp16, r, false, false, 0, TpOverlap::None),
            layout(gpus, tp, pp, 1, 1, batch, 1, r, 0),
            Metric::HardwareTflops,
            tflops};
}

// Korthikanti et al. 2022 (MLSys 2023): sequence parallelism + selective recompute, Table 3
// configurations (interleaving 3 for 175B and 530B), Table 5 MFU, data-parallel size 1.
Case korth(const char* name, int layers, int hidden, int heads, int pp, int gpus, int batch, int mb,
           int v, double mfu, const char* expectFail = nullptr)
{
    const Recompute r = Recompute::Selective;
    return {name,
            "Korthikanti et al. 2022, Tables 3 and 5",
            "dgx-a100-640gb",
            "qm8700",
            gpt(layers, hidden, heads),
            setup(Precision::Bf16, r, false, true, 1),
            layout(gpus, 8, pp, 1, mb, batch, v, r, 1),
            Metric::Mfu,
            mfu,
            expectFail};
}

// The same configurations' full-recompute baseline (Table 5, iteration time in seconds; no
// sequence parallelism).
Case korthFull(const char* name, int layers, int hidden, int heads, int pp, int gpus, int batch,
               int mb, int v, double seconds, const char* expectFail = nullptr)
{
    const Recompute r = Recompute::Full;
    return {name,
            "Korthikanti et al. 2022, Table 5 (full recompute, s/iteration)",
            "dgx-a100-640gb",
            "qm8700",
            gpt(layers, hidden, heads),
            setup(Precision::Bf16, r, false, false, 1),
            layout(gpus, 8, pp, 1, mb, batch, v, r, 1),
            Metric::StepTime,
            seconds,
            expectFail};
}

std::vector<Case> cases()
{
    const char* t1 = "Narayanan et al. 2021, Table 1 (TFLOP/s incl. recompute)";
    const char* t2 = "Narayanan et al. 2021, Table 2 (PTD-P rows)";
    std::vector<Case> c{
        meg21("Megatron 1.7B, 32 A100", 24, 2304, 24, 1, 1, 32, 512, 137, t1),
        meg21("Megatron 3.6B, 64 A100", 30, 3072, 32, 2, 1, 64, 512, 138, t1),
        meg21("Megatron 7.5B, 128 A100", 36, 4096, 32, 4, 1, 128, 512, 142, t1),
        meg21("Megatron 18.4B, 256 A100", 40, 6144, 48, 8, 1, 256, 1024, 135, t1),
        meg21("Megatron 39.1B, 512 A100", 48, 8192, 64, 8, 2, 512, 1536, 138, t1),
        meg21("Megatron 76.1B, 1024 A100", 60, 10240, 80, 8, 4, 1024, 1792, 140, t1),
        meg21("Megatron 145.6B, 1536 A100", 80, 12288, 96, 8, 8, 1536, 2304, 148, t1),
        meg21("Megatron 310.1B, 1920 A100", 96, 16384, 128, 8, 16, 1920, 2160, 155, t1),
        meg21("Megatron 529.6B, 2520 A100", 105, 20480, 128, 8, 35, 2520, 2520, 163, t1),
        meg21("Megatron 1T, 3072 A100", 128, 25600, 160, 8, 64, 3072, 3072, 163, t1),
        meg21("Megatron 174.6B, 384 A100", 96, 12288, 96, 8, 12, 384, 1536, 153, t2),
        meg21("Megatron 174.6B, 768 A100", 96, 12288, 96, 8, 12, 768, 1536, 149, t2),
        meg21("Megatron 174.6B, 1536 A100", 96, 12288, 96, 8, 12, 1536, 1536, 141, t2),
        meg21("Megatron 529.6B, 560 A100", 105, 20480, 128, 8, 35, 560, 2240, 171, t2),
        meg21("Megatron 529.6B, 1120 A100", 105, 20480, 128, 8, 35, 1120, 2240, 167, t2),
        meg21("Megatron 529.6B, 2240 A100", 105, 20480, 128, 8, 35, 2240, 2240, 159, t2),
        // One micro-batch per step (global batch 4); within 10 % since hidden TP collectives
        // pay the measured overlap contention (was +11 %).
        korth("Korthikanti 22B, 8 A100", 48, 6144, 64, 1, 8, 4, 4, 1, 0.415),
        korth("Korthikanti 175B, 64 A100", 96, 12288, 96, 8, 64, 64, 1, 3, 0.514),
        korth("Korthikanti 530B, 280 A100", 105, 20480, 128, 35, 280, 280, 1, 3, 0.560),
        korth("Korthikanti 1T, 512 A100", 128, 25600, 160, 64, 512, 512, 1, 1, 0.563),
        korth("Korthikanti 530B, 2240 A100 (dp 8)", 105, 20480, 128, 35, 2240, 2240, 1, 3, 0.542),
        korthFull("Korthikanti 22B full recompute", 48, 6144, 64, 1, 8, 4, 4, 1, 1.42),
        korthFull("Korthikanti 175B full recompute", 96, 12288, 96, 8, 64, 64, 1, 3, 18.13),
        korthFull("Korthikanti 530B full recompute", 105, 20480, 128, 35, 280, 280, 1, 3, 49.05),
        korthFull("Korthikanti 1T full recompute", 128, 25600, 160, 64, 512, 512, 1, 1, 94.42),
    };
    // Llama 3 405B (Meta 2024, Table 4): 8K context, no activation recompute, FSDP sharding
    // optimizer states and gradients (ZeRO-2), FlashAttention, 400G RoCE. The interleaving
    // factor is not published: v = 2 assumed (the smallest interleaving; v = 1 gives −11/−28 %).
    // Drawn non-blocking: Meta's 1:7 oversubscription above 3,072-GPU pods is not drawn.
    const ModelShape l405 = llama(126, 16384, 128, 8, 53248, 128256, 8192);
    const Recompute none = Recompute::None;
    const TrainingSetup l3 = setup(Precision::Bf16, none, true, true, 2);
    c.push_back({"Llama 3 405B, 8,192 H100", "Llama 3 paper, Table 4 (430 TFLOPs/GPU)", "dgx-h100",
                 "sn5600", l405, l3, layout(8192, 8, 16, 1, 1, 64 * 32, 2, none, 2),
                 Metric::ModelTflops, 430});
    c.push_back({"Llama 3 405B, 16,384 H100", "Llama 3 paper, Table 4 (400 TFLOPs/GPU)", "dgx-h100",
                 "sn5600", l405, l3, layout(16384, 8, 16, 1, 1, 128 * 16, 2, none, 2),
                 Metric::ModelTflops, 400});
    ModelShape l405long = l405;
    l405long.seqLen = 131072;
    TrainingSetup l3long = l3;
    l3long.cpKind = CpKind::AllGather; // Llama 3 §3.3.2: all-gather K/V, then attention
    c.push_back({"Llama 3 405B 128K ctx, 16,384 H100", "Llama 3 paper, Table 4 (380 TFLOPs/GPU)",
                 "dgx-h100", "sn5600", l405long, l3long,
                 // Meta's FLOP convention at 131K (causal or full attention, ~40 % of the
                 // FLOPs at this length) is not published: the figure itself is uncertain.
                 layout(16384, 8, 16, 16, 1, 8 * 16, 2, none, 2), Metric::ModelTflops, 380,
                 "model +20 % (+23 % before the HGX board's concurrent clock) since Hopper "
                 "attention runs at the measured cuDNN 9.19 rate (0.61 "
                 "of peak at 16K; +9.7 % at the assumed 0.50 before) and all-gather CP lets each "
                 "query tile attend to its whole 128K prefix (long-sequence efficiency): Meta's "
                 "2024 attention kernels, its document masks and its FLOP convention at this "
                 "length (causal or full, ~40 % of the FLOPs) are not published, so the published "
                 "rate itself is uncertain"});
    // MosaicML llm-foundry benchmarks (scripts/train/benchmarking/README.md): MPT, FSDP
    // FULL_SHARD (ZeRO-3), activation checkpointing, FlashAttention, sequence 2048.
    const Recompute full = Recompute::Full;
    const TrainingSetup mpt = setup(Precision::Bf16, full, true, false, 3);
    c.push_back({"MPT-70B, 64 A100-80GB", "llm-foundry benchmarks, A100 80GB table (MFU 53.33 %)",
                 "dgx-a100-640gb", "sn5600", gpt(80, 8192, 64, 2048, 50368), mpt,
                 layout(64, 1, 1, 1, 8, 2048, 1, full, 3), Metric::Mfu, 0.5333});
    c.push_back({"MPT-30B, 8 A100-80GB", "llm-foundry benchmarks, A100 80GB table (MFU 55.3 %)",
                 "dgx-a100-640gb", "sn5600", gpt(48, 7168, 64, 2048, 50368), mpt,
                 layout(8, 1, 1, 1, 3, 504, 1, full, 3), Metric::Mfu, 0.553});
    c.push_back({"MPT-70B, 64 H100", "llm-foundry benchmarks, H100 BF16 table (MFU 42.57 %)",
                 "dgx-h100", "qm9700", gpt(80, 8192, 64, 2048, 50368), mpt,
                 layout(64, 1, 1, 1, 8, 2048, 1, full, 3), Metric::Mfu, 0.4257});
    // NVIDIA NeMo 24.07 performance summary, DGX-H100, FP8 (Transformer Engine), TP comm
    // overlap, distributed optimizer, selective recompute (Megatron default).
    const Recompute sel = Recompute::Selective;
    const TrainingSetup nemo = setup(Precision::Fp8, sel, true, true, 1, TpOverlap::Full);
    c.push_back({"NeMo GPT-3 175B FP8, 128 H100", "NeMo 24.07 performance summary (802 TFLOP/s)",
                 "dgx-h100", "qm9700", gpt(96, 12288, 96), nemo,
                 layout(128, 4, 8, 1, 1, 256, 6, sel, 1), Metric::ModelTflops, 802});
    c.push_back({"NeMo GPT-3 175B FP8, 512 H100",
                 "NeMo 24.07 performance summary (895 TFLOP/s, MLPerf config)", "dgx-h100",
                 "qm9700", gpt(96, 12288, 96), nemo, layout(512, 4, 8, 1, 2, 2048, 6, sel, 1),
                 Metric::ModelTflops, 895});
    c.push_back({"NeMo Llama 2 70B FP8, 64 H100", "NeMo 24.07 performance summary (763 TFLOP/s)",
                 "dgx-h100", "qm9700", llama(80, 8192, 64, 8, 28672, 32000, 4096), nemo,
                 layout(64, 4, 4, 1, 1, 128, 20, sel, 1), Metric::ModelTflops, 763});
    return c;
}

double metricOf(Metric m, const PerformanceReport& p)
{
    switch (m) {
    case Metric::ModelTflops:
        return p.modelTflopsPerGpu;
    case Metric::HardwareTflops:
        return p.hardwareTflopsPerGpu;
    case Metric::Mfu:
        return p.mfu;
    case Metric::StepTime:
        return p.stepTimeS;
    }
    return 0;
}

const char* metricName(Metric m)
{
    switch (m) {
    case Metric::ModelTflops:
        return "model TFLOP/s/GPU";
    case Metric::HardwareTflops:
        return "hw TFLOP/s/GPU";
    case Metric::Mfu:
        return "MFU";
    case Metric::StepTime:
        return "step time s";
    }
    return "";
}

} // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void publishedResults_data();
    void publishedResults();
    void cleanupTestCase();

private:
    struct Row {
        std::string name, source, metric, bottleneck;
        double published = 0, model = 0;
        StepBreakdown b;
        double step = 0;
        bool expectFail = false;
    };
    const ComputeHardware& hardware(const Case& c);
    std::map<std::string, ComputeHardware> m_hw;
    std::vector<Row> m_rows;
};

const ComputeHardware& TestValidation::hardware(const Case& c)
{
    const int gpus = c.layout.layout.tp * c.layout.layout.pp * c.layout.layout.cp * c.layout.dp;
    const std::string key = std::string(c.server) + "/" + c.sw + "/" + std::to_string(gpus) + "/" +
                            std::string(precisionName(c.setup.precision));
    auto it = m_hw.find(key);
    if (it != m_hw.end())
        return it->second;
    const Catalog& cat = cc::test::bundledCatalog();
    topology::GeneratorOptions o;
    o.kind = "fat-tree";
    o.serverRef = c.server;
    o.switchRef = c.sw;
    o.nodes = gpus / 8;
    const Design d = topology::generate(o, cat);
    const Report infra = analyze(d, cat);
    std::vector<Finding> findings;
    return m_hw[key] = computeHardware(infra, d, cat, c.setup.precision, findings);
}

void TestValidation::publishedResults_data()
{
    QTest::addColumn<int>("index");
    const auto all = cases();
    for (size_t i = 0; i < all.size(); ++i)
        QTest::newRow(all[i].name) << static_cast<int>(i);
}

void TestValidation::publishedResults()
{
    QFETCH(int, index);
    const Case c = cases()[index];
    const ComputeHardware& hw = hardware(c);
    QVERIFY(hw.valid);
    Workload w;
    w.name = c.name;
    w.model = c.shape;
    w.training = c.setup;
    const StepModel model = makeStepModel(w, hw);
    ResolvedLayout layout = c.layout;
    layout.layout.sequenceParallel = c.setup.layout.sequenceParallel; // the case's setup sets it
    const PerformanceReport p = estimatePerformance(model, layout, 0);
    const double value = metricOf(c.metric, p);
    const double err = value / c.published - 1;
    m_rows.push_back({c.name, c.source, metricName(c.metric), debugText(p.bottleneck), c.published,
                      value, p.breakdownS, p.stepTimeS, c.expectFail != nullptr});
    if (c.expectFail)
        QEXPECT_FAIL("", c.expectFail, Continue);
    QVERIFY2(std::abs(err) <= 0.10, qPrintable(QStringLiteral("published %1, model %2 (%3 %)")
                                                   .arg(c.published)
                                                   .arg(value)
                                                   .arg(err * 100, 0, 'f', 1)));
}

void TestValidation::cleanupTestCase()
{
    qInfo("%-38s %-18s %10s %10s %8s  %s", "case", "metric", "published", "model", "error",
          "source");
    for (const auto& r : m_rows)
        qInfo("%-38s %-18s %10.3f %10.3f %+7.1f%%%s  %s", r.name.c_str(), r.metric.c_str(),
              r.published, r.model, (r.model / r.published - 1) * 100, r.expectFail ? " XF" : "   ",
              r.source.c_str());
    qInfo("%-38s %8s %7s %7s %7s %7s %7s %7s %7s  %s", "step breakdown (% of step)", "step s",
          "compute", "tp", "pp", "dp", "ep", "cp", "optim", "bottleneck");
    for (const auto& r : m_rows) {
        const auto f = [&](double x) { return 100 * x / r.step; };
        qInfo("%-38s %8.2f %7.1f %7.1f %7.1f %7.1f %7.1f %7.1f %7.1f  %s", r.name.c_str(), r.step,
              f(r.b.compute), f(r.b.tpComm), f(r.b.ppBubble), f(r.b.dpCommExposed), f(r.b.epComm),
              f(r.b.cpComm), f(r.b.optimizer), r.bottleneck.c_str());
    }
}

QTEST_GUILESS_MAIN(TestValidation)
#include "tst_validation.moc"
