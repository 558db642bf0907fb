#include "app/Document.h"

#include "app/EditCommand.h"
#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/training/TrainingAnalysis.h"

#include <QUndoStack>

namespace cc::app {

Document::Document(model::Catalog catalog, QObject* parent)
    : QObject(parent), m_catalog(std::move(catalog)), m_undo(new QUndoStack(this))
{
    // Undo and redo change the design through the commands; one signal path for all changes.
    connect(m_undo, &QUndoStack::indexChanged, this, [this] {
        reanalyse();
        emit designChanged();
    });
    connect(m_undo, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
    reanalyse();
}

void Document::submit(model::EditPtr edit)
{
    if (edit)
        m_undo->push(new EditCommand(m_design, std::move(edit)));
}

void Document::reset(model::Design d, const QString& path)
{
    m_undo->clear();
    m_design = std::move(d);
    m_path = path;
    m_undo->setClean();
    reanalyse();
    emit designChanged();
    emit pathChanged(m_path);
    emit modifiedChanged(false);
}

QString Document::load(const QString& path)
{
    try {
        reset(model::io::loadDesignFile(path.toStdString()), path);
    } catch (const model::FormatError& e) {
        return QString::fromStdString(e.what());
    } catch (const std::exception& e) {  // the document stays as it was
        return tr("%1: cannot be read: %2").arg(path, QString::fromUtf8(e.what()));
    }
    return {};
}

QString Document::save(const QString& path)
{
    const std::string text = model::io::saveDesign(m_design, m_catalog);
    if (const std::string err = model::io::writeFileSafely(path.toStdString(), text); !err.empty())
        return QString::fromStdString(err);
    m_path = path;
    m_undo->setClean();
    emit pathChanged(m_path);
    return {};
}

bool Document::isModified() const { return !m_undo->isClean(); }

void Document::reanalyse()
{
    m_report = model::analyze(m_design, m_catalog);
    m_training.reset();
    m_workload.reset();
    if (!m_design.workloads.empty() && m_report.design.gpus > 0) {
        std::vector<model::Diagnostic> diags;
        m_workload = model::parseWorkload(m_design.workloads.front(), "workload", diags);
        if (m_workload)
            m_training = model::analyzeTraining(*m_workload, m_design, m_catalog, m_report);
    }
    emit reportChanged();
}

} // namespace cc::app
