#pragma once
#include <QRectF>
#include <QString>

class QGraphicsScene;
class QPainter;

namespace cc::model {
struct Evaluation;
} // namespace cc::model

namespace cc::views {

/// The part of a canvas an export shows: the bounding rectangle of every item, with a margin.
QRectF canvasExportRect(const QGraphicsScene& scene);

/// Paints the canvas into `target`, scaled to fit and centred, with the detail of the 100 % zoom
/// (names, link labels, GPU cells) however small the target, and without the selection. On a
/// vector device (PDF, SVG) the drawing stays vector.
void paintCanvas(QGraphicsScene& scene, QPainter& painter, const QRectF& target);

/// Writes the canvas to `file`: SVG (vector) or PNG (twice the scene's size, white background),
/// chosen by the suffix. Returns "" or a message naming the file and what went wrong.
QString exportCanvas(QGraphicsScene& scene, const QString& file);

/// The same without a window: builds the canvas of the evaluated design first.
QString exportCanvas(const model::Evaluation& e, const QString& file);

} // namespace cc::views
