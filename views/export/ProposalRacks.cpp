// Rack elevations of the proposal: one drawing per rack row (a row is `count` identical racks),
// with its U slots, what is mounted in them, and its power against the limit.
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/SpecResolver.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalSections.h"
#include "views/style/Palette.h"

#include <QFontMetricsF>
#include <QPainter>

namespace cc::views::pdf {

namespace {

constexpr int kPerRow = 3; ///< racks side by side
constexpr int kRowsPerPage = 2;
constexpr qreal kGap = 18;
constexpr qreal kRail = 16; ///< width of a rail, with the U numbers
constexpr qreal kMaxUnitPx = 9;
constexpr qreal kMinLabelPx = 11; ///< a device shorter than this shares one label with its run

/// One mounted device kind in a rack: `perRack` units of `unitU` each.
struct Mounted {
    QString name;
    model::BlockKind kind = model::BlockKind::Server;
    int unitU = 0;
    qint64 perRack = 0;
};

QColor fillOf(model::BlockKind k)
{
    // The canvas's colours for servers, switches and storage.
    switch (k) {
    case model::BlockKind::Server:
        return QColor(0xdf, 0xee, 0xdc);
    case model::BlockKind::Switch:
        return QColor(0xfd, 0xe8, 0xcf);
    case model::BlockKind::Storage:
        return QColor(0xdc, 0xe6, 0xf4);
    }
    return Qt::white;
}

QColor edgeOf(model::BlockKind k)
{
    switch (k) {
    case model::BlockKind::Server:
        return QColor(0x3c, 0x7d, 0x3a);
    case model::BlockKind::Switch:
        return QColor(0xb5, 0x6a, 0x12);
    case model::BlockKind::Storage:
        return QColor(0x2f, 0x5d, 0x9b);
    }
    return Qt::black;
}

QString verdictText(model::CoolingVerdict v)
{
    switch (v) {
    case model::CoolingVerdict::Air:
        return Proposal::tr("air");
    case model::CoolingVerdict::AirContained:
        return Proposal::tr("air with containment");
    case model::CoolingVerdict::Liquid:
        return Proposal::tr("liquid");
    }
    return {};
}

std::vector<Mounted> contentsOf(const model::RackGroup& rack, const model::Design& d,
                                const model::SpecResolver& specs)
{
    std::vector<Mounted> out;
    for (const auto& slot : rack.contents) {
        const model::Block* b = d.findBlock(slot.block);
        if (!b)
            continue;
        Mounted m{q(b->name), b->kind, 0, slot.perRack};
        if (b->kind == model::BlockKind::Server) {
            if (const model::ServerTemplate* t = d.findTemplate(b->templateId))
                m.unitU = t->rackUnits;
        } else if (const model::CatalogEntry* e = specs.find(b->ref)) {
            m.unitU = b->kind == model::BlockKind::Switch ? e->sw.rackUnits : e->storage.rackUnits;
        }
        out.push_back(m);
    }
    return out;
}

/// Draws one rack: frame, U slots numbered every 5 U from the bottom, devices stacked from the
/// bottom up. Returns how many U did not fit.
int drawRack(QPainter& p, const QRectF& frame, int totalU, qreal unitPx,
             const std::vector<Mounted>& contents)
{
    p.save();
    p.setPen(QPen(QColor(0x33, 0x33, 0x33), 1.2));
    p.setBrush(QColor(0x4a, 0x4f, 0x55));
    p.drawRect(frame);
    const QRectF bay = frame.adjusted(kRail, 4, -kRail, -4);
    p.setBrush(QColor(0xfa, 0xfa, 0xfa));
    p.drawRect(bay);
    QFont tiny = PageWriter::smallFont();
    tiny.setPointSizeF(5.5);
    p.setFont(tiny);
    for (int u = 1; u <= totalU; ++u) {
        const qreal y = bay.bottom() - u * unitPx;
        p.setPen(QPen(QColor(0xe0, 0xe0, 0xe0), 0.4));
        p.drawLine(QPointF(bay.left(), y), QPointF(bay.right(), y));
        if (u % 5 == 0 || u == 1) {
            p.setPen(QColor(0xdd, 0xdd, 0xdd));
            p.drawText(QRectF(frame.left(), y, kRail - 2, unitPx),
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(u));
        }
    }
    QFont label = PageWriter::smallFont();
    label.setPointSizeF(6.5);
    const QFontMetricsF fm(label);
    p.setFont(label);
    int used = 0;
    int overflow = 0;
    for (const Mounted& m : contents) {
        if (m.unitU <= 0)
            continue;
        const qreal h = m.unitU * unitPx;
        const int runStart = used;
        int runCount = 0;
        for (qint64 i = 0; i < m.perRack; ++i) {
            if (used + m.unitU > totalU) {
                overflow += m.unitU;
                continue;
            }
            const QRectF box(bay.left() + 1, bay.bottom() - (used + m.unitU) * unitPx,
                             bay.width() - 2, h);
            p.setPen(QPen(edgeOf(m.kind), 0.6));
            p.setBrush(fillOf(m.kind));
            p.drawRect(box);
            if (h >= kMinLabelPx) {
                p.setPen(Qt::black);
                p.drawText(box.adjusted(4, 0, -4, 0), Qt::AlignLeft | Qt::AlignVCenter,
                           fm.elidedText(m.name, Qt::ElideRight, box.width() - 8));
            }
            used += m.unitU;
            ++runCount;
        }
        if (h < kMinLabelPx && runCount > 0) { // thin devices: one label over the whole run
            const QRectF run(bay.left() + 1, bay.bottom() - used * unitPx, bay.width() - 2,
                             (used - runStart) * unitPx);
            const QString suffix = Proposal::tr(" × %1 (%2 U each)").arg(runCount).arg(m.unitU);
            const QString shown = fm.elidedText(m.name, Qt::ElideRight,
                                                run.width() - 12 - fm.horizontalAdvance(suffix)) +
                                  suffix;
            const QRectF tag = fm.boundingRect(shown).adjusted(-3, -1, 3, 1);
            const QRectF at(run.center().x() - tag.width() / 2, run.center().y() - tag.height() / 2,
                            tag.width(), tag.height());
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(255, 255, 255, 230));
            p.drawRoundedRect(at, 2, 2);
            p.setPen(Qt::black);
            p.drawText(at, Qt::AlignCenter, shown);
        }
    }
    p.restore();
    return overflow;
}

} // namespace

