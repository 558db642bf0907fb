#include "model/calibration/CalibrationText.h"

#include <cstdio>

namespace cc::model::calib {

namespace {

std::string fixed(double x, const char* format)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, format, x);
    return buf;
}

} // namespace

std::string calibrationSummary(const CalibrationUse& use)
{
    std::string out;
    const auto add = [&](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
    if (use.scaleUp)
        add("scale-up link");
    if (use.scaleOut)
        add("scale-out link");
    if (use.allToAll)
        add("scale-out all-to-all");
    if (use.gemm)
        add("GEMM ceiling " + fixed(use.gemmEfficiency * 100, "%.1f") + " % of peak (catalog " +
            fixed(use.catalogGemmEfficiency * 100, "%.1f") + " %)");
    if (use.attention)
        add("attention " + fixed(use.attentionEfficiency * 100, "%.1f") +
            " % of BF16 peak (catalog " + fixed(use.catalogAttentionEfficiency * 100, "%.1f") +
            " %)");

    if (use.step)
        add("step \xc3\x97 " + fixed(use.stepTimeFactor, "%.3f"));
    if (!use.attention && !out.empty()) // said, so nobody takes it for measured
        add("attention not calibrated (catalog figure " +
            fixed(use.catalogAttentionEfficiency * 100, "%.1f") + " %)");
    return out;
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
