#pragma once
#include "model/edit/Edit.h"

#include <QUndoCommand>

namespace cc::model {
struct Design;
}

namespace cc::app {

/// Adapts one model Edit to QUndoStack. Edits of the same kind and object merge while the
/// gesture is open (Glaxnimate's commit flag, in our terms): close() ends it. A step that ends
/// as a no-op (a drag back to where it started) makes itself obsolete, so the stack drops it
/// (as Tiled's commands do with setObsolete).
class EditCommand final : public QUndoCommand {
public:
    EditCommand(model::Design& d, model::EditPtr edit);
    void redo() override;
    void undo() override;
    int id() const override { return m_edit->mergeId(); }
    bool mergeWith(const QUndoCommand* other) override;
    /// The gesture is over: nothing merges into this step any more.
    void close() { m_open = false; }
    bool isOpen() const { return m_open; }

private:
    model::Design& m_design;
    model::EditPtr m_edit;
    bool m_open = true;
};

} // namespace cc::app
