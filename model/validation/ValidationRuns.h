#pragma once
// Published training runs checked against the step-time model (issue 9 "Validation"): the case
// file catalogs/validation/published-runs.json (format in ValidationRunsParse.cpp), each case's
// cluster drawn with the topology generators, analysed with the same analysis as the app
// (analyze + analyzeTraining), and the error per run and per kind of run.
#include "model/catalog/Catalog.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::validation {

/// The kind of run a case stands for (one row of issue 9's accuracy table).
enum class RunKind { Dense, Fp8, Fsdp, Moe, LongContext, NonNvidia };
/// The published figure a case is compared on.
enum class RunMetric { ModelTflopsPerGpu, Mfu, StepTimeS, TokensPerSPerGpu };

std::string_view runKindName(RunKind k); ///< the file's name: "dense", "fp8", ...
std::optional<RunKind> runKindFromName(std::string_view s);
const std::vector<RunKind>& allRunKinds();
std::string_view runMetricName(RunMetric m); ///< the file's name: "tokensPerSPerGpu", ...
std::optional<RunMetric> runMetricFromName(std::string_view s);

/// The system a run used, drawn from the catalog as a non-blocking fat-tree.
struct RunSystem {
    std::string server;      ///< catalog server id
    std::string sw;          ///< catalog switch id
    std::string accelerator; ///< optional: replaces the server's accelerator (same platform)
    std::string fabric;      ///< optional: replaces the server's scale-up fabric
    int gpus = 0;
};

/// One published run: its configuration, system, figure and provenance.
struct PublishedRun {
    std::string id;
    RunKind kind = RunKind::Dense;
    std::string name;
    std::string source;
    std::string url;
    std::string date;           ///< YYYY-MM-DD (or YYYY-MM) of the publication
    std::string flopConvention; ///< how the source counts FLOPs
    std::string notes;
    RunSystem system;
    Workload workload;
    RunMetric metric = RunMetric::TokensPerSPerGpu;
    double published = 0;
    std::string expectFail; ///< why the model cannot match yet; empty: it must
};

/// Parses the case file. Throws FormatError listing every problem with file and JSON path
/// (e.g. "runs[3].workload.training.tp: must be >= 1").
std::vector<PublishedRun> parsePublishedRuns(std::string_view json, const std::string& file);
/// Reads and parses the case file at `path`, or, when `path` is a folder (catalogs/validation),
/// every *.json in it in file-name order (ids unique across the files); throws FormatError when
/// unreadable or invalid.
std::vector<PublishedRun> loadPublishedRuns(const std::string& path);

/// One case against the model.
struct ValidationRow {
    std::string id, name, source, url, date, flopConvention, notes;
    RunKind kind = RunKind::Dense;
    RunMetric metric = RunMetric::TokensPerSPerGpu;
    /// compact notation: "64× H100 · fp8 · TP4 PP8 VP5 · mb1 gb128 · 8K · recompute selective"
    Message config;
    std::string gpuName;
    bool analysed = false; ///< false: the model refused the layout (`problem` says why)
    Message problem;       ///< why the run was not analysed (a finding's message, or a case error)
    double predicted = 0;
    double published = 0;
    /// Signed speed error, + = the model is faster than measured: predicted/published − 1 for
    /// rates (TFLOP/s, MFU, tokens/s), published/predicted − 1 for step time. A case the model
    /// refuses counts as −100 %.
    double error = 0;
    bool fits = true; ///< the model's memory estimate fits the GPU
    std::string expectFail;
    /// Both figures as tokens/s per GPU, one axis for every metric: the prediction's own
    /// throughput, and the published figure converted with the prediction's ratio
    /// (published = predicted / (1 + error)), so the FLOP convention cancels.
    double predictedTokensPerSPerGpu = 0;
    double publishedTokensPerSPerGpu = 0;
    double stepTimeS = 0; ///< the model's step, for the breakdown
    StepBreakdown breakdown;
    Message bottleneck;
};

/// Errors of one kind of run.
struct KindSummary {
    RunKind kind = RunKind::Dense;
    int cases = 0;           ///< every case of this kind
    int counted = 0;         ///< cases that are not expected to fail
    double meanAbsError = 0; ///< over the counted cases
    double maxAbsError = 0;
    double meanSignedError = 0;
    /// Today's accuracy over every case the model analysed, expected failures included (the
    /// figures issue 9 reports per kind); refused cases are left out and counted.
    int analysed = 0;
    int refused = 0;
    double meanAbsErrorAll = 0;
    double meanSignedErrorAll = 0;
};

/// Analyses every run on its drawn cluster. Problems building a cluster (unknown catalog id)
/// become the row's `problem`; never throws for a valid run list.
std::vector<ValidationRow> evaluateRuns(const std::vector<PublishedRun>& runs,
                                        const Catalog& catalog);
/// Per-kind errors over the rows that are not expected to fail, in allRunKinds() order
/// (kinds without cases are left out).
std::vector<KindSummary> summarizeByKind(const std::vector<ValidationRow>& rows);

} // namespace cc::model::validation
