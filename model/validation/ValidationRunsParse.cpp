// The validation case files (every *.json in catalogs/validation/, read in file-name order:
// published-runs.json, published-runs-moe.json, ...). One file:
//
//   { "schemaVersion": 1, "runs": [ {
//       "id": unique text,  "kind": dense | fp8 | fsdp | moe | longContext | nonNvidia,
//       "name", "source", "url", "date" (YYYY-MM or YYYY-MM-DD), "flopConvention": text,
//       "system": { "server": catalog server id, "switch": catalog switch id, "gpus": N,
//                   "accelerator": optional catalog accelerator id replacing the server's,
//                   "fabric": optional catalog fabric id replacing the server's scale-up },
//       "workload": a workload object exactly as a workload file (README "Workloads"),
//       "metric": modelTflopsPerGpu | mfu | stepTimeS | tokensPerSPerGpu,
//       "published": number > 0,
//       "expectFail": optional reason the model cannot match yet, "notes": optional text } ] }
//
// Every problem is collected with its JSON path; one FormatError lists them all. The files follow
// the input contract (catalogs/SCHEMA.md): only regular files, the size, nesting, number and text
// bounds of model/io/InputLimits.h, every parser exception as "FILE: JSON path: reason".
#include "model/validation/ValidationRuns.h"

#include "model/io/InputLimits.h"
#include "model/io/JsonSyntax.h"
#include "model/util/JsonReader.h"

#include <algorithm>
#include <array>
#include <filesystem>
#include <set>

