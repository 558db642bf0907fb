// report, bom and export: the proposal PDF, the bill of materials CSV and the canvas picture.
// The PDF and the canvas need Qt's painting (fonts, a QApplication); without a display the
// offscreen platform is used, so they also run on a build server.
#include "app/cli/ExportCommands.h"
#include "app/cli/CliText.h"

#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "model/analysis/Evaluate.h"
#include "model/io/BomCsv.h"
#include "model/io/DesignIo.h"
#include "model/util/Format.h"
#include "views/export/BomXlsx.h"
#include "views/export/CanvasExport.h"
#include "views/export/ProposalPdf.h"

#include <QApplication>
#include <QFileInfo>

#include <cstdlib>
#include <iostream>
#include <memory>
#include <stdexcept>

namespace cc::app {

namespace {

/// The one design file of a subcommand.
std::string designArg(const CliArgs& a, const char* command)
{
    if (a.positional().size() != 1)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 takes one design file"),
                         {std::string(command)});
    return a.positional()[0];
}

/// -o OUT, required, with one of the given suffixes.
std::string outputArg(const CliArgs& a, const std::vector<std::string>& suffixes)
{
    const auto out = a.value("-o");
    std::string list;
    for (const auto& s : suffixes)
        list += (list.empty() ? "." : " or .") + s;
    if (!out || out->empty())
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 is required"), {"-o OUT" + list});
    const std::string suffix =
        QFileInfo(QString::fromStdString(*out)).suffix().toLower().toStdString();
    for (const auto& s : suffixes)
        if (suffix == s)
            return *out;
    throw usageError(QT_TRANSLATE_NOOP("Cli", "-o: '%1' is not a %2 file name"), {*out, list});
}

} // namespace

/// A QApplication for painting, unless one runs already (tests call subcommands in-process).
std::unique_ptr<QApplication> paintingApplication()
{
    if (QCoreApplication::instance())
        return nullptr;
    auto set = [](const char* v) { return std::getenv(v) && *std::getenv(v); };
    if (!set("DISPLAY") && !set("WAYLAND_DISPLAY") && !set("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    static int argc = 1;
    static char name[] = "clustercanvas";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QApplication>(argc, argv);
}

int cmdReport(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"-o", "--workload", "--model-config"}, kCatalogOptions),
                    {"--appendix"});
    const std::string file = designArg(a, "report");
    const std::string out = outputArg(a, {"pdf"});
    const model::Design d = loadShownDesign(file);
    const model::Catalog c = loadCatalog(a, dir);
    const model::Evaluation e = model::evaluate(d, c, selectWorkload(a, d));
    const auto app = paintingApplication();
    views::ProposalInputs in = views::proposalInputs(e);
    in.validationCases = QString::fromStdString(dir + "/validation");
    in.appendix = a.flag("--appendix");
    if (const QString err = views::writeProposalPdf(in, QString::fromStdString(out));
        !err.isEmpty()) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err.toStdString() << "\n";
        return kExitBadInput;
    }
    std::cout << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1: the proposal for %2"), {out, d.name})
              << "\n";
    return kExitOk;
}

int cmdBom(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"-o"}, kCatalogOptions), {});
    const std::string file = designArg(a, "bom");
    const std::optional<std::string> out = a.value("-o");
    if (out && out->empty())
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 needs a value"), {"-o"});
    const model::Design d = loadShownDesign(file);
    const model::Catalog c = loadCatalog(a, dir, !out);
    const model::Evaluation e = model::evaluate(d, c);
    const model::Report& r = e.report;
    if (!out) {
        std::cout << model::io::bomToCsv(r);
        return kExitOk;
    }
    // The format follows the extension: .xlsx is a workbook, anything else the CSV.
    const bool xlsx = out->size() >= 5 && out->compare(out->size() - 5, 5, ".xlsx") == 0;
    std::string bytes, why;
    if (xlsx) {
        const std::optional<std::string> book = views::bomToXlsx(r, &why);
        if (!book) {
            std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: cannot make the workbook %1: %2"),
                                 {*out, why})
                      << "\n";
            return kExitBadInput;
        }
        bytes = *book;
    } else {
        bytes = model::io::bomToCsv(r);
    }
    if (const model::Message err = model::io::writeFileAtomically(*out, bytes); !err.empty()) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err << "\n";
        return kExitBadInput;
    }
    std::cout << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1: %2 lines, capex %3"),
                         {*out, std::to_string(r.cost.lines.size()), model::usd(r.cost.capexUsd)})
              << "\n";
    return kExitOk;
}

int cmdExport(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"-o"}, kCatalogOptions), {});
    const std::string file = designArg(a, "export");
    const std::string out = outputArg(a, {"svg", "png"});
    const model::Design d = loadShownDesign(file);
    const model::Catalog c = loadCatalog(a, dir);
    const model::Evaluation e = model::evaluate(d, c);
    const auto app = paintingApplication();
    if (const QString err = views::exportCanvas(e, QString::fromStdString(out)); !err.isEmpty()) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err.toStdString() << "\n";
        return kExitBadInput;
    }
    std::cout << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1: the canvas of %2"), {out, d.name})
              << "\n";
    return kExitOk;
}

} // namespace cc::app
