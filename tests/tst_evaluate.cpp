// The one evaluation (model::evaluate) and the typed change events of edits (issue 11). Links
// cc_model only.
#include "TestUtil.h"

#include "model/analysis/Analyze.h"
#include "model/analysis/Evaluate.h"
#include "model/edit/GroupEdits.h"
#include "model/edit/ObjectEdits.h"
#include "model/edit/ScenarioEdits.h"
#include "model/io/DesignIo.h"
#include "model/io/ReportIo.h"
#include "model/training/TrainingAnalysis.h"

#include <QDir>

using namespace cc::model;
using cc::test::bundledCatalog;

namespace {
ChangeSet changesOf(Design& d, Edit& e, bool revert = false)
{
    ChangeSet seen;
    d.onChange = [&seen](const Change& c) { seen.push_back(c); };
    revert ? e.revert(d) : e.apply(d);
    d.onChange = nullptr;
    return seen;
}
} // namespace

class TestEvaluate : public QObject {
    Q_OBJECT
private slots:
    void evaluationIsTheAnalysesComposed_data();
    void evaluationIsTheAnalysesComposed();
    void workloadOverrideReplacesTheDesignsJob();
    void noGpusNoTrainingReport();
    void editsReportWhatChanged();
    void designEditsReportTheirFields();
    void mergeIdsPerKindAndObject();
    void noOpEditsKnowIt();
};

void TestEvaluate::evaluationIsTheAnalysesComposed_data()
{
    QTest::addColumn<QString>("file");
    for (const QFileInfo& f :
         QDir(QStringLiteral(CC_CATALOG_DIR "/examples")).entryInfoList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(f.baseName())) << f.absoluteFilePath();
}

void TestEvaluate::evaluationIsTheAnalysesComposed()
{
    QFETCH(QString, file);
    const Design d = io::loadDesignFile(file.toStdString());
    const Catalog& c = bundledCatalog();
    const Evaluation e = evaluate(d, c);
    const Report r = analyze(d, c);
    QCOMPARE(io::reportToJson(e.report, d, nullptr).size() > 0, true);
    QCOMPARE(e.report.design.gpus, r.design.gpus);
    QCOMPARE(e.report.cost.capexUsd, r.cost.capexUsd);
    QCOMPARE(e.report.power.itW, r.power.itW);
    QCOMPARE(e.report.findings.size(), r.findings.size());
    QCOMPARE(e.inventory.gpus, r.design.gpus);
    QCOMPARE(e.design->blocks, d.blocks);
    QVERIFY(e.design->scenarios.empty());
    if (!d.workloads.empty() && r.design.gpus > 0) {
        QVERIFY(e.workload && e.training && e.hardware);
        const TrainingReport t = analyzeTraining(*e.workload, d, c, r);
        QCOMPARE(e.training->performance.stepTimeS, t.performance.stepTimeS);
        QCOMPARE(e.training->memory.perGpu.total(), t.memory.perGpu.total());
        QCOMPARE(e.hardware->groupGpus > 0, true);
    } else {
        QVERIFY(!e.training);
    }
    const auto limits = rankLimits(r, d, e.trainingOrNull());
    QCOMPARE(e.limits.size(), limits.size());
    for (size_t i = 0; i < limits.size(); ++i)
        QCOMPARE(e.limits[i].message, limits[i].message);
    QVERIFY(!e.figures.empty());
}

void TestEvaluate::workloadOverrideReplacesTheDesignsJob()
{
    const Design d = io::loadDesignFile(CC_CATALOG_DIR "/examples/h100-rail-4su.json");
    std::vector<Diagnostic> diags;
    auto w = parseWorkload(R"({"name": "other", "preset": "gpt2-124m"})", "test", diags);
    QVERIFY(w);
    const Evaluation e = evaluate(d, bundledCatalog(), w);
    QVERIFY(e.training);
    QCOMPARE(e.training->workloadName, std::string("other"));
}

void TestEvaluate::noGpusNoTrainingReport()
{
    Design d;
    d.workloads.push_back(R"({"preset": "gpt2-124m"})");
    const Evaluation e = evaluate(d, bundledCatalog());
    QVERIFY(e.workload);
    QVERIFY(!e.training);
    QVERIFY(!e.trainedWorkload());
}

