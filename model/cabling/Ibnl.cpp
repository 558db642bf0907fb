#include "model/cabling/Ibnl.h"

#include "model/analysis/Inventory.h"
#include "model/cabling/CablingText.h"
#include "model/design/SpecResolver.h"
#include "model/io/SafeWrite.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>

namespace cc::model::cabling {

namespace {

/// One IBNL NAME: letters, digits and -_.:%@~/ only (the scanner's class, minus []\* which
/// would confuse readers), starting with a letter, at least two characters.
std::string nameToken(const std::string& s)
{
    std::string out;
    for (char c : s)
        out += std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '.' ? c : '_';
    if (out.empty() || !std::isalpha(static_cast<unsigned char>(out.front())))
        out = "S" + out;
    if (out.size() < 2)
        out += "_";
    return out;
}

/// What the .topo uses of one system type.
struct TypeUse {
    bool isSwitch = false;
    int specPorts = 0;                   ///< the switch's physical ports (catalog)
    std::string nodeType;                ///< the NODE's device name: switch type, or the NIC's id
    std::set<std::pair<int, int>> ports; ///< (physical port, lane; 0 = not split)
};

void noteEnd(const CableEnd& e, const Block& b, const Design& d, const SpecResolver& specs,
             const Inventory& inv, std::map<std::string, TypeUse>& types)
{
    TypeUse& t = types[ibdmSystemType(b, d)];
    t.isSwitch = b.kind == BlockKind::Switch;
    if (t.nodeType.empty()) {
        if (t.isSwitch) {
            t.nodeType = ibdmSystemType(b, d);
            if (const CatalogEntry* sw = specs.find(b.ref); sw && sw->kind == Kind::Switch)
                t.specPorts = sw->sw.ports;
        } else if (const auto it = inv.templates.find(b.templateId);
                   it != inv.templates.end() && it->second.computeNic) {
            std::string id = nameToken(it->second.computeNic->id);
            for (char& c : id)
                c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
            t.nodeType = id;
        } else {
            t.nodeType = "HCA";
        }
    }
    t.ports.insert({e.port, e.lane});
}

std::string portName(int port, int lane)
{
    return "P" + std::to_string(port) + (lane > 0 ? "/" + std::to_string(lane) : "");
}

IbnlFile switchFile(const std::string& type, const TypeUse& u)
{
    int maxPort = 0, ways = 1;
    for (const auto& [port, lane] : u.ports) {
        maxPort = std::max(maxPort, port);
        ways = std::max(ways, lane);
    }
    IbnlFile f{type, type + ".ibnl", {}, std::max(maxPort, u.specPorts) * ways};
    f.text = "\nTOPSYSTEM " + type + "\n\nNODE SW " + std::to_string(f.nodePorts) + " " +
             u.nodeType + " U1\n";
    // Physical port p holds node ports (p-1)·ways+1 ... p·ways, lane l the l-th of them; an
    // unsplit port is its first. A port cabled both split and whole names the lane only.
    std::set<int> used;
    for (const auto& [port, lane] : u.ports) {
        const int node = (port - 1) * ways + std::max(lane, 1);
        if (lane == 0 && u.ports.count({port, 1}))
            continue;
        if (used.insert(node).second)
            f.text += "   " + std::to_string(node) + " -> " + portName(port, lane) + "\n";
    }
    return f;
}

IbnlFile serverFile(const std::string& type, const TypeUse& u)
{
    IbnlFile f{type, type + ".ibnl", "\nTOPSYSTEM " + type + "\n",
               static_cast<int>(u.ports.size())};
    int n = 0;
    for (const auto& [port, lane] : u.ports) {
        // One single-port HCA per compute-fabric port, named after the port it serves.
        f.text += "\nNODE CA 1 " + u.nodeType + " U" + std::to_string(++n) + "\n   1 -> " +
                  portName(port, lane) + "\n";
    }
    return f;
}

} // namespace

std::string ibdmSystemType(const Block& b, const Design& d)
{
    std::string id = b.ref;
    if (b.kind == BlockKind::Server)
        if (const ServerTemplate* t = d.findTemplate(b.templateId))
            id = t->origin.empty() ? t->name : t->origin;
    std::string out = nameToken(id);
    for (char& c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

IbdmFabric fabricToIbdm(const Design& d, const Catalog& catalog)
{
    IbdmFabric f;
    f.topo = fabricToIbdmTopology(d, catalog, &f.connections);
    const SpecResolver specs(d, catalog);
    std::vector<Finding> ignored;
    const Inventory inv = buildInventory(specs, ignored);
    std::map<std::string, TypeUse> types;
    // The same cables as fabricToIbdmTopology: both ends of each.
    forEachIbCable(d, catalog, specs, [&](const CableRow& r, const Block& a, const Block& b) {
        noteEnd(r.a, a, d, specs, inv, types);
        noteEnd(r.b, b, d, specs, inv, types);
    });
    for (const auto& [type, use] : types)
        f.systems.push_back(use.isSwitch ? switchFile(type, use) : serverFile(type, use));
    return f;
}

std::string ibnlFolderFor(const std::string& topoPath)
{
    namespace fs = std::filesystem;
    const fs::path p(topoPath);
    return (p.parent_path() / (p.stem().string() + "_ibnl")).string();
}

Message writeIbdmFabric(const IbdmFabric& f, const std::string& topoPath)
{
    namespace fs = std::filesystem;
    const std::string folder = ibnlFolderFor(topoPath);
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) // std::error_code's message is strerror's text for the generic category
        return Message{"SAVE_CANNOT_CREATE_FOLDER", {arg::name(folder), arg::term(ec.message())}};
    for (const IbnlFile& s : f.systems)
        if (Message err = io::writeFileSafely((fs::path(folder) / s.fileName).string(), s.text);
            !err.empty())
            return err;
    return io::writeFileSafely(topoPath, f.topo);
}

} // namespace cc::model::cabling
