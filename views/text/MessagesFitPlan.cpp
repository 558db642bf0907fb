// English templates of "what would make it fit" (model/training/FitAdvice.cpp) and of a
// cluster plan's picks, misses and verdict (model/plan/PlanPicks.cpp).
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    // Fit advice: single changes
    QT_TRANSLATE_NOOP3("Message", "ZeRO stage %1", "FIT_ZERO_STAGE"),
    QT_TRANSLATE_NOOP3("Message",
                       "ZeRO stage %1 has no effect here: DP is 1 (TP %2 × PP %3 × CP %4 uses all "
                       "%5 GPUs), so there are no data-parallel ranks to shard over",
                       "FIT_ZERO_NO_EFFECT"),
    QT_TRANSLATE_NOOP3("Message",
                       "ZeRO stage %1 (as set) has no effect here: DP is 1 (TP %2 × PP %3 × CP %4 "
                       "uses all %5 GPUs), so there are no data-parallel ranks to shard over",
                       "FIT_ZERO_NO_EFFECT_AS_SET"),
    QT_TRANSLATE_NOOP3("Message", "TP %1", "FIT_TP"),
    QT_TRANSLATE_NOOP3("Message", "TP %1 (beyond one server's scale-up domain: slow)",
                       "FIT_TP_BEYOND_DOMAIN"),
    QT_TRANSLATE_NOOP3("Message", "PP %1", "FIT_PP"),
    QT_TRANSLATE_NOOP3("Message", "EP %1", "FIT_EP"),
    QT_TRANSLATE_NOOP3("Message", "Full activation recompute", "FIT_FULL_RECOMPUTE"),
    QT_TRANSLATE_NOOP3("Message", "FlashAttention", "FIT_FLASH_ATTENTION"),
    QT_TRANSLATE_NOOP3("Message", "Sequence parallelism", "FIT_SEQUENCE_PARALLEL"),
    QT_TRANSLATE_NOOP3("Message", "8-bit AdamW", "FIT_ADAMW_8BIT"),
    QT_TRANSLATE_NOOP3("Message", "Offload the optimizer to host RAM (ZeRO-Offload)",
                       "FIT_OFFLOAD_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message",
                       "Offload optimizer and parameters to host RAM (ZeRO-Infinity, ZeRO-3)",
                       "FIT_OFFLOAD_PARAMS"),
    QT_TRANSLATE_NOOP3("Message", "LoRA rank %1 instead of full fine-tuning", "FIT_LORA"),
    QT_TRANSLATE_NOOP3("Message", "QLoRA (4-bit base) rank %1", "FIT_QLORA"),
    QT_TRANSLATE_NOOP3("Message", "Twice the GPUs (%1, dp %2)", "FIT_TWICE_THE_GPUS"),
    QT_TRANSLATE_NOOP3("Message", "Micro-batch %1", "FIT_MICRO_BATCH"),
    // Fit advice: moves of combined changes
    QT_TRANSLATE_NOOP3("Message", "ZeRO-3", "FIT_MOVE_ZERO3"),
    QT_TRANSLATE_NOOP3("Message", "full recompute", "FIT_MOVE_FULL_RECOMPUTE"),
    QT_TRANSLATE_NOOP3("Message", "optimizer offload", "FIT_MOVE_OFFLOAD_OPTIMIZER"),
    QT_TRANSLATE_NOOP3("Message", "optimizer and parameter offload", "FIT_MOVE_OFFLOAD_PARAMS"),
    QT_TRANSLATE_NOOP3("Message", "%1 + %2", "FIT_PLUS"),
    // Plan: what limits a pick and what would do better
    QT_TRANSLATE_NOOP3("Message", "step limited by %1", "PLAN_STEP_LIMITED"),
    QT_TRANSLATE_NOOP3("Message", "compute", "PLAN_COMPUTE"),
    QT_TRANSLATE_NOOP3("Message", "%1; the next cheaper design (%2) misses %3",
                       "PLAN_CHEAPEST_LIMIT"),
    QT_TRANSLATE_NOOP3("Message", "%1; nothing cheaper fits", "PLAN_CHEAPEST_LIMIT_NONE"),
    QT_TRANSLATE_NOOP3("Message", "for %1 more, %2 trains in %3 instead of %4",
                       "PLAN_CHEAPEST_BETTER"),
    QT_TRANSLATE_NOOP3("Message", "nothing faster meets the constraints",
                       "PLAN_CHEAPEST_BETTER_NONE"),
    QT_TRANSLATE_NOOP3("Message", "%1; faster designs miss %2", "PLAN_FASTEST_LIMIT"),
    QT_TRANSLATE_NOOP3("Message", "%1; it is the fastest design in the space",
                       "PLAN_FASTEST_LIMIT_NONE"),
    QT_TRANSLATE_NOOP3("Message", "%1 trains in %2 for %3 (%4)", "PLAN_FASTEST_BETTER"),
    QT_TRANSLATE_NOOP3("Message", "%1 trains in %2 (%3)", "PLAN_FASTEST_BETTER_UNPRICED"),
    QT_TRANSLATE_NOOP3("Message",
                       "a larger space: more nodes (Largest design, --max-gpus) or faster parts",
                       "PLAN_FASTEST_BETTER_NONE"),
    QT_TRANSLATE_NOOP3("Message", "%1, MFU %2", "PLAN_ENERGY_LIMIT"),
    QT_TRANSLATE_NOOP3("Message", "%1 would use %2 instead of %3 but misses %4",
                       "PLAN_ENERGY_BETTER"),
    QT_TRANSLATE_NOOP3("Message", "a higher MFU: the energy is set by FLOPs per joule of the parts",
                       "PLAN_ENERGY_BETTER_NONE"),
    // Plan: the verdict when nothing meets every constraint
    QT_TRANSLATE_NOOP3("Message", "No design could be built from the parts allowed.",
                       "PLAN_VERDICT_NO_PARTS"),
    QT_TRANSLATE_NOOP3("Message",
                       "The job fits in no design of the space: its memory per GPU exceeds every "
                       "GPU even with ZeRO-3 and offload; allow larger GPUs or more GPUs "
                       "(Largest design, --max-gpus).",
                       "PLAN_VERDICT_NO_FIT"),
    QT_TRANSLATE_NOOP3("Message", "Nothing meets %1; the closest candidates miss by: %2.",
                       "PLAN_VERDICT_CLOSEST"),
    QT_TRANSLATE_NOOP3("Message", "%1 (%2)", "PLAN_CLOSEST_MISS"),
    // Plan: one missed constraint
    QT_TRANSLATE_NOOP3("Message", " (+%1)", "PLAN_OVER"),
    QT_TRANSLATE_NOOP3("Message", "deadline: %1 > %2%3", "PLAN_MISS_DEADLINE"),
    QT_TRANSLATE_NOOP3("Message", "budget: %1 > %2%3", "PLAN_MISS_BUDGET"),
    QT_TRANSLATE_NOOP3("Message", "rent: no public rent price for this accelerator",
                       "PLAN_MISS_RENT_PRICE"),
    QT_TRANSLATE_NOOP3("Message", "price: no purchase price for this server or its accelerators",
                       "PLAN_MISS_PRICE"),
    QT_TRANSLATE_NOOP3("Message", "needs liquid cooling", "PLAN_MISS_LIQUID"),
    QT_TRANSLATE_NOOP3("Message", "does not fit in GPU memory", "PLAN_MISS_MEMORY"),
    QT_TRANSLATE_NOOP3("Message", "IT power: %1 > %2%3", "PLAN_MISS_IT_POWER"),
    QT_TRANSLATE_NOOP3("Message", "facility power: %1 > %2%3", "PLAN_MISS_FACILITY_POWER"),
    QT_TRANSLATE_NOOP3("Message", "per-rack power: %1 > %2%3", "PLAN_MISS_RACK_POWER"),
    // Plan: the constraints given
    QT_TRANSLATE_NOOP3("Message", "a %1-day deadline", "PLAN_C_DEADLINE"),
    QT_TRANSLATE_NOOP3("Message", "a rent budget of %1", "PLAN_C_RENT_BUDGET"),
    QT_TRANSLATE_NOOP3("Message", "a capex budget of %1", "PLAN_C_CAPEX_BUDGET"),
    QT_TRANSLATE_NOOP3("Message", "%1 of IT power", "PLAN_C_IT_POWER"),
    QT_TRANSLATE_NOOP3("Message", "%1 of facility power", "PLAN_C_FACILITY_POWER"),
    QT_TRANSLATE_NOOP3("Message", "%1 per rack", "PLAN_C_RACK_POWER"),
    QT_TRANSLATE_NOOP3("Message", "air cooling only", "PLAN_C_AIR_ONLY"),
    QT_TRANSLATE_NOOP3("Message", "the constraints", "PLAN_C_NONE"),
    // The description of a design opened from a plan (model/plan/PlanDesign.cpp)
    QT_TRANSLATE_NOOP3("Message", "Chosen by a plan for %1: %2.", "PLAN_DESIGN_NOTE"),
};
} // namespace

std::span<const MessageTemplate> fitPlanTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
