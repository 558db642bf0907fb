// Choosing the language (issue 12): every subcommand takes --lang en|zh_CN|zh_TW, a bad value
// is a usage error, `analyze --json` keeps the message codes and typed arguments next to the
// rendered text, and a message whose template is translated is printed in that language.
#include "TestUtil.h"

#include "app/Language.h"
#include "views/text/ExampleText.h"
#include "views/text/MessageText.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTranslator>

namespace {

struct Result {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Result run(const QStringList& args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8")); // the option, not the system
    env.remove(QStringLiteral("LC_ALL"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CC_APP_PATH), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

const QString kExample = QStringLiteral(CC_CATALOG_DIR "/examples/h100-rail-4su.json");

bool hasHan(const QString& s)
{
    for (const QChar c : s)
        if (c.unicode() >= 0x4E00 && c.unicode() <= 0x9FFF)
            return true;
    return false;
}

QString templateOf(const QString& code)
{
    for (const auto& t : cc::views::allTemplates())
        if (code == QLatin1String(t.code))
            return QString::fromUtf8(t.text);
    return {};
}

} // namespace

class TestCliLang : public QObject {
    Q_OBJECT
private slots:
    void parsesLanguageNames_data();
    void parsesLanguageNames();
    void optionIsTakenAnywhere();
    void badValueIsAUsageError();
    void everySubcommandAcceptsIt_data();
    void everySubcommandAcceptsIt();
    void jsonKeepsCodesArgsAndText();
    void translatedTemplatesArePrinted_data();
    void translatedTemplatesArePrinted();
    void usageErrorsAndResultsAreTranslated_data();
    void usageErrorsAndResultsAreTranslated();
    void bundledExamplesComeInTheLanguage();
};

void TestCliLang::parsesLanguageNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("code");
    QTest::newRow("en") << "en"
                        << "en";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "zh_CN";
    QTest::newRow("zh-CN") << "zh-CN"
                           << "zh_CN";
    QTest::newRow("zh_Hant") << "zh_Hant"
                             << "zh_TW";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "zh_TW";
    QTest::newRow("fr") << "fr"
                        << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestCliLang::parsesLanguageNames()
{
    QFETCH(QString, text);
    QFETCH(QString, code);
    const auto got = cc::app::parseLanguage(text.toStdString());
    QCOMPARE(got.value_or(QString()), code);
}

void TestCliLang::optionIsTakenAnywhere()
{
    std::vector<std::string> args{"FILE", "--json", "--lang", "zh_TW", "--top", "3"};
    QCOMPARE(cc::app::takeLanguageOption(args).value_or(QString()), QStringLiteral("zh_TW"));
    QCOMPARE(args, (std::vector<std::string>{"FILE", "--json", "--top", "3"}));
    std::vector<std::string> eq{"--lang=en", "FILE"};
    QCOMPARE(cc::app::takeLanguageOption(eq).value_or(QString()), QStringLiteral("en"));
    QCOMPARE(eq, std::vector<std::string>{"FILE"});
    std::vector<std::string> missing{"FILE", "--lang"};
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, cc::app::takeLanguageOption(missing));
}

void TestCliLang::badValueIsAUsageError()
{
    const Result r = run(
        {QStringLiteral("analyze"), kExample, QStringLiteral("--lang"), QStringLiteral("klingon")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains("--lang") && r.err.contains("klingon"), r.err.constData());
}

void TestCliLang::everySubcommandAcceptsIt_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::newRow("catalog") << QStringList{QStringLiteral("catalog")};
    QTest::newRow("validate") << QStringList{QStringLiteral("validate"), kExample};
    QTest::newRow("analyze") << QStringList{QStringLiteral("analyze"), kExample};
    QTest::newRow("bom") << QStringList{QStringLiteral("bom"), kExample};
}

void TestCliLang::everySubcommandAcceptsIt()
{
    QFETCH(QStringList, args);
    for (const char* lang : {"en", "zh_CN", "zh_TW"}) {
        const Result r = run(args + QStringList{QStringLiteral("--lang"), QLatin1String(lang)});
        QVERIFY2(r.code == 0 || r.code == 1, r.err.constData()); // 1: a design with errors
        QVERIFY2(!r.err.contains("unknown option"), r.err.constData());
    }
}

void TestCliLang::jsonKeepsCodesArgsAndText()
{
    const Result r = run({QStringLiteral("analyze"), kExample, QStringLiteral("--json"),
                          QStringLiteral("--lang"), QStringLiteral("en")});
    QCOMPARE(r.code, 0);
    const QJsonObject j = QJsonDocument::fromJson(r.out).object();
    const QJsonArray findings = j.value(QLatin1String("findings")).toArray();
    QVERIFY(!findings.isEmpty());
    bool typedNumber = false;
    for (const auto& v : findings) {
        const QJsonObject f = v.toObject();
        for (const char* k : {"severity", "code", "message", "messageCode", "args", "suggestion"})
            QVERIFY2(f.contains(QLatin1String(k)), k);
        QVERIFY(!f.value(QLatin1String("message")).toString().isEmpty());
        QVERIFY(!f.value(QLatin1String("message")).toString().contains(QLatin1String("LEGACY")));
        for (const auto& a : f.value(QLatin1String("args")).toArray())
            typedNumber = typedNumber || a.toObject().value(QLatin1String("value")).isDouble();
    }
    QVERIFY2(typedNumber, "no finding carries a number as a typed argument");
    const QJsonArray expl = j.value(QLatin1String("explanations")).toArray();
    QVERIFY(!expl.isEmpty());
    const QJsonObject e0 = expl.first().toObject();
    QVERIFY(!e0.value(QLatin1String("formula")).toString().isEmpty());
    QVERIFY(e0.value(QLatin1String("formulaMessage")).toObject().contains(QLatin1String("code")));
}

void TestCliLang::translatedTemplatesArePrinted_data()
{
    QTest::addColumn<QString>("lang");
    QTest::newRow("zh_CN") << "zh_CN";
    QTest::newRow("zh_TW") << "zh_TW";
}

void TestCliLang::translatedTemplatesArePrinted()
{
    // Every finding whose template the .qm translates comes out in Chinese, and at least the
    // translated ones exist (the .qm is built and embedded).
    QFETCH(QString, lang);
    QTranslator qm;
    QVERIFY2(qm.load(QStringLiteral(":/i18n/clustercanvas_%1.qm").arg(lang)),
             "the translation is not embedded");
    const Result r = run({QStringLiteral("analyze"), kExample, QStringLiteral("--json"),
                          QStringLiteral("--lang"), lang});
    QCOMPARE(r.code, 0);
    int translated = 0;
    for (const auto& v :
         QJsonDocument::fromJson(r.out).object()[QLatin1String("findings")].toArray()) {
        const QJsonObject f = v.toObject();
        const QString code = f[QLatin1String("messageCode")].toString();
        const QString tmpl = templateOf(code);
        QVERIFY2(!tmpl.isEmpty(), qPrintable(code));
        if (qm.translate("Message", tmpl.toUtf8().constData(), code.toUtf8().constData()).isEmpty())
            continue;
        ++translated;
        QVERIFY2(hasHan(f[QLatin1String("message")].toString()),
                 qPrintable(f[QLatin1String("message")].toString()));
    }
    if (translated == 0)
        qWarning("%s: no finding of the example has a translated template yet", qPrintable(lang));
}

// The bundled examples are product text: every name, description, rack group, scenario and job
// name of catalogs/examples is listed for translation, and a report of an example in zh_TW names
// it in Chinese; a user's design of another name is left as it is.
void TestCliLang::bundledExamplesComeInTheLanguage()
{
    QStringList listed;
    for (const char* t : cc::views::exampleTexts())
        listed << QString::fromUtf8(t);
    const auto need = [&](const QJsonObject& o, const char* key, const QString& file) {
        const QString text = o[QLatin1String(key)].toString();
        QVERIFY2(text.isEmpty() || listed.contains(text),
                 qPrintable(file + QStringLiteral(": not listed: ") + text));
    };
    const QDir examples(QStringLiteral(CC_CATALOG_DIR "/examples"));
    for (const QString& name : examples.entryList({QStringLiteral("*.json")})) {
        QFile f(examples.filePath(name));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject top = QJsonDocument::fromJson(f.readAll()).object();
        QList<QJsonObject> bodies{top};
        for (const auto& s : top[QLatin1String("scenarios")].toArray()) {
            need(s.toObject(), "name", name);
            bodies << s.toObject()[QLatin1String("design")].toObject();
        }
        for (const QJsonObject& d : bodies) {
            need(d, "name", name);
            need(d, "description", name);
            for (const char* list : {"racks", "workloads"})
                for (const auto& v : d[QLatin1String(list)].toArray())
                    need(v.toObject(), "name", name);
        }
    }
    const Result r = run(
        {QStringLiteral("analyze"), kExample, QStringLiteral("--lang"), QStringLiteral("zh_TW")});
    QVERIFY2(r.code == 0, r.err.constData());
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(QStringLiteral("4 單元 H100 軌道最佳化叢集（128 × DGX H100）")),
             r.out.left(400).constData());
    QVERIFY2(out.contains(QStringLiteral("機櫃「DGX H100 機櫃」")), r.out.constData());
    // Not an example: untouched, whatever the language.
    QTranslator qm;
    QVERIFY(qm.load(QStringLiteral(":/i18n/clustercanvas_zh_CN.qm")));
    QCoreApplication::installTranslator(&qm);
    cc::model::Design mine;
    mine.name = "My cluster";
    mine.description = "Generated 3-tier fat-tree, for a customer";
    cc::views::localizeExample(mine);
    QCOMPARE(mine.description, std::string("Generated 3-tier fat-tree, for a customer"));
    cc::model::Design example;
    example.name = "4-unit H100 rail-optimised cluster (128 x DGX H100)";
    example.racks.push_back({});
    example.racks.back().name = "DGX H100 racks";
    cc::views::localizeExample(example);
    QCoreApplication::removeTranslator(&qm);
    QCOMPARE(QString::fromStdString(example.name),
             QStringLiteral("4 单元 H100 轨道优化集群（128 × DGX H100）"));
    QCOMPARE(QString::fromStdString(example.racks.back().name), QStringLiteral("DGX H100 机柜"));
}

QTEST_GUILESS_MAIN(TestCliLang)
#include "tst_cli_lang.moc"

void TestCliLang::usageErrorsAndResultsAreTranslated_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("error"); // "error: " in that language
    QTest::addColumn<QString>("wrote"); // the generate line
    QTest::newRow("en") << "en"
                        << "error: analyze: unknown option --bogus"
                        << "wrote ";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "错误：analyze: 未知选项 --bogus"
                           << "已写入";
    QTest::newRow("zh_TW") << "zh_TW"
                           << "錯誤：analyze: 未知選項 --bogus"
                           << "已寫入";
}

