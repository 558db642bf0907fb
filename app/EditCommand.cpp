#include "app/EditCommand.h"

#include "views/text/MessageText.h"

namespace cc::app {

EditCommand::EditCommand(model::Design& d, model::EditPtr edit)
    : m_design(d), m_edit(std::move(edit))
{
    setText(views::renderMessage(m_edit->text()));
}

void EditCommand::redo()
{
    m_edit->apply(m_design);
    setObsolete(m_edit->isNoOp(m_design));
}

void EditCommand::undo()
{
    m_edit->revert(m_design);
}

bool EditCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = dynamic_cast<const EditCommand*>(other);
    if (!o || !m_open || !m_edit->absorb(*o->m_edit))
        return false;
    setObsolete(m_edit->isNoOp(m_design));
    return true;
}

} // namespace cc::app
