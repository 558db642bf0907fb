// Tools > Calibrate…. The fit is model::calib::calibrate (the CLI's calibrate runs the same);
// this dialog only gathers the files, shows the result and submits one edit.
#include "views/dialogs/CalibrateDialog.h"

#include "model/analysis/Evaluate.h"
#include "model/calibration/CalibrationEdit.h"
#include "model/edit/ScenarioEdits.h"
#include "model/util/Format.h"
#include "views/EditSink.h"
#include "views/style/Text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cc::views {

using namespace model::calib;

namespace {

QString pct(double x)
{
    return QStringLiteral("%1 %").arg(x * 100, 0, 'f', 1);
}

QString bandwidth(double bytesPerS)
{
    return q(model::siUnits(bytesPerS, "B/s"));
}

QString micro(double s)
{
    return QStringLiteral("%1 µs").arg(s * 1e6, 0, 'f', 2);
}

QString tierName(const TierCalibration& t)
{
    const QString tier = t.tier == CalibratedTier::ScaleUp ? CalibrateDialog::tr("Scale-up")
                                                           : CalibrateDialog::tr("Scale-out");
    return t.allToAll ? CalibrateDialog::tr("%1 all-to-all, %2 ranks").arg(tier).arg(t.ranks)
                      : CalibrateDialog::tr("%1 ring, %2 ranks").arg(tier).arg(t.ranks);
}

void setRow(QTableWidget* t, int row, const QStringList& cells)
{
    for (int c = 0; c < cells.size(); ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c > 0)
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        t->setItem(row, c, item);
    }
}

QStringList quality(const FitQuality& f)
{
    return {QString::number(f.r2, 'f', 4), pct(f.rmsRelResidual), pct(f.maxRelResidual),
            QString::number(f.samples)};
}

QTableWidget* table(const QStringList& headers)
{
    auto* t = new QTableWidget(0, int(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setStretchLastSection(true);
    return t;
}

} // namespace

CalibrateDialog::CalibrateDialog(EditSink& sink, QWidget* parent) : QDialog(parent), m_sink(sink)
{
    setWindowTitle(tr("Calibrate from measurements"));
    m_fits = table({tr("Fit"), tr("Fitted"), tr("Catalog"), tr("R²"), tr("RMS residual"),
                    tr("Max residual"), tr("Samples")});
    m_residuals = table({tr("Fit"), tr("Sample"), tr("Measured"), tr("Model"), tr("Residual")});
    m_summary = new QLabel(tr("Add measurement files and press Fit."));
    m_summary->setWordWrap(true);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_fits);
    split->addWidget(m_residuals);
    split->setStretchFactor(1, 2);

    m_keepScenario = new QCheckBox(tr("Keep the current figures as a scenario to compare with"));
    m_keepScenario->setChecked(m_sink.design().scenarios.size() < size_t(model::kMaxScenarios));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_apply = buttons->addButton(tr("&Apply to design"), QDialogButtonBox::AcceptRole);
    m_apply->setEnabled(false);
    m_remove = buttons->addButton(tr("&Remove calibration"), QDialogButtonBox::DestructiveRole);
    m_remove->setEnabled(m_sink.design().calibration.has_value());
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_apply, &QPushButton::clicked, this, &CalibrateDialog::apply);
    connect(m_remove, &QPushButton::clicked, this, [this] {
        m_sink.submit(std::make_unique<SetCalibration>(std::nullopt));
        accept();
    });

    auto* lay = new QVBoxLayout(this);
    lay->addWidget(makeInputs());
    lay->addWidget(m_summary);
    lay->addWidget(split, 1);
    lay->addWidget(m_keepScenario);
    lay->addWidget(buttons);
    resize(1000, 680);
}

