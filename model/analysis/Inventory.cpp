#include "model/analysis/Inventory.h"

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

} // namespace

Inventory buildInventory(const SpecResolver& specs, std::vector<Finding>& findings)
{
    Inventory inv;
    const Design& d = specs.design();
    for (const auto& t : d.templates)
        inv.templates.emplace(t.id, resolveTemplate(t, specs, findings));
    for (const auto& b : d.blocks) {
        inv.blocks.emplace(b.id, &b);
        if (b.kind != BlockKind::Server)
            continue;
        inv.servers += b.replicas;
        if (const auto it = inv.templates.find(b.templateId); it != inv.templates.end())
            inv.gpus += b.replicas * it->second.gpus;
    }
    return inv;
}

} // namespace cc::model
