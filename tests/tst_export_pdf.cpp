// The proposal PDF: its sections, figures, sources and page numbers in the text, vector
// drawing only, Chinese names, an empty design, white paper under a dark palette, and a clear
// message when the file cannot be written.
#include "ExportTestUtil.h"
#include "TestUtil.h"
#include "model/analysis/Evaluate.h"

#include "model/analysis/Analyze.h"
#include "model/util/Format.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalPdf.h"

#include <QApplication>
#include <QImage>

using namespace cc;
using test::example;
using test::examplePath;
using test::normalised;
using test::pdfText;

class TestExportPdf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cliReportHasSectionsAndFigures();
    void chineseNameRenders();
    void emptyDesignSaysSo();
    void darkPalettePrintsOnWhite();
    void unwritablePdfNamesTheFile();

private:
    QTemporaryDir m_dir;
};

void TestExportPdf::cliReportHasSectionsAndFigures()
{
    const QString pdf = m_dir.filePath(QStringLiteral("proposal.pdf"));
    // Headless, as on a build server: the command falls back to offscreen painting.
    const test::AppResult r = test::runApp(
        {QStringLiteral("report"), examplePath("h100-rail-4su"), QStringLiteral("-o"), pdf}, true);
    QCOMPARE(r.code, 0);
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(bytes.startsWith("%PDF-"));
    // Cover and seven sections, each starting on its own page.
    const int pages = static_cast<int>(bytes.count("/Type /Page\n") + bytes.count("/Type /Page\r") +
                                       bytes.count("/Type /Page "));
    QVERIFY2(pages >= 8, qPrintable(QString::number(pages)));

    const QString text = normalised(pdfText(pdf));
    QVERIFY2(!text.isEmpty(), "pdftotext (poppler-utils) found no text");
    for (const char* heading : {"Topology", "Rack elevations", "Bill of materials", "Key figures",
                                "Charts", "Findings", "Assumptions and sources"})
        QVERIFY2(text.contains(QLatin1String(heading)), heading);
    const model::Design d = example("h100-rail-4su");
    QVERIFY(text.contains(QString::fromStdString(d.name)));
    QVERIFY(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
    QVERIFY(text.contains(QStringLiteral("Page %1 of %1").arg(pages)));
    // Run in this process's locale, as the CLI child is.
    const model::Report rep = model::analyze(d, test::bundledCatalog());
    QVERIFY(text.contains(views::pdf::dollars(rep.cost.capexUsd)));                // BoM total
    QVERIFY(text.contains(QString::fromStdString(model::usd(rep.cost.capexUsd)))); // cover
    // A catalog source with its date: the DGX H100's.
    const model::CatalogEntry* dgx = test::bundledCatalog().find("dgx-h100");
    QVERIFY(dgx && !dgx->source.empty());
    // As the customer reads it: without references to internal notes (components.md).
    const QString firstWords =
        views::pdf::customerText(dgx->source).section(QLatin1Char(' '), 0, 2);
    QVERIFY(!firstWords.contains(QStringLiteral(".md")));
    QVERIFY2(text.contains(firstWords), qPrintable(firstWords));
    QVERIFY(text.contains(QString::fromStdString(dgx->asOf)));
    // The training job: its name and MFU.
    QVERIFY(text.contains(QStringLiteral("Training job")));
    QVERIFY(text.contains(QStringLiteral("MFU")));
    // The cost chart, drawn from the evaluation's TCO: buying against renting the 1,024 GPUs.
    QVERIFY(text.contains(QStringLiteral("Total cost of ownership")));
    QVERIFY2(text.contains(QStringLiteral("Rent: 1,024 GPUs")), "TCO chart without its rent curve");

    // The topology and everything else is vector: no raster image in the file.
    QProcess images;
    images.start(QStringLiteral("pdfimages"), {QStringLiteral("-list"), pdf});
    QVERIFY(images.waitForFinished(60000));
    const QList<QByteArray> lines = images.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), 2); // the two heading lines of an empty list
}

void TestExportPdf::chineseNameRenders()
{
    model::Design d = example("rtx4090-workstation");
    d.name = "训练集群 演示";
    const model::Evaluation e = model::evaluate(d, test::bundledCatalog());
    const views::ProposalInputs in = views::proposalInputs(e);
    const QString pdf = m_dir.filePath(QStringLiteral("chinese.pdf"));
    QCOMPARE(views::writeProposalPdf(in, pdf), QString());
    const QString text = pdfText(pdf);
    QVERIFY2(text.contains(QStringLiteral("训练集群 演示")), qPrintable(text.left(300)));
}

void TestExportPdf::emptyDesignSaysSo()
{
    // A new, empty design still exports, and each section says why it has nothing to show.
    model::Design d;
    d.name = "Empty";
    const model::Evaluation e = model::evaluate(d, test::bundledCatalog());
    const views::ProposalInputs in = views::proposalInputs(e);
    const QString pdf = m_dir.filePath(QStringLiteral("empty.pdf"));
    QCOMPARE(views::writeProposalPdf(in, pdf), QString());
    const QString text = normalised(pdfText(pdf));
    QVERIFY(text.contains(QStringLiteral("The design has no groups yet.")));
    QVERIFY(text.contains(QStringLiteral("No racks are laid out in this design")));
    QVERIFY(text.contains(QStringLiteral("The design has nothing to buy yet.")));
    QVERIFY(text.contains(QStringLiteral("No training job is set")));
}

void TestExportPdf::darkPalettePrintsOnWhite()
{
    // A user with a dark desktop theme still gets a proposal for white paper: the charts follow
    // the application's palette on screen, not in the PDF.
    const QPalette before = QApplication::palette();
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    QApplication::setPalette(dark);
    const model::Design d = example("gb200-nvl72-rack");
    const model::Evaluation e = model::evaluate(d, test::bundledCatalog());
    const views::ProposalInputs in = views::proposalInputs(e);
    const QString pdf = m_dir.filePath(QStringLiteral("dark.pdf"));
    const QString error = views::writeProposalPdf(in, pdf);
    QApplication::setPalette(before);
    QCOMPARE(error, QString());
    const QString prefix = m_dir.filePath(QStringLiteral("dark"));
    QProcess p;
    p.start(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("20"), QStringLiteral("-png"), pdf, prefix});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QStringList pages = QDir(m_dir.path()).entryList({QStringLiteral("dark-*.png")});
    QVERIFY(pages.size() >= 8);
    for (const QString& page : pages) {
        const QImage img(m_dir.filePath(page));
        QVERIFY(!img.isNull());
        int darkPixels = 0;
        for (int y = 0; y < img.height(); ++y)
            for (int x = 0; x < img.width(); ++x)
                darkPixels += img.pixelColor(x, y) == QColor(0x2b, 0x2b, 0x2b) ? 1 : 0;
        QVERIFY2(darkPixels < 20,
                 qPrintable(QStringLiteral("%1: %2 dark pixels").arg(page).arg(darkPixels)));
    }
}

void TestExportPdf::unwritablePdfNamesTheFile()
{
    const model::Design d = example("dgx-h100-single");
    const model::Evaluation e = model::evaluate(d, test::bundledCatalog());
    const views::ProposalInputs in = views::proposalInputs(e);
    const QString bad = QStringLiteral("/no/such/dir/p.pdf");
    QVERIFY(views::writeProposalPdf(in, bad).contains(bad));
    QVERIFY(!views::writeProposalPdf({}, m_dir.filePath(QStringLiteral("x.pdf"))).isEmpty());
}

QTEST_MAIN(TestExportPdf)
#include "tst_export_pdf.moc"
