#pragma once
// The one conversion between the model's UTF-8 strings and Qt's (issue 11: it was defined ten
// times), plus HTML-escaped and string_view variants.
#include "views/text/MessageText.h"

#include <QString>

#include <string>
#include <string_view>

namespace cc::views {

/// UTF-8 model text as a QString.
inline QString q(const std::string& s)
{
    return QString::fromStdString(s);
}
inline QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}
inline QString q(const char* s)
{
    return QString::fromUtf8(s);
}
/// A model message rendered in the user's language (views/text/MessageText.h).
inline QString q(const model::Message& m)
{
    return renderMessage(m);
}
/// The same, escaped for rich text.
inline QString qHtml(const std::string& s)
{
    return q(s).toHtmlEscaped();
}
inline QString qHtml(const model::Message& m)
{
    return renderMessage(m).toHtmlEscaped();
}
/// A QString as UTF-8 model text.
inline std::string u8(const QString& s)
{
    return s.toStdString();
}

} // namespace cc::views
