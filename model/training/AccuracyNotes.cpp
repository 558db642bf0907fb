// Notes on the estimate's known optimism per regime (AccuracyNotes.h).
#include "model/training/AccuracyNotes.h"

#include <algorithm>
#include <string_view>

namespace cc::model {

namespace {

/// Token rows each expert GEMM gets per micro-batch when routing is balanced.
double rowsPerExpert(const StepModel& m, const ResolvedLayout& c)
{
    if (m.experts <= 0)
        return 0;
    return c.layout.microBatch * m.s / std::max(c.layout.cp, 1) * m.topK / m.experts;
}

} // namespace

void appendAccuracyNotes(const StepModel& m, const ResolvedLayout& c,
                         std::vector<Finding>& findings)
{
    if (m.moeLayers > 0 && m.experts > 0) {
        const double rows = rowsPerExpert(m, c);
        const double localExperts = m.experts / std::max(c.layout.ep, 1);
        if (rows <= kMoeHostBoundRows && localExperts >= kMoeHostBoundLocalExperts)
            findings.push_back({Severity::Warning,
                                "TRAINING_ESTIMATE_MOE_HOST",
                                Message{"TRAINING_ESTIMATE_MOE_HOST",
                                        {arg::count(static_cast<long long>(rows)),
                                         arg::count(static_cast<long long>(localExperts))}},
                                {},
                                Message::of("TRAINING_ESTIMATE_MOE_HOST_FIX")});
    }
    // Expert parallelism across scale-up domains: per-layer dispatcher setup not modelled.
    if (m.moeLayers > 0 && m.experts > 0 && c.layout.ep * c.layout.expertTp > m.hw.domainGpus &&
        m.hw.domainGpus > 0) {
        const double layers = m.moeLayers / std::max(c.layout.pp, 1);
        const double perStep = kDispatchSetupSecondsPerLayer * layers * c.microBatches;
        findings.push_back(
            {Severity::Warning,
             "TRAINING_ESTIMATE_MOE_DISPATCH",
             Message{"TRAINING_ESTIMATE_MOE_DISPATCH",
                     {arg::count(c.layout.ep), arg::count(m.hw.domainGpus),
                      arg::real(kDispatchSetupSecondsPerLayer * 1e3, 2), arg::real(perStep, 2),
                      arg::count(static_cast<long long>(layers)), arg::count(c.microBatches)}},
             {},
             Message::of("TRAINING_ESTIMATE_MOE_DISPATCH_FIX")});
    }
    // The GB200's superchip part: published GB200 rows run 0 to ~40 % below the model where HGX
    // B200 and GB300 rows of the same layouts match it (catalogs/validation, issue 9); which of
    // its modelled advantages a busy NVL72 rack does not sustain is not measured.
    if (std::string_view(m.hw.gpuName).find("GB200") != std::string_view::npos)
        findings.push_back({Severity::Warning,
                            "TRAINING_ESTIMATE_GB200",
                            Message::of("TRAINING_ESTIMATE_GB200"),
                            {},
                            {}});
}

} // namespace cc::model
