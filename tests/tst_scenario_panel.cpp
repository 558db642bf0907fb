// The Scenarios panel on a live document: save, rename, delete, make current and undo; the table
// grows with the scenarios and tints what differs; the inputs for the overlaid charts.
#include "TestUtil.h"

#include "app/Document.h"
#include "model/io/DesignIo.h"
#include "views/panels/ScenarioPanel.h"
#include "views/panels/ScenarioTable.h"
#include "views/text/MessageText.h"

#include <QHeaderView>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QUndoStack>

using namespace cc;

namespace {

/// The renderer the application installs at start-up (app/AppMain), so the table's texts read as
/// the user sees them.
[[maybe_unused]] const bool kRenderer = (model::setMessageRenderer(views::messageRenderer()), true);

model::Design fixture()
{
    return model::io::loadDesignFile(cc::test::dataPath("scenarios.json"));
}
std::string saved(const model::Design& d)
{
    return model::io::saveDesign(d, cc::test::bundledCatalog());
}

} // namespace

class TestScenarioPanel : public QObject {
    Q_OBJECT
private slots:
    void panelAddsScenariosUpToFour();
    void panelMakeCurrentAndOverlayInputs();
};

void TestScenarioPanel::panelAddsScenariosUpToFour()
{
    app::Document doc(cc::test::bundledCatalog());
    doc.reset(fixture(), {});
    views::ScenarioPanel panel(doc);
    connect(&doc, &app::Document::designChanged, &panel, &views::ScenarioPanel::refresh);
    panel.refresh();
    QSignalSpy messages(&panel, &views::ScenarioPanel::message);
    QCOMPARE(panel.table()->columnCount(), 3);
    QCOMPARE(panel.table()->horizontalHeaderItem(0)->text(), QStringLiteral("Current design"));
    QCOMPARE(panel.table()->horizontalHeaderItem(1)->text(), QStringLiteral("B200 servers"));

    QVERIFY(panel.saveCurrentAs(QStringLiteral("  As built  ")));
    QCOMPARE(panel.table()->columnCount(), 4);
    QCOMPARE(panel.table()->horizontalHeaderItem(3)->text(), QStringLiteral("As built"));
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(!panel.saveCurrentAs(QStringLiteral("As built"))); // duplicate
    QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("already called")));
    QVERIFY(!panel.saveCurrentAs(QString()));

    auto* save = panel.findChild<QPushButton*>(); // the first button is "Save current as scenario…"
    QVERIFY(save->text().startsWith(QStringLiteral("Save current")));
    QVERIFY(save->isEnabled());
    QVERIFY(panel.saveCurrentAs(QStringLiteral("Fourth")));
    QCOMPARE(panel.table()->columnCount(), 5);
    QVERIFY(!save->isEnabled());
    QVERIFY(save->toolTip().contains(QStringLiteral("at most 4")));
    QVERIFY(!panel.saveCurrentAs(QStringLiteral("Fifth")));
    QCOMPARE(doc.design().scenarios.size(), size_t(4));

    doc.undoStack()->undo();
    QCOMPARE(panel.table()->columnCount(), 4);
    QVERIFY(save->isEnabled());

    // The current design saved as a scenario is the same in every row: nothing tinted.
    for (int r = 0; r < panel.table()->rowCount(); ++r)
        QCOMPARE(panel.table()->tintAt(r, 3), views::ScenarioTable::Tint::None);
    QVERIFY(panel.rename(1, QStringLiteral("Ethernet")));
    QCOMPARE(panel.table()->horizontalHeaderItem(2)->text(), QStringLiteral("Ethernet"));
    QVERIFY(panel.remove(0));
    QCOMPARE(panel.table()->columnCount(), 3);
    QVERIFY(!panel.remove(7));

    // The overlaid charts go below the table; a new area replaces (and deletes) the old one.
    QPointer<QWidget> first = new QWidget;
    panel.setOverlayArea(first);
    QVERIFY(panel.isAncestorOf(first));
    panel.setOverlayArea(new QWidget);
    QVERIFY(first.isNull());
    QVERIFY(panel.isAncestorOf(panel.overlayArea()));
}

