#include "model/training/TrainingStorage.h"

#include "model/analysis/Inventory.h"
#include "model/util/Format.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cc::model {

double checkpointBytesPerParam(const TrainingSetup& t)
{
    const bool fp32 = t.precision == Precision::Fp32;
    const double weights = fp32 ? 4 : 2;
    const double master = fp32 ? 0 : 4;
    double states = 8; // AdamW m and v in fp32
    if (t.optimizer == OptimizerKind::AdamW8bit)
        states = 2;
    else if (t.optimizer == OptimizerKind::Sgd)
        states = 4; // momentum
    return weights + master + states;
}

double checkpointBytes(const Workload& w, double params, double trainableFraction)
{
    const bool adapters = w.training.method == Method::Lora || w.training.method == Method::Qlora;
    return params * (adapters ? trainableFraction : 1.0) * checkpointBytesPerParam(w.training);
}

double bytesPerToken(const ModelShape& m)
{
    return m.vocab <= 65536 ? 2.0 : 4.0;
}

StoragePath storagePath(const Design& d, const Catalog& catalog, const Report& infra,
                        const ComputeHardware& hw, int jobGpus)
{
    StoragePath p;
    const SpecResolver specs(d, catalog);
    double diskWrite = 0, diskRead = 0, nicBytes = 0;
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Storage)
            continue;
        const CatalogEntry* e = specs.find(b.ref);
        if (!e || e->kind != Kind::Storage)
            continue;
        const double n = static_cast<double>(b.replicas);
        diskWrite += e->storage.writeBytesPerS * n;
        diskRead += e->storage.readBytesPerS * n;
        // Appliances list their front-end ports; a drive without NICs is limited by its disks.
        nicBytes += e->storage.nics > 0 && e->storage.nicBitsPerS > 0
                        ? e->storage.nics * e->storage.nicBitsPerS / 8.0 * n
                        : std::numeric_limits<double>::infinity();
    }
    const double inf = std::numeric_limits<double>::infinity();
    auto limit = [](double& best, std::string& by, double value, const char* name) {
        if (value < best) {
            best = value;
            by = name;
        }
    };
    if (diskWrite > 0) {
        p.drawn = true;
        // The job's own compute NICs and the fabric's bisection also carry storage traffic.
        const double jobNics = jobGpus * infra.network.injectionBytesPerSPerGpu;
        const double bisection = infra.network.bisectionBytesPerS;
        p.writeBytesPerS = inf;
        p.readBytesPerS = inf;
        limit(p.writeBytesPerS, p.writeLimitedBy, diskWrite, "storage write bandwidth");
        limit(p.readBytesPerS, p.readLimitedBy, diskRead, "storage read bandwidth");
        for (auto [bw, name] : {std::pair{nicBytes, "storage NICs"},
                                std::pair{jobNics > 0 ? jobNics : inf, "the job's compute NICs"},
                                std::pair{bisection > 0 ? bisection : inf, "fabric bisection"}}) {
            limit(p.writeBytesPerS, p.writeLimitedBy, bw, name);
            limit(p.readBytesPerS, p.readLimitedBy, bw, name);
        }
        return p;
    }
    // No storage drawn: each server writes its shard to its own NVMe drives. Named assumption:
    // NVMe sequential write ≈ half the read rate (Samsung PM9A3 U.2 data sheet: 4.0 GB/s write /
    // 6.8 GB/s read; Micron 9550 product brief: 10.0/14.0 GB/s).
    std::vector<Finding> ignored;
    const Inventory inv = buildInventory(specs, ignored);
    double localRead = 0;
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Server)
            continue;
        const auto it = inv.templates.find(b.templateId);
        if (it != inv.templates.end() && it->second.gpus > 0 && it->second.gpu &&
            it->second.gpu->name == hw.gpuName)
            localRead = std::max(localRead, it->second.ssdReadBytesPerS);
    }
    const double servers =
        std::max(1.0, std::ceil(static_cast<double>(jobGpus) / std::max(hw.gpusPerServer, 1)));
    p.readBytesPerS = localRead * servers;
    p.writeBytesPerS = 0.5 * localRead * servers;
    p.readLimitedBy = p.writeLimitedBy = "local NVMe (no storage system drawn)";
    return p;
}

TrainingStorageReport analyzeTrainingStorage(const Workload& w, const StoragePath& path,
                                             double params, double trainableFraction,
                                             double tokensPerS, std::vector<Finding>& findings,
                                             std::vector<Explanation>& explanations)
{
    TrainingStorageReport r;
    r.checkpointBytes = checkpointBytes(w, params, trainableFraction);
    r.writeLimitedBy = path.writeLimitedBy;
    if (path.writeBytesPerS > 0)
        r.checkpointWriteS = r.checkpointBytes / path.writeBytesPerS;
    if (path.readBytesPerS > 0)
        r.checkpointRestoreS = r.checkpointBytes / path.readBytesPerS;
    r.dataReadBpsNeeded = tokensPerS * bytesPerToken(w.model);
    r.dataReadBpsAvailable = path.readBytesPerS;

    if (!path.drawn)
        findings.push_back({Severity::Warning,
                            "TRAINING_NO_STORAGE",
                            Message{"TRAINING_NO_STORAGE", {arg::si(path.writeBytesPerS, "B/s")}},
                            {},
                            Message::of("TRAINING_NO_STORAGE_FIX")});
    if (path.writeBytesPerS <= 0)
        findings.push_back({Severity::Warning,
                            "TRAINING_NO_CHECKPOINT_PATH",
                            Message::of("TRAINING_NO_CHECKPOINT_PATH"),
                            {},
                            Message::of("TRAINING_NO_CHECKPOINT_PATH_FIX")});
    if (r.dataReadBpsNeeded > r.dataReadBpsAvailable && r.dataReadBpsAvailable > 0)
        findings.push_back(
            {Severity::Warning,
             "TRAINING_DATA_READ_LIMITED",
             Message{"TRAINING_DATA_READ_LIMITED",
                     {arg::si(r.dataReadBpsNeeded, "B/s"), arg::si(r.dataReadBpsAvailable, "B/s"),
                      arg::term(path.readLimitedBy)}},
             {},
             Message::of("TRAINING_DATA_READ_LIMITED_FIX")});

    const std::string bpp = std::to_string(checkpointBytesPerParam(w.training));
    explanations.push_back(
        {"storage.checkpointBytes",
         Message{"EXPL_CHECKPOINT_BYTES", {arg::name(bpp.substr(0, bpp.find('.')))}},
         Message::of("SRC_CHECKPOINT_BYTES")});
    explanations.push_back({"storage.checkpointWriteS",
                            Message{"EXPL_CHECKPOINT_WRITE", {arg::term(path.writeLimitedBy)}},
                            Message::of("SRC_DEFINITION")});
    explanations.push_back({"storage.checkpointRestoreS", Message::of("EXPL_CHECKPOINT_RESTORE"),
                            Message::of("SRC_DEFINITION")});
    explanations.push_back(
        {"storage.dataReadBpsNeeded",
         Message{"EXPL_DATA_READ", {arg::count(static_cast<long long>(bytesPerToken(w.model)))}},
         Message::of("SRC_DATA_READ")});
    explanations.push_back({"storage.dataReadBpsAvailable", Message::of("EXPL_DATA_READ_AVAILABLE"),
                            Message::of("SRC_DEFINITION")});
    return r;
}

} // namespace cc::model
