// What the subcommands share: the catalog options, loading the catalog, choosing the workload.
#include "app/cli/CliCommon.h"
#include "app/cli/CliText.h"

#include "model/io/DesignIo.h"
#include "model/io/HfConfig.h"
#include "model/io/InputLimits.h"
#include "views/text/ExampleText.h"

#include <iostream>

namespace cc::app {

using namespace cc::model;

const std::vector<std::string> kCatalogOptions{"--catalog", "--catalog-dir"};

std::vector<std::string> with(std::vector<std::string> a, const std::vector<std::string>& b)
{
    a.insert(a.end(), b.begin(), b.end());
    return a;
}

Catalog loadCatalog(const CliArgs& a, const std::string& defaultDir, bool quiet)
{
    Catalog c;
    const std::string dir = a.value("--catalog-dir").value_or(defaultDir);
    std::vector<Diagnostic> diags = c.loadDirectory(dir);
    for (const auto& f : a.values("--catalog")) {
        auto more = c.loadFile(f);
        // A problem with the file as a whole (not a regular file, not JSON, a bound broken, a
        // newer version) means none of it was read: an error, exit 1, since analysing without
        // the file would be silently wrong. A bad entry ("entries[3]...") stays a warning.
        for (const auto& d : more)
            if (d.path.rfind("entries[", 0) != 0)
                throw FormatError(more);
        diags.insert(diags.end(), more.begin(), more.end());
    }
    auto refs = c.checkReferences();
    diags.insert(diags.end(), refs.begin(), refs.end());
    if (!quiet)
        for (const auto& d : diags)
            std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "warning: ")) << "catalog: " << d.text()
                      << "\n";
    return c;
}

namespace {

/// --model-config FILE: the model shape from a Hugging Face config.json, over `w`'s (or, with
/// no workload, a new pre-training job of that model). Notes go to stderr.
Workload withModelConfig(std::optional<Workload> w, const std::string& file)
{
    std::vector<Diagnostic> diags;
    const std::optional<io::HfImport> imp = io::importHfConfigFile(file, diags);
    if (!imp)
        throw FormatError(diags);
    for (const auto& n : imp->notes)
        std::cerr << "note: " << n.text() << "\n";
    if (!w) {
        w = Workload{};
        w->name = imp->family + " (" + file + ")";
    }
    w->model = imp->shape;
    w->preset.clear();
    return *w;
}

} // namespace

std::optional<Workload> selectWorkload(const CliArgs& a, const Design& d)
{
    std::optional<Workload> w = selectDesignWorkload(a, d);
    if (const auto cfg = a.value("--model-config"))
        return withModelConfig(std::move(w), *cfg);
    return w;
}

std::optional<Workload> selectDesignWorkload(const CliArgs& a, const Design& d)
{
    std::string text;
    std::string label;
    if (const auto file = a.value("--workload")) {
        try {
            text = limits::readInputFile(*file); // a regular file within the input contract
        } catch (const FormatError& e) {
            // "cannot open the workload file: REASON" rather than "... the file: ..."
            Message why = e.diagnostics().front().message;
            if (why.code == "DIAG_CANNOT_OPEN")
                why.code = "DIAG_CANNOT_OPEN_WORKLOAD";
            throw FormatError(Diagnostic{*file, "", why});
        }
        label = *file;
    } else if (!d.workloads.empty()) {
        text = d.workloads.front();
        label = "workloads[0]";
    } else {
        return std::nullopt;
    }
    std::vector<Diagnostic> diags;
    auto w = parseWorkload(text, label, diags);
    for (const auto& diag : diags)
        std::cerr << (w ? cliText(QT_TRANSLATE_NOOP("Cli", "warning: "))
                        : cliText(QT_TRANSLATE_NOOP("Cli", "error: ")))
                  << diag.text() << "\n";
    if (!w)
        throw FormatError(Diagnostic{label, "", Message::of("DIAG_UNUSABLE_WORKLOAD")});
    return w;
}

model::Design loadShownDesign(const std::string& file)
{
    model::Design d = model::io::loadDesignFile(file);
    views::localizeExample(d);
    return d;
}

} // namespace cc::app
