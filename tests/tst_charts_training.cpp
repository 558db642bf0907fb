// The four training-job charts (memory stack, step time, scaling, roofline) fed from real
// reports of the bundled examples: their series equal the reports' numbers, hover values. The
// models behind the scaling curve and the roofline are tested in tst_scaling_roofline.cpp.
#include "ChartTestUtil.h"

#include "model/calibration/CalibrationProfile.h"
#include "model/training/Scaling.h"
#include "model/training/Search.h"
#include "views/charts/MemoryStackChart.h"
#include "views/charts/RooflineChart.h"
#include "views/charts/ScalingChart.h"
#include "views/charts/StepTimeChart.h"
#include "views/text/MessageText.h"

#include <QApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QToolTip>

#include <chrono>
#include <memory>
#include <optional>

using namespace cc::model;
using namespace cc::views::charts;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;

using Example = cc::test::AnalysedExample;

const Example& example(const char* name)
{
    return cc::test::cachedExample(name);
}

template <class T> std::vector<T*> plottablesNamed(QCustomPlot& plot, const QString& objectName)
{
    std::vector<T*> out;
    for (int i = 0; i < plot.plottableCount(); ++i)
        if (auto* p = qobject_cast<T*>(plot.plottable(i)); p && p->objectName() == objectName)
            out.push_back(p);
    return out;
}

/// The value at `key` of a one-dimensional plottable (NaN when absent).
double valueAt(QCPAbstractPlottable* p, double key)
{
    const auto* d = p->interface1D();
    for (int i = 0; d && i < d->dataCount(); ++i)
        if (d->dataMainKey(i) == key)
            return d->dataMainValue(i);
    return std::numeric_limits<double>::quiet_NaN();
}

bool hasText(QCustomPlot& plot, const QString& text)
{
    const auto elements = plot.plotLayout()->elements(true);
    for (QCPLayoutElement* e : elements)
        if (auto* t = qobject_cast<QCPTextElement*>(e); t && t->text().contains(text))
            return true;
    return false;
}

bool near(double got, double want, double rel = 1e-9)
{
    return std::abs(got - want) <= rel * std::max(std::abs(want), 1e-300);
}

std::unique_ptr<ChartBase> makeTrainingChart(int kind)
{
    switch (kind) {
    case 0:
        return std::make_unique<MemoryStackChart>();
    case 1:
        return std::make_unique<StepTimeChart>();
    case 2:
        return std::make_unique<ScalingChart>();
    default:
        return std::make_unique<RooflineChart>();
    }
}

const char* const kChartIds[] = {"memory", "step-time", "scaling", "roofline"};

} // namespace

class TestChartsTraining : public QObject {
    Q_OBJECT
private slots:
    // charts
    void memoryStackEqualsReport_data();
    void memoryStackEqualsReport();
    void memoryThatDoesNotFit();
    void stepTimeEqualsReport_data();
    void stepTimeEqualsReport();
    void scalingChartEqualsSearch();
    void scalingChartIsCalibrated();
    void rooflineChartEqualsModel();
    void emptyWithoutTrainingJob_data();
    void emptyWithoutTrainingJob();
    void overlayAddsSeries_data();
    void overlayAddsSeries();
    void exportsInLightAndDark_data();
    void exportsInLightAndDark();
    void hoverGivesExactValues();
};

void TestChartsTraining::memoryStackEqualsReport_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("one DGX, LoRA 70B") << QStringLiteral("dgx-h100-single");
    QTest::newRow("4 SU, GPT-3 pp 8") << QStringLiteral("h100-rail-4su");
    QTest::newRow("RTX 4090 QLoRA") << QStringLiteral("rtx4090-workstation");
}

