// The plan dialog. Inputs on the left, results on the right (picks, then a ranked table and the
// Pareto chart in tabs) so it fits a 1366×768 screen. The plan runs on a QThread on a copy of the
// catalog; progress and the result come back as queued calls.
#include "views/dialogs/PlanDialog.h"
#include "views/dialogs/PlanJobForm.h"
#include "views/style/Text.h"
#include "views/text/MessageText.h"

#include "model/io/InputLimits.h"
#include "model/plan/PartFilter.h"
#include "model/plan/PlanDesign.h"
#include "model/plan/PlanPicks.h"
#include "model/plan/Planner.h"
#include "model/training/TokenDefaults.h"
#include "views/charts/ParetoView.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace cc::views {

namespace {

constexpr double kDay = 86400;

QDoubleSpinBox* number(double max, int decimals, const QString& suffix, const QString& none)
{
    auto* b = new QDoubleSpinBox;
    b->setRange(0, max);
    b->setDecimals(decimals);
    b->setSuffix(suffix);
    b->setSpecialValueText(none);
    b->setGroupSeparatorShown(true);
    return b;
}

QString money(double v)
{
    if (v >= 1e6)
        return QStringLiteral("$%1 M").arg(v / 1e6, 0, 'f', 2);
    return QStringLiteral("$%1 k").arg(v / 1e3, 0, 'f', 1);
}

QString layoutText(const model::plan::PlanCandidate& c)
{
    const auto& l = c.layout;
    QString s = QStringLiteral("TP %1 PP %2 DP %3").arg(l.layout.tp).arg(l.layout.pp).arg(l.dp);
    if (l.layout.cp > 1)
        s += QStringLiteral(" CP %1").arg(l.layout.cp);
    if (l.layout.ep > 1)
        s += QStringLiteral(" EP %1").arg(l.layout.ep);
    s += QStringLiteral(", ZeRO-%1").arg(l.layout.zeroStage);
    if (c.offload != model::Offload::None)
        s += PlanDialog::tr(", offload");
    return s;
}

} // namespace

PlanDialog::PlanDialog(const model::Catalog& catalog, std::optional<model::Workload> current,
                       QWidget* parent)
    : QDialog(parent), m_catalog(catalog), m_jobForm(new PlanJobForm(std::move(current), this))
{
    setWindowTitle(tr("Plan a cluster"));
    setObjectName(QStringLiteral("planDialog"));
    auto* split = new QSplitter(Qt::Horizontal);
    split->addWidget(buildInputs());
    split->addWidget(buildResults());
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    auto* lay = new QVBoxLayout(this);
    lay->addWidget(split, 1);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    lay->addWidget(box);
    resize(1240, 700);
}

PlanDialog::~PlanDialog()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
    }
}

