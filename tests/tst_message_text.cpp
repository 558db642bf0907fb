// The edge of "messages as data" (issue 12): every message code model/ can emit has an English
// template with matching placeholders, and arguments are formatted for the locale with SI units.
#include "TestUtil.h"

#include "model/analysis/Evaluate.h"
#include "model/io/DesignIo.h"
#include "views/text/MessageText.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>

using namespace cc::model;
using namespace cc::views;

namespace {

/// Message codes written in model/'s sources: Message{"CODE", ...}, Message::of("CODE"), the
/// two branches of a ternary in either, and source constants = "SRC_...".
QSet<QString> codesInModelSources()
{
    static const QRegularExpression uses(
        QStringLiteral("(?:Message\\{|Message::of\\()\\s*(?:[^\"{}();]*\\?\\s*)?\"([A-Z][A-Z0-9_]+)"
                       "\"(?:\\s*:\\s*\"([A-Z][A-Z0-9_]+)\")?"));
    static const QRegularExpression constants(
        QStringLiteral("=\\s*\"((?:SRC|EXPL|FIG|UNDO|LIMIT)_[A-Z0-9_]+)\""));
    QSet<QString> codes;
    QDirIterator it(QStringLiteral(CC_CATALOG_DIR "/../model"),
                    {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (const auto& re : {uses, constants})
            for (auto m = re.globalMatch(text); m.hasNext();) {
                const auto hit = m.next();
                for (int i = 1; i <= hit.lastCapturedIndex(); ++i)
                    if (!hit.captured(i).isEmpty())
                        codes.insert(hit.captured(i));
            }
    }
    codes.remove(QString::fromLatin1(kLegacyCode));
    return codes;
}

/// Keys of the quantities model/ explains: explanations.push_back({"key", ...}) and the
/// performance explainers' add("key", ...).
/// Quantity keys explained in model/: explanations.push_back({"key", ...}) and the local add("key",
/// ...) helpers. Figure builders (b.add("mfu", ...)) name figures, not quantities: not counted.
QSet<QString> quantitiesInModelSources()
{
    static const QRegularExpression uses(
        QStringLiteral("(?:explanations\\.push_back\\(\\s*\\{|(?<![.>])\\badd\\()\\s*\"([a-z][A-Za-"
                       "z0-9]*(?:\\.[A-Za-z0-9]+)*)\""));
    QSet<QString> keys;
    QDirIterator it(QStringLiteral(CC_CATALOG_DIR "/../model"), {QStringLiteral("*.cpp")},
                    QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto m = uses.globalMatch(text); m.hasNext();)
            keys.insert(m.next().captured(1));
    }
    return keys;
}

/// The highest %n of a template, and whether %1..%n all occur.
int placeholders(const QString& text, bool* complete)
{
    static const QRegularExpression re(QStringLiteral("%(\\d+)"));
    QSet<int> seen;
    int highest = 0;
    for (auto m = re.globalMatch(text); m.hasNext();) {
        const int n = m.next().captured(1).toInt();
        seen.insert(n);
        highest = std::max(highest, n);
    }
    *complete = seen.size() == highest;
    return highest;
}

int templatePlaceholders(const std::string& code)
{
    for (const auto& t : allTemplates())
        if (code == t.code) {
            bool complete = false;
            return placeholders(QString::fromUtf8(t.text), &complete);
        }
    return -1;
}

} // namespace

class TestMessageText : public QObject {
    Q_OBJECT
private slots:
    void everyCodeHasATemplate();
    void templatesAreWellFormed();
    void everyExplainedQuantityHasAName();
    void emittedMessagesFillTheirTemplates();
    void numbersFollowTheLocale_data();
    void numbersFollowTheLocale();
    void unknownCodesShowTheirCode();
};

void TestMessageText::everyCodeHasATemplate()
{
    const QSet<QString> codes = codesInModelSources();
    QVERIFY2(codes.size() > 150, qPrintable(QString::number(codes.size())));
    QStringList missing;
    for (const QString& c : codes)
        if (!hasTemplate(c.toStdString()))
            missing << c;
    missing.sort();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no template for: ") + missing.join(QStringLiteral(", "))));
}

void TestMessageText::everyExplainedQuantityHasAName()
{
    QSet<QString> keys = quantitiesInModelSources();
    QVERIFY2(keys.size() > 60, qPrintable(QString::number(keys.size())));
    // And what the analysis of the examples (with their training jobs) really explains.
    for (const char* name : {"dgx-h100-single", "h100-rail-4su", "gb200-nvl72-rack",
                             "rtx4090-workstation", "torus-4x4x4"}) {
        const Design d =
            io::loadDesignFile(std::string(CC_CATALOG_DIR "/examples/") + name + ".json");
        const Evaluation e = evaluate(d, cc::test::bundledCatalog());
        for (const auto& x : e.report.explanations)
            keys.insert(QString::fromStdString(x.quantity));
        if (e.training)
            for (const auto& x : e.training->explanations)
                keys.insert(QString::fromStdString(x.quantity));
    }
    QStringList missing;
    for (const QString& k : keys)
        if (!hasTemplate(quantityLabel(k.toStdString()).code))
            missing << k;
    missing.sort();
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no name for: ") + missing.join(QStringLiteral(", "))));
    QCOMPARE(quantityName("performance.gpuHours"), QStringLiteral("GPU-hours"));
    QCOMPARE(quantityName("no.such.key"), QStringLiteral("no.such.key"));
}

