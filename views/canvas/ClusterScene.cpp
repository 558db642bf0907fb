#include "views/canvas/ClusterScene.h"

#include "model/analysis/Inventory.h"
#include "model/analysis/Report.h"
#include "model/analysis/Tiers.h"
#include "model/design/SpecResolver.h"
#include "model/util/Format.h"
#include "views/canvas/GroupItem.h"
#include "views/canvas/LinkItem.h"

#include <QLocale>

#include <algorithm>
#include <QSet>

namespace cc::views {

namespace {

QString q(const std::string& s) { return QString::fromStdString(s); }

GroupLook lookOf(const model::Block& b, const model::SpecResolver& specs, const model::Inventory& inv,
                 const model::Report& r)
{
    // A rack's errors (over its power limit, its height) mark the groups placed in it.
    auto rackHolds = [&specs](model::ObjectId rack, model::ObjectId block) {
        const model::RackGroup* g = specs.design().findRack(rack);
        return g && std::any_of(g->contents.begin(), g->contents.end(),
                                [block](const model::RackSlot& s) { return s.block == block; });
    };
    GroupLook look;
    look.title = q(b.name.empty() ? std::string(model::blockKindName(b.kind)) : b.name);
    look.replicas = b.replicas;
    if (b.kind == model::BlockKind::Server) {
        if (const auto it = inv.templates.find(b.templateId); it != inv.templates.end()) {
            const auto& t = it->second;
            look.cellsPerReplica = t.gpus;
            look.subtitle = t.gpu ? QObject::tr("%1 × %2 · %3 each")
                                        .arg(t.gpus)
                                        .arg(q(t.gpu->name), q(model::siUnits(t.power.maxW, "W")))
                                  : QObject::tr("no GPUs · %1 each").arg(q(model::siUnits(t.power.maxW, "W")));
        }
    } else if (const auto* e = specs.find(b.ref)) {
        look.subtitle = b.kind == model::BlockKind::Switch
                            ? QObject::tr("%1 × %2 ports · %3").arg(e->sw.ports).arg(q(model::siUnits(e->sw.portBitsPerS, "b/s")), q(e->name))
                            : QObject::tr("%1 read · %2").arg(q(model::siUnits(e->storage.readBytesPerS, "B/s")), q(e->name));
    } else {
        look.subtitle = QObject::tr("unknown model '%1'").arg(q(b.ref));
    }
    for (const auto& f : r.findings) {
        for (auto id : f.objects)
            // Racks pass on only their errors (over power or height), not cooling advice.
            if ((id == b.id || (f.severity == model::Severity::Error && rackHolds(id, b.id))) &&
                static_cast<int>(f.severity) > look.severity) {
                look.severity = static_cast<int>(f.severity);
                look.problem = q(f.message);
            }
    }
    return look;
}

QString linkLabel(const model::Link& l, const model::Block& from)
{
    const qint64 total = from.replicas * l.perReplica / (l.from == l.to ? 2 : 1);
    // Compact: "8 × 400G · 1,024": links per replica × speed, then the total.
    return QObject::tr("%1 × %2G · %3")
        .arg(l.perReplica)
        .arg(l.bitsPerS / 1e9, 0, 'g', 4)
        .arg(QLocale().toString(total));
}

} // namespace

ClusterScene::ClusterScene(QObject* parent) : QGraphicsScene(parent)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
}

void ClusterScene::rebuild(const model::Design& d, const model::Catalog& c, const model::Report& r)
{
    const QList<model::ObjectId> keepBlocks = selectedBlocks();
    const QList<model::ObjectId> keepLinks = selectedLinks();
    clear();
    m_groups.clear();
    m_links.clear();
    const model::SpecResolver specs(d, c);
    std::vector<model::Finding> ignored;
    const model::Inventory inv = model::buildInventory(specs, ignored);
    for (const auto& b : d.blocks) {
        auto* item = new GroupItem(b, lookOf(b, specs, inv, r));
        addItem(item);
        m_groups.insert(b.id, item);
        connect(item, &GroupItem::xChanged, this, &ClusterScene::trackLinks);
        connect(item, &GroupItem::yChanged, this, &ClusterScene::trackLinks);
    }
    const auto tiers = model::switchTiers(d);
    for (const auto& l : d.links) {
        GroupItem* a = m_groups.value(l.from);
        GroupItem* b = m_groups.value(l.to);
        const model::Block* fb = d.findBlock(l.from);
        if (!a || !b || !fb)
            continue;
        // A link is as loaded as the tier below it is oversubscribed.
        double load = 1.0;
        if (const auto t = tiers.find(l.from); t != tiers.end())
            for (const auto& tr : r.network.tiers)
                if (tr.level == t->second && tr.oversubscription)
                    load = *tr.oversubscription;
        auto* item = new LinkItem(l, a, b, linkLabel(l, *fb), load);
        addItem(item);
        m_links.push_back(item);
    }
    // A generous margin so new groups can be dropped around the design.
    const QRectF bounds = itemsBoundingRect();
    setSceneRect(bounds.isEmpty() ? QRectF(-1000, -800, 2000, 1600) : bounds.adjusted(-1200, -900, 1200, 900));
    QList<model::ObjectId> keep = keepBlocks;
    keep += keepLinks;
    selectObjects(keep);
}

QList<model::ObjectId> ClusterScene::selectedBlocks() const
{
    QList<model::ObjectId> ids;
    for (auto* it : selectedItems())
        if (it->type() == GroupItem::Type)
            ids.push_back(static_cast<GroupItem*>(it)->blockId());
    return ids;
}

QList<model::ObjectId> ClusterScene::selectedLinks() const
{
    QList<model::ObjectId> ids;
    for (auto* it : selectedItems())
        if (it->type() == LinkItem::Type)
            ids.push_back(static_cast<LinkItem*>(it)->linkId());
    return ids;
}

void ClusterScene::selectObjects(const QList<model::ObjectId>& ids)
{
    const QSet<model::ObjectId> want(ids.begin(), ids.end());
    {
        const QSignalBlocker block(this);  // one selectionChanged for the whole change
        clearSelection();
        for (auto* g : std::as_const(m_groups))
            g->setSelected(want.contains(g->blockId()));
        for (auto* l : std::as_const(m_links))
            l->setSelected(want.contains(l->linkId()));
    }
    emit selectionChanged();
}

void ClusterScene::trackLinks()
{
    for (auto* l : std::as_const(m_links))
        l->track();
}

} // namespace cc::views
