#include "views/panels/SummaryPanel.h"

#include "model/analysis/Evaluate.h"
#include "model/util/Format.h"
#include "views/panels/ExplainDialog.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace cc::views {

namespace {
QString si(double v, const char* unit)
{
    return q(model::siUnits(v, unit));
}
} // namespace

SummaryPanel::SummaryPanel(QWidget* parent) : QWidget(parent)
{
    m_figures = new QLabel;
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setWordWrap(true);
    m_figures->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_figures->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum); // never cut the figures
    m_figures->setToolTip(
        tr("Click a figure to see how it is computed: formula, inputs and source."));
    connect(m_figures, &QLabel::linkActivated, this, [this](const QString& key) { explain(key); });
    m_findings = new QListWidget;
    m_findings->setWordWrap(true);
    m_findings->setAlternatingRowColors(true);
    m_findings->setMinimumHeight(72);
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

namespace {
QString duration(double s)
{
    if (s < 120)
        return QObject::tr("%1 s").arg(s, 0, 'f', s < 10 ? 2 : 1);
    if (s < 2 * 3600)
        return QObject::tr("%1 min").arg(s / 60, 0, 'f', 1);
    if (s < 3 * 86400)
        return QObject::tr("%1 h").arg(s / 3600, 0, 'f', 1);
    return QObject::tr("%1 days").arg(s / 86400, 0, 'f', 1);
}
} // namespace

void SummaryPanel::showEvaluation(const model::Evaluation& e)
{
    const model::Report& r = e.report;
    const model::Design& d = *e.design;
    const model::TrainingReport* t = e.trainingOrNull();
    const QLocale loc;
    QString verdict =
        r.cooling.liquidRacks > 0
            ? tr("%1 liquid-cooled, %2 air-cooled racks")
                  .arg(loc.toString(r.cooling.liquidRacks), loc.toString(r.cooling.airRacks))
        : r.design.racks > 0
            ? (r.cooling.airRacks == 1
                   ? tr("air-cooled (1 rack)")
                   : tr("air-cooled (%1 racks)").arg(loc.toString(r.cooling.airRacks))) +
                  (r.power.maxRackW > d.facility.airLimitW ? tr(", needs containment") : QString())
            : tr("no racks laid out");
    QString h = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    m_explanations = e.figures;
    const QString linkColor = palette().color(QPalette::WindowText).name();
    // A figure that can be explained is a link to its key; the rest is plain text.
    auto row = [&](const QString& k, const QString& v, const char* key = nullptr) {
        const bool link = key && std::any_of(m_explanations.begin(), m_explanations.end(),
                                             [key](const auto& e) { return e.key == key; });
        const QString value = link ? QStringLiteral("<a href='%1' style='color:%2'>%3</a>")
                                         .arg(QLatin1String(key), linkColor, v)
                                   : v;
        h += QStringLiteral("<tr><td style='color:%3'>%1</td><td align='right'><b>%2</b></td></tr>")
                 .arg(k, value, palette::muted().name());
    };
    row(tr("GPUs"),
        (r.design.servers == 1
             ? tr("%1 in 1 server").arg(loc.toString(r.design.gpus))
             : tr("%1 in %2 servers")
                   .arg(loc.toString(r.design.gpus), loc.toString(r.design.servers))),
        "gpus");
    if (!t) {
        row(tr("Training job"), tr("none: set one in the Training job panel"));
    } else {
        const auto& m = t->memory;
        const QString fit = m.fits ? palette::coloured(tr("fits"), palette::good())
                                   : palette::coloured(tr("does not fit"), palette::bad());
        row(tr("Memory per GPU"),
            tr("%1 of %2, %3")
                .arg(q(model::gibibytes(m.perGpu.total())), q(model::gibibytes(m.capacityBytes)),
                     fit),
            "memory");
        if (t->valid) {
            const auto& p = t->performance;
            // Figures from the design's calibration (Tools > Calibrate) say so.
            const QString cal =
                t->calibration ? QStringLiteral(" <i>(%1)</i>").arg(tr("calibrated")) : QString();
            row(tr("Step time"), duration(p.stepTimeS) + cal, "stepTime");
            row(tr("MFU"), QStringLiteral("%1 %").arg(p.mfu * 100, 0, 'f', 1) + cal, "mfu");
            row(tr("Bottleneck"), q(p.bottleneck).toHtmlEscaped(), "bottleneck");
            if (p.timeToTrainS > 0)
                row(tr("Time to train"),
                    tr("%1 (%2 GPU-hours)")
                            .arg(duration(p.timeToTrainS), loc.toString(qRound64(p.gpuHours))) +
                        cal,
                    "timeToTrain");
        } else {
            row(tr("Training job"),
                palette::coloured(tr("setup contradicts itself (see findings)"), palette::bad()));
        }
    }
    row(tr("IT power"), si(r.power.itW, "W"), "itPower");
    row(tr("Facility power"),
        tr("%1 at PUE %2").arg(si(r.power.facilityW, "W")).arg(d.facility.pue), "facilityPower");
    row(tr("Largest rack"), si(r.power.maxRackW, "W"), "largestRack");
    row(tr("Cooling"), verdict, "cooling");
    row(tr("Bisection"), si(r.network.bisectionBytesPerS, "B/s"), "bisection");
    row(tr("Per-GPU network"), si(r.network.injectionBytesPerSPerGpu, "B/s"), "injection");
    row(tr("Capex (indicative)"), q(model::usd(r.cost.capexUsd)), "capex");
    h += QStringLiteral("</table>");
    m_figures->setText(h);

    m_findings->clear();
    std::vector<model::Finding> all;
    if (t)
        all = t->findings;
    all.insert(all.end(), r.findings.begin(), r.findings.end());
    std::stable_sort(all.begin(), all.end(),
                     [](const auto& a, const auto& b) { return a.severity > b.severity; });
    for (const auto& f : all) {
        const QString mark = f.severity == model::Severity::Error     ? QStringLiteral("✖")
                             : f.severity == model::Severity::Warning ? QStringLiteral("⚠")
                                                                      : QStringLiteral("ℹ");
        auto* it = new QListWidgetItem(QStringLiteral("%1 %2").arg(mark, q(f.message)));
        QVariantList ids;
        for (auto id : f.objects)
            ids.push_back(id);
        it->setData(Qt::UserRole, ids);
        it->setToolTip(
            QStringLiteral("<b>%1</b><br/>%2<br/><i>%3</i>")
                .arg(q(f.code), q(f.message).toHtmlEscaped(), q(f.suggestion).toHtmlEscaped()));
        if (f.severity != model::Severity::Info)
            it->setForeground(palette::severity(f.severity));
        m_findings->addItem(it);
    }
}

bool SummaryPanel::explain(const QString& key)
{
    for (const auto& e : m_explanations)
        if (QString::fromStdString(e.key) == key) {
            if (!m_dialog)
                m_dialog = new ExplainDialog(this);
            m_dialog->showFigure(e);
            return true;
        }
    return false;
}

} // namespace cc::views
