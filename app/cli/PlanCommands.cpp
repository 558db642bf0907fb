// The plan subcommands. The work is model::plan; this file reads the command line, prints the
// result (text or the JSON contract) and writes the recommended designs.
#include "app/cli/PlanCommands.h"
#include "app/cli/CliText.h"

#include "app/cli/CliArgs.h"
#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "model/io/DesignIo.h"
#include "model/io/InputLimits.h"
#include "model/plan/PlanDesign.h"
#include "model/plan/PlanJson.h"
#include "model/plan/PlanPicks.h"
#include "model/plan/PlanText.h"
#include "model/plan/Planner.h"
#include "model/util/Format.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace cc::app {

using namespace cc::model;
using namespace cc::model::plan;

namespace {

/// Upper bound of tokens to train on: 1e16 is ~300× the largest published pre-training
/// corpus (Llama 4 Behemoth, ~30 T tokens), well inside double precision.
constexpr double kMaxPlanTokens = 1e16;

const std::vector<std::string> kPlanValued{
    "--workload",   "--model-config",   "--preset",       "--method",
    "--tokens",     "--dataset-tokens", "--epochs",       "--deadline-days",
    "--budget-usd", "--horizon-days",   "--max-power-kw", "--max-facility-kw",
    "--rack-kw",    "--liquid",         "--allow",        "--utilisation",
    "--top",        "--max-gpus",       "--shard",        "-o"};

std::pair<int, int> parseShard(const std::string& s)
{
    const auto slash = s.find('/');
    try {
        if (slash == std::string::npos)
            throw std::invalid_argument("");
        std::size_t u1 = 0, u2 = 0;
        const int i = std::stoi(s.substr(0, slash), &u1);
        const int n = std::stoi(s.substr(slash + 1), &u2);
        if (u1 != slash || u2 != s.size() - slash - 1 || n < 1 || i < 0 || i >= n)
            throw std::invalid_argument("");
        return {i, n};
    } catch (const std::exception&) {
        throw usageError(
            QT_TRANSLATE_NOOP("Cli", "--shard: '%1' is not i/N with 0 <= i < N (e.g. 0/4)"), {s});
    }
}

/// How much the job trains on: --tokens, or --dataset-tokens × --epochs (either may be left at
/// the job's own value), never both — they are two ways of saying the same number.
void setTokens(const CliArgs& a, TrainingSetup& t)
{
    const bool dataset = a.value("--dataset-tokens") || a.value("--epochs");
    if (dataset && a.value("--tokens"))
        throw usageError(QT_TRANSLATE_NOOP(
            "Cli", "--tokens or --dataset-tokens/--epochs, not both (tokens = dataset x epochs)"));
    if (a.value("--tokens"))
        t.tokens = a.number("--tokens", 0, 1);
    if (!dataset)
        return;
    t.datasetTokens = a.number("--dataset-tokens", t.datasetTokens, 1);
    t.epochs = a.number("--epochs", t.epochs, 0.01);
    t.tokens = t.datasetTokens * t.epochs;
    if (!std::isfinite(t.tokens) || t.tokens > kMaxPlanTokens)
        throw usageError(
            QT_TRANSLATE_NOOP(
                "Cli",
                "--dataset-tokens x --epochs: %1 tokens is more than the plan accepts (1e16)"),
            {std::to_string(t.tokens)});
}

Workload jobFrom(const CliArgs& a)
{
    std::optional<Workload> w;
    if (a.value("--workload") || a.value("--model-config")) {
        w = selectWorkload(a, Design{});
    } else if (const auto preset = a.value("--preset")) {
        std::vector<Diagnostic> diags;
        const std::string json = "{\"preset\": " + nlohmann::json(*preset).dump() + "}";
        w = parseWorkload(json, "--preset", diags);
        if (!w || !diags.empty())
            throw usageError(QT_TRANSLATE_NOOP("Cli", "--preset: '%1' is not a model preset"),
                             {*preset});
    } else {
        throw usageError(QT_TRANSLATE_NOOP(
            "Cli", "give the job: --workload W.json, --model-config config.json or --preset ID"));
    }
    if (const auto m = a.value("--method")) {
        const std::vector<std::string> names{"pretrain", "full", "lora", "qlora"};
        const auto it = std::find(names.begin(), names.end(), *m);
        if (it == names.end())
            throw usageError(
                QT_TRANSLATE_NOOP("Cli", "--method: '%1' is not pretrain|full|lora|qlora"), {*m});
        w->training.method = static_cast<Method>(it - names.begin());
        if (!a.value("--workload"))
            w->training.tokens = 0; // the method's default (dataset × epochs for fine-tunes)
    }
    setTokens(a, w->training);
    return *w;
}

PlanConstraints constraintsFrom(const CliArgs& a)
{
    PlanConstraints c;
    c.deadlineDays = a.number("--deadline-days", 0, 0);
    c.budgetUsd = a.number("--budget-usd", 0, 0);
    c.rent = a.flag("--rent");
    c.horizonDays = a.number("--horizon-days", 0, 0);
    c.maxItPowerKw = a.number("--max-power-kw", 0, 0);
    c.maxFacilityPowerKw = a.number("--max-facility-kw", 0, 0);
    c.rackKw = a.number("--rack-kw", 0, 0);
    c.utilisation = a.number("--utilisation", 0, 0);
    if (c.utilisation > 1)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "--utilisation: a fraction between 0 and 1"));
    if (const auto l = a.value("--liquid")) {
        if (*l != "yes" && *l != "no")
            throw usageError(QT_TRANSLATE_NOOP("Cli", "--liquid: yes or no, got '%1'"), {*l});
        c.liquid = *l == "yes";
    }
    c.allow = a.values("--allow");
    return c;
}

