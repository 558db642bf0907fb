#pragma once
// Ordered one-step upgrades of the design file format. Include only from .cpp files.
#include <nlohmann/json.hpp>

#include <functional>
#include <vector>

namespace cc::model::io {

/// Upgrades a document of version `from` to version `from + 1` in place. A step that changes
/// design keys must also change them in each `scenarios[i].design` (the same keys, nested).
struct Migration {
    int from;
    std::function<void(nlohmann::json&)> upgrade;
};

/// The project's migrations, in order. Version 1 is the first released format: the list is
/// empty until the format changes; each new entry comes with a fixture in tests/data/.
const std::vector<Migration>& migrations();

/// Applies the migrations from the document's `schemaVersion` up to `target`. Throws
/// FormatError for a missing version, a newer file, or a gap in the chain.
void upgrade(nlohmann::json& doc, int target, const std::vector<Migration>& chain,
             const std::string& fileLabel);

} // namespace cc::model::io
