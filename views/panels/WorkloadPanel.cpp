#include "views/panels/WorkloadPanel.h"

#include "model/analysis/Evaluate.h"
#include "model/edit/ObjectEdits.h"
#include "model/io/HfConfig.h"
#include "model/training/Memory.h"
#include "model/training/TokenDefaults.h"
#include "views/EditSink.h"
#include "views/panels/LayoutSearchWidget.h"
#include "views/style/DisplayNames.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cc::views {

namespace {
/// Fields shown while the design has no training job (all disabled until a preset is chosen).
model::Workload emptyWorkload()
{
    std::vector<model::Diagnostic> ignored;
    auto w = model::parseWorkload(R"({"name": "Training job", "preset": "gpt2-124m"})", "default",
                                  ignored);
    return w.value_or(model::Workload{});
}
} // namespace

namespace {
/// Whether the layout splits the model evenly: heads and KV heads by TP, layers by the pipeline
/// stages (and their interleaving), experts by EP.
bool layoutDivides(const model::TrainingSetup& t, const model::ModelShape& m)
{
    const int kv = m.kvHeads > 0 ? m.kvHeads : m.heads;
    const int stages = t.layout.pp * std::max(1, t.layout.interleave);
    return t.layout.tp > 0 && m.heads % t.layout.tp == 0 && kv % t.layout.tp == 0 && stages > 0 &&
           m.layers % stages == 0 &&
           (m.experts == 0 ? t.layout.ep == 1 : t.layout.ep > 0 && m.experts % t.layout.ep == 0);
}
} // namespace

model::Workload WorkloadPanel::suggestedJob(const model::ModelPreset& p) const
{
    // Tensor parallelism inside one server (the NVLink domain), as large as the heads allow;
    // tokens by method: pre-training 20 per parameter, a fine-tune its dataset × epochs.
    model::Workload w = emptyWorkload();
    w.name = p.name;
    int gpusPerServer = 1;
    for (const auto& [id, t] : m_sink.evaluation().inventory.templates)
        gpusPerServer = std::max(gpusPerServer, t.gpus);
    w.training.layout.tp = 1;
    for (int t : {8, 4, 2})
        if (t <= gpusPerServer && p.shape.heads % t == 0 && p.shape.kvHeads % t == 0) {
            w.training.layout.tp = t;
            break;
        }
    w.training.layout.pp = 1;
    w.training.layout.dp.reset();
    w.training.globalBatch = 0;
    w.model = p.shape;
    w.training.tokens = model::defaultTokens(w);
    return w;
}

void WorkloadPanel::applyModel(const model::ModelPreset& p)
{
    if (m_sink.design().workloads.empty()) {
        m_w = suggestedJob(p); // the first job: a setup that suits this design
    } else if (!layoutDivides(m_w.training, p.shape)) {
        // Another model: keep the user's method and precision, but not a parallel layout the new
        // shape cannot be split by (e.g. PP 8 for 126 layers).
        const model::Workload s = suggestedJob(p);
        auto& t = m_w.training;
        t.layout.tp = s.training.layout.tp;
        t.layout.pp = 1;
        t.layout.interleave = 1;
        t.layout.cp = 1;
        t.layout.ep = 1;
        t.layout.dp.reset();
    }
    m_w.model = p.shape;
    m_w.preset = p.id;
    if (p.id.empty())
        m_w.name = p.name;
}

QString WorkloadPanel::importModelConfig(const QString& path, QStringList* notes)
{
    std::vector<model::Diagnostic> diags;
    const auto imp = model::io::importHfConfigFile(path.toStdString(), diags);
    if (!imp) {
        QStringList lines;
        for (const auto& d : diags)
            lines << q(d.text());
        return lines.join(QLatin1Char('\n'));
    }
    if (notes)
        for (const auto& n : imp->notes)
            *notes << q(n.text());
    const std::string file = QFileInfo(path).fileName().toStdString();
    applyModel({"", imp->family + " (" + file + ")", imp->shape, path.toStdString()});
    commit("UNDO_IMPORT_MODEL");
    return {};
}

void WorkloadPanel::dragEnterEvent(QDragEnterEvent* e)
{
    const auto urls = e->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() &&
        urls.front().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        e->acceptProposedAction();
}

void WorkloadPanel::dropEvent(QDropEvent* e)
{
    const QString path = e->mimeData()->urls().front().toLocalFile();
    QStringList notes;
    const QString err = importModelConfig(path, &notes);
    if (!err.isEmpty())
        QMessageBox::warning(this, tr("Import model"), tr("Cannot import %1:\n%2").arg(path, err));
    else if (!notes.isEmpty())
        QMessageBox::information(this, tr("Import model"), notes.join(QLatin1Char('\n')));
    e->acceptProposedAction();
}

