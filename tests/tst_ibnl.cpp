// Issue 14 §4: the IBDM topology export comes with the IBNL system definition of every system
// type it names (ibdm-ibnl-file(1), ibutils 1.5.7), so ibdmchk / ibdiagnet -t can load it. The
// files are read back here with the format's grammar (ibnl_parser.yy, ibnl_scanner.ll): every
// system the .topo names has a file, every port a connection uses is a front-panel port of it,
// every node port is within the node and used once.
#include "TestUtil.h"

#include "model/cabling/CablingText.h"
#include "model/cabling/Ibnl.h"
#include "model/io/DesignIo.h"

#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <map>
#include <set>

using namespace cc::model;
using namespace cc::model::cabling;

namespace {

Design example(const char* name)
{
    return io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name + ".json");
}

/// A system as its IBNL file defines it: front-panel port names.
struct ParsedSystem {
    std::set<QString> ports;
    int nodes = 0;
};

/// Parses one IBNL file after the formal definition (ibdm-ibnl-file(1) §4); "" or the problem.
QString parseIbnl(const QString& text, const QString& type, ParsedSystem& out)
{
    // The scanner's NAME and INT tokens.
    const QRegularExpression name(QStringLiteral("^[A-Za-z][-\\[\\]\\\\*/A-Za-z0-9_.:%@~]+$"));
    const QRegularExpression intTok(QStringLiteral("^([1-9][0-9]*|0)$"));
    bool top = false;
    int nodePorts = 0;
    std::set<int> nodeUsed;
    for (const QString& raw : text.split(QLatin1Char('\n'))) {
        const QStringList t = raw.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (t.isEmpty())
            continue;
        if (t[0] == QStringLiteral("TOPSYSTEM")) {
            if (top || t.size() != 2 || t[1] != type || !name.match(t[1]).hasMatch())
                return QStringLiteral("bad TOPSYSTEM line: ") + raw;
            top = true;
        } else if (t[0] == QStringLiteral("NODE")) {
            // NODE NODETYPE INT NAME NAME
            if (!top || t.size() != 5 ||
                !(t[1] == QStringLiteral("SW") || t[1] == QStringLiteral("CA")) ||
                !intTok.match(t[2]).hasMatch() || !name.match(t[3]).hasMatch() ||
                !name.match(t[4]).hasMatch())
                return QStringLiteral("bad NODE line: ") + raw;
            nodePorts = t[2].toInt();
            nodeUsed.clear();
            ++out.nodes;
        } else if (t.size() == 3 && t[1] == QStringLiteral("->")) {
            // node_to_port_link: INT '-' '>' NAME
            if (!out.nodes || !intTok.match(t[0]).hasMatch() || !name.match(t[2]).hasMatch())
                return QStringLiteral("bad connection: ") + raw;
            const int port = t[0].toInt();
            if (port < 1 || port > nodePorts || !nodeUsed.insert(port).second)
                return QStringLiteral("node port out of range or used twice: ") + raw;
            if (!out.ports.insert(t[2]).second)
                return QStringLiteral("front-panel port named twice: ") + raw;
        } else {
            return QStringLiteral("not IBNL: ") + raw;
        }
    }
    return top && out.nodes > 0 ? QString() : QStringLiteral("no TOPSYSTEM with a node");
}

} // namespace

class TestIbnl : public QObject {
    Q_OBJECT
private slots:
    void everySystemOfTheTopoIsDefined_data();
    void everySystemOfTheTopoIsDefined();
    void typeNamesAreIbnlTokens();
    void cliWritesTheFolder();
};

void TestIbnl::everySystemOfTheTopoIsDefined_data()
{
    QTest::addColumn<QString>("name");
    for (const char* n : {"h100-rail-4su", "dgx-h100-single", "gb200-nvl72-rack", "torus-4x4x4"})
        QTest::newRow(n) << QString::fromLatin1(n);
}