void TestEvaluate::editsReportWhatChanged()
{
    Design d = cc::test::smallCluster();
    const Block b = d.blocks.front();
    Block renamed = b;
    renamed.name = "New name";
    ReplaceBlock rename(renamed, "Rename");
    QCOMPARE(changesOf(d, rename),
             (ChangeSet{{ObjectKind::Block, b.id, ChangeType::Modified, field::kName}}));
    QCOMPARE(changesOf(d, rename, true),
             (ChangeSet{{ObjectKind::Block, b.id, ChangeType::Modified, field::kName}}));
    Block moved = b;
    moved.x += 20;
    moved.replicas += 1;
    ReplaceBlock move(moved, "Move");
    QCOMPARE(changesOf(d, move).front().fields, field::kPosition | field::kReplicas);

    Block extra = b;
    extra.id = d.allocateId();
    AddBlock add(extra, "Add");
    QCOMPARE(changesOf(d, add), (ChangeSet{{ObjectKind::Block, extra.id, ChangeType::Added}}));
    QCOMPARE(changesOf(d, add, true),
             (ChangeSet{{ObjectKind::Block, extra.id, ChangeType::Removed}}));

    // Removing a group removes its links first, each reported.
    EditPtr del = makeRemoveBlock(d, b.id);
    const ChangeSet c = changesOf(d, *del);
    QVERIFY(c.size() >= 2);
    QCOMPARE(c.back(), (Change{ObjectKind::Block, b.id, ChangeType::Removed}));
    for (size_t i = 0; i + 1 < c.size(); ++i)
        QVERIFY(c[i].kind == ObjectKind::Link || c[i].kind == ObjectKind::Rack);
    const ChangeSet back = changesOf(d, *del, true);
    QCOMPARE(back.front(), (Change{ObjectKind::Block, b.id, ChangeType::Added}));
}

void TestEvaluate::designEditsReportTheirFields()
{
    Design d = cc::test::smallCluster();
    auto info = SetDesignInfo::of(d);
    info.workloads = {R"({"preset": "gpt2-124m"})"};
    SetDesignInfo job(info, "Edit workload");
    QCOMPARE(changesOf(d, job),
             (ChangeSet{{ObjectKind::Settings, kNoId, ChangeType::Modified, field::kWorkloads}}));
    EditPtr save = makeAddScenario(d, "A");
    QCOMPARE(changesOf(d, *save).front().kind, ObjectKind::Scenarios);
    EditPtr current = makeScenarioCurrent(d, 0);
    QCOMPARE(changesOf(d, *current).front().kind, ObjectKind::Content);
}

void TestEvaluate::mergeIdsPerKindAndObject()
{
    const Design d = cc::test::smallCluster();
    const Block a = d.blocks[0], b = d.blocks[1];
    const auto moveA = makeMove(d, {{a.id, 100, 0}});
    const auto moveA2 = makeMove(d, {{a.id, 200, 0}});
    const auto moveB = makeMove(d, {{b.id, 100, 0}});
    QVERIFY(moveA->mergeId() >= 0);
    QCOMPARE(moveA->mergeId(), moveA2->mergeId());
    QVERIFY(moveA->mergeId() != moveB->mergeId());
    // Edits without a gesture never merge; a workload field and a move never share an id.
    ReplaceBlock plain(a, "Set replicas");
    QCOMPARE(plain.mergeId(), -1);
    SetDesignInfo field(SetDesignInfo::of(d), "Edit workload", 1001);
    QVERIFY(field.mergeId() >= 0 && field.mergeId() != moveA->mergeId());
    QCOMPARE(SetDesignInfo(SetDesignInfo::of(d), "Edit workload").mergeId(), -1);
}

void TestEvaluate::noOpEditsKnowIt()
{
    Design d = cc::test::smallCluster();
    const Block a = d.blocks[0];
    ReplaceBlock same(a, "Nothing");
    same.apply(d);
    QVERIFY(same.isNoOp(d));
    Block moved = a;
    moved.x += 20;
    ReplaceBlock move(moved, "Move", 1);
    move.apply(d);
    QVERIFY(!move.isNoOp(d));
    // The same gesture back to where it started: the merged step changes nothing.
    ReplaceBlock back(a, "Move", 1);
    back.apply(d);
    QVERIFY(move.absorb(back));
    QVERIFY(move.isNoOp(d));
}

QTEST_APPLESS_MAIN(TestEvaluate)
#include "tst_evaluate.moc"
