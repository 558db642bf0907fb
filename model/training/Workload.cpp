// Workload JSON: parsing with JSON-path diagnostics, writing, and the enumeration names.
//
// Format (issue 3 §1), every field optional unless marked; defaults when a field is missing:
//
//   name                 preset's name, else the label, else "Workload"
//   preset               ""  (a model preset id, see Presets.cpp; fills `model` first,
//                             explicit model fields override it)
//   model.layers         required (unless a preset gives it), >= 1
//   model.hidden         required, >= 1
//   model.heads          required, >= 1
//   model.kvHeads        = heads (multi-head attention); must divide heads
//   model.ffnHidden      = 4 · hidden (GPT-2/3 convention)
//   model.vocab          required, >= 1
//   model.seqLen         required, >= 1 (training sequence length)
//   model.gatedMlp       false
//   model.tiedEmbeddings true
//   model.experts        0 (dense)
//   model.topK           2 when experts > 0 (GShard, Mixtral), else 0
//   model.expertFfnHidden = ffnHidden when experts > 0, else 0
//   model.sharedExperts  0
//   model.moeEvery       1: layers denseLayers, denseLayers + n, ... are MoE (Megatron-LM
//                        --moe-layer-freq n); 1 = every layer after the dense ones
//   model.denseLayers    0 (leading dense layers, e.g. 3 in DeepSeek-V3)
//   model.headDim        0 = hidden / heads (Qwen3, Gemma use another per-head width)
//   model.qLoraRank, kvLoraRank, qkNopeHeadDim, qkRopeHeadDim, vHeadDim
//                        0: multi-head latent attention (DeepSeek-V2/V3) when kvLoraRank > 0;
//                        qkNope/vHeadDim default to headDim, qkRope to 0
//   training.method      "pretrain"      pretrain | full | lora | qlora
//   training.precision   "bf16"          fp32 | fp16 | bf16 | fp8
//   training.optimizer   "adamw"         adamw | adamw8bit | sgd (sgd: with momentum)
//   training.zeroStage   1               0-3
//   training.distributedOptimizer false  Megatron distributed optimizer
//   training.offload     "none"          none | optimizer | optimizer+params
//   training.tp, pp, cp, ep  1
//   training.dp          null            null: all remaining GPUs (gpus / (tp·pp·cp))
//   training.sequenceParallel true
//   training.recompute   "selective"     none | selective | full
//   training.flashAttention true
//   training.microBatch  1
//   training.globalBatch missing: dp · microBatch when dp is given, else 0; null: 0.
//                        0 means "one micro-batch per step": resolveLayout reads it as
//                        dp · microBatch once dp is known (so toJson writes 0 as null)
//   training.pipelineInterleave 1
//   training.tokens      pretrain: 0 (not given; the GUI and `plan` use 20 per parameter);
//                        full, lora, qlora: datasetTokens × epochs (TokenDefaults.h)
//   training.datasetTokens 7.29e8 (the Tulu 3 SFT mixture, TokenDefaults.h), > 0
//   training.epochs      2 (Tulu 3 SFT), > 0
//   training.loraRank    16
//   training.loraTargets "all"           all | attention (Q, K, V, O only)
//   training.tpOverlap   "backward"      none | backward | full (step-time model, Workload.h)
//   training.fp8Recipe   missing: hopper "delayed", blackwell "mxfp8" (precision fp8 only)
//                                        tensorwise | delayed | blockwise | mxfp8
//   training.expertTp    1               tensor parallelism of the routed experts
//                                        (ep × expertTp must divide tp × cp × dp)
//   training.moeCapacityFactor 0         0 = dropless; else the per-expert token capacity
//   training.moeOverlap  false           expert all-to-all overlapped with compute
//   training.moeForceBalance false       routing forced uniform (benchmark setting)
//   training.moeRoundRobin false         round-robin benchmark routing (AutoModel fake gate)
//   training.moeDispatcher "alltoall"    alltoall | deepep (node-deduplicated dispatch)
//   training.moeMaxNodes 0               node-limited routing (DeepSeek-V3: 4); 0 = none
//   training.zeroShardGroup 0            hybrid sharding: shard over this many ranks (0: all)
//   training.cpKind      "ring"          ring | allgather
//   training.ppFirstStageLayers, ppLastStageLayers 0 (0 = even split)
//   training.ppEmbeddingAsLayer, ppLossAsLayer false
//   training.activationOffloadLayers 0   layers whose stored activations go to host memory
//   training.fsdpBuffers "flat"          flat | perParameter (PyTorch FSDP2 copy-in/copy-out)
//   training.recomputeGemmShare 0        0..1: share of the forward linear GEMMs selective
//                                        recompute runs again (torchtitan per-op SAC: 0.5)
//   training.attentionKernel "auto"      auto | fa2 | fa3 (FlashAttention generation)
//   run.cloudUsdPerGpuHour 0 (0: a default per accelerator generation)
//   run.amortisationYears 4, run.maintenanceFraction 0.10, run.restartMinutes 15
//   run.gpus             null (every GPU of the design's largest server group)
//
// These are the same values as the member initialisers of Workload.h, so a default-constructed
// TrainingSetup/RunSettings and a parsed empty object agree.
#include "model/training/Workload.h"

