#include "views/style/DisplayNames.h"

#include <QComboBox>
#include <QCoreApplication>

namespace cc::views {

namespace {
// lupdate files tr() calls in a namespace under the namespace's name, so that is the context.
QString tr(const char* s)
{
    return QCoreApplication::translate("cc::views", s);
}
} // namespace

QString opticMediumName(const std::string& medium)
{
    if (medium == "dac")
        return tr("DAC copper cable");
    if (medium == "aoc")
        return tr("active optical cable");
    if (medium == "transceiver")
        return tr("optical transceiver");
    if (medium == "fibre")
        return tr("fibre");
    return QString::fromStdString(medium);
}

QString displayName(model::Method m)
{
    switch (m) {
    case model::Method::Pretrain:
        return tr("pre-training");
    case model::Method::Full:
        return tr("full fine-tuning");
    case model::Method::Lora:
        return tr("LoRA");
    case model::Method::Qlora:
        return tr("QLoRA");
    }
    return QStringLiteral("?");
}

QString displayName(model::Precision p)
{
    switch (p) {
    case model::Precision::Fp32:
        return QStringLiteral("FP32");
    case model::Precision::Fp16:
        return QStringLiteral("FP16");
    case model::Precision::Bf16:
        return QStringLiteral("BF16");
    case model::Precision::Fp8:
        return QStringLiteral("FP8");
    }
    return QStringLiteral("?");
}

QString displayName(model::OptimizerKind o)
{
    switch (o) {
    case model::OptimizerKind::AdamW:
        return QStringLiteral("AdamW");
    case model::OptimizerKind::AdamW8bit:
        return tr("AdamW 8-bit");
    case model::OptimizerKind::Sgd:
        return QStringLiteral("SGD");
    }
    return QStringLiteral("?");
}

QString displayName(model::Offload o)
{
    switch (o) {
    case model::Offload::None:
        return tr("none");
    case model::Offload::Optimizer:
        return tr("optimizer");
    case model::Offload::OptimizerParams:
        return tr("optimizer + parameters");
    }
    return QStringLiteral("?");
}

QString displayName(model::LoraTargets t)
{
    switch (t) {
    case model::LoraTargets::All:
        return tr("all linear layers");
    case model::LoraTargets::Attention:
        return tr("attention (Q, K, V, O)");
    }
    return QStringLiteral("?");
}

QString displayName(model::Recompute r)
{
    switch (r) {
    case model::Recompute::None:
        return tr("none");
    case model::Recompute::Selective:
        return tr("selective");
    case model::Recompute::Full:
        return tr("full");
    }
    return QStringLiteral("?");
}

QString displayName(model::Severity s)
{
    switch (s) {
    case model::Severity::Info:
        return tr("note");
    case model::Severity::Warning:
        return tr("warning");
    case model::Severity::Error:
        return tr("error");
    }
    return QStringLiteral("?");
}

QString displayName(model::LimitKind k)
{
    switch (k) {
    case model::LimitKind::Memory:
        return tr("GPU memory");
    case model::LimitKind::Compute:
        return tr("Compute");
    case model::LimitKind::ScaleUp:
        return tr("Scale-up link");
    case model::LimitKind::Nic:
        return tr("Server network (NIC)");
    case model::LimitKind::Oversubscription:
        return tr("Oversubscribed tier");
    case model::LimitKind::PipelineBubble:
        return tr("Pipeline bubble");
    case model::LimitKind::Storage:
        return tr("Storage");
    case model::LimitKind::Power:
        return tr("Rack power");
    case model::LimitKind::Cooling:
        return tr("Cooling");
    case model::LimitKind::Cost:
        return tr("Cost");
    }
    return QStringLiteral("?");
}

QString displayName(model::StepTraffic t)
{
    switch (t) {
    case model::StepTraffic::None:
        return tr("no traffic");
    case model::StepTraffic::TensorParallel:
        return tr("tensor-parallel traffic");
    case model::StepTraffic::DataParallel:
        return tr("data-parallel gradient sync");
    case model::StepTraffic::Fsdp:
        return tr("FSDP parameter gathers");
    case model::StepTraffic::ExpertAllToAll:
        return tr("expert all-to-all");
    case model::StepTraffic::ContextParallel:
        return tr("context-parallel K/V exchange");
    }
    return QStringLiteral("?");
}

QString displayName(model::BlockKind k)
{
    switch (k) {
    case model::BlockKind::Server:
        return tr("server");
    case model::BlockKind::Switch:
        return tr("switch");
    case model::BlockKind::Storage:
        return tr("storage");
    }
    return QStringLiteral("?");
}

QString displayName(model::WiringRule r)
{
    switch (r) {
    case model::WiringRule::Spread:
        return tr("spread over the far group");
    case model::WiringRule::Rail:
        return tr("rail-optimised");
    case model::WiringRule::Torus:
        return tr("torus neighbours");
    }
    return QStringLiteral("?");
}

namespace {
template <class E> std::vector<std::pair<E, QString>> named(std::initializer_list<E> values)
{
    std::vector<std::pair<E, QString>> out;
    for (E v : values)
        out.push_back({v, displayName(v)});
    return out;
}
} // namespace

template <> std::vector<std::pair<model::Method, QString>> choices()
{
    using M = model::Method;
    return named({M::Pretrain, M::Full, M::Lora, M::Qlora});
}
template <> std::vector<std::pair<model::Precision, QString>> choices()
{
    using P = model::Precision;
    return named({P::Fp32, P::Fp16, P::Bf16, P::Fp8});
}
template <> std::vector<std::pair<model::OptimizerKind, QString>> choices()
{
    using O = model::OptimizerKind;
    return named({O::AdamW, O::AdamW8bit, O::Sgd});
}
template <> std::vector<std::pair<model::Offload, QString>> choices()
{
    using O = model::Offload;
    return named({O::None, O::Optimizer, O::OptimizerParams});
}
template <> std::vector<std::pair<model::Recompute, QString>> choices()
{
    using R = model::Recompute;
    return named({R::None, R::Selective, R::Full});
}
template <> std::vector<std::pair<model::LoraTargets, QString>> choices()
{
    using L = model::LoraTargets;
    return named({L::All, L::Attention});
}
template <> std::vector<std::pair<model::WiringRule, QString>> choices()
{
    using W = model::WiringRule;
    return named({W::Spread, W::Rail, W::Torus});
}

void fillChoicesOf(QComboBox* box, const std::vector<std::pair<int, QString>>& items)
{
    box->clear();
    for (const auto& [value, name] : items)
        box->addItem(name, value);
}

void selectChoice(QComboBox* box, int value)
{
    box->setCurrentIndex(box->findData(value));
}

int choiceValueAt(const QComboBox* box, int index)
{
    return box->itemData(index).toInt();
}

} // namespace cc::views
