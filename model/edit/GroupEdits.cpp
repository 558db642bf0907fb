#include "model/edit/GroupEdits.h"

#include "model/edit/ObjectEdits.h"
#include "model/topology/Generators.h"

#include <algorithm>
#include <map>
#include <set>

namespace cc::model {

EditPtr makeAddFromCatalog(const Design& d, const CatalogEntry& e, double x, double y)
{
    Block b;
    b.name = e.name;
    b.x = x;
    b.y = y;
    auto c = std::make_unique<CompoundEdit>(Message{"UNDO_ADD_PART", {arg::name(e.name)}});
    switch (e.kind) {
    case Kind::Server: {
        ServerTemplate t = topology::templateFromCatalog(e, d.allocateId());
        b.kind = BlockKind::Server;
        b.templateId = t.id;
        c->add(
            std::make_unique<AddTemplate>(std::move(t), Message::of("UNDO_ADD_SERVER_TEMPLATE")));
        break;
    }
    case Kind::Switch:
        b.kind = BlockKind::Switch;
        b.ref = e.id;
        break;
    case Kind::Storage:
        if (e.storage.type != "appliance")
            throw std::invalid_argument("'" + e.name +
                                        "' is a drive: drop it into a server instead");
        b.kind = BlockKind::Storage;
        b.ref = e.id;
        break;
    default:
        throw std::invalid_argument("'" + e.name + "' (a " + std::string(kindName(e.kind)) +
                                    ") goes inside a server: open the server and drop it there");
    }
    b.id = d.allocateId();
    c->add(std::make_unique<AddBlock>(b, Message::of("UNDO_ADD_GROUP")));
    return c;
}

EditPtr makeMove(const Design& d, const std::vector<MovedBlock>& moves)
{
    if (moves.empty())
        return nullptr;
    if (moves.size() == 1) {
        const Block* b = d.findBlock(moves[0].id);
        if (!b)
            return nullptr;
        Block nb = *b;
        nb.x = moves[0].x;
        nb.y = moves[0].y;
        return std::make_unique<ReplaceBlock>(nb, Message::of("UNDO_MOVE_GROUP"), 1);
    }
    auto c = std::make_unique<CompoundEdit>(Message::of("UNDO_MOVE_GROUPS"));
    for (const auto& m : moves)
        if (const Block* b = d.findBlock(m.id)) {
            Block nb = *b;
            nb.x = m.x;
            nb.y = m.y;
            c->add(std::make_unique<ReplaceBlock>(nb, Message::of("UNDO_MOVE_GROUP")));
        }
    return c;
}

EditPtr makeDelete(const Design& d, const std::vector<ObjectId>& blocks,
                   const std::vector<ObjectId>& links)
{
    auto c = std::make_unique<CompoundEdit>(blocks.empty() ? Message::of("UNDO_DELETE_LINK")
                                                           : Message::of("UNDO_DELETE"));
    // Links first (unless a deleted group takes them anyway), then groups one by one: each
    // makeRemoveBlock sees the design as the earlier removals leave it, so build on a copy.
    Design scratch;
    scratch.blocks = d.blocks;
    scratch.links = d.links;
    scratch.racks = d.racks;
    const std::set<ObjectId> dead(blocks.begin(), blocks.end());
    for (ObjectId id : links) {
        const Link* l = scratch.findLink(id);
        if (!l || dead.count(l->from) || dead.count(l->to))
            continue;
        EditPtr e = std::make_unique<RemoveObject<Link>>(id, Message::of("UNDO_DELETE_LINK"));
        e->apply(scratch);
        c->add(std::move(e));
    }
    for (ObjectId id : blocks) {
        if (!scratch.findBlock(id))
            continue;
        EditPtr e = makeRemoveBlock(scratch, id);
        e->apply(scratch);
        c->add(std::move(e));
    }
    if (c->empty())
        return nullptr;
    return c;
}

Design extractGroups(const Design& d, const std::vector<ObjectId>& blocks)
{
    Design s;
    s.name = d.name;
    const std::set<ObjectId> keep(blocks.begin(), blocks.end());
    std::set<ObjectId> templates;
    for (const auto& b : d.blocks)
        if (keep.count(b.id)) {
            s.blocks.push_back(b);
            if (b.kind == BlockKind::Server)
                templates.insert(b.templateId);
        }
    for (const auto& t : d.templates)
        if (templates.count(t.id))
            s.templates.push_back(t);
    for (const auto& l : d.links)
        if (keep.count(l.from) && keep.count(l.to))
            s.links.push_back(l);
    return s;
}

EditPtr makePaste(const Design& d, const Design& snippet, double dx, double dy)
{
    if (snippet.blocks.empty())
        return nullptr;
    auto c = std::make_unique<CompoundEdit>(Message::of("UNDO_PASTE"));
    std::map<ObjectId, ObjectId> remap;
    for (ServerTemplate t : snippet.templates) {
        const ObjectId fresh = d.allocateId();
        remap[t.id] = fresh;
        t.id = fresh;
        c->add(std::make_unique<AddTemplate>(std::move(t), Message::of("UNDO_PASTE_SERVER")));
    }
    for (Block b : snippet.blocks) {
        const ObjectId fresh = d.allocateId();
        remap[b.id] = fresh;
        b.id = fresh;
        if (b.kind == BlockKind::Server) {
            const auto it = remap.find(b.templateId);
            if (it == remap.end() && !d.findTemplate(b.templateId))
                continue; // its template is neither pasted nor here
            if (it != remap.end())
                b.templateId = it->second;
        }
        b.x += dx;
        b.y += dy;
        c->add(std::make_unique<AddBlock>(std::move(b), Message::of("UNDO_PASTE_GROUP")));
    }
    for (Link l : snippet.links) {
        if (!remap.count(l.from) || !remap.count(l.to))
            continue;
        l.id = d.allocateId();
        l.from = remap[l.from];
        l.to = remap[l.to];
        c->add(std::make_unique<AddLink>(std::move(l), Message::of("UNDO_PASTE_LINK")));
    }
    return c;
}

EditPtr makeAlign(const Design& d, const std::vector<ObjectId>& blocks, Align how)
{
    std::vector<const Block*> sel;
    for (ObjectId id : blocks)
        if (const Block* b = d.findBlock(id))
            sel.push_back(b);
    if (sel.size() < 2)
        return nullptr;
    double target = 0;
    for (const Block* b : sel)
        target += (how == Align::Left || how == Align::HorizontalCentre) ? b->x : b->y;
    target /= static_cast<double>(sel.size());
    if (how == Align::Left)
        target = (*std::min_element(sel.begin(), sel.end(), [](auto a, auto b) {
                     return a->x < b->x;
                 }))->x;
    if (how == Align::Top)
        target = (*std::min_element(sel.begin(), sel.end(), [](auto a, auto b) {
                     return a->y < b->y;
                 }))->y;
    std::vector<MovedBlock> moves;
    for (const Block* b : sel) {
        const bool horizontal = how == Align::Left || how == Align::HorizontalCentre;
        moves.push_back({b->id, horizontal ? target : b->x, horizontal ? b->y : target});
    }
    auto c = std::make_unique<CompoundEdit>(Message::of("UNDO_ALIGN_GROUPS"));
    for (const auto& m : moves) {
        Block nb = *d.findBlock(m.id);
        nb.x = m.x;
        nb.y = m.y;
        c->add(std::make_unique<ReplaceBlock>(nb, Message::of("UNDO_ALIGN")));
    }
    return c;
}

} // namespace cc::model
