#include "model/util/TerminalColumns.h"

namespace cc::model {

namespace {

/// Whether a code point takes two terminal columns: Hangul Jamo, CJK, kana, full-width forms.
bool wide(char32_t cp)
{
    return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) ||
           (cp >= 0xAC00 && cp <= 0xD7A3) || (cp >= 0xF900 && cp <= 0xFAFF) ||
           (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60) ||
           (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
}

/// The code point at `s[i]` and its byte length (a broken sequence counts its bytes one by one).
char32_t decode(const std::string& s, std::size_t i, std::size_t& len)
{
    const auto c = static_cast<unsigned char>(s[i]);
    len = c < 0x80 ? 1 : c < 0xC0 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
    if (i + len > s.size())
        len = 1;
    char32_t cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    for (std::size_t k = 1; k < len; ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
    return cp;
}

} // namespace

std::size_t terminalColumns(const std::string& s)
{
    std::size_t n = 0;
    for (std::size_t i = 0, len = 0; i < s.size(); i += len)
        n += wide(decode(s, i, len)) ? 2 : 1;
    return n;
}

std::string padLeft(const std::string& s, std::size_t width)
{
    const std::size_t n = terminalColumns(s);
    return n >= width ? s : std::string(width - n, ' ') + s;
}

std::string padRight(const std::string& s, std::size_t width)
{
    const std::size_t n = terminalColumns(s);
    return n >= width ? s : s + std::string(width - n, ' ');
}

std::string clipColumns(const std::string& s, std::size_t width)
{
    if (terminalColumns(s) <= width)
        return s;
    if (width == 0)
        return {};
    std::size_t used = 0, i = 0, len = 0;
    for (; i < s.size(); i += len) {
        const std::size_t w = wide(decode(s, i, len)) ? 2 : 1;
        if (used + w > width - 1) // keep one column for the ellipsis
            break;
        used += w;
    }
    return s.substr(0, i) + "…";
}

} // namespace cc::model
