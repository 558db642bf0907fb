#pragma once
// The cabling plan as CSV (for installers' spreadsheets) and the fabric as an IBDM topology file
// (for checking the built InfiniBand fabric against the plan).
#include "model/cabling/CablingPlan.h"

#include <functional>
#include <string>
#include <vector>

namespace cc::model {
class SpecResolver;
}

namespace cc::model::cabling {

/// Says a word of the plan in the user's language: the length class ("in rack", ...), "unplaced",
/// "type not chosen", the medium. The edge passes views::termText; empty: the English word.
using TermText = std::function<std::string(const std::string& term)>;

/// The CSV columns, in order (also the .xlsx header); column names, not translated.
const std::vector<std::string>& cablingColumns();
/// One row's cells, in cablingColumns() order (numbers unformatted, dot decimal), its words
/// through `term`.
std::vector<std::string> cablingCells(const CableRow& r, const TermText& term = {});

/// RFC 4180 CSV, UTF-8, CRLF: the header, then one row per cable. `rows` gets the count.
std::string cablingToCsv(const Design& d, const Catalog& catalog, std::int64_t* rows = nullptr,
                         const TermText& term = {});

/// The InfiniBand part of the fabric in the IBDM topology-file format (ibutils 1.5.7,
/// ibdm-topo-file(1), "IBDM Topology File", Mellanox/NVIDIA; read by ibdmchk and by ibdiagnet's
/// -t/--topo_file to report missing and wrongly connected cables). One system section per device
/// that a bundle leaves: "SYSTEM-TYPE SYSTEM-NAME", then "  P<port> -> TYPE NAME P<port>" per
/// cable (a breakout lane as P<port>/<lane>). SYSTEM-TYPE is the catalog id in capitals; the
/// tools need an IBNL description of each type (ibdm-ibnl-file(1)): fabricToIbdm (Ibnl.h)
/// makes both. Links between Ethernet
/// switches are left out. `cables` gets the number of connection lines.
std::string fabricToIbdmTopology(const Design& d, const Catalog& catalog,
                                 std::int64_t* cables = nullptr);

/// Calls `row` for every cable the IBDM files describe (forEachCable's order): neither end on
/// an Ethernet switch or a storage appliance. Shared by the .topo and the IBNL writers.
void forEachIbCable(
    const Design& d, const Catalog& catalog, const SpecResolver& specs,
    const std::function<void(const CableRow&, const Block& a, const Block& b)>& row);

} // namespace cc::model::cabling
