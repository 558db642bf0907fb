// New, open, save, recent files and the unsaved-changes prompt.
#include "app/Document.h"
#include "app/MainWindow.h"
#include "model/topology/Generators.h"
#include "views/canvas/ClusterView.h"
#include "views/dialogs/GeneratorDialog.h"
#include "views/dialogs/StartPage.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

namespace cc::app {

namespace {
const QString kRecentKey = QStringLiteral("files/recent");
constexpr int kMaxRecent = 8;
} // namespace

bool MainWindow::openFile(const QString& path)
{
    if (!maybeSave())
        return false;
    const QString error = m_doc->load(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot open design"),
                             tr("%1 could not be opened:\n\n%2").arg(path, error));
        return false;
    }
    addRecent(path);
    showCanvas();
    m_view->zoomToFit();
    statusBar()->showMessage(tr("Opened %1").arg(path), 4000);
    return true;
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open design"), m_examples, tr("ClusterCanvas designs (*.ccdesign.json *.json)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::newEmpty()
{
    if (!maybeSave())
        return;
    m_doc->reset(model::Design{}, QString());
    showCanvas();
    m_view->zoomTo100();
    statusBar()->showMessage(
        tr("Drag servers, switches and storage from the catalog onto the canvas."), 8000);
}

void MainWindow::newFromGenerator(const model::topology::GeneratorOptions& o)
{
    if (!maybeSave())
        return;
    try {
        m_doc->reset(model::topology::generate(o, m_doc->catalog()), QString());
    } catch (const std::invalid_argument& e) {
        QMessageBox::warning(this, tr("Cannot generate"), QString::fromStdString(e.what()));
        return;
    }
    showCanvas();
    m_view->zoomToFit();
}

void MainWindow::generatorDialog()
{
    views::GeneratorDialog dlg(m_doc->catalog(), this);
    if (dlg.exec() == QDialog::Accepted)
        newFromGenerator(dlg.options());
}

bool MainWindow::save()
{
    if (m_doc->path().isEmpty())
        return saveAs();
    const QString error = m_doc->save(m_doc->path());
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    statusBar()->showMessage(tr("Saved %1").arg(m_doc->path()), 4000);
    return true;
}

QString MainWindow::suggestedFileName() const
{
    // The design's name as a file name: letters, digits and dashes.
    QString name = QString::fromStdString(m_doc->design().name).toLower();
    name.replace(QRegularExpression(QStringLiteral("[^\\p{L}\\p{N}]+")), QStringLiteral("-"));
    name = name.mid(0, 60).remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    // NAME.ccdesign.json: still JSON for every other tool, and its own type for the desktop
    // (packaging/clustercanvas-mime.xml), so a double-click opens ClusterCanvas.
    return (name.isEmpty() ? QStringLiteral("design") : name) + QStringLiteral(".ccdesign.json");
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save design"), m_doc->path().isEmpty() ? suggestedFileName() : m_doc->path(),
        tr("ClusterCanvas designs (*.ccdesign.json *.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".ccdesign.json");
    const QString error = m_doc->save(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(this, tr("Cannot save"), error);
        return false;
    }
    addRecent(path);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_doc->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The design has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void MainWindow::addRecent(const QString& path)
{
    QStringList list = recentFiles();
    const QString abs = QFileInfo(path).absoluteFilePath();
    list.removeAll(abs);
    list.prepend(abs);
    while (list.size() > kMaxRecent)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    rebuildRecentMenu();
    m_start->setRecentFiles(list);
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList list = recentFiles();
    for (const QString& p : list)
        m_recentMenu->addAction(QFileInfo(p).fileName(), this, [this, p] { openFile(p); })
            ->setToolTip(p);
    m_recentMenu->setEnabled(!list.isEmpty());
}

} // namespace cc::app
