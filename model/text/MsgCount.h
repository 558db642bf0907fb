#pragma once
// The integer of a count argument. MsgArg keeps every number as a double, and the largest
// counts (INT64_MAX, from a bound check that names the limit) round up to 2^63, which no
// long long holds: converting it is undefined (UBSan, issue 13). Clamp to the range instead.
#include "model/text/Message.h"

#include <climits>
#include <cmath>

namespace cc::model {

inline long long countOf(const MsgArg& a)
{
    constexpr double kTop = 9223372036854775808.0; // 2^63, one past LLONG_MAX
    if (std::isnan(a.value))
        return 0;
    if (a.value >= kTop)
        return LLONG_MAX;
    if (a.value < -kTop)
        return LLONG_MIN;
    return std::llround(a.value);
}

} // namespace cc::model
