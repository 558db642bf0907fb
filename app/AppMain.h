#pragma once

namespace cc::app {

/// Runs the command line (subcommands) or the GUI. `sourceCatalogDir` is the catalog folder of
/// the source tree, used when the program runs from its build folder.
int run(int argc, char** argv, const char* sourceCatalogDir);

} // namespace cc::app
