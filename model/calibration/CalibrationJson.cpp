#include "model/calibration/CalibrationJson.h"

#include "model/io/InputLimits.h"

namespace cc::model::calib {

namespace {

namespace lim = limits;
using ojson = nlohmann::ordered_json;

FitQuality readQuality(const JsonReader& r)
{
    FitQuality q;
    q.samples = static_cast<int>(r.integer("samples", false, 0, 0, lim::kMaxGemmSamples));
    q.r2 = r.num("r2", false, 0, -lim::kMaxNumber);
    q.rmsRelResidual = r.num("rmsResidual", false, 0);
    q.maxRelResidual = r.num("maxResidual", false, 0);
    return q;
}

ojson qualityJson(const FitQuality& q)
{
    return ojson{{"samples", q.samples},
                 {"r2", q.r2},
                 {"rmsResidual", q.rmsRelResidual},
                 {"maxResidual", q.maxRelResidual}};
}

TierCalibration readTier(const JsonReader& r)
{
    TierCalibration t;
    t.tier = r.oneOf("tier", {"scaleUp", "scaleOut"}, true) == "scaleOut" ? CalibratedTier::ScaleOut
                                                                          : CalibratedTier::ScaleUp;
    t.allToAll = r.boolean("allToAll", false);
    t.alphaS = r.num("alphaS", true, 0);
    t.busBytesPerS = r.num("busBytesPerS", true, 0, 0, true);
    t.ranks = static_cast<int>(r.integer("ranks", true, 2, 2, lim::kMaxGpus, "GPUs"));
    t.fit = readQuality(r.child("fit"));
    t.source = r.str("source", false);
    return t;
}

/// Applies the migrations from the profile's version up to kCalibrationVersion.
bool migrate(nlohmann::json& doc, const JsonReader& r)
{
    const long long v = r.integer("version", true, 0, 1, 1'000'000);
    if (r.failed())
        return false;
    if (v > kCalibrationVersion) {
        r.error("version",
                Message{"CALIB_NEWER_VERSION", {arg::count(v), arg::count(kCalibrationVersion)}});
        return false;
    }
    for (long long at = v; at < kCalibrationVersion; ++at) {
        bool stepped = false;
        for (const auto& m : calibrationMigrations())
            if (m.from == at) {
                m.upgrade(doc);
                stepped = true;
            }
        if (!stepped) {
            r.error("version", Message{"DIAG_NO_UPGRADE", {arg::count(at)}});
            return false;
        }
    }
    doc["version"] = kCalibrationVersion;
    return true;
}

void readBody(const JsonReader& r, CalibrationProfile& p)
{
    p.gpu = r.str("gpu", false);
    p.created = r.str("created", false);
    if (const auto* tiers = r.raw("tiers")) {
        if (!tiers->is_array() || static_cast<long long>(tiers->size()) > lim::kMaxCalibrationTiers)
            r.error("tiers",
                    Message{"CALIB_TIERS_NOT_LIST", {arg::count(lim::kMaxCalibrationTiers)}});
        else
            for (size_t i = 0; i < tiers->size(); ++i)
                p.tiers.push_back(readTier(
                    r.sub((*tiers)[i], r.pathOf("tiers") + "[" + std::to_string(i) + "]")));
    }
    if (r.has("gemm")) {
        const JsonReader g = r.child("gemm");
        GemmCalibration c;
        c.dtype = g.oneOf("dtype", {"bf16", "fp16", "fp8", "fp32"}, true);
        c.efficiency = g.num("efficiency", true, 0, 0, true);
        if (c.efficiency > 1)
            g.error("efficiency", Message::of("CALIB_GEMM_OVER_PEAK"));
        c.fit = readQuality(g.child("fit"));
        c.source = g.str("source", false);
        p.gemm = c;
    }
    if (r.has("attention")) {
        const JsonReader a = r.child("attention");
        AttentionCalibration c;
        c.efficiency = a.num("efficiency", true, 0, 0, true);
        if (c.efficiency > 1)
            a.error("efficiency", Message::of("CALIB_ATTN_OVER_PEAK"));
        c.method = a.str("method", false);
        c.fit = readQuality(a.child("fit"));
        c.source = a.str("source", false);
        p.attention = c;
    }
    if (r.has("step")) {
        const JsonReader s = r.child("step");
        StepCalibration c;
        c.factor = s.num("factor", true, 1, 0, true);
        if (c.factor > lim::kMaxStepTimeFactor || c.factor < 1 / lim::kMaxStepTimeFactor)
            s.error("factor", Message::of("CALIB_STEP_FACTOR_RANGE"));
        c.measuredS = s.num("measuredS", false, 0);
        c.modelS = s.num("modelS", false, 0);
        c.workload = s.str("workload", false);
        p.step = c;
    }
}

} // namespace

std::string_view calibratedTierName(CalibratedTier t)
{
    return t == CalibratedTier::ScaleOut ? "scaleOut" : "scaleUp";
}

const std::vector<CalibrationMigration>& calibrationMigrations()
{
    static const std::vector<CalibrationMigration> kChain;
    return kChain;
}

CalibrationProfile readCalibration(const JsonReader& r)
{
    CalibrationProfile p;
    if (!r.isObject()) {
        r.error("", Message::of("CALIB_NOT_OBJECT"));
        return p;
    }
    // Migrate a copy of the known keys, then read it with the same paths.
    nlohmann::json doc = nlohmann::json::object();
    for (const char* key : {"version", "gpu", "created", "tiers", "gemm", "attention", "step"})
        if (const auto* v = r.raw(key))
            doc[key] = *v;
    if (!migrate(doc, r))
        return p;
    readBody(r.sub(doc, r.path()), p);
    return p;
}

ojson calibrationJson(const CalibrationProfile& p)
{
    ojson j{{"version", p.version}, {"gpu", p.gpu}, {"created", p.created}};
    ojson tiers = ojson::array();
    for (const TierCalibration& t : p.tiers)
        tiers.push_back({{"tier", calibratedTierName(t.tier)},
                         {"allToAll", t.allToAll},
                         {"alphaS", t.alphaS},
                         {"busBytesPerS", t.busBytesPerS},
                         {"ranks", t.ranks},
                         {"fit", qualityJson(t.fit)},
                         {"source", t.source}});
    j["tiers"] = tiers;
    if (p.gemm)
        j["gemm"] = {{"dtype", p.gemm->dtype},
                     {"efficiency", p.gemm->efficiency},
                     {"fit", qualityJson(p.gemm->fit)},
                     {"source", p.gemm->source}};
    if (p.attention)
        j["attention"] = {{"efficiency", p.attention->efficiency},
                          {"method", p.attention->method},
                          {"fit", qualityJson(p.attention->fit)},
                          {"source", p.attention->source}};
    if (p.step)
        j["step"] = {{"factor", p.step->factor},
                     {"measuredS", p.step->measuredS},
                     {"modelS", p.step->modelS},
                     {"workload", p.step->workload}};
    return j;
}

} // namespace cc::model::calib