WorkloadPanel::WorkloadPanel(EditSink& sink, QWidget* parent) : QWidget(parent), m_sink(sink)
{
    setAcceptDrops(true); // a Hugging Face config.json dropped here sets the model
    build();
    refresh();
}

QSpinBox* WorkloadPanel::intField(QFormLayout* form, const QString& label, int min, int max,
                                  int* field, const QString& tip)
{
    auto* box = new QSpinBox;
    box->setRange(min, max);
    box->setToolTip(tip);
    box->setKeyboardTracking(false); // one edit when the user is done typing
    const std::ptrdiff_t offset = reinterpret_cast<char*>(field) - reinterpret_cast<char*>(&m_w);
    auto at = [this, offset] {
        return reinterpret_cast<int*>(reinterpret_cast<char*>(&m_w) + offset);
    };
    // Steps of one field merge into one undo step until the user leaves the field.
    const int key = kFieldMergeKey + static_cast<int>(offset);
    connect(box, &QSpinBox::valueChanged, this, [this, at, key](int v) {
        if (m_loading)
            return;
        *at() = v;
        commit("UNDO_EDIT_WORKLOAD", key);
    });
    connect(box, &QSpinBox::editingFinished, this, [this] { m_sink.endGesture(); });
    m_loaders.push_back([box, at] { box->setValue(*at()); });
    form->addRow(label, box);
    return box;
}

template <class E>
QComboBox* WorkloadPanel::choiceField(QFormLayout* form, const QString& label, E* field)
{
    auto* box = new QComboBox;
    fillChoices<E>(box);
    connect(box, &QComboBox::activated, this, [this, box, field](int i) {
        *field = choiceAt<E>(box, i);
        commit("UNDO_EDIT_WORKLOAD");
    });
    m_loaders.push_back([box, field] { selectChoice(box, *field); });
    form->addRow(label, box);
    return box;
}