int writeDesigns(const std::string& dir, const PlanResult& r, const PlanConstraints& constraints,
                 const Workload& job, const Catalog& catalog)
{
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    const std::pair<const char*, const Pick*> picks[] = {
        {"cheapest", &r.recommended.cheapest},
        {"fastest", &r.recommended.fastest},
        {"lowest-energy", &r.recommended.lowestEnergy}};
    for (const auto& [name, pick] : picks) {
        if (!pick->index)
            continue;
        for (const auto& c : r.candidates)
            if (c.index == *pick->index) {
                const std::string path =
                    (std::filesystem::path(dir) / (std::string(name) + ".json")).string();
                const PlanRecord rec = planRecord(r, constraints, job.name, c.index);
                const Design d = candidateDesign(c, job, catalog, renderText, &rec);
                if (const Message err = io::writeFileAtomically(path, io::saveDesign(d, catalog));
                    !err.empty()) {
                    std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err << "\n";
                    return kExitBadInput;
                }
                std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "wrote %1"), {path}) << "\n";
            }
    }
    return kExitOk;
}

int cmdPlan(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args, with(kPlanValued, kCatalogOptions), {"--json", "--rent"});
    if (!a.positional().empty())
        throw usageError(
            QT_TRANSLATE_NOOP("Cli", "plan takes no positional arguments; the job is --workload"));
    const Workload job = planJob(jobFrom(a));
    const PlanConstraints constraints = constraintsFrom(a);
    PlanOptions o;
    o.top = static_cast<int>(a.integer("--top", 20, 1));
    o.maxGpus = static_cast<int>(a.integer("--max-gpus", 16384, 1));
    if (const auto s = a.value("--shard")) {
        std::tie(o.shardIndex, o.shardCount) = parseShard(*s);
        o.keepAll = true; // a shard keeps every candidate so plan-merge is exact
    }
    // Designs written with -o keep what the plan considered, from the whole ranked list.
    const bool designs = a.value("-o") && !o.keepAll;
    o.keepAll = o.keepAll || designs;
    const Catalog catalog = loadCatalog(a, dir, a.flag("--json"));
    const PlanResult all = runPlan(job, constraints, catalog, o);
    const PlanResult r = designs ? mergePlans({all}, constraints, o.top) : all;
    std::cout << (a.flag("--json") ? planToJson(r, constraints, job) : "");
    if (!a.flag("--json")) {
        std::cout << planToText(r, job);
    }
    if (const auto out = a.value("-o"))
        return writeDesigns(*out, all, constraints, job, catalog);
    return kExitOk;
}

int cmdPlanMerge(const std::vector<std::string>& args)
{
    const CliArgs a(args, {"--top"}, {"--json"});
    if (a.positional().empty())
        throw usageError(
            QT_TRANSLATE_NOOP("Cli", "plan-merge takes the shard files (SHARD.json...)"));
    std::vector<PlanResult> shards;
    PlanFile first;
    for (std::size_t i = 0; i < a.positional().size(); ++i) {
        const std::string& file = a.positional()[i];
        // A regular file within the input contract: no FIFO, device or 10 GB shard (issue 13).
        PlanFile f = planFromJson(limits::readInputFile(file), file);
        if (i == 0)
            first = f;
        shards.push_back(std::move(f.result));
    }
    const int top = static_cast<int>(a.integer("--top", 20, 1));
    const PlanResult r = mergePlans(shards, first.constraints, top);
    if (a.flag("--json"))
        std::cout << planToJson(r, first.constraints, first.job);
    else
        std::cout << planToText(r, first.job);
    return kExitOk;
}

} // namespace

bool isPlanCommand(const std::string& name)
{
    return name == "plan" || name == "plan-merge";
}

int runPlanCommand(const std::string& name, const std::vector<std::string>& args,
                   const std::string& catalogDir)
{
    return name == "plan" ? cmdPlan(args, catalogDir) : cmdPlanMerge(args);
}

std::string planUsageText()
{
    return "  clustercanvas plan --workload W.json|--model-config config.json|--preset ID\n"
           "                [--method M] [--tokens N | --dataset-tokens N [--epochs E]]\n"
           "                [--deadline-days D] [--budget-usd B] [--rent] [--horizon-days H]\n"
           "                [--max-power-kw P] [--max-facility-kw F] [--rack-kw R]\n"
           "                [--liquid yes|no] [--allow PATTERN|market:NAME]... [--utilisation U]\n"
           "                [--top N] [--max-gpus G] [--shard i/N] [--json] [-o DIR]\n"
           "                every catalog server x node counts x fabrics, each with its best\n"
           "                layout, ranked; the cheapest, fastest and lowest-energy picks;\n"
           "                -o DIR writes them as design files\n"
           "  clustercanvas plan-merge SHARD.json... [--top N] [--json]\n"
           "                combine `plan --shard i/N` outputs into the unsharded plan\n";
}

} // namespace cc::app
