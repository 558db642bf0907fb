#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"
#include "model/plan/PlanTypes.h"
#include "model/training/Workload.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTabWidget;
class QThread;

namespace cc::views {

class PlanJobForm;

/// "Plan a cluster…": a job (the current training job, a preset or a workload file) and
/// optional constraints (deadline, budget to buy or rent, power, per-rack power, cooling,
/// allowed parts and markets) in; the plan runs off the UI thread with progress and cancel;
/// out come the recommended picks, a ranked table and a Pareto chart. "Open as design" hands
/// the chosen design, with the job and its layout set, to whoever opens documents.
class PlanDialog : public QDialog {
    Q_OBJECT
public:
    PlanDialog(const model::Catalog& catalog, std::optional<model::Workload> current,
               QWidget* parent = nullptr);
    ~PlanDialog() override;

    /// Runs the plan with the inputs shown (no-op while one runs).
    void run();
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    const model::plan::PlanResult& result() const { return m_result; }
    /// Emits openDesign for the candidate of table row `row`; false when there is none.
    bool openCandidate(int row);
    /// The job and constraints the inputs describe.
    model::Workload job() const;
    model::plan::PlanConstraints constraints() const;
    /// Test hooks: the inputs by name.
    QDoubleSpinBox* deadlineBox() const { return m_deadline; }
    QDoubleSpinBox* budgetBox() const { return m_budget; }
    QLineEdit* allowEdit() const { return m_allow; }
    /// The job rows (job, method, tokens or dataset × epochs).
    PlanJobForm* jobForm() const { return m_jobForm; }
    QTabWidget* resultTabs() const { return m_tabs; }

signals:
    /// The user chose "Open as design" for a candidate.
    void openDesign(const cc::model::Design& design);
    /// A plan ended (finished or cancelled).
    void planFinished();

private:
    QWidget* buildInputs();
    QWidget* buildResults();
    void showResult();
    void openSelected();

    model::Catalog m_catalog;
    PlanJobForm* m_jobForm = nullptr;
    QDoubleSpinBox* m_deadline = nullptr;
    QComboBox* m_buyRent = nullptr;
    QDoubleSpinBox* m_budget = nullptr;
    QDoubleSpinBox* m_horizon = nullptr;
    QDoubleSpinBox* m_itKw = nullptr;
    QDoubleSpinBox* m_facilityKw = nullptr;
    QDoubleSpinBox* m_rackKw = nullptr;
    QComboBox* m_liquid = nullptr;
    QLineEdit* m_allow = nullptr;
    QComboBox* m_market = nullptr;
    QDoubleSpinBox* m_utilisation = nullptr;
    QSpinBox* m_maxGpus = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_stop = nullptr;
    QPushButton* m_open = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_picks = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableWidget* m_table = nullptr;
    QWidget* m_chart = nullptr; ///< a charts::ParetoChart
    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    model::plan::PlanResult m_result;
    model::Workload m_resultJob;
    model::plan::PlanConstraints m_resultConstraints; ///< what m_result was planned for
};

} // namespace cc::views
