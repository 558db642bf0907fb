// The calibrate subcommand. The work is model::calib::calibrate; this file reads the command
// line, prints the fitted values with their residuals (text or JSON) and writes the design.
#include "app/cli/CalibrateCommands.h"
#include "app/cli/CliText.h"

#include "app/cli/CliArgs.h"
#include "app/cli/CliCommon.h"
#include "app/cli/Commands.h"
#include "model/calibration/Calibrate.h"
#include "model/calibration/CalibrationJson.h"
#include "model/io/DesignIo.h"
#include "model/util/Format.h"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace cc::app {

using namespace cc::model;
using namespace cc::model::calib;

namespace {

std::string fmt(const char* format, double x)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, format, x);
    return buf;
}

std::string today()
{
    const auto now = std::chrono::system_clock::now();
    const std::chrono::year_month_day ymd{std::chrono::floor<std::chrono::days>(now)};
    char buf[16];
    std::snprintf(buf, sizeof buf, "%04d-%02u-%02u", int(ymd.year()), unsigned(ymd.month()),
                  unsigned(ymd.day()));
    return buf;
}

std::string quality(const FitQuality& q)
{
    return "R\xc2\xb2 " + fmt("%.4f", q.r2) + ", rms residual " +
           fmt("%.1f", q.rmsRelResidual * 100) + " %, max " + fmt("%.1f", q.maxRelResidual * 100) +
           " % (" + std::to_string(q.samples) + " samples)";
}

std::string resultText(const CalibrationResult& r)
{
    std::ostringstream o;
    o << "Calibration for " << r.profile.gpu << "\n";
    for (const TierResult& t : r.tiers) {
        o << "  " << (t.tier.tier == CalibratedTier::ScaleUp ? "scale-up " : "scale-out")
          << (t.tier.allToAll ? " all-to-all" : " ring      ") << " " << t.tier.ranks
          << " ranks: alpha " << fmt("%.2f", t.tier.alphaS * 1e6) << " us (catalog "
          << fmt("%.2f", t.catalogAlphaS * 1e6) << "), bus " << siUnits(t.tier.busBytesPerS, "B/s")
          << " (catalog " << siUnits(t.catalogBusBytesPerS, "B/s") << ")\n"
          << "            " << quality(t.tier.fit) << "\n";
    }
    if (r.gemm && r.profile.gemm)
        o << "  GEMM " << r.profile.gemm->dtype
          << " ceiling: " << fmt("%.1f", r.gemm->efficiency * 100) << " % of dense peak (catalog "
          << fmt("%.1f", r.catalogGemmEfficiency * 100) << " %), " << r.gemm->computeBound << " of "
          << r.gemm->samples << " shapes compute-bound\n"
          << "            " << quality(r.profile.gemm->fit) << "\n";
    if (r.attention && r.profile.attention)
        o << "  Attention (" << r.profile.attention->method
          << ", forward + backward): " << fmt("%.1f", r.attention->efficiency * 100)
          << " % of dense BF16 peak at 16K tokens, head dim 128 (catalog "
          << fmt("%.1f", r.catalogAttentionEfficiency * 100) << " %), " << r.attention->samples
          << " causal shapes fitted, " << r.attention->skipped << " non-causal not used\n"
          << "            " << quality(r.profile.attention->fit) << "\n";
    else
        o << "  Attention: not calibrated (catalog figure "
          << fmt("%.1f", r.catalogAttentionEfficiency * 100)
          << " % of dense BF16 peak; give --attention BENCH)\n";
    if (r.profile.step)
        o << "  Step time: measured " << siUnits(r.profile.step->measuredS, "s")
          << ", model with the fits " << siUnits(r.profile.step->modelS, "s") << ": factor "
          << fmt("%.3f", r.profile.step->factor) << "\n";
    if (r.catalogStepS > 0)
        o << "  Step time of the design's job: catalog " << siUnits(r.catalogStepS, "s")
          << ", calibrated " << siUnits(r.calibratedStepS, "s") << "\n";
    for (const Diagnostic& d : r.problems)
        o << "  not fitted: " << d.text() << "\n";
    return o.str();
}

