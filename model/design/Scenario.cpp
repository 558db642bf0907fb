#include "model/design/Scenario.h"

#include "model/design/Design.h"

namespace cc::model {

std::shared_ptr<const Design> snapshotOf(const Design& d)
{
    auto copy = std::make_shared<Design>(d);
    copy->scenarios.clear();
    copy->onChange = nullptr;
    return copy;
}

} // namespace cc::model
