// Presentation mode: what a sales engineer shows a customer. Full screen, every dock, toolbar,
// menu and the status bar hidden, the key figures large above the canvas, the design fitted.
// One key (Esc or F11) restores the window exactly as it was.
#include "app/Document.h"
#include "app/MainWindow.h"
#include "views/canvas/ClusterView.h"
#include "views/panels/KeyFiguresBar.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

namespace cc::app {

void MainWindow::buildPresentation(QMenu* viewMenu)
{
    m_presentAction = viewMenu->addAction(tr("&Presentation mode"));
    m_presentAction->setObjectName(QStringLiteral("presentationAction"));
    m_presentAction->setCheckable(true);
    m_presentAction->setShortcut(QKeySequence(Qt::Key_F11));
    // Window-wide, so it works with the menu bar hidden.
    m_presentAction->setShortcutContext(Qt::WindowShortcut);
    addAction(m_presentAction);
    connect(m_presentAction, &QAction::toggled, this, &MainWindow::setPresentation);
    m_presentEscape = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    m_presentEscape->setEnabled(false); // Esc keeps its canvas meaning outside the mode
    connect(m_presentEscape, &QShortcut::activated, this, [this] { setPresentation(false); });
}

void MainWindow::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (m_presentAction->isChecked() != on)
        m_presentAction->setChecked(on);
    m_presentEscape->setEnabled(on);
    if (on) {
        m_layoutBeforePresenting = saveState();
        m_statesBeforePresenting = windowState();
        for (auto* d : findChildren<QDockWidget*>())
            d->hide();
        for (auto* t : findChildren<QToolBar*>())
            t->hide();
        menuBar()->hide();
        statusBar()->hide();
        m_keyFigures->showEvaluation(m_doc->evaluation());
        m_keyFigures->show();
        showCanvas();
        showFullScreen();
    } else {
        m_keyFigures->hide();
        menuBar()->show();
        statusBar()->show();
        setWindowState(m_statesBeforePresenting);
        restoreState(m_layoutBeforePresenting);
    }
    // The canvas has its new size once the layout has run.
    QTimer::singleShot(0, m_view, [this] { m_view->zoomToFit(); });
}

} // namespace cc::app
