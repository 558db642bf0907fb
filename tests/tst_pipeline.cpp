// One evaluation, typed changes, undo by gesture and the shared selection (issue 11), driven as a
// user would: one test per symptom the issue lists, plus the invariants behind them.
#include "TestUtil.h"

#include "app/AppMain.h"
#include "app/Document.h"
#include "app/MainWindow.h"
#include "model/analysis/Evaluate.h"
#include "model/edit/GroupEdits.h"
#include "model/edit/ObjectEdits.h"
#include "model/io/DesignIo.h"
#include "model/io/ReportIo.h"
#include "model/util/Format.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/ClusterView.h"
#include "views/canvas/GroupItem.h"
#include "views/canvas/LinkItem.h"
#include "views/charts/ChartBase.h"
#include "views/charts/ChartsPanel.h"
#include "views/interior/ServerEditor.h"
#include "views/panels/FindingsPanel.h"
#include "views/panels/ScenarioPanel.h"
#include "views/panels/SummaryPanel.h"
#include "views/panels/WorkloadPanel.h"
#include "views/text/MessageText.h"

#include <QAction>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTreeWidget>
#include <QUndoStack>

#include <set>

using namespace cc;

namespace {
QString examplePath(const char* name)
{
    return QStringLiteral(CC_CATALOG_DIR "/examples/%1.json").arg(QLatin1String(name));
}

/// The renderer the application installs at start-up (app/Language.cpp), so both reports read
/// as the user reads them.
[[maybe_unused]] const bool kRenderer =
    (cc::model::setMessageRenderer(cc::views::messageRenderer()), true);

/// The report text without the line that says how long the analysis took.
std::string withoutTiming(std::string text)
{
    const auto at = text.find("\nAnalysis took ");
    return at == std::string::npos ? text : text.substr(0, at);
}

QStringList topLevelTexts(const QTreeWidget* t)
{
    QStringList out;
    for (int i = 0; i < t->topLevelItemCount(); ++i)
        out << t->topLevelItem(i)->text(0);
    return out;
}
} // namespace

class TestPipeline : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup() { m_win.reset(); }
    void headlessReportEqualsTheWindow_data();
    void headlessReportEqualsTheWindow();
    void scenariosPanelReusesTheEvaluation();
    void renamingOneGroupLeavesOtherItemsUntouched();
    void addAndRemoveTouchOnlyTheirItems();
    void twoDragsAreTwoUndoSteps();
    void mergedGestureBackToStartLeavesNoStep();
    void ctrlYAndCtrlShiftZRedo();
    void bottlenecksFollowAnEditWithARowSelected();
    void newShowsNothingOfThePreviousDesign();
    void openShowsOnlyTheOpenedDesign();
    void interiorEditUpdatesCapexAndCanvas();
    void selectingAFindingStaysInTheInterior();
    void selectionIsTheDocuments();

private:
    std::unique_ptr<app::MainWindow> m_win;
    app::Document* doc() const { return m_win->document(); }
    views::ClusterView* view() const { return m_win->clusterView(); }
    views::ClusterScene* scene() const { return view()->clusterScene(); }
    template <class T> T* child() const { return m_win->findChild<T*>(); }
    QWidget* centre() const
    {
        // The canvas/interior stack, directly central or below presentation mode's figures bar.
        QWidget* c = m_win->centralWidget();
        auto* stack = qobject_cast<QStackedWidget*>(c);
        if (!stack)
            stack = c->findChild<QStackedWidget*>(QString(), Qt::FindDirectChildrenOnly);
        return stack ? stack->currentWidget() : nullptr;
    }
};

void TestPipeline::init()
{
    QStandardPaths::setTestModeEnabled(true);
    m_win = std::make_unique<app::MainWindow>(test::bundledCatalog(),
                                              QStringLiteral(CC_CATALOG_DIR "/examples"));
    m_win->resize(1366, 768);
    m_win->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_win.get()));
}

