// The designer as a user drives it, offscreen: drop, connect, move, edit, undo, save, reopen.
#include "TestUtil.h"

#include "app/Document.h"
#include "app/MainWindow.h"
#include "model/io/DesignIo.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/ClusterView.h"
#include "views/canvas/GroupItem.h"
#include "views/panels/Inspector.h"
#include "views/panels/RackPanel.h"
#include "views/panels/ReportView.h"

#include "model/edit/ObjectEdits.h"
#include "views/panels/WorkloadPanel.h"
#include <QDockWidget>

#include <QComboBox>
#include <QSpinBox>

#include <QApplication>
#include <QLineEdit>
#include <QMimeData>
#include <QUndoStack>

using namespace cc;

class TestCanvas : public QObject {
    Q_OBJECT
private slots:
    void init();
    void dropCatalogEntryCreatesGroup_data();
    void dropCatalogEntryCreatesGroup();
    void dropPartOnCanvasIsRefused();
    void connectCreatesLink();
    void dragMovesInOneUndoStep();
    void inspectorEditsAndUndo();
    void inspectorRefusesBadValue();
    void deleteAndUndoRestores();
    void saveAndReopenGivesSameDocument();
    void hundredThousandGpusPaintsAsGroups();
    void workloadPanelEditsTheDesign();
    void rackTheSelection();
    void fullReportExplainsTheNumbers();

private:
    std::unique_ptr<app::MainWindow> m_win;
    app::Document* doc() const { return m_win->document(); }
    views::ClusterView* view() const { return m_win->clusterView(); }
};

void TestCanvas::init()
{
    QStandardPaths::setTestModeEnabled(true); // recent files and layout stay out of ~/.config
    m_win = std::make_unique<app::MainWindow>(cc::test::bundledCatalog(),
                                              QStringLiteral(CC_CATALOG_DIR "/examples"));
    m_win->resize(1400, 900);
    m_win->show();
    m_win->showCanvas();
    QVERIFY(QTest::qWaitForWindowExposed(m_win.get()));
}

void TestCanvas::dropCatalogEntryCreatesGroup_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("kind");
    QTest::newRow("server") << "dgx-h100" << int(model::BlockKind::Server);
    QTest::newRow("switch") << "qm9700" << int(model::BlockKind::Switch);
    QTest::newRow("storage") << "ddn-ai400x2-class" << int(model::BlockKind::Storage);
}

void TestCanvas::dropCatalogEntryCreatesGroup()
{
    QFETCH(QString, id);
    QFETCH(int, kind);
    auto* mime = new QMimeData;
    mime->setData(QLatin1String(views::ClusterView::kMime), id.toUtf8());
    const QPoint at = view()->viewport()->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view()->viewport(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(at), Qt::CopyAction, mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(view()->viewport(), &drop);
    const auto& d = doc()->design();
    QCOMPARE(d.blocks.size(), size_t(1));
    QCOMPARE(int(d.blocks[0].kind), kind);
    QCOMPARE(d.blocks[0].replicas, std::int64_t(1));
    if (kind == int(model::BlockKind::Server)) {
        const auto* t = d.findTemplate(d.blocks[0].templateId);
        QVERIFY(t);
        QCOMPARE(t->origin, std::string("dgx-h100"));
        QCOMPARE(doc()->report().design.gpus, std::int64_t(8));
    } else {
        QCOMPARE(d.blocks[0].ref, id.toStdString());
    }
    QVERIFY(view()->clusterScene()->groupItem(d.blocks[0].id));
    doc()->undoStack()->undo(); // one step removes group and template
    QVERIFY(doc()->design().blocks.empty());
    QVERIFY(doc()->design().templates.empty());
    delete mime;
}

void TestCanvas::dropPartOnCanvasIsRefused()
{
    QVERIFY(!view()->addEntry(QStringLiteral("h100-sxm5-80gb"), QPointF(0, 0)));
    QVERIFY(doc()->design().blocks.empty());
}

void TestCanvas::connectCreatesLink()
{
    QVERIFY(view()->addEntry(QStringLiteral("dgx-h100"), QPointF(0, 300)));
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(0, 0)));
    const auto servers = doc()->design().blocks[0].id;
    const auto leaf = doc()->design().blocks[1].id;
    // The dialog is modal: accept it with the suggested values as soon as it shows.
    QTimer::singleShot(0, [] {
        if (auto* w = QApplication::activeModalWidget())
            QMetaObject::invokeMethod(w, "accept");
    });
    view()->connectGroups(leaf, servers); // either order: links run from the servers up
    const auto& d = doc()->design();
    QCOMPARE(d.links.size(), size_t(1));
    QCOMPARE(d.links[0].from, servers);
    QCOMPARE(d.links[0].to, leaf);
    QCOMPARE(d.links[0].perReplica, std::int64_t(8)); // DGX H100: 8 compute NIC ports
    QCOMPARE(d.links[0].bitsPerS, 400e9);
    QCOMPARE(doc()->report().network.tiers.size(), size_t(1));
    QCOMPARE(doc()->report().network.tiers[0].linksDown, std::int64_t(8));
}

