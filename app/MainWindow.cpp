#include "app/MainWindow.h"

#include "app/Autosave.h"
#include "app/Document.h"
#include "views/canvas/ClusterScene.h"
#include "views/canvas/ClusterView.h"
#include "views/canvas/GroupItem.h"
#include "views/charts/ChartsPanel.h"
#include "views/dialogs/StartPage.h"
#include "views/interior/ServerEditor.h"
#include "views/panels/FindingsPanel.h"
#include "views/panels/Inspector.h"
#include "views/panels/KeyFiguresBar.h"
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
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace cc::app {

MainWindow::MainWindow(model::Catalog catalog, QString examplesFolder, QWidget* parent)
    : QMainWindow(parent), m_doc(new Document(std::move(catalog), this)),
      m_examples(std::move(examplesFolder))
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
    // The key figures sit above the canvas in presentation mode only.
    m_keyFigures = new views::KeyFiguresBar;
    m_keyFigures->hide();
    auto* centre = new QWidget;
    auto* centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(m_keyFigures);
    centreLayout->addWidget(m_stack, 1);
    setCentralWidget(centre);
    buildDocks();
    buildActions();
    connectDocument();
    m_autosave = new Autosave(*m_doc, this);

    m_zoomLabel = new QLabel;
    m_timeLabel = new QLabel;
    statusBar()->addPermanentWidget(m_timeLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    QSettings s;
    // Room for canvas and docks, but never larger than the screen (1366 × 768 laptops).
    const QSize room = screen() ? screen()->availableGeometry().size() : QSize(1500, 950);
    resize(QSize(1500, 950).boundedTo(room));
    // A screen smaller than that (plus the title bar): maximised, so the window manager fits the
    // frame and the status bar stays on screen. A saved geometry wins.
    if (!restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray()) &&
        (room.width() < 1500 || room.height() < 950 + 40))
        setWindowState(windowState() | Qt::WindowMaximized);
    restoreState(s.value(QStringLiteral("window/state")).toByteArray());
    m_start->setRecentFiles(recentFiles());
    onDesignReset();
    onEvaluationChanged();
    updateTitle();
}

MainWindow::~MainWindow()
{
    // Items deleted with the scene emit selection changes; nobody should hear them any more.
    m_view->clusterScene()->disconnect();
}

void MainWindow::buildDocks()
{
    // Every panel scrolls inside its dock rather than setting the window's minimum size: the
    // window fits a 1366 × 768 laptop (issue 12 item 5) whatever a panel would like to have.
    auto dock = [this](const QString& title, const char* name, QWidget* w,
                       Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(QLatin1String(name));
        auto* scroll = qobject_cast<QScrollArea*>(w);
        if (!scroll) {
            scroll = new QScrollArea;
            scroll->setWidget(w);
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
        }
        d->setWidget(scroll);
        addDockWidget(area, d);
        return d;
    };
    // The analysis column runs the full height; the bottom docks sit under the catalog and canvas.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    // A laptop screen: docks that would share a column or a row are tabbed instead, so the canvas
    // keeps the most room (a saved layout still wins).
    const QSize screenRoom = screen() ? screen()->availableGeometry().size() : QSize(1920, 1080);
    const bool compact = screenRoom.width() < kRoomyWidth || screenRoom.height() < kRoomyHeight;
    m_palette = new views::PaletteWidget(m_doc->catalog());
    auto* palette = dock(tr("Catalog"), "paletteDock", m_palette, Qt::LeftDockWidgetArea);
    m_summary = new views::SummaryPanel;
    auto* summary = dock(tr("Analysis"), "summaryDock", m_summary, Qt::RightDockWidgetArea);
    m_inspector = new views::Inspector(*m_doc);
    auto* props = dock(tr("Properties"), "inspectorDock", m_inspector, Qt::RightDockWidgetArea);
    m_workload = new views::WorkloadPanel(*m_doc);
    auto* job = dock(tr("Training job"), "workloadDock", m_workload, Qt::RightDockWidgetArea);
    if (compact) { // one column of tabs, the figures in front
        tabifyDockWidget(summary, props);
        tabifyDockWidget(summary, job);
        summary->raise();
    } else {
        tabifyDockWidget(props, job);
        props->raise();
    }
    m_racks = new views::RackPanel(*m_doc);
    auto* racks = dock(tr("Racks"), "racksDock", m_racks, Qt::BottomDockWidgetArea);
    m_charts = new views::charts::ChartsPanel;
    auto* charts = dock(tr("Charts"), "chartsDock", m_charts, Qt::BottomDockWidgetArea);
    if (compact)
        tabifyDockWidget(racks, charts);
    else
        splitDockWidget(racks, charts, Qt::Horizontal); // before tabifying: a tab cannot split
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
    auto* scenarios = dock(tr("Scenarios"), "scenariosDock", m_scenarios, Qt::BottomDockWidgetArea);
    tabifyDockWidget(racks, scenarios);
    findings->raise();
    lendChartsRoom(charts);
    // Sizes apply once the window has its geometry; a saved layout overrides them.
    QTimer::singleShot(0, this, [this, compact, racks, summary, props, charts, palette] {
        if (QSettings().contains(QStringLiteral("window/state")))
            return;
        if (compact) {
            // The canvas gets the most: narrow side columns, a short bottom row.
            resizeDocks({racks}, {height() / 3}, Qt::Vertical);
            resizeDocks({palette, summary}, {width() / 5, width() / 4}, Qt::Horizontal);
        } else {
            resizeDocks({racks}, {470}, Qt::Vertical);
            resizeDocks({racks, charts}, {560, 560}, Qt::Horizontal);
            resizeDocks({summary, props}, {560, 360}, Qt::Vertical);
        }
        if (m_stack->currentWidget() == m_view) // the canvas got smaller: fit the design again
            QTimer::singleShot(0, m_view, [this] { m_view->zoomToFit(); });
    });
}

