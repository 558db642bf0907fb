#pragma once
#include "model/analysis/Report.h"

#include <string>

namespace cc::model::io {

/// The `analyze --json` object. Keys documented in README ("analyze --json"); `*Bps` values are
/// bytes per second.
std::string reportToJson(const Report& r, const Design& d);

/// A plain-text report for terminals and the headless quick start.
std::string reportToText(const Report& r, const Design& d);

} // namespace cc::model::io
