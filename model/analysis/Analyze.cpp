#include "model/analysis/Analyze.h"

#include "model/analysis/Concerns.h"
#include "model/io/InputLimits.h"

#include <algorithm>
#include <chrono>

namespace cc::model {

std::string_view severityName(Severity s)
{
    switch (s) {
    case Severity::Info:
        return "info";
    case Severity::Warning:
        return "warning";
    case Severity::Error:
        return "error";
    }
    return "?";
}

std::string_view coolingVerdictName(CoolingVerdict v)
{
    switch (v) {
    case CoolingVerdict::Air:
        return "air";
    case CoolingVerdict::AirContained:
        return "air with containment";
    case CoolingVerdict::Liquid:
        return "liquid";
    }
    return "?";
}

Report analyze(const Design& d, const Catalog& catalog)
{
    const auto t0 = std::chrono::steady_clock::now();
    Report r;
    const SpecResolver specs(d, catalog);
    const Inventory inv = buildInventory(specs, r.findings);
    const AnalysisContext cx{specs, inv, r.findings, r.explanations};

    r.design.gpus = inv.gpus;
    r.design.servers = inv.servers;
    r.design.groups = static_cast<int>(std::min<size_t>(d.blocks.size(), limits::kMaxGroups));
    // A design built in memory past the input contract's bounds (DESIGN_BEYOND_BOUNDS): its
    // counts are not summed or multiplied (they could overflow); the report holds the finding.
    if (inv.beyondBounds) {
        r.analysisSeconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return r;
    }
    for (const auto& b : d.blocks) {
        if (b.kind == BlockKind::Switch)
            r.design.switches += b.replicas;
        else if (b.kind == BlockKind::Storage)
            r.design.storageSystems += b.replicas;
    }
    for (const auto& rack : d.racks)
        r.design.racks += rack.count;

    r.network = analyzeNetwork(cx);
    r.power = analyzePower(cx, r.network);
    r.cooling = analyzeCooling(cx, r.power);
    r.hosts = analyzeHosts(cx);
    r.cost = analyzeCost(cx, r.network, r.cooling);

    // Most severe first; the order within a severity is the order the rules ran.
    std::stable_sort(r.findings.begin(), r.findings.end(),
                     [](const Finding& a, const Finding& b) { return a.severity > b.severity; });
    r.analysisSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    return r;
}

} // namespace cc::model
