#pragma once
#include <QWidget>

class QLabel;

namespace cc::model {
struct Evaluation;
} // namespace cc::model

namespace cc::views {

/// The figures a customer asks for, large, in one row above the canvas in presentation mode:
/// step time, MFU, time to train, what limits the step, facility power and capex.
class KeyFiguresBar : public QWidget {
    Q_OBJECT
public:
    explicit KeyFiguresBar(QWidget* parent = nullptr);
    void showEvaluation(const model::Evaluation& e);
    /// The value shown under `caption` (for tests): "" when there is no such tile.
    QString value(const QString& caption) const;

private:
    struct Tile {
        QLabel* value;
        QLabel* caption;
    };
    Tile addTile(const QString& caption, int stretch);
    QList<Tile> m_tiles;
};

} // namespace cc::views