void TestChartsTraining::memoryStackEqualsReport()
{
    QFETCH(QString, name);
    const Example& e = example(qPrintable(name));
    const MemoryReport& m = e.training->memory;
    MemoryStackChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());

    const auto parts = plottablesNamed<QCPBars>(chart, QStringLiteral("part0"));
    QCOMPARE(static_cast<int>(parts.size()), 1);
    std::vector<QCPBars*> stack;
    for (int p = 0; p < 5; ++p)
        stack.push_back(plottablesNamed<QCPBars>(chart, QStringLiteral("part%1").arg(p)).front());
    const int rows = stack[0]->dataCount();
    // Each row's parts are one stage's (or the single) breakdown in GiB; the fullest is shown.
    bool fullestShown = false;
    for (int r = 0; r < rows; ++r) {
        const double key = stack[0]->data()->at(r)->key;
        MemoryBreakdown got;
        got.weights = valueAt(stack[0], key) * kGiB;
        got.gradients = valueAt(stack[1], key) * kGiB;
        got.optimizer = valueAt(stack[2], key) * kGiB;
        got.activations = valueAt(stack[3], key) * kGiB;
        got.other = valueAt(stack[4], key) * kGiB;
        const auto& candidates =
            m.stages.empty() ? std::vector<MemoryBreakdown>{m.perGpu} : m.stages;
        const bool isStage =
            std::any_of(candidates.begin(), candidates.end(), [&](const MemoryBreakdown& s) {
                return near(s.weights, got.weights) && near(s.gradients, got.gradients) &&
                       near(s.optimizer, got.optimizer) && near(s.activations, got.activations) &&
                       near(s.other, got.other);
            });
        QVERIFY2(isStage, qPrintable(QStringLiteral("row %1").arg(r)));
        fullestShown |= near(got.total(), m.perGpu.total());
    }
    QVERIFY(fullestShown);
    if (m.stages.size() > 1)
        QVERIFY2(rows > 1 && rows <= static_cast<int>(m.stages.size()),
                 "differing stages get bars");
    else
        QCOMPARE(rows, 1);

    const auto capacity = plottablesNamed<QCPGraph>(chart, QStringLiteral("capacity"));
    QVERIFY(!capacity.empty());
    for (QCPGraph* g : capacity)
        for (int i = 0; i < g->dataCount(); ++i)
            QCOMPARE(g->data()->at(i)->value, m.capacityBytes / kGiB);

    // Every alternative appears once with its per-GPU total, in the colour of its verdict.
    const auto fits = plottablesNamed<QCPBars>(chart, QStringLiteral("adviceFits"));
    const auto over = plottablesNamed<QCPBars>(chart, QStringLiteral("adviceOver"));
    int fitting = 0;
    for (const auto& a : m.advice)
        fitting += a.fits ? 1 : 0;
    const int notFitting = static_cast<int>(m.advice.size()) - fitting;
    QCOMPARE(fits.empty() ? 0 : fits.front()->dataCount(), fitting);
    QCOMPARE(over.empty() ? 0 : over.front()->dataCount(), notFitting);
    int fi = 0, oi = 0;
    for (const auto& a : m.advice) {
        QCPBars* b = a.fits ? fits.front() : over.front();
        const double v = b->data()->at(a.fits ? fi++ : oi++)->value;
        QVERIFY(near(v, a.perGpuBytes / kGiB));
    }
}

void TestChartsTraining::memoryThatDoesNotFit()
{
    // Full fine-tuning of Llama 3 70B on one DGX H100 without ZeRO: 16 bytes per parameter on
    // each of 8 GPUs cannot fit in 80 GiB.
    Example e("dgx-h100-single");
    e.workload->training.method = Method::Full;
    e.workload->training.layout.zeroStage = 0;
    e.training = analyzeTraining(*e.workload, e.design, cc::test::bundledCatalog(), e.report);
    const MemoryReport& m = e.training->memory;
    QVERIFY(!m.fits);
    MemoryStackChart chart;
    chart.setInputs(e.inputs());
    QVERIFY(hasText(chart, QStringLiteral("does not fit")));
    const auto over = plottablesNamed<QCPBars>(chart, QStringLiteral("adviceOver"));
    QCOMPARE(static_cast<int>(over.size()), 1);
    // The stacked bar runs past the capacity line.
    double total = 0;
    for (int p = 0; p < 5; ++p)
        total +=
            valueAt(plottablesNamed<QCPBars>(chart, QStringLiteral("part%1").arg(p)).front(), 1);
    const double capacity =
        plottablesNamed<QCPGraph>(chart, QStringLiteral("capacity")).front()->data()->at(0)->value;
    QVERIFY(total > capacity);
    QVERIFY(near(total, m.perGpu.total() / kGiB, 1e-12));
    if (qEnvironmentVariableIsSet("CC_CHART_DIR"))
        QCOMPARE(chart.exportTo(qEnvironmentVariable("CC_CHART_DIR") +
                                    QStringLiteral("/memory-does-not-fit.png"),
                                900, 560),
                 QString());
}

