#pragma once
// Tools > Calibrate…: the user's nccl-tests outputs, GEMM sweep and measured step time, fitted
// on the current design (model/calibration/Calibrate.h), the fitted values beside the catalog's
// with each fit's quality and residuals, and Apply as one undoable edit.
#include "model/calibration/Calibrate.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace cc::views {

class EditSink;

/// Picks measurement files, shows the fit and applies the profile to the document.
class CalibrateDialog : public QDialog {
    Q_OBJECT
public:
    CalibrateDialog(EditSink& sink, QWidget* parent = nullptr);

    /// For tests: set the inputs as the file pickers would, then fit.
    void setInputs(const QStringList& ncclFiles, const QString& gemmFile, double stepS);
    void fit();
    void apply();
    const std::optional<model::calib::CalibrationResult>& result() const { return m_result; }

private:
    QWidget* makeInputs();
    void addNcclFiles();
    void browseGemm();
    void browseAttention();
    void showResult();
    void fillFits();
    void fillResiduals();

    EditSink& m_sink;
    QListWidget* m_nccl = nullptr;
    QLineEdit* m_gemm = nullptr;
    QLineEdit* m_attention = nullptr;
    QComboBox* m_dtype = nullptr;
    QDoubleSpinBox* m_step = nullptr;
    QLabel* m_job = nullptr;
    QLabel* m_summary = nullptr;
    QTableWidget* m_fits = nullptr;
    QTableWidget* m_residuals = nullptr;
    QCheckBox* m_keepScenario = nullptr;
    QPushButton* m_apply = nullptr;
    QPushButton* m_remove = nullptr;
    std::optional<model::calib::CalibrationInputs> m_inputs;
    std::optional<model::calib::CalibrationResult> m_result;
};

} // namespace cc::views
