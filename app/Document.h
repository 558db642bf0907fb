#pragma once
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"

#include <optional>
#include "views/EditSink.h"

#include <QObject>
#include <QString>

class QUndoStack;

namespace cc::app {

/// Owns the design, the catalog and the undo stack; re-runs the analysis after every change and
/// tells the views. The only place where the design is mutated (through Edits).
class Document : public QObject, public views::EditSink {
    Q_OBJECT
public:
    explicit Document(model::Catalog catalog, QObject* parent = nullptr);

    const model::Design& design() const override { return m_design; }
    const model::Catalog& catalog() const override { return m_catalog; }
    void submit(model::EditPtr edit) override;

    const model::Report& report() const { return m_report; }
    /// The training-job analysis of the design's first workload, if it has one.
    const std::optional<model::TrainingReport>& training() const { return m_training; }
    /// The first workload, parsed (set whenever training() is).
    const std::optional<model::Workload>& workload() const { return m_workload; }
    QUndoStack* undoStack() const { return m_undo; }

    /// Replaces the whole design (New, Open, generator); clears undo history.
    void reset(model::Design d, const QString& path);
    /// Loads a file; on failure returns the message and leaves the document unchanged.
    QString load(const QString& path);
    /// Saves atomically; on failure returns the message (the file on disk is untouched).
    QString save(const QString& path);

    QString path() const { return m_path; }
    bool isModified() const;

signals:
    /// The design changed (an edit, undo, redo, or a new document).
    void designChanged();
    void reportChanged();
    void pathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    void reanalyse();

    model::Catalog m_catalog;
    model::Design m_design;
    model::Report m_report;
    std::optional<model::TrainingReport> m_training;
    std::optional<model::Workload> m_workload;
    QUndoStack* m_undo = nullptr;
    QString m_path;
};

} // namespace cc::app
