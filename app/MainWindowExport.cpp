// File ▸ Export menu of the main window (proposal PDF, canvas SVG/PNG, BoM CSV).
#include "app/MainWindow.h"

#include <QMenu>

namespace cc::app {

void MainWindow::buildExportActions(QMenu* fileMenu)
{
    Q_UNUSED(fileMenu);  // filled in by the export work of issue 5
}

} // namespace cc::app
