#pragma once
#include "model/design/Design.h"

#include <QFont>
#include <QGraphicsObject>

namespace cc::views {

/// What a group item shows; filled by the scene from the design and the analysis.
struct GroupLook {
    QString title;
    QString subtitle; ///< e.g. "8 × H100 SXM5 · 10.2 kW"
    qint64 replicas = 1;
    int cellsPerReplica = 0; ///< GPU cells drawn when zoomed in
    int severity = -1;       ///< worst finding on it: -1 none, 0 info, 1 warning, 2 error
    QString problem;         ///< tooltip line for the worst finding
    bool limiting = false;   ///< holds what limits the training step: drawn with a halo
    QString limitingText;    ///< tooltip line saying what it limits
    bool operator==(const GroupLook&) const = default;
};

/// One replicated group (servers, switches or storage) on the cluster canvas. Paints one item per
/// group whatever its replica count, with stepped level of detail.
class GroupItem : public QGraphicsObject {
    Q_OBJECT
public:
    static constexpr int Type = UserType + 1;
    static constexpr qreal kGrid = 20;

    GroupItem(const model::Block& block, GroupLook look);
    int type() const override { return Type; }
    /// Shows a new look; repaints only when it differs from the current one.
    void setLook(const GroupLook& look);
    const GroupLook& look() const { return m_look; }
    model::ObjectId blockId() const { return m_id; }
    model::BlockKind kind() const { return m_kind; }
    QRectF boundingRect() const override;
    void paint(QPainter* p, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    /// The port handle (top centre) from which a connection is dragged, in item coordinates.
    QRectF portRect() const;
    QPointF portScenePos() const { return mapToScene(portRect().center()); }
    /// The title as drawn at this level of detail: wrapped over the lines it needs, the last
    /// one elided when the box is full (the tooltip has it whole).
    QStringList titleLines(qreal lod) const;
    /// The subtitle (count × model) as drawn at 100 %: up to two lines.
    QStringList subtitleLines() const;
    /// Point size of the title at this level of detail (larger when zoomed out).
    static qreal titlePointSize(qreal lod);

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    struct Title {
        QFont font;
        QList<QPair<QString, QPointF>> lines; ///< text and baseline start
        qreal bottom = 0;
        QString badge;
        QFont badgeFont;
        QRectF badgeRect;
    };
    Title layoutTitle(qreal lod) const;
    QRectF body() const;
    model::ObjectId m_id;
    model::BlockKind m_kind;
    GroupLook m_look;
};

} // namespace cc::views
