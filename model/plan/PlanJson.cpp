// Writing and reading plan JSON. Numbers are written by nlohmann's shortest round-trip format,
// so a shard read back is bit-identical and a merge equals the unsharded plan.
#include "model/plan/PlanJson.h"

#include "model/io/InputLimits.h"
#include "model/io/JsonSyntax.h"
#include "model/io/MessageJson.h"
#include "model/util/JsonReader.h"

#include <nlohmann/json.hpp>

namespace cc::model::plan {

namespace {

using ojson = nlohmann::ordered_json;

const std::vector<std::string> kRecompute{"none", "selective", "full"};
const std::vector<std::string> kOffload{"none", "optimizer", "optimizer+params"};

/// A message as three keys: `key` the rendered text (as before), `keyCode` and `keyArgs` the data
/// (as the findings' message/messageCode/args), so a plan read back renders in any language.
void putMessage(ojson& j, const std::string& key, const Message& m)
{
    j[key] = renderText(m);
    j[key + "Code"] = m.code;
    j[key + "Args"] = io::messageArgsJson(m);
}

/// What putMessage wrote; a file with the text only (older plans) gives it as a legacy message.
Message getMessage(const JsonReader& r, const std::string& key)
{
    const auto* code = r.raw((key + "Code").c_str());
    if (code && code->is_string()) {
        nlohmann::json m{{"code", *code}};
        if (const auto* args = r.raw((key + "Args").c_str()))
            m["args"] = *args;
        return io::messageFromJson(m);
    }
    const auto* text = r.raw(key.c_str());
    if (text && text->is_string() && !text->get<std::string>().empty())
        return Message(text->get<std::string>());
    return {};
}

ojson layoutJson(const PlanCandidate& c)
{
    const ResolvedLayout& l = c.layout;
    return ojson{{"tp", l.layout.tp},
                 {"pp", l.layout.pp},
                 {"dp", l.dp},
                 {"cp", l.layout.cp},
                 {"ep", l.layout.ep},
                 {"microBatch", l.layout.microBatch},
                 {"recompute", kRecompute[static_cast<std::size_t>(l.layout.recompute)]},
                 {"zeroStage", l.layout.zeroStage},
                 {"microBatches", l.microBatches},
                 {"interleave", l.layout.interleave},
                 {"offload", kOffload[static_cast<std::size_t>(c.offload)]}};
}

ojson candidateJson(const PlanCandidate& c)
{
    ojson v = ojson::array();
    for (const auto& x : c.violations)
        v.push_back({{"constraint", x.constraint}, {"value", x.value}, {"limit", x.limit}});
    ojson j{{"server", c.server},
            {"nodes", c.nodes},
            {"gpus", c.gpus},
            {"fabric", c.fabric},
            {"network", c.network},
            {"oversubscription", c.oversubscription},
            {"layout", layoutJson(c)},
            {"fits", c.fits},
            {"meetsConstraints", c.meetsConstraints},
            {"timeToTrainS", c.timeToTrainS},
            {"stepTimeS", c.stepTimeS},
            {"capexUsd", c.capexUsd},
            {"costRentUsd", c.costRentUsd},
            {"itPowerW", c.itPowerW},
            {"facilityPowerW", c.facilityPowerW},
            {"index", c.index},
            {"serverName", c.serverName},
            {"accelerator", c.accelerator},
            {"topology", c.topology},
            {"switch", c.switchRef},
            {"storage", c.storageRef},
            {"storageCount", c.storageCount},
            {"wallTimeS", c.wallTimeS},
            {"mfu", c.mfu},
            {"perGpuBytes", c.perGpuBytes},
            {"totalCostUsd", c.totalCostUsd},
            {"maxServerW", c.maxServerW},
            {"energyKwh", c.energyKwh},
            {"violations", v}};
    putMessage(j, "bottleneck", c.bottleneck);
    return j;
}

ojson pickJson(const Pick& p, const std::vector<PlanCandidate>& all)
{
    if (!p.index)
        return nullptr;
    for (const auto& c : all)
        if (c.index == *p.index) {
            ojson j = candidateJson(c);
            putMessage(j, "limitedBy", p.limitedBy);
            putMessage(j, "toDoBetter", p.toDoBetter);
            return j;
        }
    return nullptr;
}

ojson constraintsJson(const PlanConstraints& c)
{
    ojson j{{"deadlineDays", c.deadlineDays},
            {"budgetUsd", c.budgetUsd},
            {"rent", c.rent},
            {"horizonDays", c.horizonDays},
            {"maxItPowerKw", c.maxItPowerKw},
            {"maxFacilityPowerKw", c.maxFacilityPowerKw},
            {"rackKw", c.rackKw},
            {"utilisation", c.utilisation}};
    j["liquid"] = c.liquid ? ojson(*c.liquid) : ojson(nullptr);
    j["allow"] = c.allow;
    return j;
}

} // namespace

std::string planToJson(const PlanResult& r, const PlanConstraints& c, const Workload& job,
                       bool includeSeconds)
{
    ojson j;
    j["evaluated"] = r.evaluated;
    j["seconds"] = includeSeconds ? r.seconds : 0.0;
    ojson cands = ojson::array();
    for (const auto& x : r.candidates)
        cands.push_back(candidateJson(x));
    j["candidates"] = cands;
    j["recommended"] = ojson{{"cheapest", pickJson(r.recommended.cheapest, r.candidates)},
                             {"fastest", pickJson(r.recommended.fastest, r.candidates)},
                             {"lowestEnergy", pickJson(r.recommended.lowestEnergy, r.candidates)}};
    putMessage(j["recommended"], "verdict", r.recommended.verdict);
    j["layoutsEvaluated"] = r.layoutsEvaluated;
    j["spaceSize"] = r.spaceSize;
    j["shard"] = ojson{{"index", r.shardIndex}, {"count", r.shardCount}};
    j["cancelled"] = r.cancelled;
    j["constraints"] = constraintsJson(c);
    j["workload"] = ojson::parse(workloadToJson(job));
    return j.dump(2) + "\n";
}

namespace {

template <class E> E enumOf(const std::vector<std::string>& names, const std::string& s)
{
    for (std::size_t i = 0; i < names.size(); ++i)
        if (names[i] == s)
            return static_cast<E>(i);
    return static_cast<E>(0);
}

PlanCandidate readCandidate(const JsonReader& r)
{
    PlanCandidate c;
    c.server = r.str("server");
    c.nodes = r.integer("nodes", true, 1, 1);
    c.gpus = static_cast<int>(r.integer("gpus", true, 1, 1));
    c.fabric = r.str("fabric");
    c.oversubscription = r.num("oversubscription", true, 1, 1);
    const JsonReader l = r.child("layout");
    auto& pl = c.layout.layout; // the ParallelLayout of the candidate's ResolvedLayout
    c.layout.gpus = c.gpus;
    c.layout.valid = true;
    pl.tp = static_cast<int>(l.integer("tp", true, 1, 1));
    pl.pp = static_cast<int>(l.integer("pp", true, 1, 1));
    c.layout.dp = static_cast<int>(l.integer("dp", true, 1, 1));
    pl.dp = c.layout.dp; // as the search's results: dp explicit
    pl.cp = static_cast<int>(l.integer("cp", true, 1, 1));
    pl.ep = static_cast<int>(l.integer("ep", true, 1, 1));
    pl.microBatch = static_cast<int>(l.integer("microBatch", true, 1, 1));
    pl.recompute = enumOf<Recompute>(kRecompute, l.oneOf("recompute", kRecompute, true));
    pl.zeroStage = static_cast<int>(l.integer("zeroStage", true, 0, 0));
    c.layout.microBatches = static_cast<int>(l.integer("microBatches", false, 1, 1));
    pl.interleave = static_cast<int>(l.integer("interleave", false, 1, 1));
    c.offload = enumOf<Offload>(kOffload, l.oneOf("offload", kOffload, false, "none"));
    c.fits = r.boolean("fits", false);
    c.meetsConstraints = r.boolean("meetsConstraints", false);
    c.timeToTrainS = r.num("timeToTrainS", true, 0);
    c.stepTimeS = r.num("stepTimeS", true, 0);
    c.capexUsd = r.num("capexUsd", true, 0);
    c.costRentUsd = r.num("costRentUsd", true, 0);
    c.itPowerW = r.num("itPowerW", true, 0);
    c.facilityPowerW = r.num("facilityPowerW", true, 0);
    c.bottleneck = getMessage(r, "bottleneck");
    c.index = r.integer("index", true, 0, 0);
    c.serverName = r.str("serverName", false, c.server);
    c.accelerator = r.str("accelerator", false);
    c.topology = r.str("topology", false);
    c.switchRef = r.str("switch", false);
    c.network = r.str("network", false); // files before 2026-12 have only "fabric"
    c.storageRef = r.str("storage", false);
    c.storageCount = r.integer("storageCount", false, 0, 0);
    c.wallTimeS = r.num("wallTimeS", false, c.timeToTrainS);
    c.mfu = r.num("mfu", false, 0);
    c.perGpuBytes = r.num("perGpuBytes", false, 0);
    c.totalCostUsd = r.num("totalCostUsd", false, c.capexUsd);
    c.maxServerW = r.num("maxServerW", false, 0);
    c.energyKwh = r.num("energyKwh", false, 0);
    if (const auto* v = r.raw("violations"); v && v->is_array())
        for (std::size_t i = 0; i < v->size(); ++i) {
            const JsonReader x =
                r.sub((*v)[i], r.pathOf("violations") + "[" + std::to_string(i) + "]");
            c.violations.push_back(
                {x.str("constraint"), x.num("value", true, 0), x.num("limit", true, 0)});
        }
    return c;
}

PlanConstraints readConstraints(const JsonReader& r)
{
    PlanConstraints c;
    c.deadlineDays = r.num("deadlineDays", false, 0);
    c.budgetUsd = r.num("budgetUsd", false, 0);
    c.rent = r.boolean("rent", false);
    c.horizonDays = r.num("horizonDays", false, 0);
    c.maxItPowerKw = r.num("maxItPowerKw", false, 0);
    c.maxFacilityPowerKw = r.num("maxFacilityPowerKw", false, 0);
    c.rackKw = r.num("rackKw", false, 0);
    c.utilisation = r.num("utilisation", false, 0);
    if (const auto* l = r.raw("liquid"); l && l->is_boolean())
        c.liquid = l->get<bool>();
    if (const auto* a = r.raw("allow"); a && a->is_array())
        for (const auto& x : *a)
            if (x.is_string())
                c.allow.push_back(x.get<std::string>());
    return c;
}

} // namespace

PlanFile planFromJson(const std::string& text, const std::string& label)
{
    // Input contract (issue 13): size and nesting first, so dump() below cannot recurse deep.
    if (const auto bad = limits::checkJsonText(text, label))
        throw FormatError(*bad);
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) { // also out_of_range: 1e400
        throw FormatError(io::notJson(e, text, label));
    }
    if (!doc.is_object() || !doc.contains("candidates") || !doc["candidates"].is_array())
        throw FormatError(Diagnostic{label, "candidates", Message::of("DIAG_NOT_PLAN")});
    std::vector<Diagnostic> diags;
    const JsonReader top(doc, "", diags, label);
    PlanFile f;
    f.result.evaluated = top.integer("evaluated", true, 0, 0);
    f.result.seconds = top.num("seconds", false, 0);
    f.result.layoutsEvaluated = top.integer("layoutsEvaluated", false, 0, 0);
    f.result.spaceSize = top.integer("spaceSize", false, 0, 0);
    const JsonReader shard = top.child("shard");
    f.result.shardIndex = static_cast<int>(shard.integer("index", false, 0, 0));
    f.result.shardCount = static_cast<int>(shard.integer("count", false, 1, 1));
    f.result.cancelled = top.boolean("cancelled", false);
    const auto& arr = doc["candidates"];
    for (std::size_t i = 0; i < arr.size(); ++i)
        f.result.candidates.push_back(
            readCandidate(top.sub(arr[i], "candidates[" + std::to_string(i) + "]")));
    f.constraints = readConstraints(top.child("constraints"));
    if (doc.contains("workload") && doc["workload"].is_object()) {
        f.jobJson = doc["workload"].dump();
        std::vector<Diagnostic> wd;
        if (auto w = parseWorkload(f.jobJson, label + ": workload", wd))
            f.job = *w;
        diags.insert(diags.end(), wd.begin(), wd.end());
    }
    if (!diags.empty())
        throw FormatError(diags);
    return f;
}

