#pragma once
// Number formats shared by the charts' axes, labels and tooltips.
#include <QString>

namespace cc::views::charts {

/// A US-dollar axis unit picked from the largest value shown: $, $k, $M or $B.
struct UsdScale {
    double divisor = 1; ///< US$ per axis unit
    QString unit;       ///< "$", "$k", "$M", "$B"
};
UsdScale usdScale(double maxUsd);
/// Exact to the dollar with the short form: "$43,456,640 ($43.5M)".
QString exactUsd(double usd);
/// The short form only: "$43.5M", "$276k", "$950".
QString shortUsd(double usd);
/// Three significant digits with an SI prefix: 98,300 → "98.3 k"; 1,234,000 → "1.23 M".
QString compactNumber(double v);
/// A fraction as a percentage with one decimal, "< 0.1 %" for tiny non-zero ones.
QString percentText(double fraction);
/// Bytes as GiB with `decimals` decimals: "73.4 GiB".
QString gibText(double bytes, int decimals = 1);
/// Watts as "30.6 kW" or, from 1 MW, "1.36 MW".
QString powerText(double watts);

} // namespace cc::views::charts