void TestPipeline::headlessReportEqualsTheWindow_data()
{
    QTest::addColumn<QString>("file");
    for (const QFileInfo& f :
         QDir(QStringLiteral(CC_CATALOG_DIR "/examples")).entryInfoList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(f.baseName())) << f.absoluteFilePath();
}

void TestPipeline::headlessReportEqualsTheWindow()
{
    // One pipeline: the report written without a display says what the window shows.
    QFETCH(QString, file);
    QVERIFY(m_win->openFile(file));
    const model::Evaluation& e = doc()->evaluation();
    const std::string gui =
        model::io::reportToText(e.report, doc()->design(), e.trainingOrNull(), false);
    const model::Design d = model::io::loadDesignFile(file.toStdString());
    const std::string headless = app::headlessReportText(d, test::bundledCatalog());
    QCOMPARE(withoutTiming(headless), withoutTiming(gui));
    if (!d.workloads.empty() && e.report.design.gpus > 0)
        QVERIFY2(headless.find("\nTraining job: ") != std::string::npos,
                 "the headless report includes the training analysis");
}

void TestPipeline::scenariosPanelReusesTheEvaluation()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    auto* panel = child<views::ScenarioPanel>();
    panel->refresh();
    QCOMPARE(panel->comparison().columns().size(), doc()->design().scenarios.size() + 1);
    // Column 0 is the document's own evaluation object, not a second analysis of it.
    QCOMPARE(panel->comparison().columns()[0].evaluation.get(), doc()->evaluationHandle().get());
}

void TestPipeline::renamingOneGroupLeavesOtherItemsUntouched()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    const auto& d = doc()->design();
    QVERIFY(d.blocks.size() >= 3);
    std::map<model::ObjectId, QGraphicsItem*> before;
    std::map<model::ObjectId, views::GroupLook> looks;
    for (const auto& b : d.blocks) {
        before[b.id] = scene()->groupItem(b.id);
        looks[b.id] = scene()->groupItem(b.id)->look();
    }
    for (const auto& l : d.links)
        before[l.id] = scene()->linkItem(l.id);
    const int itemsBefore = scene()->items().size();

    model::Block renamed = d.blocks[1];
    renamed.name = "Renamed group";
    doc()->submit(std::make_unique<model::ReplaceBlock>(renamed, "Rename group"));

    QCOMPARE(scene()->items().size(), itemsBefore);
    for (const auto& b : doc()->design().blocks) {
        QCOMPARE(static_cast<QGraphicsItem*>(scene()->groupItem(b.id)),
                 before[b.id]); // the same object
        if (b.id != renamed.id)
            QVERIFY(scene()->groupItem(b.id)->look() == looks[b.id]);
    }
    for (const auto& l : doc()->design().links)
        QCOMPARE(static_cast<QGraphicsItem*>(scene()->linkItem(l.id)), before[l.id]);
    QCOMPARE(scene()->groupItem(renamed.id)->look().title, QStringLiteral("Renamed group"));
}

void TestPipeline::addAndRemoveTouchOnlyTheirItems()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    const auto first = doc()->design().blocks.front().id;
    QGraphicsItem* firstItem = scene()->groupItem(first);
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(3000, 3000)));
    const auto added = doc()->design().blocks.back().id;
    QVERIFY(scene()->groupItem(added));
    QCOMPARE(static_cast<QGraphicsItem*>(scene()->groupItem(first)), firstItem);
    doc()->undoStack()->undo();
    QVERIFY(!scene()->groupItem(added));
    QCOMPARE(static_cast<QGraphicsItem*>(scene()->groupItem(first)), firstItem);
    // Deleting a group takes its link items with it; undo brings both back.
    const size_t links = doc()->design().links.size();
    doc()->submit(model::makeRemoveBlock(doc()->design(), first));
    QVERIFY(!scene()->groupItem(first));
    int linkItems = 0;
    for (auto* it : scene()->items())
        linkItems += it->type() == views::LinkItem::Type;
    QCOMPARE(size_t(linkItems), doc()->design().links.size());
    doc()->undoStack()->undo();
    QCOMPARE(doc()->design().links.size(), links);
    QVERIFY(scene()->groupItem(first));
}