void WorkloadPanel::build()
{
    auto* inner = new QWidget;
    auto* lay = new QVBoxLayout(inner);

    auto* modelBox = new QGroupBox(tr("Model"));
    auto* mf = new QFormLayout(modelBox);
    m_none = new QLabel(tr("This design has no training job yet. Choose a model preset to add one; "
                           "the analysis then shows whether it fits, its step time and MFU."));
    m_none->setWordWrap(true);
    m_none->setStyleSheet(QStringLiteral("color:%1").arg(palette::muted().name()));
    lay->addWidget(m_none);
    m_preset = new QComboBox;
    m_preset->addItem(tr("(choose a model)"), QString());
    for (const auto& p : model::modelPresets())
        m_preset->addItem(q(p.name), q(p.id));
    connect(m_preset, &QComboBox::activated, this, [this](int i) {
        const QString id = m_preset->itemData(i).toString();
        if (const auto* p = model::findPreset(id.toStdString())) {
            applyModel(*p);
            commit("UNDO_CHOOSE_MODEL_PRESET");
        }
    });
    mf->addRow(tr("Preset"), m_preset);
    m_params = new QLabel;
    mf->addRow(tr("Parameters"), m_params);
    m_fields = new QWidget;
    auto* ff = new QVBoxLayout(m_fields);
    ff->setContentsMargins(0, 0, 0, 0);
    auto* shapeForm = new QFormLayout;
    ff->addLayout(shapeForm);
    mf->addRow(m_fields);
    mf = shapeForm;
    intField(mf, tr("Layers"), 1, 1000, &m_w.model.layers);
    intField(mf, tr("Hidden size"), 1, 1 << 20, &m_w.model.hidden);
    intField(mf, tr("Attention heads"), 1, 4096, &m_w.model.heads);
    intField(mf, tr("KV heads"), 1, 4096, &m_w.model.kvHeads,
             tr("Fewer than heads: grouped-query attention"));
    intField(mf, tr("FFN hidden size"), 1, 1 << 21, &m_w.model.ffnHidden);
    intField(mf, tr("Vocabulary"), 1, 1 << 22, &m_w.model.vocab);
    intField(mf, tr("Sequence length"), 1, 1 << 22, &m_w.model.seqLen);
    intField(mf, tr("Experts (0 = dense)"), 0, 4096, &m_w.model.experts);
    intField(mf, tr("Active experts (top-k)"), 0, 256, &m_w.model.topK);
    lay->addWidget(modelBox);

    auto* trainBox = new QGroupBox(tr("Training"));
    m_train = trainBox;
    lay->addWidget(trainBox);
    auto* tf = new QFormLayout(trainBox);
    auto* method = new QComboBox;
    fillChoices<model::Method>(method);
    connect(method, &QComboBox::activated, this, [this, method](int i) {
        // A fine-tune trains on its dataset, pre-training on 20 tokens per parameter.
        const bool wasFineTune = model::isFineTune(m_w.training.method);
        m_w.training.method = choiceAt<model::Method>(method, i);
        if (model::isFineTune(m_w.training.method) != wasFineTune)
            m_w.training.tokens = model::defaultTokens(m_w);
        commit("UNDO_EDIT_WORKLOAD");
    });
    m_loaders.push_back([this, method] { selectChoice(method, m_w.training.method); });
    tf->addRow(tr("Method"), method);
    choiceField(tf, tr("Precision"), &m_w.training.precision);
    choiceField(tf, tr("Optimizer"), &m_w.training.optimizer);
    auto* zero = new QComboBox; // a number, not an enum: the stage is the item's data
    fillChoicesOf(zero, {{0, tr("0 (none)")},
                         {1, QStringLiteral("1")},
                         {2, QStringLiteral("2")},
                         {3, QStringLiteral("3")}});
    connect(zero, &QComboBox::activated, this, [this, zero](int i) {
        m_w.training.layout.zeroStage = choiceValueAt(zero, i);
        commit("UNDO_EDIT_WORKLOAD");
    });
    m_loaders.push_back([this, zero] { selectChoice(zero, m_w.training.layout.zeroStage); });
    tf->addRow(tr("ZeRO stage"), zero);
    choiceField(tf, tr("Offload"), &m_w.training.offload);
    intField(tf, tr("Tensor parallel (TP)"), 1, 1024, &m_w.training.layout.tp);
    intField(tf, tr("Pipeline parallel (PP)"), 1, 1024, &m_w.training.layout.pp);
    m_dp = new QSpinBox;
    m_dp->setRange(0, 10'000'000);
    m_dp->setSpecialValueText(tr("all remaining GPUs"));
    m_dp->setKeyboardTracking(false);
    connect(m_dp, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_loading)
            return;
        m_w.training.layout.dp = v == 0 ? std::nullopt : std::optional<int>(v);
        commit("UNDO_EDIT_WORKLOAD", kFieldMergeKey - 1);
    });
    connect(m_dp, &QSpinBox::editingFinished, this, [this] { m_sink.endGesture(); });
    m_loaders.push_back([this] { m_dp->setValue(m_w.training.layout.dp.value_or(0)); });
    tf->addRow(tr("Data parallel (DP)"), m_dp);
    intField(tf, tr("Context parallel (CP)"), 1, 1024, &m_w.training.layout.cp);
    intField(tf, tr("Expert parallel (EP)"), 1, 4096, &m_w.training.layout.ep);
    intField(tf, tr("Micro-batch"), 1, 4096, &m_w.training.layout.microBatch);
    intField(tf, tr("Global batch (sequences)"), 0, 1 << 24, &m_w.training.globalBatch)
        ->setSpecialValueText(tr("auto: one micro-batch per DP rank"));
    intField(tf, tr("Pipeline interleave"), 1, 64, &m_w.training.layout.interleave);
    choiceField(tf, tr("Activation recompute"), &m_w.training.layout.recompute);
    m_sp = new QCheckBox(tr("Sequence parallelism"));
    connect(m_sp, &QCheckBox::clicked, this, [this](bool on) {
        m_w.training.layout.sequenceParallel = on;
        commit("UNDO_EDIT_WORKLOAD");
    });
    m_loaders.push_back([this] { m_sp->setChecked(m_w.training.layout.sequenceParallel); });
    tf->addRow(QString(), m_sp);
    m_flash = new QCheckBox(tr("FlashAttention"));
    connect(m_flash, &QCheckBox::clicked, this, [this](bool on) {
        m_w.training.flashAttention = on;
        commit("UNDO_EDIT_WORKLOAD");
    });
    m_loaders.push_back([this] { m_flash->setChecked(m_w.training.flashAttention); });
    tf->addRow(QString(), m_flash);
    intField(tf, tr("LoRA rank"), 1, 4096, &m_w.training.loraRank);
    choiceField(tf, tr("LoRA adapters on"), &m_w.training.loraTargets);
    m_tokens = new QDoubleSpinBox;
    m_tokens->setRange(0, 1e6);
    m_tokens->setDecimals(1);
    m_tokens->setSuffix(tr(" B tokens"));
    m_tokens->setSpecialValueText(tr("not set"));
    m_tokens->setKeyboardTracking(false);
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        if (m_loading)
            return;
        m_w.training.tokens = v * 1e9;
        commit("UNDO_EDIT_WORKLOAD", kFieldMergeKey - 2);
    });
    connect(m_tokens, &QDoubleSpinBox::editingFinished, this, [this] { m_sink.endGesture(); });
    m_loaders.push_back([this] { m_tokens->setValue(m_w.training.tokens / 1e9); });
    tf->addRow(tr("Tokens to train"), m_tokens);
    datasetFields(tf);
    lay->addWidget(new LayoutSearchWidget(m_sink));
    lay->addStretch(1);

    auto* scroll = new QScrollArea;
    scroll->setWidget(inner);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
}

