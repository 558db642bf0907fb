#pragma once
// A problem on one line of a measurement file (nccl-tests output, GEMM sweep, attention
// benchmark): "FILE: line N: reason".
#include "model/util/Diagnostic.h"

#include <cstddef>
#include <string>

namespace cc::model::calib {

/// The line is an argument of CALIB_AT_LINE, not a path: the edge says "line" in the user's
/// language (a JSON file's path has no words; a line number needs one).
inline Diagnostic atLine(const std::string& file, std::size_t lineNo, Message reason)
{
    return {file, "",
            Message{"CALIB_AT_LINE",
                    {arg::count(static_cast<long long>(lineNo)), arg::msg(std::move(reason))}}};
}

} // namespace cc::model::calib
