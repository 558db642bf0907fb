#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

#include <QMainWindow>

namespace cc::views {
class ReportView;
}

namespace cc::app {

/// The application window. For now it opens a design and shows its analysis; the canvas editor
/// comes with the designer GUI.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(model::Catalog catalog, QWidget* parent = nullptr);
    /// Opens a design file; shows a message and returns false when it cannot be read.
    bool openFile(const QString& path);

private:
    void openDialog();
    void refresh();

    model::Catalog m_catalog;
    model::Design m_design;
    QString m_path;
    views::ReportView* m_report = nullptr;
};

} // namespace cc::app
