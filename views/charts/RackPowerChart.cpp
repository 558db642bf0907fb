#include "views/charts/RackPowerChart.h"

#include "model/analysis/Report.h"
#include "model/design/Design.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace cc::views::charts {

namespace {

constexpr double kW = 1e3; // the rack axis is in kW
constexpr int kLabelChars = 34;
constexpr int kCompactLabelChars = 20;

/// Bar colours per cooling verdict (Okabe & Ito 2008 palette, as ChartBase's series).
QColor verdictColor(model::CoolingVerdict v)
{
    switch (v) {
    case model::CoolingVerdict::Air:
        return QColor(0x00, 0x9e, 0x73);
    case model::CoolingVerdict::AirContained:
        return QColor(0xe6, 0x9f, 0x00);
    case model::CoolingVerdict::Liquid:
        return QColor(0x00, 0x72, 0xb2);
    }
    return Qt::gray;
}

QString verdictName(model::CoolingVerdict v)
{
    switch (v) {
    case model::CoolingVerdict::Air:
        return RackPowerChart::tr("air");
    case model::CoolingVerdict::AirContained:
        return RackPowerChart::tr("air with containment");
    case model::CoolingVerdict::Liquid:
        return RackPowerChart::tr("liquid");
    }
    return {};
}

QString verdictLegend(model::CoolingVerdict v)
{
    switch (v) {
    case model::CoolingVerdict::Air:
        return RackPowerChart::tr("Max, air-cooled");
    case model::CoolingVerdict::AirContained:
        return RackPowerChart::tr("Max, air with containment");
    case model::CoolingVerdict::Liquid:
        return RackPowerChart::tr("Max, liquid-cooled");
    }
    return {};
}

/// "Parallel FS appliance, DDN…storage racks (partial)": the start and the end stay readable.
QString elideMiddle(const QString& s, int maxChars)
{
    if (s.size() <= maxChars)
        return s;
    const int tail = (maxChars - 1) / 2;
    return s.left(maxChars - 1 - tail).trimmed() + QChar(0x2026) + s.right(tail).trimmed();
}

/// A vertical dash as a scatter shape, `px` tall and 3.5 px wide: the rack limit across its bar.
QCPScatterStyle limitDash(const QColor& c, double px)
{
    const double w = 6 * 3.5 / px; // QCPScatterStyle scales custom paths by size/6
    QPainterPath path;
    path.addRect(QRectF(-w / 2, -3, w, 6));
    // No outline: QCPPainter widens a hairline to 1 px before the path is scaled, which would
    // make it size/6 px wide. The graph's pen is NoPen too, since an unset scatter pen uses it.
    return QCPScatterStyle(path, Qt::NoPen, c, px);
}

const model::RackReport* largestRack(const model::Report& r)
{
    const model::RackReport* best = nullptr;
    for (const auto& rack : r.power.racks)
        if (!best || rack.maxW > best->maxW)
            best = &rack;
    return best;
}

void styleLike(QCPAxisRect* rect, const QColor& fg, const QColor& grid)
{
    for (QCPAxis* a : rect->axes()) {
        a->setBasePen(QPen(fg));
        a->setTickPen(QPen(fg));
        a->setSubTickPen(QPen(fg));
        a->setTickLabelColor(fg);
        a->setLabelColor(fg);
        a->grid()->setPen(QPen(grid, 0, Qt::DotLine));
        a->grid()->setZeroLinePen(Qt::NoPen);
    }
    rect->setBackground(Qt::NoBrush);
}

} // namespace

