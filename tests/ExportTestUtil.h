#pragma once
// Shared helpers of the export tests: the bundled examples, running the executable, the text of
// a PDF.
#include "model/design/Design.h"
#include "model/io/DesignIo.h"

#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace cc::test {

inline cc::model::Design example(const char* name)
{
    return cc::model::io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name +
                                         ".json");
}

inline QString examplePath(const char* name)
{
    return QStringLiteral(CC_CATALOG_DIR "/examples/%1.json").arg(QLatin1String(name));
}

/// Runs of whitespace as one space (pdftotext breaks lines where the PDF wraps them).
inline QString normalised(QString s)
{
    return s.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "));
}

struct AppResult {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

/// Runs the clustercanvas executable; `headless`: without DISPLAY, WAYLAND_DISPLAY or
/// QT_QPA_PLATFORM, as on a build server.
inline AppResult runApp(const QStringList& args, bool headless = false)
{
    QProcess p;
    if (headless) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char* v : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            env.remove(QLatin1String(v));
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(CC_APP_PATH), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// The text of a PDF by pdftotext (poppler-utils), "" when it cannot be read.
inline QString pdfText(const QString& pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"),
            {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace cc::test
