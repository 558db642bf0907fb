// Hugging Face config.json → ModelShape. Key names per family are those of the transformers
// configuration classes (LlamaConfig, MistralConfig, MixtralConfig, Qwen2Config, Qwen2MoeConfig,
// Qwen3Config, Qwen3MoeConfig, DeepseekV2Config, DeepseekV3Config, GemmaConfig, Gemma2Config,
// Gemma3TextConfig, GPT2Config, GPTNeoXConfig); defaults where a key is absent follow those
// classes' documented defaults.
#include "model/io/HfConfig.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>
#include <cmath>
#include <fstream>
#include <initializer_list>
#include <sys/stat.h>

namespace cc::model::io {

namespace {

using json = nlohmann::json;

/// How one family names its fields and what it leaves implicit.
struct Family {
    const char* modelType;
    const char* name;
    bool gated;       ///< SwiGLU/GeGLU MLP (three matrices)
    bool tiedDefault; ///< tie_word_embeddings when the file omits it
    bool moe;         ///< has routed experts
};

const Family kFamilies[] = {
    {"llama", "Llama", true, false, false},
    {"mistral", "Mistral", true, false, false},
    {"mixtral", "Mixtral", true, false, true},
    {"qwen2", "Qwen2", true, false, false},
    {"qwen2_moe", "Qwen2 MoE", true, false, true},
    {"qwen3", "Qwen3", true, false, false},
    {"qwen3_moe", "Qwen3 MoE", true, false, true},
    {"deepseek_v2", "DeepSeek-V2", true, false, true},
    {"deepseek_v3", "DeepSeek-V3", true, false, true},
    {"gemma", "Gemma", true, true, false},
    {"gemma2", "Gemma 2", true, true, false},
    {"gemma3_text", "Gemma 3", true, true, false},
    {"gemma3", "Gemma 3", true, true, false},
    {"gpt2", "GPT-2", false, true, false},
    {"gpt_neox", "GPT-NeoX", false, false, false},
};

const Family* findFamily(const std::string& type)
{
    for (const Family& f : kFamilies)
        if (type == f.modelType)
            return &f;
    return nullptr;
}

/// Typed reads with the JSON key as the diagnostic path.
class Reader {
public:
    Reader(const json& obj, const std::string& label, std::vector<Diagnostic>& diags)
        : m_obj(obj), m_label(label), m_diags(diags)
    {}

    /// The first of `keys` present (not null), or nullptr.
    const json* find(std::initializer_list<const char*> keys, const char** which = nullptr) const
    {
        for (const char* k : keys) {
            auto it = m_obj.find(k);
            if (it != m_obj.end() && !it->is_null()) {
                if (which)
                    *which = k;
                return &*it;
            }
        }
        return nullptr;
    }

    /// A whole number in [minValue, INT_MAX] under one of `keys`; `def` when absent.
    int integer(std::initializer_list<const char*> keys, int def, int minValue = 1) const
    {
        const char* key = *keys.begin();
        const json* v = find(keys, &key);
        if (!v)
            return def;
        if (!v->is_number_integer() && !(v->is_number_float() && isWhole(v->get<double>()))) {
            error(key, Message::of("DIAG_NOT_INTEGER"));
            return def;
        }
        const double x = v->get<double>();
        if (x < minValue || x > INT_MAX) {
            error(key, Message{"DIAG_BETWEEN_GOT",
                               {arg::count(minValue), arg::count(INT_MAX), arg::name(v->dump())}});
            return def;
        }
        return static_cast<int>(x);
    }

    bool boolean(const char* key, bool def) const
    {
        const json* v = find({key});
        if (!v)
            return def;
        if (!v->is_boolean()) {
            error(key, Message::of("DIAG_NOT_BOOLEAN"));
            return def;
        }
        return v->get<bool>();
    }

    std::string text(const char* key) const
    {
        const json* v = find({key});
        return v && v->is_string() ? v->get<std::string>() : std::string();
    }

    void error(const std::string& key, Message message) const
    {
        m_diags.push_back({m_label, key, std::move(message)});
    }

private:
    /// Whole and finite; tested with trunc, not a cast to an integer, so 1e24 is not undefined.
    static bool isWhole(double x) { return std::isfinite(x) && std::trunc(x) == x; }

