// Every chart as the Charts dock (700×400, 560×340) and the PDF (900×560) show it, light and
// dark, on the bundled examples and with the 4-SU example's scenarios overlaid: pictures to look
// at, written only when CC_CHART_GALLERY names a directory.
#include "ChartTestUtil.h"

#include "model/design/Scenario.h"
#include "views/charts/ChartBase.h"
#include "views/charts/ChartFactory.h"

#include <QApplication>

#include <memory>
#include <vector>

using namespace cc::model;
using namespace cc::views::charts;
using Example = cc::test::AnalysedExample;

namespace {

const Example& example(const char* name)
{
    return cc::test::cachedExample(name);
}

} // namespace

class TestChartsGallery : public QObject {
    Q_OBJECT
private slots:
    void gallery();
};

void TestChartsGallery::gallery()
{
    // Pictures to look at, not part of CI: CC_CHART_GALLERY=/tmp/charts-polish writes every
    // chart at the Charts dock's sizes and the PDF's, light and dark, as the dock shows them.
    const QString dir = qEnvironmentVariable("CC_CHART_GALLERY");
    if (dir.isEmpty())
        QSKIP("set CC_CHART_GALLERY to write the chart gallery");
    QDir().mkpath(dir);
    const Example& h100 = example("h100-rail-4su");
    std::vector<std::unique_ptr<Example>> scenarios;
    std::vector<ChartInputs> overlay{h100.inputs()};
    for (const Scenario& s : h100.design.scenarios) {
        scenarios.push_back(std::make_unique<Example>(*s.design));
        overlay.push_back(scenarios.back()->inputs(QString::fromStdString(s.name)));
    }
    QVERIFY(overlay.size() >= 3);
    std::vector<std::pair<QString, std::vector<ChartInputs>>> cases{
        {QStringLiteral("h100-4su"), {h100.inputs()}},
        {QStringLiteral("h100-4su-overlay"), overlay}};
    for (const char* name :
         {"dgx-h100-single", "rtx4090-workstation", "gb200-nvl72-rack", "h100-100k-gpus"})
        cases.push_back({QString::fromLatin1(name), {example(name).inputs()}});
    const QPalette light = QApplication::palette();
    QPalette dark = light;
    dark.setColor(QPalette::Window, QColor(0x30, 0x30, 0x30));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x25, 0x25, 0x25));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    const QSize sizes[] = {{700, 400}, {560, 340}, {900, 560}};
    for (const bool isDark : {false, true}) {
        QApplication::setPalette(isDark ? dark : light);
        for (const ChartKind kind : allChartKinds()) {
            auto chart = makeChart(kind);
            chart->show();
            for (const QSize size : sizes) {
                chart->resize(size);
                for (const auto& [name, in] : cases) {
                    chart->setScenarios(in);
                    QCoreApplication::processEvents();
                    const QString file =
                        QStringLiteral("%1/%2-%3-%4x%5-%6.png")
                            .arg(dir, chartId(kind), name)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(isDark ? QStringLiteral("dark") : QStringLiteral("light"));
                    QVERIFY(chart->grab().save(file));
                }
            }
        }
    }
    QApplication::setPalette(light);
}

QTEST_MAIN(TestChartsGallery)
#include "tst_charts_gallery.moc"
