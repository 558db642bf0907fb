#pragma once
#include "model/analysis/ExplainFigures.h"
#include "model/design/Design.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace cc::model {
struct Evaluation;
} // namespace cc::model

namespace cc::views {

class ExplainDialog;

/// The always-visible analysis summary: key figures and the top findings. Clicking a finding
/// asks for the objects it concerns to be selected.
class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    explicit SummaryPanel(QWidget* parent = nullptr);
    /// Shows the figures and findings of one evaluation (the training job's when it has one).
    void showEvaluation(const model::Evaluation& e);

    /// Opens the explanation of summary figure `key` ("memory", "capex", ...); false if unknown.
    bool explain(const QString& key);
    ExplainDialog* explainDialog() const { return m_dialog; }

signals:
    void findingActivated(const QList<model::ObjectId>& objects);

private:
    QLabel* m_figures;
    QListWidget* m_findings;
    std::vector<model::FigureExplanation> m_explanations;
    ExplainDialog* m_dialog = nullptr;
};

} // namespace cc::views
