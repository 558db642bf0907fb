#include "views/panels/ReportView.h"

#include "model/analysis/Report.h"
#include "model/io/ReportIo.h"
#include "model/training/TrainingReport.h"
#include "model/util/Format.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"
#include "views/text/MessageText.h"

#include <QLocale>

namespace cc::views {

namespace {
QString si(double v, const char* unit)
{
    return qHtml(model::siUnits(v, unit));
}
QString count(long long n)
{
    return QLocale().toString(n);
}
} // namespace

ReportView::ReportView(QWidget* parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
}

ReportView::~ReportView() = default;

void ReportView::showReport(const model::Report& r, const model::Design& d,
                            const model::TrainingReport* training)
{
    m_report = std::make_unique<model::Report>(r);
    m_training = training ? std::make_unique<model::TrainingReport>(*training) : nullptr;
    m_name = QString::fromStdString(d.name);
    m_pue = d.facility.pue;
    // Coalesced and deferred: a burst of edits lays the HTML out once, after the canvas has
    // repainted (the layout takes ~15 ms on the 100k-GPU example).
    if (!m_dirty && isVisible())
        QMetaObject::invokeMethod(this, &ReportView::render, Qt::QueuedConnection);
    m_dirty = true;
}

void ReportView::showEvent(QShowEvent* e)
{
    QTextBrowser::showEvent(e);
    if (m_dirty)
        render();
}

void ReportView::render()
{
    if (!m_dirty || !m_report)
        return;
    m_dirty = false;
    const model::Report& r = *m_report;
    QString h;
    h += QStringLiteral("<h2>%1</h2>").arg(m_name.toHtmlEscaped());
    h += tr("<p><b>%1</b> GPUs in <b>%2</b> servers, %3 switches, %4 racks (%5 groups)</p>")
             .arg(count(r.design.gpus), count(r.design.servers), count(r.design.switches),
                  count(r.design.racks), QString::number(r.design.groups));

    h += QStringLiteral("<h3>%1</h3><table cellpadding='3'>").arg(tr("Key figures"));
    auto row = [&h](const QString& k, const QString& v) {
        h += QStringLiteral("<tr><td>%1</td><td align='right'><b>%2</b></td></tr>").arg(k, v);
    };
    row(tr("IT power (typical × utilisation)"), si(r.power.itW, "W"));
    row(tr("Facility power (× PUE %1)").arg(m_pue), si(r.power.facilityW, "W"));
    row(tr("Largest rack (max)"), si(r.power.maxRackW, "W"));
    row(tr("Heat at IT max"), si(r.cooling.heatBtuPerH, "BTU/h"));
    row(tr("Liquid-cooled racks"), count(r.cooling.liquidRacks));
    row(tr("Bisection bandwidth (per direction)"), si(r.network.bisectionBytesPerS, "B/s"));
    row(tr("Network injection per GPU"), si(r.network.injectionBytesPerSPerGpu, "B/s"));
    row(tr("Scale-up domain"), tr("%1 GPUs").arg(r.network.scaleUpDomainGpus));
    row(tr("Allreduce bus bandwidth in a node"),
        si(r.network.allreduceBusIntraNodeBytesPerS, "B/s"));
    row(tr("Allreduce bus bandwidth across nodes"),
        si(r.network.allreduceBusInterNodeBytesPerS, "B/s"));
    row(tr("Capex (indicative)"), qHtml(model::usd(r.cost.capexUsd)));
    h += QStringLiteral("</table>");

    if (!r.network.tiers.empty()) {
        h += QStringLiteral("<h3>%1</h3><table border='1' cellspacing='0' cellpadding='3'>")
                 .arg(tr("Network tiers"));
        h += tr("<tr><th>Tier</th><th>Switches</th><th>Ports used / total</th><th>Links down</th>"
                "<th>Links up</th><th>Oversubscription</th></tr>");
        for (const auto& t : r.network.tiers)
            h += QStringLiteral(
                     "<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3 / %4</td>"
                     "<td align='right'>%5</td><td align='right'>%6</td><td "
                     "align='right'>%7</td></tr>")
                     .arg(qHtml(t.name), count(t.switches),
                          count(static_cast<long long>(t.portsUsed)), count(t.portsTotal),
                          count(t.linksDown), count(t.linksUp),
                          t.oversubscription
                              ? QStringLiteral("%1:1").arg(*t.oversubscription, 0, 'f', 2)
                              : QStringLiteral("–"));
        h += QStringLiteral("</table>");
    }

    h += QStringLiteral("<h3>%1</h3><table cellpadding='3'>").arg(tr("Capex by category"));
    for (const auto& [cat, v] : r.cost.byCategoryUsd)
        row(renderTerm(cat).toHtmlEscaped(), qHtml(model::usd(v)));
    h += QStringLiteral("</table>");

    h += QStringLiteral("<h3>%1 (%2)</h3><ul>").arg(tr("Findings")).arg(r.findings.size());
    for (const auto& f : r.findings) {
        const QString colour = palette::severity(f.severity).name();
        h += QStringLiteral("<li><span style='color:%1'><b>%2</b></span> %3")
                 .arg(colour, qHtml(f.code), qHtml(f.message));
        if (!f.suggestion.empty())
            h += QStringLiteral("<br/><i>%1</i>").arg(qHtml(f.suggestion));
        h += QStringLiteral("</li>");
    }
    h += QStringLiteral("</ul>");

    if (m_training) {
        h += QStringLiteral("<h3>%1</h3><pre>%2</pre>")
                 .arg(tr("Training job"), qHtml(model::io::trainingToText(*m_training)));
    }

    // How the numbers are computed: every formula with its source.
    std::vector<model::Explanation> all = r.explanations;
    if (m_training)
        all.insert(all.end(), m_training->explanations.begin(), m_training->explanations.end());
    if (!all.empty()) {
        h += QStringLiteral("<h3>%1</h3><table border='1' cellspacing='0' cellpadding='3'>")
                 .arg(tr("How the numbers are computed"));
        h += tr("<tr><th>Quantity</th><th>Formula</th><th>Source</th></tr>");
        for (const auto& e : all)
            h += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td></tr>")
                     .arg(quantityName(e.quantity).toHtmlEscaped(), qHtml(e.formula),
                          qHtml(e.source));
        h += QStringLiteral("</table>");
    }
    setHtml(h);
}

} // namespace cc::views
