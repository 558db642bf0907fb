#pragma once
// The one way every output is written (designs, PDF, SVG/PNG, CSV, recovery copies): never a
// half-written or lost file, and the OS's reason when it fails.
#include <string>
#include <string_view>

namespace cc::model::io {

/// Writes `bytes` to `path` safely:
/// - a temporary file in the target's own folder (so the rename stays on one file system),
///   written in full, fsync'ed, then renamed over the target, and the folder fsync'ed;
/// - an existing file keeps its permission bits (a new one gets 0666 minus the umask);
/// - a symlink is written through: its target is replaced and the link stays a link;
/// - an existing character device or FIFO (/dev/null, /dev/stdout) is written in place, never
///   renamed over; a FIFO no process reads is an error, not a hang;
/// - the owner is kept where the writer may set it (root writing a user's file);
/// - on failure the old file is untouched, the temporary file is removed and the message
///   names the file and the OS reason ("cannot replace out/x.json: Is a directory").
/// Returns an empty string on success, else that message.
std::string writeFileSafely(const std::string& path, std::string_view bytes);

} // namespace cc::model::io
