#include "app/Autosave.h"

#include "app/Document.h"
#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/io/SafeWrite.h"
#include "model/util/Format.h"
#include "views/text/MessageText.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

#include <cerrno>
#include <csignal>

namespace cc::app {

namespace {

constexpr int kDefaultIntervalMs = 60'000; ///< issue 13: a recovery copy every 60 s
const QString kMetaSuffix = QStringLiteral(".meta");

/// True while the process that wrote a recovery copy still runs (another open window).
bool processAlive(qint64 pid)
{
    if (pid <= 0 || pid == QCoreApplication::applicationPid())
        return pid > 0;
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

QString saveBytes(const QString& file, const QByteArray& bytes)
{
    return views::renderMessage(model::io::writeFileSafely(
        file.toStdString(),
        std::string_view(bytes.constData(), static_cast<size_t>(bytes.size()))));
}

/// "name: 12 groups, 30 links, 1,024 GPUs, capex $41.0M" of one design file.
QString summaryOf(const QString& file, const model::Catalog& catalog)
{
    try {
        const model::Design d = model::io::loadDesignFile(file.toStdString());
        const model::Report r = model::analyze(d, catalog);
        // Each form a literal of its own, so the translation tools find both.
        const size_t groups = d.blocks.size(), links = d.links.size();
        const QString groupText = groups == 1
                                      ? QCoreApplication::translate("Autosave", "%1 group")
                                      : QCoreApplication::translate("Autosave", "%1 groups");
        const QString linkText = links == 1 ? QCoreApplication::translate("Autosave", "%1 link")
                                            : QCoreApplication::translate("Autosave", "%1 links");
        return QCoreApplication::translate("Autosave", "“%1”: %2, %3, %4 GPUs, capex %5")
            .arg(QString::fromStdString(d.name),
                 groupText.arg(QString::fromStdString(model::withThousands(groups))),
                 linkText.arg(QString::fromStdString(model::withThousands(links))),
                 QString::fromStdString(model::withThousands(r.design.gpus)),
                 QString::fromStdString(model::usd(r.cost.capexUsd)));
    } catch (const model::FormatError& e) {
        return QString::fromStdString(e.what());
    }
}

/// "2026-12-02 14:45": the same in every language. The locale's short format is not used: Qt
/// prints CLDR's day-period pattern of zh_TW ("Bh:mm") as a literal "B".
QString shortTime(const QDateTime& t)
{
    return t.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

} // namespace

Autosave::Autosave(Document& doc, QObject* parent, QString folder)
    : QObject(parent), m_doc(doc), m_folder(std::move(folder)), m_timer(new QTimer(this))
{
    if (m_folder.isEmpty())
        m_folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                   QStringLiteral("/recovery");
    m_stem = QStringLiteral("%1-%2")
                 .arg(QCoreApplication::applicationPid())
                 .arg(QDateTime::currentMSecsSinceEpoch());
    m_timer->setInterval(intervalMs());
    connect(m_timer, &QTimer::timeout, this, &Autosave::onTimer);
    connect(&m_doc, &Document::designChanged, this, [this] { m_dirtySinceWrite = true; });
    connect(&m_doc, &Document::modifiedChanged, this, [this](bool modified) {
        if (modified) {
            if (!m_timer->isActive())
                m_timer->start();
        } else {
            m_timer->stop();
            discard(); // saved, or back at the saved state
        }
    });
}

Autosave::~Autosave()
{
    discard();
}

int Autosave::intervalMs() const
{
    bool ok = false;
    const int ms = qEnvironmentVariableIntValue("CC_AUTOSAVE_INTERVAL_MS", &ok);
    return ok && ms > 0 ? ms : kDefaultIntervalMs;
}

QString Autosave::designFile() const
{
    return m_folder + QLatin1Char('/') + m_stem + QStringLiteral(".json");
}

void Autosave::onTimer()
{
    if (m_doc.isModified() && m_dirtySinceWrite)
        writeNow();
}

QString Autosave::writeNow()
{
    if (!QDir().mkpath(m_folder))
        return tr("Cannot create the recovery folder %1").arg(m_folder);
    const std::string text = model::io::saveDesign(m_doc.design(), m_doc.catalog());
    QString err =
        views::renderMessage(model::io::writeFileSafely(designFile().toStdString(), text));
    if (err.isEmpty()) {
        const QJsonObject meta{
            {QStringLiteral("originalPath"), m_doc.path()},
            {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)}};
        err = saveBytes(designFile() + kMetaSuffix, QJsonDocument(meta).toJson());
    }
    if (err.isEmpty())
        m_dirtySinceWrite = false;
    else
        qWarning("autosave: %s", qPrintable(err));
    return err;
}

void Autosave::discard()
{
    QFile::remove(designFile());
    QFile::remove(designFile() + kMetaSuffix);
}

QList<Autosave::Recovery> Autosave::pending() const
{
    QList<Recovery> out;
    const QDir dir(m_folder);
    for (const QFileInfo& fi :
         dir.entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Time)) {
        const QString stem = fi.completeBaseName();
        if (stem == m_stem || processAlive(stem.section(QLatin1Char('-'), 0, 0).toLongLong()))
            continue;
        Recovery r{fi.absoluteFilePath(), {}, fi.lastModified()};
        QFile meta(fi.absoluteFilePath() + kMetaSuffix);
        if (meta.size() < 65536 && meta.open(QIODevice::ReadOnly)) {
            const QJsonObject o = QJsonDocument::fromJson(meta.readAll()).object();
            r.originalPath = o.value(QStringLiteral("originalPath")).toString();
            const QDateTime at =
                QDateTime::fromString(o.value(QStringLiteral("savedAt")).toString(), Qt::ISODate);
            if (at.isValid())
                r.savedAt = at;
        }
        out.push_back(r);
    }
    return out;
}

void Autosave::remove(const Recovery& r)
{
    QFile::remove(r.designFile);
    QFile::remove(r.designFile + kMetaSuffix);
}

QString Autosave::restore(const Recovery& r)
{
    model::Design d;
    try {
        d = model::io::loadDesignFile(r.designFile.toStdString());
    } catch (const model::FormatError& e) {
        return QString::fromStdString(e.what());
    }
    m_doc.reset(std::move(d), r.originalPath);
    m_doc.undoStack()->resetClean(); // an unsaved change of the original file
    remove(r);
    m_dirtySinceWrite = true;
    writeNow(); // this session's copy replaces the one restored
    return {};
}

QString Autosave::compareText(const Recovery& r) const
{
    const QString saved =
        r.originalPath.isEmpty() || !QFileInfo::exists(r.originalPath)
            ? tr("(never saved)")
            : tr("%1, saved %2:\n  %3")
                  .arg(r.originalPath, shortTime(QFileInfo(r.originalPath).lastModified()),
                       summaryOf(r.originalPath, m_doc.catalog()));
    return tr("Saved file: %1\n\nRecovery copy from %2:\n  %3")
        .arg(saved, shortTime(r.savedAt), summaryOf(r.designFile, m_doc.catalog()));
}

bool Autosave::offerRecovery(QWidget* parent)
{
    for (const Recovery& r : pending()) {
        for (;;) {
            QMessageBox box(
                QMessageBox::Question, tr("Recover unsaved work"),
                tr("ClusterCanvas did not close cleanly. A recovery copy of %1 from %2 "
                   "was found.")
                    .arg(r.originalPath.isEmpty() ? tr("an unsaved design") : r.originalPath,
                         shortTime(r.savedAt)),
                QMessageBox::NoButton, parent);
            QPushButton* restoreBtn = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
            QPushButton* compareBtn = box.addButton(tr("&Compare…"), QMessageBox::ActionRole);
            box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
            box.setDefaultButton(restoreBtn);
            box.exec();
            if (box.clickedButton() == compareBtn) {
                QMessageBox::information(parent, tr("Compare with the saved file"), compareText(r));
                continue;
            }
            if (box.clickedButton() == restoreBtn) {
                const QString err = restore(r);
                if (err.isEmpty())
                    return true; // further copies wait for the next start
                QMessageBox::warning(parent, tr("Cannot restore"), err);
                break; // kept: it may still be opened by hand
            }
            remove(r); // Discard, or the box was closed
            break;
        }
    }
    return false;
}

} // namespace cc::app
