#include "model/util/JsonReader.h"

#include "model/io/InputLimits.h"

#include <climits>
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
{}

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
            error(key, Message::of("DIAG_NOT_OBJECT"));
        else
            return JsonReader(*c, pathOf(key), m_sink, m_file);
    }
    return JsonReader(emptyObject(), pathOf(key), m_sink, m_file);
}

void JsonReader::error(const std::string& key, Message message) const
{
    m_sink.push_back({m_file, key.empty() ? m_path : pathOf(key.c_str()), std::move(message)});
}

std::string JsonReader::str(const char* key, bool required, std::string def) const
{
    const auto* v = raw(key);
    if (!v) {
        if (required)
            error(key, Message::of("DIAG_MISSING_TEXT"));
        return def;
    }
    if (!v->is_string()) {
        error(key, Message::of("DIAG_NOT_TEXT"));
        return def;
    }
    const auto& s = v->get_ref<const std::string&>();
    if (static_cast<long long>(s.size()) > limits::kMaxStringChars) {
        error(key,
              Message{"DIAG_TEXT_TOO_LONG",
                      {arg::count(static_cast<long long>(s.size())),
                       arg::msg(limits::boundMessage(limits::kMaxStringChars, "text length"))}});
        return def;
    }
    return s;
}

double JsonReader::num(const char* key, bool required, double def, double minValue,
                       bool strict) const
{
    const auto* v = raw(key);
    if (!v) {
        if (required)
            error(key, Message::of("DIAG_MISSING_NUMBER"));
        return def;
    }
    if (!v->is_number()) {
        error(key, Message::of("DIAG_NOT_NUMBER"));
        return def;
    }
    const double x = v->get<double>();
    if (!std::isfinite(x) || std::fabs(x) > limits::kMaxNumber) {
        error(key, Message{"DIAG_NUMBER_TOO_LARGE", {arg::name(v->dump())}});
        return def;
    }
    if (strict ? x <= minValue : x < minValue) {
        char buf[64];
        std::snprintf(buf, sizeof buf, "%g", minValue);
        error(key, Message{strict ? "DIAG_GREATER_THAN" : "DIAG_AT_LEAST", {arg::name(buf)}});
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

long long JsonReader::integer(const char* key, bool required, long long def, long long minValue,
                              long long maxValue, const char* boundName) const
{
    const auto* v = raw(key);
    if (!v) {
        if (required)
            error(key, Message::of("DIAG_MISSING_INTEGER"));
        return def;
    }
    const bool wholeFloat = v->is_number_float() && std::isfinite(v->get<double>()) &&
                            std::floor(v->get<double>()) == v->get<double>();
    if (!v->is_number_integer() && !wholeFloat) {
        error(key, Message::of("DIAG_NOT_INTEGER"));
        return def;
    }
    // Out of the long long range first (an unsigned above 2^63, a float like 1e30), so no
    // conversion below wraps or is undefined.
    const bool huge = v->is_number_unsigned()
                          ? v->get<unsigned long long>() > static_cast<unsigned long long>(maxValue)
                          : v->is_number_float() && std::fabs(v->get<double>()) > 9.0e18;
    const bool hugeNegative = huge && v->get<double>() < 0;
    const long long x = hugeNegative             ? LLONG_MIN
                        : huge                   ? maxValue
                        : v->is_number_integer() ? v->get<long long>()
                                                 : static_cast<long long>(v->get<double>());
    if (!hugeNegative && (huge || x > maxValue)) {
        error(key,
              Message{"DIAG_TOO_LARGE",
                      {arg::name(v->dump()),
                       arg::msg(boundName ? limits::boundMessage(maxValue, boundName)
                                          : Message{"DIAG_AT_MOST", {arg::count(maxValue)}})}});
        return def;
    }
    if (x < minValue) {
        error(key, Message{"DIAG_AT_LEAST", {arg::count(minValue)}});
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
        error(key, Message::of("DIAG_NOT_BOOLEAN"));
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
    error(key, Message{"DIAG_NOT_ONE_OF", {arg::name(s), arg::name(list)}});
    return def;
}

} // namespace cc::model