void TestCanvas::dragMovesInOneUndoStep()
{
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(0, 0)));
    const auto id = doc()->design().blocks[0].id;
    view()->zoomTo100();
    auto* item = view()->clusterScene()->groupItem(id);
    QVERIFY(item);
    const double x0 = doc()->design().blocks[0].x;
    const double y0 = doc()->design().blocks[0].y;
    const int stepsBefore = doc()->undoStack()->count();
    const QPoint start =
        view()->mapFromScene(item->mapToScene(item->boundingRect().center() + QPointF(-40, 10)));
    QTest::mousePress(view()->viewport(), Qt::LeftButton, Qt::NoModifier, start);
    for (int i = 1; i <= 10; ++i) {
        QMouseEvent move(QEvent::MouseMove, QPointF(start + QPoint(12 * i, 8 * i)),
                         view()->viewport()->mapToGlobal(QPointF(start + QPoint(12 * i, 8 * i))),
                         Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view()->viewport(), &move);
    }
    QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier,
                        start + QPoint(120, 80));
    const auto* b = doc()->design().findBlock(id);
    QCOMPARE(doc()->undoStack()->count(), stepsBefore + 1);
    QCOMPARE(b->x, x0 + 120.0); // moved with the mouse, on the 20-unit grid
    QCOMPARE(b->y, y0 + 80.0);
    doc()->undoStack()->undo();
    QCOMPARE(doc()->design().findBlock(id)->x, x0);
}

void TestCanvas::inspectorEditsAndUndo()
{
    QVERIFY(view()->addEntry(QStringLiteral("dgx-h100"), QPointF(0, 0)));
    const auto id = doc()->design().blocks[0].id;
    view()->clusterScene()->selectObjects({id});
    QCoreApplication::processEvents();
    QLineEdit* replicas = nullptr;
    for (auto* e : m_win->inspector()->findChildren<QLineEdit*>())
        if (e->text() == QStringLiteral("1") && !replicas)
            replicas = e;
    QVERIFY(replicas);
    replicas->setText(QStringLiteral("128"));
    emit replicas->editingFinished();
    QCOMPARE(doc()->design().findBlock(id)->replicas, std::int64_t(128));
    QCOMPARE(doc()->report().design.gpus, std::int64_t(1024));
    doc()->undoStack()->undo();
    QCOMPARE(doc()->design().findBlock(id)->replicas, std::int64_t(1));
}

void TestCanvas::inspectorRefusesBadValue()
{
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(0, 0)));
    const auto id = doc()->design().blocks[0].id;
    view()->clusterScene()->selectObjects({id});
    QCoreApplication::processEvents();
    QLineEdit* replicas = nullptr;
    for (auto* e : m_win->inspector()->findChildren<QLineEdit*>())
        if (e->text() == QStringLiteral("1"))
            replicas = e;
    QVERIFY(replicas);
    const int steps = doc()->undoStack()->count();
    replicas->setText(QStringLiteral("0"));
    emit replicas->editingFinished();
    QCOMPARE(doc()->design().findBlock(id)->replicas, std::int64_t(1)); // refused, not clamped
    QCOMPARE(doc()->undoStack()->count(), steps);
    QVERIFY(m_win->inspector()->lastError().contains(QStringLiteral("Replicas")));
    QCOMPARE(replicas->text(), QStringLiteral("1"));
}

