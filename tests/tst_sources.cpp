// Sources a customer reads (issue 12 §4): every catalog `source`, note and market/rent source,
// the specs embedded in the bundled examples, the published runs of the accuracy appendix and
// every source the analysis returns (explanations, summary figures) name real documents: a
// paper, datasheet or vendor page. None names one of ClusterCanvas's internal notes
// (components.md, formulas.md, PERFORMANCE.md, ...); a Markdown file is named only as a public
// URL (https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md is fine).
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/catalog/Availability.h"
#include "model/catalog/Catalog.h"
#include "model/io/DesignIo.h"
#include "model/validation/ValidationRuns.h"
#include "views/style/Text.h"

#include <QDir>
#include <QRegularExpression>

using namespace cc::model;
using cc::test::bundledCatalog;

namespace {

/// The text with its URLs taken out: a file name inside a public URL is a real source.
QString withoutUrls(const QString& text)
{
    static const QRegularExpression url(QStringLiteral("(?:https?://|www\\.)\\S+"));
    return QString(text).remove(url);
}

/// The first Markdown file name outside a URL ("components.md B.7", "doc/PERFORMANCE.md"), or
/// an empty string.
QString markdownName(const QString& text)
{
    static const QRegularExpression md(QStringLiteral("[\\w./-]*\\.mdx?\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return md.match(withoutUrls(text)).captured(0);
}

/// The first of ClusterCanvas's own notes named outside a URL, or an empty string. Published
/// runs may name a file of the public repository their `url` points to (a README, torchtitan's
/// docs/performance.md), never these; the names are matched as the notes spell them.
QString internalNoteName(const QString& text)
{
    static const QRegularExpression note(
        QStringLiteral("\\b(?:components|formulas|PERFORMANCE|design|toolchain|GLOSSARY|"
                       "architecture|SCHEMA)\\.md\\b"));
    return note.match(withoutUrls(text)).captured(0);
}

/// "where: text" for every catalog text of one entry that names a Markdown file.
void checkEntry(const CatalogEntry& e, const QString& where, QStringList& bad)
{
    const Availability a = availabilityOf(e);
    const std::optional<RentPrice> rent = rentOf(e);
    const std::pair<const char*, std::string> fields[] = {
        {"source", e.source},
        {"notes", e.notes},
        {"availability.source", a.source},
        {"availability.notes", a.notes},
        {"rent.source", rent ? rent->source : std::string()},
    };
    for (const auto& [field, text] : fields) {
        const QString name = markdownName(QString::fromStdString(text));
        if (!name.isEmpty())
            bad << QStringLiteral("%1 %2 %3: %4")
                       .arg(where, QString::fromStdString(e.id), QLatin1String(field), name);
    }
}

QFileInfoList examples()
{
    return QDir(QStringLiteral(CC_CATALOG_DIR "/examples"))
        .entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
}

void checkMessage(const Message& m, const QString& where, QStringList& bad)
{
    const QString text = cc::views::q(m); // the English text, arguments filled in
    const QString name = markdownName(text);
    if (!name.isEmpty())
        bad << where + QStringLiteral(": ") + name + QStringLiteral(" in \"") + text.left(120) +
                   QLatin1Char('"');
}

void checkExplanations(const std::vector<Explanation>& es, const QString& where, QStringList& bad)
{
    for (const auto& x : es) {
        const QString at = where + QLatin1Char(' ') + QString::fromStdString(x.quantity);
        checkMessage(x.formula, at + QStringLiteral(" formula"), bad);
        checkMessage(x.source, at + QStringLiteral(" source"), bad);
    }
}

} // namespace

class TestSources : public QObject {
    Q_OBJECT
private slots:
    void detector_data();
    void detector();
    void catalogNamesRealSources();
    void embeddedSpecsNameRealSources();
    void publishedRunsNameNoInternalNote();
    void analysisSourcesNameRealSources_data();
    void analysisSourcesNameRealSources();
};

void TestSources::detector_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("markdown");
    QTest::addColumn<QString>("internal");
    QTest::newRow("section reference")
        << QStringLiteral("components.md B.7 (A50): 4x NVSwitch3")
        << QStringLiteral("components.md") << QStringLiteral("components.md");
    QTest::newRow("formula canon")
        << QStringLiteral("Young/Daly (formulas.md \"Storage\")") << QStringLiteral("formulas.md")
        << QStringLiteral("formulas.md");
    QTest::newRow("bare nccl-tests notes")
        << QStringLiteral("busbw, nccl-tests doc/PERFORMANCE.md")
        << QStringLiteral("doc/PERFORMANCE.md") << QStringLiteral("PERFORMANCE.md");
    QTest::newRow("public repository file")
        << QStringLiteral("gpu-specs specs.md; 450 W") << QStringLiteral("specs.md") << QString();
    QTest::newRow("public URL")
        << QStringLiteral("https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md")
        << QString() << QString();
    QTest::newRow("datasheet")
        << QStringLiteral(
               "NVIDIA DGX B200 User Guide: 14.3 kW max, "
               "https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html")
        << QString() << QString();
}

void TestSources::detector()
{
    QFETCH(QString, text);
    QFETCH(QString, markdown);
    QFETCH(QString, internal);
    QCOMPARE(markdownName(text), markdown);
    QCOMPARE(internalNoteName(text), internal);
}

void TestSources::catalogNamesRealSources()
{
    QStringList bad;
    for (const auto& e : bundledCatalog().entries())
        checkEntry(e, QString::fromStdString(e.origin), bad);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestSources::embeddedSpecsNameRealSources()
{
    QStringList bad;
    int entries = 0;
    for (const QFileInfo& f : examples()) {
        const Design d = io::loadDesignFile(f.absoluteFilePath().toStdString());
        for (const auto& e : d.pinned.entries()) {
            checkEntry(e, f.fileName(), bad);
            ++entries;
        }
    }
    QVERIFY(entries > 50); // the examples embed their specs
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestSources::publishedRunsNameNoInternalNote()
{
    const auto runs = validation::loadPublishedRuns(CC_CATALOG_DIR "/validation");
    QVERIFY(!runs.empty());
    QStringList bad;
    for (const auto& r : runs) {
        QVERIFY2(!r.url.empty(), r.id.c_str());
        for (const std::string* text : {&r.source, &r.notes, &r.flopConvention, &r.expectFail}) {
            const QString name = internalNoteName(QString::fromStdString(*text));
            if (!name.isEmpty())
                bad << QString::fromStdString(r.id) + QStringLiteral(": ") + name;
        }
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

void TestSources::analysisSourcesNameRealSources_data()
{
    QTest::addColumn<QString>("file");
    for (const QFileInfo& f : examples())
        QTest::newRow(qPrintable(f.baseName())) << f.absoluteFilePath();
}

void TestSources::analysisSourcesNameRealSources()
{
    QFETCH(QString, file);
    const Evaluation e = evaluate(io::loadDesignFile(file.toStdString()), bundledCatalog());
    QStringList bad;
    QVERIFY(!e.report.explanations.empty());
    checkExplanations(e.report.explanations, QStringLiteral("infrastructure"), bad);
    if (e.training)
        checkExplanations(e.training->explanations, QStringLiteral("training"), bad);
    QVERIFY(!e.figures.empty());
    for (const auto& f : e.figures) {
        const QString at = QString::fromStdString(f.key);
        checkMessage(f.formula, at + QStringLiteral(" formula"), bad);
        checkMessage(f.source, at + QStringLiteral(" source"), bad);
    }
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestSources)
#include "tst_sources.moc"
