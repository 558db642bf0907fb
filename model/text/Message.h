#pragma once
// A user-facing message as data: a stable code plus typed arguments. model/ never assembles a
// sentence; the edge (views/text/MessageText.h) looks the code up, translates its English
// template and formats each argument for the user's locale. See docs/architecture.md "Messages".
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace cc::model {

struct Message;

/// One argument of a message. The kind tells the edge how to format it; SI units stay SI.
struct MsgArg {
    enum class Kind {
        Name,    ///< verbatim: a name from the design or the catalog, a part ref, a field path
        Term,    ///< a short vocabulary code ("leaf", "tensor"), translated at the edge
        Integer, ///< a count, shown with the locale's digit grouping
        Real,    ///< a plain number with `digits` decimals
        Si,    ///< value with a decimal SI prefix and `text` as the unit: 3.2e12 B/s → 3.20 TB/s
        Bytes, ///< memory in binary units: 85899345920 → 80.0 GiB
        Duration, ///< seconds, shown in s, min, h or days
        Percent,  ///< a fraction, shown as a percentage with `digits` decimals
        Usd,      ///< US dollars, shown compactly ($1.23M)
        Nested,   ///< one message inside another (`parts[0]`)
        List,     ///< several messages joined by the locale's list separator
    };
    Kind kind = Kind::Name;
    std::string text; ///< Name, Term: the text; Si: the unit
    double value = 0;
    int digits = 3; ///< Real, Percent: decimals; Si: significant digits
    std::vector<Message> parts;

    bool operator==(const MsgArg&) const;
};

/// A message: the code selects the template at the edge, the arguments fill %1, %2, ...
/// A message with an empty code is "no message". A plain string converts implicitly into a
/// legacy message (code kLegacyCode, the prose as its only argument) so that code written in the
/// old style still builds; tests find and reject legacy messages in what model/ returns.
struct Message {
    std::string code;
    std::vector<MsgArg> args;

    Message() = default;
    Message(std::string c, std::vector<MsgArg> a) : code(std::move(c)), args(std::move(a)) {}
    Message(const std::string& prose); // NOLINT: legacy, implicit on purpose
    Message(const char* prose);        // NOLINT: legacy, implicit on purpose
    static Message of(std::string c) { return Message(std::move(c), {}); }

    bool empty() const { return code.empty(); }
    bool isLegacy() const;
    bool operator==(const Message&) const;
};

/// The code of a message written as English prose in model/ (not yet converted).
inline constexpr const char* kLegacyCode = "LEGACY_TEXT";

/// Argument builders: Message{"RACK_OVER_POWER", {arg::name(r.name), arg::si(w, "W")}}.
namespace arg {
MsgArg name(std::string text);
MsgArg term(std::string code);
MsgArg count(long long n);
MsgArg real(double v, int decimals);
MsgArg si(double v, std::string unit, int digits = 3);
MsgArg bytes(double v);
MsgArg duration(double seconds);
MsgArg percent(double fraction, int decimals = 1);
MsgArg usd(double dollars);
MsgArg msg(Message m);
MsgArg list(std::vector<Message> items);
} // namespace arg

/// Language-neutral text for logs and model-only tests: "CODE(arg, arg)"; a legacy message
/// gives its prose. The product renders with views/text/MessageText.h instead.
std::string debugText(const Message& m);

/// Turns a message into text; model/io writers take one, the CLI passes the translating one.
using MessageRenderer = std::function<std::string(const Message&)>;

/// The renderer model/io writers use (text report, JSON "message" keys). Default: debugText.
/// The application and the CLI install views::messageRenderer() at start-up.
void setMessageRenderer(MessageRenderer r);
std::string renderText(const Message& m);
/// Writes renderText(m).
std::ostream& operator<<(std::ostream& o, const Message& m);

/// Every message held by a message and its nested arguments, for tests (the message first).
void collectMessages(const Message& m, std::vector<const Message*>& out);

} // namespace cc::model