RackPowerChart::RackPowerChart(QWidget* parent) : ChartBase(parent)
{
    // The rack bars and the facility strip share one title, one legend (below both, so it never
    // covers a bar) and aligned left and right edges.
    QCPAxisRect* main = axisRect();
    m_stack = new QCPLayoutGrid;
    plotLayout()->take(main);
    plotLayout()->addElement(1, 0, m_stack);
    m_stack->addElement(0, 0, main);
    m_stack->setRowSpacing(4);
    setPlotElement(m_stack);
    setLegendBelow(3);
    m_margins = new QCPMarginGroup(this);
    main->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
    // The limit dash spans its bar at any size, so it is sized once the layout is known (also
    // when exporting at another size).
    connect(this, &QCustomPlot::afterLayout, this, [this] {
        if (!m_limit || m_slots.empty())
            return;
        const double row = std::abs(yAxis->coordToPixel(2) - yAxis->coordToPixel(1));
        // Bars are 0.62 rows tall; the dash overhangs them a little.
        m_limit->setScatterStyle(
            limitDash(m_limit->scatterStyle().brush().color(), std::clamp(row * 0.72, 6.0, 120.0)));
    });
}

QString RackPowerChart::title() const
{
    return tr("Power per rack");
}

QString RackPowerChart::rebuild()
{
    m_slots.clear();
    m_limit = nullptr;
    const auto& in = inputs();
    const bool anyRacks = std::any_of(in.begin(), in.end(), [](const ChartInputs& i) {
        return i.report && !i.report->power.racks.empty();
    });
    yAxis->setRangeReversed(false);
    if (!anyRacks) {
        removeSideRect();
        return tr("No racks laid out: use Auto-place in the Racks panel");
    }
    ensureSideRect();
    buildRacks();
    buildFacility();
    return {};
}

void RackPowerChart::ensureSideRect()
{
    if (m_side)
        return;
    m_side = new QCPAxisRect(this);
    m_stack->addElement(1, 0, m_side);
    m_side->setMarginGroup(QCP::msLeft | QCP::msRight, m_margins);
}

void RackPowerChart::removeSideRect()
{
    if (!m_side)
        return;
    m_stack->remove(m_side); // its bars were cleared with every plottable before rebuild()
    m_stack->simplify();
    m_side = nullptr;
}

QString RackPowerChart::rackLabel(const model::RackReport& r, int maxChars) const
{
    return tr("%1 ×%2").arg(elideMiddle(QString::fromStdString(r.name), maxChars),
                            QLocale().toString(static_cast<qlonglong>(r.count)));
}

