#pragma once
#include "model/design/Design.h"

#include <QGraphicsItem>

namespace cc::views {

class GroupItem;

/// A bundle of links between two groups, drawn as one line with its count and speed, coloured
/// by the load of the tier it feeds (oversubscription).
class LinkItem : public QGraphicsItem {
public:
    static constexpr int Type = UserType + 2;

    LinkItem(const model::Link& link, GroupItem* from, GroupItem* to, QString label, double load);
    int type() const override { return Type; }
    model::ObjectId linkId() const { return m_id; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Call when an end moved.
    void track();

private:
    QPainterPath path() const;
    model::ObjectId m_id;
    GroupItem* m_from;
    GroupItem* m_to;
    QString m_label;
    double m_load;
    QPointF m_a, m_b;
};

} // namespace cc::views
