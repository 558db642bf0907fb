#include "views/style/ElidingComboBox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace cc::views {

void ElidingComboBox::paintEvent(QPaintEvent* /*event*/)
{
    QStylePainter p(this);
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    p.drawComplexControl(QStyle::CC_ComboBox, opt);
    const QRect text =
        style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    const int icon = opt.currentIcon.isNull() ? 0 : opt.iconSize.width() + 4;
    opt.currentText =
        fontMetrics().elidedText(opt.currentText, Qt::ElideRight, text.width() - icon);
    p.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

} // namespace cc::views
