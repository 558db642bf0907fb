#include "model/util/Format.h"

#include <cmath>
#include <cstdio>

namespace cc::model {

namespace {
/// Shown instead of a number that is not finite; the analysis reports the cause as a finding.
constexpr const char* kNotANumber = "n/a";
} // namespace

std::string withThousands(long long n)
{
    // Unsigned negation: -LLONG_MIN overflows a long long.
    const unsigned long long mag =
        n < 0 ? 0ULL - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
    std::string digits = std::to_string(mag);
    std::string out;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += ',';
        out += digits[i];
    }
    return n < 0 ? "-" + out : out;
}

std::string siUnits(double value, const std::string& unit, int digits)
{
    static const char* prefixes[] = {"", "k", "M", "G", "T", "P", "E"};
    if (!std::isfinite(value))
        return kNotANumber;
    int p = 0;
    double v = value;
    while (std::fabs(v) >= 1000 && p < 6) {
        v /= 1000;
        ++p;
    }
    char buf[64];
    const int decimals = std::fabs(v) >= 100  ? digits - 3
                         : std::fabs(v) >= 10 ? digits - 2
                                              : digits - 1;
    std::snprintf(buf, sizeof buf, "%.*f %s%s", decimals < 0 ? 0 : decimals, v, prefixes[p],
                  unit.c_str());
    return buf;
}

std::string gibibytes(double bytes)
{
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    if (!std::isfinite(bytes))
        return kNotANumber;
    int u = 0;
    double v = bytes;
    while (std::fabs(v) >= 1024 && u < 5) {
        v /= 1024;
        ++u;
    }
    char buf[48];
    std::snprintf(buf, sizeof buf, std::fabs(v) >= 100 ? "%.0f %s" : "%.1f %s", v, units[u]);
    return buf;
}

std::string usd(double value)
{
    char buf[64];
    if (!std::isfinite(value))
        return kNotANumber;
    if (std::fabs(value) < 10000)
        std::snprintf(buf, sizeof buf, "$%s", withThousands(std::llround(value)).c_str());
    else if (std::fabs(value) < 1e6)
        std::snprintf(buf, sizeof buf, "$%.1fk", value / 1e3);
    else if (std::fabs(value) < 1e9)
        std::snprintf(buf, sizeof buf, "$%.2fM", value / 1e6);
    else
        std::snprintf(buf, sizeof buf, "$%.2fB", value / 1e9);
    return buf;
}

} // namespace cc::model
