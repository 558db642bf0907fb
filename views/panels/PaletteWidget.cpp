#include "views/panels/PaletteWidget.h"

#include "model/catalog/Catalog.h"
#include "model/util/Format.h"
#include "views/canvas/ClusterView.h"
#include "views/style/DisplayNames.h"
#include "views/style/Text.h"

#include <QDrag>
#include <QHeaderView>
#include <QLineEdit>
#include <QMimeData>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cc::views {

namespace {

QString kindTitle(model::Kind k)
{
    switch (k) {
    case model::Kind::Server:
        return QObject::tr("Servers");
    case model::Kind::Switch:
        return QObject::tr("Switches");
    case model::Kind::Storage:
        return QObject::tr("Storage");
    case model::Kind::Accelerator:
        return QObject::tr("Accelerators");
    case model::Kind::Fabric:
        return QObject::tr("Scale-up fabrics");
    case model::Kind::Nic:
        return QObject::tr("NICs and DPUs");
    case model::Kind::Cpu:
        return QObject::tr("CPUs");
    case model::Kind::Memory:
        return QObject::tr("Memory");
    case model::Kind::Optic:
        return QObject::tr("Cables and optics");
    case model::Kind::Psu:
        return QObject::tr("Power supplies");
    case model::Kind::Rack:
        return QObject::tr("Racks");
    case model::Kind::Cdu:
        return QObject::tr("Coolant distribution");
    }
    return {};
}

QString keySpecs(const model::CatalogEntry& e)
{
    using model::siUnits;
    switch (e.kind) {
    case model::Kind::Accelerator:
        return QObject::tr("%1 memory, %2 BF16 dense, %3 TDP")
            .arg(q(model::gibibytes(e.accel.memoryBytes)),
                 q(siUnits(e.accel.flops("bf16"), "FLOP/s")), q(siUnits(e.power.maxW, "W")));
    case model::Kind::Switch:
        return QObject::tr("%1 × %2 %3, %4 U")
            .arg(e.sw.ports)
            .arg(q(siUnits(e.sw.portBitsPerS, "b/s")), q(e.sw.protocol))
            .arg(e.sw.rackUnits);
    case model::Kind::Nic:
        return QObject::tr("%1 × %2").arg(e.nic.ports).arg(q(siUnits(e.nic.portBitsPerS, "b/s")));
    case model::Kind::Storage:
        return QObject::tr("%1, read %2, write %3")
            .arg(q(siUnits(e.storage.capacityBytes, "B")),
                 q(siUnits(e.storage.readBytesPerS, "B/s")),
                 q(siUnits(e.storage.writeBytesPerS, "B/s")));
    case model::Kind::Cpu:
        return QObject::tr("%1 cores, %2 PCIe lanes").arg(e.cpu.cores).arg(e.cpu.pcieLanes);
    case model::Kind::Memory:
        return q(model::gibibytes(e.memory.capacityBytes)) + QStringLiteral(" ") + q(e.memory.type);
    case model::Kind::Server:
        return QObject::tr("%1 U, nameplate %2")
            .arg(e.server.rackUnits)
            .arg(q(siUnits(e.server.maxPowerW, "W")));
    case model::Kind::Optic:
        return QObject::tr("%1, %2, up to %3 m")
            .arg(opticMediumName(e.optic.medium), q(siUnits(e.optic.bitsPerS, "b/s")))
            .arg(e.optic.reachM);
    case model::Kind::Rack:
        return QObject::tr("%1 U, %2")
            .arg(e.rack.rackUnits)
            .arg(q(siUnits(e.rack.powerLimitW, "W")));
    default:
        return {};
    }
}

/// A tree that starts a drag with the entry id as mime data.
class DragTree : public QTreeWidget {
public:
    using QTreeWidget::QTreeWidget;

protected:
    QMimeData* mimeData(const QList<QTreeWidgetItem*>& items) const override
    {
        if (items.isEmpty() || items.first()->data(0, Qt::UserRole).toString().isEmpty())
            return nullptr;
        auto* m = new QMimeData;
        m->setData(QLatin1String(ClusterView::kMime),
                   items.first()->data(0, Qt::UserRole).toString().toUtf8());
        return m;
    }
    QStringList mimeTypes() const override { return {QLatin1String(ClusterView::kMime)}; }
};

} // namespace

