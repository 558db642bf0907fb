// The server-interior editor: drops, counts, removals and settings each submit exactly one
// ReplaceTemplate that undo reverts exactly; refused kinds and values leave the design alone.
#include "TestUtil.h"
#include "model/analysis/Evaluate.h"

#include "model/edit/ObjectEdits.h"
#include "views/EditSink.h"
#include "views/interior/BudgetPanel.h"
#include "views/interior/ServerEditor.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolButton>
#include <QWheelEvent>

using namespace cc::model;
using cc::views::ServerEditor;

namespace {

/// Owns a design and applies submitted edits, keeping them so a test can undo.
class FakeSink : public cc::views::EditSink {
public:
    explicit FakeSink(Design d) : m_design(std::move(d)) {}
    const Design& design() const override { return m_design; }
    const Catalog& catalog() const override { return cc::test::bundledCatalog(); }
    /// Evaluated on demand (the editor reads it after each submit); kept until the next call.
    std::shared_ptr<const cc::model::Evaluation> evaluationHandle() const override
    {
        m_eval =
            std::make_shared<const cc::model::Evaluation>(cc::model::evaluate(m_design, catalog()));
        return m_eval;
    }
    void submit(EditPtr e) override
    {
        e->apply(m_design);
        edits.push_back(std::move(e));
    }
    void undoAll()
    {
        while (!edits.empty()) {
            edits.back()->revert(m_design);
            edits.pop_back();
        }
    }
    void applyDirect(EditPtr e) { e->apply(m_design); }

    std::vector<EditPtr> edits;

private:
    Design m_design;
    mutable std::shared_ptr<const cc::model::Evaluation> m_eval;
};

constexpr ObjectId kTemplate = 1; // smallCluster(): the DGX H100 template

const ServerTemplate& tmpl(const FakeSink& s)
{
    return *s.design().findTemplate(kTemplate);
}

int countOf(const ServerTemplate& t, const std::string& ref)
{
    for (const auto& p : t.parts)
        if (p.ref == ref)
            return p.count;
    return 0;
}

bool sendDrop(ServerEditor& editor, const QByteArray& id)
{
    QMimeData mime;
    mime.setData(QString::fromLatin1(ServerEditor::kEntryMimeType), id);
    const QPointF pos(editor.width() / 2.0, editor.height() / 2.0);
    QDragEnterEvent enter(pos.toPoint(), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&editor, &enter);
    if (!enter.isAccepted())
        return false;
    QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(&editor, &drop);
    return drop.isAccepted();
}

QSpinBox* countSpin(ServerEditor& editor, int row)
{
    auto* table = editor.findChild<QTableWidget*>(QStringLiteral("partsTable"));
    return qobject_cast<QSpinBox*>(table->cellWidget(row, 2));
}

void typeInto(QSpinBox* spin, const QString& text)
{
    auto* edit = spin->findChild<QLineEdit*>();
    spin->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(spin, Qt::Key_Return);
}

} // namespace

class TestServerEditor : public QObject {
    Q_OBJECT
private slots:
    void dropAddsPart_data();
    void dropAddsPart();
    void refusedKindLeavesDesign_data();
    void refusedKindLeavesDesign();
    void countEditIsOneReplace();
    void typedCountOutOfRangeIsRefused_data();
    void typedCountOutOfRangeIsRefused();
    void removePartAndUndo();
    void settingsEdits();
    void computeNicsAboveAvailableRefused();
    void budgetTurnsRedWhenPsusTooSmall();
    void removedTemplateShowsMessage();
    void breadcrumbGoesBack();
    void shortEditorScrollsAsOnePage();
};

void TestServerEditor::dropAddsPart_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<int>("partsAdded");
    QTest::addColumn<int>("expectedCount"); // of `id` among the parts; -1: a fabric

    QTest::newRow("GPU already there: +1") << QByteArray("h100-sxm5-80gb") << 0 << 9;
    QTest::newRow("new GPU model appended") << QByteArray("l40s-48gb") << 1 << 1;
    QTest::newRow("SSD") << QByteArray("samsung-pm9a3-3.84tb") << 1 << 1;
    QTest::newRow("PSU already there: +1") << QByteArray("psu-3.3kw-titanium") << 0 << 7;
    QTest::newRow("fabric sets the internal fabric") << QByteArray("nvswitch2-a100") << 0 << -1;
}

void TestServerEditor::dropAddsPart()
{
    QFETCH(QByteArray, id);
    QFETCH(int, partsAdded);
    QFETCH(int, expectedCount);
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.resize(1000, 700);
    editor.setTemplate(kTemplate);

    QVERIFY(sendDrop(editor, id));
    QCOMPARE(sink.edits.size(), size_t(1));
    QVERIFY(dynamic_cast<ReplaceTemplate*>(sink.edits.front().get()));
    const ServerTemplate& after = tmpl(sink);
    QCOMPARE(after.parts.size(), before.parts.size() + size_t(partsAdded));
    if (expectedCount >= 0) {
        QCOMPARE(countOf(after, id.toStdString()), expectedCount);
    } else {
        QCOMPARE(after.fabricRef, id.toStdString());
        QCOMPARE(after.fabric, FabricType::NvSwitch);
        QCOMPARE(after.fabricCount, before.fabricCount); // same kind of fabric: count kept
        QCOMPARE(after.parts, before.parts);
    }
    QVERIFY(!editor.statusText().isEmpty());

    sink.undoAll();
    QVERIFY(tmpl(sink) == before);
}

