// Menus, toolbar and shortcuts of the main window.
#include "app/Document.h"
#include "app/LanguageMenu.h"
#include "app/MainWindow.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/ClusterView.h"
#include "views/canvas/GroupItem.h"
#include "views/dialogs/AccuracyDialog.h"
#include "views/dialogs/CalibrateDialog.h"
#include "views/dialogs/StartPage.h"
#include "views/panels/WorkloadPanel.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QIcon>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

namespace cc::app {

namespace {

/// A toolbar button's label from its action's menu text: without the menu accelerator, which
/// Chinese menus write as a letter in brackets ("打开(&O)…" gives "打开"), and without the
/// ellipsis.
QString toolbarText(QString text)
{
    static const QRegularExpression accel(QStringLiteral("\\s*[(（]&[^)）][)）]"));
    text.remove(accel);
    text.remove(QLatin1Char('&'));
    if (text.endsWith(QStringLiteral("…")))
        text.chop(1);
    else if (text.endsWith(QStringLiteral("...")))
        text.chop(3);
    return text.trimmed();
}

/// Keeps each toolbar label in step with its action's text (undo and redo change theirs with
/// every edit: "撤销(&U) 粘贴" is shown as "撤销 粘贴").
void keepToolbarLabels(QToolBar* tb)
{
    for (QAction* a : tb->actions()) {
        if (a->isSeparator())
            continue;
        const auto update = [a] {
            const QString label = toolbarText(a->text());
            if (a->iconText() != label)
                a->setIconText(label);
        };
        update();
        QObject::connect(a, &QAction::changed, a, update);
    }
}

} // namespace

void MainWindow::buildActions()
{
    auto* tb = addToolBar(tr("Main"));
    tb->setObjectName(QStringLiteral("mainToolBar"));
    tb->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto icon = [](const char* name) {
        return QIcon(QStringLiteral(":/icons/%1.svg").arg(QLatin1String(name)));
    };

    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* act = file->addAction(tr("&New"), this, [this] {
        // A new document at once: nothing of the old design stays in the panels while the
        // start page offers what to begin with.
        if (!maybeSave())
            return;
        m_doc->reset(model::Design{}, QString());
        m_stack->setCurrentWidget(m_start);
    });
    act->setShortcut(QKeySequence::New);
    act = file->addAction(icon("generate"), tr("New from &generator…"), this,
                          &MainWindow::generatorDialog);
    tb->addAction(act);
    file->addAction(tr("&Plan a cluster…"), this, &MainWindow::planDialog);
    file->addAction(tr("&Import model (config.json)…"), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Import a Hugging Face model config"), QString(),
                                         tr("Model configs (config.json *.json)"));
        if (path.isEmpty())
            return;
        QStringList notes;
        const QString err = m_workload->importModelConfig(path, &notes);
        if (!err.isEmpty())
            QMessageBox::warning(this, tr("Import model"),
                                 tr("Cannot import %1:\n%2").arg(path, err));
        else
            statusBar()->showMessage(notes.isEmpty() ? tr("Imported %1").arg(path)
                                                     : notes.join(QStringLiteral("; ")),
                                     8000);
    });
    act = file->addAction(icon("open"), tr("&Open…"), this, &MainWindow::openDialog);
    act->setShortcut(QKeySequence::Open);
    tb->addAction(act);
    m_recentMenu = file->addMenu(tr("Open &recent"));
    rebuildRecentMenu();
    act = file->addAction(icon("save"), tr("&Save"), this, &MainWindow::save);
    act->setShortcut(QKeySequence::Save);
    tb->addAction(act);
    act = file->addAction(tr("Save &as…"), this, &MainWindow::saveAs);
    // Some platforms define no standard Save As key; Ctrl+Shift+S is what users try.
    act->setShortcuts(QKeySequence::keyBindings(QKeySequence::SaveAs).isEmpty()
                          ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                          : QKeySequence::keyBindings(QKeySequence::SaveAs));
    file->addSeparator();
    buildExportActions(file);
    file->addSeparator();
    act = file->addAction(tr("&Quit"), this, &QWidget::close);
    act->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_doc->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setIcon(icon("undo"));
    QAction* redo = m_doc->undoStack()->createRedoAction(this, tr("&Redo"));
    // Ctrl+Y and Ctrl+Shift+Z both redo, whatever the platform's standard key is.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence& k :
         {QKeySequence(Qt::CTRL | Qt::Key_Y), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)})
        if (!redoKeys.contains(k))
            redoKeys.push_back(k);
    redo->setShortcuts(redoKeys);
    redo->setIcon(icon("redo"));
    edit->addAction(undo);
    edit->addAction(redo);
    tb->addSeparator();
    tb->addAction(undo);
    tb->addAction(redo);
    edit->addSeparator();
    auto canvasAction = [&](const QString& text, QKeySequence key, auto fn) {
        QAction* a = edit->addAction(text, this, [this, fn] {
            showCanvas();
            fn(m_view);
        });
        a->setShortcut(key);
        a->setShortcutContext(Qt::WindowShortcut);
        return a;
    };
    canvasAction(tr("Cu&t"), QKeySequence::Cut, [](views::ClusterView* v) { v->cutSelection(); });
    canvasAction(tr("&Copy"), QKeySequence::Copy,
                 [](views::ClusterView* v) { v->copySelection(); });
    canvasAction(tr("&Paste"), QKeySequence::Paste, [](views::ClusterView* v) { v->paste(); });
    canvasAction(tr("D&uplicate"), QKeySequence(Qt::CTRL | Qt::Key_D),
                 [](views::ClusterView* v) { v->duplicateSelection(); });
    canvasAction(tr("&Delete"), QKeySequence::Delete,
                 [](views::ClusterView* v) { v->deleteSelection(); });
    canvasAction(tr("Select &all"), QKeySequence::SelectAll, [](views::ClusterView* v) {
        for (auto* it : v->scene()->items())
            it->setSelected(it->type() == views::GroupItem::Type);
    });
    QMenu* align = edit->addMenu(tr("A&lign"));
    const QString alignNames[] = {tr("Left edges"), tr("Top edges"), tr("Horizontal centres"),
                                  tr("Vertical centres")};
    for (int i = 0; i < 4; ++i)
        align->addAction(alignNames[i], this, [this, i] { m_view->alignSelection(i); });

    QMenu* view = menuBar()->addMenu(tr("&View"));
    act = view->addAction(tr("Zoom &in"), this, [this] { m_view->zoomBy(1.25); });
    act->setShortcut(QKeySequence::ZoomIn);
    act = view->addAction(tr("Zoom &out"), this, [this] { m_view->zoomBy(0.8); });
    act->setShortcut(QKeySequence::ZoomOut);
    act = view->addAction(icon("fit"), tr("&Fit design"), this, [this] {
        showCanvas();
        m_view->zoomToFit();
    });
    act->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    tb->addSeparator();
    tb->addAction(act);
    act = view->addAction(tr("Actual size (&100 %)"), this, [this] { m_view->zoomTo100(); });
    act->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    view->addAction(tr("&Cluster canvas"), this, &MainWindow::showCanvas);
    view->addAction(tr("&Start page"), this, [this] { m_stack->setCurrentWidget(m_start); });
    view->addSeparator();
    for (auto* d : findChildren<QDockWidget*>())
        view->addAction(d->toggleViewAction());
    view->addSeparator();
    addLanguageMenu(view, this);
    buildPresentation(view);

    QMenu* server = menuBar()->addMenu(tr("&Server"));
    act = server->addAction(tr("&Edit server interior"), this, [this] {
        const auto sel = m_view->clusterScene()->selectedBlocks();
        for (auto id : sel)
            if (const auto* b = m_doc->design().findBlock(id);
                b && b->kind == model::BlockKind::Server)
                return showServer(b->templateId);
        statusBar()->showMessage(tr("Select a server group first (or double-click it)."), 6000);
    });
    act->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));

    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("&Calibrate…"), this, [this] {
        views::CalibrateDialog dlg(*m_doc, this);
        dlg.exec();
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&How to use the canvas"), this, [this] {
        QMessageBox::information(
            this, tr("Using the canvas"),
            tr("<p><b>Add</b>: drag servers, switches and storage from the catalog onto the "
               "canvas.</p>"
               "<p><b>Connect</b>: drag from a group's round port handle (top centre) onto another "
               "group.</p>"
               "<p><b>Replicas</b>: select a group and set its replica count in Properties.</p>"
               "<p><b>Server interior</b>: double-click a server group.</p>"
               "<p><b>Navigate</b>: wheel zooms, middle button or Space + drag pans, Ctrl+0 "
               "fits.</p>"));
    });
    help->addAction(tr("&Accuracy of the step-time model"), this,
                    [this] { views::AccuracyDialog::showFor(m_doc->catalog(), m_examples, this); });
    help->addAction(tr("&About ClusterCanvas"), this, [this] {
        QMessageBox::about(this, tr("About ClusterCanvas"),
                           tr("<b>ClusterCanvas</b> %1<br/>Design AI-training clusters and see "
                              "what they can do.<br/>"
                              "Prices are indicative, not quotes; every figure names its source.")
                               .arg(QStringLiteral("0.1.0")));
    });
    keepToolbarLabels(tb);
}

} // namespace cc::app
