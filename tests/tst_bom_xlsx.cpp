// The .xlsx bill of materials (issue 14 §3): a real zip of SpreadsheetML that `unzip` opens, with
// a Summary sheet whose totals are formulas, a BoM sheet with the CSV's rows, one sheet per
// category, and cached values equal to the report's capex on every example.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/io/BomCsv.h"
#include "model/io/DesignIo.h"
#include "views/export/BomXlsx.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <map>
#include <set>

using namespace cc::model;

namespace {

/// One sheet's cells: reference ("C5") → {formula, cached value text}.
struct Cell {
    QString formula;
    QString value;
    QString type;
};
using Sheet = std::map<QString, Cell>;

QByteArray unzipEntry(const QString& zip, const QString& entry)
{
    QProcess p;
    p.start(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, entry});
    if (!p.waitForFinished(20000) || p.exitCode() != 0)
        return {};
    return p.readAllStandardOutput();
}

Sheet readSheet(const QByteArray& xml)
{
    Sheet s;
    QXmlStreamReader r(xml);
    QString ref;
    while (!r.atEnd()) {
        r.readNext();
        if (!r.isStartElement())
            continue;
        if (r.name() == QLatin1String("c")) {
            ref = r.attributes().value(QLatin1String("r")).toString();
            s[ref].type = r.attributes().value(QLatin1String("t")).toString();
        } else if (r.name() == QLatin1String("f")) {
            s[ref].formula = r.readElementText();
        } else if (r.name() == QLatin1String("v")) {
            s[ref].value = r.readElementText();
        }
    }
    return s;
}

int rows(const Sheet& s)
{
    int n = 0;
    for (const auto& [ref, c] : s)
        if (ref.startsWith(QLatin1Char('A')))
            ++n;
    return n;
}

} // namespace

class TestBomXlsx : public QObject {
    Q_OBJECT
private slots:
    void workbook_data();
    void workbook();
    void sheetNames();
};

void TestBomXlsx::workbook_data()
{
    QTest::addColumn<QString>("example");
    for (const char* e : {"h100-rail-4su", "gb200-nvl72-rack", "rtx4090-workstation",
                          "h100-100k-gpus", "jetson-edge-kit"})
        QTest::newRow(e) << QString::fromLatin1(e);
}

void TestBomXlsx::workbook()
{
    QFETCH(QString, example);
    const Design d = io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" +
                                        example.toStdString() + ".json");
    const Report r = analyze(d, cc::test::bundledCatalog());
    std::string error;
    const auto book = cc::views::bomToXlsx(r, &error);
    QVERIFY2(book, error.c_str());
    QVERIFY(book->rfind("PK", 0) == 0); // a zip archive

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bom.xlsx"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(book->data(), qint64(book->size()));
    f.close();

    const QByteArray wb = unzipEntry(path, QStringLiteral("xl/workbook.xml"));
    QVERIFY2(wb.contains("name=\"Summary\"") && wb.contains("name=\"BoM\""), wb.constData());

    // Summary: one row per category (formula into its sheet) and the capex as a SUM.
    const Sheet summary = readSheet(unzipEntry(path, QStringLiteral("xl/worksheets/sheet1.xml")));
    std::set<std::string> distinct;
    for (const CostLine& l : r.cost.lines)
        distinct.insert(l.category);
    const int categories = int(distinct.size());
    QCOMPARE(rows(summary), categories + 2);
    const QString last = QStringLiteral("C%1").arg(categories + 2);
    QVERIFY2(summary.at(last).formula.startsWith(QLatin1String("SUM(C2:C")),
             qPrintable(summary.at(last).formula));
    QVERIFY(qAbs(summary.at(last).value.toDouble() - r.cost.capexUsd) <=
            1e-6 * qMax(1.0, r.cost.capexUsd));
    for (int i = 0; i < categories; ++i)
        QVERIFY(summary.at(QStringLiteral("C%1").arg(i + 2)).formula.contains(QLatin1Char('!')));

    // BoM: the CSV's rows; the totals column sums to the capex; priced lines are count × unit.
    const Sheet all = readSheet(unzipEntry(path, QStringLiteral("xl/worksheets/sheet2.xml")));
    QCOMPARE(rows(all), int(r.cost.lines.size()) + 1);
    double sum = 0;
    int formulas = 0;
    for (size_t i = 0; i < r.cost.lines.size(); ++i) {
        const Cell& t = all.at(QStringLiteral("F%1").arg(i + 2));
        sum += t.value.toDouble();
        formulas += t.formula.isEmpty() ? 0 : 1;
        QCOMPARE(all.at(QStringLiteral("D%1").arg(i + 2)).value.toLongLong(),
                 qlonglong(r.cost.lines[i].count));
    }
    QVERIFY(qAbs(sum - r.cost.capexUsd) <= 1e-6 * qMax(1.0, r.cost.capexUsd));
    const std::string csv = io::bomToCsv(r);
    QCOMPARE(int(std::count(csv.begin(), csv.end(), '\n')), rows(all));
    if (r.cost.capexUsd > 0)
        QVERIFY(formulas > 0);
}

void TestBomXlsx::sheetNames()
{
    using cc::views::xlsxSheetName;
    QCOMPARE(xlsxSheetName("Optics/cables"), std::string("Optics_cables"));
    QCOMPARE(xlsxSheetName(""), std::string("Items"));
    QCOMPARE(xlsxSheetName("'quoted"), std::string("quoted"));
    QVERIFY(xlsxSheetName(std::string(40, 'x')).size() == 31);
    // Excel's limit is 31 characters: 40 "服" (3 bytes each) keep 31 of them, whole.
    std::string zh;
    for (int i = 0; i < 40; ++i)
        zh += "服";
    QCOMPARE(xlsxSheetName(zh).size(), size_t(93));
}

QTEST_MAIN(TestBomXlsx)
#include "tst_bom_xlsx.moc"