void TestCliLang::usageErrorsAndResultsAreTranslated()
{
    QFETCH(QString, lang);
    QFETCH(QString, error);
    QFETCH(QString, wrote);
    const Result bad = run({QStringLiteral("analyze"), kExample, QStringLiteral("--bogus"),
                            QStringLiteral("--lang"), lang});
    QCOMPARE(bad.code, 2);
    QVERIFY2(QString::fromUtf8(bad.err).startsWith(error), bad.err.constData());
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("g.json"));
    const Result gen =
        run({QStringLiteral("generate"), QStringLiteral("--template"), QStringLiteral("fat-tree"),
             QStringLiteral("--server"), QStringLiteral("dgx-h100"), QStringLiteral("--nodes"),
             QStringLiteral("3"), QStringLiteral("-o"), out, QStringLiteral("--lang"), lang});
    QVERIFY2(gen.code == 0, gen.err.constData());
    const QString line = QString::fromUtf8(gen.out);
    QVERIFY2(line.startsWith(wrote), gen.out.constData());
    QCOMPARE(hasHan(line), lang != QLatin1String("en"));
    // The generated design's own name and description are written in that language too.
    QFile file(out);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject design = QJsonDocument::fromJson(file.readAll()).object();
    const QString name = design[QLatin1String("name")].toString();
    const QString text = design[QLatin1String("description")].toString();
    QVERIFY2(!text.contains(QLatin1String("GEN_")), qPrintable(text));
    QCOMPARE(hasHan(name), lang != QLatin1String("en"));
    QCOMPARE(hasHan(text), lang != QLatin1String("en"));
    const QJsonArray racks = design[QLatin1String("racks")].toArray();
    QVERIFY(!racks.isEmpty());
    for (const auto& rack : racks) // "DGX H100 racks", "DGX H100 機櫃"
        QCOMPARE(hasHan(rack.toObject()[QLatin1String("name")].toString()),
                 lang != QLatin1String("en"));
    if (lang == QLatin1String("en")) {
        QCOMPARE(name, QStringLiteral("Fat-tree of 3 × DGX H100"));
        QVERIFY2(text.startsWith(QLatin1String("Generated 1-tier fat-tree, 24 end ports.")),
                 qPrintable(text));
    }
}
