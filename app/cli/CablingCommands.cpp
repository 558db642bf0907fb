#include "app/cli/CablingCommands.h"
#include "app/cli/CliText.h"

#include "app/cli/CliArgs.h"
#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "model/cabling/CablingText.h"
#include "model/cabling/Ibnl.h"
#include "model/io/DesignIo.h"
#include "views/export/CablingXlsx.h"
#include "views/text/MessageText.h"

#include <iostream>
#include <stdexcept>

namespace cc::app {

namespace {

bool endsWith(const std::string& s, const std::string& tail)
{
    return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

} // namespace

bool isCablingCommand(const std::string& name)
{
    return name == "cabling";
}

std::string cablingUsageText()
{
    return "  clustercanvas cabling FILE [-o PLAN.csv|PLAN.xlsx|FABRIC.topo]\n"
           "                the cabling plan, one row per cable (both ends as rack, U, device,\n"
           "                port and lane; cable type; length class), as CSV (stdout without\n"
           "                -o) or a workbook; .topo: the InfiniBand fabric as an IBDM topology\n"
           "                file for ibdiagnet -t / ibdmchk to check the built fabric against\n"
           "                the plan, and the IBNL definition of each system type it names in\n"
           "                FABRIC_ibnl/ (point IBDM_IBNL_PATH at it)\n";
}

int runCablingCommand(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"-o"}, kCatalogOptions), {});
    if (a.positional().size() != 1)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 takes one design file"), {"cabling"});
    const std::optional<std::string> out = a.value("-o");
    if (out && out->empty())
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 needs a value"), {"-o"});
    const model::Design d = model::io::loadDesignFile(a.positional()[0]);
    const model::Catalog c = loadCatalog(a, dir, !out);
    std::int64_t rows = 0;
    std::string bytes, why;
    if (!out) {
        std::cout << model::cabling::cablingToCsv(d, c, nullptr, views::termText);
        return kExitOk;
    }
    if (endsWith(*out, ".xlsx")) {
        const auto book = views::cablingToXlsx(d, c, &why, &rows);
        if (!book) {
            std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: cannot make the workbook %1: %2"),
                                 {*out, why})
                      << "\n";
            return kExitBadInput;
        }
        bytes = *book;
    } else if (endsWith(*out, ".topo")) {
        // The .topo and, in <name>_ibnl/, the IBNL definition of every system type it names.
        const model::cabling::IbdmFabric f = model::cabling::fabricToIbdm(d, c);
        if (const model::Message err = model::cabling::writeIbdmFabric(f, *out); !err.empty()) {
            std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err << "\n";
            return kExitBadInput;
        }
        const std::string folder = model::cabling::ibnlFolderFor(*out);
        std::cout << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1: %2 InfiniBand connections, and %3 "
                                                      "system definitions (IBNL) in %4"),
                             {*out, std::to_string(f.connections), std::to_string(f.systems.size()),
                              folder})
                  << "\n  "
                  << cliText(QT_TRANSLATE_NOOP("Cli", "check the built fabric with: %1"),
                             {"IBDM_IBNL_PATH=" + folder + " ibdmchk -t " + *out})
                  << "\n";
        return kExitOk;
    } else {
        bytes = model::cabling::cablingToCsv(d, c, &rows, views::termText);
    }
    if (const model::Message err = model::io::writeFileAtomically(*out, bytes); !err.empty()) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err << "\n";
        return kExitBadInput;
    }
    std::cout << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1: %2 cables"),
                         {*out, std::to_string(rows)})
              << "\n";
    return kExitOk;
}

} // namespace cc::app
