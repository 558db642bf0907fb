#include "views/interior/BudgetBar.h"
#include "views/style/Palette.h"

#include <QPainter>

#include <algorithm>

namespace cc::views {

BudgetBar::BudgetBar(QWidget* parent) : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void BudgetBar::setUsage(double used, double available)
{
    m_used = used;
    m_available = available;
    update();
}

void BudgetBar::paintEvent(QPaintEvent*)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const double radius = r.height() / 2;
    p.setPen(QPen(palette().mid().color(), 1));
    p.setBrush(palette().base());
    p.drawRoundedRect(r, radius, radius);
    if (m_available <= 0)
        return;
    const double fraction = std::clamp(m_used / m_available, 0.0, 1.0);
    QColor fill(0x27, 0xae, 0x60);
    if (isOver() && m_overIsError)
        fill = palette::severity(model::Severity::Error, false); // a bar, not text: one red
    else if (isOver() || fraction > 0.9)
        fill = QColor(0xe6, 0x7e, 0x22);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(QRectF(r.left(), r.top(), r.width() * fraction, r.height()), radius, radius);
    if (m_marker >= 0) {
        const double x = r.left() + r.width() * std::clamp(m_marker / m_available, 0.0, 1.0);
        p.setPen(QPen(palette().text().color(), 1.5));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
}

} // namespace cc::views
