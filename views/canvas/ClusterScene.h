#pragma once
#include "model/design/Change.h"
#include "model/design/Design.h"

#include <QGraphicsScene>
#include <QHash>

namespace cc::model {
struct Evaluation;
} // namespace cc::model

namespace cc::views {

class GroupItem;
class LinkItem;

/// The cluster canvas: one GroupItem per replicated group and one LinkItem per link bundle,
/// kept in id → item maps. A change touches only the items it concerns (as Tiled's MapItem and
/// QtNodes' scene do); a new evaluation updates each item's look in place.
class ClusterScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit ClusterScene(QObject* parent = nullptr);
    /// Drops every item and builds them from the evaluated design (a new document, an export).
    /// `keepSelection`: objects selected before stay selected when they are still there.
    void rebuild(const model::Evaluation& e, bool keepSelection = false);
    /// Adds, removes and moves the items `changes` concern; then updateLooks(e).
    void applyChanges(const model::ChangeSet& changes, const model::Evaluation& e);
    /// Titles, subtitles, severities, link labels and loads from a new evaluation; items whose
    /// look is unchanged are not touched.
    void updateLooks(const model::Evaluation& e);

    GroupItem* groupItem(model::ObjectId id) const { return m_groups.value(id); }
    LinkItem* linkItem(model::ObjectId id) const { return m_links.value(id); }
    QList<model::ObjectId> selectedBlocks() const;
    QList<model::ObjectId> selectedLinks() const;
    /// Selected groups then links, in item order.
    QList<model::ObjectId> selectedObjects() const;
    void selectObjects(const QList<model::ObjectId>& ids);
    /// Keeps link ends attached while groups are dragged.
    void trackLinks();

private:
    GroupItem* addGroup(const model::Block& b);
    LinkItem* addLinkItem(const model::Link& l);
    void removeGroup(model::ObjectId id);
    void removeLink(model::ObjectId id);
    void updateSceneRect();

    QHash<model::ObjectId, GroupItem*> m_groups;
    QHash<model::ObjectId, LinkItem*> m_links;
};

} // namespace cc::views
