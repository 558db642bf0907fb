// GEMM sweep readers. mamf-finder.py prints each shape as
//     "     1 |  756.1(mean)  758.2(median)  762.3(max) @ 256x4096x4096  | best: ... TFLOPS"
// after a header with "** Dtype: torch.bfloat16" (ml-engineering, benchmarks/mamf-finder.py,
// benchmark version 2); the CSV form is the one spreadsheets and other sweep scripts write.
#include "model/calibration/GemmSweep.h"

#include "model/calibration/CsvText.h"
#include "model/calibration/LineDiagnostic.h"
#include "model/io/InputLimits.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>

namespace cc::model::calib {

namespace {

namespace lim = limits;

using csv::fields;
using csv::lines;
using csv::lower;
using csv::number;

/// A sample within the input contract: whole dimensions 1..kMaxGemmDim, rate 0..kMaxGemmTflops.
bool plausible(const GemmSample& s)
{
    const auto dim = [](double x) { return x >= 1 && x <= lim::kMaxGemmDim && std::floor(x) == x; };
    return dim(s.m) && dim(s.n) && dim(s.k) && s.tflops > 0 && s.tflops <= lim::kMaxGemmTflops;
}

void add(GemmSweep& sweep, const GemmSample& s, const std::string& dtype, size_t lineNo,
         std::vector<Diagnostic>& diags, bool& mixed)
{
    if (!plausible(s)) {
        diags.push_back(atLine(sweep.file, lineNo,
                               Message{"CALIB_GEMM_IMPLAUSIBLE",
                                       {arg::count(static_cast<long long>(lim::kMaxGemmDim))}}));
        return;
    }
    if (sweep.dtype.empty())
        sweep.dtype = dtype;
    if (!dtype.empty() && dtype != sweep.dtype) {
        if (!mixed)
            diags.push_back(atLine(sweep.file, lineNo,
                                   Message{"CALIB_GEMM_MIXED_TYPES", {arg::name(sweep.dtype)}}));
        mixed = true;
        return;
    }
    if (static_cast<long long>(sweep.samples.size()) >= lim::kMaxGemmSamples) {
        if (!mixed)
            diags.push_back(
                atLine(sweep.file, lineNo,
                       Message{"CALIB_GEMM_TOO_MANY", {arg::count(lim::kMaxGemmSamples)}}));
        mixed = true;
        return;
    }
    sweep.samples.push_back(s);
}

/// The number just before `pos` in `line` ("758.2" of "758.2(median)").
std::optional<double> numberBefore(std::string_view line, size_t pos)
{
    size_t b = pos;
    while (b > 0 && (std::isdigit(static_cast<unsigned char>(line[b - 1])) || line[b - 1] == '.'))
        --b;
    return number(line.substr(b, pos - b));
}

/// "256x4096x4096" after '@'.
bool shapeAfter(std::string_view line, size_t at, GemmSample& s)
{
    size_t b = at + 1;
    while (b < line.size() && line[b] == ' ')
        ++b;
    size_t e = b;
    while (e < line.size() && line[e] != ' ' && line[e] != '|')
        ++e;
    const auto parts = fields(line.substr(b, e - b), 'x');
    if (parts.size() != 3)
        return false;
    const auto m = number(parts[0]), n = number(parts[1]), k = number(parts[2]);
    if (!m || !n || !k)
        return false;
    s.m = *m, s.n = *n, s.k = *k;
    return true;
}

void parseMamf(const std::vector<std::string_view>& ls, GemmSweep& sweep, std::string dtype,
               std::vector<Diagnostic>& diags)
{
    bool mixed = false;
    for (size_t i = 0; i < ls.size(); ++i) {
        const std::string_view l = ls[i];
        if (const size_t d = l.find("** Dtype:"); d != std::string_view::npos)
            dtype = normaliseDtype(l.substr(d + 9));
        const size_t med = l.find("(median)"), at = l.find('@'), bar = l.find('|');
        // A per-shape line: "N | ...(median)... @ MxNxK"; the summary's "median: X TFLOPS @"
        // lines have no bar before the figures.
        if (med == std::string_view::npos || at == std::string_view::npos || bar > med || at < med)
            continue;
        GemmSample s;
        const auto t = numberBefore(l, med);
        if (!t || !shapeAfter(l, at, s)) {
            diags.push_back(atLine(sweep.file, i + 1, Message::of("CALIB_MAMF_BAD_LINE")));
            continue;
        }
        s.tflops = *t;
        add(sweep, s, dtype, i + 1, diags, mixed);
    }
}

struct CsvColumns {
    int m = -1, n = -1, k = -1, dtype = -1, tflops = -1;
};

CsvColumns csvHeader(const std::vector<std::string_view>& names)
{
    CsvColumns c;
    bool median = false;
    for (size_t i = 0; i < names.size(); ++i) {
        const std::string n = lower(names[i]);
        const int at = static_cast<int>(i);
        if (n == "m")
            c.m = at;
        else if (n == "n")
            c.n = at;
        else if (n == "k")
            c.k = at;
        else if (n == "dtype" || n == "type" || n == "datatype" || n == "precision")
            c.dtype = at;
        else if (n.rfind("tflop", 0) == 0 &&
                 (c.tflops < 0 || (!median && n.find("median") != std::string::npos))) {
            median = n.find("median") != std::string::npos;
            c.tflops = at;
        }
    }
    return c;
}

void parseCsv(const std::vector<std::string_view>& ls, GemmSweep& sweep, const std::string& hint,
              std::vector<Diagnostic>& diags)
{
    CsvColumns cols;
    bool mixed = false;
    const auto onHeader = [&](const std::vector<std::string_view>& names, size_t lineNo) {
        cols = csvHeader(names);
        if (cols.m >= 0 && cols.n >= 0 && cols.k >= 0 && cols.tflops >= 0)
            return true;
        diags.push_back(atLine(sweep.file, lineNo, Message::of("CALIB_GEMM_BAD_HEADER")));
        return false;
    };
    const auto onRow = [&](const std::vector<std::string_view>& f, size_t lineNo) {
        const int need = std::max({cols.m, cols.n, cols.k, cols.tflops, cols.dtype});
        GemmSample s;
        const auto get = [&](int c) {
            return c < int(f.size()) ? number(f[size_t(c)]) : std::nullopt;
        };
        const auto m = get(cols.m), n = get(cols.n), k = get(cols.k), t = get(cols.tflops);
        if (int(f.size()) <= need || !m || !n || !k || !t) {
            diags.push_back(atLine(sweep.file, lineNo, Message::of("CALIB_GEMM_BAD_ROW")));
            return true;
        }
        s.m = *m, s.n = *n, s.k = *k, s.tflops = *t;
        std::string dtype = cols.dtype >= 0 ? normaliseDtype(f[size_t(cols.dtype)]) : hint;
        if (dtype.empty() && cols.dtype >= 0) {
            diags.push_back(atLine(
                sweep.file, lineNo,
                Message{"CALIB_UNKNOWN_DTYPE", {arg::name(std::string(f[size_t(cols.dtype)]))}}));
            return true;
        }
        add(sweep, s, dtype, lineNo, diags, mixed);
        return true;
    };
    csv::forEachRow(ls, onHeader, onRow);
}

} // namespace

std::string normaliseDtype(std::string_view name)
{
    std::string n = lower(name);
    if (n.rfind("torch.", 0) == 0)
        n = n.substr(6);
    if (n == "bf16" || n == "bfloat16")
        return "bf16";
    if (n == "fp16" || n == "float16" || n == "half")
        return "fp16";
    if (n == "fp8" || n.rfind("float8", 0) == 0 || n == "e4m3" || n == "e5m2")
        return "fp8";
    if (n == "fp32" || n == "float32" || n == "float" || n == "tf32")
        return "fp32";
    return {};
}

std::optional<GemmSweep> parseGemmSweep(std::string_view text, const std::string& label,
                                        std::vector<Diagnostic>& diags,
                                        const std::string& dtypeHint)
{
    GemmSweep sweep;
    sweep.file = label;
    const std::vector<std::string_view> ls = lines(text);
    const bool mamf = text.find("(median)") != std::string_view::npos;
    if (mamf)
        parseMamf(ls, sweep, normaliseDtype(dtypeHint), diags);
    else
        parseCsv(ls, sweep, normaliseDtype(dtypeHint), diags);
    if (sweep.samples.empty()) {
        diags.push_back(
            {label, "", Message::of(mamf ? "CALIB_MAMF_NO_LINE" : "CALIB_GEMM_NO_SAMPLE")});
        return std::nullopt;
    }
    if (sweep.dtype.empty()) {
        diags.push_back({label, "", Message::of("CALIB_GEMM_NO_DTYPE")});
        return std::nullopt;
    }
    return sweep;
}

} // namespace cc::model::calib
