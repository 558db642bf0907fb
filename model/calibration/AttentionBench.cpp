// Attention benchmark readers: FlashAttention's benchmark_flash_attention.py text and a CSV.
#include "model/calibration/AttentionBench.h"

#include "model/calibration/CsvText.h"
#include "model/calibration/LineDiagnostic.h"
#include "model/io/InputLimits.h"

#include <algorithm>
#include <cmath>

namespace cc::model::calib {

namespace {

namespace lim = limits;

/// A sample within the input contract: whole sequence and head dim, a positive bounded rate.
bool plausible(const AttentionSample& s)
{
    const auto whole = [](double x, double max) {
        return x >= 1 && x <= max && std::floor(x) == x;
    };
    return whole(s.seqLen, double(lim::kMaxSeqLen)) &&
           whole(s.headDim, double(lim::kMaxAttentionHeadDim)) && s.tflops > 0 &&
           s.tflops <= lim::kMaxGemmTflops;
}

/// Adds `s` after the contract's checks; false when the file has given enough rows.
bool add(AttentionBench& b, const AttentionSample& s, size_t lineNo, std::vector<Diagnostic>& diags)
{
    if (!plausible(s)) {
        diags.push_back(
            atLine(b.file, lineNo,
                   Message{"CALIB_ATTN_IMPLAUSIBLE",
                           {arg::count(lim::kMaxSeqLen), arg::count(lim::kMaxAttentionHeadDim),
                            arg::count(static_cast<long long>(lim::kMaxGemmTflops))}}));
        return true;
    }
    if (static_cast<long long>(b.samples.size()) >= lim::kMaxGemmSamples) {
        diags.push_back(atLine(b.file, lineNo,
                               Message{"CALIB_ATTN_TOO_MANY", {arg::count(lim::kMaxGemmSamples)}}));
        return false;
    }
    b.samples.push_back(s);
    return true;
}

/// "key=value" inside a "### ... ###" header, e.g. "seqlen=8192".
std::optional<std::string_view> valueOf(std::string_view header, std::string_view key)
{
    size_t from = 0;
    while ((from = header.find(key, from)) != std::string_view::npos) {
        const bool start = from == 0 || header[from - 1] == ' ' || header[from - 1] == ',' ||
                           header[from - 1] == '#';
        const size_t eq = from + key.size();
        if (start && eq < header.size() && header[eq] == '=') {
            size_t end = eq + 1;
            while (end < header.size() && header[end] != ',' && header[end] != ' ')
                ++end;
            return header.substr(eq + 1, end - eq - 1);
        }
        from = eq;
    }
    return std::nullopt;
}

std::optional<bool> boolean(std::string_view v)
{
    const std::string s = csv::lower(v);
    if (s == "true" || s == "1" || s == "yes" || s == "causal")
        return true;
    if (s == "false" || s == "0" || s == "no")
        return false;
    return std::nullopt;
}

struct Header {
    AttentionSample shape;
    bool valid = false;
    bool taken = false; ///< a method line under it was used
};

Header readHeader(std::string_view l, size_t lineNo, const std::string& file,
                  std::vector<Diagnostic>& diags)
{
    Header h;
    const auto causal = valueOf(l, "causal"), dim = valueOf(l, "headdim"),
               seq = valueOf(l, "seqlen");
    const auto c = causal ? boolean(*causal) : std::nullopt;
    const auto d = dim ? csv::number(*dim) : std::nullopt;
    const auto s = seq ? csv::number(*seq) : std::nullopt;
    if (!c || !d || !s) {
        diags.push_back(atLine(file, lineNo, Message::of("CALIB_ATTN_BAD_HEADER")));
        return h;
    }
    h.shape.causal = *c;
    h.shape.headDim = *d;
    h.shape.seqLen = *s;
    h.valid = true;
    return h;
}

void parseFlashText(const std::vector<std::string_view>& ls, AttentionBench& b,
                    const std::string& method, std::vector<Diagnostic>& diags)
{
    Header h;
    for (size_t i = 0; i < ls.size(); ++i) {
        const std::string_view l = ls[i];
        if (l.rfind("###", 0) == 0) {
            h = readHeader(l, i + 1, b.file, diags);
            continue;
        }
        const size_t colon = l.find(" fwd:");
        const size_t total = l.find("fwd + bwd:");
        if (!h.valid || h.taken || colon == std::string_view::npos ||
            total == std::string_view::npos)
            continue;
        const std::string_view name = l.substr(0, colon);
        const bool wanted = method.empty() ? name.rfind("Flash", 0) == 0 : name == method;
        if (!wanted)
            continue;
        std::string_view rest = l.substr(total + 10);
        rest = rest.substr(0, rest.find("TFLOP"));
        const auto t = csv::number(rest);
        if (!t) {
            diags.push_back(atLine(b.file, i + 1, Message::of("CALIB_ATTN_BAD_METHOD_LINE")));
            continue;
        }
        if (b.method.empty())
            b.method = std::string(name);
        AttentionSample s = h.shape;
        s.tflops = *t;
        h.taken = true;
        if (!add(b, s, i + 1, diags))
            return;
    }
}

struct Columns {
    int seq = -1, dim = -1, causal = -1, tflops = -1, mode = -1;
};

Columns readColumns(const std::vector<std::string_view>& names)
{
    Columns c;
    for (size_t i = 0; i < names.size(); ++i) {
        const std::string n = csv::lower(names[i]);
        const int col = static_cast<int>(i);
        if (n == "seqlen" || n == "seq_len" || n == "seqlen_q" || n == "sequence")
            c.seq = col;
        else if (n == "headdim" || n == "head_dim" || n == "d")
            c.dim = col;
        else if (n == "causal")
            c.causal = col;
        else if (n == "mode" || n == "direction" || n == "pass")
            c.mode = col;
        else if (n.rfind("tflop", 0) == 0 && c.tflops < 0)
            c.tflops = col;
    }
    return c;
}

/// The row's mode: true for forward + backward (or no mode column), false for fwd or bwd only.
std::optional<bool> fwdBwd(std::string_view mode)
{
    const std::string m = csv::lower(mode);
    if (m == "fwd_bwd" || m == "fwd+bwd" || m == "fwdbwd" || m == "total")
        return true;
    if (m == "fwd" || m == "bwd" || m == "forward" || m == "backward")
        return false;
    return std::nullopt;
}

void parseCsv(const std::vector<std::string_view>& ls, AttentionBench& b,
              std::vector<Diagnostic>& diags)
{
    Columns cols;
    bool skippedMode = false;
    const auto onHeader = [&](const std::vector<std::string_view>& names, size_t lineNo) {
        cols = readColumns(names);
        if (cols.seq >= 0 && cols.dim >= 0 && cols.causal >= 0 && cols.tflops >= 0)
            return true;
        diags.push_back(atLine(b.file, lineNo, Message::of("CALIB_ATTN_CSV_HEADER")));
        return false;
    };
    const auto onRow = [&](const std::vector<std::string_view>& f, size_t lineNo) {
        const auto cell = [&](int c) {
            return c >= 0 && c < int(f.size()) ? f[size_t(c)] : std::string_view();
        };
        const auto seq = csv::number(cell(cols.seq)), dim = csv::number(cell(cols.dim)),
                   t = csv::number(cell(cols.tflops));
        const auto causal = boolean(cell(cols.causal));
        const auto mode = cols.mode >= 0 ? fwdBwd(cell(cols.mode)) : std::optional<bool>(true);
        if (!seq || !dim || !t || !causal || !mode) {
            diags.push_back(atLine(b.file, lineNo, Message::of("CALIB_ATTN_BAD_ROW")));
            return true;
        }
        if (!*mode) {
            if (!skippedMode)
                diags.push_back(atLine(b.file, lineNo, Message::of("CALIB_ATTN_ONE_DIRECTION")));
            skippedMode = true;
            return true;
        }
        return add(b, {*seq, *dim, *causal, *t}, lineNo, diags);
    };
    csv::forEachRow(ls, onHeader, onRow);
}

} // namespace

std::optional<AttentionBench> parseAttentionBench(std::string_view text, const std::string& label,
                                                  std::vector<Diagnostic>& diags,
                                                  const std::string& method)
{
    AttentionBench b;
    b.file = label;
    const std::vector<std::string_view> ls = csv::lines(text);
    const bool flash = text.find("fwd + bwd:") != std::string_view::npos;
    if (flash)
        parseFlashText(ls, b, method, diags);
    else {
        b.method = "csv";
        parseCsv(ls, b, diags);
    }
    if (b.samples.empty()) {
        diags.push_back(
            {label, "", Message::of(flash ? "CALIB_ATTN_NO_LINE" : "CALIB_ATTN_NO_SAMPLE")});
        return std::nullopt;
    }
    return b;
}

} // namespace cc::model::calib