void TestIbnl::everySystemOfTheTopoIsDefined()
{
    QFETCH(QString, name);
    const Design d = example(name.toUtf8().constData());
    const IbdmFabric f = fabricToIbdm(d, cc::test::bundledCatalog());
    QCOMPARE(f.topo, fabricToIbdmTopology(d, cc::test::bundledCatalog()));
    std::map<QString, ParsedSystem> systems;
    for (const IbnlFile& s : f.systems) {
        QCOMPARE(s.fileName, s.systemType + ".ibnl");
        ParsedSystem p;
        const QString why =
            parseIbnl(QString::fromStdString(s.text), QString::fromStdString(s.systemType), p);
        QVERIFY2(why.isEmpty(), qPrintable(QString::fromStdString(s.fileName) + ": " + why));
        systems[QString::fromStdString(s.systemType)] = p;
    }
    if (f.connections == 0) {
        QVERIFY(f.systems.empty()); // no InfiniBand cable, nothing to define
        return;
    }
    // Every connection "  Pn -> TYPE NAME Pm" in a section "TYPE NAME" names defined ports.
    QString section;
    std::int64_t checked = 0;
    for (const QString& l : QString::fromStdString(f.topo).split(QLatin1Char('\n'))) {
        const QStringList t = l.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (t.size() == 2 && !l.startsWith(QLatin1Char(' '))) {
            section = t[0];
            QVERIFY2(systems.count(section), qPrintable(section));
        } else if (t.size() == 5 && t[1] == QStringLiteral("->")) {
            QVERIFY2(systems[section].ports.count(t[0]), qPrintable(section + " " + l));
            QVERIFY2(systems.count(t[2]) && systems[t[2]].ports.count(t[4]), qPrintable(l));
            ++checked;
        }
    }
    QCOMPARE(checked, f.connections);
}

void TestIbnl::typeNamesAreIbnlTokens()
{
    // A catalog id that starts with a digit is not an IBNL NAME: it gets a letter first, in the
    // .topo and the .ibnl alike.
    Design d;
    ServerTemplate t;
    t.id = 1;
    t.origin = "4u gpu box";
    d.templates.push_back(t);
    Block b;
    b.id = 2;
    b.kind = BlockKind::Server;
    b.templateId = 1;
    d.blocks.push_back(b);
    QCOMPARE(ibdmSystemType(d.blocks[0], d), std::string("S4U_GPU_BOX"));
    Block sw;
    sw.kind = BlockKind::Switch;
    sw.ref = "qm9700";
    QCOMPARE(ibdmSystemType(sw, d), std::string("QM9700"));
    QCOMPARE(ibnlFolderFor("out/fabric.topo"), std::string("out/fabric_ibnl"));
}

void TestIbnl::cliWritesTheFolder()
{
    QTemporaryDir dir;
    const QString topo = dir.filePath(QStringLiteral("fabric.topo"));
    QProcess p;
    p.start(QStringLiteral(CC_APP_PATH),
            {QStringLiteral("cabling"),
             QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json"), QStringLiteral("-o"),
             topo});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 0);
    const QByteArray out = p.readAllStandardOutput();
    QVERIFY2(out.contains("IBDM_IBNL_PATH="), out.constData());
    QVERIFY(QFile::exists(topo));
    const QStringList files =
        QDir(dir.filePath(QStringLiteral("fabric_ibnl"))).entryList({QStringLiteral("*.ibnl")});
    const IbdmFabric f =
        fabricToIbdm(io::loadDesignFile(CC_CATALOG_DIR "/examples/h100-rail-4su.json"),
                     cc::test::bundledCatalog());
    QCOMPARE(files.size(), int(f.systems.size()));
    QVERIFY(files.contains(QStringLiteral("QM9700.ibnl")));
    QFile sw(dir.filePath(QStringLiteral("fabric_ibnl/QM9700.ibnl")));
    QVERIFY(sw.open(QIODevice::ReadOnly));
    ParsedSystem parsed;
    QCOMPARE(parseIbnl(QString::fromUtf8(sw.readAll()), QStringLiteral("QM9700"), parsed),
             QString());
}

QTEST_GUILESS_MAIN(TestIbnl)
#include "tst_ibnl.moc"