void RackPowerChart::buildRacks()
{
    const auto& in = inputs();
    const bool overlay = in.size() > 1;
    QStringList names;
    if (overlay) {
        for (int i = 0; i < static_cast<int>(in.size()); ++i) {
            const model::RackReport* r = in[i].report ? largestRack(*in[i].report) : nullptr;
            const QString who = in[i].label.isEmpty() ? tr("This design") : in[i].label;
            // In a dock, one line per bar: two-line labels would run into each other.
            const QString rack = r ? rackLabel(*r, isCompact() ? kCompactLabelChars : kLabelChars)
                                   : tr("(no racks)");
            names << who + (isCompact() ? QStringLiteral(": ") : QStringLiteral("\n")) + rack;
            m_slots.push_back({i, r});
        }
    } else {
        for (const auto& r : in.front().report->power.racks) {
            names << rackLabel(r, kLabelChars);
            m_slots.push_back({0, &r});
        }
    }
    // Horizontal bars: racks on the left axis, first at the top; power along the bottom.
    setCategories(yAxis, names);
    yAxis->setRangeReversed(true);
    styleAxis(yAxis, !overlay      ? tr("Rack rows")
                     : isCompact() ? tr("Largest racks")
                                   : tr("Largest rack of each scenario"));
    styleAxis(xAxis, tr("Power per rack (kW)"));

    // One bar set per verdict that occurs (legend: only the colours used), created first so
    // the typical bars and limit dashes are drawn over them.
    QCPBars* byVerdict[3] = {nullptr, nullptr, nullptr};
    for (const auto verdict : {model::CoolingVerdict::Air, model::CoolingVerdict::AirContained,
                               model::CoolingVerdict::Liquid}) {
        if (std::none_of(m_slots.begin(), m_slots.end(),
                         [&](const Slot& s) { return s.rack && s.rack->verdict == verdict; }))
            continue;
        auto* bars = new QCPBars(yAxis, xAxis);
        bars->setName(verdictLegend(verdict));
        bars->setWidth(0.62);
        bars->setPen(QPen(verdictColor(verdict).darker(130)));
        bars->setBrush(verdictColor(verdict));
        byVerdict[static_cast<int>(verdict)] = bars;
    }
    auto* typical = new QCPBars(yAxis, xAxis);
    auto* limit = new QCPGraph(yAxis, xAxis);
    double top = 0;
    for (size_t k = 0; k < m_slots.size(); ++k) {
        const model::RackReport* r = m_slots[k].rack;
        if (!r)
            continue;
        const double key = static_cast<double>(k + 1);
        byVerdict[static_cast<int>(r->verdict)]->addData(key, r->maxW / kW);
        typical->addData(key, r->typicalW / kW);
        if (r->limitW > 0)
            limit->addData(key, r->limitW / kW);
        top = std::max({top, r->maxW / kW, r->limitW / kW});
    }
    // The typical draw as a narrow bar inside the nameplate bar.
    typical->setName(tr("Typical draw"));
    typical->setWidth(0.22);
    typical->setPen(Qt::NoPen);
    typical->setBrush(isDark() ? QColor(255, 255, 255, 150) : QColor(0, 0, 0, 110));
    limit->setName(tr("Rack power limit"));
    limit->setLineStyle(QCPGraph::lsNone);
    const QColor limitColor = isDark() ? QColor(0xff, 0x6e, 0x6e) : QColor(0xc0, 0x00, 0x00);
    limit->setPen(Qt::NoPen);
    limit->setScatterStyle(limitDash(limitColor, 20)); // resized after each layout
    m_limit = limit;
    xAxis->setRange(0, std::max(top, 1.0) * 1.08);
}

QString RackPowerChart::inUnit(double w) const
{
    const double v = w / m_sideDivisor;
    if (v < 0.1) // "0.00 MW" says nothing: a small scenario's own unit instead
        return powerText(w);
    return tr("%1 %2").arg(QLocale().toString(v, 'f', v < 10 ? 2 : v < 100 ? 1 : 0), m_sideUnit);
}

void RackPowerChart::buildFacility()
{
    const auto& in = inputs();
    const int n = static_cast<int>(in.size());
    double top = 0;
    for (const auto& i : in)
        if (i.report)
            top = std::max({top, i.report->power.facilityW, i.report->power.itW});
    const bool mw = top >= 1e6;
    m_sideDivisor = mw ? 1e6 : 1e3;
    m_sideUnit = mw ? tr("MW") : tr("kW");

    // Heights in proportion: every bar row gets the same height in both rects.
    const double rackRows = static_cast<double>(std::max<size_t>(m_slots.size(), 2));
    m_stack->setRowStretchFactor(0, rackRows + 1.5);
    m_stack->setRowStretchFactor(1, 1.2 * n + 1.5);

    QCPAxis* keys = m_side->axis(QCPAxis::atLeft);
    QCPAxis* values = m_side->axis(QCPAxis::atBottom);
    QStringList names;
    for (const auto& i : in) {
        const QString pue =
            tr("PUE %1").arg(QLocale().toString(i.design ? i.design->facility.pue : 0, 'f', 2));
        const QString who = n == 1              ? tr("Whole design")
                            : i.label.isEmpty() ? tr("This design")
                                                : i.label;
        names << who + (n > 1 && isCompact() ? QStringLiteral(" · ") : QStringLiteral("\n")) + pue;
    }
    setCategories(keys, names);
    keys->setRangeReversed(true);
    styleAxis(keys, QString());
    styleAxis(values, tr("IT and facility power (%1)").arg(m_sideUnit));

    auto* it = new QCPBars(keys, values);
    auto* facility = new QCPBars(keys, values);
    it->setName(tr("IT power (average)"));
    facility->setName(tr("Facility (IT × PUE)"));
    const QColor itColor(0x56, 0xb4, 0xe9),
        facColor(0xcc, 0x79, 0xa7); // Okabe & Ito sky blue, purple
    for (auto [bars, c] : {std::pair{it, itColor}, std::pair{facility, facColor}}) {
        bars->setWidth(2 * kFacilityOffset - 0.02);
        bars->setBrush(c);
        bars->setPen(QPen(c.darker(130)));
    }
    // Each value written at the end of its bar.
    for (int k = 0; k < n; ++k) {
        if (!in[k].report)
            continue;
        const auto& pw = in[k].report->power;
        for (auto [bars, w, offset] : {std::tuple{it, pw.itW, -kFacilityOffset},
                                       std::tuple{facility, pw.facilityW, kFacilityOffset}}) {
            bars->addData(k + 1 + offset, w / m_sideDivisor);
            auto* label = new QCPItemText(this);
            label->setClipAxisRect(m_side);
            label->position->setAxes(values, keys);
            label->position->setCoords(w / m_sideDivisor, k + 1 + offset);
            label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
            label->setPadding(QMargins(4, 0, 0, 0));
            label->setColor(textColor());
            label->setText(inUnit(w));
        }
    }
    values->setRange(0, std::max(top / m_sideDivisor, 1e-3) * 1.3); // room for the value labels
    styleLike(m_side, textColor(), gridColor());
}