void TestChartsTraining::stepTimeEqualsReport_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("one DGX") << QStringLiteral("dgx-h100-single");
    QTest::newRow("4 SU") << QStringLiteral("h100-rail-4su");
    QTest::newRow("RTX 4090") << QStringLiteral("rtx4090-workstation");
}

void TestChartsTraining::stepTimeEqualsReport()
{
    QFETCH(QString, name);
    const Example& e = example(qPrintable(name));
    const PerformanceReport& p = e.training->performance;
    QVERIFY(p.stepTimeS > 0);
    StepTimeChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());
    const double unit = chart.unitSeconds();
    QCOMPARE(unit, p.stepTimeS >= 1 ? 1.0 : p.stepTimeS >= 1e-3 ? 1e-3 : 1e-6);
    const double StepBreakdown::*fields[] = {
        &StepBreakdown::compute,       &StepBreakdown::tpComm,   &StepBreakdown::ppBubble,
        &StepBreakdown::dpCommExposed, &StepBreakdown::epComm,   &StepBreakdown::cpComm,
        &StepBreakdown::optimizer,     &StepBreakdown::fsdpComm, &StepBreakdown::moeDispatch,
        &StepBreakdown::fp8Overhead};
    double sum = 0;
    for (int i = 0; i < 10; ++i) {
        const auto bars = plottablesNamed<QCPBars>(chart, QStringLiteral("part%1").arg(i));
        const double want = p.breakdownS.*fields[i];
        if (want == 0) {
            QVERIFY2(bars.empty(), "a cause that costs nothing gets no legend entry");
            continue;
        }
        QCOMPARE(static_cast<int>(bars.size()), 1);
        const double got = valueAt(bars.front(), 1) * unit;
        QVERIFY(near(got, want, 1e-12));
        sum += got;
    }
    QVERIFY(near(sum, p.stepTimeS, 1e-9));
    QVERIFY(hasText(chart, cc::views::renderMessage(p.bottleneck)));
}

void TestChartsTraining::scalingChartEqualsSearch()
{
    const Example& e = example("h100-rail-4su");
    ScalingChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());
    const ScalingCurve* c = chart.curve(0);
    QVERIFY(c);
    QCOMPARE(c->designGpus, e.training->performance.gpus);
    const StepModel model = makeStepModel(*e.workload, e.hardware());
    const SearchReport best =
        searchParallelism(*e.workload, model, c->designGpus, scalingSearchOptions());
    QVERIFY(!best.results.empty());
    const auto tokens = plottablesNamed<QCPGraph>(chart, QStringLiteral("tokens"));
    const auto eff = plottablesNamed<QCPGraph>(chart, QStringLiteral("efficiency"));
    QCOMPARE(static_cast<int>(tokens.size()), 1);
    QCOMPARE(valueAt(tokens.front(), c->designGpus), best.results.front().tokensPerS);
    // Efficiency in % on the right axis; sizes that do not fit are gaps, not zeros.
    QCOMPARE(eff.front()->valueAxis(), chart.yAxis2);
    QVERIFY(std::isnan(valueAt(tokens.front(), 8)));
    for (const auto& p : c->points)
        if (p.status == ScalingStatus::Ok)
            QVERIFY(near(valueAt(eff.front(), p.gpus), p.efficiency * 100));
    // The design's own layout sits at its size with the report's tokens/s.
    const auto own = plottablesNamed<QCPGraph>(chart, QStringLiteral("designLayout"));
    QCOMPARE(valueAt(own.front(), c->designGpus), e.training->performance.tokensPerS);
    QCOMPARE(chart.xAxis->scaleType(), QCPAxis::stLogarithmic);

    // A rebuild with the same inputs reuses the curve instead of searching again.
    const ScalingCurve* before = chart.curve(0);
    const double seconds = before->seconds;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.curve(0)->seconds, seconds);
}

