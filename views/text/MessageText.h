#pragma once
// The edge of "messages as data": renders a model::Message in the user's language. Each message
// code has an English template (the translatable source string, context "Message", the code as
// the translator's disambiguation) with %1, %2, ... for the arguments; the arguments are
// formatted for the locale (digit grouping, decimal sign) with SI units kept.
#include "model/text/Message.h"

#include <QLocale>
#include <QString>

#include <span>
#include <string>
#include <vector>

namespace cc::views {

/// One English template with %1..%n, and its code. Tables are written
/// `QT_TRANSLATE_NOOP3("Message", "English text", "CODE")`, which lupdate extracts with the
/// code as disambiguation (see the Messages*.cpp tables).
struct MessageTemplate {
    const char* text;
    const char* code;
};

/// The locale numbers are formatted in (set with the language at start-up).
void setMessageLocale(const QLocale& locale);
QLocale messageLocale();

/// The message in the current language; a code without a template shows "CODE(args)".
QString renderMessage(const model::Message& m);
/// The same as UTF-8, for model/io writers (a model::MessageRenderer).
std::string renderMessageUtf8(const model::Message& m);
model::MessageRenderer messageRenderer();
/// One argument as text.
QString renderArg(const model::MsgArg& a);
/// A term (part kind, category, tier, ... — the English word is its code) in the current
/// language; an unknown term is shown as it is.
QString renderTerm(const std::string& term);
/// renderTerm as UTF-8, for model/ text writers that take a term renderer (the cabling list).
std::string termText(const std::string& term);
/// Whether the term is in the term table (tst_messages).
bool hasTerm(const std::string& term);

/// The name of an explained quantity (Explanation::quantity) in the current language; a key
/// without a name is shown as it is.
QString quantityName(const std::string& key);

/// Whether the code has a template; every code model/ emits must have one (tst_messages).
bool hasTemplate(const std::string& code);
/// Every template, for tests.
std::vector<MessageTemplate> allTemplates();

namespace detail {
std::span<const MessageTemplate> analysisTemplates();
std::span<const MessageTemplate> trainingTemplates();
std::span<const MessageTemplate> explainTemplates();
std::span<const MessageTemplate> sourceTemplates();
std::span<const MessageTemplate> editTemplates();
std::span<const MessageTemplate> stepTermTemplates();
std::span<const MessageTemplate> fitPlanTemplates();
std::span<const MessageTemplate> fileTemplates();
std::span<const MessageTemplate> inputTemplates();
std::span<const MessageTemplate> reportTemplates();
std::span<const MessageTemplate> quantityTemplates();
std::span<const MessageTemplate> generatorTemplates();
std::span<const char* const> termTemplates();
std::span<const char* const> boundTermTemplates();
std::span<const char* const> verdictTermTemplates();
} // namespace detail

} // namespace cc::views
