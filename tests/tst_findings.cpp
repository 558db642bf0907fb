// The bottleneck ranking (model/analysis/Limits), the figure explanations behind the summary's
// clickable numbers (model/analysis/ExplainFigures) and the panels that show them.
#include "TestUtil.h"
#include "model/analysis/Evaluate.h"

#include "model/analysis/Analyze.h"
#include "model/analysis/ExplainFigures.h"
#include "model/analysis/Limits.h"
#include "model/io/DesignIo.h"
#include "model/training/TrainingAnalysis.h"
#include "model/util/Format.h"
#include "views/panels/ExplainDialog.h"
#include "views/panels/FindingsPanel.h"
#include "views/panels/SummaryPanel.h"
#include "views/text/MessageText.h"

#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QTreeWidget>

using namespace cc::model;
using cc::test::bundledCatalog;

namespace {

struct Analysed {
    Design design;
    Report report;
    std::optional<TrainingReport> training;
};

Analysed analyseExample(const char* name)
{
    Analysed a;
    a.design = io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/" + name);
    a.report = analyze(a.design, bundledCatalog());
    if (!a.design.workloads.empty()) {
        std::vector<Diagnostic> diags;
        if (auto w = parseWorkload(a.design.workloads.front(), "workload", diags))
            a.training = analyzeTraining(*w, a.design, bundledCatalog(), a.report);
    }
    return a;
}

const Limit* findLimit(const std::vector<Limit>& ls, LimitKind k)
{
    for (const auto& l : ls)
        if (l.kind == k)
            return &l;
    return nullptr;
}

} // namespace

class TestFindings : public QObject {
    Q_OBJECT
private slots:
    void limitsCarryTheReportsNumbers()
    {
        const Analysed a = analyseExample("h100-rail-4su.json");
        QVERIFY(a.training && a.training->valid);
        std::vector<Finding> other;
        const auto limits = rankLimits(a.report, a.design, &*a.training, &other);
        const Limit* mem = findLimit(limits, LimitKind::Memory);
        QVERIFY(mem);
        QCOMPARE(mem->pressure,
                 a.training->memory.perGpu.total() / a.training->memory.capacityBytes);
        const auto& p = a.training->performance;
        const Limit* compute = findLimit(limits, LimitKind::Compute);
        QVERIFY(compute);
        QCOMPARE(compute->pressure, (p.breakdownS.compute + p.breakdownS.optimizer) / p.stepTimeS);
        const Limit* tp = findLimit(limits, LimitKind::ScaleUp);
        QVERIFY(tp);
        QCOMPARE(tp->pressure, (p.breakdownS.tpComm + p.breakdownS.cpComm) / p.stepTimeS);
        // Ranked: severity first, then pressure.
        for (size_t i = 1; i < limits.size(); ++i) {
            QVERIFY(limits[i - 1].severity >= limits[i].severity);
            if (limits[i - 1].severity == limits[i].severity)
                QVERIFY(limits[i - 1].pressure >= limits[i].pressure);
        }
        // Every finding is shown once: under its limit or among the others.
        size_t placed = other.size();
        for (const auto& l : limits)
            placed += l.findings.size();
        QCOMPARE(placed, a.report.findings.size() + a.training->findings.size());
    }

    void anOverloadedRackRanksFirst()
    {
        Analysed a = analyseExample("h100-rail-4su.json");
        QVERIFY(!a.design.racks.empty());
        for (auto& rg : a.design.racks)
            rg.powerLimitW = 5000; // far below a DGX H100's 10.2 kW
        a.report = analyze(a.design, bundledCatalog());
        const auto limits = rankLimits(a.report, a.design, nullptr);
        QVERIFY(!limits.empty());
        QCOMPARE(limits.front().kind, LimitKind::Power);
        QCOMPARE(limits.front().severity, Severity::Error);
        QVERIFY(limits.front().pressure > 1);
        QVERIFY(!limits.front().objects.empty()); // the groups in that rack, for the canvas
        for (auto id : limits.front().objects)
            QVERIFY(a.design.findBlock(id));
    }

    void aJobThatDoesNotFitSaysWhatWould()
    {
        const Analysed a = analyseExample("dgx-h100-single.json");
        TrainingReport t;
        t.memory.capacityBytes = 80.0 * (1ull << 30);
        t.memory.perGpu.weights = 100.0 * (1ull << 30);
        t.memory.fits = false;
        t.memory.advice = {{"ZeRO-3", 90.0 * (1ull << 30), false},
                           {"TP 8", 40.0 * (1ull << 30), true}};
        t.findings.push_back({Severity::Error, "TRAINING_DOES_NOT_FIT", "does not fit", {}, ""});
        const auto limits = rankLimits(a.report, a.design, &t);
        QCOMPARE(limits.front().kind, LimitKind::Memory);
        QCOMPARE(limits.front().severity, Severity::Error);
        QCOMPARE(limits.front().pressure, 1.25);
        QVERIFY(
            cc::views::renderMessage(limits.front().suggestion).startsWith(QStringLiteral("TP 8")));
        QCOMPARE(limits.front().findings.size(), size_t(1));
    }

