#pragma once
#include "views/charts/ChartInputs.h"

#include <QWidget>

#include <vector>

class QCheckBox;
class QTabWidget;
class QTimer;

namespace cc::views::charts {

class ChartBase;

/// The Charts dock: one tab per chart, all live. Only the chart in front is redrawn when the
/// design changes (the scaling curve runs a layout search per size); the others catch up when
/// their tab is opened. With "Overlay scenarios" on, the saved scenarios are drawn over the
/// design.
class ChartsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ChartsPanel(QWidget* parent = nullptr);

    /// The live design (first) and the scenarios to overlay when the user asks for them. The
    /// chart in front redraws in the next turn of the event loop (flushRefresh() forces it).
    void setInputs(const ChartInputs& design, const std::vector<ChartInputs>& scenarios);
    void flushRefresh();
    int chartCount() const;
    ChartBase* chart(int i) const;
    ChartBase* currentChart() const;
    void setCurrentChart(int i);
    bool overlayScenarios() const;
    /// Room for a chart to be read at a glance in a dock (the minimum stays small).
    QSize sizeHint() const override { return {760, 470}; }
    void setOverlayScenarios(bool on);

protected:
    void showEvent(QShowEvent* e) override;

private:
    void refreshCurrent();

    QTabWidget* m_tabs;
    QCheckBox* m_overlay;
    QTimer* m_refresh;
    std::vector<ChartBase*> m_charts;
    std::vector<bool> m_stale;
    ChartInputs m_design;
    std::vector<ChartInputs> m_scenarios;
};

} // namespace cc::views::charts
