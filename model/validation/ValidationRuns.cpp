// Runs each published case through the app's own analysis: the cluster is generated from the
// catalog (fat-tree of the case's server and switch, non-blocking; NVL72 racks for a 72-GPU
// server), analyse() gives the infrastructure report, analyzeTraining() the step time. Nothing
// here is tuned per case: a case that does not match says so with its expectFail reason.
#include "model/validation/ValidationRuns.h"

#include "model/analysis/Analyze.h"
#include "model/topology/Generators.h"
#include "model/training/TrainingAnalysis.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>

namespace cc::model::validation {

namespace {

/// A drawn cluster shared by the cases that ran on the same system.
struct Cluster {
    const Catalog* catalog = nullptr;
    Design design;
    Report infra;
    std::string gpuName;
    Message problem; ///< why the cluster could not be drawn
};

/// Thrown while drawing a case's cluster: what in the case's system the catalog lacks.
struct Refusal {
    Message message;
};

int acceleratorsPerServer(const CatalogEntry& server, const Catalog& catalog)
{
    int n = 0;
    for (const auto& p : server.server.parts)
        if (const auto* e = catalog.find(p.ref); e && e->kind == Kind::Accelerator)
            n += p.count;
    return n;
}

std::string acceleratorName(const CatalogEntry& server, const Catalog& catalog)
{
    for (const auto& p : server.server.parts)
        if (const auto* e = catalog.find(p.ref); e && e->kind == Kind::Accelerator)
            return e->name;
    return {};
}

/// The catalog with the server's accelerator and/or scale-up fabric replaced, under a new
/// server id, for platforms the catalog has no server of (e.g. Gaudi 3 on an 8-OAM board).
std::string overriddenServer(const RunSystem& s, Catalog& catalog)
{
    const CatalogEntry* base = catalog.find(s.server);
    if (!base || base->kind != Kind::Server)
        throw Refusal{Message{"VALIDATION_UNKNOWN_SERVER", {arg::name(s.server)}}};
    CatalogEntry e = *base;
    e.id = s.server + "+" + s.accelerator + "+" + s.fabric;
    if (!s.accelerator.empty()) {
        const auto* a = catalog.find(s.accelerator);
        if (!a || a->kind != Kind::Accelerator)
            throw Refusal{Message{"VALIDATION_UNKNOWN_ACCELERATOR", {arg::name(s.accelerator)}}};
        for (auto& p : e.server.parts)
            if (const auto* pe = catalog.find(p.ref); pe && pe->kind == Kind::Accelerator)
                p.ref = s.accelerator;
        e.name = base->name + " + " + a->name;
    }
    if (!s.fabric.empty()) {
        const auto* f = catalog.find(s.fabric);
        if (!f || f->kind != Kind::Fabric)
            throw Refusal{Message{"VALIDATION_UNKNOWN_FABRIC", {arg::name(s.fabric)}}};
        e.server.fabricRef = s.fabric;
    }
    catalog.add(e);
    return e.id;
}

class ClusterCache {
public:
    explicit ClusterCache(const Catalog& catalog) : m_catalog(catalog) {}

    const Cluster& get(const RunSystem& s)
    {
        const std::string key = s.server + "|" + s.accelerator + "|" + s.fabric + "|" + s.sw + "|" +
                                std::to_string(s.gpus);
        auto it = m_clusters.find(key);
        if (it == m_clusters.end())
            it = m_clusters.emplace(key, build(s)).first;
        return *it->second;
    }

private:
    std::unique_ptr<Cluster> build(const RunSystem& s)
    {
        auto c = std::make_unique<Cluster>();
        c->catalog = &m_catalog;
        try {
            std::string server = s.server;
            if (!s.accelerator.empty() || !s.fabric.empty()) {
                auto owned = std::make_unique<Catalog>(m_catalog);
                server = overriddenServer(s, *owned);
                c->catalog = owned.get();
                m_owned.push_back(std::move(owned));
            }
            const CatalogEntry* e = c->catalog->find(server);
            if (!e || e->kind != Kind::Server)
                throw Refusal{Message{"VALIDATION_UNKNOWN_SERVER", {arg::name(server)}}};
            const int perServer = std::max(acceleratorsPerServer(*e, *c->catalog), 1);
            topology::GeneratorOptions o;
            o.kind = perServer == 72 ? "nvl72" : "fat-tree";
            o.serverRef = server;
            o.switchRef = s.sw;
            o.nodes = (s.gpus + perServer - 1) / perServer;
            c->design = topology::generate(o, *c->catalog);
            c->infra = analyze(c->design, *c->catalog);
            c->gpuName = acceleratorName(*e, *c->catalog);
        } catch (const Refusal& r) {
            c->problem = r.message;
        } catch (const std::exception& ex) {
            // The generator's own reason (model/topology, not yet a message).
            c->problem = Message{"VALIDATION_CLUSTER_FAILED", {arg::name(ex.what())}};
        }
        return c;
    }

