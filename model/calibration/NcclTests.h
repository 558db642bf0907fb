#pragma once
// Measurements from NVIDIA nccl-tests (and AMD rccl-tests, which print the same table):
// all_reduce_perf, all_gather_perf, reduce_scatter_perf and alltoall_perf text output.
#include "model/util/Diagnostic.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cc::model::calib {

enum class Collective { AllReduce, AllGather, ReduceScatter, AllToAll };
std::string_view collectiveName(Collective c);

/// One row of the table (the out-of-place columns).
struct NcclSample {
    double bytes = 0; ///< "size" column: bytes per rank's buffer as nccl-tests counts them
    double timeS = 0; ///< "time" column, converted from microseconds
    double busBytesPerS = 0;
};

/// One nccl-tests run: which collective, over how many ranks, and its rows.
struct NcclRun {
    std::string file;
    Collective op = Collective::AllReduce;
    int ranks = 0;
    std::string rankSource; ///< how `ranks` was found: "device list", "nranks", "busbw/algbw"
    std::vector<NcclSample> samples;
};

/// Parses the text printed by one nccl-tests binary. The collective comes from the binary's
/// name in the text ("all_reduce_perf", ...), else from `label` (the file name), else `hint`.
/// Ranks come from the "# Using devices" list, else NCCL's "nranks N", else from the ratio of
/// bus to algorithm bandwidth (2(n−1)/n for all-reduce, (n−1)/n otherwise). Problems go to
/// `diags` as "FILE: line N: ..."; returns nullopt when no table can be read.
std::optional<NcclRun> parseNcclTests(std::string_view text, const std::string& label,
                                      std::vector<Diagnostic>& diags,
                                      std::optional<Collective> hint = std::nullopt);

} // namespace cc::model::calib