namespace {
void drag(views::ClusterView* view, views::GroupItem* item, QPoint by)
{
    const QPoint start =
        view->mapFromScene(item->mapToScene(item->boundingRect().center() + QPointF(-40, 10)));
    QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::NoModifier, start);
    for (int i = 1; i <= 8; ++i) {
        const QPointF at = start + by * i / 8;
        QMouseEvent move(QEvent::MouseMove, at, view->viewport()->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::NoModifier, start + by);
}
} // namespace

void TestPipeline::twoDragsAreTwoUndoSteps()
{
    m_win->showCanvas();
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(0, 0)));
    view()->zoomTo100();
    const auto id = doc()->design().blocks[0].id;
    const double x0 = doc()->design().blocks[0].x;
    const int steps = doc()->undoStack()->index();
    drag(view(), scene()->groupItem(id), QPoint(120, 0));
    drag(view(), scene()->groupItem(id), QPoint(0, 80));
    QCOMPARE(doc()->undoStack()->index(), steps + 2);
    doc()->undoStack()->undo(); // the second drag only
    QCOMPARE(doc()->design().findBlock(id)->x, x0 + 120);
    QCOMPARE(scene()->groupItem(id)->pos(), QPointF(x0 + 120, doc()->design().findBlock(id)->y));
    // A drag that ends where it started leaves no step at all.
    drag(view(), scene()->groupItem(id), QPoint(0, 0));
    QCOMPARE(doc()->undoStack()->index(), steps + 1);
    QVERIFY(doc()->undoStack()->canRedo()); // the undone drag is still there to redo
}

void TestPipeline::mergedGestureBackToStartLeavesNoStep()
{
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(0, 0)));
    const int steps = doc()->undoStack()->count();
    const model::Block b0 = doc()->design().blocks[0];
    auto move = [this](const model::Block& b, double x) {
        doc()->submit(model::makeMove(doc()->design(), {{b.id, x, b.y}}));
    };
    move(b0, b0.x + 40);
    move(b0, b0.x + 80); // same gesture: merges
    QCOMPARE(doc()->undoStack()->count(), steps + 1);
    move(b0, b0.x); // back where it started: the step is obsolete and vanishes
    QCOMPARE(doc()->undoStack()->count(), steps);
    QCOMPARE(doc()->design().blocks[0], b0);
    // A step that changes nothing is never pushed.
    doc()->submit(std::make_unique<model::ReplaceBlock>(b0, "Set nothing"));
    QCOMPARE(doc()->undoStack()->count(), steps);
    // After the gesture ends, the next move is a step of its own.
    move(b0, b0.x + 40);
    doc()->endGesture();
    move(b0, b0.x + 60);
    QCOMPARE(doc()->undoStack()->count(), steps + 2);
}

void TestPipeline::ctrlYAndCtrlShiftZRedo()
{
    m_win->showCanvas();
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(0, 0)));
    QVERIFY(view()->addEntry(QStringLiteral("qm9700"), QPointF(400, 0)));
    QCOMPARE(doc()->design().blocks.size(), size_t(2));
    QAction* redo = nullptr;
    for (auto* a : m_win->findChildren<QAction*>())
        if (a->text().contains(QStringLiteral("Redo")))
            redo = a;
    QVERIFY(redo);
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Y)));
    QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
    doc()->undoStack()->undo();
    doc()->undoStack()->undo();
    QCOMPARE(doc()->design().blocks.size(), size_t(0));
    m_win->activateWindow();
    QTest::keyClick(m_win.get(), Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(doc()->design().blocks.size(), size_t(1));
    QTest::keyClick(m_win.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc()->design().blocks.size(), size_t(2));
}

