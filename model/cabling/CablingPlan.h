#pragma once
// The cabling plan (issue 14 §4): one row per cable — both ends as rack, U, device, port (and
// breakout lane), the cable or optic, a length class — generated from the replicated groups
// one cable at a time, so a 100,000-GPU design is streamed, never expanded in memory. The row
// count equals the network analysis' cable count (NetworkReport::cables).
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

#include <cstdint>
#include <functional>
#include <string>

namespace cc::model::cabling {

/// One end of a cable.
struct CableEnd {
    ObjectId block = kNoId;
    std::int64_t replica = 0; ///< 0-based member of the group
    std::string device;       ///< "<group name>-<member>", e.g. "H100 servers-0042"
    std::string rack;         ///< "<rack row>-<rack>", or "unplaced"
    int u = 0;                ///< lowest U of the device (1 = bottom); 0 when unplaced
    int port = 0;             ///< 1-based physical port of the device's network ports
    int lane = 0;             ///< breakout lane (1-based); 0 when the port is not split
    bool isSwitch = false;
};

/// One cable.
struct CableRow {
    std::int64_t number = 0; ///< 1-based, in plan order
    ObjectId link = kNoId;
    CableEnd a, b;
    double bitsPerS = 0;
    std::string cable;  ///< catalog name of the cable, or of the transceiver (fibre between)
    std::string medium; ///< dac | acc | aoc | transceiver | unspecified
    double reachM = 0;  ///< the medium's rated reach (0: unknown)
    /// "in rack", "adjacent rack", "same row", "another rack row" or "unplaced" (see
    /// lengthClass()).
    std::string lengthClass;
};

/// Calls `row` for every cable: by device (each group's members in order), then by link. Returns
/// the number of cables. `row` may stop early by returning false.
std::int64_t forEachCable(const Design& d, const Catalog& catalog,
                          const std::function<bool(const CableRow&)>& row);

} // namespace cc::model::cabling
