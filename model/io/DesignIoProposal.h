#pragma once
// The design file's optional "proposal" object: customer, proposer and logo of the PDF cover.
// Include only from .cpp files: it pulls in nlohmann/json.hpp.
#include "model/design/Design.h"

#include <nlohmann/json.hpp>

namespace cc::model {
class JsonReader;
}

namespace cc::model::io {

/// Reads `proposal` from the file's top level `top` (absent: all empty); problems go to its sink.
ProposalInfo readProposal(const JsonReader& top);
/// Adds "proposal" to `doc` when any of it is set, so files without one keep their bytes.
void writeProposal(const ProposalInfo& p, nlohmann::ordered_json& doc);

} // namespace cc::model::io
