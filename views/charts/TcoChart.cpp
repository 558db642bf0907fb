#include "views/charts/TcoChart.h"

#include "model/analysis/Evaluate.h"
#include "model/analysis/Report.h"
#include "model/training/Workload.h"

#include <QLocale>

#include <algorithm>

namespace cc::views::charts {

namespace {

QString years(double y)
{
    return TcoChart::tr("%1 years").arg(QLocale().toString(y, 'f', y < 10 ? 1 : 0));
}

QString generations(const std::vector<std::string>& names)
{
    QStringList list;
    for (const auto& n : names)
        list << QString::fromStdString(n);
    return list.join(QStringLiteral(", "));
}

QString perYear(double usd)
{
    return TcoChart::tr("%1/year").arg(shortUsd(usd));
}

} // namespace

TcoChart::TcoChart(QWidget* parent) : ChartBase(parent)
{
    // The curves rise to the right; the top left stays free for the legend.
    axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
    addFootnoteRow();
}

QString TcoChart::title() const
{
    return tr("Total cost of ownership: buy vs rent");
}

QString TcoChart::who(int input) const
{
    const QString& label = inputs()[static_cast<size_t>(input)].label;
    return label.isEmpty() ? tr("This design") : label;
}

QString TcoChart::rebuild()
{
    m_tco.clear();
    m_curves.clear();
    const auto& in = inputs();
    const bool overlay = in.size() > 1;
    for (const auto& i : in) // the evaluation's figures; a chart never re-analyses
        m_tco.push_back(i.evaluation ? i.evaluation->tco : model::TcoReport{});
    // Scenarios bring up to ten curves: their legend goes under the plot, off the curves.
    if (overlay)
        setLegendBelow(3);
    else
        setLegendInside();
    const model::TcoReport& main = m_tco.front();
    if (!overlay && main.capexUsd <= 0 && main.energyUsdPerYear <= 0)
        return tr("Nothing to cost yet: add servers, switches or storage");

    double horizon = 0, top = 0;
    for (const auto& t : m_tco) {
        horizon = std::max(horizon, t.horizonYears);
        for (const auto& p : t.points)
            top = std::max({top, p.buyUsd, p.rentUsd});
    }
    m_scale = usdScale(top);
    styleAxis(xAxis, tr("Years from purchase"));
    styleAxis(yAxis, tr("Cumulative cost (%1)").arg(m_scale.unit));
    xAxis->setRange(0, horizon);
    yAxis->setRange(0, std::max(top / m_scale.divisor, 1e-9) * 1.3); // room for the legend

    for (int s = 0; s < static_cast<int>(m_tco.size()); ++s) {
        const model::TcoReport& t = m_tco[static_cast<size_t>(s)];
        if (t.points.empty())
            continue;
        // One colour per scenario; a single design gets two, so buy and rent differ by more
        // than the dash.
        const QColor c = seriesColor(s);
        const QColor rentColor = overlay ? c : seriesColor(1);
        QVector<double> x, buy, rent;
        for (const auto& p : t.points) {
            x << p.years;
            buy << p.buyUsd / m_scale.divisor;
            rent << p.rentUsd / m_scale.divisor;
        }
        auto* b = addGraph(xAxis, yAxis);
        b->setName(overlay ? tr("%1: buy").arg(who(s))
                           : tr("Buy: capex, then energy and maintenance"));
        b->setPen(QPen(c, 2.5));
        b->setData(x, buy, true);
        m_curves.push_back({b, s, Curve::Buy});
        if (t.hasCloudPrice) {
            auto* r = addGraph(xAxis, yAxis);
            r->setName(overlay ? tr("%1: rent").arg(who(s))
                               : tr("Rent: the same GPUs in the cloud"));
            r->setPen(QPen(rentColor, 2.5, Qt::DashLine));
            r->setData(x, rent, true);
            m_curves.push_back({r, s, Curve::Rent});
        }
        if (t.breakEvenWithinHorizon())
            addBreakEven(s, c);
    }
    setFootnote(footnote());
    return {};
}

void TcoChart::addBreakEven(int s, const QColor& color)
{
    const model::TcoReport& t = m_tco[static_cast<size_t>(s)];
    const double at = *t.breakEvenYears;
    const double usd = model::tcoBuyUsd(t, at) / m_scale.divisor;
    auto* point = addGraph(xAxis, yAxis);
    point->setName(inputs().size() > 1 ? QString() : tr("Break-even"));
    point->setLineStyle(QCPGraph::lsNone);
    point->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(textColor(), 1.5), color, 11));
    point->addData(at, usd);
    m_curves.push_back({point, s, Curve::BreakEven});
    addMarker(at, 0, at, usd, QString(), color, Qt::DotLine);

    if (inputs().size() > 1) // break-evens of scenarios often coincide: the footnote has them
        return;
    auto* label = new QCPItemText(this);
    label->position->setCoords(at, usd);
    label->setPositionAlignment(Qt::AlignLeft |
                                Qt::AlignTop); // under the buy line, right of the point
    label->setPadding(QMargins(10, 6, 2, 2));
    label->setColor(textColor());
    const QString text = tr("Break-even: %1").arg(years(at));
    label->setText(text);
}

