#pragma once
#include "model/topology/Generators.h"

#include <QStringList>
#include <QWidget>

class QGridLayout;
class QLabel;
class QVBoxLayout;

namespace cc::views {

/// The page the application opens on without a file: new, new from generator, open, the
/// bundled examples with a one-line summary each, and recent files.
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(const model::Catalog& catalog, QWidget* parent = nullptr);

    /// Lists the *.json designs in `dir` (loaded and analysed once, here).
    void setExamplesFolder(const QString& dir);
    void setRecentFiles(const QStringList& paths);
    /// The example files listed, in the order shown.
    QStringList examplePaths() const { return m_examplePaths; }
    /// Opens the generator dialog; emits generateRequested when it is accepted.
    void showGeneratorDialog();

signals:
    void newEmptyRequested();
    void generateRequested(const cc::model::topology::GeneratorOptions& options);
    void planRequested(); ///< "Plan a cluster…"
    void openRequested(const QString& path);

private:
    void openFileDialog();

    const model::Catalog& m_catalog;
    QStringList m_examplePaths;
    QGridLayout* m_examples = nullptr;
    QVBoxLayout* m_recent = nullptr;
};

} // namespace cc::views