void writeRackElevations(PageWriter& w, const ProposalInputs& in)
{
    const model::Design& d = *in.design;
    const model::Report& r = *in.report;
    if (d.racks.empty())
        return; // the topology page says so
    w.section(Proposal::tr("Rack elevations"), true);
    w.paragraph(Proposal::tr("One elevation per rack row: every rack of a row is the same, and "
                             "×N says how many there are. Power is each rack's maximum "
                             "(nameplate) draw against its limit, as circuits and cooling must "
                             "carry the peak."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
    const model::SpecResolver specs(d, *in.catalog);
    int maxU = 1;
    for (const auto& rk : d.racks)
        maxU = qMax(maxU, rk.rackUnits);
    const qreal colW = (w.content().width() - (kPerRow - 1) * kGap) / kPerRow;
    const QFont bold = PageWriter::boldFont();
    const QFont small = PageWriter::smallFont();

    struct Cell {
        const model::RackGroup* rack = nullptr;
        QString caption;
        QString kind;
        QStringList notes;
        QList<bool> alarm;
        const model::RackReport* report = nullptr;
        double share = 0;
    };
    std::vector<Cell> cells;
    for (const auto& rack : d.racks) {
        Cell c;
        c.rack = &rack;
        c.caption = q(rack.name);
        const model::CatalogEntry* model = specs.find(rack.ref);
        c.kind = Proposal::tr("× %1 · %2")
                     .arg(count(rack.count),
                          model ? q(model->name) : Proposal::tr("%1 U rack").arg(rack.rackUnits));
        for (const auto& candidate : r.power.racks)
            if (candidate.rackId == rack.id)
                c.report = &candidate;
        if (const model::RackReport* rr = c.report) {
            c.share = rr->limitW > 0 ? rr->maxW / rr->limitW : 0;
            c.notes << (rr->limitW > 0
                            ? Proposal::tr("max %1 of %2 (%3)")
                                  .arg(si(rr->maxW, "W"), si(rr->limitW, "W"), percent(c.share))
                            : Proposal::tr("%1 max, no limit set").arg(si(rr->maxW, "W")));
            c.alarm << (c.share > 1.0);
            c.notes << Proposal::tr("%1 of %2 U used").arg(rr->usedU).arg(rr->totalU);
            c.alarm << (rr->usedU > rr->totalU);
            c.notes << Proposal::tr("Cooling: %1").arg(verdictText(rr->verdict));
            c.alarm << false;
        }
        cells.push_back(c);
    }
    // The text above and below the racks of each row of the drawing.
    struct Band {
        qreal captionH = 0;
        qreal notesH = 0;
    };
    std::vector<Band> bands;
    qreal worstText = 0;
    for (size_t first = 0; first < cells.size(); first += kPerRow) {
        Band band;
        for (size_t i = first; i < qMin(first + kPerRow, cells.size()); ++i) {
            band.captionH = qMax(band.captionH, w.textHeight(cells[i].caption, bold, colW) + 2 +
                                                    w.textHeight(cells[i].kind, small, colW) + 6);
            qreal h = 14; // the power bar
            for (const QString& n : std::as_const(cells[i].notes))
                h += w.textHeight(n, small, colW);
            band.notesH = qMax(band.notesH, h);
        }
        bands.push_back(band);
        worstText = qMax(worstText, band.captionH + band.notesH);
    }
    // Two rows of racks fit on a page below the section heading, whatever their captions.
    const qreal unitPx = qBound<qreal>(
        2, (w.remaining() - kRowsPerPage * (worstText + kGap + 26)) / (kRowsPerPage * maxU),
        kMaxUnitPx);
    for (size_t first = 0; first < cells.size(); first += kPerRow) {
        const size_t last = qMin(first + kPerRow, cells.size());
        const qreal captionH = bands[first / kPerRow].captionH;
        const qreal notesH = bands[first / kPerRow].notesH;
        qreal frameH = 0;
        for (size_t i = first; i < last; ++i)
            frameH = qMax(frameH, cells[i].rack->rackUnits * unitPx + 8);
        const qreal rowH = captionH + frameH + 6 + notesH + 12; // + "does not fit" line
        w.ensure(rowH);
        const qreal top = w.y();
        for (size_t i = first; i < last; ++i) {
            const Cell& c = cells[i];
            const qreal x = w.content().left() + static_cast<qreal>(i - first) * (colW + kGap);
            const qreal nameH =
                w.drawText(QRectF(x, top, colW, captionH), c.caption, bold, Qt::black);
            w.drawText(QRectF(x, top + nameH + 2, colW, captionH), c.kind, small,
                       QColor(0x44, 0x44, 0x44));
            const QRectF frame(x, top + captionH, qMin(colW, 200.0),
                               c.rack->rackUnits * unitPx + 8);
            const int overflow = drawRack(w.painter(), frame, c.rack->rackUnits, unitPx,
                                          contentsOf(*c.rack, d, specs));
            qreal y = top + captionH + frameH + 6;
            if (c.report) {
                const QRectF bar(x, y, frame.width(), 7);
                w.painter().fillRect(bar, QColor(0xe8, 0xe8, 0xe8));
                const QColor fill = c.share > 1.0 ? palette::print::bad()
                                    : c.share > 0.9
                                        ? palette::print::severity(model::Severity::Warning)
                                        : QColor(0x3c, 0x7d, 0x3a);
                w.painter().fillRect(
                    QRectF(bar.left(), bar.top(), bar.width() * qMin(1.0, c.share), bar.height()),
                    fill);
                y += 12;
            }
            for (int n = 0; n < c.notes.size(); ++n)
                y += w.drawText(QRectF(x, y, colW, notesH), c.notes[n], small,
                                c.alarm[n] ? palette::print::bad() : QColor(Qt::black));
            if (overflow > 0)
                w.drawText(QRectF(x, y, colW, 14),
                           Proposal::tr("%1 U do not fit in the rack").arg(overflow), small,
                           palette::print::bad());
        }
        w.setY(top + rowH + kGap);
    }
}

} // namespace cc::views::pdf
