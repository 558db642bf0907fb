#pragma once
// The user interface language: English (the source language), 简体中文 or 繁體中文. Follows the
// system locale unless View ▸ Language (QSettings "language") or the CLI's --lang chose one.
#include <QString>

#include <optional>
#include <string>
#include <vector>

namespace cc::app {

/// The languages the product ships, as codes: "en", "zh_CN", "zh_TW".
const std::vector<QString>& languageCodes();
/// A language's own name for the menu: "English", "简体中文", "繁體中文".
QString languageNativeName(const QString& code);

/// "en", "zh_CN", "zh_TW" (also "zh-CN", "zh_Hans", "zh-TW", "zh_Hant"); nullopt otherwise.
std::optional<QString> parseLanguage(const std::string& text);
/// The shipped language closest to the system locale (zh_TW for Traditional Chinese locales).
QString systemLanguage();
/// The language saved by View ▸ Language, else the system's.
QString preferredLanguage();
void savePreferredLanguage(const QString& code);

/// Installs the translations of `code` (ours and Qt's own) into the running application, sets
/// the locale numbers are shown in and hands the message renderer to model/io writers. Needs a
/// QCoreApplication. Returns false when our translation file for `code` is missing (English
/// needs none).
bool installLanguage(const QString& code);

/// Removes `--lang X` / `--lang=X` from `args`; throws std::invalid_argument for a bad value.
std::optional<QString> takeLanguageOption(std::vector<std::string>& args);

} // namespace cc::app
