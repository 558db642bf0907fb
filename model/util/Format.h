#pragma once
// Human-readable numbers for text output (model side: no Qt). Decimal SI prefixes.
#include <string>

namespace cc::model {

/// 1234567 -> "1,234,567".
std::string withThousands(long long n);
/// value with a decimal SI prefix and unit: (3.2e12, "B/s") -> "3.20 TB/s".
std::string siUnits(double value, const std::string& unit, int digits = 3);
/// DRAM sizes in binary units, as vendors mean "80 GB" of HBM: 85899345920 -> "80.0 GiB".
std::string gibibytes(double bytes);
/// US dollars: 1234567.8 -> "$1.23M"; under 10,000 exact to the dollar.
std::string usd(double value);

} // namespace cc::model
