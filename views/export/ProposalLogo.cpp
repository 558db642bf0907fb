#include "views/export/ProposalLogo.h"

#include "model/io/InputLimits.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImageReader>
#include <QPainter>

namespace cc::views {

namespace {

class Logo {
    Q_DECLARE_TR_FUNCTIONS(Logo)
};

QByteArray encoded(const QImage& img, const char* format, int quality)
{
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    img.save(&buf, format, quality);
    return bytes.toBase64();
}

const char* kPng = "data:image/png;base64,";
const char* kJpeg = "data:image/jpeg;base64,";

} // namespace

std::string encodeLogo(const QImage& image, QString* error)
{
    if (image.isNull()) {
        if (error)
            *error = Logo::tr("the picture is empty");
        return {};
    }
    QImage img = image;
    if (img.width() > kLogoMaxSize.width() || img.height() > kLogoMaxSize.height())
        img = img.scaled(kLogoMaxSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    const auto fits = [](const QByteArray& b, const char* prefix) {
        return static_cast<long long>(b.size() + qstrlen(prefix)) <= model::limits::kMaxLogoChars;
    };
    // PNG keeps line art sharp; photos and large logos fall back to JPEG, then to smaller sizes.
    for (int step = 0; step < 4; ++step) {
        if (const QByteArray png = encoded(img, "PNG", -1); fits(png, kPng))
            return kPng + png.toStdString();
        QImage flat(img.size(), QImage::Format_RGB32);
        flat.fill(Qt::white); // JPEG has no alpha: the logo sits on the white cover
        {
            QPainter p(&flat);
            p.drawImage(0, 0, img);
        }
        if (const QByteArray jpeg = encoded(flat, "JPEG", 85); fits(jpeg, kJpeg))
            return kJpeg + jpeg.toStdString();
        img = img.scaled(img.size() * 0.7, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    }
    if (error)
        *error = Logo::tr("the picture is too detailed to embed even when scaled down");
    return {};
}

QImage decodeLogo(const std::string& dataUri)
{
    const auto comma = dataUri.find(',');
    if (dataUri.rfind("data:image/", 0) != 0 || comma == std::string::npos)
        return {};
    const QByteArray bytes =
        QByteArray::fromBase64(QByteArray::fromStdString(dataUri.substr(comma + 1)));
    return QImage::fromData(bytes);
}

std::string logoFromFile(const QString& path, QString* error)
{
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QImage img = reader.read();
    if (img.isNull()) {
        if (error)
            *error = Logo::tr("Cannot read %1: %2").arg(path, reader.errorString());
        return {};
    }
    QString why;
    std::string out = encodeLogo(img, &why);
    if (out.empty() && error)
        *error = Logo::tr("Cannot use %1 as the logo: %2").arg(path, why);
    return out;
}

} // namespace cc::views
