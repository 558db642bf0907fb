#include "model/plan/PlanDesign.h"

#include "model/plan/PlanJson.h"
#include "model/plan/Planner.h"
#include "model/topology/Generators.h"

namespace cc::model::plan {

Workload candidateWorkload(const PlanCandidate& c, const Workload& job)
{
    Workload w = planJob(job);
    w.training.layout = c.layout.layout;
    w.training.offload = c.offload;
    w.training.globalBatch =
        c.layout.dp * c.layout.layout.microBatch * std::max(c.layout.microBatches, 1);
    w.run.gpus.reset();
    return w;
}

Message planDesignNote(const PlanCandidate& c, const Workload& job)
{
    return Message{"PLAN_DESIGN_NOTE", {arg::name(job.name), arg::msg(candidateMessage(c))}};
}

Design candidateDesign(const PlanCandidate& c, const Workload& job, const Catalog& catalog,
                       const MessageRenderer& render, const PlanRecord* record)
{
    topology::GeneratorOptions o;
    o.kind = c.topology;
    o.serverRef = c.server;
    o.nodes = c.nodes;
    o.switchRef = c.switchRef;
    o.oversubscription = c.oversubscription;
    o.storageRef = c.storageRef;
    o.storageMinCount = c.storageCount;
    Design d = topology::generate(o, catalog);
    const Message note = planDesignNote(c, job);
    d.description += " " + (render ? render(note) : renderText(note));
    const std::string w = workloadToJson(candidateWorkload(c, job));
    d.workloads.push_back(record ? withPlanRecord(w, *record) : w);
    return d;
}

} // namespace cc::model::plan
