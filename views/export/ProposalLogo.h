#pragma once
// The proposal's logo: a picture embedded in the design as a base64 data URI
// (model::ProposalInfo::logo), so the design file carries it to whoever writes the PDF.
#include <QImage>
#include <QString>

#include <string>

namespace cc::views {

/// The picture scaled down to at most kLogoMaxSize (never up) and encoded as a PNG data URI, or
/// as JPEG when the PNG would pass model::limits::kMaxLogoChars. "" with `error` set when even
/// that does not fit or the image is null.
std::string encodeLogo(const QImage& image, QString* error = nullptr);
/// The picture of a data URI written by encodeLogo(); a null image when there is none.
QImage decodeLogo(const std::string& dataUri);
/// Reads an image file and encodes it; "" with `error` naming the file when it cannot.
std::string logoFromFile(const QString& path, QString* error);

/// A cover logo needs no more: about 5 × 1.7 cm at 240 dpi.
inline constexpr QSize kLogoMaxSize{480, 160};

} // namespace cc::views