QString TcoChart::footnote() const
{
    if (m_tco.size() > 1) {
        // One short line per scenario; the details are in the tooltips.
        QStringList lines;
        for (int s = 0; s < static_cast<int>(m_tco.size()); ++s)
            lines << who(s) + QStringLiteral(": ") + verdict(m_tco[static_cast<size_t>(s)], true);
        return lines.join(QLatin1Char('\n'));
    }
    if (m_tco.empty())
        return {};
    const model::TcoReport& t = m_tco.front();
    QString how = tr("Buy: capex %1 + energy %2 + maintenance %3.")
                      .arg(shortUsd(t.capexUsd), perYear(t.energyUsdPerYear),
                           perYear(t.maintenanceUsdPerYear));
    if (t.hasCloudPrice)
        how += QLatin1Char(' ') + tr("Rent: %1 GPUs × $%2/GPU-hour at %3 % utilisation.")
                                      .arg(QLocale().toString(static_cast<qlonglong>(t.gpus)),
                                           QLocale().toString(t.cloudUsdPerGpuHour, 'f', 2),
                                           QLocale().toString(t.utilisation * 100, 'f', 0));
    return verdict(t, false) + QLatin1Char('\n') + how;
}

QString TcoChart::verdict(const model::TcoReport& t, bool brief) const
{
    if (t.gpus <= 0)
        return brief ? tr("no GPUs to rent")
                     : tr("No GPUs in the design, so nothing to compare with renting.");
    if (!t.hasCloudPrice) {
        const QString gpus = t.unpricedGenerations.empty()
                                 ? tr("these GPUs")
                                 : tr("%1 GPUs").arg(generations(t.unpricedGenerations));
        return brief ? tr("no cloud price for %1; set one in the training job's run settings")
                           .arg(gpus)
                     : tr("No cloud price for %1: set one ($/GPU-hour) in the training job's run "
                          "settings "
                          "to compare with renting.")
                           .arg(gpus);
    }
    if (t.breakEvenWithinHorizon()) {
        const QString at = years(*t.breakEvenYears),
                      usd = shortUsd(model::tcoBuyUsd(t, *t.breakEvenYears));
        return brief ? tr("break-even after %1 (%2)").arg(at, usd)
                     : tr("Buying costs less than renting after %1 (%2 each).").arg(at, usd);
    }
    if (t.breakEvenYears)
        return brief ? tr("no break-even within %1 (after %2)")
                           .arg(years(t.horizonYears), years(*t.breakEvenYears))
                     : tr("No break-even within %1: buying costs less than renting only after %2.")
                           .arg(years(t.horizonYears), years(*t.breakEvenYears));
    return brief ? tr("renting stays cheaper (no break-even)")
                 : tr("No break-even: renting (%1) costs less than energy and maintenance alone "
                      "(%2).")
                       .arg(perYear(t.rentUsdPerYear),
                            perYear(t.energyUsdPerYear + t.maintenanceUsdPerYear));
}

QString TcoChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    const auto it = std::find_if(m_curves.begin(), m_curves.end(),
                                 [p](const Curve& c) { return c.graph == p; });
    if (!d || it == m_curves.end() || index < 0 || index >= d->dataCount())
        return ChartBase::tooltipFor(p, index);
    const model::TcoReport& t = m_tco[static_cast<size_t>(it->input)];
    const double at = d->dataMainKey(index);
    QString text = QStringLiteral("<b>%1</b>").arg(who(it->input).toHtmlEscaped());
    switch (it->kind) {
    case Curve::Buy:
        text += tr("<br/>Buying, after %1: %2<br/>capex %3 + energy %4 + maintenance %5")
                    .arg(years(at), exactUsd(model::tcoBuyUsd(t, at)), shortUsd(t.capexUsd),
                         perYear(t.energyUsdPerYear), perYear(t.maintenanceUsdPerYear));
        break;
    case Curve::Rent:
        text += tr("<br/>Renting, after %1: %2<br/>%3 GPUs × $%4/GPU-hour × 8,760 h/year × %5 % "
                   "utilisation<br/>Price: %6")
                    .arg(years(at), exactUsd(model::tcoRentUsd(t, at)),
                         QLocale().toString(static_cast<qlonglong>(t.gpus)),
                         QLocale().toString(t.cloudUsdPerGpuHour, 'f', 2),
                         QLocale().toString(t.utilisation * 100, 'f', 0),
                         QString::fromStdString(t.cloudPriceSource).toHtmlEscaped());
        break;
    case Curve::BreakEven:
        text +=
            tr("<br/>Break-even after %1 (%2 years): buying and renting both cost %3")
                .arg(years(at), QLocale().toString(at, 'f', 3), exactUsd(model::tcoBuyUsd(t, at)));
        break;
    }
    return text;
}

} // namespace cc::views::charts
