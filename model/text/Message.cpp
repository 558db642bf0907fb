#include "model/text/Message.h"

#include "model/text/MsgCount.h"
#include "model/util/Format.h"

#include <cstdio>
#include <ostream>

namespace cc::model {

bool MsgArg::operator==(const MsgArg&) const = default;
bool Message::operator==(const Message&) const = default;

Message::Message(const std::string& prose)
{
    if (!prose.empty()) {
        code = kLegacyCode;
        args.push_back(arg::name(prose));
    }
}

Message::Message(const char* prose) : Message(std::string(prose ? prose : "")) {}

bool Message::isLegacy() const
{
    return code == kLegacyCode;
}

namespace arg {

namespace {
MsgArg make(MsgArg::Kind k, double v = 0, std::string text = {}, int digits = 3)
{
    MsgArg a;
    a.kind = k;
    a.value = v;
    a.text = std::move(text);
    a.digits = digits;
    return a;
}
} // namespace

MsgArg name(std::string text)
{
    return make(MsgArg::Kind::Name, 0, std::move(text));
}
MsgArg term(std::string code)
{
    return make(MsgArg::Kind::Term, 0, std::move(code));
}
MsgArg count(long long n)
{
    return make(MsgArg::Kind::Integer, static_cast<double>(n));
}
MsgArg real(double v, int decimals)
{
    return make(MsgArg::Kind::Real, v, {}, decimals);
}
MsgArg si(double v, std::string unit, int digits)
{
    return make(MsgArg::Kind::Si, v, std::move(unit), digits);
}
MsgArg bytes(double v)
{
    return make(MsgArg::Kind::Bytes, v);
}
MsgArg duration(double seconds)
{
    return make(MsgArg::Kind::Duration, seconds);
}
MsgArg percent(double fraction, int decimals)
{
    return make(MsgArg::Kind::Percent, fraction, {}, decimals);
}
MsgArg usd(double dollars)
{
    return make(MsgArg::Kind::Usd, dollars);
}
MsgArg msg(Message m)
{
    MsgArg a = make(MsgArg::Kind::Nested);
    a.parts.push_back(std::move(m));
    return a;
}
MsgArg list(std::vector<Message> items)
{
    MsgArg a = make(MsgArg::Kind::List);
    a.parts = std::move(items);
    return a;
}

} // namespace arg

namespace {

std::string argText(const MsgArg& a)
{
    char buf[64];
    switch (a.kind) {
    case MsgArg::Kind::Name:
    case MsgArg::Kind::Term:
        return a.text;
    case MsgArg::Kind::Integer:
        return withThousands(countOf(a));
    case MsgArg::Kind::Real:
        std::snprintf(buf, sizeof buf, "%.*f", a.digits, a.value);
        return buf;
    case MsgArg::Kind::Si:
        return siUnits(a.value, a.text, a.digits);
    case MsgArg::Kind::Bytes:
        return gibibytes(a.value);
    case MsgArg::Kind::Duration:
        std::snprintf(buf, sizeof buf, "%.3g s", a.value);
        return buf;
    case MsgArg::Kind::Percent:
        std::snprintf(buf, sizeof buf, "%.*f %%", a.digits, a.value * 100);
        return buf;
    case MsgArg::Kind::Usd:
        return usd(a.value);
    case MsgArg::Kind::Nested:
    case MsgArg::Kind::List: {
        std::string s;
        for (const auto& m : a.parts)
            s += (s.empty() ? "" : ", ") + debugText(m);
        return s;
    }
    }
    return {};
}

} // namespace

std::string debugText(const Message& m)
{
    if (m.isLegacy() && m.args.size() == 1)
        return m.args.front().text;
    std::string s = m.code;
    if (m.args.empty())
        return s;
    s += '(';
    for (size_t i = 0; i < m.args.size(); ++i)
        s += (i ? ", " : "") + argText(m.args[i]);
    return s + ')';
}

namespace {
MessageRenderer& installed()
{
    static MessageRenderer r;
    return r;
}
} // namespace

void setMessageRenderer(MessageRenderer r)
{
    installed() = std::move(r);
}

std::string renderText(const Message& m)
{
    return installed() ? installed()(m) : debugText(m);
}

std::ostream& operator<<(std::ostream& o, const Message& m)
{
    return o << renderText(m);
}

void collectMessages(const Message& m, std::vector<const Message*>& out)
{
    out.push_back(&m);
    for (const auto& a : m.args)
        for (const auto& p : a.parts)
            collectMessages(p, out);
}

} // namespace cc::model