void TestServerEditor::refusedKindLeavesDesign_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("switch") << QByteArray("qm9700") << QStringLiteral("cluster canvas");
    QTest::newRow("storage appliance")
        << QByteArray("ddn-ai400x2-class") << QStringLiteral("storage");
    QTest::newRow("server") << QByteArray("dgx-b200") << QStringLiteral("cluster canvas");
    QTest::newRow("optic") << QByteArray("xcvr-400g-osfp-sr4") << QStringLiteral("link");
    QTest::newRow("unknown id") << QByteArray("no-such-part")
                                << QStringLiteral("not in the catalog");
}

void TestServerEditor::refusedKindLeavesDesign()
{
    QFETCH(QByteArray, id);
    QFETCH(QString, mentions);
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.setTemplate(kTemplate);

    QVERIFY(!sendDrop(editor, id));
    QVERIFY(sink.edits.empty());
    QVERIFY(tmpl(sink) == before);
    QVERIFY2(editor.statusText().contains(mentions, Qt::CaseInsensitive),
             qPrintable(editor.statusText()));
}

void TestServerEditor::countEditIsOneReplace()
{
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.show();
    editor.setTemplate(kTemplate);
    QCOMPARE(before.parts[0].ref, std::string("h100-sxm5-80gb"));

    typeInto(countSpin(editor, 0), QStringLiteral("4"));
    QCOMPARE(sink.edits.size(), size_t(1));
    QVERIFY(dynamic_cast<ReplaceTemplate*>(sink.edits.front().get()));
    QCOMPARE(tmpl(sink).parts[0].count, 4);
    // Only the count changed, and the budget follows it.
    ServerTemplate expected = before;
    expected.parts[0].count = 4;
    QVERIFY(tmpl(sink) == expected);
    auto* gpus = editor.findChild<QLabel*>(QStringLiteral("gpusValue"));
    QVERIFY2(gpus->text().startsWith(QStringLiteral("4 ×")), qPrintable(gpus->text()));

    sink.undoAll();
    QVERIFY(tmpl(sink) == before);
}

void TestServerEditor::typedCountOutOfRangeIsRefused_data()
{
    QTest::addColumn<QString>("typed");
    QTest::newRow("zero") << QStringLiteral("0");
    QTest::newRow("too many") << QStringLiteral("5000");
}

void TestServerEditor::typedCountOutOfRangeIsRefused()
{
    QFETCH(QString, typed);
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.show();
    editor.setTemplate(kTemplate);

    QSpinBox* spin = countSpin(editor, 0);
    typeInto(spin, typed);
    QVERIFY(sink.edits.empty());
    QVERIFY(tmpl(sink) == before);
    QCOMPARE(spin->value(), 8); // the old value, not a clamped one
    QVERIFY2(editor.statusText().contains(typed) &&
                 editor.statusText().contains(QStringLiteral("out of range")),
             qPrintable(editor.statusText()));
}

void TestServerEditor::removePartAndUndo()
{
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.setTemplate(kTemplate);
    auto* table = editor.findChild<QTableWidget*>(QStringLiteral("partsTable"));
    auto* remove = qobject_cast<QToolButton*>(table->cellWidget(1, 5));
    QVERIFY(remove);
    remove->click();
    QCOMPARE(sink.edits.size(), size_t(1));
    QCOMPARE(tmpl(sink).parts.size(), before.parts.size() - 1);
    QCOMPARE(countOf(tmpl(sink), before.parts[1].ref), 0);
    QCOMPARE(table->rowCount(), int(before.parts.size()) - 1);

    sink.undoAll();
    editor.refresh();
    QVERIFY(tmpl(sink) == before);
    QCOMPARE(table->rowCount(), int(before.parts.size()));
}

void TestServerEditor::settingsEdits()
{
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.setTemplate(kTemplate);

    // Choosing "PCIe only" is one edit that also drops the NVSwitch chips it no longer has.
    auto* type = editor.findChild<QComboBox*>(QStringLiteral("fabricTypeCombo"));
    const int pcie = type->findData(static_cast<int>(FabricType::Pcie));
    type->setCurrentIndex(pcie);
    emit type->activated(pcie);
    QCOMPARE(sink.edits.size(), size_t(1));
    QCOMPARE(tmpl(sink).fabric, FabricType::Pcie);
    QVERIFY(tmpl(sink).fabricRef.empty());
    QCOMPARE(tmpl(sink).fabricCount, 0);
    QCOMPARE(tmpl(sink).parts, before.parts);

    auto* gen = editor.findChild<QComboBox*>(QStringLiteral("pcieGenCombo"));
    const int gen4 = gen->findData(4);
    gen->setCurrentIndex(gen4);
    emit gen->activated(gen4);
    QCOMPARE(sink.edits.size(), size_t(2));
    QCOMPARE(tmpl(sink).pcieGen, 4);

    sink.undoAll();
    QVERIFY(tmpl(sink) == before);
}

