// The subcommands on one design or the catalog: catalog, generate, validate, analyze, search.
#include "app/cli/DesignCommands.h"
#include "app/cli/CliText.h"

#include "app/cli/CliArgs.h"
#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/io/InputLimits.h"
#include "model/io/ReportIo.h"
#include "model/topology/Generators.h"
#include "model/training/Search.h"
#include "model/util/Format.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace cc::app {

using namespace cc::model;

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

} // namespace

int cmdCatalog(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"--kind"}, kCatalogOptions), {"--json"});
    const Catalog c = loadCatalog(a, dir);
    std::optional<Kind> kind;
    if (auto k = a.value("--kind")) {
        kind = kindFromName(*k);
        if (!kind)
            throw usageError(QT_TRANSLATE_NOOP("Cli", "--kind: '%1' is not a component kind"),
                             {*k});
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

namespace {

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
            throw usageError(QT_TRANSLATE_NOOP("Cli", "--dims: '%1' is not like 8x8x16"), {s});
        }
    }
    return dims;
}

} // namespace

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
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 is required"), {"--nodes"});
    if (o.nodes > limits::kMaxGpus)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "--nodes: %1 servers; a design holds at most %2 "
                                                  "GPUs (input contract, catalogs/SCHEMA.md)"),
                         {std::to_string(o.nodes), withThousands(limits::kMaxGpus)});
    o.switchRef = a.value("--switch").value_or("");
    o.oversubscription = a.number("--oversubscription", 1.0, 1.0);
    o.storageRef = a.value("--storage").value_or("");
    // Checked narrowing (issue 13): 4294967297 must not become 1.
    o.unitSize = limits::toInt(a.integer("--unit-size", 32, 1)).value_or(INT_MAX);
    if (auto dims = a.value("--dims"))
        o.torusDims = parseDims(*dims);
    o.name = a.value("--name").value_or("");
    const std::string out = a.value("-o").value_or(a.value("--output").value_or(""));
    if (out.empty())
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 is required"), {"-o FILE"});
    const Catalog c = loadCatalog(a, dir);
    const Design d = topology::generate(o, c);
    const Report r = evaluate(d, c).report;
    // Past a bound of the input contract the analysis counts nothing (DESIGN_BEYOND_BOUNDS):
    // refuse here, with the count, rather than write a file the loader would refuse.
    for (const auto& f : r.findings)
        if (f.code == "DESIGN_BEYOND_BOUNDS")
            throw usageError(
                QT_TRANSLATE_NOOP("Cli",
                                  "--nodes: %1 nodes: %2 (input contract, catalogs/SCHEMA.md)"),
                {std::to_string(o.nodes), renderText(f.message)});
    if (r.design.gpus > limits::kMaxGpus)
        throw usageError(
            QT_TRANSLATE_NOOP("Cli", "--nodes: %1 nodes give %2 GPUs; a design holds at most %3 "
                                     "(input contract, catalogs/SCHEMA.md)"),
            {std::to_string(o.nodes), withThousands(r.design.gpus),
             withThousands(limits::kMaxGpus)});
    if (const Message err = io::writeFileAtomically(out, io::saveDesign(d, c)); !err.empty()) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err << "\n";
        return kExitBadInput;
    }
    auto count = [](long long n, const char* one, const char* many) {
        return cliText(n == 1 ? one : many, {withThousands(n)});
    };
    const std::string gpus = count(r.design.gpus, QT_TRANSLATE_NOOP("Cli", "%1 GPU"),
                                   QT_TRANSLATE_NOOP("Cli", "%1 GPUs"));
    const std::string servers = count(r.design.servers, QT_TRANSLATE_NOOP("Cli", "%1 server"),
                                      QT_TRANSLATE_NOOP("Cli", "%1 servers"));
    const std::string switches = count(r.design.switches, QT_TRANSLATE_NOOP("Cli", "%1 switch"),
                                       QT_TRANSLATE_NOOP("Cli", "%1 switches"));
    const std::string racks = count(r.design.racks, QT_TRANSLATE_NOOP("Cli", "%1 rack"),
                                    QT_TRANSLATE_NOOP("Cli", "%1 racks"));
    const std::string groups =
        count(static_cast<long long>(d.blocks.size()), QT_TRANSLATE_NOOP("Cli", "%1 group"),
              QT_TRANSLATE_NOOP("Cli", "%1 groups"));
    std::cout << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1: %2, %3, %4, %5 in %6"),
                         {out, gpus, servers, switches, racks, groups})
              << "\n";
    return kExitOk;
}

int cmdValidate(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, kCatalogOptions, {"--json"});
    if (a.positional().size() != 1)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 takes one design file"), {"validate"});
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

int cmdAnalyze(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with({"--workload", "--model-config"}, kCatalogOptions),
                    {"--json", "--explain"});
    if (a.positional().size() != 1)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 takes one design file"), {"analyze"});
    if (a.flag("--json") && a.flag("--explain"))
        throw usageError(
            QT_TRANSLATE_NOOP("Cli", "--explain is a text mode; --json carries the explanations"));
    const Design d = loadShownDesign(a.positional()[0]);
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
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 takes one design file"), {"search"});
    const int top = static_cast<int>(a.integer("--top", 10, 1));
    const Design d = io::loadDesignFile(a.positional()[0]);
    const Catalog c = loadCatalog(a, dir, a.flag("--json"));
    const std::optional<Workload> w = selectWorkload(a, d);
    if (!w)
        throw usageError(QT_TRANSLATE_NOOP("Cli",
                                           "no workload: pass --workload W.json or --model-config "
                                           "config.json, or add a workload to the design"));
    const Evaluation e = evaluate(d, c, w);
    for (const auto& f : e.hardwareFindings)
        if (f.severity != Severity::Info)
            std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "warning: ")) << f.code << ": "
                      << f.message << "\n";
    if (!e.hardware || !e.hardware->valid)
        throw FormatError(Diagnostic{a.positional()[0], "", Message::of("SEARCH_NO_GPUS")});
    const ComputeHardware& hw = *e.hardware;
    const int gpus = w->run.gpus ? *w->run.gpus : hw.groupGpus;
    if (gpus > hw.groupGpus)
        throw FormatError(Diagnostic{
            w->name, "run.gpus",
            Message{"SEARCH_TOO_MANY_GPUS", {arg::count(gpus), arg::count(hw.groupGpus)}}});
    SearchOptions o;
    o.top = top;
    const SearchReport s = searchParallelism(*w, makeStepModel(*w, hw), gpus, o);
    std::cout << (a.flag("--json") ? io::searchToJson(s, w->name) : io::searchToText(s, w->name));
    return kExitOk;
}

} // namespace cc::app
