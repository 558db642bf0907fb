#include "model/io/Migrations.h"

#include "model/util/Diagnostic.h"

#include <string>

namespace cc::model::io {

const std::vector<Migration>& migrations()
{
    static const std::vector<Migration> chain;
    return chain;
}

void upgrade(nlohmann::json& doc, int target, const std::vector<Migration>& chain,
             const std::string& fileLabel)
{
    if (!doc.is_object())
        throw FormatError({fileLabel, "", Message::of("DIAG_DESIGN_NOT_OBJECT")});
    if (!doc.contains("schemaVersion") || !doc["schemaVersion"].is_number_integer())
        throw FormatError({fileLabel, "schemaVersion", Message::of("DIAG_NO_SCHEMA_VERSION")});
    // Compared as the JSON number it is: 4294967297 must not wrap to 1 in an int.
    const auto& v = doc["schemaVersion"];
    if (v.is_number_unsigned()
            ? v.get<unsigned long long>() > static_cast<unsigned long long>(target)
            : v.get<long long>() > target)
        throw FormatError(
            {fileLabel, "schemaVersion",
             Message{"DIAG_NEWER_VERSION", {arg::name(v.dump()), arg::count(target)}}});
    int version = static_cast<int>(v.get<long long>());
    if (version > target)
        throw FormatError({fileLabel, "schemaVersion",
                           Message{"DIAG_NEWER_VERSION",
                                   {arg::name(std::to_string(version)), arg::count(target)}}});
    if (version < 1)
        throw FormatError({fileLabel, "schemaVersion", Message{"DIAG_AT_LEAST", {arg::count(1)}}});
    while (version < target) {
        const Migration* step = nullptr;
        for (const auto& m : chain)
            if (m.from == version)
                step = &m;
        if (!step)
            throw FormatError(
                {fileLabel, "schemaVersion", Message{"DIAG_NO_UPGRADE", {arg::count(version)}}});
        step->upgrade(doc);
        doc["schemaVersion"] = ++version;
    }
}

} // namespace cc::model::io