    void figuresExplainTheirInputs()
    {
        const Analysed a = analyseExample("h100-rail-4su.json");
        const auto figs = explainFigures(a.report, a.design, &*a.training);
        auto get = [&](const char* key) -> const FigureExplanation* {
            for (const auto& f : figs)
                if (f.key == key)
                    return &f;
            return nullptr;
        };
        for (const char* key :
             {"gpus", "memory", "stepTime", "mfu", "bottleneck", "timeToTrain", "itPower",
              "facilityPower", "largestRack", "cooling", "bisection", "injection", "capex"}) {
            const FigureExplanation* f = get(key);
            QVERIFY2(f, key);
            QVERIFY2(!f->formula.empty() && !f->source.empty() && !f->inputs.empty(), key);
        }
        for (const auto& f : figs) // every input named and valued (no stale copies)
            for (const auto& in : f.inputs)
                QVERIFY2(!in.name.empty() && !in.value.empty(), f.key.c_str());
        const auto* bn = get("bottleneck");
        QCOMPARE(bn->inputs.size(), size_t(8));
        using cc::views::renderMessageUtf8; // English: no translator installed
        QCOMPARE(renderMessageUtf8(bn->inputs.front().name), std::string("compute"));
        QCOMPARE(renderMessageUtf8(bn->inputs.back().name), std::string("step time"));
        const auto* mem = get("memory");
        QCOMPARE(renderMessageUtf8(mem->inputs[0].value),
                 gibibytes(a.training->memory.perGpu.weights));
        QCOMPARE(renderMessageUtf8(mem->inputs[3].value),
                 gibibytes(a.training->memory.perGpu.activations));
        const auto* fac = get("facilityPower");
        QCOMPARE(renderMessageUtf8(fac->inputs[0].value), siUnits(a.report.power.itW, "W"));
        QCOMPARE(renderMessageUtf8(fac->inputs[1].value), std::string("1.40"));
        QVERIFY(fac->formula == [&] {
            for (const auto& e : a.report.explanations)
                if (e.quantity == "facilityPower")
                    return e.formula;
            return Message();
        }());
        // No training job: only the infrastructure figures.
        const auto infra = explainFigures(a.report, a.design, nullptr);
        for (const auto& f : infra)
            QVERIFY(f.key != "memory" && f.key != "mfu");
    }

    void summaryFiguresOpenTheirExplanation()
    {
        const Analysed a = analyseExample("h100-rail-4su.json");
        cc::views::SummaryPanel panel;
        panel.showEvaluation(evaluate(a.design, bundledCatalog()));
        QVERIFY(!panel.explain(QStringLiteral("noSuchFigure")));
        QVERIFY(panel.explain(QStringLiteral("capex")));
        auto* dlg = panel.explainDialog();
        QVERIFY(dlg && dlg->isVisible());
        QVERIFY(dlg->plainText().contains(QString::fromStdString(usd(a.report.cost.capexUsd))));
        auto* table = dlg->findChild<QTableWidget*>();
        QCOMPARE(table->rowCount(), int(a.report.cost.byCategoryUsd.size()));
        dlg->grab().save(QStringLiteral("explain-dialog.png"));
    }

    void panelRanksAndHighlights()
    {
        const Analysed a = analyseExample("h100-rail-4su.json");
        cc::views::FindingsPanel panel;
        panel.resize(900, 300);
        panel.showEvaluation(evaluate(a.design, bundledCatalog()));
        std::vector<Finding> other;
        const auto limits = rankLimits(a.report, a.design, &*a.training, &other);
        QCOMPARE(panel.tree()->topLevelItemCount(), int(limits.size()) + (other.empty() ? 0 : 1));
        QSignalSpy spy(&panel, &cc::views::FindingsPanel::objectsActivated);
        int withObjects = -1;
        for (int i = 0; i < int(limits.size()) && withObjects < 0; ++i)
            if (!limits[i].objects.empty())
                withObjects = i;
        QVERIFY(withObjects >= 0);
        panel.tree()->setCurrentItem(panel.tree()->topLevelItem(withObjects));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.front().front().value<QList<ObjectId>>().size(),
                 qsizetype(limits[withObjects].objects.size()));
        panel.grab().save(QStringLiteral("findings-panel.png"));
    }
};

QTEST_MAIN(TestFindings)
#include "tst_findings.moc"