    const Catalog& m_catalog;
    std::vector<std::unique_ptr<Catalog>> m_owned;
    std::map<std::string, std::unique_ptr<Cluster>> m_clusters;
};

/// "8K", "128K", "4096": sequence lengths as frameworks write them.
std::string seqText(int s)
{
    if (s >= 1024 && s % 1024 == 0)
        return std::to_string(s / 1024) + "K";
    return std::to_string(s);
}

/// The layout in the frameworks' compact notation, then the recompute mode (a term).
Message configText(const PublishedRun& r, const std::string& gpuName)
{
    const TrainingSetup& t = r.workload.training;
    std::ostringstream os;
    os << r.system.gpus << "× " << (gpuName.empty() ? r.system.server : gpuName) << " · "
       << precisionName(t.precision) << " · TP" << t.layout.tp << " PP" << t.layout.pp;
    if (t.layout.interleave > 1)
        os << " VP" << t.layout.interleave;
    if (t.layout.cp > 1)
        os << " CP" << t.layout.cp;
    if (t.layout.ep > 1)
        os << " EP" << t.layout.ep;
    if (t.layout.zeroStage == 3)
        os << " ZeRO-3";
    os << " · mb" << t.layout.microBatch << " gb" << t.globalBatch << " · "
       << seqText(r.workload.model.seqLen);
    return Message{
        "VALIDATION_CONFIG",
        {arg::name(os.str()), arg::term(std::string(recomputeName(t.layout.recompute)))}};
}

double predictedMetric(RunMetric m, const PerformanceReport& p)
{
    switch (m) {
    case RunMetric::ModelTflopsPerGpu:
        return p.modelTflopsPerGpu;
    case RunMetric::Mfu:
        return p.mfu;
    case RunMetric::StepTimeS:
        return p.stepTimeS;
    case RunMetric::TokensPerSPerGpu:
        return p.gpus > 0 ? p.tokensPerS / p.gpus : 0;
    }
    return 0;
}

Message firstError(const TrainingReport& t)
{
    for (const auto& f : t.findings)
        if (f.severity == Severity::Error && f.code != "TRAINING_DOES_NOT_FIT")
            return f.message;
    return Message::of("VALIDATION_REFUSED");
}

ValidationRow evaluate(const PublishedRun& r, ClusterCache& clusters)
{
    ValidationRow row;
    row.id = r.id;
    row.name = r.name;
    row.source = r.source;
    row.url = r.url;
    row.date = r.date;
    row.flopConvention = r.flopConvention;
    row.notes = r.notes;
    row.kind = r.kind;
    row.metric = r.metric;
    row.published = r.published;
    row.expectFail = r.expectFail;
    row.error = -1;
    const Cluster& c = clusters.get(r.system);
    row.gpuName = c.gpuName;
    row.config = configText(r, c.gpuName);
    if (!c.problem.empty()) {
        row.problem = c.problem;
        return row;
    }
    const TrainingReport t = analyzeTraining(r.workload, c.design, *c.catalog, c.infra);
    row.fits = t.memory.fits;
    const double v = t.valid ? predictedMetric(r.metric, t.performance) : 0;
    if (!t.valid || !(v > 0) || !std::isfinite(v)) {
        row.problem = t.valid ? Message{"VALIDATION_NO_METRIC",
                                        {arg::name(std::string(runMetricName(r.metric)))}}
                              : firstError(t);
        return row;
    }
    row.analysed = true;
    row.predicted = v;
    row.error = r.metric == RunMetric::StepTimeS ? r.published / v - 1 : v / r.published - 1;
    const PerformanceReport& p = t.performance;
    row.predictedTokensPerSPerGpu = p.gpus > 0 ? p.tokensPerS / p.gpus : 0;
    row.publishedTokensPerSPerGpu = row.predictedTokensPerSPerGpu / (1 + row.error);
    row.stepTimeS = p.stepTimeS;
    row.breakdown = p.breakdownS;
    row.bottleneck = p.bottleneck;
    return row;
}

} // namespace

std::vector<ValidationRow> evaluateRuns(const std::vector<PublishedRun>& runs,
                                        const Catalog& catalog)
{
    ClusterCache clusters(catalog);
    std::vector<ValidationRow> rows;
    rows.reserve(runs.size());
    for (const auto& r : runs)
        rows.push_back(evaluate(r, clusters));
    return rows;
}

std::vector<KindSummary> summarizeByKind(const std::vector<ValidationRow>& rows)
{
    std::vector<KindSummary> out;
    for (RunKind k : allRunKinds()) {
        KindSummary s;
        s.kind = k;
        double sumAbs = 0, sum = 0, sumAbsAll = 0, sumAll = 0;
        for (const auto& r : rows) {
            if (r.kind != k)
                continue;
            ++s.cases;
            if (r.analysed) {
                ++s.analysed;
                sumAbsAll += std::abs(r.error);
                sumAll += r.error;
            } else {
                ++s.refused;
            }
            if (!r.expectFail.empty())
                continue;
            ++s.counted;
            sumAbs += std::abs(r.error);
            sum += r.error;
            s.maxAbsError = std::max(s.maxAbsError, std::abs(r.error));
        }
        if (s.cases == 0)
            continue;
        if (s.analysed > 0) {
            s.meanAbsErrorAll = sumAbsAll / s.analysed;
            s.meanSignedErrorAll = sumAll / s.analysed;
        }
        if (s.counted > 0) {
            s.meanAbsError = sumAbs / s.counted;
            s.meanSignedError = sum / s.counted;
        }
        out.push_back(s);
    }
    return out;
}

} // namespace cc::model::validation
