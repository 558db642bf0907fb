// The PDF proposal: composes the sections page by page. The document is laid out twice, first
// into memory to count the pages for "page N of M", then into the file.
#include "views/export/ProposalPdf.h"

#include "model/analysis/Evaluate.h"

#include "model/design/Design.h"
#include "model/io/SafeWrite.h"
#include "views/canvas/ClusterScene.h"
#include "views/charts/ChartPages.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalAccuracy.h"
#include "views/export/ProposalAlternatives.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalSections.h"
#include "views/text/MessageText.h"

#include <QBuffer>
#include <QPageLayout>
#include <QPdfWriter>

#include <memory>

namespace cc::views {

namespace {

/// Writes the whole document to `out`; returns the number of pages, or 0 when painting failed.
int compose(QIODevice& out, const ProposalInputs& in, QGraphicsScene& canvas, int totalPages)
{
    QPdfWriter writer(&out);
    // 96 units per inch: the canvas items and the charts size their text for it (vector output
    // does not depend on it).
    writer.setResolution(pdf::PageWriter::kDpi);
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait, QMarginsF()));
    writer.setTitle(pdf::Proposal::tr("%1: cluster proposal").arg(pdf::q(in.design->name)));
    writer.setCreator(QStringLiteral("ClusterCanvas"));
    int pages = 0;
    const bool ok = charts::paintWithChartPainter(writer, [&](QPainter& painter) {
        pdf::PageWriter w(
            painter, writer,
            pdf::Proposal::tr("%1 · ClusterCanvas proposal").arg(pdf::q(in.design->name)),
            totalPages);
        pdf::writeCover(w, in);
        pdf::writeTopology(w, in, canvas);
        pdf::writeRackElevations(w, in);
        pdf::writeBillOfMaterials(w, in);
        pdf::writeKeyFigures(w, in);
        pdf::writeAlternatives(w, in); // designs chosen by a plan only
        charts::writeChartPages(w, in);
        pdf::writeFindings(w, in);
        pdf::writeSources(w, in);
        if (in.appendix) {
            pdf::writeEngineeringAppendix(w, in);
            pdf::writeAccuracyAppendix(w, in);
        }
        w.finish();
        pages = w.page();
    });
    return ok ? pages : 0;
}

} // namespace

ProposalInputs proposalInputs(const model::Evaluation& e)
{
    ProposalInputs in;
    in.design = e.design.get();
    in.catalog = e.catalog;
    in.report = &e.report;
    in.training = e.trainingOrNull();
    in.workload = e.trainedWorkload();
    in.hardware = e.training && e.hardware ? &*e.hardware : nullptr;
    in.evaluation = &e;
    return in;
}

QString writeProposalPdf(const ProposalInputs& in, const QString& file)
{
    if (!in.design || !in.catalog || !in.report || (!in.canvas && !in.evaluation))
        return pdf::Proposal::tr("Cannot write %1: there is no analysed design.").arg(file);
    std::unique_ptr<ClusterScene> own;
    QGraphicsScene* canvas = in.canvas;
    if (!canvas) {
        own = std::make_unique<ClusterScene>();
        own->rebuild(*in.evaluation);
        canvas = own.get();
    }
    QBuffer dry;
    dry.open(QIODevice::WriteOnly);
    const int pages = compose(dry, in, *canvas, 0);
    if (pages <= 0)
        return pdf::Proposal::tr("Cannot write %1: the PDF could not be drawn.").arg(file);
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (compose(out, in, *canvas, pages) <= 0)
        return pdf::Proposal::tr("Cannot write %1: the PDF could not be drawn.").arg(file);
    // The one save helper: atomic, fsync'ed, keeps the mode, through symlinks, OS reason.
    return renderMessage(model::io::writeFileSafely(
        file.toStdString(), std::string_view(out.data().constData(), out.data().size())));
}

} // namespace cc::views