// Issue 14: the curve uses the one evaluation's calibrated hardware, step-time factor included
// (it was the catalog's step before), and a new factor is a new curve, not the cached one.
void TestChartsTraining::scalingChartIsCalibrated()
{
    Design d = io::loadDesignFile(std::string(CC_CATALOG_DIR) + "/examples/h100-rail-4su.json");
    const auto plain = std::make_shared<const Evaluation>(evaluate(d, cc::test::bundledCatalog()));
    QVERIFY(plain->training && plain->hardware);
    calib::CalibrationProfile p;
    p.gpu = plain->hardware->gpuName;
    p.step = calib::StepCalibration{2.0, 2.0, 1.0, "test"};
    d.calibration = p;
    const auto cal = std::make_shared<const Evaluation>(evaluate(d, cc::test::bundledCatalog()));
    QCOMPARE(cal->hardware->stepTimeFactor, 2.0);
    ScalingChart chart;
    chart.setInputs(inputsOf(plain));
    QVERIFY(chart.curve(0));
    const ScalingCurve before = *chart.curve(0);
    chart.setInputs(inputsOf(cal));
    const ScalingCurve& after = *chart.curve(0);
    QCOMPARE(after.points.size(), before.points.size());
    int ok = 0;
    for (size_t i = 0; i < after.points.size(); ++i) {
        if (after.points[i].status != ScalingStatus::Ok)
            continue;
        ++ok;
        QVERIFY(near(after.points[i].tokensPerS, before.points[i].tokensPerS / 2, 1e-9));
        QVERIFY(near(after.points[i].stepTimeS, before.points[i].stepTimeS * 2, 1e-9));
        QVERIFY(near(after.points[i].efficiency, before.points[i].efficiency, 1e-9));
    }
    QVERIFY(ok >= 3);
    // At the design's size the calibrated curve agrees with the calibrated report.
    const auto own = plottablesNamed<QCPGraph>(chart, QStringLiteral("designLayout"));
    QCOMPARE(valueAt(own.front(), after.designGpus), cal->training->performance.tokensPerS);
    QVERIFY(near(cal->training->performance.tokensPerS, plain->training->performance.tokensPerS / 2,
                 1e-9));
}

void TestChartsTraining::rooflineChartEqualsModel()
{
    const Example& e = example("dgx-h100-single");
    RooflineChart chart;
    chart.setInputs(e.inputs());
    QCOMPARE(chart.emptyMessage(), QString());
    const Roofline* r = chart.roofline(0);
    QVERIFY(r);
    const AcceleratorSpec& h100 = cc::test::bundledCatalog().find("h100-sxm5-80gb")->accel;
    const double ridge = h100.flops("bf16") / h100.memoryBandwidthBytesPerS;
    QVERIFY(near(r->roof.ridgeIntensity(), ridge, 1e-12));
    // The roof graph bends at the ridge point, at the peak.
    const auto roofs = plottablesNamed<QCPGraph>(chart, QStringLiteral("roof"));
    QCOMPARE(static_cast<int>(roofs.size()), 1);
    QVERIFY(near(valueAt(roofs.front(), r->roof.ridgeIntensity()), h100.flops("bf16") / 1e12));
    QCOMPARE(chart.xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(chart.yAxis->scaleType(), QCPAxis::stLogarithmic);
    // Every operation is placed at its intensity and attained rate.
    const auto ops = plottablesNamed<QCPGraph>(chart, QStringLiteral("op"));
    QCOMPARE(static_cast<int>(ops.size()), static_cast<int>(r->ops.size()));
    for (QCPGraph* g : ops) {
        const RooflineOp& op = r->ops[g->property("op").toInt()];
        QCOMPARE(g->data()->at(0)->key, op.intensity());
        QCOMPARE(g->data()->at(0)->value, op.attainedFlops / 1e12);
    }
}

void TestChartsTraining::emptyWithoutTrainingJob_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k < 4; ++k)
        QTest::newRow(kChartIds[k]) << k;
}

