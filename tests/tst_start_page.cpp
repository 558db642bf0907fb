// The start page lists the bundled examples with their real GPU counts and opens them; the
// generator dialog returns options generate() accepts and keeps its error on screen otherwise.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/util/Format.h"
#include "views/dialogs/GeneratorDialog.h"
#include "views/dialogs/StartPage.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace cc::model;
using cc::model::topology::GeneratorOptions;
using cc::views::GeneratorDialog;
using cc::views::StartPage;

namespace {

const QString kExamples = QStringLiteral(CC_CATALOG_DIR "/examples");

GeneratorOptions opts(const char* kind, const char* server, std::int64_t nodes)
{
    GeneratorOptions o;
    o.kind = kind;
    o.serverRef = server;
    o.nodes = nodes;
    return o;
}

QList<QAbstractButton*> tiles(const QWidget& w, const QString& name)
{
    return w.findChildren<QAbstractButton*>(name);
}

} // namespace

class TestStartPage : public QObject {
    Q_OBJECT
private slots:
    void listsBundledExamples();
    void exampleTileOpensItsFile();
    void newEmptyTile();
    void recentFiles();
    void generatorTileEmitsOptions();
    void dialogAccepts_data();
    void dialogAccepts();
    void dialogShowsErrors_data();
    void dialogShowsErrors();
    void dialogDisablesFieldsThatDoNotApply();
};

void TestStartPage::listsBundledExamples()
{
    StartPage page(cc::test::bundledCatalog());
    page.setExamplesFolder(kExamples);
    const QStringList files = QDir(kExamples).entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 5);
    QCOMPARE(page.examplePaths().size(), files.size());

    const auto shown = tiles(page, QStringLiteral("exampleTile"));
    QCOMPARE(shown.size(), files.size());
    for (QAbstractButton* tile : shown) {
        const int i = shown.indexOf(tile);
        const QString path = page.examplePaths().at(i);
        const Design d = io::loadDesignFile(path.toStdString());
        const Report r = analyze(d, cc::test::bundledCatalog());
        QVERIFY2(tile->isEnabled(), qPrintable(path));
        QCOMPARE(tile->text(), QString::fromStdString(d.name));
        // The summary names the design's real GPU count, with thousands separators.
        const QString gpus = QString::fromStdString(withThousands(r.design.gpus));
        QVERIFY2(tile->accessibleDescription().startsWith(gpus + QStringLiteral(" ")),
                 qPrintable(tile->accessibleDescription()));
    }
    const auto names = [&] {
        QStringList n;
        for (auto* t : shown)
            n << t->text();
        return n.join(QLatin1Char('|'));
    }();
    QVERIFY2(names.contains(QStringLiteral("RTX 4090")), qPrintable(names));
    QVERIFY2(names.contains(QStringLiteral("NVL72")), qPrintable(names));
}

void TestStartPage::exampleTileOpensItsFile()
{
    StartPage page(cc::test::bundledCatalog());
    page.setExamplesFolder(kExamples);
    QSignalSpy open(&page, &StartPage::openRequested);
    tiles(page, QStringLiteral("exampleTile")).at(1)->click();
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.at(0).at(0).toString(), page.examplePaths().at(1));
    QVERIFY(QFileInfo::exists(open.at(0).at(0).toString()));
}

void TestStartPage::newEmptyTile()
{
    StartPage page(cc::test::bundledCatalog());
    QSignalSpy empty(&page, &StartPage::newEmptyRequested);
    tiles(page, QStringLiteral("newEmptyTile")).at(0)->click();
    QCOMPARE(empty.count(), 1);
}

void TestStartPage::recentFiles()
{
    QTemporaryDir dir;
    const QString present = dir.filePath(QStringLiteral("present.json"));
    QFile f(present);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    StartPage page(cc::test::bundledCatalog());
    page.setRecentFiles({present, dir.filePath(QStringLiteral("gone.json"))});
    const auto recent = tiles(page, QStringLiteral("recentTile"));
    QCOMPARE(recent.size(), 2);
    QVERIFY(recent.at(0)->isEnabled());
    QVERIFY(!recent.at(1)->isEnabled()); // a missing file cannot be opened
    QSignalSpy open(&page, &StartPage::openRequested);
    recent.at(0)->click();
    QCOMPARE(open.count(), 1);
    QCOMPARE(open.at(0).at(0).toString(), present);
}

void TestStartPage::generatorTileEmitsOptions()
{
    StartPage page(cc::test::bundledCatalog());
    QSignalSpy spy(&page, &StartPage::generateRequested);
    QTimer::singleShot(0, &page, [&page] {
        auto* dialog = page.findChild<GeneratorDialog*>();
        QVERIFY(dialog);
        dialog->accept();
    });
    page.showGeneratorDialog();
    QCOMPARE(spy.count(), 1);
    const auto o = spy.at(0).at(0).value<GeneratorOptions>();
    QVERIFY(!o.kind.empty() && !o.serverRef.empty());
    QVERIFY(!topology::generate(o, cc::test::bundledCatalog()).blocks.empty());
}

