#include "views/export/ProposalFormat.h"

#include "model/util/Format.h"

#include <QLocale>
#include <QRegularExpression>

#include <cmath>
#include <utility>
#include <vector>

namespace cc::views::pdf {

QString count(long long n)
{
    return QLocale().toString(n);
}

QString gpus(long long n)
{
    return n == 1 ? Proposal::tr("1 GPU") : Proposal::tr("%1 GPUs").arg(count(n));
}

QString si(double v, const char* unit)
{
    // A number never wraps away from its unit.
    return q(model::siUnits(v, unit)).replace(QLatin1Char(' '), QChar::Nbsp);
}

QString dollars(double v)
{
    return QStringLiteral("$") + QLocale().toString(std::round(v), 'f', 0);
}

QString dollarsShort(double v)
{
    return q(model::usd(v));
}

QString percent(double fraction)
{
    return Proposal::tr("%1\u00a0%").arg(QLocale().toString(fraction * 100, 'f', 1));
}

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString duration(double s)
{
    if (!(s > 0) || !std::isfinite(s))
        return QStringLiteral("–");
    if (s < 1e-3)
        return Proposal::tr("%1\u00a0µs").arg(QLocale().toString(s * 1e6, 'g', 3));
    if (s < 1)
        return Proposal::tr("%1\u00a0ms").arg(QLocale().toString(s * 1e3, 'g', 3));
    if (s < 120)
        return Proposal::tr("%1\u00a0s").arg(number(s, 1));
    if (s < 7200)
        return Proposal::tr("%1\u00a0min").arg(number(s / 60, 1));
    if (s < 3 * 86400)
        return Proposal::tr("%1\u00a0h").arg(number(s / 3600, 1));
    return Proposal::tr("%1\u00a0"
                        "days")
        .arg(number(s / 86400, 1));
}

QString gib(double bytes)
{
    return q(model::gibibytes(bytes)).replace(QLatin1Char(' '), QChar::Nbsp);
}

QString parameterCount(double n)
{
    const QLocale loc;
    if (n >= 1e12)
        return Proposal::tr("%1 trillion").arg(loc.toString(n / 1e12, 'g', 3));
    if (n >= 1e9)
        return Proposal::tr("%1 billion").arg(loc.toString(n / 1e9, 'g', 3));
    if (n >= 1e6)
        return Proposal::tr("%1 million").arg(loc.toString(n / 1e6, 'g', 3));
    return count(static_cast<long long>(n));
}

QString customerText(const std::string& s)
{
    // Ordered: phrases that only make sense with the note ("not in components.md"), a whole
    // parenthetical reference, a reference with its section and tag ("components.md B.7 (A50):",
    // "(A49; noze.it)" keeps the real source), a bare reference; then the punctuation left.
    static const std::vector<std::pair<QRegularExpression, QString>> rules = [] {
        const QString note = QStringLiteral("(?:components|formulas)\\.md");
        const QString sec =
            QStringLiteral("(?:\\s+(?:[A-Z]\\.\\d+|A\\d+)(?:\\s*/\\s*(?:[A-Z]\\.)?\\d+)*)?");
        auto re = [](const QString& p) { return QRegularExpression(p); };
        const QString perf = QStringLiteral("nccl-tests performance notes (NVIDIA)");
        return std::vector<std::pair<QRegularExpression, QString>>{
            {re(QStringLiteral(",?\\s*(?:but )?(?:not re-checked|not|U) in ") + note), {}},
            {re(QStringLiteral("\\s*\\(\\s*") + note + sec +
                QStringLiteral("(?:\\s+A\\d+)?\\s*\\)")),
             {}},
            {re(note + sec + QStringLiteral("\\s*\\(A\\d+\\)\\s*:\\s*")), {}},
            {re(note + sec + QStringLiteral("\\s*\\(A\\d+;\\s*([^)]*)\\)")), QStringLiteral("\\1")},
            {re(note + sec + QStringLiteral("(?:\\s+A\\d+)?\\s*[:;,]?")), {}},
            {re(QStringLiteral("nccl-tests PERFORMANCE\\.md")), perf},
            {re(QStringLiteral("\\bPERFORMANCE\\.md")), perf},
            {re(QStringLiteral("\\(\\s+")), QStringLiteral("(")},
            {re(QStringLiteral("\\s+([,;.)])")), QStringLiteral("\\1")},
            {re(QStringLiteral("\\s{2,}")), QStringLiteral(" ")},
            {re(QStringLiteral("\\(\\)")), {}},
            {re(QStringLiteral("^[\\s;,:]+|[\\s;,:]+$")), {}},
        };
    }();
    QString t = q(s);
    for (const auto& [pattern, with] : rules)
        t.replace(pattern, with);
    return t;
}

QString customerText(const model::Message& m)
{
    return customerText(q(m).toStdString());
}

} // namespace cc::views::pdf