#include "model/io/InputLimits.h"
#include "model/io/JsonSyntax.h"
#include "model/training/TokenDefaults.h"
#include "model/util/JsonReader.h"

#include <algorithm>
#include <climits>

namespace cc::model {

namespace {

using ojson = nlohmann::ordered_json;

const std::vector<std::string> kMethods{"pretrain", "full", "lora", "qlora"};
const std::vector<std::string> kPrecisions{"fp32", "fp16", "bf16", "fp8"};
const std::vector<std::string> kOptimizers{"adamw", "adamw8bit", "sgd"};
const std::vector<std::string> kOffloads{"none", "optimizer", "optimizer+params"};
const std::vector<std::string> kRecomputes{"none", "selective", "full"};
const std::vector<std::string> kTpOverlaps{"none", "backward", "full"};
const std::vector<std::string> kFp8Recipes{"auto", "tensorwise", "delayed", "blockwise", "mxfp8"};
const std::vector<std::string> kCpKinds{"ring", "allgather"};
const std::vector<std::string> kLoraTargets{"all", "attention"};
const std::vector<std::string> kFsdpBuffers{"flat", "perParameter"};
const std::vector<std::string> kAttentionKernels{"auto", "fa2", "fa3"};
const std::vector<std::string> kMoeDispatchers{"alltoall", "deepep"};

/// Index of `s` in `names` (the enum order), or `def` when absent.
template <class E> E enumOf(const std::vector<std::string>& names, const std::string& s, E def)
{
    for (size_t i = 0; i < names.size(); ++i)
        if (names[i] == s)
            return static_cast<E>(i);
    return def;
}

/// A whole number in [minValue, INT_MAX]; `def` when missing or invalid.
int intField(const JsonReader& r, const char* key, int def, int minValue)
{
    const long long x = r.integer(key, false, def, minValue);
    if (x > INT_MAX) {
        r.error(key, Message{"DIAG_AT_MOST", {arg::count(INT_MAX)}});
        return def;
    }
    return static_cast<int>(x);
}

/// Like intField, but JSON null or a missing key gives nullopt.
std::optional<int> optIntField(const JsonReader& r, const char* key, int minValue)
{
    if (!r.has(key))
        return std::nullopt;
    const int x = intField(r, key, INT_MIN, minValue);
    if (x == INT_MIN)
        return std::nullopt;
    return x;
}

void parseModel(const JsonReader& r, ModelShape& m, bool fromPreset)
{
    const bool req = !fromPreset;
    const auto need = [&](const char* key, int& field) {
        if (req && !r.has(key))
            r.error(key, Message::of("DIAG_MISSING_SHAPE"));
        field = intField(r, key, field, 1);
    };
    need("layers", m.layers);
    need("hidden", m.hidden);
    need("heads", m.heads);
    need("vocab", m.vocab);
    need("seqLen", m.seqLen);
    m.kvHeads = intField(r, "kvHeads", fromPreset ? m.kvHeads : m.heads, 1);
    const int ffnDefault = static_cast<int>(std::min<long long>(4LL * m.hidden, INT_MAX));
    m.ffnHidden = intField(r, "ffnHidden", fromPreset ? m.ffnHidden : ffnDefault, 1);
    m.gatedMlp = r.boolean("gatedMlp", m.gatedMlp);
    m.tiedEmbeddings = r.boolean("tiedEmbeddings", m.tiedEmbeddings);
    m.experts = intField(r, "experts", m.experts, 0);
    const int topKDefault = m.topK > 0 ? m.topK : (m.experts > 0 ? std::min(2, m.experts) : 0);
    m.topK = intField(r, "topK", topKDefault, 0);
    const int expertFfnDefault =
        m.expertFfnHidden > 0 ? m.expertFfnHidden : (m.experts > 0 ? m.ffnHidden : 0);
    m.expertFfnHidden = intField(r, "expertFfnHidden", expertFfnDefault, 0);
    m.sharedExperts = intField(r, "sharedExperts", m.sharedExperts, 0);
    m.moeEvery = intField(r, "moeEvery", m.moeEvery, 1);
    m.denseLayers = intField(r, "denseLayers", m.denseLayers, 0);
    m.headDim = intField(r, "headDim", m.headDim, 0);
    m.qLoraRank = intField(r, "qLoraRank", m.qLoraRank, 0);
    m.kvLoraRank = intField(r, "kvLoraRank", m.kvLoraRank, 0);
    m.qkNopeHeadDim = intField(r, "qkNopeHeadDim", m.qkNopeHeadDim, 0);
    m.qkRopeHeadDim = intField(r, "qkRopeHeadDim", m.qkRopeHeadDim, 0);
    m.vHeadDim = intField(r, "vHeadDim", m.vHeadDim, 0);

    // Contradictions inside the shape itself (parallelism checks are resolveLayout's).
    if (m.heads > 0 && m.kvHeads > 0 && (m.kvHeads > m.heads || m.heads % m.kvHeads != 0)) {
        r.error("kvHeads", Message{"DIAG_KV_HEADS", {arg::count(m.heads), arg::count(m.kvHeads)}});
        m.kvHeads = m.heads;
    }
    if (m.experts > 0) {
        if (m.topK < 1 || m.topK > m.experts) {
            r.error("topK", Message{"DIAG_TOPK_RANGE", {arg::count(m.experts)}});
            m.topK = std::min(2, m.experts);
        }
        if (m.expertFfnHidden < 1) {
            r.error("expertFfnHidden", Message::of("DIAG_MOE_NEEDS_FFN"));
            m.expertFfnHidden = m.ffnHidden;
        }
    } else {
        // A dense model: MoE fields given explicitly are a mistake; ones left over from an MoE
        // preset whose experts were set to 0 are just dropped.
        if (r.has("topK") && m.topK > 0)
            r.error("topK", Message::of("DIAG_NEEDS_EXPERTS"));
        if (r.has("sharedExperts") && m.sharedExperts > 0)
            r.error("sharedExperts", Message::of("DIAG_NEEDS_EXPERTS"));
        m.topK = 0;
        m.sharedExperts = 0;
    }
    if (m.layers > 0 && m.denseLayers > m.layers) {
        r.error("denseLayers", Message{"DIAG_DENSE_LAYERS", {arg::count(m.layers)}});
        m.denseLayers = 0;
    }
}

/// The fields of issue 9 (FP8 recipe, expert TP, FSDP hybrid sharding, CP kind, uneven
/// pipelines, activation offload); all optional with the defaults of Workload.h.
void parseTrainingIssue9(const JsonReader& r, TrainingSetup& t)
{
    t.fp8Recipe =
        enumOf(kFp8Recipes, r.oneOf("fp8Recipe", kFp8Recipes, false, "auto"), Fp8Recipe::Auto);
    t.layout.expertTp = intField(r, "expertTp", t.layout.expertTp, 1);
    t.moeCapacityFactor = r.num("moeCapacityFactor", false, t.moeCapacityFactor);
    if (t.moeCapacityFactor != 0 && t.moeCapacityFactor < 1) {
        r.error("moeCapacityFactor", Message::of("DIAG_CAPACITY_FACTOR"));
        t.moeCapacityFactor = 0;
    }
    t.moeOverlap = r.boolean("moeOverlap", t.moeOverlap);
    t.moeForceBalance = r.boolean("moeForceBalance", t.moeForceBalance);
    t.moeRoundRobin = r.boolean("moeRoundRobin", t.moeRoundRobin);
    t.moeDispatcher =
        enumOf(kMoeDispatchers, r.oneOf("moeDispatcher", kMoeDispatchers, false, "alltoall"),
               MoeDispatcher::AllToAll);
    t.moeMaxNodes = intField(r, "moeMaxNodes", t.moeMaxNodes, 0);
    t.zeroShardGroup = intField(r, "zeroShardGroup", t.zeroShardGroup, 0);
    t.cpKind = enumOf(kCpKinds, r.oneOf("cpKind", kCpKinds, false, "ring"), CpKind::Ring);
    t.layout.firstStageLayers = intField(r, "ppFirstStageLayers", t.layout.firstStageLayers, 0);
    t.layout.lastStageLayers = intField(r, "ppLastStageLayers", t.layout.lastStageLayers, 0);
    t.layout.embeddingAsLayer = r.boolean("ppEmbeddingAsLayer", t.layout.embeddingAsLayer);
    t.layout.lossAsLayer = r.boolean("ppLossAsLayer", t.layout.lossAsLayer);
    t.activationOffloadLayers =
        intField(r, "activationOffloadLayers", t.activationOffloadLayers, 0);
    t.recomputeGemmShare = r.num("recomputeGemmShare", false, 0.0, 0.0);
    if (t.recomputeGemmShare > 1) {
        r.error("recomputeGemmShare", Message::of("DIAG_NOT_FRACTION"));
        t.recomputeGemmShare = 0;
    }
    t.fsdpBuffers = enumOf(kFsdpBuffers, r.oneOf("fsdpBuffers", kFsdpBuffers, false, "flat"),
                           FsdpBuffers::Flat);
    t.attentionKernel =
        enumOf(kAttentionKernels, r.oneOf("attentionKernel", kAttentionKernels, false, "auto"),
               AttentionKernel::Auto);
}

/// `globalBatchNull`: the file says `"globalBatch": null` (keep 0, resolved by the layout),
/// which differs from a missing field (dp · microBatch when dp is given).
void parseTraining(const JsonReader& r, TrainingSetup& t, bool globalBatchNull)
{
    t.method = enumOf(kMethods, r.oneOf("method", kMethods, false, "pretrain"), Method::Pretrain);
    t.precision =
        enumOf(kPrecisions, r.oneOf("precision", kPrecisions, false, "bf16"), Precision::Bf16);
    t.optimizer = enumOf(kOptimizers, r.oneOf("optimizer", kOptimizers, false, "adamw"),
                         OptimizerKind::AdamW);
    t.layout.zeroStage = intField(r, "zeroStage", t.layout.zeroStage, 0);
    if (t.layout.zeroStage > 3) {
        r.error("zeroStage", Message::of("DIAG_ZERO_STAGE"));
        t.layout.zeroStage = 1;
    }
    t.distributedOptimizer = r.boolean("distributedOptimizer", t.distributedOptimizer);
    t.offload = enumOf(kOffloads, r.oneOf("offload", kOffloads, false, "none"), Offload::None);
    t.layout.tp = intField(r, "tp", 1, 1);
    t.layout.pp = intField(r, "pp", 1, 1);
    t.layout.dp = optIntField(r, "dp", 1);
    t.layout.cp = intField(r, "cp", 1, 1);
    t.layout.ep = intField(r, "ep", 1, 1);
    t.layout.sequenceParallel = r.boolean("sequenceParallel", t.layout.sequenceParallel);
    t.layout.recompute = enumOf(kRecomputes, r.oneOf("recompute", kRecomputes, false, "selective"),
                                Recompute::Selective);
    t.flashAttention = r.boolean("flashAttention", t.flashAttention);
    t.layout.microBatch = intField(r, "microBatch", 1, 1);
    const std::optional<int> gb = optIntField(r, "globalBatch", 1);
    t.globalBatch =
        gb ? *gb : (t.layout.dp && !globalBatchNull ? *t.layout.dp * t.layout.microBatch : 0);
    t.layout.interleave = intField(r, "pipelineInterleave", 1, 1);
    t.datasetTokens = r.num("datasetTokens", false, t.datasetTokens, 0.0, true);
    t.epochs = r.num("epochs", false, t.epochs, 0.0, true);
    // A fine-tune trains on its dataset, not on a pre-training budget (issue 10).
    t.tokens = r.num("tokens", false, isFineTune(t.method) ? t.datasetTokens * t.epochs : 0.0);
    t.loraRank = intField(r, "loraRank", t.loraRank, 1);
    t.loraTargets =
        enumOf(kLoraTargets, r.oneOf("loraTargets", kLoraTargets, false, "all"), LoraTargets::All);
    t.tpOverlap = enumOf(kTpOverlaps, r.oneOf("tpOverlap", kTpOverlaps, false, "backward"),
                         TpOverlap::Backward);
    parseTrainingIssue9(r, t);
}

void parseRun(const JsonReader& r, RunSettings& s)
{
    s.cloudUsdPerGpuHour = r.num("cloudUsdPerGpuHour", false, s.cloudUsdPerGpuHour);
    s.amortisationYears = r.num("amortisationYears", false, s.amortisationYears, 0.0, true);
    s.maintenanceFraction = r.num("maintenanceFraction", false, s.maintenanceFraction);
    s.restartMinutes = r.num("restartMinutes", false, s.restartMinutes);
    s.gpus = optIntField(r, "gpus", 1);
}

/// Issue 9 training fields, written only when they differ from the defaults.
void writeTrainingIssue9(const TrainingSetup& t, ojson& tr)
{
    const TrainingSetup d;
    if (t.fp8Recipe != d.fp8Recipe)
        tr["fp8Recipe"] = std::string(fp8RecipeName(t.fp8Recipe));
    if (t.layout.expertTp != d.layout.expertTp)
        tr["expertTp"] = t.layout.expertTp;
    if (t.moeCapacityFactor != d.moeCapacityFactor)
        tr["moeCapacityFactor"] = t.moeCapacityFactor;
    if (t.moeOverlap != d.moeOverlap)
        tr["moeOverlap"] = t.moeOverlap;
    if (t.moeForceBalance != d.moeForceBalance)
        tr["moeForceBalance"] = t.moeForceBalance;
    if (t.moeRoundRobin != d.moeRoundRobin)
        tr["moeRoundRobin"] = t.moeRoundRobin;
    if (t.moeDispatcher != d.moeDispatcher)
        tr["moeDispatcher"] = std::string(moeDispatcherName(t.moeDispatcher));
    if (t.moeMaxNodes != d.moeMaxNodes)
        tr["moeMaxNodes"] = t.moeMaxNodes;
    if (t.zeroShardGroup != d.zeroShardGroup)
        tr["zeroShardGroup"] = t.zeroShardGroup;
    if (t.cpKind != d.cpKind)
        tr["cpKind"] = std::string(cpKindName(t.cpKind));
    if (t.layout.firstStageLayers != d.layout.firstStageLayers)
        tr["ppFirstStageLayers"] = t.layout.firstStageLayers;
    if (t.layout.lastStageLayers != d.layout.lastStageLayers)
        tr["ppLastStageLayers"] = t.layout.lastStageLayers;
    if (t.layout.embeddingAsLayer != d.layout.embeddingAsLayer)
        tr["ppEmbeddingAsLayer"] = t.layout.embeddingAsLayer;
    if (t.layout.lossAsLayer != d.layout.lossAsLayer)
        tr["ppLossAsLayer"] = t.layout.lossAsLayer;
    if (t.activationOffloadLayers != d.activationOffloadLayers)
        tr["activationOffloadLayers"] = t.activationOffloadLayers;
    if (t.recomputeGemmShare != d.recomputeGemmShare)
        tr["recomputeGemmShare"] = t.recomputeGemmShare;
    if (t.fsdpBuffers != d.fsdpBuffers)
        tr["fsdpBuffers"] = std::string(fsdpBuffersName(t.fsdpBuffers));
    if (t.attentionKernel != d.attentionKernel)
        tr["attentionKernel"] = std::string(attentionKernelName(t.attentionKernel));
}

} // namespace

std::string_view methodName(Method m)
{
    return kMethods[static_cast<size_t>(m)];
}
std::string_view precisionName(Precision p)
{
    return kPrecisions[static_cast<size_t>(p)];
}
std::string_view optimizerName(OptimizerKind o)
{
    return kOptimizers[static_cast<size_t>(o)];
}
std::string_view offloadName(Offload o)
{
    return kOffloads[static_cast<size_t>(o)];
}
std::string_view recomputeName(Recompute r)
{
    return kRecomputes[static_cast<size_t>(r)];
}
std::string_view fp8RecipeName(Fp8Recipe r)
{
    return kFp8Recipes[static_cast<size_t>(r)];
}
std::string_view cpKindName(CpKind k)
{
    return kCpKinds[static_cast<size_t>(k)];
}
std::string_view attentionKernelName(AttentionKernel k)
{
    return kAttentionKernels[static_cast<size_t>(k)];
}
std::string_view moeDispatcherName(MoeDispatcher d)
{
    return kMoeDispatchers[static_cast<size_t>(d)];
}

std::string_view fsdpBuffersName(FsdpBuffers b)
{
    return kFsdpBuffers[static_cast<size_t>(b)];
}

std::optional<Workload> parseWorkload(std::string_view json, const std::string& label,
                                      std::vector<Diagnostic>& diags)
{
    // Input contract (catalogs/SCHEMA.md): size and nesting depth, as for designs and catalogs.
    if (auto problem = limits::checkJsonText(json, label)) {
        diags.push_back(*problem);
        return std::nullopt;
    }
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(json.begin(), json.end());
    } catch (const nlohmann::json::exception& e) { // also out_of_range: 1e400
        diags.push_back(io::notJson(e, json, label));
        return std::nullopt;
    }
    if (!doc.is_object()) {
        diags.push_back({label, "", Message::of("DIAG_WORKLOAD_NOT_OBJECT")});
        return std::nullopt;
    }
    const JsonReader top(doc, "", diags, label);
    Workload w;
    w.preset = top.str("preset", false);
    const ModelPreset* preset = nullptr;
    if (!w.preset.empty()) {
        preset = findPreset(w.preset);
        if (preset) {
            w.model = preset->shape;
        } else {
            std::string known;
            for (const auto& p : modelPresets())
                known += (known.empty() ? "" : ", ") + p.id;
            top.error("preset",
                      Message{"DIAG_UNKNOWN_PRESET", {arg::name(w.preset), arg::name(known)}});
        }
    }
    const std::string fallbackName = preset ? preset->name : (label.empty() ? "Workload" : label);
    w.name = top.str("name", false, fallbackName);
    parseModel(top.child("model"), w.model, preset != nullptr);
    const auto tj = doc.find("training");
    const bool globalBatchNull = tj != doc.end() && tj->is_object() &&
                                 tj->contains("globalBatch") && tj->at("globalBatch").is_null();
    parseTraining(top.child("training"), w.training, globalBatchNull);
    parseRun(top.child("run"), w.run);

