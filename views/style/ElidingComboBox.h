#pragma once
// A combo box whose closed field elides its text with "…" instead of cutting it off mid-letter
// (Qt's styles clip the current text to the field). Used where long names (a training job)
// must not widen a form that has to fit a 1366×768 laptop.
#include <QComboBox>

namespace cc::views {

class ElidingComboBox : public QComboBox {
public:
    using QComboBox::QComboBox;

protected:
    void paintEvent(QPaintEvent* event) override;
};

} // namespace cc::views
