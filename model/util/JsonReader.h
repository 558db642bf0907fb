#pragma once
// Reads fields of a JSON object while recording every problem with its JSON path.
// Include only from .cpp files: it pulls in nlohmann/json.hpp.
#include "model/util/Diagnostic.h"

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace cc::model {

/// Typed field access on one JSON object that collects Diagnostics instead of throwing.
class JsonReader {
public:
    JsonReader(const nlohmann::json& obj, std::string path, std::vector<Diagnostic>& sink,
               std::string file = {});

    bool isObject() const { return m_obj.is_object(); }
    bool has(const char* key) const;
    const nlohmann::json* raw(const char* key) const;
    std::string pathOf(const char* key) const;
    JsonReader child(const char* key) const; // empty object reader when missing
    /// A reader for another JSON value (e.g. an array element) sharing this one's sink and file.
    JsonReader sub(const nlohmann::json& obj, const std::string& path) const
    {
        return JsonReader(obj, path, m_sink, m_file);
    }
    std::vector<Diagnostic>& sink() const { return m_sink; }
    const std::string& path() const { return m_path; }

    std::string str(const char* key, bool required = true, std::string def = {}) const;
    /// A number that must be >= minValue (and > minValue when strict), finite and at most
    /// limits::kMaxNumber in magnitude.
    double num(const char* key, bool required, double def, double minValue = 0.0,
               bool strict = false) const;
    std::optional<double> optNum(const char* key, double minValue = 0.0) const;
    /// A whole number in [minValue, maxValue]; the default ceiling keeps it an int, so a
    /// static_cast<int> of the result is exact (4294967295 is an error, not -1).
    long long integer(const char* key, bool required, long long def, long long minValue = 0,
                      long long maxValue = kIntMax, const char* boundName = nullptr) const;
    static constexpr long long kIntMax = 2147483647;
    bool boolean(const char* key, bool def) const;
    /// A string that must be one of `allowed`. Every text value is at most limits::kMaxStringChars.
    std::string oneOf(const char* key, const std::vector<std::string>& allowed, bool required,
                      std::string def = {}) const;

    void error(const std::string& key, Message message) const;
    bool failed() const { return m_sink.size() > m_start; }

private:
    const nlohmann::json& m_obj;
    std::string m_path;
    std::vector<Diagnostic>& m_sink;
    std::string m_file;
    size_t m_start;
};

} // namespace cc::model
