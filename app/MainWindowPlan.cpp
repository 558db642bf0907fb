// "Plan a cluster…": the dialog gets the catalog and the current training job; "Open as design"
// replaces the document (after asking to save) with the chosen design.
#include "app/Document.h"
#include "app/MainWindow.h"
#include "views/canvas/ClusterView.h"
#include "views/dialogs/PlanDialog.h"

namespace cc::app {

void MainWindow::planDialog()
{
    std::optional<model::Workload> current;
    if (!m_doc->design().workloads.empty()) {
        std::vector<model::Diagnostic> ignored;
        current = model::parseWorkload(m_doc->design().workloads.front(), "design", ignored);
    }
    views::PlanDialog dlg(m_doc->catalog(), current, this);
    connect(&dlg, &views::PlanDialog::openDesign, this, [this, &dlg](const model::Design& d) {
        if (!maybeSave())
            return;
        m_doc->reset(d, QString());
        dlg.accept();
        showCanvas();
        m_view->zoomToFit();
    });
    dlg.exec();
}

} // namespace cc::app
