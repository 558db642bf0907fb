#include "model/edit/ObjectEdits.h"

namespace cc::model {

EditPtr makeRemoveBlock(const Design& d, ObjectId block)
{
    auto c = std::make_unique<CompoundEdit>("Delete group");
    for (const auto& l : d.links)
        if (l.from == block || l.to == block)
            c->add(std::make_unique<RemoveObject<Link>>(l.id, "Delete link"));
    for (const auto& r : d.racks) {
        auto copy = r;
        std::erase_if(copy.contents, [block](const RackSlot& s) { return s.block == block; });
        if (copy.contents.size() != r.contents.size())
            c->add(std::make_unique<ReplaceRack>(copy, "Unrack group"));
    }
    c->add(std::make_unique<RemoveObject<Block>>(block, "Delete group"));
    return c;
}

} // namespace cc::model