std::string withPlanRecord(const std::string& workloadJson, const PlanRecord& record)
{
    ojson w = ojson::parse(workloadJson);
    ojson alts = ojson::array();
    for (const auto& a : record.alternatives)
        alts.push_back({{"roles", a.roles}, {"candidate", candidateJson(a.candidate)}});
    w["plan"] = ojson{{"constraints", constraintsJson(record.constraints)},
                      {"evaluated", record.evaluated},
                      {"chosen", record.chosen},
                      {"job", record.jobName}};
    putMessage(w["plan"], "verdict", record.verdict);
    w["plan"]["alternatives"] = alts;
    return w.dump();
}

std::optional<PlanRecord> planRecordFromWorkloadJson(const std::string& workloadJson)
{
    const nlohmann::json doc = nlohmann::json::parse(workloadJson, nullptr, false);
    if (!doc.is_object() || !doc.contains("plan") || !doc["plan"].is_object())
        return std::nullopt;
    std::vector<Diagnostic> diags;
    const JsonReader r(doc["plan"], "plan", diags);
    PlanRecord rec;
    rec.constraints = readConstraints(r.child("constraints"));
    rec.evaluated = r.integer("evaluated", false, 0, 0);
    rec.chosen = r.integer("chosen", true, 0, 0);
    rec.jobName = r.str("job", false);
    rec.verdict = getMessage(r, "verdict");
    const auto* alts = r.raw("alternatives");
    if (!alts || !alts->is_array() || alts->empty())
        return std::nullopt;
    for (std::size_t i = 0; i < alts->size(); ++i) {
        const JsonReader a = r.sub((*alts)[i], "plan.alternatives[" + std::to_string(i) + "]");
        Alternative alt;
        if (const auto* roles = a.raw("roles"); roles && roles->is_array())
            for (const auto& x : *roles)
                if (x.is_string())
                    alt.roles.push_back(x.get<std::string>());
        alt.candidate = readCandidate(a.child("candidate"));
        rec.alternatives.push_back(std::move(alt));
    }
    if (!diags.empty())
        return std::nullopt;
    return rec;
}

} // namespace cc::model::plan
