// Explanations of the step-time terms of issue 9 (shown by --explain and the GUI), as message
// codes with typed arguments (templates: views/text/MessagesStepTerms.cpp).
#include "model/training/StepExplain.h"

#include "model/training/StepSync.h"
#include "model/training/StepTerms.h"

namespace cc::model {

namespace {

MsgArg src(std::string_view text)
{
    return arg::name(std::string(text));
}

/// An optional part of a sentence: the message when `on`, else nothing.
MsgArg optional(bool on, const char* code, std::vector<MsgArg> args = {})
{
    return arg::msg(on ? Message(code, std::move(args)) : Message());
}

Message fsdpFormula(const StepModel& m, const ResolvedLayout& c)
{
    if (c.layout.zeroStage < 3)
        return Message::of("EXPL_FSDP_COMM_NONE");
    const int shard = fsdpShardRanks(m, c);
    return Message{"EXPL_FSDP_COMM",
                   {arg::count(shard), arg::msg(groupTierMessage(m.hw, shard, c.layout.tp)),
                    arg::percent(kOverlapComputeSlowdown, 1), arg::real(kOverlapHiddenCost, 3),
                    optional(m.fsdpBuffers == FsdpBuffers::PerParameter, "EXPL_FSDP2_BUFFERS"),
                    optional(m.zeroShardGroup > 0, "EXPL_FSDP_HYBRID")}};
}

Message moeImbalanceFormula(const StepModel& m, const ResolvedLayout& c)
{
    const Message routing =
        m.moeRoundRobin     ? Message::of("EXPL_MOE_ROUTING_ROUND_ROBIN")
        : m.moeForceBalance ? Message::of("EXPL_MOE_ROUTING_FORCED")
                            : Message{"EXPL_MOE_ROUTING_LEARNED", {arg::real(m.moeImbalance, 2)}};
    return Message{
        "EXPL_MOE_IMBALANCE",
        {arg::msg(routing), arg::count(c.layout.expertTp),
         arg::msg(groupTierMessage(m.hw, c.layout.ep, c.layout.expertTp)),
         optional(m.moeOverlap, "EXPL_MOE_OVERLAP", {arg::percent(overlapUnpairedShare(c), 1)})}};
}

Message fp8Formula(const StepModel& m)
{
    if (m.fp8CastBytesPerElement <= 0)
        return Message::of("EXPL_FP8_NONE");
    return Message{"EXPL_FP8_OVERHEAD",
                   {arg::name(std::string(fp8RecipeName(m.fp8Recipe))),
                    arg::real(m.fp8CastBytesPerElement, 2),
                    optional(m.fp8Recipe == Fp8Recipe::Tensorwise, "EXPL_FP8_AMAX"),
                    optional(m.frozenBase, "EXPL_FP8_FROZEN")}};
}

Message cpFormula(const StepModel& m, const ResolvedLayout& c)
{
    if (c.layout.cp <= 1)
        return Message::of("EXPL_CP_NONE");
    return Message::of(m.cpKind == CpKind::AllGather ? "EXPL_CP_ALLGATHER" : "EXPL_CP_RING");
}

} // namespace

Message groupTierMessage(const ComputeHardware& hw, int size, int stride)
{
    if (static_cast<long long>(size) * stride <= hw.domainGpus)
        return Message{"NAME", {arg::name(std::string(linkKindName(hw.scaleUpLink)))}};
    const std::string& lim = hw.interNodeLimitedBy;
    if (lim.empty() || lim == "NIC" || lim == "single node")
        return Message{"TIER_NICS", {arg::name(std::string(linkKindName(hw.scaleOutLink)))}};
    const std::string uplinks = " uplinks";
    if (lim.size() > uplinks.size() && lim.ends_with(uplinks))
        return Message{"TIER_OVERSUBSCRIBED_UPLINKS",
                       {arg::term(lim.substr(0, lim.size() - uplinks.size()))}};
    return Message{"NAME", {arg::term(lim)}};
}

void explainIssue9Terms(const StepModel& m, const ResolvedLayout& c, std::vector<Explanation>& out)
{
    const ComputeHardware& hw = m.hw;
    auto add = [&](std::string q, Message f, Message s) {
        out.push_back({std::move(q), std::move(f), std::move(s)});
    };
    add("performance.breakdownS.fsdpComm", fsdpFormula(m, c),
        Message{"SRC_FSDP_COMM",
                {src(kOverlapSlowdownSource), optional(m.fsdpBuffers == FsdpBuffers::PerParameter,
                                                       "SRC_MORE", {src(kFsdp2CopySource)})}});
    add("performance.overlapContention",
        Message{"EXPL_OVERLAP_CONTENTION",
                {arg::percent(kOverlapComputeSlowdown, 1), arg::real(kOverlapHiddenCost, 3)}},
        Message{"NAME", {src(kOverlapSlowdownSource)}});
    add("performance.breakdownS.moeDispatch",
        Message::of(m.moeLayers > 0 ? "EXPL_MOE_DISPATCH" : "EXPL_MOE_DISPATCH_DENSE"),
        Message{"NAME", {src(kPermuteSource)}});
    add("performance.moeImbalance", moeImbalanceFormula(m, c),
        Message{"SRC_MOE_IMBALANCE",
                {src(m.moeRoundRobin     ? kRoundRobinSource
                     : m.moeForceBalance ? kForcedBalanceSource
                                         : kImbalanceSource)}});
    if (m.moeLayers > 0 && m.moeDispatcher == MoeDispatcher::DeepEp)
        add("performance.moeDispatcher",
            Message{"EXPL_MOE_DEEPEP",
                    {optional(m.moeMaxNodes > 0, "EXPL_MOE_DEEPEP_MAX_NODES",
                              {arg::count(static_cast<long long>(m.moeMaxNodes))})}},
            Message{"NAME", {src(kDeepEpSource)}});
    if (hw.scaleUpMesh)
        add("performance.meshGroupShare",
            Message{"EXPL_MESH_GROUP_SHARE",
                    {arg::count(hw.domainGpus), arg::count(c.layout.tp),
                     arg::real(meshGroupShare(hw, c.layout.tp), 2)}},
            Message::of("SRC_MESH_GROUP_SHARE"));
    if (m.activationOffloadLayers > 0)
        add("performance.activationOffload",
            Message{"EXPL_ACTIVATION_OFFLOAD",
                    {arg::count(static_cast<long long>(m.activationOffloadLayers)),
                     arg::si(hw.pcieBytesPerS, "B/s", 3)}},
            Message::of("SRC_ACTIVATION_OFFLOAD"));
    if (m.recomputeGemmShare > 0 && c.layout.recompute == Recompute::Selective)
        add("performance.recomputeGemmShare",
            Message{"EXPL_RECOMPUTE_GEMM_SHARE", {arg::percent(m.recomputeGemmShare, 0)}},
            Message::of("SRC_RECOMPUTE_GEMM_SHARE"));
    if (m.loraRank > 0)
        add("performance.loraAdapters",
            Message{"EXPL_LORA_ADAPTERS",
                    {arg::count(static_cast<long long>(m.loraRank)),
                     arg::msg(Message::of(m.loraMlp ? "EXPL_LORA_ALL" : "EXPL_LORA_ATTENTION"))}},
            Message::of("SRC_LORA_ADAPTERS"));
    if (c.layout.expertTp > 1)
        add("performance.expertTpComm",
            Message{"EXPL_EXPERT_TP_COMM", {arg::count(c.layout.expertTp)}},
            Message::of("SRC_EXPERT_TP_COMM"));
    add("performance.breakdownS.fp8Overhead", fp8Formula(m), Message{"NAME", {src(kFp8Source)}});
    add("performance.breakdownS.cpExposed", cpFormula(m, c), Message::of("SRC_CP_EXPOSED"));
}

} // namespace cc::model
