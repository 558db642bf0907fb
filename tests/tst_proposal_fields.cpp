// The design file's optional "proposal" object (issue 12 item 4): customer, proposer and logo of
// the PDF cover round-trip, stay out of files that do not set them, are bounded and validated
// with messages that name the JSON path, and change through one undoable edit.
#include "TestUtil.h"

#include "model/edit/SetProposalInfo.h"
#include "model/io/DesignIo.h"
#include "model/io/InputLimits.h"
#include "model/util/Diagnostic.h"
#include "views/text/MessageText.h" // diagnostics read in English

#include <nlohmann/json.hpp>

using namespace cc::model;

namespace {

/// FormatError::what() and the text report in English, as a user reads them (the renderer the
/// CLI and the app install; model-only tests would see "CODE(args)").
[[maybe_unused]] const bool kEnglish =
    (setMessageRenderer(cc::views::messageRenderer()),
     cc::views::setMessageLocale(QLocale(QLocale::English, QLocale::UnitedStates)), true);
// A 1 × 1 transparent PNG.
const char* kLogo = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR4"
                    "2mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

std::string exampleText()
{
    return limits::readInputFile(CC_CATALOG_DIR "/examples/rtx4090-workstation.json");
}

/// The example with `proposal` set to the JSON text `value`.
std::string withProposal(const std::string& value)
{
    auto doc = nlohmann::ordered_json::parse(exampleText());
    doc["proposal"] = nlohmann::ordered_json::parse(value);
    return doc.dump(2);
}

QString loadError(const std::string& text)
{
    try {
        io::loadDesign(text, "x.json");
    } catch (const FormatError& e) {
        return QString::fromStdString(e.what());
    }
    return {};
}
} // namespace

class TestProposalFields : public QObject {
    Q_OBJECT
private slots:
    void absentMeansEmptyAndIsNotWritten()
    {
        const Design d = io::loadDesign(exampleText(), "x.json");
        QVERIFY(d.proposal.empty());
        const std::string saved = io::saveDesign(d, cc::test::bundledCatalog());
        QVERIFY(saved.find("\"proposal\"") == std::string::npos);
    }

    void roundTrips()
    {
        Design d = io::loadDesign(exampleText(), "x.json");
        d.proposal = {"深圳某某科技有限公司", "Jane Doe, Example Systems", kLogo};
        const std::string saved = io::saveDesign(d, cc::test::bundledCatalog());
        const Design back = io::loadDesign(saved, "x.json");
        QVERIFY(back.proposal == d.proposal);
        QCOMPARE(io::saveDesign(back, cc::test::bundledCatalog()), saved);
        // Only what is set is written.
        d.proposal = {"ACME", "", ""};
        const auto doc = nlohmann::json::parse(io::saveDesign(d, cc::test::bundledCatalog()));
        QCOMPARE(doc["proposal"].size(), size_t(1));
        QCOMPARE(doc["proposal"]["customer"].get<std::string>(), std::string("ACME"));
    }

    void badValuesNameThePath_data()
    {
        QTest::addColumn<QString>("proposal");
        QTest::addColumn<QString>("expected");
        const QString longName(static_cast<int>(limits::kMaxProposalNameChars) + 1,
                               QLatin1Char('x'));
        QTest::newRow("not an object") << "\"ACME\""
                                       << "x.json: proposal: must be an object";
        QTest::newRow("customer too long") << QStringLiteral("{\"customer\": \"%1\"}").arg(longName)
                                           << "x.json: proposal.customer: has 201 characters";
        QTest::newRow("proposer not text") << "{\"proposer\": 3}"
                                           << "x.json: proposal.proposer: ";
        QTest::newRow("logo a link") << "{\"logo\": \"https://example.com/logo.png\"}"
                                     << "x.json: proposal.logo: must be a PNG or JPEG picture";
        QTest::newRow("logo not base64") << "{\"logo\": \"data:image/png;base64,abc$def\"}"
                                         << "x.json: proposal.logo: holds a character";
        QTest::newRow("logo gif") << "{\"logo\": \"data:image/gif;base64,R0lG\"}"
                                  << "x.json: proposal.logo: must be a PNG or JPEG";
    }
    void badValuesNameThePath()
    {
        QFETCH(QString, proposal);
        QFETCH(QString, expected);
        const QString err = loadError(withProposal(proposal.toStdString()));
        QVERIFY2(err.contains(expected), qPrintable(err));
    }

    void logoBoundIsEnforced()
    {
        const std::string big =
            "data:image/png;base64," + std::string(static_cast<size_t>(limits::kMaxLogoChars), 'A');
        QVERIFY(!limits::logoProblem(big).empty());
        QVERIFY(limits::logoProblem(kLogo).empty());
    }

    void editUndoes()
    {
        Design d = io::loadDesign(exampleText(), "x.json");
        std::vector<Change> seen;
        d.onChange = [&seen](const Change& c) { seen.push_back(c); };
        SetProposalInfo e({"ACME", "Me", ""}, "Edit proposal cover");
        QVERIFY(!e.isNoOp(d));
        e.apply(d);
        QCOMPARE(d.proposal.customer, std::string("ACME"));
        QCOMPARE(seen.size(), size_t(1));
        QVERIFY(seen.front().has(field::kProposal));
        QVERIFY(!seen.front().has(field::kFacility));
        e.revert(d);
        QVERIFY(d.proposal.empty());
    }
};

QTEST_MAIN(TestProposalFields)
#include "tst_proposal_fields.moc"
