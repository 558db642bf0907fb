#include "app/MainWindow.h"

#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "views/panels/ReportView.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

namespace cc::app {

MainWindow::MainWindow(model::Catalog catalog, QWidget* parent)
    : QMainWindow(parent), m_catalog(std::move(catalog))
{
    m_report = new views::ReportView(this);
    setCentralWidget(m_report);
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open…"), this, &MainWindow::openDialog);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), qApp, &QApplication::quit);
    quit->setShortcut(QKeySequence::Quit);
    setWindowTitle(tr("ClusterCanvas"));
    resize(1100, 800);
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    statusBar()->showMessage(tr("%1 catalog entries loaded").arg(m_catalog.size()));
}

bool MainWindow::openFile(const QString& path)
{
    try {
        m_design = model::io::loadDesignFile(path.toStdString());
    } catch (const model::FormatError& e) {
        QMessageBox::warning(this, tr("Cannot open design"),
                             tr("%1 could not be opened:\n\n%2").arg(path, QString::fromStdString(e.what())));
        return false;
    }
    m_path = path;
    setWindowTitle(tr("%1 — ClusterCanvas").arg(QString::fromStdString(m_design.name)));
    refresh();
    return true;
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QString(),
                                                      tr("ClusterCanvas designs (*.json)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::refresh()
{
    const model::Report r = model::analyze(m_design, m_catalog);
    m_report->showReport(r, m_design);
    statusBar()->showMessage(tr("Analysed in %1 ms").arg(r.analysisSeconds * 1e3, 0, 'f', 2));
}

} // namespace cc::app
