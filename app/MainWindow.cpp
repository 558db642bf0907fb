#include "app/MainWindow.h"

#include "app/Document.h"
#include "views/canvas/ClusterScene.h"
#include "views/charts/ChartsPanel.h"
#include "views/canvas/ClusterView.h"
#include "views/canvas/GroupItem.h"
#include "views/dialogs/StartPage.h"
#include "views/interior/ServerEditor.h"
#include "views/panels/FindingsPanel.h"
#include "views/panels/Inspector.h"
#include "views/panels/PaletteWidget.h"
#include "views/panels/RackPanel.h"
#include "views/panels/ReportView.h"
#include "views/panels/ScenarioPanel.h"
#include "views/panels/SummaryPanel.h"
#include "views/panels/WorkloadPanel.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QFileInfo>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>

namespace cc::app {

MainWindow::MainWindow(model::Catalog catalog, QString examplesFolder, QWidget* parent)
    : QMainWindow(parent), m_doc(new Document(std::move(catalog), this)), m_examples(std::move(examplesFolder))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_stack = new QStackedWidget;
    m_start = new views::StartPage(m_doc->catalog());
    m_start->setExamplesFolder(m_examples);
    m_view = new views::ClusterView(*m_doc);
    m_server = new views::ServerEditor(*m_doc);
    m_stack->addWidget(m_start);
    m_stack->addWidget(m_view);
    m_stack->addWidget(m_server);
    setCentralWidget(m_stack);
    buildDocks();
    buildActions();
    connectDocument();

