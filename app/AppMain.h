#pragma once
#include <string>

namespace cc::model {
class Catalog;
struct Design;
} // namespace cc::model

namespace cc::app {

/// Runs the command line (subcommands) or the GUI. `sourceCatalogDir` is the catalog folder of
/// the source tree, used when the program runs from its build folder.
int run(int argc, char** argv, const char* sourceCatalogDir);

/// The text report written when there is no display: the design's one evaluation, with the
/// training job, exactly as the window's figures.
std::string headlessReportText(const model::Design& d, const model::Catalog& c);

} // namespace cc::app