void MainWindow::lendChartsRoom(QDockWidget* charts)
{
    // A tab keeps a stale height while hidden: the row's height is the one the tab that was
    // in front had when it went to the back.
    QList<QDockWidget*> row = tabifiedDockWidgets(charts);
    row << charts;
    for (QDockWidget* d : row)
        connect(d, &QDockWidget::visibilityChanged, this, [this, d](bool visible) {
            if (!visible && !d->isFloating())
                m_bottomRow = d->height();
        });
    connect(charts, &QDockWidget::visibilityChanged, this, [this, charts](bool visible) {
        if (charts->isFloating() || m_presenting || !isVisible())
            return;
        if (visible) {
            QTimer::singleShot(0, this, [this, charts] {
                const int want = std::min(kChartsHeight, height() * 11 / 20);
                if (charts->isHidden() || m_bottomRow == 0 || m_bottomRow + 4 >= want)
                    return;
                m_chartsLent = m_bottomRow;
                m_chartsAsked = want;
                resizeDocks({charts}, {want}, Qt::Vertical);
            });
            return;
        }
        // Back to the height it had, unless the user has made the row smaller than that.
        const int back = std::exchange(m_chartsLent, 0);
        if (back == 0 || charts->height() <= back)
            return;
        // resizeDocks sizes the tabbed row with its tab bar: the dock got that much less.
        const int tabBar = std::clamp(m_chartsAsked - charts->height(), 0, 60);
        QTimer::singleShot(0, this, [this, charts, back = back + tabBar] {
            for (QDockWidget* other : tabifiedDockWidgets(charts))
                if (!other->isHidden()) {
                    resizeDocks({other}, {back}, Qt::Vertical);
                    return;
                }
        });
    });
}

void MainWindow::connectDocument()
{
    connect(m_doc, &Document::designReset, this, &MainWindow::onDesignReset);
    connect(m_doc, &Document::objectsChanged, this, &MainWindow::onObjectsChanged);
    connect(m_doc, &Document::evaluationChanged, this, &MainWindow::onEvaluationChanged);
    connect(m_doc, &Document::selectionChanged, this, &MainWindow::onSelectionChanged);
    connect(m_doc, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_doc, &Document::pathChanged, this, &MainWindow::updateTitle);
    // The canvas selection is the document's (the scene outlives the inspector on close).
    connect(m_view->clusterScene(), &QGraphicsScene::selectionChanged, m_inspector,
            [this] { m_doc->setSelection(m_view->clusterScene()->selectedObjects()); });
    connectPanels();
}

