#pragma once
#include "model/edit/Edit.h"

#include <QUndoCommand>

#include <functional>

namespace cc::model {
struct Design;
}

namespace cc::app {

/// Adapts one model Edit to QUndoStack. Consecutive edits merge when the first absorbs the next.
class EditCommand final : public QUndoCommand {
public:
    EditCommand(model::Design& d, model::EditPtr edit);
    void redo() override;
    void undo() override;
    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand* other) override;

private:
    model::Design& m_design;
    model::EditPtr m_edit;
};

} // namespace cc::app
