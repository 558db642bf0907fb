// The window as a sales engineer demos it on a laptop (issue 12 items 5 and 6, issue 11's
// selection): the minimum size fits 1280 × 720, presentation mode hides the docks and shows the
// key figures large and comes back with one key, the canvas colours the links by the load of
// the traffic that limits the step, and selecting a group tints the Bottlenecks rows naming it.
#include "TestUtil.h"

#include "app/Document.h"
#include "app/MainWindow.h"
#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/io/InputLimits.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/ClusterView.h"
#include "views/canvas/GroupItem.h"
#include "views/canvas/LinkItem.h"
#include "views/panels/FindingsPanel.h"
#include "views/panels/KeyFiguresBar.h"
#include "views/style/Palette.h"
#include "views/text/MessageText.h"

#include <QAction>
#include <QDockWidget>
#include <QFile>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <nlohmann/json.hpp>

using namespace cc;

namespace {

QString example(const char* name)
{
    return QStringLiteral(CC_CATALOG_DIR "/examples/%1.json").arg(QLatin1String(name));
}

/// The 4-unit example with an MoE job whose expert all-to-all spans servers (EP 16 over 2
/// servers of 8 GPUs): the traffic that limits its step runs over the NICs.
QString moeDesign(const QTemporaryDir& dir)
{
    auto doc = nlohmann::ordered_json::parse(
        model::limits::readInputFile(example("h100-rail-4su").toStdString()));
    doc["workloads"][0]["preset"] = "qwen3-235b-a22b";
    doc["workloads"][0].erase("model");
    doc["workloads"][0]["name"] = "Qwen3 235B-A22B";
    // After the keys above: an ordered_json object is a vector, inserting moves its elements.
    auto& t = doc["workloads"][0]["training"];
    t["tp"] = 2;
    t["pp"] = 16;
    t["ep"] = 16;
    t["globalBatch"] = 2048;
    const QString path = dir.filePath(QStringLiteral("moe.json"));
    QFile f(path);
    f.open(QIODevice::WriteOnly);
    f.write(QByteArray::fromStdString(doc.dump(1)));
    return path;
}

} // namespace