QString RackPowerChart::tooltipFor(QCPAbstractPlottable* p, int index) const
{
    const auto* d = p->interface1D();
    if (!d || index < 0 || index >= d->dataCount())
        return ChartBase::tooltipFor(p, index);
    const int slot = static_cast<int>(std::lround(d->dataMainKey(index))) - 1;
    const QLocale loc;
    if (m_side && p->keyAxis() == m_side->axis(QCPAxis::atLeft)) {
        if (slot < 0 || slot >= static_cast<int>(inputs().size()) || !inputs()[slot].report)
            return p->name();
        const ChartInputs& in = inputs()[slot];
        const auto& pw = in.report->power;
        const model::Facility f = in.design ? in.design->facility : model::Facility{};
        return tr("<b>%1</b><br/>IT power (typical × %2 % utilisation): %3<br/>"
                  "Facility power (IT × PUE %4): %5")
            .arg((in.label.isEmpty() ? tr("This design") : in.label).toHtmlEscaped(),
                 loc.toString(f.powerUtilisation * 100, 'f', 0), powerText(pw.itW),
                 loc.toString(f.pue, 'f', 2), powerText(pw.facilityW));
    }
    if (slot < 0 || slot >= static_cast<int>(m_slots.size()) || !m_slots[slot].rack)
        return ChartBase::tooltipFor(p, index);
    const model::RackReport& r = *m_slots[slot].rack;
    QString text = tr("<b>%1</b> ×%2")
                       .arg(QString::fromStdString(r.name).toHtmlEscaped(),
                            loc.toString(static_cast<qlonglong>(r.count)));
    if (inputs().size() > 1) {
        const QString who = inputs()[m_slots[slot].input].label;
        text += QStringLiteral("<br/>") + (who.isEmpty() ? tr("This design") : who).toHtmlEscaped();
    }
    text += tr("<br/>Nameplate max: %1 per rack<br/>Typical draw: %2 per rack")
                .arg(powerText(r.maxW), powerText(r.typicalW));
    if (r.limitW > 0)
        text += tr("<br/>Limit: %1 (%2 % used at max)")
                    .arg(powerText(r.limitW), loc.toString(r.maxW / r.limitW * 100, 'f', 0));
    text += tr("<br/>Cooling: %1<br/>Height: %2 of %3 U")
                .arg(verdictName(r.verdict))
                .arg(r.usedU)
                .arg(r.totalU);
    return text;
}

} // namespace cc::views::charts
