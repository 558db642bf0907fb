#pragma once
#include "model/validation/ValidationRuns.h"

#include <QDialog>

class QLabel;
class QSortFilterProxyModel;
class QSplitter;
class QStandardItemModel;
class QTableView;
class QTableWidget;

namespace cc::model {
class Catalog;
}

namespace cc::views {

/// Help ▸ Accuracy: every published training run the step-time model is checked against (its
/// source, configuration, the published and the predicted figure, the error), the errors per
/// kind of run, and the predicted-against-published scatter chart.
class AccuracyDialog : public QDialog {
    Q_OBJECT
public:
    /// Loads and analyses the case file `casesFile` with `catalog`; a file that cannot be read
    /// shows its problem (file, JSON path) instead of the table.
    AccuracyDialog(const model::Catalog& catalog, const QString& casesFile,
                   QWidget* parent = nullptr);

    /// The validation cases of a catalog folder: <catalogs>/validation (every *.json in it).
    static QString casesFileIn(const QString& catalogFolder);
    /// Opens the dialog (non-modal, deleted on close) for the catalog folder that holds the
    /// bundled `examples` folder `examplesFolder` (as the main window knows it).
    static AccuracyDialog* showFor(const model::Catalog& catalog, const QString& examplesFolder,
                                   QWidget* parent);

    int caseCount() const; ///< rows of the case table
    QString loadError() const { return m_error; }
    QTableView* casesTable() const { return m_cases; }
    QTableWidget* summaryTable() const { return m_summary; }
    /// The scatter chart (a charts::AccuracyChart).
    QWidget* chart() const { return m_chart; }

private:
    void fillCases(const std::vector<model::validation::ValidationRow>& rows);
    void fillSummary(const std::vector<model::validation::ValidationRow>& rows);
    void selectionChanged();

    QLabel* m_intro = nullptr;
    QTableWidget* m_summary = nullptr;
    QTableView* m_cases = nullptr;
    QStandardItemModel* m_model = nullptr;
    QSortFilterProxyModel* m_sorted = nullptr;
    QWidget* m_chart = nullptr;
    QSplitter* m_split = nullptr;
    QString m_error;
};

} // namespace cc::views
