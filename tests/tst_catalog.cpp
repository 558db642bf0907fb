// Catalog loading: the bundled files, overrides, and bad entries reported with file and path;
// the 2026 and mainland-China entries with their market sets and rent prices.
#include "TestUtil.h"

#include "model/catalog/Availability.h"
#include "model/catalog/Catalog.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <set>

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
    void newAccelerators_data();
    void newAccelerators();
    void marketSets();
    void rentPrices_data();
    void rentPrices();
    void badAvailabilityAndRent_data();
    void badAvailabilityAndRent();
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
        {"rtx-4090-24gb", "accelerator"},
        {"l40s-48gb", "accelerator"},
        {"a100-sxm4-40gb", "accelerator"},
        {"a100-sxm4-80gb", "accelerator"},
        {"a100-pcie-40gb", "accelerator"},
        {"a100-pcie-80gb", "accelerator"},
        {"h100-sxm5-80gb", "accelerator"},
        {"h100-pcie-80gb", "accelerator"},
        {"h100-nvl-94gb", "accelerator"},
        {"h200-sxm-141gb", "accelerator"},
        {"b200-sxm-180gb", "accelerator"},
        {"b200-gb200-186gb", "accelerator"},
        {"mi250x-128gb", "accelerator"},
        {"mi300x-192gb", "accelerator"},
        {"mi325x-256gb", "accelerator"},
        {"gaudi2-96gb", "accelerator"},
        {"gaudi3-128gb", "accelerator"},
        {"jetson-agx-orin-64gb", "accelerator"},
        {"tpu-v5p", "accelerator"},
        {"nvswitch3-h100", "fabric"},
        {"infinity-fabric-mesh-8", "fabric"},
        {"cx6-hdr-200g", "nic"},
        {"cx7-400g-osfp", "nic"},
        {"cx8-800g", "nic"},
        {"bf3-dpu-2x400g", "nic"},
        {"qm8700", "switch"},
        {"qm9700", "switch"},
        {"q3400-ra", "switch"},
        {"sn5600", "switch"},
        {"generic-tor-32x100g", "switch"},
        {"epyc-7742", "cpu"},
        {"epyc-9654", "cpu"},
        {"xeon-8480c", "cpu"},
        {"xeon-8570", "cpu"},
        {"nvidia-grace-72c", "cpu"},
        {"dgx-a100-640gb", "server"},
        {"dgx-h100", "server"},
        {"dgx-h200", "server"},
        {"dgx-b200", "server"},
        {"oam-8x-mi300x", "server"},
        {"ws-4x-rtx4090", "server"},
        {"srv-2x-l40s-2u", "server"},
        {"jetson-agx-orin-64gb-devkit", "server"},
        {"gb200-nvl72", "server"},
        {"xcvr-400g-osfp-sr4", "optic"},
        {"dac-200g-qsfp56", "optic"},
        {"aoc-200g-hdr-qsfp56", "optic"},
        {"micron-9550-max-6.4tb", "storage"},
        {"ddn-ai400x2-class", "storage"},
        {"psu-3.3kw-titanium", "psu"},
        {"rack-48u-liquid-130kw", "rack"},
        {"cdu-in-row-1.4mw", "cdu"},
        {"ddr5-4800-64gb-rdimm", "memory"},
        // Catalog to 2026 and the parts sold in mainland China (issue 10).
        {"b300-sxm-288gb", "accelerator"},
        {"b300-gb300-288gb", "accelerator"},
        {"mi355x-288gb", "accelerator"},
        {"rtx-5090-32gb", "accelerator"},
        {"rtx-pro-6000-bse-96gb", "accelerator"},
        {"h20-96gb", "accelerator"},
        {"h800-sxm5-80gb", "accelerator"},
        {"a800-sxm4-80gb", "accelerator"},
        {"l20-48gb", "accelerator"},
        {"ascend-910b-64gb", "accelerator"},
        {"dgx-b300", "server"},
        {"gb300-nvl72", "server"},
        {"oam-8x-mi355x", "server"},
        {"ws-2x-rtx5090", "server"},
        {"rtx-pro-server-8x-6000", "server"},
        {"hgx-h20-8gpu", "server"},
        {"hgx-h800-8gpu", "server"},
        {"hgx-a800-8gpu", "server"},
        {"srv-8x-l20-4u", "server"},
        {"atlas-800t-a2", "server"},
        {"xeon-6776p", "cpu"},
        {"kunpeng-920-48c", "cpu"},
        {"hccs-mesh-8", "fabric"},
        {"infinity-fabric-mesh-8-mi355x", "fabric"},
        {"ascend-910b-roce-200ge", "nic"},
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
    QCOMPARE(h100->accel.scaleUpBitsPerSPerDirection, 450e9 * 8); // 900 GB/s bidi / 2
    QCOMPARE(h100->accel.memoryBytes, 80.0 * (1 << 30));          // "80 GB" of HBM is 80 GiB
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
        << "entries[0].specs.ports"
        << ">= 1";
    QTest::newRow("text for a number")
        << base.arg(QString(good).replace(QStringLiteral("4e11"), QStringLiteral("\"fast\"")))
        << "entries[0].specs.portBitsPerS"
        << "must be a number";
    QTest::newRow("unknown kind") << QString(base.arg(good))
                                         .replace(QStringLiteral("\"switch\""),
                                                  QStringLiteral("\"toaster\""))
                                  << "entries[0].kind"
                                  << "not a component kind";
    QTest::newRow("missing source")
        << QString(base.arg(good)).replace(QStringLiteral("\"source\":\"s\","), QString())
        << "entries[0].source"
        << "missing";
    QTest::newRow("bad id")
        << QString(base.arg(good)).replace(QStringLiteral("\"x1\""), QStringLiteral("\"X 1\""))
        << "entries[0].id"
        << "lowercase";
    QTest::newRow("bad protocol") << base.arg(
                                         QString(good).replace(QStringLiteral("ethernet"),
                                                               QStringLiteral("carrier-pigeon")))
                                  << "entries[0].specs.protocol"
                                  << "not one of";
    QTest::newRow("typical above max")
        << base.arg(QString(good).replace(QStringLiteral("{\"maxW\":500}"),
                                          QStringLiteral("{\"maxW\":500,\"typicalW\":900}")))
        << "entries[0].specs.power.typicalW"
        << "must not exceed";
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
    QVERIFY2(QString::fromStdString(cc::views::renderMessageUtf8(diags[0].message)).contains(words),
             cc::views::renderMessageUtf8(diags[0].message).c_str());
    QCOMPARE(c.size(), size_t(0));
}