void MainWindow::connectPanels()
{
    connect(m_view, &views::ClusterView::editServerRequested, this, &MainWindow::showServer);
    connect(m_view, &views::ClusterView::message, this,
            [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_view, &views::ClusterView::zoomChanged, this,
            [this](qreal z) { m_zoomLabel->setText(tr("Zoom %1 %").arg(qRound(z * 100))); });
    connect(m_racks, &views::RackPanel::message, this,
            [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_server, &views::ServerEditor::backRequested, this,
            [this] { m_stack->setCurrentWidget(m_view); });
    connect(m_server, &views::ServerEditor::statusMessage, this,
            [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_summary, &views::SummaryPanel::findingActivated, this, &MainWindow::highlightObjects);
    connect(m_findings, &views::FindingsPanel::objectsActivated, this,
            &MainWindow::highlightObjects);
    connect(m_scenarios, &views::ScenarioPanel::message, this,
            [this](const QString& t) { statusBar()->showMessage(t, 6000); });
    connect(m_scenarios, &views::ScenarioPanel::scenariosChanged, this, [this] {
        auto in = m_scenarios->overlayInputs(); // [0]: the current design, then the scenarios
        std::vector<views::charts::ChartInputs> others(in.size() > 1 ? in.begin() + 1 : in.end(),
                                                       in.end());
        m_charts->setInputs(chartInputs(), others); // "Overlay scenarios" draws them
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
    connect(m_start, &views::StartPage::openRequested, this,
            [this](const QString& p) { openFile(p); });
}

void MainWindow::onDesignReset()
{
    m_view->refresh();
    m_inspector->setSelection({}, {});
    m_workload->refresh();
    m_server->refresh(); // its template is gone: it says so until another one is opened
}

namespace {
bool touches(const model::ChangeSet& changes, model::ObjectKind kind,
             std::uint32_t fields = model::field::kAll)
{
    return std::any_of(changes.begin(), changes.end(), [&](const model::Change& c) {
        return c.kind == model::ObjectKind::Content || (c.kind == kind && c.has(fields));
    });
}
} // namespace

void MainWindow::onObjectsChanged(const model::ChangeSet& changes)
{
    m_view->applyChanges(changes);
    // Properties show the selection or, with nothing selected, the design's settings.
    const auto& sel = m_doc->selection();
    const bool inspected = std::any_of(changes.begin(), changes.end(), [&](const model::Change& c) {
        return sel.contains(c.id) || c.kind == model::ObjectKind::Template ||
               c.kind == model::ObjectKind::Content ||
               (sel.isEmpty() && c.kind == model::ObjectKind::Settings);
    });
    if (inspected)
        m_inspector->refresh();
    if (touches(changes, model::ObjectKind::Settings, model::field::kWorkloads))
        m_workload->refresh();
}

void MainWindow::onEvaluationChanged()
{
    const model::Evaluation& e = m_doc->evaluation();
    const auto& r = e.report;
    m_summary->showEvaluation(e);
    m_racks->showReport(r);
    m_findings->showEvaluation(e);
    // The comparison table's text layout takes a few ms: after the canvas has repainted, once
    // per burst of edits. Its scenariosChanged() then feeds the charts.
    m_scenarioRefresh->start();
    m_report->showReport(r, *e.design, e.trainingOrNull());
    if (m_presenting)
        m_keyFigures->showEvaluation(e);
    // The interior's budget and the groups using the template are figures of the evaluation.
    if (m_stack->currentWidget() == m_server)
        m_server->refresh();
    m_timeLabel->setText(tr("Analysis %1 ms").arg(r.analysisSeconds * 1e3, 0, 'f', 2));
}

void MainWindow::onSelectionChanged(const QList<model::ObjectId>& ids)
{
    m_view->clusterScene()->selectObjects(ids);
    QList<model::ObjectId> blocks, links;
    for (auto id : ids)
        (m_doc->design().findLink(id) ? links : blocks).push_back(id);
    m_inspector->setSelection(blocks, links);
    m_racks->setSelectedBlocks(blocks);
    m_findings->highlightObjects(ids);
    // In the interior, a selected server group opens its own template there.
    if (m_stack->currentWidget() == m_server)
        for (auto id : blocks)
            if (const auto* b = m_doc->design().findBlock(id);
                b && b->kind == model::BlockKind::Server) {
                if (b->templateId != m_server->templateId())
                    m_server->setTemplate(b->templateId);
                break;
            }
}

views::charts::ChartInputs MainWindow::chartInputs() const
{
    return views::charts::inputsOf(m_doc->evaluationHandle());
}

void MainWindow::highlightObjects(const QList<model::ObjectId>& ids)
{
    // Selecting a finding never takes the user out of the editor they are in.
    if (m_stack->currentWidget() == m_start)
        showCanvas();
    m_doc->setSelection(ids);
    if (m_stack->currentWidget() != m_view)
        return;
    for (auto id : ids)
        if (auto* g = m_view->clusterScene()->groupItem(id)) {
            m_view->ensureVisible(g);
            break;
        }
}

void MainWindow::updateTitle()
{
    const QString name =
        m_doc->path().isEmpty() ? tr("Untitled") : QFileInfo(m_doc->path()).fileName();
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
    m_autosave->discard(); // a clean close: no recovery copy is left behind
    e->accept();
}

} // namespace cc::app
