#include "model/catalog/Catalog.h"

#include "model/catalog/CatalogParse.h"
#include "model/io/InputLimits.h"
#include "model/io/JsonSyntax.h"

#include <algorithm>
#include <filesystem>

namespace cc::model {

namespace fs = std::filesystem;

std::vector<Diagnostic> Catalog::loadDirectory(const std::string& dir)
{
    std::vector<fs::path> files;
    std::error_code ec;
    for (const auto& de : fs::directory_iterator(dir, ec))
        if (de.is_regular_file() && de.path().extension() == ".json")
            files.push_back(de.path());
    if (ec)
        return {{dir, "", Message{"CAT_CANNOT_READ_FOLDER", {arg::name(ec.message())}}}};
    std::sort(files.begin(), files.end());
    std::vector<Diagnostic> out;
    for (const auto& f : files) {
        auto d = loadFile(f.string());
        out.insert(out.end(), d.begin(), d.end());
    }
    return out;
}

std::vector<Diagnostic> Catalog::loadFile(const std::string& path)
{
    std::string text;
    try {
        text = limits::readInputFile(path);
    } catch (const FormatError& e) {
        return e.diagnostics();
    }
    return loadText(text, path);
}

std::vector<Diagnostic> Catalog::loadText(std::string_view text, const std::string& label)
{
    std::vector<Diagnostic> diags;
    if (auto problem = limits::checkJsonText(text, label))
        return {*problem};
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception& e) {
        // parse_error, and out_of_range for a number such as 1e400.
        return {io::notJson(e, text, label)};
    }
    const JsonReader top(doc, "", diags, label);
    if (!doc.is_object() || !doc.contains("entries") || !doc["entries"].is_array()) {
        top.error("entries", Message::of("CAT_NOT_CATALOG"));
        return diags;
    }
    const long long version = top.integer("catalogVersion", true, 0, 1);
    if (version > 1) {
        top.error("catalogVersion",
                  Message{"CAT_NEWER_VERSION", {arg::count(version), arg::count(1)}});
        return diags;
    }
    const auto& arr = doc["entries"];
    if (static_cast<long long>(arr.size()) > limits::kMaxSpecs) {
        top.error("entries", Message{"DIAG_TOO_MANY_ENTRIES",
                                     {arg::count(static_cast<long long>(arr.size())),
                                      arg::msg(limits::boundMessage(limits::kMaxSpecs,
                                                                    "catalog entries per file"))}});
        return diags;
    }
    for (size_t i = 0; i < arr.size(); ++i) {
        const JsonReader r = top.sub(arr[i], "entries[" + std::to_string(i) + "]");
        if (auto e = parseCatalogEntry(r)) {
            e->origin = label; // the path as given: messages name it (checkReferences)
            e->rawJson = arr[i].dump();
            add(std::move(*e));
        }
    }
    return diags;
}

void Catalog::add(CatalogEntry e)
{
    if (auto it = m_index.find(e.id); it != m_index.end()) {
        m_entries[it->second] = std::move(e);
        return;
    }
    m_index.emplace(e.id, m_entries.size());
    m_entries.push_back(std::move(e));
}

const CatalogEntry* Catalog::find(std::string_view id) const
{
    const auto it = m_index.find(std::string(id));
    return it == m_index.end() ? nullptr : &m_entries[it->second];
}

std::vector<const CatalogEntry*> Catalog::ofKind(Kind k) const
{
    std::vector<const CatalogEntry*> out;
    for (const auto& e : m_entries)
        if (e.kind == k)
            out.push_back(&e);
    return out;
}

std::vector<Diagnostic> Catalog::checkReferences() const
{
    std::vector<Diagnostic> out;
    for (const auto& e : m_entries) {
        if (e.kind != Kind::Server)
            continue;
        for (const auto& p : e.server.parts)
            if (!find(p.ref))
                out.push_back(
                    {e.origin, e.id + ".parts", Message{"CAT_UNKNOWN_REF", {arg::name(p.ref)}}});
        if (!e.server.fabricRef.empty()) {
            const auto* f = find(e.server.fabricRef);
            if (!f || f->kind != Kind::Fabric)
                out.push_back({e.origin, e.id + ".fabric.ref",
                               Message{"CAT_NOT_A_FABRIC", {arg::name(e.server.fabricRef)}}});
        }
    }
    return out;
}

} // namespace cc::model
