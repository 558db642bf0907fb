#pragma once
// Checkpoints and training data through the storage path that is drawn (issue 3 §4).
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/StepTime.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <string>
#include <vector>

namespace cc::model {

/// Bytes per parameter of a full checkpoint: weights in the training precision, the fp32 master
/// copy and the optimizer states (mixed-precision AdamW: 2 + 4 + 8 = 14; Rajbhandari et al.,
/// ZeRO, SC20, arXiv:1910.02054, §3.1: K = 12 bytes of fp32 states per parameter).
double checkpointBytesPerParam(const TrainingSetup& t);

/// Bytes of one checkpoint. LoRA/QLoRA save only the adapters and their states (the frozen base
/// is already stored), approximated as the trainable fraction of the parameters.
double checkpointBytes(const Workload& w, double params, double trainableFraction);

/// Bytes per training token read from storage: token ids as uint16 when the vocabulary fits
/// 65,536 entries, else int32 (Megatron-LM indexed datasets). Named assumption: pre-tokenised
/// data, read once.
double bytesPerToken(const ModelShape& m);

/// The slowest element of the drawn path between the job and its storage, each way.
struct StoragePath {
    bool drawn = false; ///< false: no storage system; the servers' local NVMe is used
    double writeBytesPerS = 0;
    double readBytesPerS = 0;
    std::string writeLimitedBy;
    std::string readLimitedBy;
};
StoragePath storagePath(const Design& d, const Catalog& catalog, const Report& infra,
                        const ComputeHardware& hw, int jobGpus);

/// Checkpoint size, write and restore time, and the data bandwidth needed against available.
TrainingStorageReport analyzeTrainingStorage(const Workload& w, const StoragePath& path,
                                             double params, double trainableFraction,
                                             double tokensPerS, std::vector<Finding>& findings,
                                             std::vector<Explanation>& explanations);

} // namespace cc::model
