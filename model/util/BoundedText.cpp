#include "model/util/BoundedText.h"

#include <cmath>
#include <cstdio>

namespace cc::model {

namespace {
constexpr const char* kNotANumber = "n/a"; ///< as Format.cpp shows a number that is not finite
constexpr double kPlainPercentBelow = 1e9; ///< from here on in scientific notation
} // namespace

std::string percent(double fraction)
{
    const double pct = fraction * 100;
    if (!std::isfinite(pct))
        return kNotANumber;
    char buf[48];
    if (std::fabs(pct) < kPlainPercentBelow)
        std::snprintf(buf, sizeof buf, "%.0f %%", pct);
    else
        std::snprintf(buf, sizeof buf, "%.2e %%", pct);
    return buf;
}

std::string plainNumber(double value)
{
    if (!std::isfinite(value))
        return kNotANumber;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", value);
    return buf;
}

} // namespace cc::model
