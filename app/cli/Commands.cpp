#include "app/cli/Commands.h"

#include "app/Language.h"
#include "app/cli/CablingCommands.h"
#include "app/cli/CalibrateCommands.h"
#include "app/cli/CliArgs.h"
#include "app/cli/CliCommon.h"
#include "app/cli/ExportCommands.h"
#include "app/cli/PlanCommands.h"
#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/io/HfConfig.h"
#include "model/io/InputLimits.h"
#include "model/io/ReportIo.h"
#include "model/topology/Generators.h"
#include "model/training/Search.h"
#include "model/util/Format.h"

#include <QApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string_view>

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
            std::cerr << "warning: catalog: " << d.text() << "\n";
    return c;
}

namespace {

std::string specLine(const CatalogEntry& e)
{
    char buf[160];
    switch (e.kind) {
    case Kind::Accelerator:
        std::snprintf(buf, sizeof buf, "%s, %s BF16 dense, %.0f W",
                      siUnits(e.accel.memoryBytes, "B").c_str(),
                      siUnits(e.accel.flops("bf16"), "FLOP/s").c_str(), e.power.maxW);
        return buf;
    case Kind::Switch:
        std::snprintf(buf, sizeof buf, "%d x %s %s", e.sw.ports,
                      siUnits(e.sw.portBitsPerS, "b/s").c_str(), e.sw.protocol.c_str());
        return buf;
    case Kind::Nic:
        std::snprintf(buf, sizeof buf, "%d x %s", e.nic.ports,
                      siUnits(e.nic.portBitsPerS, "b/s").c_str());
        return buf;
    case Kind::Server: {
        int parts = 0;
        for (const auto& p : e.server.parts)
            parts += p.count;
        std::snprintf(buf, sizeof buf, "%d U, %d parts, %s", e.server.rackUnits, parts,
                      std::string(fabricTypeName(e.server.fabric)).c_str());
        return buf;
    }
    default:
        return "";
    }
}

int cmdCatalog(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"--kind"}, kCatalogOptions), {"--json"});
    const Catalog c = loadCatalog(a, dir);
    std::optional<Kind> kind;
    if (auto k = a.value("--kind")) {
        kind = kindFromName(*k);
        if (!kind)
            throw std::invalid_argument("--kind: '" + *k + "' is not a component kind");
    }
    if (a.flag("--json")) {
        nlohmann::ordered_json arr = nlohmann::ordered_json::array();
        for (const auto& e : c.entries()) {
            if (kind && e.kind != *kind)
                continue;
            auto j = nlohmann::ordered_json::parse(e.rawJson);
            j["origin"] = e.origin;
            arr.push_back(j);
        }
        std::cout << arr.dump(2) << "\n";
        return kExitOk;
    }
    for (Kind k : allKinds()) {
        if (kind && k != *kind)
            continue;
        const auto entries = c.ofKind(k);
        if (entries.empty())
            continue;
        std::cout << kindName(k) << " (" << entries.size() << ")\n";
        for (const auto* e : entries) {
            std::string price = e->priceUsd ? usd(*e->priceUsd) : "price n/a";
            std::printf("  %-26s %-42s %-34s %s%s\n", e->id.c_str(), e->name.c_str(),
                        specLine(*e).c_str(), price.c_str(), e->estimate ? " (est.)" : "");
        }
    }
    return kExitOk;
}

std::vector<int> parseDims(const std::string& s)
{
    std::vector<int> dims;
    std::stringstream ss(s);
    std::string part;
    while (std::getline(ss, part, 'x')) {
        try {
            size_t used = 0;
            const int v = std::stoi(part, &used);
            if (used != part.size() || v < 1)
                throw std::invalid_argument("");
            dims.push_back(v);
        } catch (const std::exception&) {
            throw std::invalid_argument("--dims: '" + s + "' is not like 8x8x16");
        }
    }
    return dims;
}

int cmdGenerate(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args,
                    with({"--template", "--server", "--nodes", "--switch", "--oversubscription",
                          "--storage", "--unit-size", "--dims", "--name", "-o", "--output"},
                         kCatalogOptions),
                    {});
    topology::GeneratorOptions o;
    o.kind = a.require("--template");
    o.serverRef = a.require("--server");
    o.nodes = a.integer("--nodes", 0, 1);
    if (o.nodes == 0)
        throw std::invalid_argument("--nodes is required");
    if (o.nodes > limits::kMaxGpus)
        throw std::invalid_argument("--nodes: " + std::to_string(o.nodes) + " servers; a design " +
                                    "holds at most " + withThousands(limits::kMaxGpus) +
                                    " GPUs (input contract, catalogs/SCHEMA.md)");
    o.switchRef = a.value("--switch").value_or("");
    o.oversubscription = a.number("--oversubscription", 1.0, 1.0);
    o.storageRef = a.value("--storage").value_or("");
    o.unitSize = static_cast<int>(a.integer("--unit-size", 32, 1));
    if (auto dims = a.value("--dims"))
        o.torusDims = parseDims(*dims);
    o.name = a.value("--name").value_or("");
    const std::string out = a.value("-o").value_or(a.value("--output").value_or(""));
    if (out.empty())
        throw std::invalid_argument("-o FILE is required");
    const Catalog c = loadCatalog(a, dir);
    const Design d = topology::generate(o, c);
    const Report r = evaluate(d, c).report;
    if (r.design.gpus > limits::kMaxGpus)
        throw std::invalid_argument(
            "--nodes: " + std::to_string(o.nodes) + " nodes give " + withThousands(r.design.gpus) +
            " GPUs; a design holds at most " + withThousands(limits::kMaxGpus) +
            " (input contract, catalogs/SCHEMA.md)");
    if (const std::string err = io::writeFileAtomically(out, io::saveDesign(d, c)); !err.empty()) {
        std::cerr << "error: " << err << "\n";
        return kExitBadInput;
    }
    auto count = [](long long n, const char* one, const char* many) {
        return withThousands(n) + " " + (n == 1 ? one : many);
    };
    std::cout << "wrote " << out << ": " << count(r.design.gpus, "GPU", "GPUs") << ", "
              << count(r.design.servers, "server", "servers") << ", "
              << count(r.design.switches, "switch", "switches") << ", "
              << count(r.design.racks, "rack", "racks") << " in "
              << count(static_cast<long long>(d.blocks.size()), "group", "groups") << "\n";
    return kExitOk;
}

