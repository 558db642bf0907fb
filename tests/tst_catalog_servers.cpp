// The reference servers added for issue 10 (2026 parts and those sold in mainland China): their
// parts resolve, a generator builds a cluster of each, and the analysis runs on it (API and CLI).
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/catalog/Catalog.h"
#include "model/topology/Generators.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <set>

using namespace cc::model;

class TestCatalogServers : public QObject {
    Q_OBJECT
private slots:
    void newServersResolve_data();
    void newServersResolve();
    void newServersGenerateAndAnalyse_data();
    void newServersGenerateAndAnalyse();
    void newServersCliGenerateAndAnalyse_data();
    void newServersCliGenerateAndAnalyse();
};

// The new reference servers hold the accelerator they are named for, and every part resolves.
void TestCatalogServers::newServersResolve_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("fabric");
    QTest::newRow("DGX B300") << "dgx-b300"
                              << "b300-sxm-288gb" << 8 << "nvlink5-switch";
    QTest::newRow("GB300 NVL72") << "gb300-nvl72"
                                 << "b300-gb300-288gb" << 72 << "nvlink5-switch";
    QTest::newRow("MI355X") << "oam-8x-mi355x"
                            << "mi355x-288gb" << 8 << "infinity-fabric-mesh-8-mi355x";
    QTest::newRow("2x RTX 5090") << "ws-2x-rtx5090"
                                 << "rtx-5090-32gb" << 2 << "";
    QTest::newRow("RTX PRO Server") << "rtx-pro-server-8x-6000"
                                    << "rtx-pro-6000-bse-96gb" << 8 << "";
    QTest::newRow("HGX H20") << "hgx-h20-8gpu"
                             << "h20-96gb" << 8 << "nvswitch3-h100";
    QTest::newRow("HGX H800") << "hgx-h800-8gpu"
                              << "h800-sxm5-80gb" << 8 << "nvswitch3-h100";
    QTest::newRow("HGX A800") << "hgx-a800-8gpu"
                              << "a800-sxm4-80gb" << 8 << "nvswitch2-a100";
    QTest::newRow("8x L20") << "srv-8x-l20-4u"
                            << "l20-48gb" << 8 << "";
    QTest::newRow("Atlas 800T A2") << "atlas-800t-a2"
                                   << "ascend-910b-64gb" << 8 << "hccs-mesh-8";
}

void TestCatalogServers::newServersResolve()
{
    QFETCH(QString, server);
    QFETCH(QString, gpu);
    QFETCH(int, gpus);
    QFETCH(QString, fabric);
    const auto& c = cc::test::bundledCatalog();
    const auto* s = c.find(server.toStdString());
    QVERIFY2(s && s->kind == Kind::Server, qPrintable(server));
    int found = 0;
    for (const auto& p : s->server.parts) {
        const CatalogEntry* e = c.find(p.ref);
        QVERIFY2(e, p.ref.c_str());
        if (e->kind == Kind::Accelerator) {
            QCOMPARE(QString::fromStdString(p.ref), gpu);
            found += p.count;
        }
    }
    QCOMPARE(found, gpus);
    QCOMPARE(QString::fromStdString(s->server.fabricRef), fabric);
    if (!fabric.isEmpty())
        QVERIFY(c.find(fabric.toStdString()));
    for (const auto& d : c.checkReferences())
        QVERIFY2(d.text().find(server.toStdString()) == std::string::npos, d.text().c_str());
}

