#include "model/cabling/CablingText.h"

#include "model/cabling/Ibnl.h"
#include "model/design/SpecResolver.h"
#include "model/io/BomCsv.h"

#include <cctype>
#include <cstdio>

namespace cc::model::cabling {

namespace {

std::string number(double x)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", x);
    return buf;
}

std::string optional(int x)
{
    return x > 0 ? std::to_string(x) : std::string();
}

/// IBDM names are single tokens: spaces and other separators become '_'.
std::string token(const std::string& s)
{
    std::string out;
    for (char c : s)
        out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' ? c : '_';
    return out.empty() ? "_" : out;
}

std::string portName(const CableEnd& e)
{
    return "P" + std::to_string(e.port) + (e.lane > 0 ? "/" + std::to_string(e.lane) : "");
}

/// The IBDM system type of a group, the name its IBNL file defines (Ibnl.h).
std::string systemType(const Block& b, const Design& d)
{
    return ibdmSystemType(b, d);
}

bool ethernet(const Block& b, const SpecResolver& specs)
{
    if (b.kind != BlockKind::Switch)
        return false;
    const CatalogEntry* e = specs.find(b.ref);
    return e && e->kind == Kind::Switch && e->sw.protocol.find("ethernet") != std::string::npos;
}

} // namespace

const std::vector<std::string>& cablingColumns()
{
    static const std::vector<std::string> kColumns{
        "cable",      "a_rack", "a_u",      "a_device",    "a_port", "a_lane",
        "b_rack",     "b_u",    "b_device", "b_port",      "b_lane", "speed_gbps",
        "cable_type", "medium", "reach_m",  "length_class"};
    return kColumns;
}

std::vector<std::string> cablingCells(const CableRow& r, const TermText& term)
{
    const auto word = [&](const std::string& w) { return term ? term(w) : w; };
    // A rack and a cable are names, except the words the plan writes when there is none.
    const auto rack = [&](const CableEnd& e) { return e.u > 0 ? e.rack : word(e.rack); };
    return {std::to_string(r.number),
            rack(r.a),
            optional(r.a.u),
            r.a.device,
            std::to_string(r.a.port),
            optional(r.a.lane),
            rack(r.b),
            optional(r.b.u),
            r.b.device,
            std::to_string(r.b.port),
            optional(r.b.lane),
            number(r.bitsPerS / 1e9),
            r.medium == "unspecified" ? word(r.cable) : r.cable,
            word(r.medium),
            r.reachM > 0 ? number(r.reachM) : std::string(),
            word(r.lengthClass)};
}

std::string cablingToCsv(const Design& d, const Catalog& catalog, std::int64_t* rows,
                         const TermText& term)
{
    std::string csv;
    const auto line = [&csv](const std::vector<std::string>& cells) {
        for (size_t i = 0; i < cells.size(); ++i)
            csv += (i ? "," : "") + io::csvField(cells[i]);
        csv += "\r\n";
    };
    line(cablingColumns());
    const std::int64_t n = forEachCable(d, catalog, [&](const CableRow& r) {
        line(cablingCells(r, term));
        return true;
    });
    if (rows)
        *rows = n;
    return csv;
}

std::string fabricToIbdmTopology(const Design& d, const Catalog& catalog, std::int64_t* cables)
{
    const SpecResolver specs(d, catalog);
    // No comment lines: the format defines none, so the file holds system sections only.
    std::string out;
    std::string current;
    std::int64_t n = 0;
    forEachIbCable(d, catalog, specs, [&](const CableRow& r, const Block& a, const Block& b) {
        if (r.a.device != current) {
            current = r.a.device;
            out += (out.empty() ? "" : "\n") + systemType(a, d) + " " + token(r.a.device) + "\n";
        }
        out += "  " + portName(r.a) + " -> " + systemType(b, d) + " " + token(r.b.device) + " " +
               portName(r.b) + "\n";
        ++n;
    });
    if (cables)
        *cables = n;
    return out;
}

void forEachIbCable(const Design& d, const Catalog& catalog, const SpecResolver& specs,
                    const std::function<void(const CableRow&, const Block& a, const Block& b)>& row)
{
    forEachCable(d, catalog, [&](const CableRow& r) {
        const Block* a = d.findBlock(r.a.block);
        const Block* b = d.findBlock(r.b.block);
        if (a && b && !ethernet(*a, specs) && !ethernet(*b, specs) &&
            a->kind != BlockKind::Storage && b->kind != BlockKind::Storage)
            row(r, *a, *b);
        return true;
    });
}

} // namespace cc::model::cabling
