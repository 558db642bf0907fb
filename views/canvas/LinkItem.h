#pragma once
#include "model/design/Design.h"

#include <QGraphicsItem>

namespace cc::views {

class GroupItem;

/// What a link item shows; filled by the scene from the design and the analysis.
struct LinkLook {
    QString label;     ///< "8 × 400G · 1,024"
    double load = 1.0; ///< oversubscription of the tier it feeds (used without step traffic)
    /// The traffic that limits the training step on this bundle (model::LinkLoad): its
    /// time-averaged share of the line rate, 0..1; negative: the job sends nothing over it.
    double traffic = -1;
    QString trafficLabel;  ///< second line, e.g. "expert all-to-all · 87 %"
    QString trafficTip;    ///< tooltip paragraph on the traffic
    bool limiting = false; ///< belongs to the tier that sets the traffic's rate
    bool operator==(const LinkLook&) const = default;
};

/// A bundle of links between two groups, drawn as one line with its count and speed. With a
/// training job it is coloured, widened and labelled by the load of the traffic that limits the
/// step; without one, by the oversubscription of the tier it feeds.
class LinkItem : public QGraphicsItem {
public:
    static constexpr int Type = UserType + 2;

    LinkItem(const model::Link& link, GroupItem* from, GroupItem* to, LinkLook look);
    int type() const override { return Type; }
    model::ObjectId linkId() const { return m_id; }
    GroupItem* fromItem() const { return m_from; }
    GroupItem* toItem() const { return m_to; }
    model::ObjectId fromId() const;
    model::ObjectId toId() const;
    /// Shows a new label and load; repaints only when they differ.
    void setLook(const LinkLook& look);
    const LinkLook& look() const { return m_look; }
    /// The colour the line is drawn in (selection aside).
    QColor colour() const;
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// Call when an end moved.
    void track();

private:
    QPainterPath path() const;
    void updateToolTip();
    model::ObjectId m_id;
    GroupItem* m_from;
    GroupItem* m_to;
    LinkLook m_look;
    QPointF m_a, m_b;
};

} // namespace cc::views
