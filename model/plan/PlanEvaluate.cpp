// One group of designs at a time: a server type at one size with each fabric. Work shared inside
// the group: the parallelism search runs once per distinct hardware (fabrics whose tiers give the
// same bandwidths get the same layouts), so a design is generated and analysed once and searched
// only when its network differs.
#include "model/plan/PlanEvaluate.h"

#include "model/analysis/Evaluate.h"
#include "model/catalog/Availability.h"
#include "model/topology/Generators.h"
#include "model/training/Memory.h"
#include "model/training/MemoryUtil.h"
#include "model/training/Reliability.h"
#include "model/training/Search.h"
#include "model/training/TrainingStorage.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <tuple>

namespace cc::model::plan {

namespace {

constexpr double kSecondsPerDay = 86400;
constexpr double kSecondsPerYear = 365.0 * kSecondsPerDay;
/// Checkpoint overhead the storage is sized for: with Young's interval τ = √(2δM) the blocking
/// overhead δ/τ = √(δ/2M), so a target f needs a write time δ ≤ 2f²M. Assumption: f = 1 %.
constexpr double kCheckpointOverheadTarget = 0.01;
/// Assumption: never more appliances than this many times the read-bandwidth sizing.
constexpr std::int64_t kMaxStorageScale = 64;

/// The search's view of the hardware inside one group (one server type at one size): equal
/// keys give equal step models and layouts. The link kinds are not part of it: the step model
/// sees them only through the bandwidths and latencies below (their efficiencies are applied in
/// computeHardware), so InfiniBand and Ethernet at the same rate share one search
/// (tst_search linkKindsOnlyNameTheTiers checks that the search ignores them).
using HardwareKey = std::array<double, 10>;

HardwareKey keyOf(const ComputeHardware& hw)
{
    return {hw.scaleUpBusBytesPerS,
            hw.interNodeBusBytesPerS,
            hw.alltoallInterBytesPerS,
            hw.alphaIntraS,
            hw.alphaInterS,
            static_cast<double>(hw.domainGpus),
            static_cast<double>(hw.groupGpus),
            hw.memoryBytes,
            hw.hostRamBytesPerNode,
            hw.pcieBytesPerS};
}

/// Fastest layouts checked against host RAM when offloading (the search checks GPU memory).
constexpr int kLayoutsTried = 4;

bool hostFits(const Workload& w, const ResolvedLayout& c, const ComputeHardware& hw)
{
    const mem::Peak p =
        mem::peak(w, c, std::max(1, c.layout.microBatch), std::max(1, c.microBatches));
    const int perNode = std::max(1, std::min(hw.gpusPerServer, hw.groupGpus));
    return hw.hostRamBytesPerNode <= 0 || p.hostPerGpu * perNode <= hw.hostRamBytesPerNode;
}

struct BestLayout {
    bool found = false;
    SearchResult result;
    Offload offload = Offload::None;
};

/// Fastest layout that fits, trying more offload only when nothing fits without it.
BestLayout bestLayout(const Workload& job, const ComputeHardware& hw, std::int64_t& layouts)
{
    BestLayout best;
    SearchOptions o;
    o.top = kLayoutsTried;
    constexpr std::array<Offload, 3> kLevels{Offload::None, Offload::Optimizer,
                                             Offload::OptimizerParams};
    for (Offload level : kLevels) {
        if (static_cast<int>(level) < static_cast<int>(job.training.offload))
            continue;
        // Offload needs host RAM the catalog gives: a unified-memory device (Jetson) lists
        // none, and its one memory is already the GPU's.
        if (level != Offload::None && hw.hostRamBytesPerNode <= 0)
            break;
        Workload w = job;
        w.training.offload = level;
        const SearchReport rep = searchParallelism(w, makeStepModel(w, hw), hw.groupGpus, o);
        layouts += rep.evaluated;
        // The search checks GPU memory; offloaded states must also fit the host's RAM.
        for (const SearchResult& r : rep.results) {
            Workload withLayout = w;
            withLayout.training.layout = r.layout.layout;
            if (level != Offload::None && !hostFits(withLayout, r.layout, hw))
                continue;
            best.found = true;
            best.result = r;
            best.offload = level;
            return best;
        }
    }
    return best;
}

double rentPriceOf(const CatalogEntry* gpu)
{
    // The accelerator's public rent price (catalogs/SCHEMA.md "Rent"); 0 when it has none.
    const std::optional<RentPrice> rent = gpu ? rentOf(*gpu) : std::nullopt;
    return rent ? rent->usdPerGpuHour : 0;
}

const CatalogEntry* acceleratorOf(const CatalogEntry& server, const Catalog& catalog)
{
    for (const auto& p : server.server.parts)
        if (const CatalogEntry* e = catalog.find(p.ref); e && e->kind == Kind::Accelerator)
            return e;
    return nullptr;
}

/// Longest checkpoint write the overhead target allows for a job of this size.
double maxCheckpointWriteS(std::int64_t gpus, std::int64_t servers)
{
    const double mtbf = jobMtbfSeconds(static_cast<double>(gpus), static_cast<double>(servers));
    return 2 * kCheckpointOverheadTarget * kCheckpointOverheadTarget * mtbf;
}

std::int64_t checkpointAppliances(double bytes, const CatalogEntry& storage, double maxWriteS)
{
    const double perAppliance = std::max(storage.storage.writeBytesPerS, 1.0);
    const double n = std::ceil(bytes / (perAppliance * std::max(maxWriteS, 1.0)) - 1e-9);
    return std::clamp<std::int64_t>(static_cast<std::int64_t>(n), 1, kMaxStorageScale);
}

void addViolation(PlanCandidate& c, const char* what, double value, double limit)
{
    if (limit > 0 && value > limit)
        c.violations.push_back({what, value, limit});
}

} // namespace

double jobCheckpointBytes(const Workload& job)
{
    const StepModel m = makeStepModel(job, ComputeHardware{});
    return checkpointBytes(job, m.params, m.trainableFraction);
}

const CatalogEntry* planStorage(const Catalog& catalog)
{
    const CatalogEntry* best = nullptr;
    double bestRate = -1;
    for (const CatalogEntry* e : catalog.ofKind(Kind::Storage)) {
        if (e->storage.type != "appliance" || e->storage.nics < 1 || e->storage.nicBitsPerS <= 0)
            continue;
        const double rate = e->storage.writeBytesPerS / std::max(e->priceUsd.value_or(1e12), 1.0);
        if (rate > bestRate || (rate == bestRate && best && e->id < best->id)) {
            best = e;
            bestRate = rate;
        }
    }
    return best;
}

void checkConstraints(PlanCandidate& c, const PlanConstraints& k, bool liquidCooled,
                      bool serversPriced)
{
    c.violations.clear();
    if (!c.fits) {
        c.violations.push_back({"memory", c.perGpuBytes, 0});
        c.meetsConstraints = false;
        return;
    }
    addViolation(c, "deadline", c.wallTimeS / kSecondsPerDay, k.deadlineDays);
    if (k.rent && c.costRentUsd <= 0)
        c.violations.push_back({"rentPrice", 0, k.budgetUsd}); // no public rent price: unknown
    else if (!k.rent && !serversPriced)
        c.violations.push_back({"price", 0, k.budgetUsd}); // capex leaves out the servers
    else if (k.budgetUsd > 0)
        addViolation(c, "budget", k.rent ? c.costRentUsd : c.capexUsd, k.budgetUsd);
    addViolation(c, "itPower", c.itPowerW / 1000, k.maxItPowerKw);
    addViolation(c, "facilityPower", c.facilityPowerW / 1000, k.maxFacilityPowerKw);
    addViolation(c, "rackPower", c.maxServerW / 1000, k.rackKw);
    if (k.liquid && !*k.liquid && liquidCooled)
        c.violations.push_back({"liquid", 1, 0});
    c.meetsConstraints = c.violations.empty();
}

namespace {

/// A generated design and its one evaluation (model::evaluate), with what the layout choice
/// found on the way.
struct Built {
    Evaluation e;
    const BestLayout* best = nullptr; ///< the search of its hardware; null: not searched
    bool needsStorage = false;        ///< local NVMe is too slow for the checkpoints
    bool duplicate = false;           ///< same hardware, price and power as an earlier fabric
    std::int64_t storageCount = 0;
};

/// The designs of one group: the searches shared between fabrics and the designs seen.
class GroupEvaluator {
public:
    GroupEvaluator(const SpaceGroup& g, const EvaluateContext& ctx, EvaluateStats& stats)
        : m_g(g), m_ctx(ctx), m_stats(stats),
          m_rentPrice(rentPriceOf(acceleratorOf(*g.server, ctx.catalog)))
    {}