void TestChartsTraining::emptyWithoutTrainingJob()
{
    QFETCH(int, kind);
    Example e("dgx-h100-single");
    e.training.reset();
    e.workload.reset();
    auto chart = makeTrainingChart(kind);
    chart->setInputs(e.inputs());
    QVERIFY(chart->emptyMessage().contains(QStringLiteral("No training job")));
    QCOMPARE(chart->plottableCount(), 0);
}

void TestChartsTraining::overlayAddsSeries_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k < 4; ++k)
        QTest::newRow(kChartIds[k]) << k;
}

void TestChartsTraining::overlayAddsSeries()
{
    QFETCH(int, kind);
    const Example& design = example("dgx-h100-single");
    const Example& other = example("h100-rail-4su");
    auto chart = makeTrainingChart(kind);
    chart->setInputs(design.inputs());
    // What one more scenario must add: a stacked bar, a bar, a curve, a roof.
    auto count = [&]() -> int {
        switch (kind) {
        case 0:
            return plottablesNamed<QCPBars>(*chart, QStringLiteral("part0")).front()->dataCount();
        case 1:
            return plottablesNamed<QCPBars>(*chart, QStringLiteral("part0")).front()->dataCount();
        case 2:
            return static_cast<int>(
                plottablesNamed<QCPGraph>(*chart, QStringLiteral("tokens")).size());
        default:
            return static_cast<int>(
                plottablesNamed<QCPGraph>(*chart, QStringLiteral("roof")).size());
        }
    };
    const int alone = count();
    chart->setScenarios({design.inputs(), other.inputs(QStringLiteral("128 × DGX H100"))});
    QCOMPARE(chart->emptyMessage(), QString());
    QCOMPARE(count(), alone + 1);
    bool labelled = false;
    for (int i = 0; i < chart->plottableCount(); ++i)
        labelled |= chart->plottable(i)->name().contains(QStringLiteral("128 × DGX H100"));
    if (kind <= 1) { // bar charts name the scenario on the category axis
        const auto t = chart->yAxis->ticker().dynamicCast<QCPAxisTickerText>();
        for (const QString& label : t->ticks())
            labelled |= label.contains(QStringLiteral("128 × DGX H100"));
    }
    QVERIFY(labelled);
    if (qEnvironmentVariableIsSet("CC_CHART_DIR"))
        QCOMPARE(chart->exportTo(qEnvironmentVariable("CC_CHART_DIR") + QLatin1Char('/') +
                                     QLatin1String(kChartIds[kind]) +
                                     QStringLiteral("-overlay.png"),
                                 900, 560),
                 QString());
}

void TestChartsTraining::exportsInLightAndDark_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("name");
    for (const char* name : {"h100-rail-4su", "dgx-h100-single", "rtx4090-workstation"})
        for (int k = 0; k < 4; ++k)
            QTest::addRow("%s %s", kChartIds[k], name) << k << QString::fromLatin1(name);
}

