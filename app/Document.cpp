#include "app/Document.h"

#include "app/EditCommand.h"
#include "model/io/DesignIo.h"
#include "views/text/ExampleText.h"
#include "views/text/MessageText.h"

#include <QUndoStack>

namespace cc::app {

Document::Document(model::Catalog catalog, QObject* parent)
    : QObject(parent), m_catalog(std::move(catalog)), m_undo(new QUndoStack(this))
{
    m_design.onChange = [this](const model::Change& c) { m_pending.push_back(c); };
    // Undo and redo change the design through the commands; one path for every change.
    connect(m_undo, &QUndoStack::indexChanged, this, &Document::flush);
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    reevaluate();
}

Document::~Document()
{
    m_design.onChange = nullptr;
}

void Document::submit(model::EditPtr edit)
{
    if (!edit)
        return;
    m_undo->push(new EditCommand(m_design, std::move(edit)));
    // A push that merged into an obsolete step or was itself a no-op emits no indexChanged.
    flush();
}

void Document::endGesture()
{
    const int top = m_undo->index() - 1;
    if (top >= 0 && top == m_undo->count() - 1)
        if (auto* c = dynamic_cast<const EditCommand*>(m_undo->command(top)))
            const_cast<EditCommand*>(c)->close();
}

void Document::setSelection(const QList<model::ObjectId>& ids)
{
    if (ids == m_selection)
        return;
    m_selection = ids;
    emit selectionChanged(m_selection);
}

void Document::reset(model::Design d, const QString& path)
{
    m_undo->clear();
    m_design = std::move(d);
    m_design.onChange = [this](const model::Change& c) { m_pending.push_back(c); };
    m_pending.clear();
    m_path = path;
    m_undo->setClean();
    m_selection.clear();
    reevaluate();
    emit designReset();
    emit evaluationChanged();
    emit reportChanged();
    emit designChanged();
    emit selectionChanged(m_selection);
    emit pathChanged(m_path);
    emit modifiedChanged(false);
}

QString Document::load(const QString& path)
{
    try {
        model::Design d = model::io::loadDesignFile(path.toStdString());
        views::localizeExample(d); // a bundled example in the window's language
        reset(std::move(d), path);
    } catch (const model::FormatError& e) {
        return QString::fromStdString(e.what());
    } catch (const std::exception& e) { // the document stays as it was
        return tr("%1: cannot be read: %2").arg(path, QString::fromUtf8(e.what()));
    }
    return {};
}

QString Document::save(const QString& path)
{
    const std::string text = model::io::saveDesign(m_design, m_catalog);
    if (const model::Message err = model::io::writeFileSafely(path.toStdString(), text);
        !err.empty())
        return views::renderMessage(err);
    m_path = path;
    m_undo->setClean();
    emit pathChanged(m_path);
    return {};
}

bool Document::isModified() const
{
    return !m_undo->isClean();
}

void Document::reevaluate()
{
    m_eval = std::make_shared<const model::Evaluation>(
        model::evaluate(model::snapshotOf(m_design), m_catalog));
    m_workload = m_eval->training ? m_eval->workload : std::nullopt;
}

void Document::flush()
{
    if (m_pending.empty())
        return;
    const model::ChangeSet changes = std::move(m_pending);
    m_pending.clear();
    reevaluate();
    // Objects that no longer exist cannot stay selected.
    QList<model::ObjectId> kept;
    for (auto id : std::as_const(m_selection))
        if (m_design.findBlock(id) || m_design.findLink(id))
            kept.push_back(id);
    emit objectsChanged(changes);
    emit evaluationChanged();
    emit reportChanged();
    emit designChanged();
    setSelection(kept);
}

} // namespace cc::app