void WorkloadPanel::datasetFields(QFormLayout* tf)
{
    // Fine-tunes: tokens = dataset × epochs (defaults: the Tulu 3 SFT mixture, 2 epochs).
    auto* dataset = new QDoubleSpinBox;
    dataset->setRange(0.001, 1e6);
    dataset->setDecimals(3);
    dataset->setSuffix(tr(" B tokens"));
    dataset->setKeyboardTracking(false);
    dataset->setToolTip(tr("Fine-tuning dataset size. Default: the Tulu 3 SFT mixture, about "
                           "0.73 B tokens (939k conversations)"));
    auto* epochs = new QDoubleSpinBox;
    epochs->setRange(0.1, 1000);
    epochs->setDecimals(1);
    epochs->setKeyboardTracking(false);
    epochs->setToolTip(tr("Passes over the dataset (default 2, as Tulu 3 SFT)"));
    const auto update = [this, dataset, epochs] {
        if (m_loading)
            return;
        m_w.training.datasetTokens = dataset->value() * 1e9;
        m_w.training.epochs = epochs->value();
        m_w.training.tokens = m_w.training.datasetTokens * m_w.training.epochs;
        commit("UNDO_EDIT_WORKLOAD");
    };
    connect(dataset, &QDoubleSpinBox::valueChanged, this, update);
    connect(epochs, &QDoubleSpinBox::valueChanged, this, update);
    m_loaders.push_back([this, dataset, epochs] {
        dataset->setValue(m_w.training.datasetTokens / 1e9);
        epochs->setValue(m_w.training.epochs);
        const bool ft = model::isFineTune(m_w.training.method);
        dataset->setEnabled(ft);
        epochs->setEnabled(ft);
    });
    tf->addRow(tr("Dataset (fine-tune)"), dataset);
    tf->addRow(tr("Epochs"), epochs);
}

void WorkloadPanel::load(const model::Workload& w)
{
    m_loading = true;
    m_w = w;
    for (const auto& f : std::as_const(m_loaders))
        f();
    m_preset->setCurrentIndex(qMax(0, m_preset->findData(q(w.preset))));
    m_params->setText(tr("%1 B total, %2 B active")
                          .arg(model::parameterCount(w.model) / 1e9, 0, 'f', 2)
                          .arg(model::activeParameterCount(w.model) / 1e9, 0, 'f', 2));
    m_loading = false;
}

void WorkloadPanel::refresh()
{
    const auto& d = m_sink.design();
    const bool has = !d.workloads.empty();
    // The evaluation parsed the job already (an unreadable one shows the defaults).
    const auto& parsed = m_sink.evaluation().workload;
    const model::Workload w = has && parsed ? *parsed : emptyWorkload();
    load(w);
    m_fields->setEnabled(has);
    m_train->setEnabled(has);
    m_none->setVisible(!has);
    if (!has) {
        m_preset->setCurrentIndex(0);
        m_params->setText(QStringLiteral("–"));
    }
}

void WorkloadPanel::commit(const char* what, int mergeKey)
{
    // A preset no longer describes a hand-edited shape.
    if (const auto* p = model::findPreset(m_w.preset); p && !(p->shape == m_w.model))
        m_w.preset.clear();
    auto info = model::SetDesignInfo::of(m_sink.design());
    const std::string json = model::workloadToJson(m_w);
    if (info.workloads.empty())
        info.workloads.push_back(json);
    else
        info.workloads.front() = json;
    m_sink.submit(std::make_unique<model::SetDesignInfo>(info, model::Message::of(what), mergeKey));
}

} // namespace cc::views