    /// Builds and evaluates one fabric of the group; false when it cannot be built or repeats
    /// an earlier design.
    bool run(const FabricChoice& f, Built& b);
    double rentPrice() const { return m_rentPrice; }

private:
    bool evaluateWith(const topology::GeneratorOptions& o, bool checkStorage, Built& b);
    std::optional<Workload> choose(const Evaluation& sofar, bool checkStorage, Built& b);
    bool localStorageSuffices(const Evaluation& e) const;

    const SpaceGroup& m_g;
    const EvaluateContext& m_ctx;
    EvaluateStats& m_stats;
    double m_rentPrice;
    std::map<HardwareKey, BestLayout> m_searched;
    // Fabrics that build the same hardware at the same price and power (2:1 on a single leaf)
    // are one design: listed once, under the first fabric.
    std::vector<std::tuple<HardwareKey, double, double>> m_seen;
};

/// Checkpoints go to the servers' local NVMe when that writes one within the time the overhead
/// target allows; otherwise shared storage is attached, sized for it.
bool GroupEvaluator::localStorageSuffices(const Evaluation& e) const
{
    const ComputeHardware& hw = *e.hardware;
    const std::int64_t gpus = m_g.nodes * m_g.gpusPerServer;
    const double maxWriteS = maxCheckpointWriteS(gpus, m_g.nodes);
    const StoragePath local = storagePath(*e.design, m_ctx.catalog, e.report, hw, hw.groupGpus);
    return local.writeBytesPerS > 0 && m_ctx.checkpointBytes / local.writeBytesPerS <= maxWriteS;
}

/// The evaluation's choice of job: the fastest layout that fits this hardware (searched once
/// per distinct hardware of the group), or none when the design is not needed after all.
std::optional<Workload> GroupEvaluator::choose(const Evaluation& sofar, bool checkStorage, Built& b)
{
    if (!sofar.hardware || !sofar.hardware->valid)
        return std::nullopt;
    const ComputeHardware& hw = *sofar.hardware;
    if (checkStorage && !localStorageSuffices(sofar)) {
        b.needsStorage = true; // evaluated again with storage attached
        return std::nullopt;
    }
    ++m_stats.designs;
    const HardwareKey key = keyOf(hw);
    const auto same = std::make_tuple(key, sofar.report.cost.capexUsd, sofar.report.power.itW);
    if (std::find(m_seen.begin(), m_seen.end(), same) != m_seen.end()) {
        b.duplicate = true;
        return std::nullopt;
    }
    m_seen.push_back(same);
    auto it = m_searched.find(key);
    if (it == m_searched.end())
        it = m_searched.emplace(key, bestLayout(m_ctx.job, hw, m_stats.layouts)).first;
    b.best = &it->second;
    if (!b.best->found)
        return std::nullopt;
    Workload w = m_ctx.job;
    w.training.layout = b.best->result.layout.layout;
    w.training.offload = b.best->offload;
    w.run.gpus.reset();
    if (w.run.cloudUsdPerGpuHour <= 0)
        w.run.cloudUsdPerGpuHour = m_rentPrice;
    return w;
}

bool GroupEvaluator::evaluateWith(const topology::GeneratorOptions& o, bool checkStorage, Built& b)
{
    Design d;
    try {
        d = topology::generate(o, m_ctx.catalog);
    } catch (const std::invalid_argument&) {
        return false; // the generators cannot build this size on this switch
    }
    if (m_ctx.constraints.utilisation > 0)
        d.facility.powerUtilisation = m_ctx.constraints.utilisation;
    EvaluateOptions opts;
    opts.explain = false;
    opts.chooseJob = [&](const Evaluation& sofar) { return choose(sofar, checkStorage, b); };
    b.e = evaluate(std::make_shared<const Design>(std::move(d)), m_ctx.catalog, m_ctx.job, opts);
    return b.e.hardware && b.e.hardware->valid;
}

bool GroupEvaluator::run(const FabricChoice& f, Built& b)
{
    topology::GeneratorOptions o;
    o.kind = f.kind;
    o.serverRef = m_g.server->id;
    o.nodes = m_g.nodes;
    o.switchRef = f.switchRef;
    o.oversubscription = f.oversubscription;
    const bool networked = f.kind != "standalone" && m_ctx.storage;
    if (!evaluateWith(o, networked, b))
        return false;
    if (b.needsStorage) {
        const std::int64_t gpus = m_g.nodes * m_g.gpusPerServer;
        o.storageRef = m_ctx.storage->id;
        o.storageMinCount = checkpointAppliances(m_ctx.checkpointBytes, *m_ctx.storage,
                                                 maxCheckpointWriteS(gpus, m_g.nodes));
        b = Built{};
        if (!evaluateWith(o, false, b))
            return false;
        for (const auto& blk : b.e.design->blocks)
            if (blk.kind == BlockKind::Storage)
                b.storageCount = blk.replicas;
    }
    return !b.duplicate;
}

PlanCandidate describe(const SpaceGroup& g, const FabricChoice& f, std::int64_t index,
                       const Built& b, const EvaluateContext& ctx)
{
    const Report& infra = b.e.report;
    PlanCandidate c;
    c.index = index;
    c.server = g.server->id;
    c.serverName = g.server->name;
    const CatalogEntry* gpu = acceleratorOf(*g.server, ctx.catalog);
    c.accelerator = gpu ? gpu->name : b.e.hardware->gpuName;
    c.nodes = g.nodes;
    c.gpus = b.e.hardware->groupGpus;
    c.topology = f.kind;
    c.switchRef = f.switchRef;
    c.fabric = f.label;
    c.network = f.network;
    c.oversubscription = f.oversubscription;
    if (b.storageCount > 0) {
        c.storageRef = ctx.storage->id;
        c.storageCount = b.storageCount;
    }
    c.capexUsd = infra.cost.capexUsd;
    c.itPowerW = infra.power.itW;
    c.facilityPowerW = infra.power.facilityW;
    c.maxServerW = infra.power.maxServerW;
    return c;
}

/// The run figures of the chosen layout, from the evaluation's training report.
void analyseRun(PlanCandidate& c, const Built& b, const EvaluateContext& ctx)
{
    const bool found = b.best && b.best->found && b.e.training;
    c.fits = found;
    c.totalCostUsd = c.capexUsd;
    if (!found)
        return;
    const BestLayout& best = *b.best;
    c.layout = best.result.layout;
    c.offload = best.offload;
    c.stepTimeS = best.result.stepTimeS;
    c.mfu = best.result.mfu;
    c.perGpuBytes = best.result.perGpuBytes;
    const TrainingReport& tr = *b.e.training;
    const Workload& w = *b.e.workload;
    c.fits = tr.valid && tr.memory.fits; // the canvas's verdict, host RAM included
    c.timeToTrainS = tr.performance.timeToTrainS;
    c.wallTimeS = tr.run.wallTimeS;
    c.energyKwh = tr.run.energyKwh;
    c.bottleneck = tr.performance.bottleneck;
    const double keptS = std::max(c.wallTimeS, ctx.constraints.horizonDays * kSecondsPerDay);
    c.costRentUsd = tr.run.cloudUsdPerGpuHour * c.gpus * keptS / 3600;
    const double energyUsd = c.energyKwh * b.e.design->facility.usdPerKwh;
    c.totalCostUsd =
        ctx.constraints.rent
            ? c.costRentUsd
            : c.capexUsd * (1 + w.run.maintenanceFraction * keptS / kSecondsPerYear) + energyUsd;
}

} // namespace

void evaluateGroup(const SpaceGroup& g, const EvaluateContext& ctx, std::vector<PlanCandidate>& out,
                   EvaluateStats& stats)
{
    GroupEvaluator group(g, ctx, stats);
    for (std::size_t i = 0; i < g.fabrics.size(); ++i) {
        const FabricChoice& f = g.fabrics[i];
        Built b;
        if (!group.run(f, b))
            continue;
        PlanCandidate c = describe(g, f, g.firstIndex + static_cast<std::int64_t>(i), b, ctx);
        analyseRun(c, b, ctx);
        bool liquid = false;
        for (const auto& t : b.e.design->templates)
            liquid = liquid || t.cooling == Cooling::Liquid;
        checkConstraints(c, ctx.constraints, liquid, b.e.report.cost.serversPriced);
        out.push_back(std::move(c));
    }
}

} // namespace cc::model::plan