void TestCatalog::badEntryDoesNotStopOthers()
{
    Catalog c;
    // Issue 13: the message names the file as the user named it (here the full path), not only
    // its base name, so a user with two "servers.json" knows which one is wrong.
    const std::string path = cc::test::dataPath("catalog_one_bad.json");
    const auto diags = c.loadFile(path);
    QCOMPARE(diags.size(), size_t(1));
    QCOMPARE(diags[0].file, path);
    QVERIFY(QString::fromStdString(diags[0].text())
                .startsWith(QString::fromStdString(path + ": entries[1]")));
    QCOMPARE(c.find("test-switch-a")->origin, path);
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
    QVERIFY(cc::views::renderMessageUtf8(diags[0].message).find("newer") != std::string::npos);
    const auto broken = c.loadText("{\"catalogVersion\":1,", "broken.json");
    QCOMPARE(broken.size(), size_t(1));
    QVERIFY(cc::views::renderMessageUtf8(broken[0].message).find("not valid JSON") !=
            std::string::npos);
    // A syntax error names its line and column (1-based), then the parser's detail.
    const auto typo = c.loadText("{\n  \"catalogVersion\": 1,\n  x\n}", "typo.json");
    QCOMPARE(typo.size(), size_t(1));
    QCOMPARE(typo[0].message.code, std::string("DIAG_NOT_JSON_AT"));
    const std::string said = cc::views::renderMessageUtf8(typo[0].message);
    QVERIFY2(said.starts_with("not valid JSON at line 3, column 3: "), said.c_str());
    QVERIFY2(said.find("json.exception") == std::string::npos, said.c_str());
}

void TestCatalog::serverReferencesChecked()
{
    Catalog c;
    const char* text = R"({"catalogVersion":1,"entries":[{"id":"srv","kind":"server","name":"S",
        "source":"t","asOf":"2026-11","specs":{"rackUnits":2,"parts":[{"ref":"no-such-gpu","count":8}],
        "fabric":{"type":"pcie"}}}]})";
    QVERIFY(c.loadText(text, "../mine/t.json").empty());
    const auto refs = c.checkReferences();
    QCOMPARE(refs.size(), size_t(1));
    QVERIFY(cc::views::renderMessageUtf8(refs[0].message).find("no-such-gpu") != std::string::npos);
    QCOMPARE(refs[0].file, std::string("../mine/t.json")); // the path, not "t.json"
}

