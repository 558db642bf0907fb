#pragma once
// Edits for canvas gestures on groups: add from the catalog, move, delete, duplicate, paste,
// align. Each returns one undoable edit (nullptr when there is nothing to do).
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/edit/Edit.h"

#include <stdexcept>
#include <vector>

namespace cc::model {

/// A server, switch or storage entry dropped at (x, y). Servers get their own template copied
/// from the catalog. Throws std::invalid_argument for entries that do not go on the canvas.
EditPtr makeAddFromCatalog(const Design& d, const CatalogEntry& e, double x, double y);

struct MovedBlock {
    ObjectId id;
    double x, y;
};
/// Moves groups (one undo step; consecutive moves of the same drag merge).
EditPtr makeMove(const Design& d, const std::vector<MovedBlock>& moves);

/// Deletes groups (with their links and rack slots) and links.
EditPtr makeDelete(const Design& d, const std::vector<ObjectId>& blocks,
                   const std::vector<ObjectId>& links);

/// The selected groups, the templates they use and the links among them, as a design of its
/// own (for the clipboard and for duplicating).
Design extractGroups(const Design& d, const std::vector<ObjectId>& blocks);

/// Adds a copy of `snippet`'s templates, groups and links with new ids, shifted by (dx, dy).
EditPtr makePaste(const Design& d, const Design& snippet, double dx, double dy);

enum class Align { Left, Top, HorizontalCentre, VerticalCentre };
EditPtr makeAlign(const Design& d, const std::vector<ObjectId>& blocks, Align how);

} // namespace cc::model
