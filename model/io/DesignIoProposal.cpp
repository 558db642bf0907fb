#include "model/io/DesignIoProposal.h"

#include "model/io/InputLimits.h"
#include "model/util/JsonReader.h"

namespace cc::model::io {

namespace {
std::string boundedName(const JsonReader& r, const char* key)
{
    std::string s = r.str(key, false);
    if (static_cast<long long>(s.size()) > limits::kMaxProposalNameChars)
        r.error(key, Message{"DIAG_TEXT_TOO_LONG",
                             {arg::count(static_cast<long long>(s.size())),
                              arg::msg(limits::boundMessage(limits::kMaxProposalNameChars,
                                                            "proposal names"))}});
    return s;
}
} // namespace

ProposalInfo readProposal(const JsonReader& top)
{
    ProposalInfo p;
    if (!top.has("proposal"))
        return p;
    if (const auto* raw = top.raw("proposal"); !raw->is_object()) {
        top.error("proposal", Message::of("DIAG_PROPOSAL_NOT_OBJECT"));
        return p;
    }
    const JsonReader r = top.child("proposal");
    p.customer = boundedName(r, "customer");
    p.proposer = boundedName(r, "proposer");
    p.logo = r.str("logo", false);
    if (!p.logo.empty())
        if (Message problem = limits::logoProblem(p.logo); !problem.empty())
            r.error("logo", std::move(problem));
    return p;
}

void writeProposal(const ProposalInfo& p, nlohmann::ordered_json& doc)
{
    if (p.empty())
        return;
    nlohmann::ordered_json o;
    if (!p.customer.empty())
        o["customer"] = p.customer;
    if (!p.proposer.empty())
        o["proposer"] = p.proposer;
    if (!p.logo.empty())
        o["logo"] = p.logo;
    doc["proposal"] = o;
}

} // namespace cc::model::io
