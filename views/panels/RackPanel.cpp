#include "views/panels/RackPanel.h"

#include "model/analysis/Report.h"
#include "model/edit/ObjectEdits.h"
#include "model/topology/Generators.h"
#include "model/util/Format.h"
#include "views/EditSink.h"
#include "views/text/MessageText.h"

#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace cc::views {

RackPanel::RackPanel(EditSink& sink, QWidget* parent) : QWidget(parent), m_sink(sink)
{
    m_table = new QTableWidget(0, 5);
    m_table->setHorizontalHeaderLabels({tr("Rack row"), tr("Racks"),
                                        tr("Power per rack (max / limit)"), tr("Height"),
                                        tr("Cooling")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(4, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    auto* place = new QPushButton(tr("Auto-place unracked groups"));
    place->setToolTip(
        tr("Fills racks with the groups that are not in a rack yet, up to each rack's power "
           "limit and height."));
    auto* manual = new QPushButton(tr("Rack the selection…"));
    manual->setToolTip(tr("Puts the groups selected on the canvas into a new rack row."));
    auto* remove = new QPushButton(tr("Delete row"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(place);
    buttons->addWidget(manual);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(4, 4, 4, 4);
    lay->addLayout(buttons);
    lay->addWidget(m_table);
    connect(place, &QPushButton::clicked, this, &RackPanel::autoPlace);
    connect(manual, &QPushButton::clicked, this, &RackPanel::rackSelectionDialog);
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0)
            return;
        const auto id =
            static_cast<model::ObjectId>(m_table->item(row, 0)->data(Qt::UserRole).toUInt());
        m_sink.submit(std::make_unique<model::RemoveObject<model::RackGroup>>(
            id, model::Message::of("UNDO_DELETE_RACK_ROW")));
    });
}

void RackPanel::showReport(const model::Report& r)
{
    m_table->setRowCount(static_cast<int>(r.power.racks.size()));
    int row = 0;
    for (const auto& rk : r.power.racks) {
        auto* name = new QTableWidgetItem(QString::fromStdString(rk.name));
        name->setData(Qt::UserRole, rk.rackId);
        m_table->setItem(row, 0, name);
        m_table->setItem(row, 1, new QTableWidgetItem(QLocale().toString(rk.count)));
        // Plain items, no cell widgets: the table is refreshed after every edit.
        const double share = rk.limitW > 0 ? rk.maxW / rk.limitW : 0;
        auto* power =
            new QTableWidgetItem(tr("%1 / %2 (%3 %)")
                                     .arg(QString::fromStdString(model::siUnits(rk.maxW, "W")),
                                          QString::fromStdString(model::siUnits(rk.limitW, "W")))
                                     .arg(qRound(share * 100)));
        power->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        if (share > 1.0) {
            power->setBackground(QColor(0xf5, 0xb7, 0xb1));
            power->setToolTip(tr("Over the rack's power limit"));
        } else if (share > 0.9) {
            power->setBackground(QColor(0xfc, 0xe9, 0xb8));
        }
        m_table->setItem(row, 2, power);
        m_table->setItem(row, 3,
                         new QTableWidgetItem(tr("%1 / %2 U").arg(rk.usedU).arg(rk.totalU)));
        m_table->setItem(
            row, 4,
            new QTableWidgetItem(renderTerm(std::string(model::coolingVerdictName(rk.verdict)))));
        ++row;
    }
}

void RackPanel::autoPlace()
{
    model::Design copy;
    const model::Design& d = m_sink.design();
    copy.templates = d.templates;
    copy.blocks = d.blocks;
    copy.links = d.links;
    copy.racks = d.racks;
    copy.facility = d.facility;
    copy.pinned = d.pinned;
    for (const auto& r : d.racks)
        d.noteId(r.id);
    copy.noteId(d.allocateId()); // new rows get ids the real design has not used
    model::topology::autoPlaceRacks(copy, m_sink.catalog());
    std::set<model::ObjectId> had;
    for (const auto& r : d.racks)
        had.insert(r.id);
    auto c = std::make_unique<model::CompoundEdit>(model::Message::of("UNDO_AUTO_PLACE_RACKS"));
    for (const auto& r : copy.racks)
        if (!had.count(r.id)) {
            d.noteId(r.id);
            c->add(std::make_unique<model::AddRack>(r, model::Message::of("UNDO_ADD_RACK_ROW")));
        }
    if (c->empty()) {
        emit message(tr("Every group is already in a rack."));
        return;
    }
    m_sink.submit(std::move(c));
}

} // namespace cc::views

namespace cc::views {

void RackPanel::rackSelectionDialog()
{
    if (m_selected.isEmpty()) {
        emit message(tr("Select one or more groups on the canvas first."));
        return;
    }
    QDialog dlg(this);
    dlg.setWindowTitle(tr("Rack the selection"));
    auto* form = new QFormLayout;
    auto* model = new QComboBox;
    for (const auto* e : m_sink.catalog().ofKind(model::Kind::Rack))
        model->addItem(QString::fromStdString(e->name), QString::fromStdString(e->id));
    auto* per = new QSpinBox;
    per->setRange(1, 100000);
    per->setValue(1);
    form->addRow(tr("Rack model"), model);
    form->addRow(tr("Replicas of each group per rack"), per);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, &dlg, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dlg, &QDialog::reject);
    auto* lay = new QVBoxLayout(&dlg);
    lay->addLayout(form);
    lay->addWidget(buttons);
    if (dlg.exec() == QDialog::Accepted)
        rackSelection(model->currentData().toString(), per->value());
}

bool RackPanel::rackSelection(const QString& rackRef, int perRack)
{
    const model::Design& d = m_sink.design();
    const model::CatalogEntry* rack = m_sink.catalog().find(rackRef.toStdString());
    if (!rack || rack->kind != model::Kind::Rack || perRack < 1) {
        emit message(tr("Choose a rack model and at least one replica per rack."));
        return false;
    }
    model::RackGroup g;
    g.id = d.allocateId();
    g.name = tr("Rack row %1").arg(d.racks.size() + 1).toStdString();
    g.ref = rack->id;
    g.rackUnits = rack->rack.rackUnits;
    g.powerLimitW = rack->rack.powerLimitW;
    g.cooling = rack->rack.cooling;
    g.count = 0;
    for (auto id : std::as_const(m_selected))
        if (const model::Block* b = d.findBlock(id)) {
            g.contents.push_back({b->id, perRack});
            g.count = std::max<std::int64_t>(g.count, (b->replicas + perRack - 1) / perRack);
        }
    if (g.contents.empty())
        return false;
    m_sink.submit(
        std::make_unique<model::AddRack>(g, model::Message::of("UNDO_RACK_THE_SELECTION")));
    return true;
}

} // namespace cc::views
