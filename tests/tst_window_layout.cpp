// The main window must fit a common laptop screen with every dock open: docks whose contents
// ask for a large minimum (charts, the scenario table) would otherwise push it off the screen.
#include "TestUtil.h"

#include "app/MainWindow.h"

#include <QDockWidget>
#include <QTest>

class TestWindowLayout : public QObject {
    Q_OBJECT
private slots:
    void fitsA1366x900Screen()
    {
        cc::app::MainWindow w(cc::test::bundledCatalog(), QString());
        QVERIFY(w.openFile(QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json")));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        for (auto* d : w.findChildren<QDockWidget*>())
            QVERIFY2(d->isVisible() || !d->isHidden(), qPrintable(d->objectName()));
        const QSize min = w.minimumSizeHint();
        QVERIFY2(min.width() <= 1366 && min.height() <= 900,
                 qPrintable(QStringLiteral("minimum %1×%2").arg(min.width()).arg(min.height())));
    }
};

QTEST_MAIN(TestWindowLayout)
#include "tst_window_layout.moc"
