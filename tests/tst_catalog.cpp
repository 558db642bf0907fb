// Catalog loading: the bundled files, overrides, and bad entries reported with file and path.
#include "TestUtil.h"

#include "model/catalog/Catalog.h"

using namespace cc::model;

class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void bundledCatalogLoadsClean();
    void requiredEntriesPresent_data();
    void requiredEntriesPresent();
    void denseFlopsAndPerDirectionBandwidth();
    void badEntries_data();
    void badEntries();
    void badEntryDoesNotStopOthers();
    void overrideById();
    void newerCatalogVersionRefused();
    void serverReferencesChecked();
};

void TestCatalog::bundledCatalogLoadsClean()
{
    Catalog c;
    const auto diags = c.loadDirectory(CC_CATALOG_DIR);
    for (const auto& d : diags)
        qWarning("%s", d.text().c_str());
    QVERIFY(diags.empty());
    QVERIFY(c.checkReferences().empty());
    QVERIFY(c.size() >= 80);
    for (const auto& e : c.entries()) {
        QVERIFY2(!e.source.empty(), e.id.c_str());
        QVERIFY2(!e.asOf.empty(), e.id.c_str());
    }
}

void TestCatalog::requiredEntriesPresent_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("kind");
    const char* rows[][2] = {
        {"rtx-4090-24gb", "accelerator"}, {"l40s-48gb", "accelerator"}, {"a100-sxm4-40gb", "accelerator"},
        {"a100-sxm4-80gb", "accelerator"}, {"a100-pcie-40gb", "accelerator"}, {"a100-pcie-80gb", "accelerator"},
        {"h100-sxm5-80gb", "accelerator"}, {"h100-pcie-80gb", "accelerator"}, {"h100-nvl-94gb", "accelerator"},
        {"h200-sxm-141gb", "accelerator"}, {"b200-sxm-180gb", "accelerator"}, {"b200-gb200-186gb", "accelerator"},
        {"mi250x-128gb", "accelerator"}, {"mi300x-192gb", "accelerator"}, {"mi325x-256gb", "accelerator"},
        {"gaudi2-96gb", "accelerator"}, {"gaudi3-128gb", "accelerator"}, {"jetson-agx-orin-64gb", "accelerator"},
        {"tpu-v5p", "accelerator"}, {"nvswitch3-h100", "fabric"}, {"infinity-fabric-mesh-8", "fabric"},
        {"cx6-hdr-200g", "nic"}, {"cx7-400g-osfp", "nic"}, {"cx8-800g", "nic"}, {"bf3-dpu-2x400g", "nic"},
        {"qm8700", "switch"}, {"qm9700", "switch"}, {"q3400-ra", "switch"}, {"sn5600", "switch"},
        {"generic-tor-32x100g", "switch"}, {"epyc-7742", "cpu"}, {"epyc-9654", "cpu"}, {"xeon-8480c", "cpu"},
        {"xeon-8570", "cpu"}, {"nvidia-grace-72c", "cpu"}, {"dgx-a100-640gb", "server"}, {"dgx-h100", "server"},
        {"dgx-h200", "server"}, {"dgx-b200", "server"}, {"oam-8x-mi300x", "server"}, {"ws-4x-rtx4090", "server"},
        {"srv-2x-l40s-2u", "server"}, {"jetson-agx-orin-64gb-devkit", "server"}, {"gb200-nvl72", "server"},
        {"xcvr-400g-osfp-sr4", "optic"}, {"dac-200g-qsfp56", "optic"}, {"aoc-200g-hdr-qsfp56", "optic"},
        {"micron-9550-max-6.4tb", "storage"}, {"ddn-ai400x2-class", "storage"}, {"psu-3.3kw-titanium", "psu"},
        {"rack-48u-liquid-130kw", "rack"}, {"cdu-in-row-1.4mw", "cdu"}, {"ddr5-4800-64gb-rdimm", "memory"},
    };
    for (const auto& r : rows)
        QTest::newRow(r[0]) << QString::fromLatin1(r[0]) << QString::fromLatin1(r[1]);
}

void TestCatalog::requiredEntriesPresent()
{
    QFETCH(QString, id);
    QFETCH(QString, kind);
    const auto* e = cc::test::bundledCatalog().find(id.toStdString());
    QVERIFY2(e, qPrintable(id));
    QCOMPARE(QString::fromStdString(std::string(kindName(e->kind))), kind);
}

// Datasheets quote sparse FLOPS and bidirectional NVLink; the catalog stores dense, per direction.
void TestCatalog::denseFlopsAndPerDirectionBandwidth()
{
    const auto& c = cc::test::bundledCatalog();
    const auto* h100 = c.find("h100-sxm5-80gb");
    QVERIFY(h100);
    QVERIFY(qAbs(h100->accel.flops("bf16") - 989.4e12) < 1e12);   // 1,979 sparse / 2
    QCOMPARE(h100->accel.scaleUpBitsPerSPerDirection, 450e9 * 8);  // 900 GB/s bidi / 2
    QCOMPARE(h100->accel.memoryBytes, 80.0 * (1 << 30));  // "80 GB" of HBM is 80 GiB
    const auto* b200 = c.find("b200-sxm-180gb");
    QVERIFY(b200);
    QVERIFY(qAbs(b200->accel.flops("bf16") - 2250e12) < 1e12);
    QCOMPARE(b200->accel.scaleUpBitsPerSPerDirection, 900e9 * 8);
}

