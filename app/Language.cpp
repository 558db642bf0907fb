#include "app/Language.h"

#include "model/text/Message.h"
#include "views/text/MessageText.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <stdexcept>

namespace cc::app {

namespace {

constexpr const char* kSettingsKey = "language";

QLocale localeOf(const QString& code)
{
    if (code == QLatin1String("zh_CN"))
        return QLocale(QLocale::Chinese, QLocale::SimplifiedChineseScript, QLocale::China);
    if (code == QLatin1String("zh_TW"))
        return QLocale(QLocale::Chinese, QLocale::TraditionalChineseScript, QLocale::Taiwan);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString languageOf(const QLocale& l)
{
    if (l.language() != QLocale::Chinese)
        return QStringLiteral("en");
    const bool traditional = l.script() == QLocale::TraditionalChineseScript ||
                             l.territory() == QLocale::Taiwan ||
                             l.territory() == QLocale::HongKong || l.territory() == QLocale::Macau;
    return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
}

/// The translators installed by the last installLanguage(), replaced by the next one.
std::vector<QTranslator*>& installed()
{
    static std::vector<QTranslator*> list;
    return list;
}

} // namespace

const std::vector<QString>& languageCodes()
{
    static const std::vector<QString> codes{QStringLiteral("en"), QStringLiteral("zh_CN"),
                                            QStringLiteral("zh_TW")};
    return codes;
}

QString languageNativeName(const QString& code)
{
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (code == QLatin1String("zh_TW"))
        return QStringLiteral("繁體中文");
    return QStringLiteral("English");
}

std::optional<QString> parseLanguage(const std::string& text)
{
    QString t = QString::fromStdString(text).trimmed();
    t.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (t.compare(QLatin1String("en"), Qt::CaseInsensitive) == 0 ||
        t.compare(QLatin1String("en_US"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("en");
    if (t.compare(QLatin1String("zh_CN"), Qt::CaseInsensitive) == 0 ||
        t.compare(QLatin1String("zh_Hans"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("zh_CN");
    if (t.compare(QLatin1String("zh_TW"), Qt::CaseInsensitive) == 0 ||
        t.compare(QLatin1String("zh_Hant"), Qt::CaseInsensitive) == 0)
        return QStringLiteral("zh_TW");
    return std::nullopt;
}

QString systemLanguage()
{
    return languageOf(QLocale::system());
}

QString preferredLanguage()
{
    const QString saved = QSettings().value(QLatin1String(kSettingsKey)).toString();
    if (const auto code = parseLanguage(saved.toStdString()))
        return *code;
    return systemLanguage();
}

void savePreferredLanguage(const QString& code)
{
    QSettings().setValue(QLatin1String(kSettingsKey), code);
}

bool installLanguage(const QString& code)
{
    for (QTranslator* t : installed()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    installed().clear();
    // Numbers: the chosen language's conventions; the system's own locale when it is the same
    // language (its digit grouping and date formats are what the user set).
    // (The C locale has no digit grouping: messages then use en_US, the rest of Qt stays as is.)
    const QLocale sys = QLocale::system();
    const bool sameAsSystem = languageOf(sys) == code && sys.language() != QLocale::C;
    const QLocale locale = sameAsSystem ? sys : localeOf(code);
    if (languageOf(sys) != code)
        QLocale::setDefault(locale);
    views::setMessageLocale(locale);
    model::setMessageRenderer(views::messageRenderer());
    if (code == QLatin1String("en"))
        return true;
    bool ok = false;
    auto* ours = new QTranslator;
    if (ours->load(QStringLiteral(":/i18n/clustercanvas_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(ours);
        installed().push_back(ours);
        ok = true;
    } else {
        delete ours;
    }
    // Qt's own strings (standard buttons, dialogs), when Debian's qt6-translations-l10n is there.
    auto* qt = new QTranslator;
    if (qt->load(localeOf(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installed().push_back(qt);
    } else {
        delete qt;
    }
    return ok;
}

std::optional<QString> takeLanguageOption(std::vector<std::string>& args)
{
    std::optional<QString> lang;
    for (size_t i = 0; i < args.size();) {
        std::string value;
        if (args[i] == "--lang") {
            if (i + 1 >= args.size())
                throw std::invalid_argument("--lang needs a value: en, zh_CN or zh_TW");
            value = args[i + 1];
            args.erase(args.begin() + static_cast<std::ptrdiff_t>(i),
                       args.begin() + static_cast<std::ptrdiff_t>(i) + 2);
        } else if (args[i].rfind("--lang=", 0) == 0) {
            value = args[i].substr(7);
            args.erase(args.begin() + static_cast<std::ptrdiff_t>(i));
        } else {
            ++i;
            continue;
        }
        lang = parseLanguage(value);
        if (!lang)
            throw std::invalid_argument("--lang: unknown language '" + value +
                                        "' (use en, zh_CN or zh_TW)");
    }
    return lang;
}

} // namespace cc::app
