// Issue 13: unsaved work survives a crash. A child process (this executable with --child) opens
// a design in the real MainWindow, edits it and is killed with SIGKILL once the recovery copy is
// written; the next start finds the copy and restores, compares or discards it.
#include "TestUtil.h"

#include "app/Autosave.h"
#include "app/Document.h"
#include "app/MainWindow.h"
#include "model/edit/ObjectEdits.h"
#include "model/io/DesignIo.h"

#include <QApplication>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QUndoStack>

#include <sys/stat.h>

using namespace cc;

namespace {

const char* kEditedName = "Edited just before the crash";
constexpr int kTestIntervalMs = 200;

void setAppNames()
{
    QApplication::setOrganizationName(QStringLiteral("ClusterCanvas"));
    QApplication::setApplicationName(QStringLiteral("ClusterCanvas"));
}

/// The child: opens `design`, renames it (an unsaved edit) and waits to be killed.
int runChild(int argc, char** argv, const QString& design)
{
    QApplication app(argc, argv);
    setAppNames();
    model::Catalog catalog;
    catalog.loadDirectory(CC_CATALOG_DIR);
    app::MainWindow w(std::move(catalog), QStringLiteral(CC_CATALOG_DIR "/examples"));
    if (!w.openFile(design))
        return 3;
    auto info = model::SetDesignInfo::of(w.document()->design());
    info.name = kEditedName;
    w.document()->submit(std::make_unique<model::SetDesignInfo>(info, "Rename"));
    return app.exec(); // never returns: the parent kills it
}

} // namespace

class TestAutosave : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void recoveryAfterKill9();
    void offerDiscardRemovesTheCopy();
    void saveAndCleanCloseLeaveNothing();

private:
    QString recoveryFolder() const
    {
        return m_data.path() + QStringLiteral("/ClusterCanvas/ClusterCanvas/recovery");
    }
    /// Runs a child that edits `design` and kills it -9 once its recovery copy exists.
    void crashAChild(const QString& design);
    QTemporaryDir m_data; ///< XDG_DATA_HOME of the child and of this process
    QString m_design;
};

void TestAutosave::initTestCase()
{
    QVERIFY(m_data.isValid());
    qputenv("XDG_DATA_HOME", m_data.path().toUtf8());
    qputenv("CC_AUTOSAVE_INTERVAL_MS", QByteArray::number(kTestIntervalMs));
    setAppNames();
    m_design = m_data.filePath(QStringLiteral("cluster.json"));
    QVERIFY(QFile::copy(QString::fromStdString(cc::test::dataPath("design_v1.json")), m_design));
    QFile::setPermissions(m_design, QFile::ReadOwner | QFile::WriteOwner);
}

void TestAutosave::crashAChild(const QString& design)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), design});
    QVERIFY(child.waitForStarted());
    QString copy;
    for (int i = 0; i < 200 && copy.isEmpty(); ++i) { // up to 20 s on a busy machine
        QTest::qWait(100);
        const auto files = QDir(recoveryFolder()).entryList({QStringLiteral("*.json.meta")});
        if (!files.isEmpty())
            copy = files.front();
    }
    QVERIFY2(!copy.isEmpty(), "the child wrote no recovery copy while the edit was unsaved");
    child.kill(); // SIGKILL: no destructor, no close event
    QVERIFY(child.waitForFinished());
    QCOMPARE(child.exitStatus(), QProcess::CrashExit);
}

