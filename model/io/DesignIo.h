#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/io/SafeWrite.h"

#include <string>
#include <string_view>

namespace cc::model::io {

constexpr int kSchemaVersion = 1;
constexpr const char* kGenerator = "ClusterCanvas 0.1.0";

/// Serialises a design to JSON text. Specs of every component the design uses are embedded
/// (pinned ones first, else from `catalog`), so the file evaluates the same on any machine.
std::string saveDesign(const Design& d, const Catalog& catalog);

/// Parses, migrates and validates design JSON. Throws FormatError naming file and JSON path.
Design loadDesign(std::string_view text, const std::string& fileLabel);

/// Reads a design file from disk (throws FormatError, also when the file cannot be read).
Design loadDesignFile(const std::string& path);

/// Writes `text` to `path` with writeFileSafely (SafeWrite.h): atomic, fsync'ed, keeps the mode,
/// through symlinks. Returns an empty message on success, else the reason (SAVE_*).
inline Message writeFileAtomically(const std::string& path, std::string_view text)
{
    return writeFileSafely(path, text);
}

} // namespace cc::model::io
