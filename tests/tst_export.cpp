// Export: the bill of materials CSV adds up to the capex, the canvas exports as valid SVG and
// PNG, the bom and export commands behave (exit codes, messages naming the file), and File ▸
// Export writes each kind of file. The proposal PDF is tested in tst_export_pdf.cpp.
#include "ExportTestUtil.h"
#include "TestUtil.h"
#include "model/analysis/Evaluate.h"

#include "app/MainWindow.h"
#include "model/analysis/Analyze.h"
#include "model/io/BomCsv.h"
#include "views/canvas/ClusterScene.h"
#include "views/export/CanvasExport.h"

#include <QFileDialog>
#include <QImage>
#include <QLineEdit>
#include <QMenuBar>
#include <QPainter>
#include <QStatusBar>
#include <QSvgRenderer>
#include <QXmlStreamReader>

#include <cmath>

using namespace cc;
using test::example;
using test::examplePath;
using test::normalised;
using test::pdfText;

namespace {

/// An RFC 4180 reader, independent of the writer: quoted fields may hold commas, doubled quotes
/// and line breaks; records end with CRLF.
QList<QStringList> parseCsv(const QString& text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row << field;
            field.clear();
        } else if (c == QLatin1Char('\r') && i + 1 < text.size() &&
                   text[i + 1] == QLatin1Char('\n')) {
            row << field;
            rows << row;
            row.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty())
        rows << (row << field);
    return rows;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void bomTotalsEqualCapex_data();
    void bomTotalsEqualCapex();
    void bomQuotesAwkwardNames();
    void cliBom();
    void cliErrors_data();
    void cliErrors();
    void canvasSvgIsValidXml();
    void canvasPngIsTwiceTheSceneOnWhite();
    void exportKeepsTheSelection();
    void exportMenu();

private:
    QTemporaryDir m_dir;
};

void TestExport::bomTotalsEqualCapex_data()
{
    QTest::addColumn<QString>("name");
    for (const char* n :
         {"h100-rail-4su", "h100-100k-gpus", "gb200-nvl72-rack", "rtx4090-workstation"})
        QTest::newRow(n) << QString::fromLatin1(n);
}

void TestExport::bomTotalsEqualCapex()
{
    QFETCH(QString, name);
    const model::Design d = example(name.toLatin1().constData());
    const model::Report r = model::analyze(d, test::bundledCatalog());
    const QList<QStringList> rows = parseCsv(QString::fromStdString(model::io::bomToCsv(r)));
    QCOMPARE(rows.value(0).join(QLatin1Char(',')),
             QStringLiteral("category,item,id,count,unit_price_usd,total,estimate"));
    QCOMPARE(rows.size() - 1, static_cast<int>(r.cost.lines.size()));
    double sum = 0;
    for (int i = 1; i < rows.size(); ++i) {
        const QStringList& row = rows[i];
        QCOMPARE(row.size(), 7);
        const model::CostLine& line = r.cost.lines[static_cast<size_t>(i - 1)];
        QCOMPARE(row[1], QString::fromStdString(line.item)); // quoting round-trips
        QCOMPARE(row[2], QString::fromStdString(line.ref));
        bool ok = false;
        const qint64 count = row[3].toLongLong(&ok);
        QVERIFY(ok);
        const double unit = row[4].toDouble(&ok);
        QVERIFY2(ok, qPrintable(row[4]));
        const double total = row[5].toDouble(&ok);
        QVERIFY2(ok, qPrintable(row[5]));
        QCOMPARE(total, unit * static_cast<double>(count));
        QVERIFY(row[6] == QLatin1String("true") || row[6] == QLatin1String("false"));
        sum += total;
    }
    QVERIFY(r.cost.capexUsd > 0);
    QVERIFY2(std::fabs(sum - r.cost.capexUsd) <= 1e-9 * r.cost.capexUsd,
             qPrintable(QStringLiteral("CSV total %1 vs capex %2")
                            .arg(sum, 0, 'f', 2)
                            .arg(r.cost.capexUsd, 0, 'f', 2)));
}

void TestExport::bomQuotesAwkwardNames()
{
    // The 4-SU example's HDR transceiver is called "…SR4 transceiver, MMF (…)": a comma.
    const model::Report r = model::analyze(example("h100-rail-4su"), test::bundledCatalog());
    const std::string csv = model::io::bomToCsv(r);
    QVERIFY(csv.find("\"HDR 200G QSFP56 SR4 transceiver, MMF") != std::string::npos);

    model::Report made;
    made.cost.lines.push_back({"storage", "Disk \"fast\", 2\nrows", "id,1", 3, 1.5, 4.5, true});
    made.cost.capexUsd = 4.5;
    const QList<QStringList> rows = parseCsv(QString::fromStdString(model::io::bomToCsv(made)));
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[1],
             (QStringList{QStringLiteral("storage"), QStringLiteral("Disk \"fast\", 2\nrows"),
                          QStringLiteral("id,1"), QStringLiteral("3"), QStringLiteral("1.5"),
                          QStringLiteral("4.5"), QStringLiteral("true")}));
}

