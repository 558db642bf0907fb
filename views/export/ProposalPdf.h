#pragma once
#include <QDate>
#include <QString>

class QGraphicsScene;

namespace cc::model {
struct ComputeHardware;
struct Design;
struct Evaluation;
struct Report;
struct TrainingReport;
struct Workload;
class Catalog;
} // namespace cc::model

namespace cc::views {

/// What the proposal is made of. The pointers are borrowed for the duration of the call.
struct ProposalInputs {
    const model::Design* design = nullptr;
    const model::Catalog* catalog = nullptr;
    const model::Report* report = nullptr;
    const model::TrainingReport* training = nullptr;  ///< null: the design has no training job
    const model::Workload* workload = nullptr;        ///< the job `training` analysed
    const model::ComputeHardware* hardware = nullptr; ///< the hardware under that job
    /// The evaluation all of the above come from (the canvas is drawn from it when `canvas` is
    /// null). proposalInputs() fills every field from it.
    const model::Evaluation* evaluation = nullptr;
    QGraphicsScene* canvas = nullptr; ///< the live canvas; null: built here
    QDate date;                       ///< invalid: today
    QString validationCases; ///< catalogs/validation/published-runs.json; "": no accuracy page data
    /// Adds the engineering appendix (`report --appendix`): how each figure is computed, the
    /// efficiency constants, the accuracy of the step-time model. Without it the proposal is
    /// what a customer reads: figures, drawings, findings and the components' sources.
    bool appendix = false;
};

/// Every input of the proposal from one evaluation (canvas null, date today).
ProposalInputs proposalInputs(const model::Evaluation& e);

/// Writes the proposal PDF (A4 portrait, vector): cover with key figures, topology, rack
/// elevations (when racks are laid out), bill of materials, key figures, charts, findings,
/// sources, and with `appendix` the engineering appendix. The
/// file is written to a temporary file and renamed, so a failed export leaves no partial file.
/// Needs a QApplication. Returns "" or a message naming the file and what went wrong.
QString writeProposalPdf(const ProposalInputs& in, const QString& file);

} // namespace cc::views
