#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

#include "model/text/Message.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace cc::model::topology {

/// What the user asked a generator for (CLI `generate` and the GUI's "New from generator").
struct GeneratorOptions {
    std::string kind;                 ///< fat-tree | rail-optimized | superpod | nvl72 | torus
    std::string serverRef;            ///< catalog server id
    std::int64_t nodes = 0;           ///< servers (NVL72: racks)
    std::string switchRef;            ///< catalog switch id; empty: a sensible default for the NICs
    double oversubscription = 1.0;    ///< at the leaf tier (down:up), >= 1
    std::string storageRef;           ///< optional storage appliance id
    std::int64_t storageMinCount = 0; ///< at least this many appliances (plan: checkpoint sizing)
    int unitSize = 32;                ///< rail-optimized / superpod: servers per scalable unit
    std::vector<int> torusDims;       ///< torus: 2 or 3 dimensions whose product is `nodes`
    std::string name;                 ///< design name; empty: generated
};

/// Builds a normal, editable design whose switch and link counts follow from port arithmetic.
/// A generator option the catalog or the generators cannot honour: the option as the CLI names
/// it ("--switch") and why, as a message the edge translates. what() is "<option>: <text>" in the
/// installed renderer's language, for callers that only print.
struct GeneratorError : std::invalid_argument {
    GeneratorError(std::string opt, Message why);
    std::string option;
    Message message;
};

/// Throws GeneratorError naming the bad option.
Design generate(const GeneratorOptions& opt, const Catalog& catalog);

/// The generator kinds, for help texts and menus.
const std::vector<std::string>& generatorKinds();

/// A design template copied from a catalog server entry (parts, fabric, power, price).
ServerTemplate templateFromCatalog(const CatalogEntry& server, ObjectId id);

/// Places every block that is not in a rack yet into new rack groups, filling each rack up to
/// its power limit and height. Racks follow the servers' cooling (liquid servers, liquid racks).
void autoPlaceRacks(Design& d, const Catalog& catalog);

} // namespace cc::model::topology
