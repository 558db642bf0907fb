#include "views/charts/BomChart.h"

#include "model/analysis/Report.h"

#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QPixmap>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {

/// Pixels of the chart's width outside the category axis: tick labels, axis label, margins.
constexpr int kAxisMarginsPx = 90;

double estimatedUsd(const model::CostReport& c, const std::string& category)
{
    double sum = 0;
    for (const auto& l : c.lines)
        if (l.estimate && l.category == category)
            sum += l.totalUsd;
    return sum;
}

/// A translucent fill of `c` with diagonal hatching in `c`: the same colour as the listed part,
/// visibly different, readable on white and on dark grey.
QBrush hatchBrush(const QColor& c, bool dark)
{
    QPixmap tile(12, 12);
    QColor fill = c;
    fill.setAlpha(dark ? 120 : 70);
    tile.fill(Qt::transparent);
    QPainter p(&tile);
    p.fillRect(tile.rect(), fill);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(dark ? c.lighter(140) : c, 1.6));
    p.drawLine(QPointF(-1, 13), QPointF(13, -1));
    p.drawLine(QPointF(-7, 7), QPointF(7, -7));
    p.drawLine(QPointF(5, 19), QPointF(19, 5));
    return QBrush(tile);
}

int estimatedLines(const model::CostReport& c)
{
    return static_cast<int>(
        std::count_if(c.lines.begin(), c.lines.end(),
                      [](const model::CostLine& l) { return l.estimate && l.totalUsd > 0; }));
}

double categoryUsd(const model::CostReport& c, const std::string& category)
{
    const auto it = c.byCategoryUsd.find(category);
    return it == c.byCategoryUsd.end() ? 0.0 : it->second;
}

} // namespace

BomChart::BomChart(QWidget* parent) : ChartBase(parent)
{
    addFootnoteRow();
}

QString BomChart::title() const
{
    return tr("Bill of materials");
}

QString BomChart::categoryName(const std::string& c) const
{
    // The report's category keys (Cost.cpp), shown in the user's language.
    if (c == "accelerators & servers")
        return tr("Accelerators & servers");
    if (c == "network switches")
        return tr("Network switches");
    if (c == "optics & cables")
        return tr("Optics & cables");
    if (c == "storage")
        return tr("Storage");
    if (c == "racks, power & cooling")
        return tr("Racks, power & cooling");
    return QString::fromStdString(c);
}

QString BomChart::rebuild()
{
    const auto& in = inputs();
    const bool overlay = in.size() > 1;
    delete m_group; // its bars were cleared with every plottable before rebuild()
    m_group = nullptr;
    m_estimateBars.clear();
    m_categories.clear();

    double top = 0;
    for (const auto& i : in) {
        if (!i.report)
            continue;
        for (const auto& [cat, usd] : i.report->cost.byCategoryUsd) {
            if (std::find(m_categories.begin(), m_categories.end(), cat) == m_categories.end())
                m_categories.push_back(cat);
            top = std::max(top, usd);
        }
    }
    const model::CostReport& main = in.front().report->cost;
    if (main.lines.empty() && main.capexUsd <= 0 && !overlay)
        return tr("Nothing to price yet: add servers, switches or storage");
    if (top <= 0 && !overlay)
        return main.unpricedItems == 1
                   ? tr("No prices: 1 item in this design has no price in the catalog")
                   : tr("No prices: %1 items in this design have no price in the catalog")
                         .arg(QLocale().toString(static_cast<qlonglong>(main.unpricedItems)));

    m_scale = usdScale(top);
    // A name wider than its category's room breaks at the space nearest its middle.
    const QFontMetrics fm(xAxis->tickLabelFont());
    const double room =
        (layoutSize().width() - kAxisMarginsPx) / std::max<size_t>(m_categories.size(), 1);
    QStringList names;
    for (const auto& c : m_categories) {
        QString name = categoryName(c);
        if (fm.horizontalAdvance(name) > room - 8) {
            int best = -1;
            for (int i = 0; i < name.size(); ++i)
                if (name[i] == QLatin1Char(' ') &&
                    (best < 0 || std::abs(i - name.size() / 2) < std::abs(best - name.size() / 2)))
                    best = i;
            if (best > 0)
                name[best] = QLatin1Char('\n');
        }
        names << name;
    }
    setCategories(xAxis, names);
    styleAxis(xAxis, tr("Category"));
    styleAxis(yAxis, tr("Capital cost (%1)").arg(m_scale.unit));

    const int n = static_cast<int>(in.size());
    if (overlay)
        m_group = new QCPBarsGroup(this);
    for (int s = 0; s < n; ++s) {
        const QString who = in[s].label.isEmpty() ? tr("This design") : in[s].label;
        auto* listed = new QCPBars(xAxis, yAxis);
        auto* estimated = new QCPBars(xAxis, yAxis);
        const QColor c = seriesColor(s);
        listed->setName(overlay ? who : tr("Listed prices"));
        // The hatch means the same for every scenario: one legend entry, on the first.
        estimated->setName(overlay && s > 0 ? tr("%1: estimated prices").arg(who)
                                            : tr("Estimated prices (hatched)"));
        for (QCPBars* b : {listed, estimated}) {
            b->setWidth(overlay ? 0.8 / n : 0.6);
            b->setPen(QPen(c.darker(125), 1));
            if (m_group)
                b->setBarsGroup(m_group);
        }
        listed->setBrush(c);
        estimated->setBrush(hatchBrush(c, isDark()));
        estimated->moveAbove(listed);
        m_estimateBars.push_back(estimated);
        if (!in[s].report)
            continue;
        const model::CostReport& cost = in[s].report->cost;
        for (size_t k = 0; k < m_categories.size(); ++k) {
            const double key = static_cast<double>(k + 1);
            const double total = categoryUsd(cost, m_categories[k]);
            const double est = std::min(estimatedUsd(cost, m_categories[k]), total);
            listed->addData(key, (total - est) / m_scale.divisor);
            if (est > 0)
                estimated->addData(key, est / m_scale.divisor);
            if (!overlay) { // grouped bars are offset in pixels: their values are in the tooltips
                auto* label = new QCPItemText(this);
                label->position->setCoords(key, total / m_scale.divisor);
                label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
                label->setPadding(QMargins(0, 0, 0, 3));
                label->setColor(textColor());
                label->setText(shortUsd(total));
            }
        }
        if ((overlay && s > 0) || (!overlay && estimated->dataCount() == 0))
            estimated->removeFromLegend();
    }
    yAxis->setRange(0, top / m_scale.divisor * 1.25);
    setFootnote(footnote());
    return {};
}