    const json& m_obj;
    const std::string& m_label;
    std::vector<Diagnostic>& m_diags;
};

/// model_type, else the first "architectures" entry mapped to a model_type.
std::string modelTypeOf(const json& cfg)
{
    if (auto it = cfg.find("model_type"); it != cfg.end() && it->is_string())
        return it->get<std::string>();
    static const std::pair<const char*, const char*> kArch[] = {
        {"LlamaForCausalLM", "llama"},
        {"MistralForCausalLM", "mistral"},
        {"MixtralForCausalLM", "mixtral"},
        {"Qwen2ForCausalLM", "qwen2"},
        {"Qwen2MoeForCausalLM", "qwen2_moe"},
        {"Qwen3ForCausalLM", "qwen3"},
        {"Qwen3MoeForCausalLM", "qwen3_moe"},
        {"DeepseekV2ForCausalLM", "deepseek_v2"},
        {"DeepseekV3ForCausalLM", "deepseek_v3"},
        {"GemmaForCausalLM", "gemma"},
        {"Gemma2ForCausalLM", "gemma2"},
        {"GPT2LMHeadModel", "gpt2"},
        {"GPTNeoXForCausalLM", "gpt_neox"},
    };
    if (auto it = cfg.find("architectures"); it != cfg.end() && it->is_array() && !it->empty())
        if ((*it)[0].is_string())
            for (const auto& [arch, type] : kArch)
                if ((*it)[0].get<std::string>() == arch)
                    return type;
    return {};
}

/// Keys without which no shape can be made, with every name a family may use.
struct Required {
    const char* what;
    std::initializer_list<const char*> keys;
};

void readCore(const Reader& r, const Family* fam, ModelShape& m, std::vector<std::string>& missing)
{
    const Required req[] = {
        {"num_hidden_layers", {"num_hidden_layers", "n_layer"}},
        {"hidden_size", {"hidden_size", "n_embd"}},
        {"num_attention_heads", {"num_attention_heads", "n_head"}},
        {"vocab_size", {"vocab_size"}},
    };
    for (const Required& q : req)
        if (!r.find(q.keys))
            missing.push_back(q.what);
    m.layers = r.integer({"num_hidden_layers", "n_layer"}, 0);
    m.hidden = r.integer({"hidden_size", "n_embd"}, 0);
    m.heads = r.integer({"num_attention_heads", "n_head"}, 0);
    m.vocab = r.integer({"vocab_size"}, 0);
    m.kvHeads = r.integer({"num_key_value_heads"}, m.heads);
    // GPT-2's n_inner is null for the default 4·n_embd; every other family names its width.
    const bool gpt2 = fam && std::string(fam->modelType) == "gpt2";
    if (!gpt2 && !r.find({"intermediate_size"}) && !(fam && fam->moe))
        missing.push_back("intermediate_size");
    const int ffnDefault = m.hidden > 0 && m.hidden <= INT_MAX / 4 ? 4 * m.hidden : 0;
    m.ffnHidden = r.integer({"intermediate_size", "n_inner"}, ffnDefault);
    m.gatedMlp = fam ? fam->gated : true;
    m.tiedEmbeddings = r.boolean("tie_word_embeddings", fam ? fam->tiedDefault : true);
    if (const json* hd = r.find({"head_dim"}); hd && hd->is_number())
        m.headDim = r.integer({"head_dim"}, 0);
    if (m.heads > 0 && m.headDim * m.heads == m.hidden)
        m.headDim = 0; // the default: nothing to record
}

void readMoe(const Reader& r, const std::string& type, ModelShape& m)
{
    m.experts = r.integer({"num_local_experts", "num_experts", "n_routed_experts"}, 0, 0);
    if (m.experts == 0)
        return;
    m.topK = r.integer({"num_experts_per_tok"}, std::min(2, m.experts));
    m.expertFfnHidden =
        type == "mixtral" ? m.ffnHidden : r.integer({"moe_intermediate_size"}, m.ffnHidden);
    m.moeEvery = r.integer({"moe_layer_freq", "decoder_sparse_step"}, 1);
    m.denseLayers = r.integer({"first_k_dense_replace"}, 0, 0);
    m.sharedExperts = r.integer({"n_shared_experts"}, 0, 0);
    // Qwen2-MoE has one shared expert of its own width: counted in expert-sized units.
    const int sharedWidth = r.integer({"shared_expert_intermediate_size"}, 0, 0);
    if (sharedWidth > 0 && m.expertFfnHidden > 0)
        m.sharedExperts = std::max(1, (sharedWidth + m.expertFfnHidden / 2) / m.expertFfnHidden);
}

void readMla(const Reader& r, ModelShape& m)
{
    m.kvLoraRank = r.integer({"kv_lora_rank"}, 0, 0);
    if (m.kvLoraRank == 0)
        return;
    m.qLoraRank = r.integer({"q_lora_rank"}, 0, 0); // null in DeepSeek-V2-Lite
    m.qkNopeHeadDim = r.integer({"qk_nope_head_dim"}, 128);
    m.qkRopeHeadDim = r.integer({"qk_rope_head_dim"}, 64);
    m.vHeadDim = r.integer({"v_head_dim"}, 128);
    m.headDim = 0; // MLA widths replace head_dim
}

/// The training sequence: the context window up to kHfDefaultTrainingSeqLen, noted when cut.
void readContext(const Reader& r, const std::string& label, HfImport& out)
{
    const char* key = "max_position_embeddings";
    const int window = r.integer({"max_position_embeddings", "n_positions", "n_ctx"}, 0);
    if (window == 0) {
        out.shape.seqLen = 4096;
        out.notes.push_back({label, key, Message{"HF_NO_CONTEXT", {arg::count(4096)}}});
        return;
    }
    out.shape.seqLen = std::min(window, kHfDefaultTrainingSeqLen);
    if (window > kHfDefaultTrainingSeqLen)
        out.notes.push_back({label, key,
                             Message{"HF_CONTEXT_CUT",
                                     {arg::count(window), arg::count(kHfDefaultTrainingSeqLen)}}});
}

/// Multimodal wrappers (Gemma 3, Qwen-VL style) keep the language model under text_config.
const json& languageConfig(const json& cfg)
{
    auto it = cfg.find("text_config");
    if (it != cfg.end() && it->is_object() && !cfg.contains("num_hidden_layers"))
        return *it;
    return cfg;
}

} // namespace

std::optional<HfImport> importHfConfig(std::string_view text, const std::string& label,
                                       std::vector<Diagnostic>& diags)
{
    // Depth-limited parse: a config is two levels deep; deeper nesting is refused, not recursed.
    constexpr int kMaxDepth = 16;
    bool tooDeep = false;
    json root = json::parse(
        text.begin(), text.end(),
        [&](int d, json::parse_event_t, json&) {
            if (d > kMaxDepth)
                tooDeep = true;
            return !tooDeep;
        },
        false);
    if (tooDeep || root.is_discarded() || !root.is_object()) {
        diags.push_back({label, "",
                         tooDeep ? Message{"HF_TOO_DEEP", {arg::count(kMaxDepth)}}
                                 : Message::of("HF_NOT_OBJECT")});
        return std::nullopt;
    }
    const json& cfg = languageConfig(root);
    HfImport out;
    out.modelType = modelTypeOf(cfg.contains("model_type") ? cfg : root);
    const Family* fam = findFamily(out.modelType);
    out.family = fam ? fam->name : out.modelType;
    const std::size_t before = diags.size();
    Reader r(cfg, label, diags);
    std::vector<std::string> missing;
    readCore(r, fam, out.shape, missing);
    if (!missing.empty()) {
        std::string list;
        for (const auto& k : missing)
            list += (list.empty() ? "" : ", ") + k;
        diags.push_back({label, "",
                         fam ? Message{"HF_MISSING_KEYS", {arg::name(fam->name), arg::name(list)}}
                             : Message{"HF_UNKNOWN_MISSING_KEYS",
                                       {arg::name(out.modelType), arg::name(list)}}});
        return std::nullopt;
    }
    if (!fam)
        out.notes.push_back(
            {label, "model_type", Message{"HF_UNKNOWN_ARCHITECTURE", {arg::name(out.modelType)}}});
    readMoe(r, out.modelType, out.shape);
    readMla(r, out.shape);
    readContext(r, label, out);
    if (out.shape.heads > 0 && out.shape.kvHeads > 0 && out.shape.heads % out.shape.kvHeads != 0)
        r.error("num_key_value_heads", Message::of("HF_KV_HEADS_DIVIDE"));
    if (diags.size() > before)
        return std::nullopt;
    return out;
}

std::optional<HfImport> importHfConfigFile(const std::string& path, std::vector<Diagnostic>& diags)
{
    constexpr long long kMaxBytes = 1 << 20; // real configs are a few KB
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
        diags.push_back({path, "", Message::of("HF_NOT_REGULAR_FILE")});
        return std::nullopt;
    }
    if (st.st_size > kMaxBytes) {
        diags.push_back({path, "", Message::of("HF_TOO_LARGE")});
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    std::string text(static_cast<std::size_t>(st.st_size), '\0');
    if (!in.read(text.data(), st.st_size)) {
        diags.push_back({path, "", Message::of("HF_CANNOT_READ")});
        return std::nullopt;
    }
    return importHfConfig(text, path, diags);
}

} // namespace cc::model::io
