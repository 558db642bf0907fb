// Renders model::Message through Qt's translation (context "Message"; terms: context "Term").
#include "views/text/MessageText.h"

#include "model/analysis/Report.h"
#include "model/text/MsgCount.h"

#include <QCoreApplication>
#include <QHash>

#include <cmath>

namespace cc::views {

namespace {

QLocale& localeRef()
{
    static QLocale locale;
    return locale;
}

/// code → English template, built once from the per-area tables.
const QHash<QByteArray, const char*>& messageTemplates()
{
    static const QHash<QByteArray, const char*> all = [] {
        QHash<QByteArray, const char*> h;
        for (const MessageTemplate& m : allTemplates())
            h.insert(QByteArray(m.code), m.text);
        return h;
    }();
    return all;
}

const QHash<QByteArray, const char*>& termTemplates()
{
    static const QHash<QByteArray, const char*> all = [] {
        QHash<QByteArray, const char*> h;
        for (auto table :
             {detail::termTemplates, detail::boundTermTemplates, detail::verdictTermTemplates})
            for (const char* t : table())
                h.insert(QByteArray(t), t);
        return h;
    }();
    return all;
}

QString number(double v, int decimals)
{
    if (!std::isfinite(v))
        return QCoreApplication::translate("Unit", "n/a"); // lupdate reads tr(a, b, c) as a plural
    return localeRef().toString(v, 'f', decimals < 0 ? 0 : decimals);
}

QString unit(const std::string& u)
{
    return QCoreApplication::translate("Unit", u.c_str());
}

/// Decimal SI prefix, `digits` significant digits: 3.2e12 B/s → "3.20 TB/s".
QString siText(double value, const std::string& u, int digits)
{
    static const char* prefixes[] = {"", "k", "M", "G", "T", "P", "E"};
    if (!std::isfinite(value))
        return number(value, 0);
    int p = 0;
    double v = value;
    while (std::fabs(v) >= 1000 && p < 6) {
        v /= 1000;
        ++p;
    }
    const int decimals = std::fabs(v) >= 100  ? digits - 3
                         : std::fabs(v) >= 10 ? digits - 2
                                              : digits - 1;
    const QString un = unit(u);
    if (p == 0 && un.isEmpty()) // a bare count: "481", not "481 " before the caller's unit
        return number(v, decimals);
    return number(v, decimals) + QLatin1Char(' ') + QLatin1String(prefixes[p]) + un;
}

QString bytesText(double bytes)
{
    static const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
    if (!std::isfinite(bytes))
        return number(bytes, 0);
    int u = 0;
    double v = bytes;
    while (std::fabs(v) >= 1024 && u < 5) {
        v /= 1024;
        ++u;
    }
    return number(v, std::fabs(v) >= 100 ? 0 : 1) + QLatin1Char(' ') + QLatin1String(units[u]);
}

QString durationText(double s)
{
    if (!std::isfinite(s))
        return number(s, 0);
    if (s < 120)
        return QCoreApplication::translate("Unit", "%1 s").arg(number(s, s < 10 ? 2 : 1));
    if (s < 2 * 3600)
        return QCoreApplication::translate("Unit", "%1 min").arg(number(s / 60, 1));
    if (s < 3 * 86400)
        return QCoreApplication::translate("Unit", "%1 h").arg(number(s / 3600, 1));
    return QCoreApplication::translate("Unit", "%1 days").arg(number(s / 86400, 1));
}

QString usdText(double v)
{
    if (!std::isfinite(v))
        return number(v, 0);
    const QLocale& l = localeRef();
    if (std::fabs(v) < 10000)
        return QLatin1Char('$') + l.toString(static_cast<qlonglong>(std::llround(v)));
    if (std::fabs(v) < 1e6)
        return QLatin1Char('$') + number(v / 1e3, 1) + QLatin1Char('k');
    if (std::fabs(v) < 1e9)
        return QLatin1Char('$') + number(v / 1e6, 2) + QLatin1Char('M');
    return QLatin1Char('$') + number(v / 1e9, 2) + QLatin1Char('B');
}

} // namespace

QString renderTerm(const std::string& code)
{
    const auto& terms = termTemplates();
    if (auto it = terms.constFind(QByteArray::fromStdString(code)); it != terms.constEnd())
        return QCoreApplication::translate("Term", it.value());
    return QString::fromStdString(code);
}

std::string termText(const std::string& term)
{
    return renderTerm(term).toStdString();
}

bool hasTerm(const std::string& term)
{
    return termTemplates().contains(QByteArray::fromStdString(term));
}

namespace {

/// Substitutes %1..%n in one pass, so an argument that itself holds "%2" stays as it is.
QString fill(const QString& tmpl, const QStringList& args)
{
    QString out;
    out.reserve(tmpl.size() + 16 * args.size());
    for (qsizetype i = 0; i < tmpl.size(); ++i) {
        const QChar c = tmpl.at(i);
        if (c == QLatin1Char('%') && i + 1 < tmpl.size() && tmpl.at(i + 1).isDigit()) {
            qsizetype j = i + 1;
            int n = 0;
            while (j < tmpl.size() && tmpl.at(j).isDigit() && n < 100)
                n = n * 10 + tmpl.at(j++).digitValue();
            if (n >= 1 && n <= args.size()) {
                out += args.at(n - 1);
                i = j - 1;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace

void setMessageLocale(const QLocale& locale)
{
    localeRef() = locale;
}

QLocale messageLocale()
{
    return localeRef();
}

QString renderArg(const model::MsgArg& a)
{
    using K = model::MsgArg::Kind;
    switch (a.kind) {
    case K::Name:
        return QString::fromStdString(a.text);
    case K::Term:
        return renderTerm(a.text);
    case K::Integer:
        return localeRef().toString(static_cast<qlonglong>(model::countOf(a)));
    case K::Real:
        return number(a.value, a.digits);
    case K::Si:
        return siText(a.value, a.text, a.digits);
    case K::Bytes:
        return bytesText(a.value);
    case K::Duration:
        return durationText(a.value);
    case K::Percent:
        return QCoreApplication::translate("Unit", "%1 %").arg(number(a.value * 100, a.digits));
    case K::Usd:
        return usdText(a.value);
    case K::Nested:
        return a.parts.empty() ? QString() : renderMessage(a.parts.front());
    case K::List: {
        QStringList items;
        for (const auto& m : a.parts)
            items << renderMessage(m);
        return items.join(QCoreApplication::translate("Unit", ", "));
    }
    }
    return {};
}

QString renderMessage(const model::Message& m)
{
    if (m.empty())
        return {};
    QStringList args;
    args.reserve(static_cast<qsizetype>(m.args.size()));
    for (const auto& a : m.args)
        args << renderArg(a);
    if (m.isLegacy())
        return args.join(QLatin1Char(' '));
    const auto& all = messageTemplates();
    const auto it = all.constFind(QByteArray::fromStdString(m.code));
    if (it == all.constEnd())
        return QString::fromStdString(m.code) + QLatin1Char('(') + args.join(QStringLiteral(", ")) +
               QLatin1Char(')');
    return fill(QCoreApplication::translate("Message", it.value(), m.code.c_str()), args);
}

std::string renderMessageUtf8(const model::Message& m)
{
    return renderMessage(m).toStdString();
}

model::MessageRenderer messageRenderer()
{
    return [](const model::Message& m) { return renderMessageUtf8(m); };
}

QString quantityName(const std::string& key)
{
    const model::Message label = model::quantityLabel(key);
    return hasTemplate(label.code) ? renderMessage(label) : QString::fromStdString(key);
}

bool hasTemplate(const std::string& code)
{
    return messageTemplates().contains(QByteArray::fromStdString(code));
}

std::vector<MessageTemplate> allTemplates()
{
    std::vector<MessageTemplate> out;
    for (auto t : {detail::analysisTemplates, detail::trainingTemplates, detail::explainTemplates,
                   detail::sourceTemplates, detail::editTemplates, detail::stepTermTemplates,
                   detail::fitPlanTemplates, detail::fileTemplates, detail::reportTemplates,
                   detail::inputTemplates, detail::quantityTemplates, detail::generatorTemplates})
        for (const MessageTemplate& m : t())
            out.push_back(m);
    return out;
}

} // namespace cc::views