void TestChartsTraining::exportsInLightAndDark()
{
    QFETCH(int, kind);
    QFETCH(QString, name);
    // CC_CHART_DIR keeps the pictures for looking at them; otherwise a temporary directory.
    QTemporaryDir tmp;
    const QString dir = qEnvironmentVariable("CC_CHART_DIR", tmp.path());
    const Example& e = example(qPrintable(name));
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x25, 0x25, 0x25));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    for (const bool isDark : {false, true}) {
        QApplication::setPalette(isDark ? dark : light);
        auto chart = makeTrainingChart(kind);
        chart->setScenarios({e.inputs()});
        QCOMPARE(chart->isDark(), isDark);
        const QString base = dir + QLatin1Char('/') + QLatin1String(kChartIds[kind]) +
                             QLatin1Char('-') + name +
                             (isDark ? QStringLiteral("-dark") : QStringLiteral("-light"));
        for (const char* suffix : {".png", ".svg", ".pdf"}) {
            const QString file = base + QLatin1String(suffix);
            QCOMPARE(chart->exportTo(file, 900, 560), QString());
            QVERIFY2(QFileInfo(file).size() > 1000, qPrintable(file));
        }
        // The picture's background follows the palette.
        const QImage png(base + QStringLiteral(".png"));
        QVERIFY(!png.isNull());
        const double corner = png.pixelColor(2, 2).lightnessF();
        QVERIFY2(isDark ? corner < 0.3 : corner > 0.9, qPrintable(QString::number(corner)));
    }
    QApplication::setPalette(light);
}

/// What the tooltip says after the mouse moves to `pos` (chart coordinates) of a shown chart.
QString hoverText(ChartBase& chart, QPointF pos)
{
    QToolTip::hideText();
    QTest::mouseMove(&chart, pos.toPoint());
    return QTest::qWaitFor([] { return QToolTip::isVisible(); }, 2000) ? QToolTip::text()
                                                                       : QString();
}

void TestChartsTraining::hoverGivesExactValues()
{
    // At the dock's size, the mouse over the middle of a bar segment, placed from the axis
    // coordinates of the report's numbers, shows that number with its unit.
    const Example& e = example("h100-rail-4su");
    MemoryStackChart memory;
    memory.resize(700, 400);
    memory.show();
    QVERIFY(QTest::qWaitForWindowExposed(&memory));
    memory.setInputs(e.inputs());
    const MemoryBreakdown& first = e.training->memory.stages.front();
    const double weightsGiB = first.weights / kGiB;
    const QPointF onWeights(memory.xAxis->coordToPixel(weightsGiB / 2),
                            memory.yAxis->coordToPixel(1));
    QCOMPARE(memory.tooltipAt(onWeights),
             QStringLiteral("<b>Weights</b><br/>Stage 1: %1 GiB (%2 GB)")
                 .arg(QLocale().toString(weightsGiB, 'f', 2),
                      QLocale().toString(first.weights / 1e9, 'f', 2)));
    QCOMPARE(hoverText(memory, onWeights), memory.tooltipAt(onWeights));
    memory.close();

    const PerformanceReport& p = e.training->performance;
    StepTimeChart step;
    step.resize(560, 340);
    step.show();
    QVERIFY(QTest::qWaitForWindowExposed(&step));
    step.setInputs(e.inputs());
    QCOMPARE(step.unitSeconds(), 1.0);
    const QPointF onCompute(step.xAxis->coordToPixel(p.breakdownS.compute / 2),
                            step.yAxis->coordToPixel(1));
    const QString tip = hoverText(step, onCompute);
    QVERIFY2(tip.startsWith(QStringLiteral("<b>Compute: ")) &&
                 tip.contains(
                     QStringLiteral("One step: %1 s (%2 % of the %3 s step)")
                         .arg(QLocale().toString(p.breakdownS.compute, 'g', 4),
                              QLocale().toString(p.breakdownS.compute / p.stepTimeS * 100, 'f', 1),
                              QLocale().toString(p.stepTimeS, 'g', 4))),
             qPrintable(tip));
    // Off the bars, nothing.
    QCOMPARE(step.tooltipAt(QPointF(step.width() - 5, step.height() - 5)), QString());
}

QTEST_MAIN(TestChartsTraining)
#include "tst_charts_training.moc"
