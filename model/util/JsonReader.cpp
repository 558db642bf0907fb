#include "model/util/JsonReader.h"

#include <cmath>

namespace cc::model {

namespace {
const nlohmann::json& emptyObject()
{
    static const nlohmann::json e = nlohmann::json::object();
    return e;
}
} // namespace

JsonReader::JsonReader(const nlohmann::json& obj, std::string path, std::vector<Diagnostic>& sink,
                       std::string file)
    : m_obj(obj), m_path(std::move(path)), m_sink(sink), m_file(std::move(file)),
      m_start(sink.size())
{
}

bool JsonReader::has(const char* key) const
{
    return m_obj.is_object() && m_obj.contains(key) && !m_obj.at(key).is_null();
}

const nlohmann::json* JsonReader::raw(const char* key) const
{
    return has(key) ? &m_obj.at(key) : nullptr;
}

std::string JsonReader::pathOf(const char* key) const
{
    return m_path.empty() ? std::string(key) : m_path + "." + key;
}

JsonReader JsonReader::child(const char* key) const
{
    if (const auto* c = raw(key)) {
        if (!c->is_object())
            error(key, "must be an object");
        else
            return JsonReader(*c, pathOf(key), m_sink, m_file);
    }
    return JsonReader(emptyObject(), pathOf(key), m_sink, m_file);
}

void JsonReader::error(const std::string& key, const std::string& message) const
{
    m_sink.push_back({m_file, key.empty() ? m_path : pathOf(key.c_str()), message});
}

std::string JsonReader::str(const char* key, bool required, std::string def) const
{
    const auto* v = raw(key);
    if (!v) {
        if (required)
            error(key, "is missing (a text value is required)");
        return def;
    }
    if (!v->is_string()) {
        error(key, "must be a text value");
        return def;
    }
    return v->get<std::string>();
}

double JsonReader::num(const char* key, bool required, double def, double minValue,
                       bool strict) const
{
    const auto* v = raw(key);
    if (!v) {
        if (required)
            error(key, "is missing (a number is required)");
        return def;
    }
    if (!v->is_number()) {
        error(key, "must be a number");
        return def;
    }
    const double x = v->get<double>();
    if (!std::isfinite(x) || (strict ? x <= minValue : x < minValue)) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%g", minValue);
        error(key, std::string("must be ") + (strict ? "> " : ">= ") + buf);
        return def;
    }
    return x;
}

std::optional<double> JsonReader::optNum(const char* key, double minValue) const
{
    if (!has(key))
        return std::nullopt;
    const double x = num(key, true, -1.0, minValue);
    if (x < minValue)
        return std::nullopt;
    return x;
}

long long JsonReader::integer(const char* key, bool required, long long def,
                              long long minValue) const
{
    const auto* v = raw(key);
    if (!v) {
        if (required)
            error(key, "is missing (a whole number is required)");
        return def;
    }
    if (!v->is_number_integer() && !(v->is_number_float() && std::floor(v->get<double>()) == v->get<double>())) {
        error(key, "must be a whole number");
        return def;
    }
    const long long x = v->is_number_integer() ? v->get<long long>()
                                               : static_cast<long long>(v->get<double>());
    if (x < minValue) {
        error(key, "must be >= " + std::to_string(minValue));
        return def;
    }
    return x;
}

bool JsonReader::boolean(const char* key, bool def) const
{
    const auto* v = raw(key);
    if (!v)
        return def;
    if (!v->is_boolean()) {
        error(key, "must be true or false");
        return def;
    }
    return v->get<bool>();
}

std::string JsonReader::oneOf(const char* key, const std::vector<std::string>& allowed,
                              bool required, std::string def) const
{
    const std::string s = str(key, required, def);
    if (!has(key))
        return def;
    for (const auto& a : allowed)
        if (a == s)
            return s;
    std::string list;
    for (const auto& a : allowed)
        list += (list.empty() ? "" : ", ") + a;
    error(key, "'" + s + "' is not one of: " + list);
    return def;
}

} // namespace cc::model
