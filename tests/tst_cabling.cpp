// The cabling plan (issue 14 §4): one row per cable with both ends located, as many rows as the
// analysis counts cables on every example (the 100,000-GPU one included, streamed), no port
// used twice, rail wiring to the rail's leaf; the CSV, the .xlsx (unzipped and read as sheet
// XML) and the IBDM topology file carry the same cables.
#include "TestUtil.h"
#include "model/analysis/Evaluate.h"
#include "model/cabling/CablingText.h"
#include "model/io/DesignIo.h"
#include "views/export/CablingXlsx.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest/QtTest>

#include <set>

using namespace cc::model;
using namespace cc::model::cabling;

namespace {

Design example(const QString& name)
{
    return io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name.toStdString() +
                              ".json");
}

Design example(const char* name)
{
    return example(QString::fromLatin1(name));
}

QByteArray unzipEntry(const QString& zip, const QString& entry)
{
    QProcess p;
    p.start(QStringLiteral("unzip"), {QStringLiteral("-p"), zip, entry});
    p.waitForFinished(60000);
    return p.readAllStandardOutput();
}

} // namespace

class TestCabling : public QObject {
    Q_OBJECT
private slots:
    void rowsEqualCableCount_data();
    void rowsEqualCableCount();
    void everyPortOnce_data();
    void everyPortOnce();
    void railWiring();
    void csvAndTopology();
    void workbookOpens();
};

void TestCabling::rowsEqualCableCount_data()
{
    QTest::addColumn<QString>("name");
    for (const QString& f : QDir(QStringLiteral(CC_CATALOG_DIR "/examples"))
                                .entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(f)) << f.chopped(5);
}

void TestCabling::rowsEqualCableCount()
{
    QFETCH(QString, name);
    const Design d = example(name);
    const auto& cat = cc::test::bundledCatalog();
    const Evaluation e = evaluate(d, cat);
    std::int64_t unplaced = 0, last = 0;
    const std::int64_t rows = forEachCable(d, cat, [&](const CableRow& r) {
        last = r.number;
        unplaced += r.lengthClass == "unplaced";
        return !r.a.device.empty() && !r.b.device.empty() && r.a.port > 0 && r.b.port > 0;
    });
    QCOMPARE(rows, e.report.network.cables);
    QCOMPARE(last, rows);
    // Designs with racks place every cabled device.
    if (!d.racks.empty())
        QCOMPARE(unplaced, std::int64_t(0));
}

void TestCabling::everyPortOnce_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("rail") << "h100-rail-4su";
    QTest::newRow("torus") << "torus-4x4x4";
    QTest::newRow("nvl72") << "gb200-nvl72-rack";
}

void TestCabling::everyPortOnce()
{
    QFETCH(QString, name);
    const Design d = example(name);
    std::set<std::tuple<std::string, int, int>> used;
    bool twice = false;
    std::string which;
    forEachCable(d, cc::test::bundledCatalog(), [&](const CableRow& r) {
        for (const CableEnd* e : {&r.a, &r.b})
            if (!used.insert({e->device, e->port, e->lane}).second && !twice) {
                twice = true;
                which = e->device + " port " + std::to_string(e->port);
            }
        return true;
    });
    QVERIFY2(!twice, which.c_str());
    QVERIFY(!used.empty());
}

void TestCabling::railWiring()
{
    // NIC j of every server of a unit lands on a leaf of rail j of that unit: the leaves a
    // server reaches are all different, and each leaf hears one NIC index only.
    const Design d = example("h100-rail-4su");
    std::map<std::string, std::set<int>> railsOfLeaf;
    std::map<std::string, std::set<std::string>> leavesOfServer;
    forEachCable(d, cc::test::bundledCatalog(), [&](const CableRow& r) {
        if (d.findBlock(r.a.block)->kind == BlockKind::Server && r.b.isSwitch) {
            railsOfLeaf[r.b.device].insert(r.a.port);
            leavesOfServer[r.a.device].insert(r.b.device);
        }
        return true;
    });
    QVERIFY(!railsOfLeaf.empty());
    for (const auto& [leaf, rails] : railsOfLeaf)
        QVERIFY2(rails.size() == 1, leaf.c_str());
    for (const auto& [server, leaves] : leavesOfServer)
        QCOMPARE(leaves.size(), size_t(8));
}

