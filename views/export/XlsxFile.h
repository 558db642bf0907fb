#pragma once
// The one way a workbook becomes bytes: libxlsxwriter writes to a file name only, so each
// workbook goes to a private temporary file whose bytes are returned for the caller's atomic
// save (model/io/SafeWrite), and the temporary file is always removed.
#include <functional>
#include <optional>
#include <string>

struct lxw_workbook;

namespace cc::views {

/// How the workbook is written.
struct XlsxOptions {
    const char* tempPrefix = "clustercanvas"; ///< the temporary file's name, for diagnosis
    /// Rows go to disk as they are written (for sheets of a million rows); cells must then be
    /// written row by row.
    bool constantMemory = false;
};

/// Runs `fill` on a new workbook and returns the file's bytes; nullopt with `error` set
/// (when given) if the temporary file or the workbook cannot be made or written.
std::optional<std::string>
xlsxBytes(const XlsxOptions& o, const std::function<void(lxw_workbook*)>& fill, std::string* error);

} // namespace cc::views
