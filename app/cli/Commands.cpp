// The command line's entry: usage texts, --lang, and the dispatch to each subcommand's file.
#include "app/cli/Commands.h"
#include "app/cli/CliText.h"

#include "app/Language.h"
#include "app/cli/CablingCommands.h"
#include "app/cli/CalibrateCommands.h"
#include "app/cli/CliCommon.h"
#include "app/cli/DesignCommands.h"
#include "app/cli/ExportCommands.h"
#include "app/cli/PlanCommands.h"
#include "model/io/DesignIo.h"

#include <QApplication>

#include <algorithm>
#include <iostream>
#include <optional>
#include <stdexcept>
#include <string_view>

namespace cc::app {

using namespace cc::model;

std::string usageText()
{
    return "Usage:\n"
           "  clustercanvas [FILE]                      open the designer (FILE: a design)\n"
           "  clustercanvas catalog [--json] [--kind K] list the component catalog\n"
           "  clustercanvas generate --template fat-tree|rail-optimized|superpod|nvl72|torus|\n"
           "                                   standalone\n"
           "                --server ID --nodes N [--switch ID] [--oversubscription R]\n"
           "                [--storage ID] [--unit-size N] [--dims AxBxC] [--name TEXT] -o FILE\n"
           "  clustercanvas validate FILE               check a design; exit 1 on errors\n"
           "  clustercanvas analyze FILE [--json] [--explain] [--workload W.json]\n"
           "                [--model-config config.json]\n"
           "                network, power, cooling, cost, findings; with a workload (or the\n"
           "                design's first) also memory, step time, MFU, checkpoints, failures\n"
           "                and the cost of the run; --explain gives each formula and source\n"
           "  clustercanvas search FILE [--workload W.json] [--model-config config.json]\n"
           "                [--top N] [--json]\n"
           "                rank every TP/PP/DP/CP/EP/micro-batch/interleave/recompute/ZeRO\n"
           "                layout that fits by time to train\n" +
           planUsageText() +
           "  clustercanvas report FILE -o OUT.pdf [--workload W.json] [--model-config "
           "config.json]\n"
           "                [--appendix]\n"
           "                the proposal as PDF: cover, topology, racks, bill of materials,\n"
           "                key figures, charts, findings, sources; --appendix adds the\n"
           "                engineering appendix (formulas, efficiencies, model accuracy)\n"
           "  clustercanvas bom FILE [-o OUT.csv|OUT.xlsx]\n"
           "                bill of materials as CSV (stdout without -o) or an Excel workbook\n"
           "  clustercanvas export FILE -o OUT.svg|OUT.png\n"
           "                the cluster canvas as a vector drawing or a picture\n" +
           calibrateUsageText() + cablingUsageText() +
           "--model-config FILE takes the model shape from a Hugging Face config.json (Llama, "
           "Mistral,\n"
           "Mixtral, Qwen2/3, DeepSeek-V2/V3, Gemma, GPT-2, GPT-NeoX), over the workload's.\n"
           "Every subcommand also takes --catalog FILE (extra entries, repeatable) and\n"
           "--catalog-dir DIR (instead of the bundled catalogs), and --lang en|zh_CN|zh_TW\n"
           "(findings, explanations and the proposal in that language; default: the system's).\n"
           "Exit codes: 0 ok, 1 bad input file, 2 bad command line.\n";
}

bool isSubcommand(const std::string& name)
{
    return name == "catalog" || name == "generate" || name == "validate" || name == "analyze" ||
           name == "search" || name == "report" || name == "bom" || name == "export" ||
           name == "help" || name == "--help" || name == "-h" || name == "--version" ||
           isPlanCommand(name) || isCalibrateCommand(name) || isCablingCommand(name);
}

std::string usageOf(const std::string& name)
{
    // The subcommand's own lines of the usage text, then the notes that apply to all.
    const std::string all = usageText();
    const std::string head = "  clustercanvas " + name + " ";
    std::string out = "Usage:\n";
    bool in = false, notes = false;
    size_t start = 0;
    while (start < all.size()) {
        const size_t end = all.find('\n', start);
        const std::string line = all.substr(start, end - start + 1);
        start = end == std::string::npos ? all.size() : end + 1;
        if (line.rfind("  clustercanvas ", 0) == 0)
            in = line.rfind(head, 0) == 0;
        else if (line.rfind("  ", 0) != 0 && line.rfind("Usage:", 0) != 0)
            notes = true;
        if (in && !notes)
            out += line;
        else if (notes)
            out += line;
    }
    return out;
}

namespace {

/// The application the subcommand runs in (translations need one; the PDF and the canvas
/// export paint), unless one runs already (tests call subcommands in-process).
std::unique_ptr<QCoreApplication> subcommandApplication(const std::string& name)
{
    if (QCoreApplication::instance())
        return nullptr;
    if (name == "report" || name == "export")
        return paintingApplication();
    static int argc = 1;
    static char arg0[] = "clustercanvas";
    static char* argv[] = {arg0, nullptr};
    return std::make_unique<QCoreApplication>(argc, argv);
}

int dispatch(const std::string& name, const std::vector<std::string>& args,
             const std::string& defaultCatalogDir);

} // namespace

int runSubcommand(const std::string& name, const std::vector<std::string>& argsIn,
                  const std::string& defaultCatalogDir)
{
    std::vector<std::string> args = argsIn;
    std::optional<QString> lang;
    try {
        lang = takeLanguageOption(args); // every subcommand accepts --lang en|zh_CN|zh_TW
    } catch (const std::invalid_argument& e) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << name << ": " << e.what()
                  << "\n";
        return kExitUsage;
    }
    const auto app = subcommandApplication(name);
    installLanguage(lang.value_or(systemLanguage()));
    return dispatch(name, args, defaultCatalogDir);
}

