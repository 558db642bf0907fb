#pragma once
// Model shapes from Hugging Face `config.json` files (issue 14 §1): the file a user already has
// for the model they want to train. Families: Llama, Mistral/Mixtral, Qwen2/Qwen2-MoE, Qwen3/
// Qwen3-MoE, DeepSeek-V2/V3 (MLA and MoE), Gemma 1-3, GPT-2, GPT-NeoX (Pythia).
#include "model/training/Workload.h"
#include "model/util/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::io {

/// What an import produced: the shape, which family was recognised, and notes on what was
/// assumed (e.g. a training sequence length shorter than the model's context window).
struct HfImport {
    ModelShape shape;
    std::string modelType; ///< config's model_type, e.g. "qwen3_moe"
    std::string family;    ///< the family whose key names were read, e.g. "Qwen3 MoE"
    std::vector<Diagnostic> notes;
};

/// Longest training sequence an import sets by default. Context windows of 128K+ are reached by
/// a short long-context phase after pre-training at 8K (Dubey et al. 2024, "The Llama 3 Herd of
/// Models", §3.4.2; DeepSeek-V3 report §4.3 pre-trains at 4K); training the whole run at the
/// window length would be a different job, so the window is noted and the user decides.
constexpr int kHfDefaultTrainingSeqLen = 8192;

/// Parses `json` (the contents of a config.json) into a model shape. Problems (bad JSON, an
/// unknown architecture with the keys it lacks, out-of-range values) are appended to `diags`
/// with the JSON key as path and `label` as file; returns nullopt when no shape can be made.
std::optional<HfImport> importHfConfig(std::string_view json, const std::string& label,
                                       std::vector<Diagnostic>& diags);

/// Reads and imports a config.json file (regular files up to 1 MiB).
std::optional<HfImport> importHfConfigFile(const std::string& path, std::vector<Diagnostic>& diags);

} // namespace cc::model::io
