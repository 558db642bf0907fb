#include "app/AppMain.h"

#include "app/Autosave.h"
#include "app/Document.h"
#include "app/Language.h"
#include "app/MainWindow.h"
#include "app/cli/Commands.h"
#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/io/ReportIo.h"
#include "model/io/SafeWrite.h"
#include "views/text/ExampleText.h"
#include "views/text/MessageText.h"

#include <QApplication>
#include <QBuffer>
#include <QDockWidget>
#include <QFileInfo>
#include <QIcon>
#include <QImageWriter>
#include <QPixmap>
#include <QTimer>

#include <cstdlib>
#include <filesystem>
#include <iostream>

namespace cc::app {

namespace fs = std::filesystem;

namespace {

/// The catalog folder: $CLUSTERCANVAS_CATALOG_DIR, else the installed share folder next to the
/// executable, else the source tree's (running from a build folder).
std::string catalogDir(const char* sourceCatalogDir)
{
    if (const char* env = std::getenv("CLUSTERCANVAS_CATALOG_DIR"); env && *env)
        return env;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path().parent_path() / "share/clustercanvas/catalogs";
        if (fs::is_directory(installed, ec))
            return installed.string();
    }
    return sourceCatalogDir;
}

bool haveDisplay()
{
    auto set = [](const char* v) { return std::getenv(v) && *std::getenv(v); };
    return set("DISPLAY") || set("WAYLAND_DISPLAY") || set("QT_QPA_PLATFORM");
}

} // namespace

std::string headlessReportText(const model::Design& d, const model::Catalog& c)
{
    const model::Evaluation e = model::evaluate(d, c);
    return model::io::reportToText(e.report, *e.design, e.trainingOrNull(), false);
}

namespace {

/// No display: say so, and write the design's report beside the working directory instead.
int headlessReport(const std::string& file, const std::string& dir)
{
    model::setMessageRenderer(views::messageRenderer()); // English: no application to translate
    std::cout << "No display found (DISPLAY and WAYLAND_DISPLAY are unset), so the window cannot "
                 "open.\n";
    if (file.empty()) {
        std::cout << "Give a design file to get its report: clustercanvas FILE\n" << usageText();
        return kExitOk;
    }
    try {
        model::Design d = model::io::loadDesignFile(file);
        views::localizeExample(d);
        model::Catalog c;
        for (const auto& diag : c.loadDirectory(dir))
            std::cerr << "warning: catalog: " << diag.text() << "\n";
        // The same evaluation the window shows: infrastructure and the training job.
        const std::string text = headlessReportText(d, c);
        const std::string out = fs::path(file).stem().string() + "-report.txt";
        if (const model::Message err = model::io::writeFileAtomically(out, text); !err.empty()) {
            std::cerr << "error: " << err << "\n";
            return kExitBadInput;
        }
        std::cout << "Wrote the report of " << file << " to " << out << ":\n\n" << text;
        return kExitOk;
    } catch (const model::FormatError& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitBadInput;
    }
}

/// Writes the window's image through the one save helper (model/io/SafeWrite.h): the format by
/// the file's extension (PNG when it has none), the OS reason when the write fails.
model::Message saveScreenshot(const QPixmap& image, const std::string& path)
{
    QByteArray format = QFileInfo(QString::fromStdString(path)).suffix().toLower().toLatin1();
    if (format.isEmpty())
        format = "png";
    if (!QImageWriter::supportedImageFormats().contains(format))
        return model::Message{"SAVE_IMAGE_FORMAT",
                              {model::arg::name(path), model::arg::name(format.toStdString())}};
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, format.constData()))
        return model::Message{"SAVE_IMAGE_NOT_ENCODED", {model::arg::name(path)}};
    return model::io::writeFileSafely(
        path, std::string_view(bytes.constData(), static_cast<size_t>(bytes.size())));
}

} // namespace

int run(int argc, char** argv, const char* sourceCatalogDir)
{
    const std::string dir = catalogDir(sourceCatalogDir);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (!args.empty() && isSubcommand(args[0]))
        return runSubcommand(args[0], {args.begin() + 1, args.end()}, dir);

    std::string file;
    std::string screenshot;
    std::string page; // for screenshots: "server" (first server's interior) or "workload"
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--screenshot" && i + 1 < args.size())
            screenshot = args[++i];
        else if (args[i] == "--page" && i + 1 < args.size())
            page = args[++i];
        else if (!args[i].empty() && args[i][0] == '-') {
            std::cerr << "error: unknown option " << args[i] << "\n" << usageText();
            return kExitUsage;
        } else
            file = args[i];
    }
    if (!haveDisplay())
        return headlessReport(file, dir);

    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("ClusterCanvas"));
    QApplication::setApplicationName(QStringLiteral("ClusterCanvas"));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/clustercanvas.svg")));
    // View ▸ Language's choice, else the system's; a change applies at the next start.
    installLanguage(preferredLanguage());
    model::Catalog catalog;
    for (const auto& diag : catalog.loadDirectory(dir))
        std::cerr << "warning: catalog: " << diag.text() << "\n";
    MainWindow w(std::move(catalog), QString::fromStdString(dir + "/examples"));
    if (!file.empty() && !w.openFile(QString::fromStdString(file)))
        std::cerr << "error: cannot open " << file << "\n";
    w.show();
    if (screenshot.empty() && w.autosave()->offerRecovery(&w)) // after a crash: unsaved work
        w.showCanvas();
    if (page == "server" && !w.document()->design().templates.empty())
        w.showServer(w.document()->design().templates.front().id);
    // Any other page names a dock to bring to the front: workload, scenarios, findings, report...
    if (!page.empty() && page != "server") {
        if (auto* dock =
                w.findChild<QDockWidget*>(QString::fromStdString(page) + QStringLiteral("Dock")))
            dock->raise();
        else
            std::cerr << "warning: no page \"" << page << "\"\n";
    }
    if (!screenshot.empty()) {
        QTimer::singleShot(300, &w, [&w, screenshot] {
            const model::Message err = saveScreenshot(w.grab(), screenshot);
            if (!err.empty())
                std::cerr << "error: " << err << "\n";
            QApplication::exit(err.empty() ? kExitOk : kExitBadInput);
        });
    }
    return app.exec();
}

} // namespace cc::app
