#include "model/calibration/CalibrationText.h"

namespace cc::model::calib {

Message calibrationSummary(const CalibrationUse& use)
{
    std::vector<Message> parts;
    if (use.scaleUp)
        parts.push_back(Message::of("CALIB_SCALE_UP"));
    if (use.scaleOut)
        parts.push_back(Message::of("CALIB_SCALE_OUT"));
    if (use.allToAll)
        parts.push_back(Message::of("CALIB_ALL_TO_ALL"));
    if (use.gemm)
        parts.push_back(Message{
            "CALIB_GEMM",
            {arg::percent(use.gemmEfficiency, 1), arg::percent(use.catalogGemmEfficiency, 1)}});
    if (use.attention)
        parts.push_back(Message{"CALIB_ATTENTION",
                                {arg::percent(use.attentionEfficiency, 1),
                                 arg::percent(use.catalogAttentionEfficiency, 1)}});
    if (use.step)
        parts.push_back(Message{"CALIB_STEP", {arg::real(use.stepTimeFactor, 3)}});
    // Said, so nobody takes the attention figure for a measured one.
    if (!use.attention && !parts.empty())
        parts.push_back(
            Message{"CALIB_ATTENTION_NONE", {arg::percent(use.catalogAttentionEfficiency, 1)}});
    return Message{"NAME", {arg::list(std::move(parts))}};
}

nlohmann::ordered_json calibrationUseJson(const CalibrationUse& use)
{
    return {{"calibrated", use.any()},
            {"scaleUp", use.scaleUp},
            {"scaleOut", use.scaleOut},
            {"allToAll", use.allToAll},
            {"gemm", use.gemm},
            {"gemmEfficiency", use.gemmEfficiency},
            {"catalogGemmEfficiency", use.catalogGemmEfficiency},
            {"attention", use.attention},
            {"attentionEfficiency", use.attentionEfficiency},
            {"catalogAttentionEfficiency", use.catalogAttentionEfficiency},
            {"stepTimeFactor", use.stepTimeFactor}};
}

} // namespace cc::model::calib
