// The charts of the PDF proposal, drawn as vector graphics two to a page. This file includes
// qcustomplot.h, so it lives under views/charts/ (compiled without QT_NO_FOREACH).
#include "views/charts/ChartPages.h"

#include "views/charts/ChartBase.h"
#include "views/charts/ChartFactory.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalPdf.h"

#include <qcustomplot.h>

namespace cc::views::charts {

namespace {

constexpr int kPerPage = 2;
constexpr qreal kGap = 16;
/// Charts are laid out as if this much larger than their place on the page, so that their text
/// (sized for the screen) is a little smaller than the body text around it.
constexpr qreal kLayoutScale = 1.25;

} // namespace

bool paintWithChartPainter(QPaintDevice& device, const std::function<void(QPainter&)>& paint)
{
    QCPPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paint(painter);
    return painter.end();
}

void writeChartPages(pdf::PageWriter& w, const ProposalInputs& in)
{
    using pdf::Proposal;
    w.section(Proposal::tr("Charts"));
    ChartInputs inputs;
    inputs.design = in.design;
    inputs.catalog = in.catalog;
    inputs.report = in.report;
    inputs.training = in.training;
    inputs.workload = in.workload;
    inputs.hardware = in.hardware;
    // Not owned: the evaluation outlives the pages written from it (figures such as the TCO).
    inputs.evaluation = std::shared_ptr<const model::Evaluation>(
        std::shared_ptr<const model::Evaluation>(), in.evaluation);
    // Paper is white whatever the application's palette.
    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::WindowText, Qt::black);
    light.setColor(QPalette::Base, Qt::white);
    light.setColor(QPalette::Text, Qt::black);

    QStringList notShown;
    const qreal chartH = (w.content().height() - 60 - (kPerPage - 1) * kGap) / kPerPage;
    // The painter was opened by paintWithChartPainter(), so it is a QCPPainter.
    auto* painter = static_cast<QCPPainter*>(&w.painter());
    for (const ChartKind kind : allChartKinds()) {
        const std::unique_ptr<ChartBase> chart = makeChart(kind);
        if (needsTraining(kind) && !in.training) {
            notShown << chart->title();
            continue;
        }
        chart->setPalette(light);
        chart->setInputs(inputs);
        // The chart's own empty message tells the tool's user what to do; the customer only
        // reads that there is nothing to draw.
        if (!chart->emptyMessage().isEmpty()) {
            notShown << chart->title();
            continue;
        }
        w.ensure(chartH);
        const QRectF rect(w.content().left(), w.y(), w.content().width(), chartH);
        chart->renderTo(painter, rect, (rect.size() * kLayoutScale).toSize());
        w.space(chartH + kGap);
    }
    if (!notShown.isEmpty())
        w.paragraph(Proposal::tr("Not shown, as there is nothing to draw for this design: %1.")
                        .arg(notShown.join(QStringLiteral("; "))),
                    pdf::PageWriter::smallFont(), QColor(0x55, 0x55, 0x55));
}

} // namespace cc::views::charts
