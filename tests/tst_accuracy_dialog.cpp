// Help ▸ Accuracy (issue 9 "Make the accuracy visible"): the dialog lists every validation case,
// the per-kind summary and the scatter chart, opened offscreen from the main window's Help menu;
// the proposal PDF ends with the accuracy appendix citing the published sources.
#include "ExportTestUtil.h"
#include "TestUtil.h"

#include <QRegularExpression>

#include "app/MainWindow.h"
#include "model/analysis/Evaluate.h"
#include "model/validation/ValidationRuns.h"
#include "views/charts/AccuracyChart.h"
#include "views/dialogs/AccuracyDialog.h"
#include "views/export/ProposalPdf.h"

#include <QAction>
#include <QMenuBar>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>

using namespace cc;

namespace {

QString casesFile()
{
    return views::AccuracyDialog::casesFileIn(QStringLiteral(CC_CATALOG_DIR));
}

} // namespace

class TestAccuracyDialog : public QObject {
    Q_OBJECT
private slots:
    void listsEveryCase();
    void sortsByError();
    void chartShowsTheCaseOnHover();
    void brokenFileSaysWhy();
    void helpMenuOpensIt();
    void proposalEndsWithTheAppendix();
};

void TestAccuracyDialog::listsEveryCase()
{
    const auto runs = model::validation::loadPublishedRuns(casesFile().toStdString());
    views::AccuracyDialog d(test::bundledCatalog(), casesFile());
    QVERIFY2(d.loadError().isEmpty(), qPrintable(d.loadError()));
    QCOMPARE(d.caseCount(), static_cast<int>(runs.size()));
    QCOMPARE(d.casesTable()->model()->rowCount(), static_cast<int>(runs.size()));
    // One summary row per kind of run that has cases.
    QCOMPARE(d.summaryTable()->rowCount(),
             static_cast<int>(model::validation::allRunKinds().size()));
    auto* chart = qobject_cast<views::charts::AccuracyChart*>(d.chart());
    QVERIFY(chart);
    QVERIFY(chart->emptyMessage().isEmpty());
}

// Sorting on the error column orders the cases by |error| (a user looking for the worst case).
void TestAccuracyDialog::sortsByError()
{
    views::AccuracyDialog d(test::bundledCatalog(), casesFile());
    QAbstractItemModel* m = d.casesTable()->model();
    int errorColumn = -1;
    for (int c = 0; c < m->columnCount(); ++c)
        if (m->headerData(c, Qt::Horizontal).toString() == QStringLiteral("Error"))
            errorColumn = c;
    QVERIFY(errorColumn >= 0);
    d.casesTable()->sortByColumn(errorColumn, Qt::AscendingOrder);
    const auto absAt = [&](int row) {
        return std::abs(
            m->index(row, errorColumn).data().toString().remove(QStringLiteral(" %")).toDouble());
    };
    QVERIFY(absAt(0) <= absAt(1));
    QVERIFY(absAt(0) <= 5.0); // the best case of the table is within 5 %
}

void TestAccuracyDialog::chartShowsTheCaseOnHover()
{
    views::AccuracyDialog d(test::bundledCatalog(), casesFile());
    d.show();
    QVERIFY(QTest::qWaitForWindowExposed(&d));
    auto* chart = qobject_cast<views::charts::AccuracyChart*>(d.chart());
    QVERIFY(chart);
    chart->replot();
    const auto& rows = chart->rows();
    const auto it =
        std::find_if(rows.begin(), rows.end(), [](const auto& r) { return r.analysed; });
    QVERIFY(it != rows.end());
    const QPointF p = chart->pointOf(it->id);
    QVERIFY(!p.isNull());
    const QString tip = chart->tooltipAt(p);
    QVERIFY2(tip.contains(QString::fromStdString(it->name)), qPrintable(tip));
    QVERIFY2(tip.contains(QString::fromStdString(it->source)), qPrintable(tip));
}

void TestAccuracyDialog::brokenFileSaysWhy()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("runs.json"));
    QFile f(file);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"schemaVersion": 1, "runs": [{"id": "x"}]})");
    f.close();
    views::AccuracyDialog d(test::bundledCatalog(), file);
    QVERIFY(d.loadError().contains(QStringLiteral("runs[0].kind")));
    QCOMPARE(d.caseCount(), 0);
}

void TestAccuracyDialog::helpMenuOpensIt()
{
    app::MainWindow w(test::bundledCatalog(), QStringLiteral(CC_CATALOG_DIR "/examples"));
    QAction* accuracy = nullptr;
    for (QAction* menu : w.menuBar()->actions())
        if (menu->menu())
            for (QAction* a : menu->menu()->actions())
                if (a->text().contains(QStringLiteral("Accuracy")))
                    accuracy = a;
    QVERIFY(accuracy);
    accuracy->trigger();
    auto* d = w.findChild<views::AccuracyDialog*>();
    QVERIFY(d);
    QVERIFY(d->loadError().isEmpty());
    QVERIFY(d->caseCount() >= 25);
    d->close();
}

void TestAccuracyDialog::proposalEndsWithTheAppendix()
{
    const model::Design d = test::example("dgx-h100-single");
    const model::Catalog& c = test::bundledCatalog();
    const model::Evaluation e = model::evaluate(d, c);
    views::ProposalInputs in = views::proposalInputs(e);
    in.validationCases = casesFile();
    in.appendix = true; // the engineering appendix (report --appendix) holds it
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("proposal.pdf"));
    QCOMPARE(views::writeProposalPdf(in, pdf), QString());
    const QString text = test::normalised(test::pdfText(pdf));
    QVERIFY2(!text.isEmpty(), "pdftotext (poppler-utils) found no text");
    const qsizetype at = text.lastIndexOf(QStringLiteral("Appendix: accuracy of the training"));
    QVERIFY2(at >= 0, "no accuracy appendix");
    const QString appendix = text.mid(at);
    const auto runs = model::validation::loadPublishedRuns(casesFile().toStdString());
    QVERIFY(appendix.contains(QStringLiteral("checked against %1 published").arg(runs.size())));
    for (const char* kind : {"Dense BF16", "FP8", "FSDP / ZeRO-3", "MoE with EP", "Non-NVIDIA"})
        QVERIFY2(appendix.contains(QLatin1String(kind)), kind);
    // The published sources are cited, not internal notes.
    QVERIFY(appendix.contains(QStringLiteral("Published sources")));
    QVERIFY(appendix.contains(QStringLiteral("DeepSeek-V3 Technical Report")));
    QVERIFY(appendix.contains(QStringLiteral("https://arxiv.org/abs/")));
    QVERIFY(appendix.contains(QStringLiteral("NVIDIA DGX Cloud Benchmarking recipes")));
    // A document published on two sites lists both addresses, not the bare scheme they share.
    QVERIFY2(!appendix.contains(QRegularExpression(QStringLiteral("cases?\\): https://\\s*(•|$)"))),
             "a source line without its address");
}

QTEST_MAIN(TestAccuracyDialog)
#include "tst_accuracy_dialog.moc"
