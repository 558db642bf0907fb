#include "views/charts/ChartsPanel.h"

#include "views/charts/ChartBase.h"
#include "views/charts/ChartFactory.h"

#include <QCheckBox>
#include <QLabel>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace cc::views::charts {

ChartsPanel::ChartsPanel(QWidget* parent) : QWidget(parent)
{
    m_tabs = new QTabWidget;
    m_tabs->setDocumentMode(true);
    for (ChartKind k : allChartKinds()) {
        ChartBase* c = makeChart(k).release();
        c->setObjectName(chartId(k) + QStringLiteral("Chart"));
        m_tabs->addTab(c, c->title());
        m_charts.push_back(c);
    }
    m_stale.assign(m_charts.size(), true);
    m_overlay = new QCheckBox(tr("Overlay scenarios"));
    m_overlay->setToolTip(tr("Draw the design's saved scenarios over it (Scenarios panel)."));
    m_overlay->setEnabled(false);
    auto* hint = new QLabel(tr("Hover for exact values · right-click to export PNG, SVG or PDF"));
    hint->setStyleSheet(QStringLiteral("color: gray"));
    auto* bar = new QHBoxLayout;
    bar->addWidget(m_overlay);
    bar->addStretch(1);
    bar->addWidget(hint);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(4, 4, 4, 4);
    lay->addLayout(bar);
    lay->addWidget(m_tabs, 1);
    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(0);
    connect(m_refresh, &QTimer::timeout, this, &ChartsPanel::refreshCurrent);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this] { refreshCurrent(); });
    connect(m_overlay, &QCheckBox::toggled, this, [this] {
        m_stale.assign(m_charts.size(), true);
        refreshCurrent();
    });
}

void ChartsPanel::setInputs(const ChartInputs& design, const std::vector<ChartInputs>& scenarios)
{
    m_design = design;
    m_scenarios = scenarios;
    m_overlay->setEnabled(!scenarios.empty());
    m_stale.assign(m_charts.size(), true);
    // Next turn of the event loop: the canvas repaints first, and a burst of edits (a drag, a
    // spin box held down) redraws the chart once.
    m_refresh->start();
}

void ChartsPanel::refreshCurrent()
{
    const int i = m_tabs->currentIndex();
    if (i < 0 || !m_stale[i] || !isVisible() || !m_design.report)
        return;
    std::vector<ChartInputs> in{m_design};
    if (m_overlay->isChecked())
        in.insert(in.end(), m_scenarios.begin(), m_scenarios.end());
    m_charts[i]->setScenarios(in);
    m_stale[i] = false;
}

void ChartsPanel::showEvent(QShowEvent* e)
{
    QWidget::showEvent(e);
    refreshCurrent();
}

void ChartsPanel::flushRefresh()
{
    if (m_refresh->isActive()) {
        m_refresh->stop();
        refreshCurrent();
    }
}

int ChartsPanel::chartCount() const
{
    return static_cast<int>(m_charts.size());
}
ChartBase* ChartsPanel::chart(int i) const
{
    return m_charts.at(i);
}
ChartBase* ChartsPanel::currentChart() const
{
    return m_charts.at(m_tabs->currentIndex());
}
void ChartsPanel::setCurrentChart(int i)
{
    m_tabs->setCurrentIndex(i);
}
bool ChartsPanel::overlayScenarios() const
{
    return m_overlay->isChecked();
}
void ChartsPanel::setOverlayScenarios(bool on)
{
    m_overlay->setChecked(on);
}

} // namespace cc::views::charts
