#pragma once
// Issue 13: a result that is not a finite number never reaches an output as inf, nan or null;
// it becomes an error finding that names the quantity and the inputs it came from, and the
// figure is set to 0 (the text shows the finding, the number formatters show "n/a").
#include "model/analysis/Report.h"

#include <cmath>
#include <string>
#include <vector>

namespace cc::model {

/// When `value` is not finite: adds an error finding "NON_FINITE" and sets it to 0.
inline void requireFinite(double& value, const char* quantity, const std::string& inputs,
                          std::vector<Finding>& findings)
{
    if (std::isfinite(value))
        return;
    // quantity and inputs are short English labels: terms, translated at the edge.
    findings.push_back({Severity::Error,
                        "NON_FINITE",
                        Message{"NON_FINITE", {arg::term(quantity), arg::term(inputs)}},
                        {},
                        Message::of("NON_FINITE_FIX")});
    value = 0;
}

} // namespace cc::model