QString BomChart::footnote() const
{
    const bool overlay = inputs().size() > 1;
    QStringList parts;
    for (const auto& i : inputs()) {
        if (!i.report)
            continue;
        const model::CostReport& c = i.report->cost;
        // Overlays: short totals, three to a line; exact figures are in the tooltips.
        QString line = overlay ? tr("%1: %2").arg(i.label.isEmpty() ? tr("This design") : i.label,
                                                  shortUsd(c.capexUsd))
                               : tr("Total capex: %1").arg(exactUsd(c.capexUsd));
        if (const int est = estimatedLines(c); est > 0 && !overlay)
            line += est == 1 ? tr("; 1 price is an estimate (hatched)")
                             : tr("; %1 prices are estimates (hatched)").arg(est);
        if (c.unpricedItems == 1)
            line += overlay ? tr(" (1 item unpriced)")
                            : tr("; 1 item has no price and is not included");
        else if (c.unpricedItems > 1)
            line += (overlay ? tr(" (%1 items unpriced)")
                             : tr("; %1 items have no price and are not included"))
                        .arg(QLocale().toString(static_cast<qlonglong>(c.unpricedItems)));
        parts << line;
    }
    if (!overlay)
        return parts.join(QLatin1Char('\n'));
    QString text = tr("Total capex:") + QLatin1Char(' ');
    for (int i = 0; i < parts.size(); ++i)
        text += (i == 0       ? QString()
                 : i % 3 == 0 ? QStringLiteral("\n")
                              : QStringLiteral(" · ")) +
                parts[i];
    return text;
}

QString BomChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return ChartBase::tooltipFor(p, index);
    const int k = static_cast<int>(std::lround(d->dataMainKey(index))) - 1;
    auto* bars = qobject_cast<QCPBars*>(p);
    int s = -1;
    for (int i = 0; i < static_cast<int>(m_estimateBars.size()); ++i)
        if (m_estimateBars[i] == bars || (bars && m_estimateBars[i]->barBelow() == bars))
            s = i;
    if (s < 0 || k < 0 || k >= static_cast<int>(m_categories.size()) || !inputs()[s].report)
        return ChartBase::tooltipFor(p, index);
    const model::CostReport& c = inputs()[s].report->cost;
    const std::string& cat = m_categories[k];
    const double total = categoryUsd(c, cat);
    const double est = std::min(estimatedUsd(c, cat), total);
    QString text = QStringLiteral("<b>%1</b>").arg(categoryName(cat).toHtmlEscaped());
    if (inputs().size() > 1)
        text +=
            QStringLiteral(" — ") +
            (inputs()[s].label.isEmpty() ? tr("This design") : inputs()[s].label).toHtmlEscaped();
    text += tr("<br/>Total: %1").arg(exactUsd(total));
    if (c.capexUsd > 0)
        text += tr("<br/>Share of capex: %1 %")
                    .arg(QLocale().toString(total / c.capexUsd * 100, 'f', 1));
    text += tr("<br/>Listed prices: %1").arg(exactUsd(total - est));
    if (est > 0)
        text += tr("<br/>Estimated prices: %1").arg(exactUsd(est));
    return text;
}

} // namespace cc::views::charts
