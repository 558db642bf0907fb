#include "app/cli/CliArgs.h"
#include "app/cli/CliText.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace cc::app {

namespace {
std::string shortNumber(double x)
{
    std::ostringstream o;
    o << x; // 0.5, 1e+16: not std::to_string's 0.500000
    return o.str();
}
} // namespace

CliArgs::CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& valued,
                 const std::vector<std::string>& flags)
{
    auto in = [](const std::vector<std::string>& v, const std::string& s) {
        return std::find(v.begin(), v.end(), s) != v.end();
    };
    for (size_t i = 0; i < args.size(); ++i) {
        std::string a = args[i];
        if (a.size() > 1 && a[0] == '-' &&
            !(a.size() > 1 && std::isdigit(static_cast<unsigned char>(a[1])))) {
            std::string value;
            bool inlineValue = false;
            if (const auto eq = a.find('='); eq != std::string::npos) {
                value = a.substr(eq + 1);
                a = a.substr(0, eq);
                inlineValue = true;
            }
            if (in(valued, a)) {
                if (!inlineValue) {
                    if (i + 1 >= args.size())
                        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 needs a value"), {a});
                    value = args[++i];
                }
                m_values[a].push_back(value);
            } else if (in(flags, a) && !inlineValue) {
                m_flags[a] = true;
            } else {
                throw usageError(QT_TRANSLATE_NOOP("Cli", "unknown option %1"), {a});
            }
        } else {
            m_positional.push_back(a);
        }
    }
}

std::optional<std::string> CliArgs::value(const std::string& name) const
{
    const auto it = m_values.find(name);
    if (it == m_values.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> CliArgs::values(const std::string& name) const
{
    const auto it = m_values.find(name);
    return it == m_values.end() ? std::vector<std::string>{} : it->second;
}

std::string CliArgs::require(const std::string& name) const
{
    if (auto v = value(name))
        return *v;
    throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 is required"), {name});
}

long long CliArgs::integer(const std::string& name, long long def, long long min) const
{
    const auto v = value(name);
    if (!v)
        return def;
    size_t used = 0;
    long long x = 0;
    try {
        x = std::stoll(*v, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != v->size())
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1: '%2' is not a whole number"), {name, *v});
    if (x < min)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1: must be at least %2, got %3"),
                         {name, std::to_string(min), *v});
    return x;
}

double CliArgs::number(const std::string& name, double def, double min) const
{
    const auto v = value(name);
    if (!v)
        return def;
    size_t used = 0;
    double x = 0;
    try {
        x = std::stod(*v, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != v->size() || !std::isfinite(x))
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1: '%2' is not a number"), {name, *v});
    if (x < min)
        throw usageError(QT_TRANSLATE_NOOP("Cli", "%1: must be at least %2, got %3"),
                         {name, shortNumber(min), *v});
    return x;
}

} // namespace cc::app
