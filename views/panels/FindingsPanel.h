#pragma once
#include "model/design/Design.h"

#include <QWidget>

class QLabel;
class QTreeWidget;
class QTreeWidgetItem;

namespace cc::model {
struct Evaluation;
} // namespace cc::model

namespace cc::views {

/// What limits the design, ranked (memory, compute, scale-up link, NIC, oversubscribed tier,
/// pipeline bubble, storage, power, cooling, cost), each with severity, how close the design is
/// to it, a suggestion and the analysis findings behind it. Selecting a row asks for the objects
/// it concerns to be highlighted on the canvas.
class FindingsPanel : public QWidget {
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget* parent = nullptr);
    /// Shows the evaluation's ranked limits and the findings that belong to none. The row the
    /// user had selected stays selected when it is still there.
    void showEvaluation(const model::Evaluation& e);
    QTreeWidget* tree() const { return m_tree; }
    /// Tints the rows (limits and findings) that name any of `ids`: the objects selected on the
    /// canvas. Kept across new evaluations until the next call.
    void highlightObjects(const QList<model::ObjectId>& ids);
    QList<QTreeWidgetItem*> highlightedItems() const;

signals:
    void objectsActivated(const QList<model::ObjectId>& objects);

private:
    void onCurrentChanged(QTreeWidgetItem* item);
    void applyHighlight();

    QTreeWidget* m_tree;
    QLabel* m_detail;
    QList<model::ObjectId> m_highlighted;
};

} // namespace cc::views
