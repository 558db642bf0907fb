#pragma once
// A message in JSON output: its code and typed arguments next to the rendered text, so that a
// script reads the numbers without parsing a sentence in some language.
#include "model/text/Message.h"

#include <nlohmann/json.hpp>

namespace cc::model::io {

/// [{"kind":"si","value":3.2e12,"unit":"B/s"}, {"kind":"name","text":"rack A"}, ...]
nlohmann::ordered_json messageArgsJson(const Message& m);
/// {"code": ..., "args": [...], "text": rendered}
nlohmann::ordered_json messageJson(const Message& m);
/// The message written by messageJson (plan files keep their texts as data, so a plan read back
/// renders in the reader's language). A plain string reads as a legacy message (older files);
/// anything else, or an unknown argument kind, gives an empty message.
Message messageFromJson(const nlohmann::json& j);

} // namespace cc::model::io