// Each new server builds a cluster with a generator (which picks a switch for its NICs) and the
// infrastructure analysis of that cluster has no errors.
void TestCatalogServers::newServersGenerateAndAnalyse_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("nodes");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<QString>("sw"); // the default switch for the compute NICs; "" = no network
    QTest::newRow("DGX B300") << "dgx-b300"
                              << "fat-tree" << 4 << 32 << "q3400-ra";
    QTest::newRow("GB300 NVL72") << "gb300-nvl72"
                                 << "nvl72" << 2 << 144 << "q3400-ra";
    QTest::newRow("MI355X") << "oam-8x-mi355x"
                            << "fat-tree" << 4 << 32 << "qm9700";
    QTest::newRow("2x RTX 5090") << "ws-2x-rtx5090"
                                 << "standalone" << 1 << 2 << "";
    QTest::newRow("RTX PRO Server") << "rtx-pro-server-8x-6000"
                                    << "fat-tree" << 2 << 16 << "q3400-ra";
    QTest::newRow("HGX H20") << "hgx-h20-8gpu"
                             << "rail-optimized" << 4 << 32 << "qm9700";
    QTest::newRow("HGX H800") << "hgx-h800-8gpu"
                              << "fat-tree" << 4 << 32 << "qm9700";
    QTest::newRow("HGX A800") << "hgx-a800-8gpu"
                              << "fat-tree" << 4 << 32 << "qm8700";
    QTest::newRow("8x L20") << "srv-8x-l20-4u"
                            << "fat-tree" << 2 << 16 << "qm8700";
    QTest::newRow("Atlas 800T A2") << "atlas-800t-a2"
                                   << "fat-tree" << 4 << 32 << "sn5600";
}

void TestCatalogServers::newServersGenerateAndAnalyse()
{
    QFETCH(QString, server);
    QFETCH(QString, kind);
    QFETCH(int, nodes);
    QFETCH(int, gpus);
    QFETCH(QString, sw);
    const auto& c = cc::test::bundledCatalog();
    cc::model::topology::GeneratorOptions o;
    o.kind = kind.toStdString();
    o.serverRef = server.toStdString();
    o.nodes = nodes;
    const Design d = cc::model::topology::generate(o, c);
    const Report r = analyze(d, c);
    QCOMPARE(int(r.design.gpus), gpus);
    std::set<std::string> switches;
    for (const auto& b : d.blocks)
        if (b.kind == BlockKind::Switch)
            switches.insert(b.ref);
    QCOMPARE(switches,
             sw.isEmpty() ? std::set<std::string>{} : std::set<std::string>{sw.toStdString()});
    for (const auto& f : r.findings)
        QVERIFY2(f.severity != Severity::Error, (f.code + ": " + debugText(f.message)).c_str());
}

void TestCatalogServers::newServersCliGenerateAndAnalyse_data()
{
    newServersGenerateAndAnalyse_data();
}

// `clustercanvas generate` writes a design of each new server and `analyze` on it, with a training
// job, exits 0 with a positive step time (the new GPU specs carry through the training analysis).
void TestCatalogServers::newServersCliGenerateAndAnalyse()
{
    QFETCH(QString, server);
    QFETCH(QString, kind);
    QFETCH(int, nodes);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("d.json"));
    // Exit code and standard output; standard error goes to the test log.
    const auto run = [](const QStringList& args) {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(QStringLiteral(CC_APP_PATH), args);
        if (!p.waitForFinished(60000))
            return std::pair<int, QByteArray>{-1, {}};
        return std::pair<int, QByteArray>{p.exitCode(), p.readAllStandardOutput()};
    };
    const auto gen = run({QStringLiteral("generate"), QStringLiteral("--template"), kind,
                          QStringLiteral("--server"), server, QStringLiteral("--nodes"),
                          QString::number(nodes), QStringLiteral("-o"), file});
    QVERIFY2(gen.first == 0, gen.second.constData());
    const QString workload = QStringLiteral(CC_CATALOG_DIR "/workloads/llama3-8b-qlora-4090.json");
    const auto ana = run({QStringLiteral("analyze"), file, QStringLiteral("--workload"), workload,
                          QStringLiteral("--json")});
    QVERIFY2(ana.first == 0, ana.second.constData());
    const QJsonObject o = QJsonDocument::fromJson(ana.second).object();
    const double step =
        o[QStringLiteral("performance")].toObject()[QStringLiteral("stepTimeS")].toDouble();
    QVERIFY2(step > 0, ana.second.left(400).constData());
}

QTEST_APPLESS_MAIN(TestCatalogServers)
#include "tst_catalog_servers.moc"
