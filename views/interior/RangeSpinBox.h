#pragma once
#include <QSpinBox>

namespace cc::views {

/// A spin box that reports typed values outside its range instead of silently dropping them;
/// the value stays as it was and `outOfRange` carries a message for the user.
class RangeSpinBox : public QSpinBox {
    Q_OBJECT
public:
    explicit RangeSpinBox(QWidget* parent = nullptr);

signals:
    /// A typed value outside [minimum, maximum] was refused; `message` says what is allowed.
    void outOfRange(const QString& message);

protected:
    QValidator::State validate(QString& text, int& pos) const override;
    void fixup(QString& input) const override;

private:
    void reportRefused();
    bool parse(const QString& text, qlonglong& value) const;

    mutable QString m_refused; ///< the out-of-range text seen by fixup(), reported once
};

} // namespace cc::views
