// The plan in the GUI: "Find best layout" in the Training job panel (worker thread, top 10,
// Apply as one undo step) and the "Plan a cluster…" dialog (runs off the UI thread, ranked
// table, Pareto chart, Open as design). Offscreen.
#include "TestUtil.h"

#include "app/Document.h"
#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "model/topology/Generators.h"
#include "views/charts/ParetoChart.h"
#include "views/dialogs/PlanDialog.h"
#include "views/dialogs/PlanJobForm.h"
#include "views/export/ProposalPdf.h"
#include "views/panels/LayoutSearchWidget.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace cc;

class TestPlanGui : public QObject {
    Q_OBJECT
private slots:
    void findBestLayoutAppliesAsOneUndoStep();
    void searchCanBeCancelled();
    void planDialogRanksAndOpens();
    void planDialogTakesDatasetTimesEpochs();
};

namespace {

/// One DGX H100 with a Llama 3 8B full fine-tune on a poor layout (TP 1, no ZeRO).
std::unique_ptr<app::Document> dgxWithJob()
{
    auto doc = std::make_unique<app::Document>(cc::test::bundledCatalog());
    model::topology::GeneratorOptions o;
    o.kind = "standalone";
    o.serverRef = "dgx-h100";
    o.nodes = 1;
    model::Design d = model::topology::generate(o, doc->catalog());
    d.workloads.push_back(
        R"({"preset": "llama3-8b", "training": {"method": "full", "tp": 8, "zeroStage": 0}})");
    doc->reset(d, QString());
    return doc;
}

/// The text of the proposal PDF of `d` (pdftotext, layout order).
QString pdfText(const model::Design& d, const QString& name)
{
    static QTemporaryDir dir;
    const model::Evaluation e = model::evaluate(d, cc::test::bundledCatalog());
    const QString pdf = dir.filePath(name + QStringLiteral(".pdf"));
    if (!views::writeProposalPdf(views::proposalInputs(e), pdf).isEmpty())
        return {};
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

void TestPlanGui::findBestLayoutAppliesAsOneUndoStep()
{
    auto doc = dgxWithJob();
    views::LayoutSearchWidget w(*doc);
    QSignalSpy done(&w, &views::LayoutSearchWidget::finished);
    const std::string before = doc->design().workloads.front();
    w.start();
    QVERIFY(w.isRunning());
    QVERIFY(done.wait(60000));
    QVERIFY(!w.isRunning());
    QCOMPARE(static_cast<int>(w.rows().size()), 10);
    for (std::size_t i = 1; i < w.rows().size(); ++i) // fastest first
        QVERIFY(w.rows()[i - 1].result.timeToTrainS <= w.rows()[i].result.timeToTrainS);
    for (const auto& r : w.rows())
        QVERIFY(!r.limitedBy.empty());
    const int undoBefore = doc->undoStack()->count();
    QVERIFY(w.apply(0));
    QCOMPARE(doc->undoStack()->count(), undoBefore + 1);
    std::vector<model::Diagnostic> diags;
    const auto applied = model::parseWorkload(doc->design().workloads.front(), "d", diags);
    QVERIFY(applied);
    QCOMPARE(applied->training.layout.tp, w.rows().front().result.layout.layout.tp);
    QCOMPARE(*applied->training.layout.dp, w.rows().front().result.layout.dp);
    QCOMPARE(applied->training.layout.zeroStage, w.rows().front().result.layout.layout.zeroStage);
    doc->undoStack()->undo();
    QCOMPARE(doc->design().workloads.front(), before);
}

void TestPlanGui::searchCanBeCancelled()
{
    auto doc = dgxWithJob();
    views::LayoutSearchWidget w(*doc);
    QSignalSpy done(&w, &views::LayoutSearchWidget::finished);
    w.start();
    w.cancel();
    QVERIFY(done.wait(60000));
    QVERIFY(!w.isRunning());
    QVERIFY(w.rows().empty()); // a cancelled search lists nothing half-done
}

void TestPlanGui::planDialogRanksAndOpens()
{
    std::vector<model::Diagnostic> diags;
    auto job = model::parseWorkload(R"({"preset": "llama3-8b", "training": {"method": "lora"}})",
                                    "job", diags);
    views::PlanDialog dlg(cc::test::bundledCatalog(), job);
    dlg.deadlineBox()->setValue(2);
    dlg.allowEdit()->setText(QStringLiteral("h100|h200|l40s"));
    QSignalSpy finished(&dlg, &views::PlanDialog::planFinished);
    dlg.run();
    QVERIFY(dlg.isRunning());
    QVERIFY(finished.wait(120000));
    const auto& r = dlg.result();
    QVERIFY(r.evaluated > 20);
    QVERIFY(r.recommended.cheapest.index);
    auto* table = dlg.findChild<QTableWidget*>(QStringLiteral("planTable"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), static_cast<int>(r.candidates.size()));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("yes"));
    auto* chart = dlg.findChild<views::charts::ParetoChart*>();
    QVERIFY(chart);
    QVERIFY(chart->emptyMessage().isEmpty());
    QVERIFY(!chart->frontIndices().empty());
    std::optional<model::Design> opened;
    connect(&dlg, &views::PlanDialog::openDesign, this,
            [&opened](const model::Design& d) { opened = d; });
    QVERIFY(dlg.openCandidate(0));
    QVERIFY(opened);
    QCOMPARE(opened->workloads.size(), std::size_t(1));
    // The design opens with the job and the plan's layout set.
    auto w = model::parseWorkload(opened->workloads.front(), "opened", diags);
    QVERIFY(w);
    QCOMPARE(w->training.layout.tp, r.candidates.front().layout.layout.tp);
    QCOMPARE(w->training.method, model::Method::Lora);

    // Its proposal has the "Alternatives considered" page; a drawn design's proposal has not.
    const QString planned = pdfText(*opened, QStringLiteral("planned"));
    QVERIFY2(planned.contains(QStringLiteral("Alternatives considered")), qPrintable(planned));
    QVERIFY(planned.contains(QStringLiteral("Why not chosen")));
    QVERIFY(planned.contains(QStringLiteral("This design")));
    QVERIFY(planned.contains(QStringLiteral("Runner-up")));
    QVERIFY(planned.contains(QStringLiteral("a deadline of 2.0 days")));
    QVERIFY(planned.contains(QStringLiteral("misses the 2.0-day deadline")) ||
            planned.contains(QStringLiteral(" more")));
    const QString drawn = pdfText(dgxWithJob()->design(), QStringLiteral("drawn"));
    QVERIFY(!drawn.isEmpty());
    QVERIFY(!drawn.contains(QStringLiteral("Alternatives considered")));
}

// "tokens (or dataset × epochs)": the amount rows of the plan dialog, without running a plan.
void TestPlanGui::planDialogTakesDatasetTimesEpochs()
{
    std::vector<model::Diagnostic> diags;
    auto job = model::parseWorkload(R"({"preset": "llama3-8b", "training": {"method": "full"}})",
                                    "job", diags);
    QVERIFY(job);
    views::PlanDialog dlg(cc::test::bundledCatalog(), job);
    views::PlanJobForm* f = dlg.jobForm();
    auto* form = qobject_cast<QFormLayout*>(f->amountBox()->parentWidget()->layout());
    QVERIFY(form);
    // The method's default: the fine-tune's own dataset × epochs, and only the choice is shown.
    QCOMPARE(dlg.job().training.tokens, job->training.tokens);
    QVERIFY(!form->isRowVisible(f->datasetBox()) && !form->isRowVisible(f->tokensBox()));
    // Dataset × epochs: prefilled from the job, then edited.
    f->amountBox()->setCurrentIndex(views::PlanJobForm::DatasetEpochs);
    QVERIFY(form->isRowVisible(f->datasetBox()) && form->isRowVisible(f->epochsBox()));
    QVERIFY(!form->isRowVisible(f->tokensBox()));
    QCOMPARE(f->datasetBox()->value(), std::round(job->training.datasetTokens / 1e6) / 1e3);
    QCOMPARE(f->epochsBox()->value(), job->training.epochs);
    f->datasetBox()->setValue(1.5);
    f->epochsBox()->setValue(3);
    const model::Workload w = dlg.job();
    QCOMPARE(w.training.datasetTokens, 1.5e9);
    QCOMPARE(w.training.epochs, 3.0);
    QCOMPARE(w.training.tokens, 4.5e9);
    QVERIFY2(f->totalLabel()->text().contains(QStringLiteral("4.500")),
             qPrintable(f->totalLabel()->text()));
    // A token count instead.
    f->amountBox()->setCurrentIndex(views::PlanJobForm::Tokens);
    QVERIFY(form->isRowVisible(f->tokensBox()) && !form->isRowVisible(f->epochsBox()));
    f->tokensBox()->setValue(2);
    QCOMPARE(dlg.job().training.tokens, 2e9);
}

QTEST_MAIN(TestPlanGui)
#include "tst_plan_gui.moc"
