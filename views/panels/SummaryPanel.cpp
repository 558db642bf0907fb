#include "views/panels/SummaryPanel.h"

#include "model/analysis/Report.h"
#include "model/util/Format.h"

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QVBoxLayout>

namespace cc::views {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s); }
QString si(double v, const char* unit) { return q(model::siUnits(v, unit)); }
} // namespace

SummaryPanel::SummaryPanel(QWidget* parent) : QWidget(parent)
{
    m_figures = new QLabel;
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setWordWrap(true);
    m_figures->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_figures->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);  // never cut the figures
    m_findings = new QListWidget;
    m_findings->setWordWrap(true);
    m_findings->setAlternatingRowColors(true);
    m_findings->setMinimumHeight(120);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(8, 8, 8, 8);
    lay->addWidget(m_figures);
    auto* title = new QLabel(tr("<b>Findings</b> — click one to select what it concerns"));
    lay->addWidget(title);
    lay->addWidget(m_findings, 1);
    connect(m_findings, &QListWidget::itemClicked, this, [this](QListWidgetItem* it) {
        QList<model::ObjectId> ids;
        for (const auto& v : it->data(Qt::UserRole).toList())
            ids.push_back(v.toUInt());
        emit findingActivated(ids);
    });
}

void SummaryPanel::showReport(const model::Report& r, const model::Design& d)
{
    const QLocale loc;
    QString verdict = r.cooling.liquidRacks > 0 ? tr("%1 liquid-cooled, %2 air-cooled racks")
                                                      .arg(loc.toString(r.cooling.liquidRacks), loc.toString(r.cooling.airRacks))
                      : r.design.racks > 0 ? (r.cooling.airRacks == 1 ? tr("air-cooled (1 rack)") : tr("air-cooled (%1 racks)").arg(loc.toString(r.cooling.airRacks))) +
                                                 (r.power.maxRackW > d.facility.airLimitW ? tr(", needs containment") : QString())
                                           : tr("no racks laid out");
    QString h = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    auto row = [&h](const QString& k, const QString& v) {
        h += QStringLiteral("<tr><td style='color:#566573'>%1</td><td align='right'><b>%2</b></td></tr>").arg(k, v);
    };
    row(tr("GPUs"), (r.design.servers == 1 ? tr("%1 in 1 server").arg(loc.toString(r.design.gpus))
                                            : tr("%1 in %2 servers").arg(loc.toString(r.design.gpus), loc.toString(r.design.servers))));
    row(tr("Training job"), tr("no workload analysed yet"));
    row(tr("IT power"), si(r.power.itW, "W"));
    row(tr("Facility power"), tr("%1 at PUE %2").arg(si(r.power.facilityW, "W")).arg(d.facility.pue));
    row(tr("Largest rack"), si(r.power.maxRackW, "W"));
    row(tr("Cooling"), verdict);
    row(tr("Bisection"), si(r.network.bisectionBytesPerS, "B/s"));
    row(tr("Per-GPU network"), si(r.network.injectionBytesPerSPerGpu, "B/s"));
    row(tr("Capex (indicative)"), q(model::usd(r.cost.capexUsd)));
    h += QStringLiteral("</table>");
    m_figures->setText(h);

    m_findings->clear();
    for (const auto& f : r.findings) {
        const QString mark = f.severity == model::Severity::Error     ? QStringLiteral("⛔")
                             : f.severity == model::Severity::Warning ? QStringLiteral("⚠")
                                                                      : QStringLiteral("ℹ");
        auto* it = new QListWidgetItem(QStringLiteral("%1 %2").arg(mark, q(f.message)));
        QVariantList ids;
        for (auto id : f.objects)
            ids.push_back(id);
        it->setData(Qt::UserRole, ids);
        it->setToolTip(QStringLiteral("<b>%1</b><br/>%2<br/><i>%3</i>")
                           .arg(q(f.code), q(f.message).toHtmlEscaped(), q(f.suggestion).toHtmlEscaped()));
        if (f.severity == model::Severity::Error)
            it->setForeground(QColor(0xc0, 0x39, 0x2b));
        else if (f.severity == model::Severity::Warning)
            it->setForeground(QColor(0x9a, 0x5b, 0x00));
        m_findings->addItem(it);
    }
}

} // namespace cc::views
