#pragma once
#include "model/catalog/Catalog.h"
#include "model/design/Design.h"

#include <QMainWindow>

class QAction;
class QLabel;
class QMenu;
class QShortcut;
class QDockWidget;
class QStackedWidget;
class QTimer;

namespace cc::model::topology {
struct GeneratorOptions;
}

namespace cc::views::charts {
class ChartsPanel;
struct ChartInputs;
} // namespace cc::views::charts

namespace cc::views {
class ClusterView;
class FindingsPanel;
class KeyFiguresBar;
class Inspector;
class PaletteWidget;
class RackPanel;
class ScenarioPanel;
class ReportView;
class ServerEditor;
class StartPage;
class SummaryPanel;
class WorkloadPanel;
} // namespace cc::views

namespace cc::app {

class Autosave;
class Document;

/// The designer window: start page, cluster canvas and server interior in the centre; palette,
/// inspector, live summary, racks and the full report around it.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(model::Catalog catalog, QString examplesFolder, QWidget* parent = nullptr);
    ~MainWindow() override;

    Document* document() const { return m_doc; }
    /// Recovery copies of unsaved work (issue 13); AppMain offers pending ones at start.
    Autosave* autosave() const { return m_autosave; }
    views::ClusterView* clusterView() const { return m_view; }
    views::Inspector* inspector() const { return m_inspector; }

    /// Opens a design file; shows a message and returns false when it cannot be read.
    bool openFile(const QString& path);
    /// Shows the cluster canvas (and not the start page), e.g. for screenshots.
    void showCanvas();
    void showServer(model::ObjectId templateId);
    /// Presentation mode (F11, View menu): full screen, docks hidden, the canvas and the key
    /// figures large; Esc or F11 goes back to the layout the user had (MainWindowPresent.cpp).
    void setPresentation(bool on);
    bool isPresenting() const { return m_presenting; }
    views::KeyFiguresBar* keyFigures() const { return m_keyFigures; }
    views::FindingsPanel* findingsPanel() const { return m_findings; }

protected:
    void closeEvent(QCloseEvent* e) override;

private:
    /// Screens smaller than this get the compact dock layout (tabs instead of side by side).
    static constexpr int kRoomyWidth = 1600;
    static constexpr int kRoomyHeight = 1000;
    void buildDocks();
    /// The Charts tab of a short bottom row grows to show a chart's axes, and gives the room
    /// back when another tab is raised (unless the user resized the row meanwhile).
    void lendChartsRoom(QDockWidget* charts);
    static constexpr int kChartsHeight = 400; ///< title, plot and axis of a chart at 100 %
    void buildActions();
    /// File ▸ Export: proposal PDF, canvas SVG/PNG, bill of materials CSV (MainWindowExport.cpp).
    void buildExportActions(QMenu* fileMenu);
    void buildPresentation(QMenu* viewMenu);
    void connectDocument();
    void connectPanels();
    /// A new document: every view drops what it showed (nothing of the last design stays).
    void onDesignReset();
    /// One undo step: the canvas and the panels that show what it touched.
    void onObjectsChanged(const model::ChangeSet& changes);
    /// A new evaluation: the figures of every panel.
    void onEvaluationChanged();
    /// The document's selection: canvas, inspector, racks and the server interior follow.
    void onSelectionChanged(const QList<model::ObjectId>& ids);
    void updateTitle();
    /// Selects the objects a finding concerns, in the editor the user is in; on the canvas the
    /// first is scrolled into view.
    void highlightObjects(const QList<model::ObjectId>& ids);
    /// The live design as the charts take it (pointers into the document).
    views::charts::ChartInputs chartInputs() const;
    void newEmpty();
    void newFromGenerator(const model::topology::GeneratorOptions& o);
    void generatorDialog();
    void planDialog(); ///< "Plan a cluster…" (MainWindowPlan.cpp)
    void openDialog();
    bool save();
    bool saveAs();
    QString suggestedFileName() const;
    bool maybeSave();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    QStringList recentFiles() const;

    Document* m_doc;
    Autosave* m_autosave = nullptr;
    QString m_examples;
    QStackedWidget* m_stack = nullptr;
    views::StartPage* m_start = nullptr;
    views::ClusterView* m_view = nullptr;
    views::ServerEditor* m_server = nullptr;
    views::PaletteWidget* m_palette = nullptr;
    views::Inspector* m_inspector = nullptr;
    views::SummaryPanel* m_summary = nullptr;
    views::WorkloadPanel* m_workload = nullptr;
    views::RackPanel* m_racks = nullptr;
    views::ReportView* m_report = nullptr;
    views::FindingsPanel* m_findings = nullptr;
    views::charts::ChartsPanel* m_charts = nullptr;
    views::ScenarioPanel* m_scenarios = nullptr;
    QTimer* m_scenarioRefresh = nullptr; ///< coalesces refreshes of the Scenarios panel
    QMenu* m_recentMenu = nullptr;
    QLabel* m_zoomLabel = nullptr;
    QLabel* m_timeLabel = nullptr;
    views::KeyFiguresBar* m_keyFigures = nullptr; ///< shown in presentation mode only
    QAction* m_presentAction = nullptr;
    QShortcut* m_presentEscape = nullptr;
    bool m_presenting = false;
    int m_chartsLent = 0;  ///< the bottom row's height before the Charts tab grew it (0: none)
    int m_chartsAsked = 0; ///< the height asked of resizeDocks for it
    int m_bottomRow = 0;   ///< the bottom row's height when its front tab last went to the back
    QByteArray m_layoutBeforePresenting; ///< docks and toolbars (saveState)
    Qt::WindowStates m_statesBeforePresenting;
};

} // namespace cc::app
