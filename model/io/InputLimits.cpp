#include "model/io/InputLimits.h"

#include "model/design/Design.h"
#include "model/training/Workload.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <limits>
#include <sys/stat.h>
#include <unistd.h>

namespace cc::model::limits {

namespace {

std::string thousands(long long n)
{
    const unsigned long long mag =
        n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
    const std::string digits = std::to_string(mag);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return n < 0 ? "-" + out : out;
}

/// Closes a file descriptor when it goes out of scope.
struct Fd {
    int fd;
    ~Fd()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

std::string boundText(long long bound, std::string_view what)
{
    return "must be <= " + thousands(bound) + " (input contract: " + std::string(what) + ")";
}

Message boundMessage(long long bound, std::string_view what)
{
    return Message{"DIAG_BOUND", {arg::count(bound), arg::term(std::string(what))}};
}

namespace {
Message systemError(const char* code)
{
    return Message{code, {arg::term(std::strerror(errno))}}; // the edge translates the reason
}
} // namespace

std::string readInputFile(const std::string& path)
{
    // O_NONBLOCK: opening a FIFO must not wait for a writer; the type is checked on the open
    // descriptor, so the file cannot be swapped between the check and the read.
    const Fd f{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (f.fd < 0)
        throw FormatError({path, "", systemError("DIAG_CANNOT_OPEN")});
    struct stat st {};
    if (::fstat(f.fd, &st) != 0)
        throw FormatError({path, "", systemError("DIAG_CANNOT_READ")});
    if (S_ISDIR(st.st_mode))
        throw FormatError({path, "", Message::of("DIAG_IS_FOLDER")});
    if (!S_ISREG(st.st_mode))
        throw FormatError({path, "", Message::of("DIAG_NOT_REGULAR_FILE")});
    if (st.st_size > kMaxFileBytes)
        throw FormatError({path, "",
                           Message{"DIAG_FILE_TOO_LARGE",
                                   {arg::count(st.st_size),
                                    arg::msg(boundMessage(kMaxFileBytes, "file size in bytes"))}}});
    std::string text(static_cast<size_t>(st.st_size), '\0');
    size_t got = 0;
    while (got < text.size()) {
        const ssize_t n = ::read(f.fd, text.data() + got, text.size() - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            throw FormatError({path, "", systemError("DIAG_CANNOT_READ")});
        if (n == 0)
            break; // the file shrank while being read
        got += static_cast<size_t>(n);
    }
    text.resize(got);
    return text;
}

std::optional<Diagnostic> checkJsonText(std::string_view text, const std::string& label)
{
    if (static_cast<long long>(text.size()) > kMaxFileBytes)
        return Diagnostic{label, "",
                          Message{"DIAG_TEXT_TOO_LARGE",
                                  {arg::count(static_cast<long long>(text.size())),
                                   arg::msg(boundMessage(kMaxFileBytes, "file size in bytes"))}}};
    // Brackets inside strings do not count; malformed text is the parser's to report.
    int depth = 0;
    bool inString = false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxNestingDepth)
                return Diagnostic{
                    label, "",
                    Message{"DIAG_TOO_DEEP",
                            {arg::count(depth), arg::count(static_cast<long long>(i)),
                             arg::msg(boundMessage(kMaxNestingDepth, "nesting depth"))}}};
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::nullopt;
}

Message logoProblem(std::string_view logo)
{
    if (static_cast<long long>(logo.size()) > kMaxLogoChars)
        return Message{"DIAG_TEXT_TOO_LONG",
                       {arg::count(static_cast<long long>(logo.size())),
                        arg::msg(boundMessage(kMaxLogoChars, "logo size"))}};
    std::string_view data;
    for (std::string_view prefix : {"data:image/png;base64,", "data:image/jpeg;base64,"})
        if (logo.substr(0, prefix.size()) == prefix)
            data = logo.substr(prefix.size());
    if (data.empty())
        return Message::of("DIAG_LOGO_NOT_PICTURE");
    for (const char c : data)
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
              c == '+' || c == '/' || c == '='))
            return Message::of("DIAG_LOGO_NOT_BASE64");
    return {};
}

bool isValidCatalogId(std::string_view id)
{
    if (id.empty() || static_cast<long long>(id.size()) > kMaxIdChars)
        return false;
    auto lowerOrDigit = [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'); };
    if (!lowerOrDigit(id.front()))
        return false;
    for (char c : id)
        if (!lowerOrDigit(c) && c != '.' && c != '_' && c != '-')
            return false;
    return true;
}

std::optional<long long> mulCount(long long a, long long b)
{
    long long r = 0;
    if (__builtin_mul_overflow(a, b, &r) || r > kMaxCount || r < -kMaxCount)
        return std::nullopt;
    return r;
}

std::optional<long long> addCount(long long a, long long b)
{
    long long r = 0;
    if (__builtin_add_overflow(a, b, &r) || r > kMaxCount || r < -kMaxCount)
        return std::nullopt;
    return r;
}

std::optional<int> toInt(long long x)
{
    if (x < std::numeric_limits<int>::min() || x > std::numeric_limits<int>::max())
        return std::nullopt;
    return static_cast<int>(x);
}

std::optional<int> productAsInt(std::initializer_list<long long> factors)
{
    std::optional<long long> p = 1;
    for (long long f : factors)
        p = p ? mulCount(*p, f) : p;
    return p ? toInt(*p) : std::nullopt;
}

void checkDesignBounds(const Design& d, const std::string& file, const std::string& pathPrefix,
                       std::vector<Diagnostic>& sink)
{
    const std::string pre = pathPrefix.empty() ? "" : pathPrefix + ".";
    // GPUs: parts whose embedded spec is an accelerator, and parts without an embedded spec
    // (the catalog may resolve them to accelerators; the embedded spec wins over the catalog,
    // so this is an upper bound of what the analysis will count).
    long long gpus = 0;
    for (size_t i = 0; i < d.blocks.size(); ++i) {
        const Block& b = d.blocks[i];
        const ServerTemplate* t =
            b.kind == BlockKind::Server ? d.findTemplate(b.templateId) : nullptr;
        if (!t)
            continue;
        long long perServer = 0;
        for (const auto& p : t->parts)
            if (const CatalogEntry* e = d.pinned.find(p.ref); !e || e->kind == Kind::Accelerator)
                perServer += p.count;
        gpus += perServer * b.replicas; // <= 1,024 x 1e7 per group, 1e5 groups: fits
        if (gpus > kMaxGpus) {
            sink.push_back({file, pre + "blocks[" + std::to_string(i) + "].replicas",
                            Message{"DIAG_TOO_MANY_GPUS",
                                    {arg::count(kMaxGpus),
                                     arg::msg(boundMessage(kMaxGpus, "GPUs per design"))}}});
            return;
        }
    }
    for (size_t i = 0; i < d.templates.size(); ++i) {
        long long parts = 0;
        for (const auto& p : d.templates[i].parts)
            parts += p.count;
        if (parts > kMaxPartsPerServer)
            sink.push_back(
                {file, pre + "templates[" + std::to_string(i) + "].parts",
                 Message{"DIAG_TOO_MANY_PARTS",
                         {arg::count(parts),
                          arg::msg(boundMessage(kMaxPartsPerServer, "parts per server"))}}});
    }
}

namespace {

struct Bound {
    const char* path;
    long long value;
    long long max;
    const char* what;
};

} // namespace

bool checkWorkloadBounds(const Workload& w, const std::string& label,
                         std::vector<Diagnostic>& diags)
{
    // "model.layers: must be >= 1" from the parser leaves the preset's value (or 0) behind; a
    // workload whose shape the file got wrong is not analysed with a stand-in shape.
    for (const auto& d : diags)
        if (d.file == label &&
            (d.path == "model.layers" || d.path == "model.hidden" || d.path == "model.heads" ||
             d.path == "model.vocab" || d.path == "model.seqLen"))
            return false;
    const ModelShape& m = w.model;
    const TrainingSetup& t = w.training;
    const long long layers = m.layers;
    const Bound bounds[] = {
        {"model.layers", m.layers, kMaxLayers, "layers"},
        {"model.hidden", m.hidden, kMaxHidden, "hidden size"},
        {"model.heads", m.heads, kMaxHeads, "attention heads"},
        {"model.kvHeads", m.kvHeads, kMaxHeads, "attention heads"},
        {"model.ffnHidden", m.ffnHidden, kMaxHidden, "hidden size"},
        {"model.vocab", m.vocab, kMaxVocab, "vocabulary"},
        {"model.seqLen", m.seqLen, kMaxSeqLen, "sequence length"},
        {"model.experts", m.experts, kMaxExperts, "experts"},
        {"model.topK", m.topK, kMaxExperts, "experts"},
        {"model.expertFfnHidden", m.expertFfnHidden, kMaxHidden, "hidden size"},
        {"model.sharedExperts", m.sharedExperts, kMaxExperts, "experts"},
        {"model.moeEvery", m.moeEvery, kMaxLayers, "layers"},
        {"training.tp", t.layout.tp, kMaxParallel, "parallel degree"},
        {"training.pp", t.layout.pp, std::min(kMaxParallel, layers + 2),
         "pipeline stages: at most layers + 2, and 65,536"},
        {"training.cp", t.layout.cp, kMaxParallel, "parallel degree"},
        {"training.ep", t.layout.ep, kMaxParallel, "parallel degree"},
        {"training.dp", t.layout.dp.value_or(1), kMaxGpus, "GPUs per design"},
        {"training.microBatch", t.layout.microBatch, kMaxMicroBatch, "micro-batch"},
        {"training.globalBatch", t.globalBatch, kMaxGlobalBatch, "global batch"},
        {"training.pipelineInterleave", t.layout.interleave, kMaxLayers, "layers"},
        {"training.loraRank", t.loraRank, kMaxLoraRank, "LoRA rank"},
        {"run.gpus", w.run.gpus.value_or(1), kMaxGpus, "GPUs per design"},
    };
    bool ok = true;
    for (const auto& b : bounds)
        if (b.value > b.max) {
            diags.push_back(
                {label, b.path,
                 Message{"DIAG_BOUND_GOT",
                         {arg::msg(boundMessage(b.max, b.what)), arg::count(b.value)}}});
            ok = false;
        }
    if (m.layers < 1) {
        diags.push_back({label, "model.layers", Message::of("DIAG_NO_LAYERS")});
        ok = false;
    }
    // The product of the parallel degrees must stay a GPU count.
    std::optional<long long> gpus = 1;
    for (long long x :
         {static_cast<long long>(t.layout.tp), static_cast<long long>(t.layout.pp),
          static_cast<long long>(t.layout.cp), static_cast<long long>(t.layout.dp.value_or(1))})
        gpus = gpus ? mulCount(*gpus, x) : gpus;
    if (ok && (!gpus || *gpus > kMaxGpus)) {
        diags.push_back({label, "training",
                         Message{"DIAG_PARALLEL_PRODUCT",
                                 {arg::msg(boundMessage(kMaxGpus, "GPUs per design"))}}});
        ok = false;
    }
    return ok;
}

} // namespace cc::model::limits
