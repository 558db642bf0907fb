#include "model/training/Reliability.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace cc::model {

double jobMtbfSeconds(double gpus, double servers)
{
    const double perHour = gpus / kGpuMtbfHours + servers / kServerMtbfHours;
    return perHour > 0 ? 3600.0 / perHour : 0;
}

double youngDalyIntervalSeconds(double checkpointS, double mtbfS)
{
    if (mtbfS <= 0)
        return 0;
    // A checkpoint that takes half the MTBF or more cannot pay for itself: run to the failure.
    if (checkpointS >= mtbfS / 2)
        return mtbfS;
    return std::sqrt(2 * checkpointS * mtbfS) - checkpointS;
}

double goodput(double intervalS, double checkpointS, double restartS, double mtbfS)
{
    if (mtbfS <= 0 || intervalS <= 0)
        return 0;
    const double lost = (intervalS / 2 + restartS) / mtbfS;
    return std::clamp((1 - lost) / (1 + checkpointS / intervalS), 0.0, 1.0);
}

ReliabilityReport analyzeReliability(double gpus, double servers, double checkpointWriteS,
                                     double restartS, std::vector<Finding>& findings,
                                     std::vector<Explanation>& explanations)
{
    ReliabilityReport r;
    r.jobMtbfS = jobMtbfSeconds(gpus, servers);
    // Even an instant checkpoint has a cost: one second floor keeps τ finite (named assumption).
    const double delta = std::max(checkpointWriteS, 1.0);
    r.checkpointIntervalS = youngDalyIntervalSeconds(delta, r.jobMtbfS);
    r.goodput = goodput(r.checkpointIntervalS, delta, restartS, r.jobMtbfS);

    char buf[256];
    if (r.goodput < 0.9) {
        std::snprintf(buf, sizeof buf,
                      "Goodput is %.0f %%: the job fails every %.1f h on average and each "
                      "checkpoint takes %.0f s.",
                      r.goodput * 100, r.jobMtbfS / 3600, delta);
        findings.push_back({Severity::Warning,
                            "TRAINING_LOW_GOODPUT",
                            buf,
                            {},
                            "Write checkpoints faster (more storage bandwidth, asynchronous "
                            "checkpointing) or shorten the restart."});
    }
    std::snprintf(buf, sizeof buf, "1 / (GPUs / %.0f h + servers / %.0f h)", kGpuMtbfHours,
                  kServerMtbfHours);
    explanations.push_back({"reliability.jobMtbfS", buf, std::string(kFailureSource)});
    explanations.push_back({"reliability.checkpointIntervalS",
                            "τ = √(2·δ·M) − δ, δ = checkpoint write time (≥ 1 s), M = job MTBF",
                            "Young 1974; Daly 2006"});
    explanations.push_back({"reliability.goodput",
                            "(1 − (τ/2 + R)/M) / (1 + δ/τ); R = restart + restore time",
                            "formulas.md (lost work ≈ τ/2 per failure); Daly 2006"});
    return r;
}

} // namespace cc::model
