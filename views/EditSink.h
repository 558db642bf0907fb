#pragma once
#include "model/edit/Edit.h"

namespace cc::model {
struct Design;
class Catalog;
} // namespace cc::model

namespace cc::views {

/// What views may do with the document: read it, and submit edits (never mutate directly).
/// app::Document implements it; views stay independent of the undo stack.
class EditSink {
public:
    virtual ~EditSink() = default;
    virtual const model::Design& design() const = 0;
    virtual const model::Catalog& catalog() const = 0;
    /// Applies the edit as one undo step (merging with the previous one when it absorbs it).
    virtual void submit(model::EditPtr edit) = 0;
};

} // namespace cc::views
