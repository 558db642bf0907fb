// Number formats shared by the charts' axes, labels and tooltips.
#include "views/charts/ChartFormat.h"

#include "views/charts/ChartBase.h" // tr() context of these strings

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

UsdScale usdScale(double maxUsd)
{
    if (maxUsd >= 1e9)
        return {1e9, ChartBase::tr("$B")};
    if (maxUsd >= 1e6)
        return {1e6, ChartBase::tr("$M")};
    if (maxUsd >= 1e3)
        return {1e3, ChartBase::tr("$k")};
    return {1, ChartBase::tr("$")};
}

QString shortUsd(double usd)
{
    const QLocale loc;
    const double a = std::abs(usd);
    if (a >= 1e9)
        return ChartBase::tr("$%1B").arg(loc.toString(usd / 1e9, 'f', 2));
    if (a >= 1e6)
        return ChartBase::tr("$%1M").arg(loc.toString(usd / 1e6, 'f', a >= 1e8 ? 0 : 1));
    if (a >= 1e4)
        return ChartBase::tr("$%1k").arg(loc.toString(usd / 1e3, 'f', 0));
    return ChartBase::tr("$%1").arg(loc.toString(usd, 'f', 0));
}

QString exactUsd(double usd)
{
    const QString exact = ChartBase::tr("$%1").arg(QLocale().toString(std::round(usd), 'f', 0));
    return std::abs(usd) >= 1e4 ? ChartBase::tr("%1 (%2)").arg(exact, shortUsd(usd)) : exact;
}

QString compactNumber(double v)
{
    const QLocale l;
    const double a = std::abs(v);
    if (a >= 1e9)
        return ChartBase::tr("%1 G").arg(l.toString(v / 1e9, 'g', 3));
    if (a >= 1e6)
        return ChartBase::tr("%1 M").arg(l.toString(v / 1e6, 'g', 3));
    if (a >= 1e3)
        return ChartBase::tr("%1 k").arg(l.toString(v / 1e3, 'g', 3));
    return l.toString(v, 'g', 3);
}

QString percentText(double fraction)
{
    if (fraction > 0 && fraction < 0.001)
        return ChartBase::tr("< 0.1 %");
    return ChartBase::tr("%1 %").arg(QLocale().toString(fraction * 100, 'f', 1));
}

QString gibText(double bytes, int decimals)
{
    return ChartBase::tr("%1 GiB").arg(
        QLocale().toString(bytes / (1024.0 * 1024.0 * 1024.0), 'f', decimals));
}

QString powerText(double w)
{
    const QLocale loc;
    if (w >= 1e6)
        return ChartBase::tr("%1 MW").arg(loc.toString(w / 1e6, 'f', 2));
    return ChartBase::tr("%1 kW").arg(loc.toString(w / 1e3, 'f', 1));
}

} // namespace cc::views::charts