    m_zoomLabel = new QLabel;
    m_timeLabel = new QLabel;
    statusBar()->addPermanentWidget(m_timeLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    QSettings s;
    resize(1500, 950);
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_start->setRecentFiles(recentFiles());
    onDesignChanged();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // Items deleted with the scene emit selection changes; nobody should hear them any more.
    m_view->clusterScene()->disconnect();
}

void MainWindow::buildDocks()
{
    auto dock = [this](const QString& title, const char* name, QWidget* w, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        d->setWidget(w);
        addDockWidget(area, d);
        return d;
    };
    // The analysis column runs the full height; the bottom docks sit under the catalog and canvas.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    m_palette = new views::PaletteWidget(m_doc->catalog());
    dock(tr("Catalog"), "paletteDock", m_palette, Qt::LeftDockWidgetArea);
    m_summary = new views::SummaryPanel;
    auto* summary = dock(tr("Analysis"), "summaryDock", m_summary, Qt::RightDockWidgetArea);
    m_inspector = new views::Inspector(*m_doc);
    auto* props = dock(tr("Properties"), "inspectorDock", m_inspector, Qt::RightDockWidgetArea);
    m_workload = new views::WorkloadPanel(*m_doc);
    auto* job = dock(tr("Training job"), "workloadDock", m_workload, Qt::RightDockWidgetArea);
    tabifyDockWidget(props, job);
    props->raise();
    m_racks = new views::RackPanel(*m_doc);
    auto* racks = dock(tr("Racks"), "racksDock", m_racks, Qt::BottomDockWidgetArea);
    m_charts = new views::charts::ChartsPanel;
    auto* charts = dock(tr("Charts"), "chartsDock", m_charts, Qt::BottomDockWidgetArea);
    splitDockWidget(racks, charts, Qt::Horizontal);  // before tabifying: a tabbed dock cannot split
    m_report = new views::ReportView;
    auto* report = dock(tr("Full report"), "reportDock", m_report, Qt::BottomDockWidgetArea);
    tabifyDockWidget(racks, report);
    m_findings = new views::FindingsPanel;
    auto* findings = dock(tr("Bottlenecks"), "findingsDock", m_findings, Qt::BottomDockWidgetArea);
    tabifyDockWidget(racks, findings);
    m_scenarios = new views::ScenarioPanel(*m_doc);
    m_scenarioRefresh = new QTimer(this);
    m_scenarioRefresh->setSingleShot(true);
    m_scenarioRefresh->setInterval(0);
    connect(m_scenarioRefresh, &QTimer::timeout, m_scenarios, &views::ScenarioPanel::refresh);
    auto* scroll = new QScrollArea;  // table and overlaid charts: scroll rather than grow the window
    scroll->setWidget(m_scenarios);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* scenarios = dock(tr("Scenarios"), "scenariosDock", scroll, Qt::BottomDockWidgetArea);
    tabifyDockWidget(racks, scenarios);
    findings->raise();
    // Sizes apply once the window has its geometry; a saved layout overrides them.
    QTimer::singleShot(0, this, [this, racks, summary, props, charts] {
        if (!QSettings().contains(QStringLiteral("window/state"))) {
            resizeDocks({racks}, {470}, Qt::Vertical);
            resizeDocks({racks, charts}, {560, 560}, Qt::Horizontal);
            if (m_stack->currentWidget() == m_view)  // the canvas got smaller: fit the design again
                QTimer::singleShot(0, m_view, [this] { m_view->zoomToFit(); });
            resizeDocks({summary, props}, {560, 360}, Qt::Vertical);
        }
    });
}

void MainWindow::connectDocument()
{
    connect(m_doc, &Document::designChanged, this, &MainWindow::onDesignChanged);
    connect(m_doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &Document::pathChanged, this, &MainWindow::updateTitle);
    // The inspector as context: the connection dies with it (the scene outlives it on close).
    connect(m_view->clusterScene(), &QGraphicsScene::selectionChanged, m_inspector, [this] {
        m_inspector->setSelection(m_view->clusterScene()->selectedBlocks(), m_view->clusterScene()->selectedLinks());
        m_racks->setSelectedBlocks(m_view->clusterScene()->selectedBlocks());
    });
    connect(m_view, &views::ClusterView::editServerRequested, this, &MainWindow::showServer);
    connect(m_view, &views::ClusterView::message, this, [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_view, &views::ClusterView::zoomChanged, this,
            [this](qreal z) { m_zoomLabel->setText(tr("Zoom %1 %").arg(qRound(z * 100))); });
    connect(m_racks, &views::RackPanel::message, this, [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_server, &views::ServerEditor::backRequested, this, [this] { m_stack->setCurrentWidget(m_view); });
    connect(m_server, &views::ServerEditor::statusMessage, this, [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_summary, &views::SummaryPanel::findingActivated, this, &MainWindow::highlightObjects);
    connect(m_findings, &views::FindingsPanel::objectsActivated, this, &MainWindow::highlightObjects);
    connect(m_scenarios, &views::ScenarioPanel::message, this, [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_scenarios, &views::ScenarioPanel::scenariosChanged, this, [this] {
        auto in = m_scenarios->overlayInputs();  // [0]: the current design, then the scenarios
        std::vector<views::charts::ChartInputs> others(in.size() > 1 ? in.begin() + 1 : in.end(), in.end());
        m_charts->setInputs(chartInputs(), others);  // "Overlay scenarios" draws them
    });
    connect(m_palette, &views::PaletteWidget::entryActivated, this, [this](const QString& id) {
        if (m_stack->currentWidget() == m_server)
            m_server->dropEntry(id);
        else {
            showCanvas();
            m_view->addEntry(id, m_view->mapToScene(m_view->viewport()->rect().center()));
        }
    });
    connect(m_start, &views::StartPage::newEmptyRequested, this, &MainWindow::newEmpty);
    connect(m_start, &views::StartPage::generateRequested, this, &MainWindow::newFromGenerator);
    connect(m_start, &views::StartPage::planRequested, this, &MainWindow::planDialog);
    connect(m_start, &views::StartPage::openRequested, this, [this](const QString& p) { openFile(p); });
}

void MainWindow::onDesignChanged()
{
    const auto& r = m_doc->report();
    m_view->refresh(r);
    m_summary->showReport(r, m_doc->design(), m_doc->training() ? &*m_doc->training() : nullptr);
    m_racks->showReport(r);
    m_findings->showReport(r, m_doc->design(), m_doc->training() ? &*m_doc->training() : nullptr);
    // The comparison table's text layout takes a few ms: after the canvas has repainted, once
    // per burst of edits. Its scenariosChanged() then feeds the charts.
    m_scenarioRefresh->start();
    m_report->showReport(r, m_doc->design(), m_doc->training() ? &*m_doc->training() : nullptr);
    m_inspector->refresh();
    m_workload->refresh();
    if (m_stack->currentWidget() == m_server)
        m_server->refresh();
    m_timeLabel->setText(tr("Analysis %1 ms").arg(r.analysisSeconds * 1e3, 0, 'f', 2));
}

views::charts::ChartInputs MainWindow::chartInputs() const
{
    views::charts::ChartInputs in;
    in.design = &m_doc->design();
    in.catalog = &m_doc->catalog();
    in.report = &m_doc->report();
    in.training = m_doc->training() ? &*m_doc->training() : nullptr;
    in.workload = m_doc->workload() ? &*m_doc->workload() : nullptr;
    return in;
}

void MainWindow::highlightObjects(const QList<model::ObjectId>& ids)
{
    showCanvas();
    m_view->clusterScene()->selectObjects(ids);
    for (auto id : ids)
        if (auto* g = m_view->clusterScene()->groupItem(id)) {
            m_view->ensureVisible(g);
            break;
        }
}

void MainWindow::updateTitle()
{
    const QString name = m_doc->path().isEmpty() ? tr("Untitled") : QFileInfo(m_doc->path()).fileName();
    setWindowTitle(tr("%1[*] — ClusterCanvas").arg(name));
    setWindowModified(m_doc->isModified());
}

void MainWindow::showCanvas()
{
    m_stack->setCurrentWidget(m_view);
}

void MainWindow::showServer(model::ObjectId templateId)
{
    m_server->setTemplate(templateId);
    m_stack->setCurrentWidget(m_server);
}

void MainWindow::closeEvent(QCloseEvent* e)
{
    if (!maybeSave()) {
        e->ignore();
        return;
    }
    QSettings s;
    s.setValue(QStringLiteral("window/geometry"), saveGeometry());
    s.setValue(QStringLiteral("window/state"), saveState());
    e->accept();
}

} // namespace cc::app