namespace cc::model::validation {

namespace {

constexpr int kSchemaVersion = 1;

struct KindName {
    RunKind kind;
    const char* name;
};
constexpr std::array<KindName, 6> kKinds{{{RunKind::Dense, "dense"},
                                          {RunKind::Fp8, "fp8"},
                                          {RunKind::Fsdp, "fsdp"},
                                          {RunKind::Moe, "moe"},
                                          {RunKind::LongContext, "longContext"},
                                          {RunKind::NonNvidia, "nonNvidia"}}};

struct MetricName {
    RunMetric metric;
    const char* name;
};
constexpr std::array<MetricName, 4> kMetrics{{{RunMetric::ModelTflopsPerGpu, "modelTflopsPerGpu"},
                                              {RunMetric::Mfu, "mfu"},
                                              {RunMetric::StepTimeS, "stepTimeS"},
                                              {RunMetric::TokensPerSPerGpu, "tokensPerSPerGpu"}}};

const std::set<std::string> kRunKeys{"id",        "kind",           "name",   "source",   "url",
                                     "date",      "flopConvention", "system", "workload", "metric",
                                     "published", "expectFail",     "notes"};

std::vector<std::string> names(bool kinds)
{
    std::vector<std::string> out;
    if (kinds)
        for (const auto& k : kKinds)
            out.emplace_back(k.name);
    else
        for (const auto& m : kMetrics)
            out.emplace_back(m.name);
    return out;
}

/// YYYY-MM or YYYY-MM-DD with plausible month and day.
bool validDate(const std::string& s)
{
    const auto digits = [&](size_t from, size_t n) {
        for (size_t i = from; i < from + n; ++i)
            if (i >= s.size() || s[i] < '0' || s[i] > '9')
                return false;
        return true;
    };
    if ((s.size() != 7 && s.size() != 10) || !digits(0, 4) || s[4] != '-' || !digits(5, 2))
        return false;
    const int month = std::stoi(s.substr(5, 2));
    if (month < 1 || month > 12)
        return false;
    if (s.size() == 7)
        return true;
    return s[7] == '-' && digits(8, 2) && std::stoi(s.substr(8, 2)) >= 1 &&
           std::stoi(s.substr(8, 2)) <= 31;
}

RunSystem parseSystem(const JsonReader& r)
{
    RunSystem s;
    s.server = r.str("server");
    s.sw = r.str("switch");
    s.accelerator = r.str("accelerator", false);
    s.fabric = r.str("fabric", false);
    s.gpus = static_cast<int>(
        r.integer("gpus", true, 0, 1, limits::kMaxGpus, "GPUs per validation run"));
    return s;
}

/// The run's workload through the project's own workload parser, its diagnostics re-pathed
/// under runs[i].workload.
Workload parseRunWorkload(const nlohmann::json& j, const std::string& path, const std::string& file,
                          std::vector<Diagnostic>& diags)
{
    std::vector<Diagnostic> local;
    auto w = parseWorkload(j.dump(), file, local);
    for (auto& d : local) {
        d.file = file;
        d.path = d.path.empty() ? path : path + "." + d.path;
        diags.push_back(std::move(d));
    }
    if (!w) {
        if (local.empty())
            diags.push_back({file, path, Message::of("VALIDATION_NO_MODEL_SHAPE")});
        return {};
    }
    return *w;
}

PublishedRun parseRun(const nlohmann::json& j, const std::string& path, const std::string& file,
                      std::vector<Diagnostic>& diags)
{
    const JsonReader r(j, path, diags, file);
    PublishedRun run;
    if (!j.is_object()) {
        r.error("", Message::of("DIAG_NOT_OBJECT"));
        return run;
    }
    for (const auto& [key, value] : j.items())
        if (!kRunKeys.count(key))
            r.error(key, Message::of("VALIDATION_UNKNOWN_FIELD"));
    run.id = r.str("id");
    const std::string kind = r.oneOf("kind", names(true), true);
    run.kind = runKindFromName(kind).value_or(RunKind::Dense);
    run.name = r.str("name");
    run.source = r.str("source");
    run.url = r.str("url");
    run.date = r.str("date");
    if (r.has("date") && !run.date.empty() && !validDate(run.date))
        r.error("date", Message{"VALIDATION_BAD_DATE", {arg::name(run.date)}});
    run.flopConvention = r.str("flopConvention");
    run.notes = r.str("notes", false);
    run.expectFail = r.str("expectFail", false);
    if (r.has("expectFail") && run.expectFail.empty())
        r.error("expectFail", Message::of("VALIDATION_EXPECT_FAIL_EMPTY"));
    if (!r.has("system"))
        r.error("system", Message::of("VALIDATION_NO_SYSTEM"));
    run.system = parseSystem(r.child("system"));
    if (const auto* w = r.raw("workload"); w && w->is_object())
        run.workload = parseRunWorkload(*w, r.pathOf("workload"), file, diags);
    else
        r.error("workload", Message::of(w ? "DIAG_NOT_OBJECT" : "DIAG_MISSING"));
    const std::string metric = r.oneOf("metric", names(false), true);
    run.metric = runMetricFromName(metric).value_or(RunMetric::TokensPerSPerGpu);
    run.published = r.num("published", true, 0.0, 0.0, true);
    if (run.system.gpus > 0)
        run.workload.run.gpus = run.system.gpus;
    return run;
}

} // namespace

std::string_view runKindName(RunKind k)
{
    for (const auto& e : kKinds)
        if (e.kind == k)
            return e.name;
    return "";
}

std::optional<RunKind> runKindFromName(std::string_view s)
{
    for (const auto& e : kKinds)
        if (s == e.name)
            return e.kind;
    return std::nullopt;
}

const std::vector<RunKind>& allRunKinds()
{
    static const std::vector<RunKind> all = [] {
        std::vector<RunKind> v;
        for (const auto& e : kKinds)
            v.push_back(e.kind);
        return v;
    }();
    return all;
}

std::string_view runMetricName(RunMetric m)
{
    for (const auto& e : kMetrics)
        if (e.metric == m)
            return e.name;
    return "";
}

std::optional<RunMetric> runMetricFromName(std::string_view s)
{
    for (const auto& e : kMetrics)
        if (s == e.name)
            return e.metric;
    return std::nullopt;
}

namespace {

std::vector<PublishedRun> readRuns(const nlohmann::json& doc, const std::string& file,
                                   std::vector<Diagnostic>& diags)
{
    const JsonReader top(doc, "", diags, file);
    if (!doc.is_object())
        throw FormatError(Diagnostic{file, "", Message::of("VALIDATION_NOT_OBJECT")});
    const long long version = top.integer("schemaVersion", true, kSchemaVersion, 1);
    if (version > kSchemaVersion)
        throw FormatError(Diagnostic{file, "schemaVersion",
                                     Message{"VALIDATION_NEWER_VERSION",
                                             {arg::count(version), arg::count(kSchemaVersion)}}});
    std::vector<PublishedRun> runs;
    const auto* list = top.raw("runs");
    if (!list || !list->is_array())
        top.error("runs", Message::of(list ? "DIAG_NOT_LIST" : "DIAG_MISSING"));
    else if (static_cast<long long>(list->size()) > limits::kMaxValidationRuns)
        top.error("runs", Message{"VALIDATION_TOO_MANY_RUNS",
                                  {arg::count(static_cast<long long>(list->size())),
                                   arg::msg(limits::boundMessage(limits::kMaxValidationRuns,
                                                                 "validation runs per file"))}});
    else {
        std::set<std::string> ids;
        for (size_t i = 0; i < list->size(); ++i) {
            const std::string path = "runs[" + std::to_string(i) + "]";
            runs.push_back(parseRun((*list)[i], path, file, diags));
            if (!runs.back().id.empty() && !ids.insert(runs.back().id).second)
                diags.push_back({file, path + ".id",
                                 Message{"VALIDATION_ID_TWICE", {arg::name(runs.back().id)}}});
        }
    }
    return runs;
}

} // namespace

std::vector<PublishedRun> parsePublishedRuns(std::string_view json, const std::string& file)
{
    if (auto problem = limits::checkJsonText(json, file))
        throw FormatError(*problem);
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(json.begin(), json.end());
    } catch (const nlohmann::json::exception& e) {
        // parse_error, and out_of_range for a number such as 1e400.
        throw FormatError(io::notJson(e, json, file));
    }
    std::vector<Diagnostic> diags;
    std::vector<PublishedRun> runs;
    try {
        runs = readRuns(doc, file, diags);
    } catch (const nlohmann::json::exception& e) {
        // A conversion the readers did not foresee: still a message, never an abort.
        diags.push_back({file, "", Message{"VALIDATION_CANNOT_READ", {arg::name(e.what())}}});
    }
    if (!diags.empty())
        throw FormatError(std::move(diags));
    return runs;
}

