#include "model/io/MessageJson.h"

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

} // namespace

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
            break;
        case MsgArg::Kind::Integer:
            j["value"] = static_cast<long long>(a.value);
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
