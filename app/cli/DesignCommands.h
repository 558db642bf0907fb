#pragma once
// The subcommands on one design or the catalog (app/cli/DesignCommands.cpp).
#include <string>
#include <vector>

namespace cc::app {

/// `catalog [--json] [--kind K]`: the component catalog.
int cmdCatalog(const std::vector<std::string>& args, const std::string& catalogDir);
/// `generate --template T --server ID --nodes N ... -o FILE`: a design from a generator.
int cmdGenerate(const std::vector<std::string>& args, const std::string& catalogDir);
/// `validate FILE`: the design's errors and warnings; exit 1 on errors.
int cmdValidate(const std::vector<std::string>& args, const std::string& catalogDir);
/// `analyze FILE [--json] [--explain] [--workload W]`: the one evaluation, as text or JSON.
int cmdAnalyze(const std::vector<std::string>& args, const std::string& catalogDir);
/// `search FILE [--workload W] [--top N] [--json]`: every layout that fits, ranked.
int cmdSearch(const std::vector<std::string>& args, const std::string& catalogDir);

} // namespace cc::app
