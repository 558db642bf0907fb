#pragma once
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

namespace cc::model {

/// Analyses a design on group counts (never expanding replicas): network, power, cooling,
/// host balance, cost and findings. Pure and deterministic except for analysisSeconds.
Report analyze(const Design& d, const Catalog& catalog);

} // namespace cc::model
