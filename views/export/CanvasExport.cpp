// Canvas to SVG, PNG, or into another painter (the PDF proposal). The canvas items choose their
// detail from the painter's scale (level of detail), so a canvas shrunk onto an A4 page would lose
// its names and link labels; it is recorded at 100 % into a QPicture first and the recording is
// scaled instead, which keeps every item's full detail and stays vector.
#include "views/export/CanvasExport.h"

#include "model/io/SafeWrite.h"
#include "views/canvas/ClusterScene.h"
#include "views/text/MessageText.h"

#include <QBuffer>
#include <QFileInfo>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QSignalBlocker>
#include <QSvgGenerator>

namespace cc::views {

namespace {

constexpr qreal kMargin = 40;      ///< scene units around the items
constexpr qreal kPngScale = 2.0;   ///< PNG pixels per scene unit
constexpr int kMaxPngSide = 16000; ///< keeps a huge canvas's PNG within memory

/// Hides the selection while the canvas is painted for an export, and restores it after,
/// without telling the views (the selection the user sees does not change).
class SelectionHider {
public:
    explicit SelectionHider(QGraphicsScene& scene) : m_scene(scene), m_items(scene.selectedItems())
    {
        const QSignalBlocker block(&m_scene);
        for (auto* it : std::as_const(m_items))
            it->setSelected(false);
    }
    ~SelectionHider()
    {
        const QSignalBlocker block(&m_scene);
        for (auto* it : std::as_const(m_items))
            it->setSelected(true);
    }
    SelectionHider(const SelectionHider&) = delete;
    SelectionHider& operator=(const SelectionHider&) = delete;

private:
    QGraphicsScene& m_scene;
    QList<QGraphicsItem*> m_items;
};

/// The one save helper (model/io/SafeWrite.h): atomic, fsync'ed, keeps the mode, through
/// symlinks; the message carries the OS reason.
QString saveBytes(const QString& file, const QByteArray& bytes)
{
    return renderMessage(model::io::writeFileSafely(
        file.toStdString(),
        std::string_view(bytes.constData(), static_cast<size_t>(bytes.size()))));
}

QString writeSvg(QGraphicsScene& scene, const QString& file)
{
    const QRectF src = canvasExportRect(scene);
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    {
        QSvgGenerator svg;
        svg.setOutputDevice(&out);
        // Scene units are screen pixels at 96 dpi, as the canvas measures its text.
        svg.setResolution(96);
        svg.setSize(src.size().toSize());
        svg.setViewBox(QRectF(QPointF(0, 0), src.size()));
        svg.setTitle(QObject::tr("Cluster canvas"));
        QPainter p;
        if (!p.begin(&svg))
            return QObject::tr("Cannot write %1: the SVG drawing could not start").arg(file);
        const QRectF target(QPointF(0, 0), src.size());
        p.fillRect(target, Qt::white);
        paintCanvas(scene, p, target);
        p.end();
    }
    return saveBytes(file, out.data());
}

QString writePng(QGraphicsScene& scene, const QString& file)
{
    const QRectF src = canvasExportRect(scene);
    qreal scale = kPngScale;
    scale = qMin(scale, kMaxPngSide / qMax<qreal>(1, qMax(src.width(), src.height())));
    const QSize px = (src.size() * scale).toSize().expandedTo(QSize(1, 1));
    QImage img(px, QImage::Format_ARGB32_Premultiplied);
    if (img.isNull())
        return QObject::tr("Cannot write %1: a %2 × %3 pixel image does not fit in memory")
            .arg(file)
            .arg(px.width())
            .arg(px.height());
    img.setDevicePixelRatio(scale);
    img.fill(Qt::white);
    {
        QPainter p(&img);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        paintCanvas(scene, p, QRectF(QPointF(0, 0), src.size()));
    }
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (!img.save(&out, "PNG"))
        return QObject::tr("Cannot write %1: the PNG could not be encoded").arg(file);
    return saveBytes(file, out.data());
}

} // namespace

QRectF canvasExportRect(const QGraphicsScene& scene)
{
    const QRectF items = scene.itemsBoundingRect();
    if (items.isEmpty())
        return QRectF(0, 0, 400, 300);
    return items.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

void paintCanvas(QGraphicsScene& scene, QPainter& painter, const QRectF& target)
{
    const SelectionHider hide(scene);
    const QRectF src = canvasExportRect(scene);
    QPicture picture;
    {
        QPainter rec(&picture);
        rec.setRenderHint(QPainter::Antialiasing);
        rec.setRenderHint(QPainter::TextAntialiasing);
        scene.render(&rec, QRectF(QPointF(0, 0), src.size()), src, Qt::IgnoreAspectRatio);
    }
    const qreal scale = qMin(target.width() / src.width(), target.height() / src.height());
    const QSizeF drawn = src.size() * scale;
    painter.save();
    painter.translate(target.left() + (target.width() - drawn.width()) / 2,
                      target.top() + (target.height() - drawn.height()) / 2);
    painter.scale(scale, scale);
    painter.drawPicture(QPointF(0, 0), picture);
    painter.restore();
}

QString exportCanvas(QGraphicsScene& scene, const QString& file)
{
    const QString suffix = QFileInfo(file).suffix().toLower();
    if (suffix == QLatin1String("svg"))
        return writeSvg(scene, file);
    if (suffix == QLatin1String("png"))
        return writePng(scene, file);
    return QObject::tr("Cannot export the canvas to %1: use a .svg or .png file name.").arg(file);
}

QString exportCanvas(const model::Evaluation& e, const QString& file)
{
    ClusterScene scene;
    scene.rebuild(e);
    return exportCanvas(scene, file);
}

} // namespace cc::views