void TestCatalog::badEntries_data()
{
    QTest::addColumn<QString>("entry");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("words");
    const QString base = QStringLiteral(
        R"({"id":"x1","kind":"switch","name":"X","source":"s","asOf":"2026-11","specs":{%1}})");
    const QString good = QStringLiteral(
        R"("protocol":"ethernet","ports":32,"portBitsPerS":4e11,"power":{"maxW":500})");
    QTest::newRow("negative ports")
        << base.arg(QString(good).replace(QStringLiteral("32"), QStringLiteral("-1")))
        << "entries[0].specs.ports" << ">= 1";
    QTest::newRow("text for a number")
        << base.arg(QString(good).replace(QStringLiteral("4e11"), QStringLiteral("\"fast\"")))
        << "entries[0].specs.portBitsPerS" << "must be a number";
    QTest::newRow("unknown kind")
        << QString(base.arg(good)).replace(QStringLiteral("\"switch\""), QStringLiteral("\"toaster\""))
        << "entries[0].kind" << "not a component kind";
    QTest::newRow("missing source")
        << QString(base.arg(good)).replace(QStringLiteral("\"source\":\"s\","), QString())
        << "entries[0].source" << "missing";
    QTest::newRow("bad id")
        << QString(base.arg(good)).replace(QStringLiteral("\"x1\""), QStringLiteral("\"X 1\""))
        << "entries[0].id" << "lowercase";
    QTest::newRow("bad protocol")
        << base.arg(QString(good).replace(QStringLiteral("ethernet"), QStringLiteral("carrier-pigeon")))
        << "entries[0].specs.protocol" << "not one of";
    QTest::newRow("typical above max")
        << base.arg(QString(good).replace(QStringLiteral("{\"maxW\":500}"),
                                          QStringLiteral("{\"maxW\":500,\"typicalW\":900}")))
        << "entries[0].specs.power.typicalW" << "must not exceed";
}

void TestCatalog::badEntries()
{
    QFETCH(QString, entry);
    QFETCH(QString, path);
    QFETCH(QString, words);
    Catalog c;
    const std::string text = "{\"catalogVersion\":1,\"entries\":[" + entry.toStdString() + "]}";
    const auto diags = c.loadText(text, "user.json");
    QCOMPARE(diags.size(), size_t(1));
    QCOMPARE(QString::fromStdString(diags[0].file), QStringLiteral("user.json"));
    QCOMPARE(QString::fromStdString(diags[0].path), path);
    QVERIFY2(QString::fromStdString(diags[0].message).contains(words), diags[0].message.c_str());
    QCOMPARE(c.size(), size_t(0));
}

void TestCatalog::badEntryDoesNotStopOthers()
{
    Catalog c;
    const auto diags = c.loadFile(cc::test::dataPath("catalog_one_bad.json"));
    QCOMPARE(diags.size(), size_t(1));
    QVERIFY(QString::fromStdString(diags[0].text()).startsWith(QStringLiteral("catalog_one_bad.json: entries[1]")));
    QCOMPARE(c.size(), size_t(2));
    QVERIFY(c.find("test-switch-a"));
    QVERIFY(c.find("test-switch-c"));
}

void TestCatalog::overrideById()
{
    Catalog c;
    QVERIFY(c.loadDirectory(CC_CATALOG_DIR).empty());
    const size_t before = c.size();
    const auto diags = c.loadText(
        R"J({"catalogVersion":1,"entries":[{"id":"qm9700","kind":"switch","name":"QM9700 (our price)",
            "priceUsd":12345,"source":"our quote","asOf":"2026-11",
            "specs":{"protocol":"infiniband","ports":64,"portBitsPerS":4e11,"power":{"maxW":1000}}}]})J",
        "override.json");
    QVERIFY(diags.empty());
    QCOMPARE(c.size(), before);
    QCOMPARE(*c.find("qm9700")->priceUsd, 12345.0);
    QCOMPARE(c.find("qm9700")->origin, std::string("override.json"));
}

void TestCatalog::newerCatalogVersionRefused()
{
    Catalog c;
    const auto diags = c.loadText(R"({"catalogVersion":7,"entries":[]})", "future.json");
    QCOMPARE(diags.size(), size_t(1));
    QVERIFY(diags[0].message.find("newer") != std::string::npos);
    const auto broken = c.loadText("{\"catalogVersion\":1,", "broken.json");
    QCOMPARE(broken.size(), size_t(1));
    QVERIFY(broken[0].message.find("not valid JSON") != std::string::npos);
}

void TestCatalog::serverReferencesChecked()
{
    Catalog c;
    const char* text = R"({"catalogVersion":1,"entries":[{"id":"srv","kind":"server","name":"S",
        "source":"t","asOf":"2026-11","specs":{"rackUnits":2,"parts":[{"ref":"no-such-gpu","count":8}],
        "fabric":{"type":"pcie"}}}]})";
    QVERIFY(c.loadText(text, "t.json").empty());
    const auto refs = c.checkReferences();
    QCOMPARE(refs.size(), size_t(1));
    QVERIFY(refs[0].message.find("no-such-gpu") != std::string::npos);
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
