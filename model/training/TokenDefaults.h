#pragma once
// Token defaults by training method (issue 10 part A): pre-training trains on a compute-optimal
// budget of tokens per parameter; fine-tuning (full, LoRA, QLoRA) on a dataset a number of times.
#include "model/training/Workload.h"

namespace cc::model {

/// Hoffmann et al. 2022 ("Training Compute-Optimal Large Language Models", Chinchilla):
/// about 20 training tokens per parameter is compute-optimal.
constexpr double kPretrainTokensPerParam = 20;

/// Default fine-tuning dataset: the Tulu 3 SFT mixture (allenai/tulu-3-sft-mixture dataset card,
/// 2024-11): 939,344 conversations, 2,914,250,826 bytes of text. At the common ~4 bytes of
/// English text per BPE token (assumption: OpenAI tokenizer guidance, "about 4 characters per
/// token") that is ≈ 7.3e8 tokens.
constexpr double kTulu3SftBytes = 2914250826.0;
constexpr double kBytesPerToken = 4.0; ///< assumption (see above)
constexpr double kDefaultDatasetTokens = kTulu3SftBytes / kBytesPerToken;
/// Tulu 3 trains its SFT stage for 2 epochs (Lambert et al. 2024, arXiv 2411.15124, SFT
/// hyperparameters).
constexpr double kDefaultEpochs = 2;

/// Whether the method fine-tunes a trained model (full, LoRA, QLoRA) rather than pre-training.
inline bool isFineTune(Method m)
{
    return m != Method::Pretrain;
}

/// The token count a job trains on when it gives none: pre-training 20 × parameters; a
/// fine-tune the dataset × epochs (training.datasetTokens, training.epochs).
double defaultTokens(const Workload& w);

} // namespace cc::model
