#pragma once
#include "model/catalog/CatalogEntry.h"
#include "model/util/Diagnostic.h"

#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace cc::model {

/// All known components by id. Later files override earlier entries with the same id.
class Catalog {
public:
    /// Loads every *.json file in `dir` (sorted by name). Returns the problems found; bad entries
    /// are skipped, good ones load.
    std::vector<Diagnostic> loadDirectory(const std::string& dir);
    /// Loads one catalog file; its messages name `path` as given (`--catalog ../x.json`), a
    /// file of `loadDirectory` by the folder's path joined with its name.
    std::vector<Diagnostic> loadFile(const std::string& path);
    /// Parses catalog JSON text; `label` names the source in diagnostics.
    std::vector<Diagnostic> loadText(std::string_view text, const std::string& label);

    /// Adds or replaces (same id) an entry.
    void add(CatalogEntry e);
    const CatalogEntry* find(std::string_view id) const;
    std::vector<const CatalogEntry*> ofKind(Kind k) const;
    const std::vector<CatalogEntry>& entries() const { return m_entries; }
    size_t size() const { return m_entries.size(); }

    /// Checks that every server's parts and fabric refer to entries of the right kind.
    std::vector<Diagnostic> checkReferences() const;

private:
    std::vector<CatalogEntry> m_entries;
    std::unordered_map<std::string, size_t> m_index;
};

} // namespace cc::model
