// The layout search in the Training job panel. The design is analysed on the UI thread (fast,
// and it reads the document); the search itself — up to millions of layouts — runs on a
// QThread with the inputs copied, and posts its rows back with a queued call.
#include "views/panels/LayoutSearchWidget.h"

#include "model/analysis/Evaluate.h"
#include "model/edit/ObjectEdits.h"
#include "views/EditSink.h"
#include "views/text/MessageText.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSizePolicy>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

#include <array>

namespace cc::views {

namespace {

constexpr int kRows = 10;

QString duration(double s)
{
    if (s <= 0)
        return QStringLiteral("–");
    if (s >= 86400)
        return LayoutSearchWidget::tr("%1 days").arg(s / 86400, 0, 'f', 1);
    if (s >= 3600)
        return LayoutSearchWidget::tr("%1 h").arg(s / 3600, 0, 'f', 1);
    return LayoutSearchWidget::tr("%1 s").arg(s, 0, 'f', s < 10 ? 2 : 0);
}

/// The search, as the worker thread runs it: fastest layouts that fit, trying more offload
/// only when none fits without.
std::vector<LayoutSearchWidget::Row> search(const model::Workload& w,
                                            const model::ComputeHardware& hw, int gpus,
                                            const std::function<bool(double)>& progress)
{
    using model::Offload;
    constexpr std::array<Offload, 3> kLevels{Offload::None, Offload::Optimizer,
                                             Offload::OptimizerParams};
    std::vector<LayoutSearchWidget::Row> rows;
    for (std::size_t i = 0; i < kLevels.size(); ++i) {
        if (static_cast<int>(kLevels[i]) < static_cast<int>(w.training.offload))
            continue;
        if (!progress(static_cast<double>(i) / 3))
            return {};
        model::Workload job = w;
        job.training.offload = kLevels[i];
        model::SearchOptions o;
        o.top = kRows;
        o.progress = [&, i](double f) { return progress((static_cast<double>(i) + f) / 3); };
        const model::StepModel m = model::makeStepModel(job, hw);
        const model::SearchReport rep = model::searchParallelism(job, m, gpus, o);
        if (rep.cancelled)
            return {};
        for (const auto& r : rep.results) {
            const auto perf = model::estimatePerformance(m, r.layout, job.training.tokens);
            rows.push_back({r, kLevels[i], perf.bottleneck});
        }
        if (!rows.empty())
            break;
    }
    return rows;
}

} // namespace

LayoutSearchWidget::LayoutSearchWidget(EditSink& sink, QWidget* parent)
    : QWidget(parent), m_sink(sink)
{
    setObjectName(QStringLiteral("layoutSearch"));
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(0, 0, 0, 0);
    auto* buttons = new QHBoxLayout;
    m_find = new QPushButton(tr("Find best layout"));
    m_find->setToolTip(tr("Search every TP, PP, DP, CP, EP, micro-batch, interleave, recompute and "
                          "ZeRO choice on this design's GPUs and list the fastest that fit"));
    m_stop = new QPushButton(tr("Cancel"));
    m_apply = new QPushButton(tr("Apply"));
    m_apply->setToolTip(tr("Set the selected layout as the training job's (one undo step)"));
    for (auto* b : {m_find, m_stop, m_apply})
        buttons->addWidget(b);
    buttons->addStretch(1);
    lay->addLayout(buttons);
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(8);
    lay->addWidget(m_progress);
    m_status = new QLabel;
    m_status->setWordWrap(true);
    lay->addWidget(m_status);
    m_table = new QTableWidget(0, 6);
    m_table->setHorizontalHeaderLabels({tr("Time to train"), tr("MFU"), tr("Memory / GPU"),
                                        tr("Step"), tr("Layout"), tr("Limited by")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);
    m_table->setMinimumHeight(220);
    // The dock may be narrow: the table scrolls sideways instead of widening the panel.
    m_table->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    lay->addWidget(m_table);
    connect(m_find, &QPushButton::clicked, this, &LayoutSearchWidget::start);
    connect(m_stop, &QPushButton::clicked, this, &LayoutSearchWidget::cancel);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        const auto sel = m_table->selectionModel()->selectedRows();
        apply(sel.isEmpty() ? 0 : sel.front().row());
    });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_apply->setEnabled(!m_rows.empty() && !isRunning()); });
    setBusy(false);
}

LayoutSearchWidget::~LayoutSearchWidget()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
    }
}

void LayoutSearchWidget::setBusy(bool busy)
{
    // Hand the focus over before disabling the focused button: Qt would otherwise move it with
    // focusNextPrevChild(), and the panel's scroll area scrolls sideways to show the new focus.
    QPushButton* next = busy ? m_stop : m_find;
    QPushButton* leaving = busy ? m_find : m_stop;
    next->setEnabled(true);
    if (leaving->hasFocus())
        next->setFocus(Qt::OtherFocusReason);
    leaving->setEnabled(false);
    m_apply->setEnabled(!busy && !m_rows.empty());
    m_progress->setVisible(busy);
}