void TestCanvas::deleteAndUndoRestores()
{
    QVERIFY(doc()->load(QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json")).isEmpty());
    const std::string before = model::io::saveDesign(doc()->design(), doc()->catalog());
    view()->refresh();
    view()->clusterScene()->selectObjects({doc()->design().blocks[0].id});
    view()->deleteSelection();
    QVERIFY(doc()->design().blocks.size() < 4);
    QVERIFY(doc()->isModified());
    doc()->undoStack()->undo();
    QCOMPARE(QString::fromStdString(model::io::saveDesign(doc()->design(), doc()->catalog())),
             QString::fromStdString(before));
    QVERIFY(!doc()->isModified());
}

void TestCanvas::saveAndReopenGivesSameDocument()
{
    QVERIFY(view()->addEntry(QStringLiteral("dgx-b200"), QPointF(40, 40)));
    QVERIFY(view()->addEntry(QStringLiteral("sn5600"), QPointF(40, -200)));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(doc()->save(path).isEmpty());
    QVERIFY(!doc()->isModified());
    app::Document other(cc::test::bundledCatalog());
    QVERIFY(other.load(path).isEmpty());
    QCOMPARE(QString::fromStdString(model::io::saveDesign(other.design(), other.catalog())),
             QString::fromStdString(model::io::saveDesign(doc()->design(), doc()->catalog())));
    QVERIFY(!other.load(dir.filePath(QStringLiteral("missing.json"))).isEmpty());
    QCOMPARE(other.design().blocks.size(), size_t(2)); // a failed open keeps the document
}

void TestCanvas::hundredThousandGpusPaintsAsGroups()
{
    QVERIFY(m_win->openFile(QStringLiteral(CC_CATALOG_DIR "/examples/h100-100k-gpus.json")));
    QCOMPARE(doc()->report().design.gpus, std::int64_t(100000));
    const int items = view()->scene()->items().size();
    QVERIFY2(items < 30, qPrintable(QString::number(items))); // one item per group and link
    for (qreal zoom : {0.05, 0.3, 1.5}) {
        view()->setTransform(QTransform::fromScale(zoom, zoom));
        QImage img(view()->viewport()->size(), QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        QPainter p(&img);
        view()->render(&p);
        p.end();
        QVERIFY(!img.isNull());
    }
}

void TestCanvas::workloadPanelEditsTheDesign()
{
    auto* panel = m_win->findChild<views::WorkloadPanel*>();
    QVERIFY(panel);
    QVERIFY(doc()->design().workloads.empty());
    QComboBox* preset = nullptr;
    for (auto* c : panel->findChildren<QComboBox*>())
        if (c->findData(QStringLiteral("llama3-70b")) >= 0)
            preset = c;
    QVERIFY(preset);
    emit preset->activated(preset->findData(QStringLiteral("llama3-70b")));
    QCOMPARE(doc()->design().workloads.size(), size_t(1));
    QCOMPARE(panel->current().model.layers, 80);
    QVERIFY(doc()->design().workloads[0].find("llama3-70b") != std::string::npos);
    // A hand edit of the shape drops the preset name; undo brings it back.
    QSpinBox* layers = nullptr;
    for (auto* b : panel->findChildren<QSpinBox*>())
        if (b->value() == 80 && !layers)
            layers = b;
    QVERIFY(layers);
    layers->setValue(40);
    QCOMPARE(panel->current().model.layers, 40);
    QVERIFY(doc()->design().workloads[0].find("llama3-70b") == std::string::npos);
    doc()->undoStack()->undo();
    QCOMPARE(panel->current().model.layers, 80);
    // Another preset keeps a layout that divides it, and replaces one that does not (PP 8 of
    // Llama 3 70B's 80 layers cannot split the 405B's 126).
    {
        model::Workload w = panel->current();
        w.training.layout.pp = 8;
        auto info = model::SetDesignInfo::of(doc()->design());
        info.workloads.front() = model::workloadToJson(w);
        doc()->submit(std::make_unique<model::SetDesignInfo>(info, "PP 8"));
    }
    QCOMPARE(panel->current().training.layout.pp, 8);
    emit preset->activated(preset->findData(QStringLiteral("llama3-8b"))); // 32 layers: PP 8 stays
    QCOMPARE(panel->current().training.layout.pp, 8);
    emit preset->activated(preset->findData(QStringLiteral("llama3-405b")));
    QCOMPARE(panel->current().model.layers, 126);
    QCOMPARE(panel->current().training.layout.pp, 1);
    for (int i = 0; i < 3; ++i)
        doc()->undoStack()->undo();
    QCOMPARE(panel->current().model.layers, 80);
    doc()->undoStack()->undo();
    QVERIFY(doc()->design().workloads.empty());
}

void TestCanvas::rackTheSelection()
{
    QVERIFY(view()->addEntry(QStringLiteral("dgx-h100"), QPointF(0, 0)));
    model::Block b = doc()->design().blocks[0];
    b.replicas = 8;
    doc()->submit(std::make_unique<model::ReplaceBlock>(b, "Set replicas"));
    view()->clusterScene()->selectObjects({b.id});
    auto* racks = m_win->findChild<views::RackPanel*>();
    QVERIFY(racks);
    // 2 DGX H100 (10.2 kW nameplate each) per 15 kW rack: 4 racks, each over its limit.
    QVERIFY(racks->rackSelection(QStringLiteral("rack-42u-air-15kw"), 2));
    QCOMPARE(doc()->design().racks.size(), size_t(1));
    QCOMPARE(doc()->design().racks[0].count, std::int64_t(4));
    QCOMPARE(doc()->report().design.racks, std::int64_t(4));
    bool over = false;
    for (const auto& f : doc()->report().findings)
        over = over || f.code == "RACK_OVER_POWER";
    QVERIFY(over);
    doc()->undoStack()->undo();
    QVERIFY(doc()->design().racks.empty());
}

void TestCanvas::fullReportExplainsTheNumbers()
{
    QVERIFY(m_win->openFile(QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json")));
    QVERIFY(doc()->training().has_value()); // the example carries GPT-3 175B
    auto* dock = m_win->findChild<QDockWidget*>(QStringLiteral("reportDock"));
    QVERIFY(dock);
    dock->show();
    dock->raise();
    QCoreApplication::processEvents();
    const QString text = m_win->findChild<views::ReportView*>()->toPlainText();
    QVERIFY(text.contains(QStringLiteral("How the numbers are computed")));
    // Quantities are named for people, not by their keys (those stay in the CLI's --explain).
    QVERIFY(text.contains(QStringLiteral("Bisection bandwidth"))); // an infrastructure formula
    QVERIFY(text.contains(QStringLiteral("Job mean time between failures"))); // a training one
    QVERIFY(!text.contains(QStringLiteral("reliability.jobMtbfS")));
}

QTEST_MAIN(TestCanvas)
#include "tst_canvas.moc"