void TestScenarioPanel::panelMakeCurrentAndOverlayInputs()
{
    app::Document doc(cc::test::bundledCatalog());
    doc.reset(fixture(), {});
    views::ScenarioPanel panel(doc);
    connect(&doc, &app::Document::designChanged, &panel, &views::ScenarioPanel::refresh);
    panel.resize(1100, 700);
    panel.refresh();

    // Tints against the current design: B200's step time better, its capex worse, GPUs equal.
    const auto* table = panel.table();
    auto rowIndex = [&](const char* key) {
        const auto& rows = panel.comparison().rows();
        for (size_t i = 0; i < rows.size(); ++i)
            if (rows[i].key == key)
                return static_cast<int>(i);
        return -1;
    };
    QCOMPARE(table->tintAt(rowIndex("stepTime"), 1), views::ScenarioTable::Tint::Better);
    QCOMPARE(table->tintAt(rowIndex("capex"), 1), views::ScenarioTable::Tint::Worse);
    QCOMPARE(table->tintAt(rowIndex("accelerator"), 1), views::ScenarioTable::Tint::Different);
    QCOMPARE(table->tintAt(rowIndex("gpus"), 1), views::ScenarioTable::Tint::None);
    QCOMPARE(table->verticalHeaderItem(rowIndex("stepTime"))->text(), QStringLiteral("Step time"));

    const auto inputs = panel.overlayInputs();
    QCOMPARE(inputs.size(), size_t(3));
    QVERIFY(inputs[0].label.isEmpty());
    QCOMPARE(inputs[1].label, QStringLiteral("B200 servers"));
    for (const auto& in : inputs) {
        QVERIFY(in.design && in.catalog && in.report && in.training && in.workload);
        QCOMPARE(in.report->design.gpus, std::int64_t(128));
        QCOMPARE(in.training->performance.gpus, 128);
    }
    QCOMPARE(inputs[1].design->templates.at(0).origin, std::string("dgx-b200"));
    QCOMPARE(inputs[0].report->cost.capexUsd, doc.report().cost.capexUsd);
    QCOMPARE(inputs[0].training->performance.stepTimeS, doc.training()->performance.stepTimeS);

    QSignalSpy changed(&panel, &views::ScenarioPanel::scenariosChanged);
    const std::string before = saved(doc.design());
    QVERIFY(panel.makeCurrent(0));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(doc.design().templates.at(0).origin, std::string("dgx-b200"));
    QCOMPARE(table->tintAt(rowIndex("gpus"), 1), views::ScenarioTable::Tint::None);
    QCOMPARE(table->tintAt(rowIndex("stepTime"), 1),
             views::ScenarioTable::Tint::None); // now the same
    QCOMPARE(table->tintAt(rowIndex("stepTime"), 2),
             views::ScenarioTable::Tint::Worse); // H100 is slower
    doc.undoStack()->undo();
    QCOMPARE(QString::fromStdString(saved(doc.design())), QString::fromStdString(before));

    // No cell is cut: each text, wrapped at word boundaries to its column, fits its row.
    const QFontMetrics fm(table->font());
    for (int c = 0; c < table->columnCount(); ++c)
        for (int r = 0; r < table->rowCount(); ++r) {
            const QString text = table->item(r, c)->text();
            const int width = table->columnWidth(c) - 8;
            for (const QString& word : text.split(QLatin1Char(' ')))
                QVERIFY2(fm.horizontalAdvance(word) <= width, qPrintable(text));
            const QRect need = fm.boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, text);
            QVERIFY2(need.height() <= table->rowHeight(r), qPrintable(text));
        }
    // Pictures to look at: the bundled example with its two scenarios, light and dark.
    if (const QString dir = qEnvironmentVariable("CC_SCENARIO_PNG_DIR"); !dir.isEmpty()) {
        QVERIFY(doc.load(QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json")).isEmpty());
        QCOMPARE(doc.design().scenarios.size(), size_t(2));
        panel.selectScenario(0);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(panel.grab().save(dir + QStringLiteral("/scenario-panel.png")));
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, Qt::white);
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
        dark.setColor(QPalette::ButtonText, Qt::white);
        panel.setPalette(dark);
        panel.refresh();
        QVERIFY(panel.grab().save(dir + QStringLiteral("/scenario-panel-dark.png")));
        panel.setPalette(QPalette());
        doc.reset(cc::test::smallCluster(), {});
        panel.resize(900, 320); // a bottom dock, before any scenario is saved
        QVERIFY(panel.grab().save(dir + QStringLiteral("/scenario-panel-empty.png")));
    }
}

QTEST_MAIN(TestScenarioPanel)
#include "tst_scenario_panel.moc"
