#pragma once
#include "model/analysis/ExplainFigures.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace cc::views {

/// Shows how one summary figure was computed: its value, the formula, the inputs with their
/// values, and the source. One non-modal dialog, refilled for each figure clicked.
class ExplainDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExplainDialog(QWidget* parent = nullptr);
    void showFigure(const model::FigureExplanation& f);
    /// The figure shown, as plain text (for copying).
    QString plainText() const { return m_plain; }

private:
    QLabel* m_title;
    QLabel* m_formula;
    QTableWidget* m_inputs;
    QLabel* m_source;
    QString m_plain;
};

} // namespace cc::views
