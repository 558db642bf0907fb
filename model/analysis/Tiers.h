#pragma once
#include "model/design/Design.h"

#include <map>

namespace cc::model {

/// Network tier of every switch group: its stored tier, else 1 next to servers or storage, else
/// one above the lowest switch tier it connects to; unconnected switches count as leaves.
std::map<ObjectId, int> switchTiers(const Design& d);

} // namespace cc::model
