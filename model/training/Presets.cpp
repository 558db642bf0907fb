// Model presets: published shapes of popular models, each with where its numbers come from.
// parameterCount() of each is checked against the published total in tests/tst_workload.cpp.
#include "model/training/Workload.h"

#include <cctype>
#include <string>

namespace cc::model {

namespace {

ModelShape dense(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab, int seqLen,
                 bool gated, bool tied)
{
    ModelShape m;
    m.layers = layers;
    m.hidden = hidden;
    m.heads = heads;
    m.kvHeads = kvHeads;
    m.ffnHidden = ffn;
    m.vocab = vocab;
    m.seqLen = seqLen;
    m.gatedMlp = gated;
    m.tiedEmbeddings = tied;
    return m;
}

ModelShape moe(ModelShape m, int experts, int topK, int expertFfn, int shared, int denseLayers)
{
    m.experts = experts;
    m.topK = topK;
    m.expertFfnHidden = expertFfn;
    m.sharedExperts = shared;
    m.denseLayers = denseLayers;
    return m;
}

std::vector<ModelPreset> makePresets()
{
    std::vector<ModelPreset> p;
    p.push_back({"llama3-8b", "Llama 3 8B",
                 dense(32, 4096, 32, 8, 14336, 128256, 8192, true, false),
                 "meta-llama/Meta-Llama-3-8B config.json; sequence length 8192 from Dubey et al. "
                 "2024, 'The Llama 3 Herd of Models', Table 3. Published total 8.03B."});
    p.push_back({"llama3-70b", "Llama 3 70B",
                 dense(80, 8192, 64, 8, 28672, 128256, 8192, true, false),
                 "meta-llama/Meta-Llama-3-70B config.json; Dubey et al. 2024, Table 3. "
                 "Published total 70.6B."});
    p.push_back({"llama3-405b", "Llama 3.1 405B",
                 dense(126, 16384, 128, 8, 53248, 128256, 8192, true, false),
                 "meta-llama/Llama-3.1-405B config.json; Dubey et al. 2024, Table 3 (pre-training "
                 "at 8K context). Published total 405.9B."});
    p.push_back({"qwen2.5-7b", "Qwen2.5 7B",
                 dense(28, 3584, 28, 4, 18944, 152064, 4096, true, false),
                 "Qwen/Qwen2.5-7B config.json; 4K pre-training context from the Qwen2.5 technical "
                 "report (2024). Published total 7.61B (QKV biases not modelled, 0.002 %)."});
    p.push_back({"qwen2.5-72b", "Qwen2.5 72B",
                 dense(80, 8192, 64, 8, 29568, 152064, 4096, true, false),
                 "Qwen/Qwen2.5-72B config.json; Qwen2.5 technical report (2024). "
                 "Published total 72.7B."});
    p.push_back({"mixtral-8x7b", "Mixtral 8x7B",
                 moe(dense(32, 4096, 32, 8, 14336, 32000, 32768, true, false), 8, 2, 14336, 0, 0),
                 "mistralai/Mixtral-8x7B-v0.1 config.json; Jiang et al. 2024, 'Mixtral of "
                 "Experts', Table 1 (32K context). Published 46.7B total, 12.9B active."});
    ModelShape v3 =
        moe(dense(61, 7168, 128, 128, 18432, 129280, 4096, true, false), 256, 8, 2048, 1, 3);
    v3.qLoraRank = 1536;
    v3.kvLoraRank = 512;
    v3.qkNopeHeadDim = 128;
    v3.qkRopeHeadDim = 64;
    v3.vHeadDim = 128;
    p.push_back(
        {"deepseek-v3", "DeepSeek-V3 671B", v3,
         "deepseek-ai/DeepSeek-V3 config.json (first_k_dense_replace 3, 256 routed experts "
         "top-8 + 1 shared, moe_intermediate_size 2048; MLA q_lora_rank 1536, kv_lora_rank 512, "
         "qk_nope/rope head dims 128/64, v_head_dim 128); DeepSeek-AI 2024, 'DeepSeek-V3 "
         "Technical Report' (4K pre-training context, MTP module excluded). Published 671B "
         "total, 37B active."});
    auto qwen3 = [](ModelShape m) {
        m.headDim = 128;
        return m;
    };
    const char* qwen3Report = "; Qwen3 Technical Report (2025): pre-training stages at 4,096 "
                              "tokens. head_dim 128 ≠ hidden/heads; QK-norm weights not modelled";
    p.push_back(
        {"qwen3-8b", "Qwen3 8B", qwen3(dense(36, 4096, 32, 8, 12288, 151936, 4096, true, false)),
         std::string("Qwen/Qwen3-8B config.json") + qwen3Report + ". Published total 8.2B."});
    p.push_back(
        {"qwen3-32b", "Qwen3 32B", qwen3(dense(64, 5120, 64, 8, 25600, 151936, 4096, true, false)),
         std::string("Qwen/Qwen3-32B config.json") + qwen3Report + ". Published total 32.8B."});
    p.push_back(
        {"qwen3-235b-a22b", "Qwen3 235B-A22B",
         qwen3(moe(dense(94, 4096, 64, 4, 12288, 151936, 4096, true, false), 128, 8, 1536, 0, 0)),
         std::string("Qwen/Qwen3-235B-A22B config.json (128 experts top-8, "
                     "moe_intermediate_size 1536, no shared expert)") +
             qwen3Report + ". Published 235B total, 22B active."});
    p.push_back(
        {"gpt3-175b", "GPT-3 175B", dense(96, 12288, 96, 96, 49152, 51200, 2048, false, true),
         "Brown et al. 2020, 'Language Models are Few-Shot Learners', Table 2.1; vocabulary "
         "50,257 padded to 51,200 as in Megatron-LM (Narayanan et al. 2021). Published 175B "
         "(biases and learned positions, 0.03 %, not modelled)."});
    p.push_back(
        {"gpt2-124m", "GPT-2 small 124M", dense(12, 768, 12, 12, 3072, 50257, 1024, false, true),
         "openai-community/gpt2 config.json (Radford et al. 2019). Published 124M "
         "(124,439,808 with biases and learned positions, which are not modelled: -0.7 %)."});
    return p;
}

bool sameId(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) !=
            std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

const std::vector<ModelPreset>& modelPresets()
{
    static const std::vector<ModelPreset> presets = makePresets();
    return presets;
}

const ModelPreset* findPreset(std::string_view id)
{
    for (const auto& p : modelPresets())
        if (sameId(p.id, id))
            return &p;
    return nullptr;
}

} // namespace cc::model