int cmdValidate(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, kCatalogOptions, {"--json"});
    if (a.positional().size() != 1)
        throw std::invalid_argument("validate takes one design file");
    const std::string file = a.positional()[0];
    const Design d = io::loadDesignFile(file);
    const Catalog c = loadCatalog(a, dir);
    // The design itself: the infrastructure findings (a training job that does not fit is not
    // an invalid design).
    const Evaluation e = evaluate(d, c);
    const Report& r = e.report;
    int errors = 0, warnings = 0;
    for (const auto& f : r.findings) {
        if (f.severity == Severity::Info)
            continue;
        (f.severity == Severity::Error ? errors : warnings)++;
        std::cout << file << ": " << severityName(f.severity) << ": " << f.code << ": " << f.message
                  << "\n";
    }
    std::cout << file << ": " << (errors ? "invalid" : "valid") << " (" << errors << " errors, "
              << warnings << " warnings)\n";
    return errors ? kExitBadInput : kExitOk;
}

} // namespace

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
            std::string why = renderText(e.diagnostics().front().message);
            if (why.rfind("cannot open the file", 0) == 0)
                why.replace(0, 20, "cannot open the workload file");
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
        std::cerr << (w ? "warning: " : "error: ") << diag.text() << "\n";
    if (!w)
        throw FormatError(Diagnostic{label, "", "not a usable workload (see the messages above)"});
    return w;
}

namespace {

int cmdAnalyze(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"--workload", "--model-config"}, kCatalogOptions),
                    {"--json", "--explain"});
    if (a.positional().size() != 1)
        throw std::invalid_argument("analyze takes one design file");
    if (a.flag("--json") && a.flag("--explain"))
        throw std::invalid_argument("--explain is a text mode; --json carries the explanations");
    const Design d = io::loadDesignFile(a.positional()[0]);
    const Catalog c = loadCatalog(a, dir, a.flag("--json"));
    const Evaluation e = evaluate(d, c, selectWorkload(a, d));
    const TrainingReport* tp = e.trainingOrNull();
    std::cout << (a.flag("--json") ? io::reportToJson(e.report, d, tp)
                                   : io::reportToText(e.report, d, tp, a.flag("--explain")));
    return kExitOk;
}

int cmdSearch(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"--workload", "--model-config", "--top"}, kCatalogOptions),
                    {"--json"});
    if (a.positional().size() != 1)
        throw std::invalid_argument("search takes one design file");
    const int top = static_cast<int>(a.integer("--top", 10, 1));
    const Design d = io::loadDesignFile(a.positional()[0]);
    const Catalog c = loadCatalog(a, dir, a.flag("--json"));
    const std::optional<Workload> w = selectWorkload(a, d);
    if (!w)
        throw std::invalid_argument(
            "no workload: pass --workload W.json or --model-config config.json, or add a "
            "workload to the design");
    const Evaluation e = evaluate(d, c, w);
    for (const auto& f : e.hardwareFindings)
        if (f.severity != Severity::Info)
            std::cerr << "warning: " << f.code << ": " << f.message << "\n";
    if (!e.hardware || !e.hardware->valid)
        throw FormatError(Diagnostic{a.positional()[0], "", "the design has no GPUs to search on"});
    const ComputeHardware& hw = *e.hardware;
    const int gpus = w->run.gpus ? *w->run.gpus : hw.groupGpus;
    if (gpus > hw.groupGpus)
        throw FormatError(Diagnostic{w->name, "run.gpus",
                                     "asks for " + std::to_string(gpus) +
                                         " GPUs, but the largest server group has " +
                                         std::to_string(hw.groupGpus)});
    SearchOptions o;
    o.top = top;
    const SearchReport s = searchParallelism(*w, makeStepModel(*w, hw), gpus, o);
    std::cout << (a.flag("--json") ? io::searchToJson(s, w->name) : io::searchToText(s, w->name));
    return kExitOk;
}

} // namespace

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
        std::cerr << "error: " << name << ": " << e.what() << "\n";
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
        std::cerr << "error: " << e.what() << "\n";
        return kExitBadInput;
    } catch (const std::invalid_argument& e) {
        std::cerr << "error: " << name << ": " << e.what() << "\n"
                  << "(clustercanvas help lists the options)\n";
        return kExitUsage;
    } catch (const std::exception& e) {
        std::cerr << "error: " << e.what() << "\n";
        return kExitBadInput;
    }
}

} // namespace

} // namespace cc::app