void TestExport::cliBom()
{
    const model::Report r = model::analyze(example("gb200-nvl72-rack"), test::bundledCatalog());
    const test::AppResult toStdout =
        test::runApp({QStringLiteral("bom"), examplePath("gb200-nvl72-rack")});
    QCOMPARE(toStdout.code, 0);
    QCOMPARE(toStdout.out, QByteArray::fromStdString(model::io::bomToCsv(r)));

    const QString out = m_dir.filePath(QStringLiteral("bom.csv"));
    const test::AppResult toFile = test::runApp(
        {QStringLiteral("bom"), examplePath("gb200-nvl72-rack"), QStringLiteral("-o"), out});
    QCOMPARE(toFile.code, 0);
    QVERIFY(toFile.out.contains("bom.csv"));
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray::fromStdString(model::io::bomToCsv(r)));
}

void TestExport::cliErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("named");
    const QString missing = QStringLiteral("/no/such/design.json");
    const QString good = examplePath("rtx4090-workstation");
    QTest::newRow("bom: no file") << QStringList{QStringLiteral("bom"), missing} << 1 << missing;
    QTest::newRow("report: no file") << QStringList{QStringLiteral("report"), missing,
                                                    QStringLiteral("-o"), QStringLiteral("x.pdf")}
                                     << 1 << missing;
    QTest::newRow("export: no file") << QStringList{QStringLiteral("export"), missing,
                                                    QStringLiteral("-o"), QStringLiteral("x.svg")}
                                     << 1 << missing;
    QTest::newRow("report: missing -o")
        << QStringList{QStringLiteral("report"), good} << 2 << QStringLiteral("-o");
    QTest::newRow("export: missing -o")
        << QStringList{QStringLiteral("export"), good} << 2 << QStringLiteral("-o");
    QTest::newRow("export: wrong suffix")
        << QStringList{QStringLiteral("export"), good, QStringLiteral("-o"),
                       QStringLiteral("c.jpg")}
        << 2 << QStringLiteral("c.jpg");
    QTest::newRow("report: wrong suffix")
        << QStringList{QStringLiteral("report"), good, QStringLiteral("-o"),
                       QStringLiteral("r.txt")}
        << 2 << QStringLiteral("r.txt");
    QTest::newRow("bom: two files")
        << QStringList{QStringLiteral("bom"), good, good} << 2 << QStringLiteral("one design file");
    QTest::newRow("report: unwritable")
        << QStringList{QStringLiteral("report"), good, QStringLiteral("-o"),
                       QStringLiteral("/no/such/dir/r.pdf")}
        << 1 << QStringLiteral("/no/such/dir/r.pdf");
}

void TestExport::cliErrors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, named);
    const test::AppResult r = test::runApp(args);
    QCOMPARE(r.code, code);
    QVERIFY2(QString::fromUtf8(r.err).contains(named), r.err.constData());
}

void TestExport::canvasSvgIsValidXml()
{
    const QString svg = m_dir.filePath(QStringLiteral("canvas.svg"));
    const test::AppResult r = test::runApp(
        {QStringLiteral("export"), examplePath("h100-rail-4su"), QStringLiteral("-o"), svg});
    QCOMPARE(r.code, 0);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&f);
    QString texts;
    int elements = 0;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement) {
            ++elements;
            if (xml.name() == QLatin1String("text"))
                texts +=
                    xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('\n');
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(elements > 10);
    for (const auto& b : example("h100-rail-4su").blocks) {
        // Long names are elided on the canvas; their start is there.
        const QString start = QString::fromStdString(b.name).left(16);
        QVERIFY2(texts.contains(start), qPrintable(start));
    }
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QImage shown(renderer.defaultSize() * 2, QImage::Format_ARGB32);
    shown.fill(Qt::transparent);
    {
        QPainter p(&shown);
        renderer.render(&p);
    }
    QCOMPARE(shown.pixelColor(2, 2), QColor(Qt::white)); // the drawing has a white background
    // To look at the drawing: CC_EXPORT_LOOK_DIR=/some/dir tst_export canvasSvgIsValidXml
    if (const QString look = qEnvironmentVariable("CC_EXPORT_LOOK_DIR"); !look.isEmpty())
        shown.save(QDir(look).filePath(QStringLiteral("canvas-svg-rendered.png")));
}

