// Cover page (name, description, date, key figures) and the topology diagram of the proposal.
#include "model/analysis/Report.h"
#include "model/catalog/Catalog.h"
#include "model/design/SpecResolver.h"
#include "model/training/TrainingReport.h"
#include "model/training/Workload.h"
#include "views/export/CanvasExport.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalLogo.h"
#include "views/export/ProposalSections.h"
#include "views/style/Palette.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace cc::views::pdf {

namespace {

struct Tile {
    QString value;
    QString label;
};

/// Key figures as tiles, three to a row: the value large, what it is below it.
void drawTiles(PageWriter& w, const QList<Tile>& tiles)
{
    constexpr int kPerRow = 3;
    constexpr qreal kGap = 10;
    constexpr qreal kPad = 8;
    QFont valueFont = PageWriter::bodyFont();
    valueFont.setPointSizeF(14);
    valueFont.setBold(true);
    const QFont labelFont = PageWriter::smallFont();
    const qreal tileW = (w.content().width() - (kPerRow - 1) * kGap) / kPerRow;
    for (int first = 0; first < tiles.size(); first += kPerRow) {
        qreal h = 0;
        for (int i = first; i < qMin(first + kPerRow, static_cast<int>(tiles.size())); ++i)
            h = qMax(h, w.textHeight(tiles[i].value, valueFont, tileW - 2 * kPad) +
                            w.textHeight(tiles[i].label, labelFont, tileW - 2 * kPad));
        h += 2 * kPad + 2;
        w.ensure(h);
        for (int i = first; i < qMin(first + kPerRow, static_cast<int>(tiles.size())); ++i) {
            const QRectF box(w.content().left() + (i - first) * (tileW + kGap), w.y(), tileW, h);
            w.painter().save();
            w.painter().setPen(QPen(QColor(0xb8, 0xc4, 0xd0), 0.8));
            w.painter().setBrush(QColor(0xf4, 0xf7, 0xfa));
            w.painter().drawRoundedRect(box, 5, 5);
            w.painter().restore();
            const QRectF inner = box.adjusted(kPad, kPad, -kPad, -kPad);
            const qreal vh = w.drawText(inner, tiles[i].value, valueFont, QColor(0x1f, 0x4e, 0x79));
            w.drawText(inner.adjusted(0, vh + 2, 0, 0), tiles[i].label, labelFont,
                       QColor(0x44, 0x44, 0x44));
        }
        w.space(h + kGap);
    }
}

QString modelName(const model::Workload* wl, const model::TrainingReport& t)
{
    QString name;
    if (wl && !wl->preset.empty())
        if (const model::ModelPreset* p = model::findPreset(wl->preset))
            name = q(p->name);
    if (name.isEmpty() && wl)
        name = Proposal::tr("custom model (%1 layers, hidden size %2)")
                   .arg(wl->model.layers)
                   .arg(wl->model.hidden);
    return Proposal::tr("%1, %2 parameters").arg(name, parameterCount(t.memory.params));
}

QString groupKind(const model::Block& b)
{
    switch (b.kind) {
    // A noun for the Type column, not the counted word of "128 servers" (zh: 服务器, not 台服务器).
    case model::BlockKind::Server:
        return Proposal::tr("servers", "group kind");
    case model::BlockKind::Switch:
        return Proposal::tr("switches", "group kind");
    case model::BlockKind::Storage:
        return Proposal::tr("storage", "group kind");
    }
    return {};
}

/// The customer's or proposer's logo at the top right of the cover, at most 6 × 2 cm.
void drawLogo(PageWriter& w, const model::ProposalInfo& p)
{
    const QImage logo = decodeLogo(p.logo);
    if (logo.isNull())
        return;
    constexpr qreal kMaxW = 227, kMaxH = 76; // 6 × 2 cm at 96 units per inch
    const QSizeF size = QSizeF(logo.size()).scaled(QSizeF(kMaxW, kMaxH), Qt::KeepAspectRatio);
    const QRectF at(w.content().right() - size.width(), w.y(), size.width(), size.height());
    w.painter().drawImage(at, logo);
    w.space(size.height());
}

void noRacksNote(PageWriter& w)
{
    w.paragraph(Proposal::tr("No racks are laid out in this design, so there are no rack "
                             "elevations; rack power, height and cooling are not checked."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
}

} // namespace

void writeCover(PageWriter& w, const ProposalInputs& in)
{
    const model::Design& d = *in.design;
    const model::Report& r = *in.report;
    drawLogo(w, d.proposal);
    w.space(40);
    w.paragraph(Proposal::tr("AI training cluster proposal"), PageWriter::subheadingFont(),
                QColor(0x1f, 0x4e, 0x79));
    w.paragraph(q(d.name), PageWriter::titleFont());
    if (!d.description.empty())
        w.paragraph(q(d.description));
    const QColor grey(0x44, 0x44, 0x44);
    if (!d.proposal.customer.empty())
        w.paragraph(Proposal::tr("Prepared for: %1").arg(q(d.proposal.customer)),
                    PageWriter::boldFont(), grey);
    if (!d.proposal.proposer.empty())
        w.paragraph(Proposal::tr("Prepared by: %1").arg(q(d.proposal.proposer)),
                    PageWriter::bodyFont(), grey);
    const QDate date = in.date.isValid() ? in.date : QDate::currentDate();
    w.paragraph(Proposal::tr("Date: %1").arg(QLocale().toString(date, QLocale::LongFormat)),
                PageWriter::bodyFont(), grey);
    w.space(16);

    w.subheading(Proposal::tr("Key figures"));
    drawTiles(w,
              {
                  {count(r.design.gpus), Proposal::tr("GPUs")},
                  {count(r.design.servers), Proposal::tr("servers")},
                  {count(r.design.racks), Proposal::tr("racks")},
                  {count(r.design.switches), Proposal::tr("network switches")},
                  {si(r.power.itW, "W"), Proposal::tr("IT power (typical × utilisation)")},
                  {si(r.power.facilityW, "W"),
                   Proposal::tr("facility power at PUE %1").arg(number(d.facility.pue, 2))},
                  {dollarsShort(r.cost.capexUsd),
                   r.cost.unpricedItems > 0
                       ? Proposal::tr("capex, indicative list prices (%1 without a price)")
                             .arg(r.cost.unpricedItems == 1
                                      ? Proposal::tr("1 item")
                                      : Proposal::tr("%1 items").arg(count(r.cost.unpricedItems)))
                       : Proposal::tr("capex, indicative list prices")},
              });
    if (!in.training) {
        w.paragraph(Proposal::tr("No training job is set for this design."), PageWriter::bodyFont(),
                    QColor(0x55, 0x55, 0x55));
        return;
    }
    const model::TrainingReport& t = *in.training;
    w.subheading(Proposal::tr("Training job: %1").arg(q(t.workloadName)));
    const model::MemoryReport& m = t.memory;
    QList<Tile> tiles{
        {modelName(in.workload, t), Proposal::tr("model")},
        {m.fits ? Proposal::tr("Fits") : Proposal::tr("Does not fit"),
         Proposal::tr("%1 of %2 per GPU").arg(gib(m.perGpu.total()), gib(m.capacityBytes))},
    };
    if (t.valid) {
        const model::PerformanceReport& p = t.performance;
        tiles +=
            {{duration(p.stepTimeS), Proposal::tr("step time on %1").arg(gpus(p.gpus))},
             {percent(p.mfu), Proposal::tr("model FLOPs utilisation (MFU)")},
             {duration(p.timeToTrainS),
              Proposal::tr("time to train (%1 GPU-hours)").arg(count(std::llround(p.gpuHours)))}};
    }
    drawTiles(w, tiles);
    if (!t.valid)
        w.paragraph(Proposal::tr("The job's setup contradicts itself, so step time, MFU and time "
                                 "to train are not computed; the findings say why."),
                    PageWriter::bodyFont(), palette::print::bad());
}

void writeTopology(PageWriter& w, const ProposalInputs& in, QGraphicsScene& canvas)
{
    const model::Design& d = *in.design;
    w.section(Proposal::tr("Topology"), true);
    w.paragraph(Proposal::tr("Each box is a group of identical systems with its replica count "
                             "(×N). Each line is a bundle of links, labelled links per replica × "
                             "speed · links in all; grey lines feed a non-blocking tier, orange "
                             "and red ones an oversubscribed tier."),
                PageWriter::smallFont(), QColor(0x44, 0x44, 0x44));
    if (d.blocks.empty()) {
        w.paragraph(Proposal::tr("The design has no groups yet."));
        if (d.racks.empty())
            noRacksNote(w);
        return;
    }
    const model::SpecResolver specs(d, *in.catalog);
    Table t;
    t.columns = {{Proposal::tr("Group"), 3},
                 {Proposal::tr("Kind"), 1.2},
                 {Proposal::tr("Model"), 3.5},
                 {Proposal::tr("Replicas"), 1.2, Qt::AlignRight}};
    for (const auto& b : d.blocks) {
        QString modelText;
        if (b.kind == model::BlockKind::Server) {
            const model::ServerTemplate* tm = d.findTemplate(b.templateId);
            modelText = tm ? q(tm->name) : Proposal::tr("unknown template");
        } else {
            const model::CatalogEntry* e = specs.find(b.ref);
            modelText = e ? q(e->name) : Proposal::tr("unknown model '%1'").arg(q(b.ref));
        }
        t.rows.push_back({{q(b.name), groupKind(b), modelText, count(b.replicas)}});
    }

    const QRectF src = canvasExportRect(canvas);
    const qreal width = w.content().width();
    // As large as the page allows, keeping the canvas's proportions, but never beyond the
    // canvas's 100 % size: a single workstation is not blown up to fill the page. The groups
    // table stays on this page when the diagram keeps at least half of it.
    const qreal groupsH = 45 + w.tableStart(t);
    qreal room = w.remaining() - 8;
    if (room - groupsH >= w.content().height() / 2)
        room -= groupsH;
    const qreal height = std::min({room, width * src.height() / src.width(), src.height()});
    const QRectF target(w.content().left(), w.y(), width, height);
    paintCanvas(canvas, w.painter(), target.adjusted(4, 4, -4, -4));
    w.painter().save();
    w.painter().setPen(QPen(QColor(0xb8, 0xc4, 0xd0), 0.8));
    w.painter().drawRect(target);
    w.painter().restore();
    w.space(height + 12);

    w.subheading(Proposal::tr("Groups"), w.tableStart(t));
    w.table(t);
    if (d.racks.empty()) // no page of its own for what is not there
        noRacksNote(w);
}

} // namespace cc::views::pdf
