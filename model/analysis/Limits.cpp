// Ranks what limits a design from the infrastructure and training reports.
#include "model/analysis/Limits.h"

#include "model/util/Format.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace cc::model {

std::string_view limitKindName(LimitKind k)
{
    switch (k) {
    case LimitKind::Memory:
        return "GPU memory";
    case LimitKind::Compute:
        return "Compute";
    case LimitKind::ScaleUp:
        return "Scale-up link";
    case LimitKind::Nic:
        return "Server network (NIC)";
    case LimitKind::Oversubscription:
        return "Oversubscribed tier";
    case LimitKind::PipelineBubble:
        return "Pipeline bubble";
    case LimitKind::Storage:
        return "Storage";
    case LimitKind::Power:
        return "Rack power";
    case LimitKind::Cooling:
        return "Cooling";
    case LimitKind::Cost:
        return "Cost";
    }
    return "?";
}

namespace {

/// Which limit a finding belongs to; nullopt for findings about the drawing itself.
std::optional<LimitKind> kindOf(const std::string& code)
{
    static const std::map<std::string, LimitKind, std::less<>> byCode = {
        {"TRAINING_DOES_NOT_FIT", LimitKind::Memory},
        {"HOST_LOW_RAM", LimitKind::Memory},
        {"OFFLOAD_NEEDS_ZERO", LimitKind::Memory},
        {"TRAINING_BOTTLENECK", LimitKind::Compute},
        {"TRAINING_EFFICIENCY_ASSUMED", LimitKind::Compute},
        {"TRAINING_GPU_SPEC_INCOMPLETE", LimitKind::Compute},
        {"TRAINING_PRECISION_UNSUPPORTED", LimitKind::Compute},
        {"HOST_FEW_CPU_CORES", LimitKind::Compute},
        {"HOST_FEW_NICS", LimitKind::Nic},
        {"HOST_PCIE_SWITCHES", LimitKind::Nic},
        {"NIC_PORTS_UNCONNECTED", LimitKind::Nic},
        {"LINK_FASTER_THAN_NIC", LimitKind::Nic},
        {"TRAINING_NO_INTERNODE_NETWORK", LimitKind::Nic},
        {"TRAINING_NO_NETWORK", LimitKind::Nic},
        {"SWITCH_PORTS_OVERFULL", LimitKind::Oversubscription},
        {"PIPELINE_FEW_MICROBATCHES", LimitKind::PipelineBubble},
        {"PIPELINE_INTERLEAVE_MICROBATCHES", LimitKind::PipelineBubble},
        {"STORAGE_SLOW", LimitKind::Storage},
        {"NO_SHARED_STORAGE", LimitKind::Storage},
        {"TRAINING_DATA_READ_LIMITED", LimitKind::Storage},
        {"TRAINING_LOW_GOODPUT", LimitKind::Storage},
        {"TRAINING_NO_CHECKPOINT_PATH", LimitKind::Storage},
        {"TRAINING_NO_STORAGE", LimitKind::Storage},
        {"RACK_OVER_POWER", LimitKind::Power},
        {"SERVER_OVER_NAMEPLATE", LimitKind::Power},
        {"SERVER_PSU_SHORT", LimitKind::Power},
        {"RACK_NEEDS_CONTAINMENT", LimitKind::Cooling},
        {"RACK_NEEDS_LIQUID", LimitKind::Cooling},
        {"COOLING_AIRFLOW", LimitKind::Cooling},
        {"COOLING_CDUS", LimitKind::Cooling},
        {"NO_CDU", LimitKind::Cooling},
        {"CDU_UNKNOWN", LimitKind::Cooling},
        {"PRICE_UNKNOWN", LimitKind::Cost},
        {"TRAINING_RENTING_CHEAPER", LimitKind::Cost},
        {"TRAINING_NO_CLOUD_PRICE", LimitKind::Cost},
    };
    if (auto it = byCode.find(code); it != byCode.end())
        return it->second;
    return std::nullopt;
}

/// Severity of a share of the step time lost to an overhead: ≥ 25 % warns, else a note.
/// ClusterCanvas convention, in line with the 5 % threshold the bottleneck label uses.
Severity overheadSeverity(double share)
{
    return share >= 0.25 ? Severity::Warning : Severity::Info;
}

std::vector<ObjectId> serverBlocks(const Design& d)
{
    std::vector<ObjectId> ids;
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Server)
            ids.push_back(b.id);
    return ids;
}

