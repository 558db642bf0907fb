#pragma once
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

/// The always-visible analysis summary: key figures and the top findings. Clicking a finding
/// asks for the objects it concerns to be selected.
class SummaryPanel : public QWidget {
    Q_OBJECT
public:
    explicit SummaryPanel(QWidget* parent = nullptr);
    /// `training`: the first workload's analysis, or null when the design has none.
    void showReport(const model::Report& r, const model::Design& d, const model::TrainingReport* training);

signals:
    void findingActivated(const QList<model::ObjectId>& objects);

private:
    QLabel* m_figures;
    QListWidget* m_findings;
};

} // namespace cc::views
