#pragma once
#include <string>
#include <vector>

namespace cc::app {

/// Exit codes of the command line.
enum ExitCode { kExitOk = 0, kExitBadInput = 1, kExitUsage = 2 };

/// Where catalogs come from: the folder, plus extra files that add or override entries.
struct CatalogPaths {
    std::string dir;
    std::vector<std::string> extraFiles;
};

/// Returns true when `name` is a subcommand (catalog, generate, validate, analyze, search,
/// report, bom, export, help).
bool isSubcommand(const std::string& name);
/// Runs one subcommand with its arguments; prints results to stdout and one clear message to
/// stderr on failure.
int runSubcommand(const std::string& name, const std::vector<std::string>& args,
                  const std::string& defaultCatalogDir);
/// The usage text.
std::string usageText();
/// The usage lines of one subcommand and the notes common to all (for SUBCOMMAND --help).
std::string usageOf(const std::string& name);

} // namespace cc::app