void TestServerEditor::computeNicsAboveAvailableRefused()
{
    FakeSink sink(cc::test::smallCluster());
    const ServerTemplate before = tmpl(sink);
    ServerEditor editor(sink);
    editor.show();
    editor.setTemplate(kTemplate);
    // DGX H100: 8 single-port compute NICs and 2 dual-port ones (10 compute-role NICs).
    typeInto(editor.findChild<QSpinBox*>(QStringLiteral("computeNicsSpin")), QStringLiteral("40"));
    QVERIFY(sink.edits.empty());
    QVERIFY(tmpl(sink) == before);
    QVERIFY2(editor.statusText().contains(QStringLiteral("40")), qPrintable(editor.statusText()));
}

void TestServerEditor::budgetTurnsRedWhenPsusTooSmall()
{
    FakeSink sink(cc::test::smallCluster());
    ServerEditor editor(sink);
    editor.show();
    editor.setTemplate(kTemplate);
    auto* budget = editor.findChild<cc::views::BudgetPanel*>();
    QVERIFY(!budget->powerOver()); // 6 × 3.3 kW against a 10.2 kW nameplate

    int psuRow = -1;
    for (size_t i = 0; i < tmpl(sink).parts.size(); ++i)
        if (tmpl(sink).parts[i].ref == "psu-3.3kw-titanium")
            psuRow = int(i);
    QVERIFY(psuRow >= 0);
    typeInto(countSpin(editor, psuRow), QStringLiteral("2"));
    QCOMPARE(countOf(tmpl(sink), "psu-3.3kw-titanium"), 2);
    QVERIFY(budget->powerOver());
    auto* power = editor.findChild<QLabel*>(QStringLiteral("powerValue"));
    QVERIFY2(power->text().contains(QStringLiteral("Over")), qPrintable(power->text()));
}

void TestServerEditor::removedTemplateShowsMessage()
{
    Design d = cc::test::smallCluster();
    d.blocks.erase(d.blocks.begin()); // the server group, so the template can go
    d.racks.clear();
    d.links.clear();
    FakeSink sink(std::move(d));
    ServerEditor editor(sink);
    editor.setTemplate(kTemplate);
    sink.applyDirect(std::make_unique<RemoveObject<ServerTemplate>>(kTemplate, "remove"));
    editor.refresh();
    auto* stack = editor.findChild<QStackedWidget*>();
    QVERIFY(stack->currentWidget()->inherits("QLabel"));
    QVERIFY(!editor.dropEntry(QStringLiteral("h100-sxm5-80gb")));
    QVERIFY(sink.edits.empty());
}

void TestServerEditor::breadcrumbGoesBack()
{
    FakeSink sink(cc::test::smallCluster());
    ServerEditor editor(sink);
    editor.setTemplate(kTemplate);
    auto* crumb = editor.findChild<QLabel*>(QStringLiteral("breadcrumb"));
    QVERIFY(crumb->text().contains(QStringLiteral("DGX H100")));
    QSignalSpy back(&editor, &ServerEditor::backRequested);
    emit crumb->linkActivated(QStringLiteral("cluster"));
    QCOMPARE(back.count(), 1);
}

// Between docks on a laptop (730 x 440): every part row shows, the page scrolls as a whole, and
// the wheel over a count the user has not clicked scrolls instead of changing it.
void TestServerEditor::shortEditorScrollsAsOnePage()
{
    FakeSink sink(cc::test::smallCluster());
    ServerEditor editor(sink);
    editor.resize(730, 440);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setTemplate(kTemplate);
    auto* table = editor.findChild<QTableWidget*>(QStringLiteral("partsTable"));
    auto* page = editor.findChild<QScrollArea*>(QStringLiteral("serverPage"));
    QVERIFY(table && page);
    QTRY_VERIFY(table->height() >= table->verticalHeader()->length());
    QCOMPARE(table->verticalScrollBar()->maximum(), 0);
    QTRY_VERIFY(page->verticalScrollBar()->maximum() > 0);
    QSpinBox* spin = countSpin(editor, 0);
    const int count = spin->value();
    const QPoint at = spin->rect().center();
    QWheelEvent wheel(at, spin->mapToGlobal(at), {}, {0, -120}, Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(spin, &wheel);
    QCOMPARE(spin->value(), count);
    QVERIFY(sink.edits.empty());
    QVERIFY(page->verticalScrollBar()->value() > 0);
}

QTEST_MAIN(TestServerEditor)
#include "tst_server_editor.moc"
