#pragma once
// Number formatting shared by the pages of the PDF proposal: units on every number.
#include <QCoreApplication>
#include <QString>

#include "views/style/Text.h"

#include <string>

namespace cc::views::pdf {

/// Translation context of every string of the proposal ("Proposal" in the .ts files).
class Proposal {
    Q_DECLARE_TR_FUNCTIONS(Proposal)
};

using views::q; // views/style/Text.h
/// 12500 -> "12,500" in the user's locale.
QString count(long long n);
/// With a decimal SI prefix: (3.2e12, "B/s") -> "3.20 TB/s".
QString si(double v, const char* unit);
/// Exact dollars for tables: 1234567.4 -> "$1,234,567".
QString dollars(double v);
/// Short dollars for key figures: "$1.23M".
QString dollarsShort(double v);
/// 0.4123 -> "41.2 %".
QString percent(double fraction);
/// Seconds as ms, s, min, h or days, whichever reads best.
QString duration(double s);
/// Bytes of GPU memory in GiB.
QString gib(double bytes);
/// "1 GPU", "1,024 GPUs".
QString gpus(long long n);
/// Parameters of a model: "70.6 billion".
QString parameterCount(double n);
/// A plain number with `decimals` decimals in the user's locale.
QString number(double v, int decimals);
/// Model or catalog text as a customer may read it: references to ClusterCanvas's internal
/// notes (components.md, formulas.md, a bare PERFORMANCE.md) are taken out, keeping the real
/// sources they sit next to. A safety net: the data should cite the real sources itself.
QString customerText(const std::string& s);
/// The same for a model message, rendered in the user's language first.
QString customerText(const model::Message& m);

} // namespace cc::views::pdf
