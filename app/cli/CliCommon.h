#pragma once
// What the subcommands share: the catalog options and how the catalog and workload are chosen.
#include "app/cli/CliArgs.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/Workload.h"

#include <optional>
#include <string>
#include <vector>

namespace cc::app {

/// --catalog FILE (repeatable) and --catalog-dir DIR, accepted by every subcommand.
extern const std::vector<std::string> kCatalogOptions;

/// `a` followed by `b`.
std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b);

/// Loads the bundled catalog and any --catalog files. Problems go to stderr as warnings: one
/// bad entry must not stop the rest from loading.
/// A design file for a command that shows it (analyze, report, bom, export): a bundled example
/// comes in the --lang language (views::localizeExample).
model::Design loadShownDesign(const std::string& file);

model::Catalog loadCatalog(const CliArgs& a, const std::string& defaultDir, bool quiet = false);

/// The workload to analyse: --workload FILE, else the design's first workload, else none.
/// Parse problems go to stderr; a workload with nothing usable left is bad input.
std::optional<model::Workload> selectWorkload(const CliArgs& a, const model::Design& d);
/// The same without --model-config (--workload, else the design's first workload).
std::optional<model::Workload> selectDesignWorkload(const CliArgs& a, const model::Design& d);

} // namespace cc::app