QWidget* CalibrateDialog::makeInputs()
{
    auto* box = new QGroupBox(tr("Measurements"));
    auto* form = new QFormLayout(box);
    m_nccl = new QListWidget;
    m_nccl->setMaximumHeight(72);
    auto* add = new QPushButton(tr("Add…"));
    auto* remove = new QPushButton(tr("Remove"));
    connect(add, &QPushButton::clicked, this, &CalibrateDialog::addNcclFiles);
    connect(remove, &QPushButton::clicked, this, [this] { qDeleteAll(m_nccl->selectedItems()); });
    auto* ncclButtons = new QVBoxLayout;
    ncclButtons->addWidget(add);
    ncclButtons->addWidget(remove);
    ncclButtons->addStretch();
    auto* ncclRow = new QHBoxLayout;
    ncclRow->addWidget(m_nccl, 1);
    ncclRow->addLayout(ncclButtons);
    form->addRow(tr("nccl-tests output:"), ncclRow);

    m_gemm = new QLineEdit;
    m_gemm->setPlaceholderText(tr("CSV (m, n, k, dtype, tflops) or mamf-finder output"));
    auto* browse = new QPushButton(tr("Browse…"));
    connect(browse, &QPushButton::clicked, this, &CalibrateDialog::browseGemm);
    m_dtype = new QComboBox;
    m_dtype->addItem(tr("type from the file"), QString());
    for (const char* t : {"bf16", "fp16", "fp8", "fp32"})
        m_dtype->addItem(QLatin1String(t), QLatin1String(t));
    auto* gemmRow = new QHBoxLayout;
    gemmRow->addWidget(m_gemm, 1);
    gemmRow->addWidget(m_dtype);
    gemmRow->addWidget(browse);
    form->addRow(tr("GEMM sweep:"), gemmRow);

    m_attention = new QLineEdit;
    m_attention->setPlaceholderText(
        tr("benchmark_flash_attention.py output or CSV (seqlen, headdim, causal, tflops)"));
    auto* browseAttention = new QPushButton(tr("Browse…"));
    connect(browseAttention, &QPushButton::clicked, this, &CalibrateDialog::browseAttention);
    auto* attentionRow = new QHBoxLayout;
    attentionRow->addWidget(m_attention, 1);
    attentionRow->addWidget(browseAttention);
    form->addRow(tr("Attention benchmark:"), attentionRow);

    m_step = new QDoubleSpinBox;
    m_step->setRange(0, 1e6);
    m_step->setDecimals(3);
    m_step->setSuffix(tr(" s"));
    m_step->setSpecialValueText(tr("none"));
    const auto& e = m_sink.evaluation();
    m_job = new QLabel(e.workload ? tr("per step of \"%1\", the design's first workload")
                                        .arg(q(e.workload->name).toHtmlEscaped())
                                  : tr("(the design has no workload: no step time to calibrate)"));
    m_step->setEnabled(e.workload.has_value());
    auto* fitButton = new QPushButton(tr("&Fit"));
    connect(fitButton, &QPushButton::clicked, this, &CalibrateDialog::fit);
    auto* stepRow = new QHBoxLayout;
    stepRow->addWidget(m_step);
    stepRow->addWidget(m_job, 1);
    stepRow->addWidget(fitButton);
    form->addRow(tr("Measured step time:"), stepRow);
    return box;
}

void CalibrateDialog::addNcclFiles()
{
    const QStringList files =
        QFileDialog::getOpenFileNames(this, tr("nccl-tests output"), QString(),
                                      tr("Text output (*.txt *.log *.out);;All files (*)"));
    m_nccl->addItems(files);
}

void CalibrateDialog::browseGemm()
{
    const QString f = QFileDialog::getOpenFileName(this, tr("GEMM sweep"), QString(),
                                                   tr("Sweeps (*.csv *.txt *.out);;All files (*)"));
    if (!f.isEmpty())
        m_gemm->setText(f);
}

void CalibrateDialog::browseAttention()
{
    const QString f =
        QFileDialog::getOpenFileName(this, tr("Attention benchmark"), QString(),
                                     tr("Benchmarks (*.txt *.csv *.log *.out);;All files (*)"));
    if (!f.isEmpty())
        m_attention->setText(f);
}

