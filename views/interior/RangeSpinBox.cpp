#include "views/interior/RangeSpinBox.h"

#include <QLocale>

namespace cc::views {

RangeSpinBox::RangeSpinBox(QWidget* parent) : QSpinBox(parent)
{
    setKeyboardTracking(false);
    connect(this, &QAbstractSpinBox::editingFinished, this, &RangeSpinBox::reportRefused);
}

bool RangeSpinBox::parse(const QString& text, qlonglong& value) const
{
    QString t = text;
    if (!prefix().isEmpty() && t.startsWith(prefix()))
        t.remove(0, prefix().size());
    if (!suffix().isEmpty() && t.endsWith(suffix()))
        t.chop(suffix().size());
    t = t.trimmed();
    bool ok = false;
    value = locale().toLongLong(t, &ok);
    if (!ok)
        value = t.toLongLong(&ok);
    return ok;
}

QValidator::State RangeSpinBox::validate(QString& text, int& pos) const
{
    const QValidator::State s = QSpinBox::validate(text, pos);
    qlonglong v = 0;
    // QSpinBox swallows keystrokes that leave the range; let them through so the user sees
    // what was typed and gets told why it is refused when editing finishes.
    if (s == QValidator::Invalid && parse(text, v))
        return QValidator::Intermediate;
    return s;
}

void RangeSpinBox::fixup(QString& input) const
{
    qlonglong v = 0;
    if (parse(input, v) && (v < minimum() || v > maximum()))
        m_refused = input;
    QSpinBox::fixup(input);
}

void RangeSpinBox::reportRefused()
{
    if (m_refused.isEmpty())
        return;
    const QString typed = m_refused;
    m_refused.clear();
    emit outOfRange(
        tr("%1 is out of range: enter a value from %2 to %3.")
            .arg(typed.trimmed(), locale().toString(minimum()), locale().toString(maximum())));
}

} // namespace cc::views
