#pragma once
#include <QWidget>

namespace cc::views {

/// A thin horizontal bar: how much of a budget is used; red when over, amber when nearly full.
class BudgetBar : public QWidget {
    Q_OBJECT
public:
    explicit BudgetBar(QWidget* parent = nullptr);
    /// `used` of `available`; with `available` <= 0 the bar shows "no budget" (grey).
    void setUsage(double used, double available);
    bool isOver() const { return m_available > 0 && m_used > m_available; }
    /// Marks a second, lower figure inside the bar (e.g. typical power under maximum).
    void setMarker(double value)
    {
        m_marker = value;
        update();
    }
    /// Over budget is an error (red, the default) or only worth noting (amber).
    void setOverIsError(bool error)
    {
        m_overIsError = error;
        update();
    }

    QSize sizeHint() const override { return {120, 10}; }
    QSize minimumSizeHint() const override { return {40, 8}; }

protected:
    void paintEvent(QPaintEvent*) override;

private:
    double m_used = 0;
    double m_available = 0;
    double m_marker = -1;
    bool m_overIsError = true;
};

} // namespace cc::views
