#pragma once
// The system-type definitions that go with the IBDM topology file (CablingText.h): one IBNL file
// per switch or server type the .topo names, describing which IB node port each front-panel
// port name ("P3", a breakout lane "P3/2") is. Format: IBNL, "a generic IB netlist format",
// ibdm-ibnl-file(1) of ibutils 1.5.7 (Mellanox, Eitan Zahavi; the grammar of its
// ibnl_parser.yy and ibnl_scanner.ll). ibdmchk and ibdiagnet -t read every *.ibnl file of the
// folders in $IBDM_IBNL_PATH (ibdm SysDef.cpp) before the topology file, the same way
// ibdiagnet -write_topo_file writes its own ibdiag_ibnl folder.
//
// A switch type is one SW node with one port per physical port × breakout lane; a server type is
// one CA node per compute-fabric port (a single-port HCA each, as in a DGX: one ConnectX per
// GPU rail). Only the ports the design cables are named.
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/text/Message.h"

#include <cstdint>
#include <string>
#include <vector>

namespace cc::model::cabling {

/// The IBDM system type of a group: its switch or server catalog id (the template's name when it
/// has none) in capitals, as one IBNL NAME token: [A-Za-z][-A-Za-z0-9_.:%@~/]+ (the scanner's
/// rule), so a type that would start with a digit gets an "S" before it.
std::string ibdmSystemType(const Block& b, const Design& d);

/// One system definition file.
struct IbnlFile {
    std::string systemType; ///< the TOPSYSTEM name the .topo uses
    std::string fileName;   ///< "<systemType>.ibnl"
    std::string text;
    int nodePorts = 0; ///< ports of its switch node, or CA nodes of a server
};

/// The .topo text (fabricToIbdmTopology) and the IBNL file of every system type in it.
struct IbdmFabric {
    std::string topo;
    std::vector<IbnlFile> systems; ///< sorted by type
    std::int64_t connections = 0;  ///< connection lines of the .topo
};

IbdmFabric fabricToIbdm(const Design& d, const Catalog& catalog);

/// The folder the IBNL files go to beside `topoPath`: "fabric.topo" -> "fabric_ibnl".
std::string ibnlFolderFor(const std::string& topoPath);

/// Writes the .topo to `topoPath` and the IBNL files into ibnlFolderFor(topoPath) (created when
/// missing), each through the one save helper. Returns an empty message or the first error (with
/// the OS reason).
Message writeIbdmFabric(const IbdmFabric& f, const std::string& topoPath);

} // namespace cc::model::cabling
