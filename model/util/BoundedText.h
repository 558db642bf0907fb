#pragma once
// Number texts that stay bounded for any double (issue 13): never a wrapped int such as
// "-2147483648 %", never "inf" or "nan". Not-finite values read "n/a", as in Format.h.
#include <string>

namespace cc::model {

/// A fraction as a whole percentage: 0.456 -> "46 %"; past a billion percent in 3 significant
/// digits ("4.00e+30 %"); "n/a" when the percentage is not finite.
std::string percent(double fraction);
/// A plain number in up to 6 significant digits: 0.5 -> "0.5", 4 -> "4", 1e21 -> "1e+21".
std::string plainNumber(double value);

} // namespace cc::model
