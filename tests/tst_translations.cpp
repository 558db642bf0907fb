// The Simplified and Traditional Chinese translations are complete (issue 12): every entry of
// both .ts files is finished, lupdate of today's app/ and views/ sources would neither add nor
// drop one, translations keep the placeholders, accelerators, line breaks and markup of their
// source, and each file is written in its own script.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>
#include <QtTest/QtTest>

namespace {

const QString kRoot = QStringLiteral(CC_CATALOG_DIR "/..");

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    QString type;      ///< "" (finished), "unfinished", "obsolete" or "vanished"
    QStringList forms; ///< the translation, or one text per plural form
};

struct TsFile {
    QString language;
    QList<TsMessage> messages;
    QString error;
};

QString tsPath(const QString& lang)
{
    return kRoot + QStringLiteral("/resources/translations/clustercanvas_%1.ts").arg(lang);
}

void readTranslation(QXmlStreamReader& xml, TsMessage& m)
{
    m.type = xml.attributes().value(QLatin1String("type")).toString();
    QString text;
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::Characters)
            text += xml.text();
        else if (token == QXmlStreamReader::StartElement &&
                 xml.name() == QLatin1String("numerusform"))
            m.forms << xml.readElementText();
        else if (token == QXmlStreamReader::EndElement &&
                 xml.name() == QLatin1String("translation"))
            break;
    }
    if (m.forms.isEmpty())
        m.forms << text;
}

TsMessage readMessage(QXmlStreamReader& xml, const QString& context)
{
    TsMessage m{context, {}, {}, {}, {}};
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("source"))
            m.source = xml.readElementText();
        else if (xml.name() == QLatin1String("comment"))
            m.comment = xml.readElementText();
        else if (xml.name() == QLatin1String("translation"))
            readTranslation(xml, m);
        else
            xml.skipCurrentElement();
    }
    return m;
}

TsFile readTs(const QString& path)
{
    TsFile ts;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {{}, {}, QStringLiteral("%1: cannot be opened").arg(path)};
    QXmlStreamReader xml(&f);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("TS"))
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        else if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("message"))
            ts.messages << readMessage(xml, context);
    }
    if (xml.hasError())
        ts.error =
            QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
    return ts;
}

QString describe(const TsMessage& m)
{
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source.left(70));
}

/// Fails with the first few problems, and how many there are in all.
void verifyNone(const QStringList& problems, const char* what)
{
    if (problems.isEmpty())
        return;
    const QString text = QStringLiteral("%1 %2, e.g.\n  ").arg(problems.size()).arg(what) +
                         problems.mid(0, 12).join(QStringLiteral("\n  "));
    QFAIL(qPrintable(text));
}

QString qtTool(const char* name)
{
    const QString env = qEnvironmentVariable(QByteArray("CC_") + QByteArray(name).toUpper());
    if (!env.isEmpty())
        return env;
    return QStandardPaths::findExecutable(QString::fromLatin1(name),
                                          {QStringLiteral("/usr/lib/qt6/bin")});
}

/// Sorted list of the tokens of `re` in `text`.
QStringList tokens(const QRegularExpression& re, const QString& text)
{
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured(0).toLower();
    out.sort();
    return out;
}

// Placeholders (%1, %L1, %n, {name}), markup tags, line breaks and menu accelerators (&F, not
// "&&" or an entity such as "&nbsp;"), each compared as a multiset.
const QRegularExpression kPlaceholder(QStringLiteral(R"(%L?\d{1,2}|%n|\{[A-Za-z_]+\})"));
const QRegularExpression kTag(QStringLiteral(R"(</?[A-Za-z][^<>]*>)"));
const QRegularExpression kBreak(QStringLiteral("\n"));
const QRegularExpression kAccel(QStringLiteral(R"((?<!&)&(?![&#]|[A-Za-z]+;)[A-Za-z0-9])"));

// Characters that exist only in one script (each the counterpart of the other list's).
const QString kSimplifiedOnly = QStringLiteral(
    "数据并络机设储时间务计开关这选择网们为进个发与对动实现条线经过还显图单输错误载换预览页导"
    "电处应该类组认节点总价费柜带宽请无从体档记软连资络");
