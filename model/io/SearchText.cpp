// `clustercanvas search` as text: the search's figures (RPT_SEARCH_* messages, rendered by the
// installed renderer, so --lang translates them) and a table of the best layouts.
#include "model/io/ReportIo.h"

#include "model/util/Format.h"

#include <cstdio>
#include <sstream>

namespace cc::model::io {

namespace {

/// A time in the table: "-" when there is none, below a second with an SI prefix ("850 ms"),
/// else in the user's language ("1.5 min", "3.2 days").
std::string tableTime(double s)
{
    if (!(s > 0))
        return "-";
    if (s < 1)
        return siUnits(s, "s");
    return renderText(Message{"VALUE", {arg::duration(s)}});
}

/// Whether a code point takes two terminal columns: Hangul Jamo, CJK, kana, full-width forms.
bool wide(char32_t cp)
{
    return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
           (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
           (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
           (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
}

/// Columns the UTF-8 text `s` takes on a terminal.
size_t columns(const std::string& s)
{
    size_t n = 0;
    for (size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        const size_t len = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
        for (size_t k = 1; k < len && i + k < s.size(); ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        n += wide(cp) ? 2 : 1;
        i += len;
    }
    return n;
}

/// `s` right-aligned in `width` terminal columns.
std::string right(const std::string& s, size_t width)
{
    const size_t n = columns(s);
    return n >= width ? s : std::string(width - n, ' ') + s;
}

/// `s` left-aligned in `width` terminal columns.
std::string left(const std::string& s, size_t width)
{
    const size_t n = columns(s);
    return n >= width ? s : s + std::string(width - n, ' ');
}

} // namespace

std::string searchToText(const SearchReport& s, const std::string& workload)
{
    std::ostringstream o;
    o << Message{"RPT_SEARCH_TITLE", {arg::name(workload), arg::count(s.gpus)}} << "\n";
    o << Message{"RPT_SEARCH_EVALUATED",
                 {arg::count(s.evaluated), arg::real(s.seconds * 1e3, 1),
                  arg::real(s.seconds > 0 ? s.evaluated / s.seconds / 1e6 : 0, 2),
                  arg::count(s.memoryChecked), arg::count(s.rejectedMemory)}}
      << "\n";
    if (s.results.empty()) {
        o << Message::of("RPT_SEARCH_NONE") << "\n";
        return o.str();
    }
    o << Message::of("RPT_SEARCH_HEADER") << "\n";
    int i = 0;
    for (const auto& r : s.results) {
        const ResolvedLayout& c = r.layout;
        char buf[256];
        std::snprintf(buf, sizeof buf, "%3d %4d %3d %5d %3d %3d %3d %5d %3d  ", ++i, c.layout.tp,
                      c.layout.pp, c.dp, c.layout.cp, c.layout.ep, c.layout.microBatch,
                      c.microBatches, c.layout.interleave);
        // The recompute mode is a term ("selective"), said in the user's language.
        const std::string recompute = renderText(
            Message{"NAME", {arg::term(std::string(recomputeName(c.layout.recompute)))}});
        char zero[16];
        std::snprintf(zero, sizeof zero, " %5d ", c.layout.zeroStage);
        char tail[64];
        std::snprintf(tail, sizeof tail, " %5.1f%% %12s\n", r.mfu * 100,
                      siUnits(r.perGpuBytes, "B").c_str());
        o << buf << left(recompute, 9) << zero << right(tableTime(r.stepTimeS), 8) << ' '
          << right(tableTime(r.timeToTrainS), 14) << tail;
    }
    return o.str();
}

} // namespace cc::model::io