void TestPipeline::bottlenecksFollowAnEditWithARowSelected()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    auto* findings = child<views::FindingsPanel>();
    QTreeWidget* tree = findings->tree();
    QVERIFY(tree->topLevelItemCount() > 1);
    tree->setCurrentItem(tree->topLevelItem(1)); // the user clicks a row
    // Then sets a tensor parallelism the model cannot be split by, in the Training job panel.
    QSpinBox* tp = nullptr;
    for (auto* form : child<views::WorkloadPanel>()->findChildren<QFormLayout*>())
        for (int r = 0; r < form->rowCount(); ++r)
            if (auto* label =
                    qobject_cast<QLabel*>(form->itemAt(r, QFormLayout::LabelRole)
                                              ? form->itemAt(r, QFormLayout::LabelRole)->widget()
                                              : nullptr);
                label && label->text() == QStringLiteral("Tensor parallel (TP)"))
                tp = qobject_cast<QSpinBox*>(form->itemAt(r, QFormLayout::FieldRole)->widget());
    QVERIFY(tp);
    tp->setValue(3);
    tp->editingFinished();
    const model::Evaluation& e = doc()->evaluation();
    // The list is the new evaluation's, exactly: no stale row, none twice, the new error there.
    QStringList expected;
    for (const auto& l : e.limits)
        expected << cc::views::renderMessage(l.message);
    const QStringList shown = topLevelTexts(tree);
    QCOMPARE(shown.size(), int(e.limits.size()) + (e.otherFindings.empty() ? 0 : 1));
    for (const QString& m : expected)
        QVERIFY2(std::count_if(shown.begin(), shown.end(),
                               [&](const QString& s) { return s.endsWith(m); }) == 1,
                 qPrintable(m));
    QCOMPARE(QSet<QString>(shown.begin(), shown.end()).size(), shown.size());
}

void TestPipeline::newShowsNothingOfThePreviousDesign()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    const QString gpus = QLocale().toString(qlonglong(doc()->report().design.gpus));
    QAction* fileNew = nullptr;
    for (auto* a : m_win->findChildren<QAction*>())
        if (a->text() == QStringLiteral("&New"))
            fileNew = a;
    QVERIFY(fileNew);
    doc()->undoStack()->setClean();
    fileNew->trigger();
    QCOMPARE(doc()->design().blocks.size(), size_t(0));
    QCOMPARE(scene()->items().size(), 0);
    auto* summary = child<views::SummaryPanel>();
    const QString figures = summary->findChild<QLabel*>()->text();
    QVERIFY2(!figures.contains(gpus), qPrintable(figures));
    const model::Evaluation empty = model::evaluate(model::Design{}, test::bundledCatalog());
    QCOMPARE(topLevelTexts(child<views::FindingsPanel>()->tree()).size(),
             int(empty.limits.size()) + (empty.otherFindings.empty() ? 0 : 1));
    auto* charts = child<views::charts::ChartsPanel>();
    charts->flushRefresh();
    QCOMPARE(charts->currentChart()->inputs().front().report->design.gpus, 0);
    QVERIFY(m_win->windowTitle().startsWith(QStringLiteral("Untitled")));
}

void TestPipeline::openShowsOnlyTheOpenedDesign()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    doc()->setSelection({doc()->design().blocks.front().id});
    QVERIFY(m_win->openFile(examplePath("dgx-h100-single")));
    // Nothing stays selected: an id of the old design means nothing in the new one.
    QVERIFY(doc()->selection().isEmpty());
    QVERIFY(scene()->selectedObjects().isEmpty());
    const model::Evaluation& e = doc()->evaluation();
    QStringList expected;
    for (const auto& l : e.limits)
        expected << cc::views::renderMessage(l.message);
    const QStringList shown = topLevelTexts(child<views::FindingsPanel>()->tree());
    QCOMPARE(shown.size(), int(e.limits.size()) + (e.otherFindings.empty() ? 0 : 1));
    QCOMPARE(scene()->items().size(),
             int(doc()->design().blocks.size() + doc()->design().links.size()));
    const QString figures = child<views::SummaryPanel>()->findChild<QLabel*>()->text();
    QVERIFY(figures.contains(QLocale().toString(qlonglong(e.report.design.gpus))));
}