const QString kTraditionalOnly = QStringLiteral(
    "數據並絡機設儲時間務計開關這選擇網們為進個發與對動實現條線經過還顯圖單輸錯誤載換預覽頁導"
    "電處應該類組認節點總價費櫃帶寬請無從體檔記軟連資");

// English words that may stand alone in a translation (units and terms the field keeps).
const QStringList kKeptWords = {QStringLiteral("tokens"), QStringLiteral("token"),
                                QStringLiteral("tok"), QStringLiteral("gen")};
// Sources whose translation is rightly Latin: "175 billion parameters" is written "175B" (十亿
// reads wrong after a number, and the number is already scaled to billions).
const QStringList kKeptSources = {QStringLiteral("%1 billion")};

} // namespace

class TstTranslations : public QObject {
    Q_OBJECT

private slots:
    void finished_data();
    void finished();
    void matchesSources_data() { finished_data(); }
    void matchesSources();
    void keepsPlaceholders_data() { finished_data(); }
    void keepsPlaceholders();
    void script_data() { finished_data(); }
    void script();
    void noEnglishLeft_data() { finished_data(); }
    void noEnglishLeft();
    void compilesAndLoads_data();
    void compilesAndLoads();
};

void TstTranslations::finished_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
}

void TstTranslations::finished()
{
    QFETCH(QString, lang);
    const TsFile ts = readTs(tsPath(lang));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QCOMPARE(ts.language, lang);
    QVERIFY2(ts.messages.size() > 500, "far fewer entries than the UI has");
    QStringList problems;
    for (const TsMessage& m : ts.messages) {
        if (!m.type.isEmpty())
            problems << QStringLiteral("%1 %2").arg(m.type, describe(m));
        else if (m.forms.contains(QString()))
            problems << QStringLiteral("empty %1").arg(describe(m));
    }
    verifyNone(problems, "entries not finished (unfinished, obsolete, vanished or empty)");
}