void CalibrateDialog::setInputs(const QStringList& ncclFiles, const QString& gemmFile, double stepS)
{
    m_nccl->clear();
    m_nccl->addItems(ncclFiles);
    m_gemm->setText(gemmFile);
    m_step->setValue(stepS);
}

void CalibrateDialog::fit()
{
    std::vector<std::string> nccl;
    for (int i = 0; i < m_nccl->count(); ++i)
        nccl.push_back(u8(m_nccl->item(i)->text()));
    CalibrationInputs in;
    if (m_step->value() > 0)
        in.stepS = m_step->value();
    in.created = u8(QDate::currentDate().toString(Qt::ISODate));
    std::vector<model::Diagnostic> diags;
    bool ok = readMeasurements(nccl, u8(m_gemm->text().trimmed()),
                               u8(m_dtype->currentData().toString()), in, diags);
    if (const QString attention = m_attention->text().trimmed(); !attention.isEmpty())
        ok = readAttentionBench(u8(attention), {}, in, diags) && ok;
    QString problems;
    for (const auto& d : diags)
        problems += QStringLiteral("<li>%1</li>").arg(q(d.text()).toHtmlEscaped());
    if (!ok) {
        m_result.reset();
        m_apply->setEnabled(false);
        m_summary->setText(tr("<b>Cannot read the measurements:</b><ul>%1</ul>").arg(problems));
        return;
    }
    m_inputs = std::move(in);
    m_result = calibrate(m_sink.design(), m_sink.catalog(), *m_inputs);
    for (const auto& d : m_result->problems)
        problems += QStringLiteral("<li>%1</li>").arg(q(d.text()).toHtmlEscaped());
    showResult();
    if (!problems.isEmpty())
        m_summary->setText(m_summary->text() + tr("<br/><b>Notes:</b><ul>%1</ul>").arg(problems));
}

void CalibrateDialog::showResult()
{
    const CalibrationResult& r = *m_result;
    const CalibrationProfile& p = r.profile;
    const bool any = !p.tiers.empty() || p.gemm || p.attention || p.step;
    m_apply->setEnabled(any);
    QString s = tr("Fitted on <b>%1</b> (Eigen least squares, relative residuals).")
                    .arg(q(p.gpu).toHtmlEscaped());
    if (r.catalogStepS > 0)
        s += QLatin1Char(' ') + tr("Step time of the job: catalog %1, calibrated %2.")
                                    .arg(q(model::siUnits(r.catalogStepS, "s")),
                                         q(model::siUnits(r.calibratedStepS, "s")));
    m_summary->setText(s);
    fillFits();
    fillResiduals();
}

void CalibrateDialog::fillFits()
{
    const CalibrationResult& r = *m_result;
    const CalibrationProfile& p = r.profile;
    m_fits->setRowCount(0);
    auto add = [this](const QStringList& cells) {
        const int row = m_fits->rowCount();
        m_fits->insertRow(row);
        setRow(m_fits, row, cells);
    };
    for (const TierResult& t : r.tiers) {
        add(QStringList{tierName(t.tier) + tr(": bus bandwidth"), bandwidth(t.tier.busBytesPerS),
                        bandwidth(t.catalogBusBytesPerS)} +
            quality(t.tier.fit));
        add({tierName(t.tier) + tr(": latency per step"), micro(t.tier.alphaS),
             micro(t.catalogAlphaS), QString(), QString(), QString(), QString()});
    }
    if (p.gemm)
        add(QStringList{tr("GEMM ceiling (%1), of dense peak").arg(q(p.gemm->dtype)),
                        pct(p.gemm->efficiency), pct(r.catalogGemmEfficiency)} +
            quality(p.gemm->fit));
    if (p.attention)
        add(QStringList{tr("Attention (%1), of dense BF16 peak").arg(q(p.attention->method)),
                        pct(p.attention->efficiency), pct(r.catalogAttentionEfficiency)} +
            quality(p.attention->fit));
    if (p.step)
        add({tr("Step-time factor (measured %1 / model %2)")
                 .arg(q(model::siUnits(p.step->measuredS, "s")),
                      q(model::siUnits(p.step->modelS, "s"))),
             QString::number(p.step->factor, 'f', 3), QStringLiteral("1.000"), QString(), QString(),
             QString(), QStringLiteral("1")});
}