// New accelerators: the generation the analysis uses, and the dense BF16 rate, memory and scale-up
// bandwidth per direction as stored from their sources (sparse / 2, bidirectional / 2).
void TestCatalog::newAccelerators_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("generation");
    QTest::addColumn<double>("bf16Tflops");
    QTest::addColumn<double>("memoryGiB");
    QTest::addColumn<double>("scaleUpGBps"); // per direction, 0 = PCIe only
    QTest::addColumn<QString>("market");
    // NVIDIA HGX B300: BF16 36 PF sparse per 8 GPUs; 275,040 MiB in nvidia-smi.
    QTest::newRow("B300") << "b300-sxm-288gb"
                          << "blackwell" << 2250.0 << 268.6 << 900.0 << "global";
    QTest::newRow("GB300") << "b300-gb300-288gb"
                           << "blackwell" << 2500.0 << 258.9 << 900.0 << "global";
    // MI355X: 256 CU x 8,192 FP8 FLOP/clock x 2.4 GHz / 2 for BF16.
    QTest::newRow("MI355X") << "mi355x-288gb"
                            << "cdna4" << 2516.6 << 288.0 << 537.6 << "global";
    QTest::newRow("RTX 5090") << "rtx-5090-32gb"
                              << "blackwell-rtx" << 209.5 << 32.0 << 0.0 << "global";
    QTest::newRow("RTX PRO 6000") << "rtx-pro-6000-bse-96gb"
                                  << "blackwell-rtx" << 500.0 << 96.0 << 0.0 << "global";
    QTest::newRow("H20") << "h20-96gb"
                         << "hopper" << 148.0 << 96.0 << 450.0 << "cn";
    QTest::newRow("H800") << "h800-sxm5-80gb"
                          << "hopper" << 989.4 << 80.0 << 200.0 << "cn";
    QTest::newRow("A800") << "a800-sxm4-80gb"
                          << "ampere" << 312.0 << 80.0 << 200.0 << "cn";
    QTest::newRow("L20") << "l20-48gb"
                         << "ada" << 119.5 << 48.0 << 0.0 << "cn";
    // 910B2: 24 AI cores x 4,096 FP16 MAC/clock x 2 x 1.8 GHz.
    QTest::newRow("Ascend 910B") << "ascend-910b-64gb"
                                 << "ascend" << 353.8 << 64.0 << 196.0 << "cn";
}

void TestCatalog::newAccelerators()
{
    QFETCH(QString, id);
    QFETCH(QString, generation);
    QFETCH(double, bf16Tflops);
    QFETCH(double, memoryGiB);
    QFETCH(double, scaleUpGBps);
    QFETCH(QString, market);
    const auto* e = cc::test::bundledCatalog().find(id.toStdString());
    QVERIFY2(e && e->kind == Kind::Accelerator, qPrintable(id));
    QCOMPARE(QString::fromStdString(e->accel.generation), generation);
    QVERIFY2(qAbs(e->accel.flops("bf16") / 1e12 - bf16Tflops) < 0.5, qPrintable(id));
    QVERIFY2(qAbs(e->accel.memoryBytes / double(1 << 30) - memoryGiB) < 0.5, qPrintable(id));
    QVERIFY2(qAbs(e->accel.scaleUpBitsPerSPerDirection / 8e9 - scaleUpGBps) < 0.5, qPrintable(id));
    QVERIFY(e->power.maxW > 0 && e->accel.memoryBandwidthBytesPerS > 0);
    // Every figure not from a primary datasheet is flagged, and the notes say which.
    QVERIFY(e->estimate && !e->notes.empty() && !e->source.empty() && e->asOf == "2026-11");
    QVERIFY(soldIn(*e, market.toStdString()));
}

// The mainland-China market set: exactly the export-control-era and domestic parts, and every
// bundled accelerator and server says where it is sold, with a source.
void TestCatalog::marketSets()
{
    const auto& c = cc::test::bundledCatalog();
    std::set<std::string> cn;
    for (Kind k : {Kind::Accelerator, Kind::Server})
        for (const CatalogEntry* e : c.ofKind(k)) {
            const Availability a = availabilityOf(*e);
            QVERIFY2(!a.markets.empty() && !a.source.empty() && !a.asOf.empty(), e->id.c_str());
            if (soldIn(*e, kMarketChina))
                cn.insert(e->id);
        }
    const std::set<std::string> expected{
        "h20-96gb",     "h800-sxm5-80gb", "a800-sxm4-80gb", "l20-48gb",      "ascend-910b-64gb",
        "hgx-h20-8gpu", "hgx-h800-8gpu",  "hgx-a800-8gpu",  "srv-8x-l20-4u", "atlas-800t-a2"};
    QCOMPARE(cn, expected);
    // A server is sold only where its accelerators are.
    for (const CatalogEntry* s : c.ofKind(Kind::Server))
        for (const auto& p : s->server.parts)
            if (const CatalogEntry* g = c.find(p.ref); g && g->kind == Kind::Accelerator)
                for (const auto& m : availabilityOf(*s).markets)
                    QVERIFY2(soldIn(*g, m), (s->id + " in " + m + " but not " + g->id).c_str());
    QVERIFY(!soldIn(*c.find("h100-sxm5-80gb"), kMarketChina));
}