/// lupdate of today's sources, with tools/update.sh's options, on a copy of the file: any new
/// entry comes back unfinished and any entry whose string left the sources comes back vanished.
void TstTranslations::matchesSources()
{
    QFETCH(QString, lang);
    const QString lupdate = qtTool("lupdate");
    if (lupdate.isEmpty())
        QSKIP("lupdate not found (Debian package qt6-l10n-tools, /usr/lib/qt6/bin)");
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("copy.ts"));
    QVERIFY(QFile::copy(tsPath(lang), copy));
    QProcess p;
    p.setWorkingDirectory(kRoot);
    p.start(lupdate, {"-silent", "-I", ".", "-locations", "none", "-source-language", "en",
                      "-target-language", lang, "app", "views", "-ts", copy});
    QVERIFY(p.waitForFinished(120000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const TsFile updated = readTs(copy);
    QVERIFY2(updated.error.isEmpty(), qPrintable(updated.error));
    QStringList missing, gone;
    for (const TsMessage& m : updated.messages) {
        if (m.type == QLatin1String("unfinished"))
            missing << describe(m);
        else if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
            gone << describe(m);
    }
    verifyNone(missing, "strings of the sources are missing (run "
                        "resources/translations/tools/update.sh, then translate them)");
    verifyNone(gone, "entries are no longer in the sources (run tools/update.sh)");
    QCOMPARE(updated.messages.size(), readTs(tsPath(lang)).messages.size());
}

void TstTranslations::keepsPlaceholders()
{
    QFETCH(QString, lang);
    const TsFile ts = readTs(tsPath(lang));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    QStringList problems;
    const std::pair<const QRegularExpression*, const char*> checks[] = {
        {&kPlaceholder, "placeholders"},
        {&kTag, "markup"},
        {&kBreak, "line breaks"},
        {&kAccel, "accelerator"}};
    for (const TsMessage& m : ts.messages) {
        for (const QString& form : m.forms) {
            for (const auto& [re, what] : checks) {
                const QStringList want = tokens(*re, m.source), got = tokens(*re, form);
                if (want != got)
                    problems << QStringLiteral("%1 %2: %3 instead of %4")
                                    .arg(QString::fromLatin1(what), describe(m),
                                         got.join(QLatin1Char(' ')), want.join(QLatin1Char(' ')));
            }
        }
    }
    verifyNone(problems, "translations change what the code fills in or the keyboard uses");
}

void TstTranslations::script()
{
    QFETCH(QString, lang);
    const TsFile ts = readTs(tsPath(lang));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    const QString& foreign = lang == QLatin1String("zh_TW") ? kSimplifiedOnly : kTraditionalOnly;
    QStringList problems;
    for (const TsMessage& m : ts.messages) {
        for (const QString& form : m.forms) {
            QString found;
            for (const QChar c : form)
                if (foreign.contains(c) && !found.contains(c))
                    found += c;
            if (!found.isEmpty())
                problems << QStringLiteral("%1 in %2").arg(found, form.left(60));
        }
    }
    verifyNone(problems, lang == QLatin1String("zh_TW")
                             ? "zh_TW translations use Simplified-only characters"
                             : "zh_CN translations use Traditional-only characters");
}

/// A translation without a single Chinese character, for a source with English words in it,
/// was left in English.
void TstTranslations::noEnglishLeft()
{
    QFETCH(QString, lang);
    const TsFile ts = readTs(tsPath(lang));
    QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
    // A word, not an acronym or a product name: "Switch", "cancel"; not "GPU", "NVLink", "LoRA".
    const QRegularExpression word(QStringLiteral(R"(\b(?:[A-Z][a-z]{2,}|[a-z]{3,})\b)"));
    const QRegularExpression placeholderOrTag(
        QStringLiteral(R"(</?[A-Za-z][^<>]*>|%L?\d+|&[a-z]+;)"));
    const QRegularExpression cjk(QStringLiteral(R"([\x{3400}-\x{9fff}])"));
    QStringList problems;
    for (const TsMessage& m : ts.messages) {
        if (kKeptSources.contains(m.source))
            continue;
        const QString acronym = m.source.toUpper(); // "cpu" → "CPU", "cpus" → "CPU"
        if (m.forms.size() == 1 &&
            (m.forms[0] == acronym || m.forms[0] + QLatin1Char('S') == acronym))
            continue;
        QString plain = m.source;
        plain.remove(placeholderOrTag);
        QStringList words = tokens(word, plain);
        words.removeIf([](const QString& w) { return kKeptWords.contains(w); });
        if (words.isEmpty())
            continue;
        for (const QString& form : m.forms)
            if (!cjk.match(form).hasMatch())
                problems << describe(m);
    }
    verifyNone(problems, "translations are still English");
}

void TstTranslations::compilesAndLoads_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("canvas");
    QTest::newRow("zh_CN") << "zh_CN" << QStringLiteral("文件(&F)") << QStringLiteral("集群画布");
    QTest::newRow("zh_TW") << "zh_TW" << QStringLiteral("檔案(&F)") << QStringLiteral("叢集畫布");
}

/// lrelease accepts the file, and the .qm answers the contexts the classes ask in at run time.
void TstTranslations::compilesAndLoads()
{
    QFETCH(QString, lang);
    QFETCH(QString, file);
    QFETCH(QString, canvas);
    const QString lrelease = qtTool("lrelease");
    if (lrelease.isEmpty())
        QSKIP("lrelease not found (Debian package qt6-l10n-tools, /usr/lib/qt6/bin)");
    QTemporaryDir dir;
    const QString qm = dir.filePath(lang + QStringLiteral(".qm"));
    QProcess p;
    p.start(lrelease, {"-silent", tsPath(lang), "-qm", qm});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QTranslator t;
    QVERIFY(t.load(qm));
    QCOMPARE(t.translate("cc::app::MainWindow", "&File"), file);
    QCOMPARE(t.translate("QObject", "Cluster canvas"), canvas);
    QVERIFY(!t.translate("cc::views", "pre-training").isEmpty()); // views/style/DisplayNames.cpp
}

QTEST_GUILESS_MAIN(TstTranslations)
#include "tst_translations.moc"
