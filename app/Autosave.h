#pragma once
// Autosave and recovery (issue 13): while the design has unsaved changes a recovery copy is
// written every 60 s (atomically, with the one save helper) to the user's data directory
// (QStandardPaths::AppDataLocation/recovery). Saving, returning to the saved state or closing
// cleanly removes it; after a crash the next start offers to restore, compare or discard it.
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

class QTimer;
class QWidget;

namespace cc::app {

class Document;

class Autosave : public QObject {
    Q_OBJECT
public:
    /// One recovery copy left behind by a session that did not close cleanly.
    struct Recovery {
        QString designFile;   ///< the recovery copy (a design file)
        QString originalPath; ///< the file the design was being edited as ("" = never saved)
        QDateTime savedAt;
    };

    /// The interval is 60 s; the environment variable CC_AUTOSAVE_INTERVAL_MS overrides it
    /// (tests). Recovery copies go to `folder`, default AppDataLocation/recovery.
    explicit Autosave(Document& doc, QObject* parent = nullptr, QString folder = {});
    ~Autosave() override; ///< a clean close: this session's copy goes

    int intervalMs() const;
    QString folder() const { return m_folder; }
    /// This session's recovery copy (exists only while there are unsaved changes).
    QString designFile() const;

    /// Writes the recovery copy now; returns the error message, or "" on success.
    QString writeNow();
    /// Removes this session's recovery copy (saved, or closed on purpose).
    void discard();

    /// Recovery copies of sessions that are gone (crashed, killed), newest first.
    QList<Recovery> pending() const;
    /// Loads `r` into the document as an unsaved change of `r.originalPath`; removes the copy.
    /// Returns the error message, or "" on success (the document is unchanged on error).
    QString restore(const Recovery& r);
    static void remove(const Recovery& r);
    /// A few lines comparing the recovery copy with the saved file, for the user.
    QString compareText(const Recovery& r) const;
    /// At start: for each pending copy asks Restore / Compare / Discard (Compare shows the
    /// differences, then asks again). Returns true when a copy was restored.
    bool offerRecovery(QWidget* parent);

private:
    void onTimer();

    Document& m_doc;
    QString m_folder;
    QString m_stem; ///< "<pid>-<start ms>": this session's files
    QTimer* m_timer = nullptr;
    bool m_dirtySinceWrite = false;
};

} // namespace cc::app