void TestMessageText::templatesAreWellFormed()
{
    QSet<QString> codes;
    for (const auto& t : allTemplates()) {
        const QString code = QString::fromLatin1(t.code);
        QVERIFY2(!codes.contains(code), qPrintable(QStringLiteral("twice: ") + code));
        codes.insert(code);
        bool complete = false;
        placeholders(QString::fromUtf8(t.text), &complete);
        QVERIFY2(complete, qPrintable(QStringLiteral("%1 skips a placeholder").arg(code)));
        QVERIFY2(!QString::fromUtf8(t.text).contains(QLatin1String(".md")),
                 qPrintable(code + QStringLiteral(" cites an internal note")));
    }
}

void TestMessageText::emittedMessagesFillTheirTemplates()
{
    // Each message of the examples has exactly as many arguments as its template places.
    for (const char* name : {"dgx-h100-single", "h100-rail-4su", "gb200-nvl72-rack",
                             "rtx4090-workstation", "jetson-edge-kit", "torus-4x4x4"}) {
        const Design d =
            io::loadDesignFile(std::string(CC_CATALOG_DIR "/examples/") + name + ".json");
        const Evaluation e = evaluate(d, cc::test::bundledCatalog());
        std::vector<const Message*> all;
        for (const auto& f : e.report.findings) {
            collectMessages(f.message, all);
            collectMessages(f.suggestion, all);
        }
        for (const auto& l : e.limits) {
            collectMessages(l.message, all);
            collectMessages(l.suggestion, all);
        }
        for (const auto& x : e.report.explanations) {
            collectMessages(x.formula, all);
            collectMessages(x.source, all);
        }
        for (const Message* m : all) {
            if (m->empty() || m->isLegacy())
                continue;
            const int n = templatePlaceholders(m->code);
            QVERIFY2(n >= 0, m->code.c_str());
            QVERIFY2(n == static_cast<int>(m->args.size()),
                     qPrintable(QStringLiteral("%1 in %2: %3 arguments for %4 placeholders")
                                    .arg(QString::fromStdString(m->code), QLatin1String(name))
                                    .arg(m->args.size())
                                    .arg(n)));
            const QString text = renderMessage(*m);
            QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("%\\d"))), qPrintable(text));
        }
    }
}

void TestMessageText::numbersFollowTheLocale_data()
{
    QTest::addColumn<QString>("locale");
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("expected");
    // English and Chinese both group by thousands with ","; German shows what a locale changes.
    QTest::newRow("count en") << "en_US" << 0 << "1,234,567";
    QTest::newRow("count zh_CN") << "zh_CN" << 0 << "1,234,567";
    QTest::newRow("count de") << "de_DE" << 0 << "1.234.567";
    QTest::newRow("SI en") << "en_US" << 1 << "3.20 TB/s";
    QTest::newRow("SI de") << "de_DE" << 1 << "3,20 TB/s";
    QTest::newRow("watts") << "zh_TW" << 2 << "41.3 kW";
    QTest::newRow("GiB") << "en_US" << 3 << "80.0 GiB";
    QTest::newRow("minutes") << "en_US" << 4 << "5.0 min";
    QTest::newRow("percent") << "en_US" << 5 << "42.5 %";
    QTest::newRow("dollars") << "en_US" << 6 << "$1.23M";
}

void TestMessageText::numbersFollowTheLocale()
{
    QFETCH(QString, locale);
    QFETCH(int, which);
    QFETCH(QString, expected);
    const MsgArg args[] = {arg::count(1234567), arg::si(3.2e12, "B/s"),
                           arg::si(41280, "W"), arg::bytes(80.0 * (1ull << 30)),
                           arg::duration(300),  arg::percent(0.425),
                           arg::usd(1.23e6)};
    setMessageLocale(QLocale(locale));
    QCOMPARE(renderArg(args[which]), expected);
    setMessageLocale(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestMessageText::unknownCodesShowTheirCode()
{
    // A code someone forgot to add a template for is visible, never silently empty.
    const QString text = renderMessage(Message{"NO_SUCH_CODE", {arg::count(3)}});
    QCOMPARE(text, QStringLiteral("NO_SUCH_CODE(3)"));
    QCOMPARE(renderMessage(Message(std::string("old prose"))), QStringLiteral("old prose"));
    QVERIFY(renderMessage(Message()).isEmpty());
}

QTEST_GUILESS_MAIN(TestMessageText)
#include "tst_message_text.moc"
