#pragma once
#include "model/design/Design.h"

#include <QGraphicsItem>

namespace cc::views {

class GroupItem;

/// What a link item shows; filled by the scene from the design and the analysis.
struct LinkLook {
    QString label;     ///< "8 × 400G · 1,024"
    double load = 1.0; ///< oversubscription of the tier it feeds
    bool operator==(const LinkLook&) const = default;
};

/// A bundle of links between two groups, drawn as one line with its count and speed, coloured
/// by the load of the tier it feeds (oversubscription).
class LinkItem : public QGraphicsItem {
public:
    static constexpr int Type = UserType + 2;

    LinkItem(const model::Link& link, GroupItem* from, GroupItem* to, QString label, double load);
    int type() const override { return Type; }
    model::ObjectId linkId() const { return m_id; }
    GroupItem* fromItem() const { return m_from; }
    GroupItem* toItem() const { return m_to; }
    model::ObjectId fromId() const;
    model::ObjectId toId() const;
    /// Shows a new label and load; repaints only when they differ.
    void setLook(const LinkLook& look);
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