std::vector<ObjectId> switchBlocks(const Design& d)
{
    std::vector<ObjectId> ids;
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Switch)
            ids.push_back(b.id);
    return ids;
}

/// The groups standing in a rack row (the canvas shows groups, not racks).
std::vector<ObjectId> rackBlocks(const Design& d, ObjectId rackId)
{
    std::vector<ObjectId> ids;
    if (const RackGroup* rg = d.findRack(rackId))
        for (const auto& slot : rg->contents)
            ids.push_back(slot.block);
    return ids;
}

void addTrainingLimits(const TrainingReport& t, const Report& r, const Design& d,
                       std::vector<Limit>& out)
{
    const auto& m = t.memory;
    if (m.capacityBytes > 0) {
        Limit l;
        l.kind = LimitKind::Memory;
        l.pressure = m.perGpu.total() / m.capacityBytes;
        l.severity = !m.fits            ? Severity::Error
                     : l.pressure > 0.9 ? Severity::Warning
                                        : Severity::Info;
        l.message = Message{
            m.fits ? "LIMIT_MEMORY" : "LIMIT_MEMORY_NOT_FIT",
            {arg::bytes(m.perGpu.total()), arg::bytes(m.capacityBytes), arg::percent(l.pressure)}};
        for (const auto& a : m.advice)
            if (a.fits && !m.fits) {
                // The change is notation ("TP 8, ZeRO-3"), shown as it is.
                l.suggestion = Message{"LIMIT_MEMORY_FIX_ADVICE",
                                       {arg::msg(a.change), arg::bytes(a.perGpuBytes)}};
                break;
            }
        if (m.fits && l.pressure > 0.9)
            l.suggestion = Message::of("LIMIT_MEMORY_FIX_HEADROOM");
        l.objects = serverBlocks(d);
        out.push_back(std::move(l));
    }
    if (!t.valid)
        return;
    const auto& p = t.performance;
    const auto& b = p.breakdownS;
    if (p.stepTimeS <= 0)
        return;
    auto share = [&](double s) { return s / p.stepTimeS; };
    {
        Limit l;
        l.kind = LimitKind::Compute;
        l.pressure = share(b.compute + b.optimizer);
        l.message =
            Message{"LIMIT_COMPUTE",
                    {arg::percent(l.pressure), arg::duration(p.stepTimeS), arg::percent(p.mfu)}};
        if (p.bottleneckCause == "compute") // the step-time model's own verdict
            l.suggestion = Message::of("LIMIT_COMPUTE_FIX");
        l.objects = serverBlocks(d);
        out.push_back(std::move(l));
    }
    if (b.tpComm + b.cpComm > 0) {
        Limit l;
        l.kind = LimitKind::ScaleUp;
        l.pressure = share(b.tpComm + b.cpComm);
        l.severity = overheadSeverity(l.pressure);
        l.message = Message{"LIMIT_SCALE_UP",
                            {arg::duration(b.tpComm + b.cpComm), arg::percent(l.pressure)}};
        l.suggestion = Message::of("LIMIT_SCALE_UP_FIX");
        l.objects = serverBlocks(d);
        out.push_back(std::move(l));
    }
    if (b.dpCommExposed + b.epComm > 0) {
        const bool tier =
            !r.network.interNodeLimitedBy.empty() && r.network.interNodeLimitedBy != "NIC";
        Limit l;
        l.kind = tier ? LimitKind::Oversubscription : LimitKind::Nic;
        l.pressure = share(b.dpCommExposed + b.epComm);
        l.severity = overheadSeverity(l.pressure);
        l.message = Message{"LIMIT_SCALE_OUT",
                            {arg::duration(b.dpCommExposed + b.epComm), arg::percent(l.pressure),
                             arg::msg(limitedByMessage(r.network.interNodeLimitedBy))}};
        l.suggestion = Message::of(tier ? "LIMIT_SCALE_OUT_FIX_TIER" : "LIMIT_SCALE_OUT_FIX_NIC");
        l.objects = tier ? switchBlocks(d) : serverBlocks(d);
        out.push_back(std::move(l));
    }
    if (b.ppBubble > 0) {
        Limit l;
        l.kind = LimitKind::PipelineBubble;
        l.pressure = share(b.ppBubble);
        l.severity = overheadSeverity(l.pressure);
        l.message = Message{
            "LIMIT_BUBBLE",
            {arg::duration(b.ppBubble), arg::percent(l.pressure), arg::count(p.microBatches)}};
        l.suggestion = Message::of("LIMIT_BUBBLE_FIX");
        out.push_back(std::move(l));
    }
    const auto& s = t.storage;
    if (s.dataReadBpsAvailable > 0 || t.reliability.checkpointIntervalS > 0) {
        Limit l;
        l.kind = LimitKind::Storage;
        const double feed =
            s.dataReadBpsAvailable > 0 ? s.dataReadBpsNeeded / s.dataReadBpsAvailable : 0;
        const double ckpt = t.reliability.checkpointIntervalS > 0
                                ? s.checkpointWriteS / t.reliability.checkpointIntervalS
                                : 0;
        l.pressure = std::max(feed, ckpt);
        l.severity = feed > 1 ? Severity::Warning : Severity::Info;
        l.message = Message{
            "LIMIT_STORAGE",
            {arg::si(s.checkpointBytes, "B"), arg::duration(s.checkpointWriteS),
             arg::duration(t.reliability.checkpointIntervalS), arg::percent(t.reliability.goodput),
             arg::si(s.dataReadBpsNeeded, "B/s"), arg::si(s.dataReadBpsAvailable, "B/s")}};
        if (!s.writeLimitedBy.empty())
            l.suggestion = Message{"LIMIT_STORAGE_FIX", {arg::term(s.writeLimitedBy)}};
        for (const auto& blk : d.blocks)
            if (blk.kind == BlockKind::Storage)
                l.objects.push_back(blk.id);
        out.push_back(std::move(l));
    }
}

