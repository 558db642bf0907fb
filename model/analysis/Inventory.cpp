#include "model/analysis/Inventory.h"

#include "model/io/InputLimits.h"

#include <algorithm>

namespace cc::model {

std::string powerCategory(Kind k)
{
    switch (k) {
    case Kind::Accelerator:
        return "accelerators";
    case Kind::Cpu:
        return "cpus";
    case Kind::Memory:
        return "memory";
    case Kind::Nic:
    case Kind::Optic:
    case Kind::Switch:
        return "network";
    case Kind::Storage:
        return "storage";
    case Kind::Fabric:
        return "scale-up fabric";
    case Kind::Cdu:
    case Kind::Rack:
    case Kind::Psu:
        return "power & cooling";
    case Kind::Server:
        return "servers";
    }
    return "other";
}

namespace {

Power scaled(const Power& p, double n)
{
    return {p.idleW * n, p.typicalW * n, p.maxW * n};
}
void addTo(Power& a, const Power& b)
{
    a.idleW += b.idleW;
    a.typicalW += b.typicalW;
    a.maxW += b.maxW;
}

TemplateInfo resolveTemplate(const ServerTemplate& t, const SpecResolver& specs,
                             std::vector<Finding>& findings)
{
    TemplateInfo info;
    info.tmpl = &t;
    Power dc;
    int nicsSeen = 0;
    double psuEfficiency = 0;
    for (const auto& part : t.parts) {
        const CatalogEntry* e = specs.find(part.ref);
        if (!e) {
            findings.push_back({Severity::Error,
                                "UNKNOWN_PART",
                                Message{"UNKNOWN_PART", {arg::name(t.name), arg::name(part.ref)}},
                                {t.id},
                                Message::of("UNKNOWN_PART_FIX")});
            info.partsPriced = false;
            continue;
        }
        const double n = part.count;
        switch (e->kind) {
        case Kind::Accelerator:
            info.gpus += part.count;
            if (!info.gpu)
                info.gpu = e;
            info.gpuMemoryBytes += n * e->accel.memoryBytes;
            info.pcieLanesNeeded += part.count * std::max(e->accel.pcieLanes, 0);
            break;
        case Kind::Nic:
            info.allNics += part.count;
            info.pcieLanesNeeded += part.count * e->nic.pcieLanes;
            if (e->nic.role == "compute") {
                const int want = t.computeNics < 0
                                     ? part.count
                                     : std::clamp(t.computeNics - nicsSeen, 0, part.count);
                nicsSeen += want;
                info.computeNics += want;
                info.computeNicBitsPerS += want * e->nic.ports * e->nic.portBitsPerS;
                if (!info.computeNic && want > 0)
                    info.computeNic = e;
            }
            break;
        case Kind::Cpu:
            info.cpus += part.count;
            info.cpuCores += part.count * e->cpu.cores;
            info.cpuPcieLanes += part.count * e->cpu.pcieLanes;
            break;
        case Kind::Memory:
            info.ramBytes += n * e->memory.capacityBytes;
            break;
        case Kind::Storage:
            info.ssds += part.count;
            info.ssdReadBytesPerS += n * e->storage.readBytesPerS;
            info.pcieLanesNeeded += part.count * 4;
            break;
        case Kind::Psu:
            info.psuRatedW += n * e->psu.ratedW;
            psuEfficiency = e->psu.efficiency;
            break;
        default:
            findings.push_back({Severity::Warning,
                                "PART_KIND",
                                Message{"PART_KIND",
                                        {arg::name(t.name), arg::name(e->name),
                                         arg::term(std::string(kindName(e->kind)))}},
                                {t.id},
                                Message::of("PART_KIND_FIX")});
            continue;
        }
        const Power p = scaled(e->power, n);
        addTo(dc, p);
        if (p.typicalW > 0)
            info.typicalByCategoryW[powerCategory(e->kind)] += p.typicalW;
        if (e->priceUsd)
            info.partsPriceUsd[powerCategory(e->kind)] += n * *e->priceUsd;
        else if (e->kind != Kind::Psu)
            info.partsPriced = false;
        info.partsEstimated = info.partsEstimated || e->estimate;
    }
    if (const CatalogEntry* f = specs.find(t.fabricRef)) {
        const Power p = scaled(f->power, t.fabricCount);
        addTo(dc, p);
        info.typicalByCategoryW[powerCategory(Kind::Fabric)] += p.typicalW;
        if (f->priceUsd)
            info.partsPriceUsd[powerCategory(Kind::Fabric)] += t.fabricCount * *f->priceUsd;
    } else if (!t.fabricRef.empty()) {
        findings.push_back({Severity::Error,
                            "UNKNOWN_PART",
                            Message{"UNKNOWN_FABRIC", {arg::name(t.name), arg::name(t.fabricRef)}},
                            {t.id},
                            Message::of("UNKNOWN_FABRIC_FIX")});
    }
    addTo(dc, t.chassisPower);
    info.typicalByCategoryW["chassis (fans, board)"] += t.chassisPower.typicalW;

    // Power at the wall: the parts draw DC behind the PSUs, which lose (1 - efficiency).
    Power wall = dc;
    if (psuEfficiency > 0 && psuEfficiency < 1) {
        wall = scaled(dc, 1.0 / psuEfficiency);
        info.typicalByCategoryW["psu losses"] += wall.typicalW - dc.typicalW;
    }
    info.partsMaxW = wall.maxW;
    info.power = wall;
    if (t.maxPowerW > 0)
        info.power.maxW = t.maxPowerW;

    // Scale-up domain and its per-GPU bandwidth (one direction).
    const double gpuLink = info.gpu ? info.gpu->accel.scaleUpBitsPerSPerDirection : 0;
    const CatalogEntry* fab = specs.find(t.fabricRef);
    switch (t.fabric) {
    case FabricType::NvSwitch:
    case FabricType::Mesh:
        info.scaleUpDomainGpus = std::max(info.gpus, 1);
        info.scaleUpBitsPerSPerGpu = gpuLink;
        if (fab && fab->fabric.gpuBitsPerSPerDirection > 0)
            info.scaleUpBitsPerSPerGpu =
                std::min(gpuLink > 0 ? gpuLink : 1e300, fab->fabric.gpuBitsPerSPerDirection);
        break;
    case FabricType::NvlinkBridge:
        info.scaleUpDomainGpus = std::min(info.gpus, 2);
        info.scaleUpBitsPerSPerGpu = fab ? fab->fabric.gpuBitsPerSPerDirection : gpuLink;
        break;
    case FabricType::Pcie:
        info.scaleUpDomainGpus = 1;
        info.scaleUpBitsPerSPerGpu = 0;
        break;
    }
    return info;
}

/// One count of an in-memory design against its bound of the input contract.
struct BoundCheck {
    const char* what; // a term (views/text/MessagesTerms.cpp)
    const std::string* where;
    ObjectId id;
    long long value;
    long long max;
};

/// The templates' counts: resolveTemplate sums them in ints, so these must hold first.
std::vector<BoundCheck> templateChecks(const Design& d)
{
    static const std::string kDesign;
    std::vector<BoundCheck> checks{{"server templates",
                                    &kDesign,
                                    {},
                                    static_cast<long long>(d.templates.size()),
                                    limits::kMaxTemplates}};
    for (const auto& t : d.templates) {
        long long parts = 0; // each count <= kMaxPartsPerServer before it is added: no overflow
        for (const auto& p : t.parts) {
            checks.push_back(
                {"parts per server", &t.name, t.id, p.count, limits::kMaxPartsPerServer});
            parts += std::clamp<long long>(p.count, 0, limits::kMaxPartsPerServer + 1);
        }
        checks.push_back({"parts per server", &t.name, t.id, parts, limits::kMaxPartsPerServer});
        checks.push_back({"switch chips", &t.name, t.id, t.fabricCount, limits::kMaxPorts});
    }
    return checks;
}

/// The groups', links' and racks' counts, which the analysis multiplies and sums.
std::vector<BoundCheck> designChecks(const Design& d)
{
    static const std::string kDesign;
    std::vector<BoundCheck> checks{
        {"groups", &kDesign, {}, static_cast<long long>(d.blocks.size()), limits::kMaxGroups},
        {"links", &kDesign, {}, static_cast<long long>(d.links.size()), limits::kMaxLinks},
        {"rack groups",
         &kDesign,
         {},
         static_cast<long long>(d.racks.size()),
         limits::kMaxRackGroups}};
    for (const auto& b : d.blocks)
        checks.push_back({"replicas", &b.name, b.id, b.replicas, limits::kMaxReplicas});
    for (const auto& l : d.links) {
        checks.push_back(
            {"links per replica", &kDesign, l.id, l.perReplica, limits::kMaxPerReplica});
        checks.push_back({"torus dimensions", &kDesign, l.id,
                          static_cast<long long>(l.torusDims.size()), limits::kMaxTorusDims});
        for (const int n : l.torusDims)
            checks.push_back(
                {"nodes along a torus dimension", &kDesign, l.id, n, limits::kMaxReplicas});
    }
    for (const auto& r : d.racks) {
        checks.push_back({"racks", &r.name, r.id, r.count, limits::kMaxRacks});
        for (const auto& slot : r.contents)
            checks.push_back(
                {"replicas per rack", &r.name, r.id, slot.perRack, limits::kMaxPerRack});
    }
    return checks;
}

/// The first broken bound as the error finding DESIGN_BEYOND_BOUNDS: which count, where (a
/// group, template or rack name; the design's name for design-wide counts), its value and the
/// bound. Only comparisons: nothing here can overflow.
std::optional<Finding> firstBroken(const Design& d, const std::vector<BoundCheck>& checks)
{
    for (const auto& c : checks)
        if (c.value < 0 || c.value > c.max) {
            std::vector<ObjectId> ids;
            if (c.id)
                ids.push_back(c.id);
            return Finding{
                Severity::Error, "DESIGN_BEYOND_BOUNDS",
                Message{"DESIGN_BEYOND_BOUNDS",
                        {arg::term(c.what), arg::name(c.where->empty() ? d.name : *c.where),
                         arg::count(c.value), arg::count(c.max)}},
                std::move(ids), Message::of("DESIGN_BEYOND_BOUNDS_FIX")};
        }
    return std::nullopt;
}

/// GPUs and servers of the design, with checked arithmetic: false (and the finding) when the GPUs
/// pass the contract's bound or a sum would overflow.
bool countServers(const Design& d, Inventory& inv, std::vector<Finding>& findings)
{
    for (const auto& b : d.blocks) {
        if (b.kind != BlockKind::Server)
            continue;
        const auto it = inv.templates.find(b.templateId);
        const long long perServer = it == inv.templates.end() ? 0 : it->second.gpus;
        const auto gpus = limits::mulCount(b.replicas, perServer);
        const auto total = gpus ? limits::addCount(inv.gpus, *gpus) : std::nullopt;
        const auto servers = limits::addCount(inv.servers, b.replicas);
        if (!total || !servers || *total > limits::kMaxGpus) {
            findings.push_back({Severity::Error,
                                "DESIGN_BEYOND_BOUNDS",
                                Message{"DESIGN_BEYOND_BOUNDS",
                                        {arg::term("GPUs"), arg::name(b.name),
                                         arg::count(total.value_or(limits::kMaxCount)),
                                         arg::count(limits::kMaxGpus)}},
                                {b.id},
                                Message::of("DESIGN_BEYOND_BOUNDS_FIX")});
            return false;
        }
        inv.gpus = *total;
        inv.servers = *servers;
    }
    return true;
}

} // namespace

std::optional<Finding> designBoundProblem(const Design& d)
{
    if (auto t = firstBroken(d, templateChecks(d)))
        return t;
    return firstBroken(d, designChecks(d));
}

Inventory buildInventory(const SpecResolver& specs, std::vector<Finding>& findings)
{
    Inventory inv;
    const Design& d = specs.design();
    for (const auto& b : d.blocks)
        inv.blocks.emplace(b.id, &b);
    // Every count below is bounded once these pass (the loader's bounds, catalogs/SCHEMA.md).
    // Templates within their bounds are still resolved when a group is past its own, so that the
    // job's hardware can say how many GPUs that group would have (TRAINING_TOO_MANY_GPUS).
    const std::optional<Finding> templates = firstBroken(d, templateChecks(d));
    std::optional<Finding> problem = templates ? templates : firstBroken(d, designChecks(d));
    if (problem) {
        findings.push_back(std::move(*problem));
        inv.beyondBounds = true;
    }
    if (!templates)
        for (const auto& t : d.templates)
            inv.templates.emplace(t.id, resolveTemplate(t, specs, findings));
    if (!inv.beyondBounds && !countServers(d, inv, findings)) {
        inv.gpus = 0;
        inv.servers = 0;
        inv.beyondBounds = true;
    }
    return inv;
}

} // namespace cc::model