namespace {

/// One file, read as the input contract says: a regular file within the size bound (a folder,
/// FIFO or /dev/zero is an error naming the file, never a hang).
std::vector<PublishedRun> loadOneFile(const std::string& path)
{
    return parsePublishedRuns(limits::readInputFile(path), path);
}

} // namespace

std::vector<PublishedRun> loadPublishedRuns(const std::string& path)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (!fs::is_directory(path, ec))
        return loadOneFile(path);
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(path, ec))
        if (e.is_regular_file(ec) && e.path().extension() == ".json")
            files.push_back(e.path().string());
    if (ec)
        throw FormatError(
            Diagnostic{path, "", Message{"VALIDATION_CANNOT_LIST", {arg::name(ec.message())}}});
    if (files.empty())
        throw FormatError(Diagnostic{path, "", Message::of("VALIDATION_NO_FILES")});
    std::sort(files.begin(), files.end()); // a stable order, whatever the file system lists
    std::vector<PublishedRun> runs;
    std::vector<Diagnostic> diags;
    std::set<std::string> ids;
    for (const auto& f : files) {
        std::vector<PublishedRun> more;
        try {
            more = loadOneFile(f);
        } catch (const FormatError& e) {
            diags.insert(diags.end(), e.diagnostics().begin(), e.diagnostics().end());
            continue;
        }
        for (size_t i = 0; i < more.size(); ++i)
            if (!ids.insert(more[i].id).second)
                diags.push_back({f, "runs[" + std::to_string(i) + "].id",
                                 Message{"VALIDATION_ID_OTHER_FILE", {arg::name(more[i].id)}}});
        runs.insert(runs.end(), more.begin(), more.end());
    }
    if (!diags.empty())
        throw FormatError(std::move(diags));
    return runs;
}

} // namespace cc::model::validation