void TestExport::canvasPngIsTwiceTheSceneOnWhite()
{
    const model::Design d = example("h100-rail-4su");
    views::ClusterScene scene;
    scene.rebuild(model::evaluate(d, test::bundledCatalog()));
    const QString png = m_dir.filePath(QStringLiteral("canvas.png"));
    QCOMPARE(views::exportCanvas(scene, png), QString());
    QImage img(png);
    QVERIFY(!img.isNull());
    const QSizeF scene2x = views::canvasExportRect(scene).size() * 2;
    QVERIFY(std::abs(img.width() - scene2x.width()) <= 1);
    QVERIFY(std::abs(img.height() - scene2x.height()) <= 1);
    QCOMPARE(img.pixelColor(0, 0), QColor(Qt::white));
    // Something is drawn: the server group's green fill.
    int coloured = 0;
    for (int y = 0; y < img.height(); y += 4)
        for (int x = 0; x < img.width(); x += 4)
            coloured += img.pixelColor(x, y) == QColor(0xdf, 0xee, 0xdc) ? 1 : 0;
    QVERIFY(coloured > 100);
    QVERIFY(views::exportCanvas(scene, m_dir.filePath(QStringLiteral("canvas.bmp")))
                .contains(QLatin1String("canvas.bmp")));
}

void TestExport::exportKeepsTheSelection()
{
    const model::Design d = example("h100-rail-4su");
    views::ClusterScene scene;
    scene.rebuild(model::evaluate(d, test::bundledCatalog()));
    const model::ObjectId id = d.blocks.front().id;
    scene.selectObjects({id});
    QSignalSpy changed(&scene, &QGraphicsScene::selectionChanged);
    QCOMPARE(views::exportCanvas(scene, m_dir.filePath(QStringLiteral("sel.svg"))), QString());
    QCOMPARE(scene.selectedBlocks(), QList<model::ObjectId>{id});
    QCOMPARE(changed.count(), 0);
}

void TestExport::exportMenu()
{
    app::MainWindow w(test::bundledCatalog(), QStringLiteral(CC_CATALOG_DIR "/examples"));
    QVERIFY(w.openFile(examplePath("dgx-h100-single")));
    w.show();
    QMenu* exportMenu = nullptr;
    for (QAction* a : w.menuBar()->actions())
        if (a->menu())
            for (QAction* sub : a->menu()->actions())
                if (sub->menu() && sub->text().remove(QLatin1Char('&')) == QLatin1String("Export"))
                    exportMenu = sub->menu();
    QVERIFY(exportMenu);
    QList<QAction*> actions;
    QStringList names;
    for (QAction* a : exportMenu->actions())
        if (!a->isSeparator()) {
            actions << a;
            names << a->text().remove(QLatin1Char('&'));
        }
    QCOMPARE(names, (QStringList{QStringLiteral("Proposal (PDF)…"),
                                 QStringLiteral("Proposal with engineering appendix (PDF)…"),
                                 QStringLiteral("Canvas as SVG…"), QStringLiteral("Canvas as PNG…"),
                                 QStringLiteral("Bill of materials (CSV)…"),
                                 QStringLiteral("Bill of materials (Excel)…"),
                                 QStringLiteral("Cabling plan…"),
                                 QStringLiteral("Fabric topology (IBDM, for ibdiagnet)…")}));

    // Each action asks for a file name (suggested from the design's name) and writes it.
    const QStringList suffixes{QStringLiteral(".pdf"),          QStringLiteral(".pdf"),
                               QStringLiteral(".svg"),          QStringLiteral(".png"),
                               QStringLiteral(".csv"),          QStringLiteral(".xlsx"),
                               QStringLiteral("-cabling.xlsx"), QStringLiteral(".topo")};
    for (int i = 0; i < actions.size(); ++i) {
        const QString path = m_dir.filePath(QStringLiteral("menu%1").arg(i) + suffixes[i]);
        QString suggested;
        QTimer poll;
        connect(&poll, &QTimer::timeout, this, [&] {
            if (auto* dlg = qobject_cast<QFileDialog*>(QApplication::activeModalWidget())) {
                poll.stop();
                suggested = dlg->selectedFiles().value(0);
                // Typed into the name field, as a user would (selectFile() races the
                // dialog's own directory change).
                auto* edit = dlg->findChild<QLineEdit*>(QStringLiteral("fileNameEdit"));
                QVERIFY(edit);
                edit->setText(path);
                QMetaObject::invokeMethod(dlg, "accept", Qt::QueuedConnection);
            }
        });
        poll.start(20);
        actions[i]->trigger();
        // One DGX has no InfiniBand cable: its fabric topology is an empty file.
        QVERIFY2(QFileInfo(path).size() > 0 ||
                     (suffixes[i] == QStringLiteral(".topo") && QFileInfo::exists(path)),
                 qPrintable(path + QLatin1Char(' ') + suggested + QLatin1Char(' ') +
                            w.statusBar()->currentMessage()));
        QVERIFY2(QFileInfo(suggested).fileName().startsWith(QLatin1String("one-dgx-h100")),
                 qPrintable(suggested));
        QVERIFY(QFileInfo(suggested).fileName().endsWith(suffixes[i]));
        QVERIFY(w.statusBar()->currentMessage().contains(path));
    }
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