namespace {

int dispatch(const std::string& name, const std::vector<std::string>& args,
             const std::string& defaultCatalogDir)
{
    try {
        if (name == "--version") {
            // kGenerator is "ClusterCanvas VERSION", the one place the version is written.
            const std::string_view gen = io::kGenerator;
            std::cout << "clustercanvas " << gen.substr(gen.find(' ') + 1) << "\n";
            return kExitOk;
        }
        // SUBCOMMAND --help (or -h): that subcommand's usage, exit 0.
        if (std::find(args.begin(), args.end(), "--help") != args.end() ||
            std::find(args.begin(), args.end(), "-h") != args.end()) {
            const bool general = name == "help" || name == "--help" || name == "-h";
            std::cout << (general ? usageText() : usageOf(name));
            return kExitOk;
        }
        if (name == "catalog")
            return cmdCatalog(args, defaultCatalogDir);
        if (name == "generate")
            return cmdGenerate(args, defaultCatalogDir);
        if (name == "validate")
            return cmdValidate(args, defaultCatalogDir);
        if (name == "analyze")
            return cmdAnalyze(args, defaultCatalogDir);
        if (name == "search")
            return cmdSearch(args, defaultCatalogDir);
        if (isPlanCommand(name))
            return runPlanCommand(name, args, defaultCatalogDir);
        if (isCalibrateCommand(name))
            return runCalibrateCommand(args, defaultCatalogDir);
        if (isCablingCommand(name))
            return runCablingCommand(args, defaultCatalogDir);
        if (name == "report")
            return cmdReport(args, defaultCatalogDir);
        if (name == "bom")
            return cmdBom(args, defaultCatalogDir);
        if (name == "export")
            return cmdExport(args, defaultCatalogDir);
        std::cout << usageText();
        return kExitOk;
    } catch (const FormatError& e) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << e.what() << "\n";
        return kExitBadInput;
    } catch (const std::invalid_argument& e) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << name << ": " << e.what()
                  << "\n"
                  << cliText(QT_TRANSLATE_NOOP("Cli", "(clustercanvas help lists the options)"))
                  << "\n";
        return kExitUsage;
    } catch (const std::exception& e) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << e.what() << "\n";
        return kExitBadInput;
    }
}

} // namespace

} // namespace cc::app
