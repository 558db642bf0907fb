// File ▸ Export menu of the main window (proposal PDF, canvas SVG/PNG, BoM CSV).
#include "app/Document.h"
#include "app/MainWindow.h"
#include "model/cabling/CablingText.h"
#include "model/cabling/Ibnl.h"
#include "model/io/BomCsv.h"
#include "model/io/DesignIo.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/ClusterView.h"
#include "views/export/BomXlsx.h"
#include "views/export/CablingXlsx.h"
#include "views/export/CanvasExport.h"
#include "views/export/ProposalPdf.h"
#include "views/text/MessageText.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include <optional>

namespace cc::app {

namespace {

/// File ▸ Export ▸ Cabling plan and Fabric topology (issue 14 §4); `ask` and `done` as above.
template <class Ask, class Done>
void addCablingExports(QMenu* menu, MainWindow* w, Ask ask, Done done)
{
    menu->addSeparator();
    // The plan (CSV or workbook by the chosen filter) and the IBDM topology file (issue 14 §4).
    menu->addAction(MainWindow::tr("&Cabling plan…"), w, [w, ask, done] {
        const QString title = MainWindow::tr("Export cabling plan");
        const QString path = ask(title, QStringLiteral("-cabling.xlsx"),
                                 MainWindow::tr("Excel workbooks (*.xlsx);;CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        std::string why;
        QString err;
        const model::Design& d = w->document()->design();
        if (path.endsWith(QStringLiteral(".csv"), Qt::CaseInsensitive)) {
            err = views::renderMessage(model::io::writeFileAtomically(
                path.toStdString(), model::cabling::cablingToCsv(d, w->document()->catalog(),
                                                                 nullptr, views::termText)));
        } else {
            const auto book = views::cablingToXlsx(d, w->document()->catalog(), &why);
            err = book ? views::renderMessage(
                             model::io::writeFileAtomically(path.toStdString(), *book))
                       : MainWindow::tr("Cannot make the workbook %1: %2")
                             .arg(path, QString::fromStdString(why));
        }
        QApplication::restoreOverrideCursor();
        done(title, path, err);
    });
    menu->addAction(MainWindow::tr("Fabric &topology (IBDM, for ibdiagnet)…"), w, [w, ask, done] {
        const QString title = MainWindow::tr("Export fabric topology");
        const QString path = ask(title, QStringLiteral(".topo"),
                                 MainWindow::tr("IBDM topology files (*.topo);;All files (*)"));
        if (path.isEmpty())
            return;
        // The .topo and the IBNL definition of each system type in <name>_ibnl/ beside it.
        const model::Message err = model::cabling::writeIbdmFabric(
            model::cabling::fabricToIbdm(w->document()->design(), w->document()->catalog()),
            path.toStdString());
        done(title, path, views::renderMessage(err));
    });
}

} // namespace

void MainWindow::buildExportActions(QMenu* fileMenu)
{
    QMenu* menu = fileMenu->addMenu(tr("&Export"));

    // Asks where to write, suggesting the design's name with `suffix` beside the design file
    // (in the home folder for a new design or one in a read-only folder, like the examples).
    auto ask = [this](const QString& title, const QString& suffix, const QString& filter) {
        QString base = suggestedFileName();
        base.chop(QStringLiteral(".json").size());
        QString dir = QFileInfo(m_doc->path()).absolutePath();
        if (m_doc->path().isEmpty() || !QFileInfo(dir).isWritable())
            dir = QDir::homePath();
        return QFileDialog::getSaveFileName(this, title, QDir(dir).filePath(base + suffix), filter);
    };
    // Reports the outcome: a message box on failure, the path in the status bar on success.
    auto done = [this](const QString& title, const QString& path, const QString& error) {
        if (!error.isEmpty()) {
            QMessageBox::warning(this, title, error);
            return;
        }
        statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 8000);
    };

    auto proposal = [this, ask, done](bool appendix) {
        const QString title = tr("Export proposal");
        const QString path = ask(title, QStringLiteral(".pdf"), tr("PDF documents (*.pdf)"));
        if (path.isEmpty())
            return;
        views::ProposalInputs in = views::proposalInputs(m_doc->evaluation());
        in.canvas = m_view->clusterScene();
        in.validationCases = m_examples + QStringLiteral("/../validation");
        in.appendix = appendix;
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const QString error = views::writeProposalPdf(in, path);
        QApplication::restoreOverrideCursor();
        done(title, path, error);
    };
    menu->addAction(tr("&Proposal (PDF)…"), this, [proposal] { proposal(false); });
    menu->addAction(tr("Proposal with engineering &appendix (PDF)…"), this,
                    [proposal] { proposal(true); });
    menu->addSeparator();
    menu->addAction(tr("Canvas as &SVG…"), this, [this, ask, done] {
        const QString title = tr("Export canvas");
        const QString path = ask(title, QStringLiteral(".svg"), tr("SVG drawings (*.svg)"));
        if (!path.isEmpty())
            done(title, path, views::exportCanvas(*m_view->clusterScene(), path));
    });
    menu->addAction(tr("Canvas as P&NG…"), this, [this, ask, done] {
        const QString title = tr("Export canvas");
        const QString path = ask(title, QStringLiteral(".png"), tr("PNG images (*.png)"));
        if (!path.isEmpty())
            done(title, path, views::exportCanvas(*m_view->clusterScene(), path));
    });
    menu->addSeparator();
    menu->addAction(tr("&Bill of materials (CSV)…"), this, [this, ask, done] {
        const QString title = tr("Export bill of materials");
        const QString path = ask(title, QStringLiteral("-bom.csv"), tr("CSV files (*.csv)"));
        if (path.isEmpty())
            return;
        const model::Message err = model::io::writeFileAtomically(
            path.toStdString(), model::io::bomToCsv(m_doc->report()));
        // The message names the file already ("cannot write …").
        done(title, path, views::renderMessage(err));
    });
    menu->addAction(tr("Bill of materials (E&xcel)…"), this, [this, ask, done] {
        const QString title = tr("Export bill of materials");
        const QString path =
            ask(title, QStringLiteral("-bom.xlsx"), tr("Excel workbooks (*.xlsx)"));
        if (path.isEmpty())
            return;
        std::string why;
        const std::optional<std::string> book = views::bomToXlsx(m_doc->report(), &why);
        const QString err =
            book ? views::renderMessage(model::io::writeFileAtomically(path.toStdString(), *book))
                 : tr("Cannot make the workbook %1: %2").arg(path, QString::fromStdString(why));
        done(title, path, err);
    });
    addCablingExports(menu, this, ask, done);
}

} // namespace cc::app
