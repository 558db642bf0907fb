#pragma once
#include "model/training/Workload.h"

#include <QObject>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QWidget;

namespace cc::views {

/// The job rows of the plan dialog: which job (the current training job, a preset or a workload
/// file), its method, and how much it trains on — the method's default, a token count, or a
/// dataset × epochs (issue 10: fine-tunes are sized by their data, not a pre-training budget).
/// A line under the rows always says how many tokens the plan will use.
class PlanJobForm : public QObject {
    Q_OBJECT
public:
    /// How the amount of training is given.
    enum Amount { MethodDefault = 0, Tokens = 1, DatasetEpochs = 2 };

    PlanJobForm(std::optional<model::Workload> current, QWidget* dialog);

    /// Adds the job, method, amount, tokens, dataset, epochs and total rows to `form`.
    void addRows(QFormLayout* form);
    /// The job the rows describe, with its method and token count set.
    model::Workload job() const;

    QComboBox* jobBox() const { return m_job; }
    QComboBox* amountBox() const { return m_amount; }
    QDoubleSpinBox* tokensBox() const { return m_tokens; }
    QDoubleSpinBox* datasetBox() const { return m_dataset; }
    QDoubleSpinBox* epochsBox() const { return m_epochs; }
    QLabel* totalLabel() const { return m_total; }

private:
    /// The chosen job with the method applied, before the amount rows.
    model::Workload baseJob() const;
    void chooseFile(int index);
    void amountChanged();
    void showTotal();

    QWidget* m_dialog;
    std::optional<model::Workload> m_current;
    std::optional<model::Workload> m_fileJob;
    QFormLayout* m_form = nullptr;
    QComboBox* m_job = nullptr;
    QComboBox* m_method = nullptr;
    QComboBox* m_amount = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QDoubleSpinBox* m_dataset = nullptr;
    QDoubleSpinBox* m_epochs = nullptr;
    QLabel* m_total = nullptr;
};

} // namespace cc::views
