#pragma once
#include <QDate>
#include <QString>

class QGraphicsScene;

namespace cc::model {
struct Design;
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
    const model::TrainingReport* training = nullptr; ///< null: the design has no training job
    const model::Workload* workload = nullptr;       ///< the job `training` analysed
    QGraphicsScene* canvas = nullptr;                ///< the live canvas; null: built here
    QDate date;                                      ///< invalid: today
    QString validationCases; ///< catalogs/validation/published-runs.json; "": no accuracy page data
};

/// Writes the proposal PDF (A4 portrait, vector): cover with key figures, topology, rack
/// elevations, bill of materials, key figures, charts, findings, assumptions and sources. The
/// file is written to a temporary file and renamed, so a failed export leaves no partial file.
/// Needs a QApplication. Returns "" or a message naming the file and what went wrong.
QString writeProposalPdf(const ProposalInputs& in, const QString& file);

} // namespace cc::views