void addInfraLimits(const Report& r, const Design& d, std::vector<Limit>& out)
{
    // Rack power and cooling: the fullest rack against its limit and against air cooling.
    const RackReport* worst = nullptr;
    for (const auto& rk : r.power.racks)
        if (rk.limitW > 0 && (!worst || rk.maxW / rk.limitW > worst->maxW / worst->limitW))
            worst = &rk;
    if (worst) {
        Limit l;
        l.kind = LimitKind::Power;
        l.pressure = worst->maxW / worst->limitW;
        l.severity = l.pressure > 1     ? Severity::Error
                     : l.pressure > 0.9 ? Severity::Warning
                                        : Severity::Info;
        l.message = Message{"LIMIT_RACK_POWER",
                            {arg::name(worst->name), arg::si(worst->maxW, "W"),
                             arg::si(worst->limitW, "W"), arg::percent(l.pressure)}};
        if (l.pressure > 1)
            l.suggestion = Message::of("LIMIT_RACK_POWER_FIX");
        l.objects = rackBlocks(d, worst->rackId);
        out.push_back(std::move(l));
    }
    if (r.power.maxRackW > 0 && d.facility.airLimitW > 0) {
        Limit l;
        l.kind = LimitKind::Cooling;
        l.pressure = r.power.maxRackW / d.facility.airLimitW;
        l.severity = Severity::Info;
        l.message =
            r.cooling.liquidRacks > 0
                ? Message{"LIMIT_COOLING_LIQUID",
                          {arg::count(r.cooling.liquidRacks), arg::si(r.cooling.liquidHeatW, "W"),
                           arg::count(r.cooling.cdusNeeded)}}
                : Message{"LIMIT_COOLING_AIR",
                          {arg::si(r.power.maxRackW, "W"), arg::percent(l.pressure),
                           arg::si(d.facility.airLimitW, "W")}};
        for (const auto& rk : r.power.racks)
            if (rk.verdict != CoolingVerdict::Air)
                for (auto id : rackBlocks(d, rk.rackId))
                    if (std::find(l.objects.begin(), l.objects.end(), id) == l.objects.end())
                        l.objects.push_back(id);
        out.push_back(std::move(l));
    }
    for (const auto& t : r.network.tiers)
        if (t.oversubscription && *t.oversubscription > 1.0001) {
            Limit l;
            l.kind = LimitKind::Oversubscription;
            l.pressure = 1 - 1 / *t.oversubscription;
            l.severity = Severity::Info;
            l.message = Message{"LIMIT_OVERSUBSCRIBED",
                                {arg::term(t.name), arg::real(*t.oversubscription, 2),
                                 arg::percent(1 / *t.oversubscription)}};
            l.suggestion = Message::of("LIMIT_OVERSUBSCRIBED_FIX");
            l.objects = switchBlocks(d);
            out.push_back(std::move(l));
        }
    if (r.cost.capexUsd > 0 || r.cost.unpricedItems > 0) {
        Limit l;
        l.kind = LimitKind::Cost;
        l.severity = r.cost.unpricedItems > 0 ? Severity::Warning : Severity::Info;
        std::vector<Message> parts{Message{"LIMIT_COST_CAPEX", {arg::usd(r.cost.capexUsd)}}};
        if (r.design.gpus > 0)
            parts.push_back(
                Message{"LIMIT_COST_PER_GPU",
                        {arg::usd(r.cost.capexUsd / static_cast<double>(r.design.gpus))}});
        if (r.cost.unpricedItems > 0)
            parts.push_back(Message{"LIMIT_COST_UNPRICED", {arg::count(r.cost.unpricedItems)}});
        l.message = Message{"LIMIT_COST", {arg::list(std::move(parts))}};
        out.push_back(std::move(l));
    }
}

} // namespace