void TestAutosave::recoveryAfterKill9()
{
    crashAChild(m_design);
    model::Catalog catalog;
    catalog.loadDirectory(CC_CATALOG_DIR);
    app::Document doc(std::move(catalog));
    app::Autosave autosave(doc);
    QCOMPARE(autosave.folder(), recoveryFolder());
    const auto pending = autosave.pending();
    QCOMPARE(pending.size(), 1);
    QCOMPARE(pending[0].originalPath, m_design);
    QVERIFY(pending[0].savedAt.secsTo(QDateTime::currentDateTime()) < 120);

    const QString diff = autosave.compareText(pending[0]);
    QVERIFY2(diff.contains(QString::fromUtf8(kEditedName)), qPrintable(diff));
    QVERIFY2(diff.contains(QStringLiteral("Fixture v1")), qPrintable(diff)); // the saved name
    // Counts in words of the language ("1 group", "2 groups"), times without the locale's
    // short format (zh_TW's prints a stray "B"): "2026-12-02 14:45".
    QVERIFY2(diff.contains(QRegularExpression(QStringLiteral("\\d+ groups?, \\d+ links?"))),
             qPrintable(diff));
    QVERIFY2(
        diff.contains(QRegularExpression(QStringLiteral("\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}"))),
        qPrintable(diff));

    QCOMPARE(autosave.restore(pending[0]), QString());
    QCOMPARE(QString::fromStdString(doc.design().name), QString::fromUtf8(kEditedName));
    QCOMPARE(doc.path(), m_design);
    QVERIFY2(doc.isModified(), "a restored copy is unsaved work until the user saves it");
    QVERIFY(!QFile::exists(pending[0].designFile));
    QVERIFY(autosave.pending().isEmpty());
    // The saved file itself was never touched.
    QCOMPARE(QString::fromStdString(model::io::loadDesignFile(m_design.toStdString()).name),
             QStringLiteral("Fixture v1: 2 DGX H100 on one leaf"));
}

void TestAutosave::offerDiscardRemovesTheCopy()
{
    crashAChild(m_design);
    model::Catalog catalog;
    app::Document doc(std::move(catalog));
    app::Autosave autosave(doc);
    QCOMPARE(autosave.pending().size(), 1);
    // Answer the dialog: first Compare (which shows a second box), then Discard.
    int boxes = 0;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        ++boxes;
        const QString want = boxes == 1   ? QStringLiteral("&Compare…")
                             : boxes == 2 ? QString()
                                          : QStringLiteral("&Discard");
        for (auto* b : box->buttons())
            if (want.isEmpty() || b->text() == want) {
                b->click();
                return;
            }
    });
    answer.start(50);
    QVERIFY(!autosave.offerRecovery(nullptr));
    QCOMPARE(boxes, 3);
    QVERIFY(autosave.pending().isEmpty());
    QVERIFY(QDir(recoveryFolder()).entryList(QDir::Files).isEmpty());
}

void TestAutosave::saveAndCleanCloseLeaveNothing()
{
    model::Catalog catalog;
    catalog.loadDirectory(CC_CATALOG_DIR);
    QString copy;
    {
        app::Document doc(std::move(catalog));
        app::Autosave autosave(doc);
        QCOMPARE(doc.load(m_design), QString());
        auto info = model::SetDesignInfo::of(doc.design());
        info.name = "renamed";
        doc.submit(std::make_unique<model::SetDesignInfo>(info, "Rename"));
        copy = autosave.designFile();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), 10000); // written while unsaved
        const QString saved = m_data.filePath(QStringLiteral("saved.json"));
        QCOMPARE(doc.save(saved), QString());
        QVERIFY2(!QFile::exists(copy), "saving removes the recovery copy");
        info.name = "renamed again"; // a real change: an edit that changes nothing is dropped
        doc.submit(std::make_unique<model::SetDesignInfo>(info, "Rename again"));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), 10000);
        doc.undoStack()->undo(); // back at the saved state
        QVERIFY(!QFile::exists(copy));
        doc.undoStack()->redo();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(copy), 10000);
    } // a clean close
    QVERIFY(!QFile::exists(copy));
}

int main(int argc, char** argv)
{
    if (argc == 3 && QByteArray(argv[1]) == "--child")
        return runChild(argc, argv, QString::fromLocal8Bit(argv[2]));
    QApplication app(argc, argv);
    TestAutosave t;
    return QTest::qExec(&t, argc, argv);
}

#include "tst_autosave.moc"