void TestCatalog::rentPrices_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("usd"); // 0: no dated public price found
    QTest::newRow("B200") << "b200-sxm-180gb" << 6.03;
    QTest::newRow("GB200 per GPU") << "b200-gb200-186gb" << 4.54;
    QTest::newRow("MI300X") << "mi300x-192gb" << 1.50;
    QTest::newRow("MI325X") << "mi325x-256gb" << 1.95;
    QTest::newRow("RTX 5090") << "rtx-5090-32gb" << 0.86;
    QTest::newRow("RTX PRO 6000") << "rtx-pro-6000-bse-96gb" << 1.57;
    QTest::newRow("H100 SXM") << "h100-sxm5-80gb" << 3.78;
    QTest::newRow("Gaudi 3") << "gaudi3-128gb" << 0.0;
    QTest::newRow("MI355X") << "mi355x-288gb" << 0.0;
    QTest::newRow("H20") << "h20-96gb" << 0.0;
}

void TestCatalog::rentPrices()
{
    QFETCH(QString, id);
    QFETCH(double, usd);
    const auto* e = cc::test::bundledCatalog().find(id.toStdString());
    QVERIFY(e);
    const auto rent = rentOf(*e);
    QCOMPARE(rent.has_value(), usd > 0);
    if (!rent)
        return;
    QCOMPARE(rent->usdPerGpuHour, usd);
    QVERIFY(!rent->source.empty() && !rent->provider.empty());
    QVERIFY2(rent->asOf.size() == 7 && rent->asOf.rfind("202", 0) == 0, rent->asOf.c_str());
    QCOMPARE(QString::fromStdString(rent->tier), QStringLiteral("on-demand"));
}

void TestCatalog::badAvailabilityAndRent_data()
{
    QTest::addColumn<QString>("extra");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("words");
    QTest::newRow("markets not a list") << R"("availability":{"markets":"cn","source":"s"})"
                                        << "entries[0].availability.markets"
                                        << "non-empty list";
    QTest::newRow("market code")
        << R"("availability":{"markets":["global","Mainland China"],"source":"s"})"
        << "entries[0].availability.markets[1]"
        << "lowercase market code";
    QTest::newRow("market code 60,000 characters") // checked by a scan, not std::regex
        << QStringLiteral(R"("availability":{"markets":["%1"],"source":"s"})")
               .arg(QString(60000, QLatin1Char('a')))
        << "entries[0].availability.markets[0]"
        << "lowercase market code";
    QTest::newRow("market code too short") << R"("availability":{"markets":["c"],"source":"s"})"
                                           << "entries[0].availability.markets[0]"
                                           << "lowercase market code";
    QTest::newRow("markets without source") << R"("availability":{"markets":["cn"]})"
                                            << "entries[0].availability.source"
                                            << "missing";
    QTest::newRow("free rent") << R"("rent":{"usdPerGpuHour":0,"asOf":"2026-05","source":"s"})"
                               << "entries[0].rent.usdPerGpuHour"
                               << "> 0";
    QTest::newRow("rent tier")
        << R"("rent":{"usdPerGpuHour":2,"tier":"cheap","asOf":"2026-05","source":"s"})"
        << "entries[0].rent.tier"
        << "not one of";
    QTest::newRow("undated rent") << R"("rent":{"usdPerGpuHour":2,"source":"s"})"
                                  << "entries[0].rent.asOf"
                                  << "missing";
}

void TestCatalog::badAvailabilityAndRent()
{
    QFETCH(QString, extra);
    QFETCH(QString, path);
    QFETCH(QString, words);
    const std::string entry =
        R"({"id":"g1","kind":"accelerator","name":"G","source":"s","asOf":"2026-11",)" +
        extra.toStdString() +
        R"(,"specs":{"generation":"hopper","memoryBytes":1e9,"memoryBandwidthBytesPerS":1e9,)"
        R"("denseFlops":{"bf16":1e12},"power":{"maxW":100}}})";
    Catalog c;
    const auto diags =
        c.loadText("{\"catalogVersion\":1,\"entries\":[" + entry + "]}", "user.json");
    QCOMPARE(diags.size(), size_t(1));
    QCOMPARE(QString::fromStdString(diags[0].path), path);
    QVERIFY2(QString::fromStdString(cc::views::renderMessageUtf8(diags[0].message)).contains(words),
             cc::views::renderMessageUtf8(diags[0].message).c_str());
    QCOMPARE(c.size(), size_t(0)); // the bad entry is skipped, as any other bad field
}

QTEST_APPLESS_MAIN(TestCatalog)
#include "tst_catalog.moc"