std::string resultJson(const CalibrationResult& r)
{
    nlohmann::ordered_json j;
    j["calibration"] = calibrationJson(r.profile);
    nlohmann::ordered_json tiers = nlohmann::ordered_json::array();
    for (const TierResult& t : r.tiers)
        tiers.push_back({{"tier", calibratedTierName(t.tier.tier)},
                         {"allToAll", t.tier.allToAll},
                         {"catalogAlphaUs", t.catalogAlphaS * 1e6},
                         {"catalogBusGBps", t.catalogBusBytesPerS / 1e9},
                         {"relResiduals", t.fit.relResiduals}});
    j["tiers"] = tiers;
    if (r.gemm)
        j["gemm"] = {{"catalogEfficiency", r.catalogGemmEfficiency},
                     {"computeBound", r.gemm->computeBound},
                     {"relResiduals", r.gemm->relResiduals}};
    j["attention"] = {{"calibrated", r.attention.has_value()},
                      {"catalogEfficiency", r.catalogAttentionEfficiency}};
    if (r.attention)
        j["attention"].update({{"samples", r.attention->samples},
                               {"skippedNonCausal", r.attention->skipped},
                               {"relResiduals", r.attention->relResiduals}});
    j["catalogStepS"] = r.catalogStepS;
    j["calibratedStepS"] = r.calibratedStepS;
    nlohmann::ordered_json problems = nlohmann::ordered_json::array();
    for (const Diagnostic& d : r.problems)
        problems.push_back(d.text());
    j["problems"] = problems;
    return j.dump(2) + "\n";
}

} // namespace

bool isCalibrateCommand(const std::string& name)
{
    return name == "calibrate";
}

std::string calibrateUsageText()
{
    return "  clustercanvas calibrate FILE [--nccl OUT.txt...] [--gemm SWEEP.csv] [--gemm-dtype "
           "T]\n"
           "                [--attention BENCH] [--attention-method NAME] [--step SECONDS]\n"
           "                [-o OUT.json] [--json]\n"
           "                fit nccl-tests output (latency and bus bandwidth per tier), a GEMM\n"
           "                sweep (CSV m,n,k,dtype,tflops or mamf-finder output), an attention\n"
           "                benchmark (benchmark_flash_attention.py output or CSV seqlen,headdim,\n"
           "                causal,tflops) and the measured step time of the design's first\n"
           "                workload; -o writes the design with the calibration profile\n";
}

int runCalibrateCommand(const std::vector<std::string>& args, const std::string& dir)
{
    const CliArgs a(args,
                    with({"--nccl", "--gemm", "--gemm-dtype", "--attention", "--attention-method",
                          "--step", "-o"},
                         kCatalogOptions),
                    {"--json"});
    if (a.positional().empty())
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 takes one design file"), {"calibrate"});
    // "--nccl A B C": the files after the first one arrive as positionals.
    std::vector<std::string> nccl = a.values("--nccl");
    nccl.insert(nccl.end(), a.positional().begin() + 1, a.positional().end());
    const std::string gemm = a.value("--gemm").value_or("");
    std::optional<double> step;
    if (a.value("--step"))
        step = a.number("--step", 0, 1e-9);
    const std::string attention = a.value("--attention").value_or("");
    if (nccl.empty() && gemm.empty() && attention.empty() && !step)
        throw usageError(QT_TRANSLATE_NOOP(
            "Cli", "give at least one of --nccl, --gemm, --attention and --step"));
    const std::optional<std::string> out = a.value("-o");
    const Design d = io::loadDesignFile(a.positional()[0]);
    const Catalog c = loadCatalog(a, dir, true);
    CalibrationInputs in;
    in.stepS = step;
    in.created = today();
    std::vector<Diagnostic> diags;
    bool read = readMeasurements(nccl, gemm, a.value("--gemm-dtype").value_or(""), in, diags);
    if (!attention.empty())
        read =
            readAttentionBench(attention, a.value("--attention-method").value_or(""), in, diags) &&
            read;
    for (const Diagnostic& x : diags)
        std::cerr << (read ? cliText(QT_TRANSLATE_NOOP("Cli", "warning: "))
                           : cliText(QT_TRANSLATE_NOOP("Cli", "error: ")))
                  << x.text() << "\n";
    if (!read)
        return kExitBadInput;
    const CalibrationResult r = calibrate(d, c, in);
    std::cout << (a.flag("--json") ? resultJson(r) : resultText(r));
    if (!out)
        return r.problems.empty() ? kExitOk : kExitBadInput;
    Design calibrated = d;
    calibrated.calibration = r.profile;
    if (const Message err = io::writeFileAtomically(*out, io::saveDesign(calibrated, c));
        !err.empty()) {
        std::cerr << cliText(QT_TRANSLATE_NOOP("Cli", "error: ")) << err << "\n";
        return kExitBadInput;
    }
    if (!a.flag("--json"))
        std::cout << cliText(QT_TRANSLATE_NOOP(
                                 "Cli", "wrote %1 (the design with its calibration profile)"),
                             {*out})
                  << "\n";
    return r.problems.empty() ? kExitOk : kExitBadInput;
}

} // namespace cc::app
