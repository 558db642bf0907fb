#include "model/io/MessageJson.h"

#include "model/text/MsgCount.h"

#include <algorithm>
#include <optional>

namespace cc::model::io {

using ojson = nlohmann::ordered_json;

namespace {

const char* kindName(MsgArg::Kind k)
{
    switch (k) {
    case MsgArg::Kind::Name:
        return "name";
    case MsgArg::Kind::Term:
        return "term";
    case MsgArg::Kind::Integer:
        return "integer";
    case MsgArg::Kind::Real:
        return "real";
    case MsgArg::Kind::Si:
        return "si";
    case MsgArg::Kind::Bytes:
        return "bytes";
    case MsgArg::Kind::Duration:
        return "seconds";
    case MsgArg::Kind::Percent:
        return "fraction";
    case MsgArg::Kind::Usd:
        return "usd";
    case MsgArg::Kind::Nested:
        return "message";
    case MsgArg::Kind::List:
        return "list";
    }
    return "?";
}

const MsgArg::Kind kKinds[] = {
    MsgArg::Kind::Name, MsgArg::Kind::Term,   MsgArg::Kind::Integer,  MsgArg::Kind::Real,
    MsgArg::Kind::Si,   MsgArg::Kind::Bytes,  MsgArg::Kind::Duration, MsgArg::Kind::Percent,
    MsgArg::Kind::Usd,  MsgArg::Kind::Nested, MsgArg::Kind::List,
};

/// Nesting read back at most this deep (a plan file is untrusted input).
constexpr int kMaxDepth = 8;

std::optional<MsgArg> argFromJson(const nlohmann::json& j, int depth);

Message messageAt(const nlohmann::json& j, int depth)
{
    if (j.is_string())
        return Message(j.get<std::string>());
    if (depth > kMaxDepth || !j.is_object() || !j.contains("code") || !j["code"].is_string())
        return {};
    Message m = Message::of(j["code"].get<std::string>());
    if (const auto a = j.find("args"); a != j.end() && a->is_array())
        for (const auto& x : *a) {
            auto arg = argFromJson(x, depth);
            if (!arg)
                return {};
            m.args.push_back(std::move(*arg));
        }
    return m;
}

std::optional<MsgArg> argFromJson(const nlohmann::json& j, int depth)
{
    if (!j.is_object() || !j.contains("kind") || !j["kind"].is_string())
        return std::nullopt;
    const std::string kind = j["kind"].get<std::string>();
    for (MsgArg::Kind k : kKinds) {
        if (kind != kindName(k))
            continue;
        MsgArg a;
        a.kind = k;
        const auto text = j.find("text");
        const auto unit = j.find("unit");
        const auto value = j.find("value");
        if (text != j.end() && text->is_string())
            a.text = text->get<std::string>();
        if (unit != j.end() && unit->is_string())
            a.text = unit->get<std::string>();
        if (value != j.end() && value->is_number())
            a.value = value->get<double>();
        if (k == MsgArg::Kind::Nested && j.contains("message") && j["message"].is_object())
            a.parts.push_back(messageAt(j["message"], depth + 1));
        if (const auto items = j.find("items");
            k == MsgArg::Kind::List && items != j.end() && items->is_array())
            for (const auto& x : *items)
                a.parts.push_back(messageAt(x, depth + 1));
        if (const auto d = j.find("digits"); d != j.end() && d->is_number_integer())
            a.digits = std::clamp(d->get<int>(), 0, 12);
        return a;
    }
    return std::nullopt;
}

} // namespace

Message messageFromJson(const nlohmann::json& j)
{
    return messageAt(j, 0);
}

ojson messageArgsJson(const Message& m)
{
    ojson args = ojson::array();
    for (const auto& a : m.args) {
        ojson j{{"kind", kindName(a.kind)}};
        switch (a.kind) {
        case MsgArg::Kind::Name:
        case MsgArg::Kind::Term:
            j["text"] = a.text;
            break;
        case MsgArg::Kind::Nested:
            j["message"] = a.parts.empty() ? ojson(nullptr) : messageJson(a.parts.front());
            break;
        case MsgArg::Kind::List: {
            ojson items = ojson::array();
            for (const auto& p : a.parts)
                items.push_back(messageJson(p));
            j["items"] = items;
            break;
        }
        case MsgArg::Kind::Si:
            j["value"] = a.value;
            j["unit"] = a.text;
            j["digits"] = a.digits;
            break;
        case MsgArg::Kind::Real:
        case MsgArg::Kind::Percent:
            j["value"] = a.value;
            j["digits"] = a.digits;
            break;
        case MsgArg::Kind::Integer:
            j["value"] = countOf(a);
            break;
        default:
            j["value"] = a.value;
        }
        args.push_back(std::move(j));
    }
    return args;
}

ojson messageJson(const Message& m)
{
    return ojson{{"code", m.code}, {"args", messageArgsJson(m)}, {"text", renderText(m)}};
}

} // namespace cc::model::io
