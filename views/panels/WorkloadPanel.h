#pragma once
#include "model/training/Workload.h"

#include <QWidget>

#include <functional>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QCheckBox;

namespace cc::views {

class EditSink;

/// The training job of the design: a model preset or an edited model shape, and how it is
/// trained (method, precision, optimizer, ZeRO, TP/PP/DP/CP/EP, batches, recompute, tokens).
/// Every change replaces the design's first workload in one undo step.
class WorkloadPanel : public QWidget {
    Q_OBJECT
public:
    explicit WorkloadPanel(EditSink& sink, QWidget* parent = nullptr);
    /// Re-reads the workload from the design (after any change, undo or redo).
    void refresh();
    /// The workload the fields show.
    model::Workload current() const { return m_w; }
    /// Sets the model from a Hugging Face config.json (one undo step; a design without a job
    /// gets one suited to it). Returns the problems, empty on success; `notes` gets what was
    /// assumed (e.g. a training length shorter than the context window).
    QString importModelConfig(const QString& path, QStringList* notes = nullptr);

protected:
    void dragEnterEvent(QDragEnterEvent* e) override;
    void dropEvent(QDropEvent* e) override;

private:
    void build();
    void datasetFields(QFormLayout* form);
    void load(const model::Workload& w);
    /// Replaces the design's first workload by the fields' one. Edits with the same non-zero
    /// `mergeKey` (one spin box) merge until the gesture ends (editingFinished).
    void commit(const char* what, int mergeKey = 0);
    model::Workload suggestedJob(const model::ModelPreset& p) const;
    /// `p`'s shape as the job's model, keeping the user's setup where the shape allows it.
    void applyModel(const model::ModelPreset& p);
    QSpinBox* intField(QFormLayout* form, const QString& label, int min, int max, int* field,
                       const QString& tip = {});
    /// A combo box of an enum's choices (display names, value as item data) editing `field`.
    template <class E> QComboBox* choiceField(QFormLayout* form, const QString& label, E* field);
    static constexpr int kFieldMergeKey = 1000;

    EditSink& m_sink;
    model::Workload m_w;
    bool m_loading = false;
    QComboBox* m_preset = nullptr;
    QLabel* m_none = nullptr;
    QWidget* m_fields = nullptr; ///< the model shape
    QWidget* m_train = nullptr;  ///< the training setup
    QLabel* m_params = nullptr;
    QDoubleSpinBox* m_tokens = nullptr;
    QSpinBox* m_dp = nullptr;
    QCheckBox* m_sp = nullptr;
    QCheckBox* m_flash = nullptr;
    QList<std::function<void()>> m_loaders; ///< each field reloads itself from m_w
};

} // namespace cc::views
