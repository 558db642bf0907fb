#pragma once
// The one way every output is written (designs, PDF, SVG/PNG, CSV, recovery copies): never a
// half-written or lost file, and the OS's reason when it fails.
#include "model/text/Message.h"

#include <string>
#include <string_view>

namespace cc::model::io {

/// Writes `bytes` to `path` safely: a temporary file in the target's folder, written in full,
/// fsync'ed, renamed over the target, folder fsync'ed; an existing file keeps its mode (and
/// owner where permitted; a new one gets 0666 minus the umask); a symlink is written through;
/// an existing device or FIFO (/dev/null, /dev/stdout) is written in place, never renamed over,
/// and a FIFO nobody reads is an error, not a hang. On failure the old file is untouched, the
/// temporary file removed and the message names the file and the OS reason (SAVE_CANNOT_REPLACE:
/// "cannot replace out/x.json: Is a directory"; the reason is a term, strerror's English text).
/// Returns an empty message on success, else that message (SAVE_* codes).
Message writeFileSafely(const std::string& path, std::string_view bytes);

} // namespace cc::model::io
