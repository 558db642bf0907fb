// nccl-tests table format (NVIDIA/nccl-tests, src/common.cu): a header line starting with '#'
// that names the columns (size count type redop root time algbw busbw #wrong, then the in-place
// repeat; older versions lack redop/root, some wrappers print only size time algbw busbw), then
// one row per message size. srun prefixes every line with "RANK: ", which is skipped.
#include "model/calibration/NcclTests.h"

#include "model/calibration/LineDiagnostic.h"

#include <charconv>
#include <cmath>
#include <sstream>

namespace cc::model::calib {

namespace {

std::vector<std::string> tokens(std::string_view line)
{
    std::vector<std::string> out;
    std::istringstream in{std::string(line)};
    for (std::string t; in >> t;)
        out.push_back(t);
    return out;
}

std::optional<double> number(const std::string& s)
{
    double v = 0;
    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (r.ec != std::errc() || r.ptr != s.data() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

/// Drops an srun "12: " prefix.
std::string_view unprefixed(std::string_view line)
{
    size_t i = 0;
    while (i < line.size() && line[i] == ' ')
        ++i;
    size_t j = i;
    while (j < line.size() && line[j] >= '0' && line[j] <= '9')
        ++j;
    if (j > i && j < line.size() && line[j] == ':')
        return line.substr(j + 1);
    return line;
}

std::optional<Collective> collectiveIn(std::string_view text)
{
    static const std::pair<const char*, Collective> kNames[] = {
        {"all_reduce", Collective::AllReduce},
        {"allreduce", Collective::AllReduce},
        {"all_gather", Collective::AllGather},
        {"allgather", Collective::AllGather},
        {"reduce_scatter", Collective::ReduceScatter},
        {"reducescatter", Collective::ReduceScatter},
        {"alltoall", Collective::AllToAll},
        {"all_to_all", Collective::AllToAll},
    };
    for (const auto& [name, op] : kNames)
        if (text.find(name) != std::string_view::npos)
            return op;
    return std::nullopt;
}

/// Column positions read from the header.
struct Columns {
    int size = -1, time = -1, algbw = -1, busbw = -1;
    size_t count = 0;
    bool ok() const { return size >= 0 && time >= 0 && algbw >= 0 && busbw >= 0; }
};

Columns header(const std::vector<std::string>& t)
{
    Columns c;
    c.count = t.size();
    for (size_t i = 0; i < t.size(); ++i) {
        const int at = int(i);
        if (t[i] == "size" && c.size < 0)
            c.size = at;
        else if (t[i] == "time" && c.time < 0)
            c.time = at;
        else if (t[i] == "algbw" && c.algbw < 0)
            c.algbw = at;
        else if (t[i] == "busbw" && c.busbw < 0)
            c.busbw = at;
    }
    return c;
}

int ranksFromRatio(Collective op, double ratio)
{
    // busbw = algbw · 2(n−1)/n (all-reduce) or · (n−1)/n (the others), NVIDIA nccl-tests
    // performance notes: https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md
    const double k = op == Collective::AllReduce ? 2.0 : 1.0;
    if (ratio <= 0 || ratio >= k * 0.999)
        return 0;
    return int(std::lround(k / (k - ratio)));
}

/// Ranks from "# Using devices" Rank lines, else "nranks N" in NCCL's INFO lines.
int declaredRanks(std::string_view text, std::string& source)
{
    int listed = 0;
    size_t pos = 0;
    while ((pos = text.find("#  Rank ", pos)) != std::string_view::npos) {
        ++listed;
        pos += 8;
    }
    if (listed > 0) {
        source = "device list";
        return listed;
    }
    if (size_t at = text.find(" nranks "); at != std::string_view::npos) {
        int n = 0;
        const char* b = text.data() + at + 8;
        std::from_chars(b, text.data() + text.size(), n);
        if (n > 0) {
            source = "nranks";
            return n;
        }
    }
    return 0;
}

} // namespace

std::string_view collectiveName(Collective c)
{
    switch (c) {
    case Collective::AllReduce:
        return "all-reduce";
    case Collective::AllGather:
        return "all-gather";
    case Collective::ReduceScatter:
        return "reduce-scatter";
    case Collective::AllToAll:
        return "all-to-all";
    }
    return "collective";
}

std::optional<NcclRun> parseNcclTests(std::string_view text, const std::string& label,
                                      std::vector<Diagnostic>& diags,
                                      std::optional<Collective> hint)
{
    NcclRun run;
    run.file = label;
    const auto op = collectiveIn(text) ? collectiveIn(text) : collectiveIn(label);
    if (!op && !hint) {
        diags.push_back({label, "", Message::of("CALIB_NCCL_NO_COLLECTIVE")});
        return std::nullopt;
    }
    run.op = op ? *op : *hint;
    Columns cols;
    double ratio = 0;
    size_t lineNo = 0, start = 0;
    while (start <= text.size()) {
        const size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = unprefixed(text.substr(start, end - start));
        start = end + 1;
        ++lineNo;
        const std::vector<std::string> t = tokens(line);
        if (t.empty())
            continue;
        if (t[0] == "#") {
            const Columns c = header({t.begin() + 1, t.end()});
            if (c.ok())
                cols = c;
            continue;
        }
        if (!cols.ok() || t.size() != cols.count)
            continue; // NCCL INFO lines, warnings, anything not a table row
        const auto size = number(t[size_t(cols.size)]), time = number(t[size_t(cols.time)]);
        const auto alg = number(t[size_t(cols.algbw)]), bus = number(t[size_t(cols.busbw)]);
        if (!size || !time || !alg || !bus || *time <= 0 || *size <= 0) {
            diags.push_back(atLine(label, lineNo, Message::of("CALIB_NCCL_BAD_ROW")));
            continue;
        }
        run.samples.push_back({*size, *time * 1e-6, *bus * 1e9});
        if (*alg > 0)
            ratio = *bus / *alg; // the largest message's ratio is the most precise (2 decimals)
    }
    if (run.samples.empty()) {
        diags.push_back({label, "", Message::of("CALIB_NCCL_NO_TABLE")});
        return std::nullopt;
    }
    run.ranks = declaredRanks(text, run.rankSource);
    if (run.ranks == 0) {
        run.ranks = ranksFromRatio(run.op, ratio);
        run.rankSource = "busbw/algbw";
    }
    if (run.ranks < 2) {
        diags.push_back({label, "", Message::of("CALIB_NCCL_NO_RANKS")});
        return std::nullopt;
    }
    return run;
}

} // namespace cc::model::calib
