#include "views/canvas/ClusterScene.h"

#include "model/analysis/Evaluate.h"
#include "model/analysis/Tiers.h"
#include "model/design/SpecResolver.h"
#include "model/util/Format.h"
#include "views/canvas/GroupItem.h"
#include "views/canvas/LinkItem.h"
#include "views/style/DisplayNames.h"
#include "views/style/Text.h"

#include <QLocale>
#include <QSet>

#include <algorithm>

namespace cc::views {

namespace {

/// The worst finding on each group: its own, and the errors of the racks it is placed in (over
/// the rack's power or height), not their cooling advice.
struct Marks {
    QHash<model::ObjectId, const model::Finding*> worst;
};

Marks marksOf(const model::Evaluation& e)
{
    Marks m;
    QHash<model::ObjectId, QList<model::ObjectId>> rackBlocks;
    for (const auto& r : e.design->racks)
        for (const auto& s : r.contents)
            rackBlocks[r.id].push_back(s.block);
    auto mark = [&m](model::ObjectId id, const model::Finding& f) {
        const model::Finding*& w = m.worst[id];
        if (!w || f.severity > w->severity)
            w = &f;
    };
    for (const auto& f : e.report.findings)
        for (auto id : f.objects) {
            mark(id, f);
            if (f.severity == model::Severity::Error)
                for (auto b : rackBlocks.value(id))
                    mark(b, f);
        }
    return m;
}

GroupLook lookOf(const model::Block& b, const model::Evaluation& e, const Marks& marks)
{
    const model::SpecResolver specs(*e.design, *e.catalog);
    GroupLook look;
    look.title = q(b.name.empty() ? std::string(model::blockKindName(b.kind)) : b.name);
    look.replicas = b.replicas;
    if (b.kind == model::BlockKind::Server) {
        if (const auto it = e.inventory.templates.find(b.templateId);
            it != e.inventory.templates.end()) {
            const auto& t = it->second;
            const QString each = q(model::siUnits(t.power.maxW, "W"));
            look.cellsPerReplica = t.gpus;
            look.subtitle =
                t.gpu ? QObject::tr("%1 × %2 · %3 each").arg(t.gpus).arg(q(t.gpu->name), each)
                      : QObject::tr("no GPUs · %1 each").arg(each);
        }
    } else if (const auto* c = specs.find(b.ref)) {
        look.subtitle =
            b.kind == model::BlockKind::Switch
                ? QObject::tr("%1 × %2 ports · %3")
                      .arg(c->sw.ports)
                      .arg(q(model::siUnits(c->sw.portBitsPerS, "b/s")), q(c->name))
                : QObject::tr("%1 read · %2")
                      .arg(q(model::siUnits(c->storage.readBytesPerS, "B/s")), q(c->name));
    } else {
        look.subtitle = QObject::tr("unknown model '%1'").arg(q(b.ref));
    }
    if (const model::Finding* f = marks.worst.value(b.id)) {
        look.severity = static_cast<int>(f->severity);
        look.problem = q(f->message);
    }
    const auto& limiting = e.linkLoad.limitingGroups;
    if (e.training && std::find(limiting.begin(), limiting.end(), b.id) != limiting.end()) {
        look.limiting = true;
        look.limitingText =
            QObject::tr("Limits the training step: %1").arg(q(e.training->performance.bottleneck));
    }
    return look;
}

/// The second label line and the tooltip of a bundle that carries the step's limiting traffic.
void addTraffic(LinkLook& look, const model::BundleLoad& b, const model::LinkLoad& load)
{
    look.traffic = b.load;
    look.limiting = b.limiting;
    const int busy = qRound(b.load * 100);
    look.trafficLabel = QObject::tr("%1 · %2 % busy").arg(displayName(load.traffic)).arg(busy);
    look.trafficTip =
        QObject::tr("%1 takes %2 % of the training step; while it runs, these links carry "
                    "%3 % of their line rate, so over a step they are %4 % busy with it.")
            .arg(displayName(load.traffic))
            .arg(qRound(load.stepShare * 100))
            .arg(qRound(b.utilisation * 100))
            .arg(busy);
    if (b.limiting)
        look.trafficTip += QLatin1Char(' ') +
                           QObject::tr("These are the narrowest links on the path: they set the "
                                       "traffic's rate.");
}

LinkLook linkLookOf(const model::Link& l, const model::Evaluation& e,
                    const std::map<model::ObjectId, int>& tiers)
{
    LinkLook look;
    if (const model::Block* from = e.design->findBlock(l.from)) {
        const qint64 total = from->replicas * l.perReplica / (l.from == l.to ? 2 : 1);
        // Compact: "8 × 400G · 1,024": links per replica × speed, then the total.
        look.label = QObject::tr("%1 × %2G · %3")
                         .arg(l.perReplica)
                         .arg(l.bitsPerS / 1e9, 0, 'g', 4)
                         .arg(QLocale().toString(total));
    }
    // Without step traffic, a link is as loaded as the tier below it is oversubscribed.
    if (const auto t = tiers.find(l.from); t != tiers.end())
        for (const auto& tier : e.report.network.tiers)
            if (tier.level == t->second && tier.oversubscription)
                look.load = *tier.oversubscription;
    if (const model::BundleLoad* b = e.linkLoad.find(l.id); b && b->onPath)
        addTraffic(look, *b, e.linkLoad);
    return look;
}

} // namespace

ClusterScene::ClusterScene(QObject* parent) : QGraphicsScene(parent)
{
    setItemIndexMethod(QGraphicsScene::BspTreeIndex);
}

GroupItem* ClusterScene::addGroup(const model::Block& b)
{
    auto* item = new GroupItem(b, GroupLook{});
    addItem(item);
    m_groups.insert(b.id, item);
    connect(item, &GroupItem::xChanged, this, &ClusterScene::trackLinks);
    connect(item, &GroupItem::yChanged, this, &ClusterScene::trackLinks);
    return item;
}

LinkItem* ClusterScene::addLinkItem(const model::Link& l)
{
    GroupItem* a = m_groups.value(l.from);
    GroupItem* b = m_groups.value(l.to);
    if (!a || !b)
        return nullptr;
    auto* item = new LinkItem(l, a, b, LinkLook{});
    addItem(item);
    m_links.insert(l.id, item);
    return item;
}

void ClusterScene::removeGroup(model::ObjectId id)
{
    GroupItem* g = m_groups.take(id);
    // Its links go with it (their own changes follow; an item must never outlive its ends).
    for (auto it = m_links.begin(); it != m_links.end();)
        if ((*it)->fromItem() == g || (*it)->toItem() == g) {
            delete *it;
            it = m_links.erase(it);
        } else {
            ++it;
        }
    delete g;
}

void ClusterScene::removeLink(model::ObjectId id)
{
    delete m_links.take(id);
}

void ClusterScene::rebuild(const model::Evaluation& e, bool keepSelection)
{
    const QList<model::ObjectId> keep =
        keepSelection ? selectedObjects() : QList<model::ObjectId>{};
    clear();
    m_groups.clear();
    m_links.clear();
    for (const auto& b : e.design->blocks)
        addGroup(b);
    for (const auto& l : e.design->links)
        addLinkItem(l);
    updateLooks(e);
    selectObjects(keep);
}

void ClusterScene::applyChanges(const model::ChangeSet& changes, const model::Evaluation& e)
{
    const model::Design& d = *e.design;
    for (const auto& c : changes) {
        if (c.kind == model::ObjectKind::Content)
            return rebuild(e, true);
        if (c.kind == model::ObjectKind::Block) {
            const model::Block* b = d.findBlock(c.id);
            GroupItem* item = m_groups.value(c.id);
            if (!b && item)
                removeGroup(c.id);
            else if (b && !item)
                addGroup(*b);
            else if (b && item && c.has(model::field::kPosition))
                item->setPos(b->x, b->y);
        } else if (c.kind == model::ObjectKind::Link) {
            const model::Link* l = d.findLink(c.id);
            LinkItem* item = m_links.value(c.id);
            if (item && (!l || l->from != item->fromId() || l->to != item->toId()))
                removeLink(c.id), item = nullptr;
            if (l && !item)
                addLinkItem(*l);
        }
    }
    updateLooks(e);
}

void ClusterScene::updateLooks(const model::Evaluation& e)
{
    const Marks marks = marksOf(e);
    for (const auto& b : e.design->blocks)
        if (GroupItem* g = m_groups.value(b.id))
            g->setLook(lookOf(b, e, marks));
    const auto tiers = model::switchTiers(*e.design);
    for (const auto& l : e.design->links)
        if (LinkItem* item = m_links.value(l.id))
            item->setLook(linkLookOf(l, e, tiers));
    updateSceneRect();
}

void ClusterScene::updateSceneRect()
{
    // A generous margin so new groups can be dropped around the design.
    QRectF bounds;
    for (auto* g : std::as_const(m_groups))
        bounds |= g->sceneBoundingRect();
    setSceneRect(bounds.isEmpty() ? QRectF(-1000, -800, 2000, 1600)
                                  : bounds.adjusted(-1200, -900, 1200, 900));
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

QList<model::ObjectId> ClusterScene::selectedObjects() const
{
    return selectedBlocks() + selectedLinks();
}

void ClusterScene::selectObjects(const QList<model::ObjectId>& ids)
{
    const QSet<model::ObjectId> want(ids.begin(), ids.end());
    const QList<model::ObjectId> now = selectedObjects();
    if (want == QSet<model::ObjectId>(now.begin(), now.end()))
        return;
    {
        const QSignalBlocker block(this); // one selectionChanged for the whole change
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
