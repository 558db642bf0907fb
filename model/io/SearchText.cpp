// `clustercanvas search` as text: the search's figures (RPT_SEARCH_* messages, rendered by the
// installed renderer, so --lang translates them) and a table of the best layouts.
#include "model/io/ReportIo.h"

#include "model/util/Format.h"
#include "model/util/TerminalColumns.h"

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
        o << buf << padRight(recompute, 9) << zero << padLeft(tableTime(r.stepTimeS), 8) << ' '
          << padLeft(tableTime(r.timeToTrainS), 14) << tail;
    }
    return o.str();
}

} // namespace cc::model::io