QWidget* PlanDialog::buildInputs()
{
    auto* inner = new QWidget;
    auto* form = new QFormLayout(inner);
    m_jobForm->addRows(form);
    m_deadline = number(3650, 1, tr(" days"), tr("none"));
    form->addRow(tr("Deadline"), m_deadline);
    m_buyRent = new QComboBox;
    m_buyRent->addItems({tr("buy (capex budget)"), tr("rent (rent budget)")});
    form->addRow(tr("Buy or rent"), m_buyRent);
    m_budget = number(1e12, 0, QString(), tr("none"));
    m_budget->setPrefix(QStringLiteral("$ "));
    m_budget->setSingleStep(100000);
    form->addRow(tr("Budget"), m_budget);
    m_horizon = number(36500, 0, tr(" days"), tr("the run"));
    m_horizon->setToolTip(tr("How long the cluster is kept (buy) or rented (rent)"));
    form->addRow(tr("Horizon"), m_horizon);
    m_itKw = number(1e7, 0, tr(" kW"), tr("no limit"));
    form->addRow(tr("Max IT power"), m_itKw);
    m_facilityKw = number(1e7, 0, tr(" kW"), tr("no limit"));
    form->addRow(tr("Max facility power"), m_facilityKw);
    m_rackKw = number(1e4, 0, tr(" kW"), tr("no limit"));
    form->addRow(tr("Per-rack power"), m_rackKw);
    m_liquid = new QComboBox;
    m_liquid->addItems({tr("either"), tr("liquid available"), tr("air only")});
    form->addRow(tr("Cooling"), m_liquid);
    m_allow = new QLineEdit;
    m_allow->setPlaceholderText(tr("e.g. h100|h200, mi300x (any part)"));
    m_allow->setToolTip(tr("Patterns, comma separated, matched against server and accelerator ids, "
                           "names and vendors: | for alternatives, ^ and $ to anchor, * any text"));
    form->addRow(tr("Allowed parts"), m_allow);
    m_market = new QComboBox;
    m_market->addItem(tr("any market"), QString());
    for (const auto& m : model::plan::catalogMarkets(m_catalog))
        m_market->addItem(q(m), q(m));
    m_market->setToolTip(tr("Only parts the catalog lists as sold in this market"));
    form->addRow(tr("Market"), m_market);
    m_utilisation = number(1, 2, QString(), tr("facility default"));
    m_utilisation->setSingleStep(0.05);
    form->addRow(tr("Utilisation"), m_utilisation);
    m_maxGpus = new QSpinBox;
    m_maxGpus->setRange(1, 1 << 20);
    m_maxGpus->setValue(model::plan::PlanOptions{}.maxGpus);
    m_maxGpus->setGroupSeparatorShown(true);
    form->addRow(tr("Largest design"), m_maxGpus);
    m_maxGpus->setSuffix(tr(" GPUs"));
    auto* buttons = new QHBoxLayout;
    m_run = new QPushButton(tr("Run plan"));
    m_run->setDefault(true);
    m_stop = new QPushButton(tr("Cancel"));
    m_stop->setEnabled(false);
    buttons->addWidget(m_run);
    buttons->addWidget(m_stop);
    form->addRow(buttons);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    form->addRow(m_progress);
    connect(m_run, &QPushButton::clicked, this, &PlanDialog::run);
    connect(m_stop, &QPushButton::clicked, this, &PlanDialog::cancel);
    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setMinimumWidth(std::min(inner->sizeHint().width() + 24, 380));
    scroll->setMaximumWidth(420);
    return scroll;
}