void TestCabling::csvAndTopology()
{
    const Design d = example("h100-rail-4su");
    const auto& cat = cc::test::bundledCatalog();
    std::int64_t rows = 0;
    const std::string csv = cablingToCsv(d, cat, &rows);
    const auto lines =
        QString::fromStdString(csv).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), rows + 1);
    QVERIFY(lines[0].startsWith(QStringLiteral("cable,a_rack,a_u,a_device,a_port,a_lane")));
    QCOMPARE(lines[0].split(QLatin1Char(',')).size(), int(cablingColumns().size()));
    // The cable name holds a comma: quoted, so a spreadsheet keeps it in one cell.
    QVERIFY2(lines[1].startsWith(QStringLiteral("1,DGX H100 racks-01,1,DGX H100-001,1,,")) &&
                 lines[1].contains(QStringLiteral(",\"400G OSFP SR4 transceiver, 50 m MMF")),
             qPrintable(lines[1]));
    // An all-InfiniBand fabric: every cable between servers and switches is in the topology
    // file; the storage appliances' cables are not (the format describes HCAs and switches).
    std::int64_t fabric = 0;
    forEachCable(d, cat, [&](const CableRow& r) {
        fabric += d.findBlock(r.a.block)->kind != BlockKind::Storage &&
                  d.findBlock(r.b.block)->kind != BlockKind::Storage;
        return true;
    });
    QVERIFY(fabric > 0 && fabric < rows);
    std::int64_t connections = 0;
    const std::string topo = fabricToIbdmTopology(d, cat, &connections);
    QCOMPARE(connections, fabric);
    // The IBDM grammar: "TYPE NAME" opens a section, "  Pn[/l] -> TYPE NAME Pm[/l]" connects.
    const QRegularExpression system(QStringLiteral("^[^\\s]+ [^\\s]+$"));
    const QRegularExpression conn(
        QStringLiteral("^  P\\d+(/\\d+)? -> [^\\s]+ [^\\s]+ P\\d+(/\\d+)?$"));
    std::int64_t seen = 0;
    for (const QString& l : QString::fromStdString(topo).split(QLatin1Char('\n'))) {
        if (l.isEmpty())
            continue;
        if (conn.match(l).hasMatch())
            ++seen;
        else
            QVERIFY2(system.match(l).hasMatch(), qPrintable(l));
    }
    QCOMPARE(seen, fabric);
}

void TestCabling::workbookOpens()
{
    const Design d = example("h100-rail-4su");
    std::string why;
    std::int64_t rows = 0;
    const auto book = cc::views::cablingToXlsx(d, cc::test::bundledCatalog(), &why, &rows);
    QVERIFY2(book, why.c_str());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.xlsx"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(book->data(), qint64(book->size()));
    f.close();
    const QByteArray wb = unzipEntry(path, QStringLiteral("xl/workbook.xml"));
    QVERIFY(wb.contains("name=\"Summary\"") && wb.contains("name=\"Cables\""));
    const QByteArray cables = unzipEntry(path, QStringLiteral("xl/worksheets/sheet2.xml"));
    QCOMPARE(std::int64_t(cables.count("<row ")), rows + 1);
    const QByteArray summary = unzipEntry(path, QStringLiteral("xl/worksheets/sheet1.xml"));
    QVERIFY2(summary.contains("COUNTA('Cables'!A:A)-1"), summary.constData());
    QVERIFY(summary.contains(QByteArray("<v>") + QByteArray::number(qlonglong(rows)) + "</v>"));
}

QTEST_MAIN(TestCabling)
#include "tst_cabling.moc"
