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

    if (r.goodput < 0.9) {
        findings.push_back(
            {Severity::Warning,
             "TRAINING_LOW_GOODPUT",
             Message{"TRAINING_LOW_GOODPUT",
                     {arg::percent(r.goodput, 0), arg::duration(r.jobMtbfS), arg::duration(delta)}},
             {},
             Message::of("TRAINING_LOW_GOODPUT_FIX")});
    }
    explanations.push_back(
        {"reliability.jobMtbfS",
         Message{"EXPL_JOB_MTBF", {arg::real(kGpuMtbfHours, 0), arg::real(kServerMtbfHours, 0)}},
         Message::of("SRC_FAILURES_LLAMA3")});
    explanations.push_back({"reliability.checkpointIntervalS",
                            Message::of("EXPL_CHECKPOINT_INTERVAL"),
                            Message::of("SRC_YOUNG_DALY")});
    explanations.push_back(
        {"reliability.goodput", Message::of("EXPL_GOODPUT"), Message::of("SRC_GOODPUT")});
    return r;
}

} // namespace cc::model