void TestPipeline::interiorEditUpdatesCapexAndCanvas()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    const model::Block* server = nullptr;
    for (const auto& b : doc()->design().blocks)
        if (b.kind == model::BlockKind::Server)
            server = &b;
    QVERIFY(server);
    const auto blockId = server->id;
    const auto templateId = server->templateId;
    m_win->showServer(templateId);
    auto* editor = child<views::ServerEditor>();
    QCOMPARE(centre(), static_cast<QWidget*>(editor));
    const double capexBefore = doc()->report().cost.capexUsd;
    // Halve the GPUs of the template, as the parts table's count does.
    model::ServerTemplate t = *doc()->design().findTemplate(templateId);
    for (auto& p : t.parts)
        if (const auto* e = test::bundledCatalog().find(p.ref);
            e && e->kind == model::Kind::Accelerator)
            p.count = 4;
    t.name = "Half a DGX";
    t.priceUsd.reset(); // priced by its parts, so the GPUs count
    doc()->submit(std::make_unique<model::ReplaceTemplate>(t, "Set count"));
    const double capexAfter = doc()->report().cost.capexUsd;
    QVERIFY(capexAfter != capexBefore);
    const QString figures = child<views::SummaryPanel>()->findChild<QLabel*>()->text();
    QVERIFY2(figures.contains(QString::fromStdString(model::usd(capexAfter))), qPrintable(figures));
    QVERIFY(scene()->groupItem(blockId)->look().subtitle.startsWith(QStringLiteral("4 ×")));
    QCOMPARE(scene()->groupItem(blockId)->look().cellsPerReplica, 4);
    QCOMPARE(centre(), static_cast<QWidget*>(editor));
}

void TestPipeline::selectingAFindingStaysInTheInterior()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    m_win->showServer(doc()->design().templates.front().id);
    auto* editor = child<views::ServerEditor>();
    QTreeWidget* tree = child<views::FindingsPanel>()->tree();
    QTreeWidgetItem* withObjects = nullptr;
    for (QTreeWidgetItemIterator it(tree); *it && !withObjects; ++it)
        if (!(*it)->data(0, Qt::UserRole).toList().isEmpty())
            withObjects = *it;
    QVERIFY(withObjects);
    tree->setCurrentItem(withObjects);
    QCOMPARE(centre(), static_cast<QWidget*>(editor));
    QVERIFY(!doc()->selection().isEmpty()); // selected all the same: the canvas shows it later
    m_win->showCanvas();
    QCOMPARE(scene()->selectedObjects().size(), doc()->selection().size());
}

void TestPipeline::selectionIsTheDocuments()
{
    QVERIFY(m_win->openFile(examplePath("h100-rail-4su")));
    m_win->showCanvas();
    const auto a = doc()->design().blocks[0].id;
    const auto b = doc()->design().blocks[1].id;
    scene()->selectObjects({a});
    QCOMPARE(doc()->selection(), QList<model::ObjectId>{a});
    doc()->setSelection({b});
    QCOMPARE(scene()->selectedBlocks(), QList<model::ObjectId>{b});
    // Undoing the group's creation drops it from the selection everywhere.
    doc()->submit(model::makeRemoveBlock(doc()->design(), b));
    QVERIFY(doc()->selection().isEmpty());
    QVERIFY(scene()->selectedObjects().isEmpty());
}

QTEST_MAIN(TestPipeline)
#include "tst_pipeline.moc"