Message limitedByMessage(const std::string& by)
{
    const std::string uplinks = " uplinks";
    if (by.empty() || by == "NIC")
        return Message::of("LIMITED_BY_NICS");
    if (by.size() > uplinks.size() && by.ends_with(uplinks))
        return Message{"LIMITED_BY_UPLINKS", {arg::term(by.substr(0, by.size() - uplinks.size()))}};
    return Message{"NAME", {arg::term(by)}};
}

std::vector<Limit> rankLimits(const Report& r, const Design& d, const TrainingReport* training,
                              std::vector<Finding>* other)
{
    std::vector<Limit> out;
    if (training)
        addTrainingLimits(*training, r, d, out);
    addInfraLimits(r, d, out);

    std::vector<Finding> all = r.findings;
    if (training)
        all.insert(all.end(), training->findings.begin(), training->findings.end());
    for (auto& f : all) {
        const auto kind = kindOf(f.code);
        auto it = kind ? std::find_if(out.begin(), out.end(),
                                      [&](const Limit& l) { return l.kind == *kind; })
                       : out.end();
        if (kind && it == out.end()) { // a finding for a limit without figures (e.g. no GPUs)
            Limit l;
            l.kind = *kind;
            l.message = f.message;
            l.suggestion = f.suggestion;
            out.push_back(std::move(l));
            it = out.end() - 1;
        }
        if (it == out.end()) {
            if (other)
                other->push_back(f);
            continue;
        }
        it->severity = std::max(it->severity, f.severity);
        for (auto fid : f.objects) // racks are not on the canvas: their groups are
            for (auto id : d.findRack(fid) ? rackBlocks(d, fid) : std::vector<ObjectId>{fid})
                if (std::find(it->objects.begin(), it->objects.end(), id) == it->objects.end())
                    it->objects.push_back(id);
        if (it->suggestion.empty())
            it->suggestion = f.suggestion;
        it->findings.push_back(std::move(f));
    }
    std::stable_sort(out.begin(), out.end(), [](const Limit& a, const Limit& b) {
        if (a.severity != b.severity)
            return a.severity > b.severity;
        return a.pressure > b.pressure;
    });
    return out;
}

} // namespace cc::model