    const ModelShape& m = w.model;
    if (m.layers < 1 || m.hidden < 1 || m.heads < 1 || m.vocab < 1 || m.seqLen < 1)
        return std::nullopt; // no model shape left to analyse; diags say why
    if (!limits::checkWorkloadBounds(w, label, diags)) // input contract (InputLimits.h)
        return std::nullopt;
    return w;
}

std::string workloadToJson(const Workload& w)
{
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    const RunSettings& r = w.run;
    ojson j;
    j["name"] = w.name;
    if (!w.preset.empty())
        j["preset"] = w.preset;
    // The model is always written in full, so the file means the same after a preset changes.
    j["model"] = ojson{{"layers", m.layers},
                       {"hidden", m.hidden},
                       {"heads", m.heads},
                       {"kvHeads", m.kvHeads},
                       {"ffnHidden", m.ffnHidden},
                       {"vocab", m.vocab},
                       {"seqLen", m.seqLen},
                       {"gatedMlp", m.gatedMlp},
                       {"tiedEmbeddings", m.tiedEmbeddings},
                       {"experts", m.experts},
                       {"topK", m.topK},
                       {"expertFfnHidden", m.expertFfnHidden},
                       {"sharedExperts", m.sharedExperts},
                       {"moeEvery", m.moeEvery},
                       {"denseLayers", m.denseLayers}};
    // Issue 9 fields: written only when set, so older files stay byte-identical on save.
    const std::pair<const char*, int> extra[] = {{"headDim", m.headDim},
                                                 {"qLoraRank", m.qLoraRank},
                                                 {"kvLoraRank", m.kvLoraRank},
                                                 {"qkNopeHeadDim", m.qkNopeHeadDim},
                                                 {"qkRopeHeadDim", m.qkRopeHeadDim},
                                                 {"vHeadDim", m.vHeadDim}};
    for (const auto& [key, value] : extra)
        if (value > 0)
            j["model"][key] = value;
    ojson tr{{"method", std::string(methodName(t.method))},
             {"precision", std::string(precisionName(t.precision))},
             {"optimizer", std::string(optimizerName(t.optimizer))},
             {"zeroStage", t.layout.zeroStage},
             {"distributedOptimizer", t.distributedOptimizer},
             {"offload", std::string(offloadName(t.offload))},
             {"tp", t.layout.tp},
             {"pp", t.layout.pp}};
    tr["dp"] = t.layout.dp ? ojson(*t.layout.dp) : ojson(nullptr);
    tr["cp"] = t.layout.cp;
    tr["ep"] = t.layout.ep;
    tr["sequenceParallel"] = t.layout.sequenceParallel;
    tr["recompute"] = std::string(recomputeName(t.layout.recompute));
    tr["flashAttention"] = t.flashAttention;
    tr["microBatch"] = t.layout.microBatch;
    tr["globalBatch"] = t.globalBatch > 0 ? ojson(t.globalBatch) : ojson(nullptr);
    tr["pipelineInterleave"] = t.layout.interleave;
    tr["tokens"] = t.tokens;
    tr["datasetTokens"] = t.datasetTokens;
    tr["epochs"] = t.epochs;
    tr["loraRank"] = t.loraRank;
    if (t.loraTargets != LoraTargets::All)
        tr["loraTargets"] = kLoraTargets[static_cast<size_t>(t.loraTargets)];
    tr["tpOverlap"] = kTpOverlaps[static_cast<size_t>(t.tpOverlap)];
    writeTrainingIssue9(t, tr);
    j["training"] = tr;
    ojson run{{"cloudUsdPerGpuHour", r.cloudUsdPerGpuHour},
              {"amortisationYears", r.amortisationYears},
              {"maintenanceFraction", r.maintenanceFraction},
              {"restartMinutes", r.restartMinutes}};
    run["gpus"] = r.gpus ? ojson(*r.gpus) : ojson(nullptr);
    j["run"] = run;
    return j.dump(2) + "\n";
}

} // namespace cc::model