PaletteWidget::PaletteWidget(const model::Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog)
{
    m_search = new QLineEdit;
    m_search->setPlaceholderText(tr("Search the catalog…"));
    m_search->setClearButtonEnabled(true);
    m_tree = new DragTree;
    m_tree->setHeaderLabels({tr("Component"), tr("Price")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->setDragEnabled(true);
    m_tree->setDragDropMode(QAbstractItemView::DragOnly);
    m_tree->setRootIsDecorated(true);
    m_tree->setMinimumWidth(240); // the compact layout gives the catalog a fifth of 1366 px
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(4, 4, 4, 4);
    lay->addWidget(m_search);
    lay->addWidget(m_tree);
    connect(m_search, &QLineEdit::textChanged, this, &PaletteWidget::setFilter);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* it) {
        const QString id = it->data(0, Qt::UserRole).toString();
        if (!id.isEmpty())
            emit entryActivated(id);
    });
    populate();
}

void PaletteWidget::populate()
{
    // Canvas kinds first: what a new user drags first.
    const model::Kind order[] = {
        model::Kind::Server, model::Kind::Switch, model::Kind::Storage, model::Kind::Accelerator,
        model::Kind::Fabric, model::Kind::Nic,    model::Kind::Cpu,     model::Kind::Memory,
        model::Kind::Optic,  model::Kind::Psu,    model::Kind::Rack,    model::Kind::Cdu};
    for (model::Kind k : order) {
        const auto entries = m_catalog.ofKind(k);
        if (entries.empty())
            continue;
        auto* group = new QTreeWidgetItem(m_tree, {kindTitle(k)});
        group->setFlags(Qt::ItemIsEnabled);
        QFont f = group->font(0);
        f.setBold(true);
        group->setFont(0, f);
        for (const auto* e : entries) {
            auto* it =
                new QTreeWidgetItem(group, {q(e->name), e->priceUsd ? q(model::usd(*e->priceUsd))
                                                                    : QStringLiteral("–")});
            it->setData(0, Qt::UserRole, q(e->id));
            it->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled);
            QString tip =
                QStringLiteral("<b>%1</b> <i>(%2)</i><br/>%3<br/>")
                    .arg(q(e->name).toHtmlEscaped(), q(e->id), keySpecs(*e).toHtmlEscaped());
            if (e->priceUsd)
                tip += tr("Indicative price: %1 (%2)")
                           .arg(q(model::usd(*e->priceUsd)), q(e->priceAsOf)) +
                       QStringLiteral("<br/>");
            tip += tr("Source: %1 (as of %2)").arg(q(e->source).toHtmlEscaped(), q(e->asOf));
            if (e->estimate)
                tip += QStringLiteral("<br/><i>") +
                       tr("Contains estimated values: %1").arg(q(e->notes).toHtmlEscaped()) +
                       QStringLiteral("</i>");
            it->setToolTip(0, QStringLiteral("<div style='max-width:420px'>%1</div>").arg(tip));
        }
        group->setExpanded(k == model::Kind::Server || k == model::Kind::Switch ||
                           k == model::Kind::Storage);
    }
}

void PaletteWidget::setFilter(const QString& text)
{
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* group = m_tree->topLevelItem(i);
        int visible = 0;
        for (int k = 0; k < group->childCount(); ++k) {
            QTreeWidgetItem* it = group->child(k);
            const bool show =
                text.isEmpty() || it->text(0).contains(text, Qt::CaseInsensitive) ||
                it->data(0, Qt::UserRole).toString().contains(text, Qt::CaseInsensitive);
            it->setHidden(!show);
            visible += show ? 1 : 0;
        }
        group->setHidden(visible == 0);
        if (!text.isEmpty())
            group->setExpanded(true);
    }
}

} // namespace cc::views
