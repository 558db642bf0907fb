// The job rows of the plan dialog. The amount of training is one choice with three forms, and
// only the rows of the chosen form are shown; the total line reads from job(), so it always
// says what the plan will get.
#include "views/dialogs/PlanJobForm.h"
#include "views/style/ElidingComboBox.h"
#include "views/style/Text.h"

#include "model/io/InputLimits.h"
#include "model/training/TokenDefaults.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QMessageBox>

namespace cc::views {

namespace {

constexpr double kBillion = 1e9;

QDoubleSpinBox* billions(double min, const QString& suffix)
{
    auto* b = new QDoubleSpinBox;
    b->setRange(min, 1e6);
    b->setDecimals(3);
    b->setSuffix(suffix);
    b->setGroupSeparatorShown(true);
    return b;
}

} // namespace

PlanJobForm::PlanJobForm(std::optional<model::Workload> current, QWidget* dialog)
    : QObject(dialog), m_dialog(dialog), m_current(std::move(current))
{}

void PlanJobForm::addRows(QFormLayout* form)
{
    m_form = form;
    m_job = new ElidingComboBox;
    // Long job names must not widen the input column (the dialog has to fit 1366×768).
    m_job->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_job->setMinimumContentsLength(22);
    if (m_current)
        m_job->addItem(tr("Current training job (%1)").arg(q(m_current->name)),
                       QStringLiteral("@current"));
    for (const auto& p : model::modelPresets())
        m_job->addItem(q(p.name), q(p.id));
    m_job->addItem(tr("Workload file…"), QStringLiteral("@file"));
    // The field elides; the list opens as wide as its longest entry, and the full name shows
    // as the field's tooltip.
    for (int i = 0; i < m_job->count(); ++i)
        m_job->setItemData(i, m_job->itemText(i), Qt::ToolTipRole);
    m_job->view()->setMinimumWidth(m_job->view()->sizeHintForColumn(0) + 24);
    m_job->setToolTip(m_job->currentText());
    connect(m_job, &QComboBox::currentTextChanged, m_job, &QComboBox::setToolTip);
    connect(m_job, &QComboBox::activated, this, &PlanJobForm::chooseFile);
    form->addRow(tr("Job"), m_job);
    m_method = new QComboBox;
    m_method->addItems({tr("as the job says"), tr("pre-training"), tr("full fine-tuning"),
                        QStringLiteral("LoRA"), QStringLiteral("QLoRA")});
    form->addRow(tr("Method"), m_method);
    m_amount = new QComboBox;
    m_amount->addItems({tr("default for the method"), tr("tokens"), tr("dataset × epochs")});
    m_amount->setToolTip(tr("Pre-training: 20 tokens per parameter; fine-tunes: dataset × epochs"));
    form->addRow(tr("Train on"), m_amount);
    m_tokens = billions(0.001, tr(" B tokens"));
    form->addRow(tr("Tokens"), m_tokens);
    m_dataset = billions(0.001, tr(" B tokens"));
    m_dataset->setToolTip(tr("Tokens in one pass over the fine-tuning dataset"));
    form->addRow(tr("Dataset"), m_dataset);
    m_epochs = new QDoubleSpinBox;
    m_epochs->setRange(0.01, 1000);
    m_epochs->setDecimals(2);
    m_epochs->setSuffix(tr(" epochs"));
    form->addRow(tr("Epochs"), m_epochs);
    m_total = new QLabel;
    m_total->setObjectName(QStringLiteral("planTokensTotal"));
    form->addRow(QString(), m_total);
    connect(m_amount, &QComboBox::currentIndexChanged, this, &PlanJobForm::amountChanged);
    connect(m_job, &QComboBox::currentIndexChanged, this, &PlanJobForm::showTotal);
    connect(m_method, &QComboBox::currentIndexChanged, this, &PlanJobForm::showTotal);
    for (auto* b : {m_tokens, m_dataset, m_epochs})
        connect(b, &QDoubleSpinBox::valueChanged, this, &PlanJobForm::showTotal);
    amountChanged();
}

void PlanJobForm::chooseFile(int index)
{
    if (m_job->itemData(index).toString() != QStringLiteral("@file"))
        return;
    const QString path = QFileDialog::getOpenFileName(m_dialog, tr("Workload file"), QString(),
                                                      tr("Workloads (*.json)"));
    std::vector<model::Diagnostic> diags;
    if (!path.isEmpty()) {
        try { // a regular file within the input contract: no FIFO or /dev/zero (issue 13)
            const std::string text = model::limits::readInputFile(path.toStdString());
            m_fileJob = model::parseWorkload(text, path.toStdString(), diags);
        } catch (const model::FormatError& e) {
            diags = e.diagnostics();
            m_fileJob.reset();
        }
    }
    if (!m_fileJob) {
        QMessageBox::warning(m_dialog, tr("Workload file"),
                             diags.empty() ? tr("No usable workload.") : q(diags.front().text()));
        m_job->setCurrentIndex(0);
    }
    showTotal();
}

void PlanJobForm::amountChanged()
{
    const int a = m_amount->currentIndex();
    const model::Workload w = baseJob();
    const QSignalBlocker b1(m_tokens), b2(m_dataset), b3(m_epochs);
    if (a == Tokens)
        m_tokens->setValue((w.training.tokens > 0 ? w.training.tokens : model::defaultTokens(w)) /
                           kBillion);
    if (a == DatasetEpochs) {
        m_dataset->setValue(w.training.datasetTokens / kBillion);
        m_epochs->setValue(w.training.epochs);
    }
    m_form->setRowVisible(m_tokens, a == Tokens);
    m_form->setRowVisible(m_dataset, a == DatasetEpochs);
    m_form->setRowVisible(m_epochs, a == DatasetEpochs);
    showTotal();
}

void PlanJobForm::showTotal()
{
    const model::Workload w = job();
    const double tokens = w.training.tokens > 0 ? w.training.tokens : model::defaultTokens(w);
    m_total->setText(tr("= %L1 B tokens to train on").arg(tokens / kBillion, 0, 'f', 3));
}

model::Workload PlanJobForm::baseJob() const
{
    const QString id = m_job->currentData().toString();
    model::Workload w;
    if (id == QStringLiteral("@current") && m_current) {
        w = *m_current;
    } else if (id == QStringLiteral("@file") && m_fileJob) {
        w = *m_fileJob;
    } else {
        std::vector<model::Diagnostic> diags;
        const std::string json = "{\"preset\": \"" + id.toStdString() + "\"}";
        w = model::parseWorkload(json, "preset", diags).value_or(model::Workload{});
    }
    if (m_method->currentIndex() > 0) {
        w.training.method = model::Method(m_method->currentIndex() - 1);
        w.training.tokens = model::defaultTokens(w);
    }
    return w;
}

model::Workload PlanJobForm::job() const
{
    model::Workload w = baseJob();
    switch (m_amount->currentIndex()) {
    case Tokens:
        w.training.tokens = m_tokens->value() * kBillion;
        break;
    case DatasetEpochs:
        w.training.datasetTokens = m_dataset->value() * kBillion;
        w.training.epochs = m_epochs->value();
        w.training.tokens = w.training.datasetTokens * w.training.epochs;
        break;
    default: // the job's own count; 0 is the method's default, resolved by the analysis
        break;
    }
    return w;
}

} // namespace cc::views
