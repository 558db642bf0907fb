#pragma once
#include "model/analysis/ExplainFigures.h"
#include "model/design/Design.h"

#include <QWidget>

class QLabel;
class QListWidget;

namespace cc::model {
struct Design;
struct Report;
struct TrainingReport;
} // namespace cc::model

namespace cc::views {

class ExplainDialog;

/// The always-visible analysis summary: key figures and the top findings. Clicking a finding
/// asks for the objects it concerns to be selected.
class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    explicit SummaryPanel(QWidget* parent = nullptr);
    /// `training`: the first workload's analysis, or null when the design has none.
    void showReport(const model::Report& r, const model::Design& d, const model::TrainingReport* training);

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