class TestDemoGui : public QObject {
    Q_OBJECT
private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true); // no saved layout from ~/.config
        m_win = std::make_unique<app::MainWindow>(cc::test::bundledCatalog(),
                                                  QStringLiteral(CC_CATALOG_DIR "/examples"));
    }
    void cleanup() { m_win.reset(); }

    void minimumSizeFitsALaptop_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("4-unit") << example("h100-rail-4su");
        QTest::newRow("workstation") << example("rtx4090-workstation");
        QTest::newRow("100k GPUs") << example("h100-100k-gpus");
    }
    void minimumSizeFitsALaptop()
    {
        QFETCH(QString, file);
        QVERIFY(m_win->openFile(file));
        m_win->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_win.get()));
        for (auto* d : m_win->findChildren<QDockWidget*>())
            QVERIFY2(!d->isHidden(), qPrintable(d->objectName()));
        const QSize min = m_win->minimumSizeHint().expandedTo(m_win->minimumSize());
        qInfo("minimum window size %d × %d", min.width(), min.height());
        QVERIFY2(min.width() <= 1280 && min.height() <= 720,
                 qPrintable(QStringLiteral("minimum %1 × %2").arg(min.width()).arg(min.height())));
    }

    void presentationModeTogglesWithOneKey()
    {
        QVERIFY(m_win->openFile(example("h100-rail-4su")));
        m_win->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_win.get()));
        auto* action = m_win->findChild<QAction*>(QStringLiteral("presentationAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F11));
        QVERIFY(!m_win->keyFigures()->isVisible());
        action->trigger();
        QVERIFY(m_win->isPresenting());
        for (auto* d : m_win->findChildren<QDockWidget*>())
            QVERIFY2(!d->isVisible(), qPrintable(d->objectName()));
        QVERIFY(!m_win->menuBar()->isVisible());
        QVERIFY(m_win->keyFigures()->isVisible());
        QVERIFY(m_win->clusterView()->isVisible());
        // The key figures are the evaluation's.
        const model::Evaluation& e = m_win->document()->evaluation();
        QVERIFY(e.training && e.training->valid);
        QVERIFY(!m_win->keyFigures()->value(views::KeyFiguresBar::tr("Step time")).isEmpty());
        QCOMPARE(m_win->keyFigures()->value(views::KeyFiguresBar::tr("Limited by")),
                 views::renderMessage(e.training->performance.bottleneck));
        // Esc goes back, with every dock where it was.
        QTest::keyClick(m_win.get(), Qt::Key_Escape);
        QVERIFY(!m_win->isPresenting());
        QVERIFY(!action->isChecked());
        QVERIFY(m_win->menuBar()->isVisible());
        QVERIFY(!m_win->keyFigures()->isVisible());
        QTRY_VERIFY(m_win->findChild<QDockWidget*>(QStringLiteral("findingsDock"))->isVisible());
        // And F11 toggles it too.
        action->trigger();
        QVERIFY(m_win->isPresenting());
        action->trigger();
        QVERIFY(!m_win->isPresenting());
    }

    void chartsTabBorrowsRoomForItsAxes()
    {
        QVERIFY(m_win->openFile(example("h100-rail-4su")));
        m_win->resize(1366, 740); // a laptop screen less the panel
        m_win->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_win.get()));
        auto* charts = m_win->findChild<QDockWidget*>(QStringLiteral("chartsDock"));
        auto* findings = m_win->findChild<QDockWidget*>(QStringLiteral("findingsDock"));
        QVERIFY(charts && findings);
        if (!m_win->tabifiedDockWidgets(charts).contains(findings))
            QSKIP("the roomy layout puts the charts beside the racks, not in a tab");
        QTRY_VERIFY(findings->isVisible() && !findings->visibleRegion().isEmpty());
        const int before = findings->height();
        QVERIFY2(before < 360, qPrintable(QString::number(before))); // too short for a chart
        charts->raise();
        QTRY_VERIFY2(charts->height() >= 360, qPrintable(QString::number(charts->height())));
        QVERIFY(m_win->clusterView()->height() >= 150); // the canvas is still there
        findings->raise();
        QTRY_VERIFY2(std::abs(findings->height() - before) <= 8,
                     qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(findings->height())));
    }

    void selectionTintsTheBottlenecksNamingIt()
    {
        QVERIFY(m_win->openFile(example("h100-rail-4su")));
        m_win->show();
        m_win->showCanvas();
        const model::Evaluation& e = m_win->document()->evaluation();
        // A group some limit or finding names, and one that none names.
        model::ObjectId named = model::kNoId;
        for (const auto& l : e.limits)
            if (!l.objects.empty() && named == model::kNoId)
                named = l.objects.front();
        QVERIFY(named != model::kNoId);
        views::FindingsPanel* panel = m_win->findingsPanel();
        QVERIFY(panel->highlightedItems().isEmpty());
        m_win->clusterView()->clusterScene()->groupItem(named)->setSelected(true);
        QTRY_VERIFY(!panel->highlightedItems().isEmpty());
        for (auto* item : panel->highlightedItems()) {
            bool names = false;
            for (const auto& v : item->data(0, Qt::UserRole).toList())
                names = names || v.toUInt() == named;
            QVERIFY2(names, qPrintable(item->text(0)));
            QVERIFY(item->background(0).style() != Qt::NoBrush);
        }
        // Deselecting clears the tint.
        m_win->clusterView()->clusterScene()->clearSelection();
        QTRY_VERIFY(panel->highlightedItems().isEmpty());
    }

    void linksShowTheLoadOfTheLimitingTraffic()
    {
        QTemporaryDir dir;
        QVERIFY(m_win->openFile(moeDesign(dir)));
        m_win->show();
        m_win->showCanvas();
        const model::Evaluation& e = m_win->document()->evaluation();
        const model::LinkLoad& load = e.linkLoad;
        QVERIFY(e.training && e.training->valid);
        QVERIFY2(load.traffic == model::StepTraffic::ExpertAllToAll,
                 model::debugText(e.training->performance.bottleneck).c_str());
        QVERIFY(load.crossesNetwork);
        views::ClusterScene* scene = m_win->clusterView()->clusterScene();
        int hot = 0;
        for (const auto& b : load.bundles) {
            views::LinkItem* item = scene->linkItem(b.link);
            QVERIFY(item);
            if (!b.onPath) {
                QCOMPARE(item->look().traffic, -1.0);
                continue;
            }
            QCOMPARE(item->look().traffic, b.load);
            QVERIFY2(item->look().trafficLabel.contains(
                         QStringLiteral("%1 %").arg(qRound(b.load * 100))),
                     qPrintable(item->look().trafficLabel));
            QCOMPARE(item->colour(), views::palette::linkTraffic(b.load));
            hot += item->colour() != views::palette::linkTraffic(0.0); // not the idle grey
        }
        QVERIFY2(hot > 0, "the all-to-all should colour the links it loads");
        // The limiting group has its halo.
        QVERIFY(!load.limitingGroups.empty());
        QVERIFY(scene->groupItem(load.limitingGroups.front())->look().limiting);
    }

    void titlesWrapInsteadOfBeingCut()
    {
        QVERIFY(m_win->openFile(example("h100-rail-4su")));
        for (auto* g : m_win->clusterView()->clusterScene()->items())
            if (g->type() == views::GroupItem::Type) {
                auto* item = static_cast<views::GroupItem*>(g);
                if (item->look().title.size() > 40)
                    continue; // the long storage name is elided by design
                // At a fit zoom of a large design every word of a name up to 40 characters shows.
                const QString shown = item->titleLines(0.45).join(QLatin1Char(' '));
                QCOMPARE(shown, item->look().title.simplified());
                // At 100 % the model name in the subtitle is not cut ("Quantum-2 QM…").
                const QString sub = item->subtitleLines().join(QLatin1Char(' '));
                QVERIFY2(!sub.contains(QChar(0x2026)), qPrintable(sub));
                QCOMPARE(sub, item->look().subtitle.simplified());
            }
    }

private:
    std::unique_ptr<app::MainWindow> m_win;
};

QTEST_MAIN(TestDemoGui)
#include "tst_demo_gui.moc"