void TestStartPage::dialogAccepts_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<QByteArray>("server");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<QString>("dims");
    QTest::newRow("fat-tree") << QByteArray("fat-tree") << QByteArray("dgx-h100") << 32
                              << QString();
    QTest::newRow("rail") << QByteArray("rail-optimized") << QByteArray("dgx-h100") << 64
                          << QString();
    QTest::newRow("superpod") << QByteArray("superpod") << QByteArray("dgx-b200") << 128
                              << QString();
    QTest::newRow("nvl72") << QByteArray("nvl72") << QByteArray("gb200-nvl72") << 4 << QString();
    QTest::newRow("torus") << QByteArray("torus") << QByteArray("dgx-h100") << 64
                           << QStringLiteral("4x4x4");
    QTest::newRow("standalone") << QByteArray("standalone") << QByteArray("ws-4x-rtx4090") << 1
                                << QString();
}

void TestStartPage::dialogAccepts()
{
    QFETCH(QByteArray, kind);
    QFETCH(QByteArray, server);
    QFETCH(int, nodes);
    QFETCH(QString, dims);
    GeneratorDialog dialog(cc::test::bundledCatalog());
    dialog.setOptions(opts(kind.constData(), server.constData(), nodes));
    dialog.findChild<QLineEdit*>(QStringLiteral("dimsEdit"))->setText(dims);
    dialog.accept();
    QVERIFY2(dialog.errorText().isEmpty(), qPrintable(dialog.errorText()));
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const GeneratorOptions o = dialog.options();
    QCOMPARE(o.kind, kind.toStdString());
    QCOMPARE(o.serverRef, server.toStdString());
    QCOMPARE(o.nodes, std::int64_t(nodes));
    const Design d = topology::generate(o, cc::test::bundledCatalog());
    QCOMPARE(dialog.design().blocks.size(), d.blocks.size());
    QVERIFY(!d.blocks.empty());
}

void TestStartPage::dialogShowsErrors_data()
{
    QTest::addColumn<QByteArray>("kind");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<double>("oversub");
    QTest::addColumn<QString>("dims");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no servers") << QByteArray("fat-tree") << 0 << 1.0 << QString()
                                << QStringLiteral("Servers: must be at least 1");
    QTest::newRow("oversubscription < 1")
        << QByteArray("fat-tree") << 32 << 0.5 << QString() << QStringLiteral("Oversubscription: ");
    QTest::newRow("dims do not multiply")
        << QByteArray("torus") << 10 << 1.0 << QStringLiteral("3x3")
        << QStringLiteral("Torus dimensions: ");
    QTest::newRow("dims not numbers")
        << QByteArray("torus") << 27 << 1.0 << QStringLiteral("three by three")
        << QStringLiteral("whole numbers");
}

void TestStartPage::dialogShowsErrors()
{
    QFETCH(QByteArray, kind);
    QFETCH(int, nodes);
    QFETCH(double, oversub);
    QFETCH(QString, dims);
    QFETCH(QString, mentions);
    GeneratorDialog dialog(cc::test::bundledCatalog());
    dialog.show();
    auto o = opts(kind.constData(), "dgx-h100", nodes);
    o.oversubscription = oversub;
    dialog.setOptions(o);
    dialog.findChild<QLineEdit*>(QStringLiteral("dimsEdit"))->setText(dims);
    dialog.accept();
    QVERIFY(dialog.isVisible()); // stays open with the message
    QVERIFY(dialog.result() != QDialog::Accepted);
    QVERIFY2(dialog.errorText().contains(mentions), qPrintable(dialog.errorText()));
    QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("errorLabel"))->isVisible());
}

void TestStartPage::dialogDisablesFieldsThatDoNotApply()
{
    GeneratorDialog dialog(cc::test::bundledCatalog());
    const auto enabled = [&dialog](const char* name) {
        return dialog.findChild<QWidget*>(QString::fromLatin1(name))->isEnabled();
    };
    dialog.setOptions(opts("torus", "dgx-h100", 27));
    QVERIFY(!enabled("switchCombo") && !enabled("oversubSpin") && !enabled("storageCombo"));
    QVERIFY(enabled("dimsEdit") && !enabled("unitSizeSpin"));
    dialog.setOptions(opts("rail-optimized", "dgx-h100", 64));
    QVERIFY(enabled("switchCombo") && enabled("unitSizeSpin") && !enabled("dimsEdit"));
    dialog.setOptions(opts("standalone", "dgx-h100", 1));
    QVERIFY(!enabled("switchCombo") && !enabled("storageCombo") && !enabled("unitSizeSpin"));
    // A disabled field does not leak into the options.
    QVERIFY(dialog.options().switchRef.empty() && dialog.options().storageRef.empty());
}

QTEST_MAIN(TestStartPage)
#include "tst_start_page.moc"