void LayoutSearchWidget::start()
{
    if (m_thread)
        return;
    const model::Design& d = m_sink.design();
    std::vector<model::Diagnostic> diags;
    std::optional<model::Workload> w;
    if (!d.workloads.empty())
        w = model::parseWorkload(d.workloads.front(), "design", diags);
    if (!w) {
        showRows({}, tr("The design has no training job: choose a model preset first."));
        return;
    }
    // The one evaluation's hardware: calibrated when the design has a profile (issue 14).
    const model::Evaluation e = model::evaluate(d, m_sink.catalog(), w);
    const model::ComputeHardware hw = e.hardware ? *e.hardware : model::ComputeHardware{};
    if (!hw.valid) {
        showRows({}, tr("The design has no GPUs to search on."));
        return;
    }
    const int gpus = w->run.gpus ? std::min(*w->run.gpus, hw.groupGpus) : hw.groupGpus;
    m_searchedJson = d.workloads.front();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto cancelFlag = m_cancel;
    QPointer<LayoutSearchWidget> self(this);
    m_status->setText(tr("Searching the layouts of %1 GPUs…").arg(gpus));
    m_thread = QThread::create([self, cancelFlag, job = *w, hw, gpus] {
        const auto progress = [&](double f) {
            if (self)
                QMetaObject::invokeMethod(
                    self,
                    [self, f] {
                        if (self)
                            self->m_progress->setValue(static_cast<int>(f * 1000));
                    },
                    Qt::QueuedConnection);
            return !cancelFlag->load();
        };
        auto rows = search(job, hw, gpus, progress);
        const bool cancelled = cancelFlag->load();
        if (cancelled)
            rows.clear(); // a cancelled search lists nothing half-done
        QMetaObject::invokeMethod(
            self,
            [self, rows = std::move(rows), cancelled, gpus]() mutable {
                if (!self)
                    return;
                self->m_thread->wait();
                self->m_thread->deleteLater();
                self->m_thread = nullptr;
                const QString status =
                    cancelled ? tr("Cancelled.")
                    : rows.empty()
                        ? tr("No layout fits in GPU memory on %1 GPUs, even with ZeRO-3 "
                             "and offload: see what would make it fit in the memory chart.")
                              .arg(gpus)
                        : tr("The %n fastest layouts that fit on %1 GPUs:", "",
                             static_cast<int>(rows.size()))
                              .arg(gpus);
                self->showRows(std::move(rows), status);
                emit self->finished();
            },
            Qt::QueuedConnection);
    });
    setBusy(true);
    m_thread->start();
}

void LayoutSearchWidget::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void LayoutSearchWidget::showRows(std::vector<Row> rows, const QString& status)
{
    m_rows = std::move(rows);
    m_status->setText(status);
    m_table->setRowCount(static_cast<int>(m_rows.size()));
    for (int i = 0; i < static_cast<int>(m_rows.size()); ++i) {
        const Row& r = m_rows[static_cast<std::size_t>(i)];
        const auto& l = r.result.layout;
        QString layout =
            QStringLiteral("TP %1 PP %2 DP %3").arg(l.layout.tp).arg(l.layout.pp).arg(l.dp);
        if (l.layout.cp > 1)
            layout += QStringLiteral(" CP %1").arg(l.layout.cp);
        if (l.layout.ep > 1)
            layout += QStringLiteral(" EP %1").arg(l.layout.ep);
        layout += tr(", mb %1, ZeRO-%2").arg(l.layout.microBatch).arg(l.layout.zeroStage);
        if (l.layout.interleave > 1)
            layout += tr(", v %1").arg(l.layout.interleave);
        layout += QStringLiteral(", ") +
                  QString::fromStdString(std::string(model::recomputeName(l.layout.recompute))) +
                  tr(" recompute");
        if (r.offload != model::Offload::None)
            layout += tr(", offload ") +
                      QString::fromStdString(std::string(model::offloadName(r.offload)));
        const QStringList cells{
            duration(r.result.timeToTrainS),
            QStringLiteral("%1 %").arg(r.result.mfu * 100, 0, 'f', 0),
            QStringLiteral("%1 GiB").arg(r.result.perGpuBytes / (1ull << 30), 0, 'f', 1),
            duration(r.result.stepTimeS),
            layout,
            renderMessage(r.limitedBy)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(cells[c]);
            m_table->setItem(i, c, item);
        }
    }
    m_table->resizeColumnsToContents();
    if (!m_rows.empty())
        m_table->selectRow(0);
    setBusy(false);
}

bool LayoutSearchWidget::apply(int row)
{
    if (row < 0 || row >= static_cast<int>(m_rows.size()))
        return false;
    const model::Design& d = m_sink.design();
    if (d.workloads.empty() || d.workloads.front() != m_searchedJson) {
        m_status->setText(tr("The training job changed since the search: search again."));
        return false;
    }
    std::vector<model::Diagnostic> diags;
    auto w = model::parseWorkload(d.workloads.front(), "design", diags);
    if (!w)
        return false;
    const Row& r = m_rows[static_cast<std::size_t>(row)];
    model::Workload next = *w;
    next.training.layout = r.result.layout.layout;
    next.training.offload = r.offload;
    auto info = model::SetDesignInfo::of(d);
    info.workloads.front() = model::workloadToJson(next);
    m_sink.submit(
        std::make_unique<model::SetDesignInfo>(info, model::Message::of("UNDO_APPLY_BEST_LAYOUT")));
    m_searchedJson = m_sink.design().workloads.front();
    m_status->setText(tr("Applied: %1.").arg(m_table->item(row, 4)->text()));
    return true;
}

} // namespace cc::views