void CalibrateDialog::fillResiduals()
{
    const CalibrationResult& r = *m_result;
    m_residuals->setRowCount(0);
    auto add = [this](const QStringList& cells) {
        const int row = m_residuals->rowCount();
        m_residuals->insertRow(row);
        setRow(m_residuals, row, cells);
    };
    for (const TierResult& t : r.tiers) {
        size_t i = 0;
        for (const NcclRun& run : t.runs)
            for (const NcclSample& s : run.samples) {
                const double model = modelTimeS(t.fit, run.op, run.ranks, s.bytes);
                const double rel = i < t.fit.relResiduals.size() ? t.fit.relResiduals[i] : 0;
                ++i;
                add({tierName(t.tier),
                     QStringLiteral("%1 %2").arg(q(collectiveName(run.op)),
                                                 q(model::siUnits(s.bytes, "B"))),
                     micro(s.timeS), micro(model),
                     QStringLiteral("%1 %").arg(rel * 100, 0, 'f', 2)});
            }
    }
    if (r.gemm && m_inputs && m_inputs->gemm) {
        const auto& samples = m_inputs->gemm->samples;
        for (size_t i = 0; i < samples.size() && i < r.gemm->relResiduals.size(); ++i) {
            const GemmSample& s = samples[i];
            const double rel = r.gemm->relResiduals[i];
            add({tr("GEMM %1").arg(q(m_inputs->gemm->dtype)),
                 QStringLiteral("%1×%2×%3").arg(s.m).arg(s.n).arg(s.k),
                 tr("%1 TFLOP/s").arg(s.tflops, 0, 'f', 1),
                 tr("%1 TFLOP/s").arg(s.tflops * (1 + rel), 0, 'f', 1),
                 QStringLiteral("%1 %").arg(rel * 100, 0, 'f', 2)});
        }
    }
    if (r.attention && m_inputs && m_inputs->attention) {
        size_t i = 0; // the residuals follow the causal samples, in order
        for (const AttentionSample& s : m_inputs->attention->samples) {
            if (!s.causal || i >= r.attention->relResiduals.size())
                continue;
            const double rel = r.attention->relResiduals[i++];
            add({tr("Attention"), tr("sequence %1, head dim %2").arg(s.seqLen).arg(s.headDim),
                 tr("%1 TFLOP/s").arg(s.tflops, 0, 'f', 1),
                 tr("%1 TFLOP/s").arg(s.tflops * (1 + rel), 0, 'f', 1),
                 QStringLiteral("%1 %").arg(rel * 100, 0, 'f', 2)});
        }
    }
}

void CalibrateDialog::apply()
{
    if (!m_result)
        return;
    const model::Design& d = m_sink.design();
    auto edit = std::make_unique<model::CompoundEdit>(model::Message::of("UNDO_APPLY_CALIBRATION"));
    if (m_keepScenario->isChecked()) {
        try {
            // The scenario's name is the user's from now on: in the language it was made in.
            const QString name = d.calibration ? tr("Previous calibration") : tr("Catalog");
            edit->add(model::makeAddScenario(d, name.toStdString()));
        } catch (const std::invalid_argument& e) {
            QMessageBox::information(
                this, windowTitle(),
                tr("The current figures are not kept as a scenario: %1.").arg(q(e.what())));
        }
    }
    edit->add(std::make_unique<SetCalibration>(m_result->profile));
    m_sink.submit(std::move(edit));
    accept();
}

} // namespace cc::views