QWidget* PlanDialog::buildResults()
{
    auto* w = new QWidget;
    auto* lay = new QVBoxLayout(w);
    lay->setContentsMargins(0, 0, 0, 0);
    m_picks = new QLabel(tr("Describe the job and its limits, then run the plan: every catalog "
                            "server at sizes from one node up, with each fabric the generators "
                            "build, each with its best layout."));
    m_picks->setWordWrap(true);
    m_picks->setTextFormat(Qt::RichText);
    m_picks->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_picks->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* picksScroll = new QScrollArea;
    picksScroll->setWidget(m_picks);
    picksScroll->setWidgetResizable(true);
    picksScroll->setFrameShape(QFrame::NoFrame);
    picksScroll->setMinimumHeight(130);
    picksScroll->setMaximumHeight(190);
    lay->addWidget(picksScroll);
    m_tabs = new QTabWidget;
    m_table = new QTableWidget(0, 9);
    m_table->setObjectName(QStringLiteral("planTable"));
    // The figures first, so they stay in view on a laptop; the long names after them.
    m_table->setHorizontalHeaderLabels({tr("Meets"), tr("Days"), tr("Total cost"), tr("Capex"),
                                        tr("IT kW"), tr("Servers"), tr("Network"), tr("Layout"),
                                        tr("Limited by")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_tabs->addTab(m_table, tr("Ranked"));
    m_chart = charts::makeParetoChart();
    m_tabs->addTab(m_chart, tr("Pareto chart"));
    lay->addWidget(m_tabs, 1);
    auto* row = new QHBoxLayout;
    row->addStretch(1);
    m_open = new QPushButton(tr("Open as design"));
    m_open->setEnabled(false);
    m_open->setToolTip(tr("A new design with this cluster, the job and its layout"));
    row->addWidget(m_open);
    lay->addLayout(row);
    connect(m_open, &QPushButton::clicked, this, &PlanDialog::openSelected);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &PlanDialog::openSelected);
    return w;
}

model::Workload PlanDialog::job() const
{
    return m_jobForm->job();
}

model::plan::PlanConstraints PlanDialog::constraints() const
{
    model::plan::PlanConstraints c;
    c.deadlineDays = m_deadline->value();
    c.rent = m_buyRent->currentIndex() == 1;
    c.budgetUsd = m_budget->value();
    c.horizonDays = m_horizon->value();
    c.maxItPowerKw = m_itKw->value();
    c.maxFacilityPowerKw = m_facilityKw->value();
    c.rackKw = m_rackKw->value();
    if (m_liquid->currentIndex() > 0)
        c.liquid = m_liquid->currentIndex() == 1;
    for (const QString& p : m_allow->text().split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!p.trimmed().isEmpty())
            c.allow.push_back(p.trimmed().toStdString());
    if (const QString m = m_market->currentData().toString(); !m.isEmpty())
        c.allow.push_back("market:" + m.toStdString());
    c.utilisation = m_utilisation->value();
    return c;
}

void PlanDialog::run()
{
    if (m_thread)
        return;
    const model::Workload w = job();
    const model::plan::PlanConstraints c = constraints();
    try {
        model::plan::PartFilter check(c.allow);
    } catch (const std::invalid_argument& e) {
        m_picks->setText(q(e.what()).toHtmlEscaped());
        return;
    }
    model::plan::PlanOptions o;
    o.maxGpus = m_maxGpus->value();
    o.keepAll = true; // the chart and the table show every design
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancel;
    QPointer<PlanDialog> self(this);
    m_resultJob = model::plan::planJob(w);
    m_resultConstraints = c;
    m_picks->setText(tr("Planning %1 …").arg(q(w.name).toHtmlEscaped()));
    m_thread = QThread::create([self, flag, w, c, o, catalog = m_catalog] {
        const auto progress = [&](std::int64_t done, std::int64_t total) {
            QMetaObject::invokeMethod(
                self,
                [self, done, total] {
                    if (self && total > 0)
                        self->m_progress->setValue(static_cast<int>(1000 * done / total));
                },
                Qt::QueuedConnection);
            return !flag->load();
        };
        model::plan::PlanResult r = model::plan::runPlan(w, c, catalog, o, progress);
        QMetaObject::invokeMethod(
            self,
            [self, r = std::move(r)]() mutable {
                if (!self)
                    return;
                self->m_thread->wait();
                self->m_thread->deleteLater();
                self->m_thread = nullptr;
                self->m_result = std::move(r);
                self->showResult();
                emit self->planFinished();
            },
            Qt::QueuedConnection);
    });
    m_run->setEnabled(false);
    m_stop->setEnabled(true);
    m_progress->setValue(0);
    m_thread->start();
}

void PlanDialog::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void PlanDialog::showResult()
{
    m_run->setEnabled(true);
    m_stop->setEnabled(false);
    m_progress->setValue(1000);
    const auto& r = m_result;
    const auto find = [&](const model::plan::Pick& p) -> const model::plan::PlanCandidate* {
        for (const auto& c : r.candidates)
            if (p.index && c.index == *p.index)
                return &c;
        return nullptr;
    };
    QString html = tr("<b>%1 designs</b> evaluated in %2 s%3.")
                       .arg(QLocale().toString(static_cast<qlonglong>(r.evaluated)))
                       .arg(r.seconds, 0, 'f', 2)
                       .arg(r.cancelled ? tr(" (cancelled: a partial plan)") : QString());
    const std::pair<QString, const model::plan::Pick*> picks[] = {
        {tr("Cheapest"), &r.recommended.cheapest},
        {tr("Fastest within budget"), &r.recommended.fastest},
        {tr("Lowest energy"), &r.recommended.lowestEnergy}};
    for (const auto& [name, pick] : picks)
        if (const auto* c = find(*pick))
            html += tr("<br/><b>%1:</b> %2 — %3, %4<br/>&nbsp;&nbsp;%5<br/>&nbsp;&nbsp;%6")
                        .arg(name, renderMessage(model::plan::candidateMessage(*c)).toHtmlEscaped(),
                             renderArg(model::arg::duration(c->wallTimeS)), money(c->totalCostUsd),
                             tr("Why: %1").arg(q(pick->limitedBy).toHtmlEscaped()),
                             tr("Better: %1").arg(q(pick->toDoBetter).toHtmlEscaped()));
    if (!r.recommended.verdict.empty())
        html += QStringLiteral("<br/><span style='color:#b03a2e'>%1</span>")
                    .arg(q(r.recommended.verdict).toHtmlEscaped());
    m_picks->setText(html);
    m_table->setRowCount(static_cast<int>(r.candidates.size()));
    for (int i = 0; i < static_cast<int>(r.candidates.size()); ++i) {
        const auto& c = r.candidates[static_cast<std::size_t>(i)];
        QString misses;
        for (const auto& v : c.violations)
            misses += (misses.isEmpty() ? QString() : QStringLiteral("; ")) +
                      q(model::plan::describeViolation(v));
        const QStringList cells{
            c.meetsConstraints ? tr("yes")
            : c.fits           ? tr("no")
                               : tr("does not fit"),
            c.fits ? QLocale().toString(c.wallTimeS / kDay, 'f', 1) : QStringLiteral("–"),
            money(c.totalCostUsd),
            money(c.capexUsd),
            QLocale().toString(c.itPowerW / 1000, 'f', 1),
            QStringLiteral("%1 × %2").arg(QLocale().toString(static_cast<qlonglong>(c.nodes)),
                                          q(c.serverName)),
            renderMessage(model::plan::fabricMessage(c)),
            c.fits ? layoutText(c) : QStringLiteral("–"),
            misses.isEmpty() ? q(c.bottleneck) : misses};
        for (int k = 0; k < cells.size(); ++k) {
            auto* item = new QTableWidgetItem(cells[k]);
            item->setToolTip(cells[k]);
            m_table->setItem(i, k, item);
        }
    }
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(5, std::min(m_table->columnWidth(5), 260));
    m_table->setColumnWidth(6, std::min(m_table->columnWidth(6), 220));
    if (!r.candidates.empty())
        m_table->selectRow(0);
    m_open->setEnabled(!r.candidates.empty());
    charts::showPlan(m_chart, r.candidates, r.recommended);
}

void PlanDialog::openSelected()
{
    const auto sel = m_table->selectionModel()->selectedRows();
    openCandidate(sel.isEmpty() ? 0 : sel.front().row());
}

bool PlanDialog::openCandidate(int row)
{
    if (row < 0 || row >= static_cast<int>(m_result.candidates.size()))
        return false;
    try {
        const auto& c = m_result.candidates[static_cast<std::size_t>(row)];
        // The design remembers what the plan considered: its proposal shows the alternatives.
        const model::plan::PlanRecord rec =
            model::plan::planRecord(m_result, m_resultConstraints, m_resultJob.name, c.index);
        emit openDesign(
            model::plan::candidateDesign(c, m_resultJob, m_catalog, messageRenderer(), &rec));
    } catch (const std::invalid_argument& e) {
        QMessageBox::warning(this, tr("Open as design"), q(e.what()));
        return false;
    }
    return true;
}

} // namespace cc::views
