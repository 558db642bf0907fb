#pragma once
#include "model/design/Design.h"

#include <QGraphicsScene>
#include <QHash>

namespace cc::model {
struct Report;
class Catalog;
} // namespace cc::model

namespace cc::views {

class GroupItem;
class LinkItem;

/// The cluster canvas: one GroupItem per replicated group and one LinkItem per link bundle,
/// rebuilt from the design and its analysis whenever either changes.
class ClusterScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit ClusterScene(QObject* parent = nullptr);
    void rebuild(const model::Design& d, const model::Catalog& c, const model::Report& r);

    GroupItem* groupItem(model::ObjectId id) const { return m_groups.value(id); }
    QList<model::ObjectId> selectedBlocks() const;
    QList<model::ObjectId> selectedLinks() const;
    void selectObjects(const QList<model::ObjectId>& ids);
    /// Keeps link ends attached while groups are dragged.
    void trackLinks();

private:
    QHash<model::ObjectId, GroupItem*> m_groups;
    QList<LinkItem*> m_links;
};

} // namespace cc::views
