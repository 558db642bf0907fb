#pragma once
#include "model/analysis/Evaluate.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "views/EditSink.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>

class QUndoStack;

namespace cc::app {

/// Owns the design, the catalog, the undo stack, the selection and the one evaluation of the
/// design. Edits report what they changed; after each undo step the document evaluates the
/// design once and tells the views, in this order: objectsChanged (typed), evaluationChanged,
/// designChanged. The only place where the design is mutated (through Edits).
class Document : public QObject, public views::EditSink {
    Q_OBJECT
public:
    explicit Document(model::Catalog catalog, QObject* parent = nullptr);
    ~Document() override;

    const model::Design& design() const override { return m_design; }
    const model::Catalog& catalog() const override { return m_catalog; }
    std::shared_ptr<const model::Evaluation> evaluationHandle() const override { return m_eval; }
    void submit(model::EditPtr edit) override;
    /// Ends the gesture in progress (mouse release, editingFinished): later edits of the same
    /// kind and object start a new undo step instead of merging into the last one.
    void endGesture() override;

    const model::Report& report() const { return m_eval->report; }
    /// The training-job analysis of the design's first workload, if it has one.
    const std::optional<model::TrainingReport>& training() const { return m_eval->training; }
    /// The first workload, parsed (set whenever training() is).
    const std::optional<model::Workload>& workload() const { return m_workload; }
    QUndoStack* undoStack() const { return m_undo; }

    /// The selected objects (groups and links), shared by canvas, inspector, racks, bottlenecks
    /// and the server interior.
    const QList<model::ObjectId>& selection() const { return m_selection; }
    void setSelection(const QList<model::ObjectId>& ids) override;

    /// Replaces the whole design (New, Open, generator); clears undo history and selection.
    void reset(model::Design d, const QString& path);
    /// Loads a file; on failure returns the message and leaves the document unchanged.
    QString load(const QString& path);
    /// Saves atomically; on failure returns the message (the file on disk is untouched).
    QString save(const QString& path);

    QString path() const { return m_path; }
    bool isModified() const;

signals:
    /// The whole design was replaced (New, Open): views drop everything they show.
    void designReset();
    /// What one undo step (edit, undo or redo) changed; the evaluation is already up to date.
    void objectsChanged(const model::ChangeSet& changes);
    /// The evaluation was replaced (after every change and reset).
    void evaluationChanged();
    /// The design changed (an edit, undo, redo, or a new document); after the two above.
    void designChanged();
    /// Kept for existing listeners: emitted with evaluationChanged().
    void reportChanged();
    void selectionChanged(const QList<model::ObjectId>& ids);
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    /// Evaluates once and emits the signals for the changes collected since the last flush.
    void flush();
    void reevaluate();

    model::Catalog m_catalog;
    model::Design m_design;
    std::shared_ptr<const model::Evaluation> m_eval;
    std::optional<model::Workload> m_workload;
    model::ChangeSet m_pending;
    QList<model::ObjectId> m_selection;
    QUndoStack* m_undo = nullptr;
    QString m_path;
};

} // namespace cc::app
