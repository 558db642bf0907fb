#include "views/text/ExampleText.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace cc::views {

namespace {

// clang-format off
const char* const kTexts[] = {
    QT_TRANSLATE_NOOP("Example", "One DGX H100 fine-tuning a 70B model"),
    QT_TRANSLATE_NOOP("Example", "Generated standalone design: 1 server(s) without a cluster network."),
    QT_TRANSLATE_NOOP("Example", "DGX H100 racks"),
    QT_TRANSLATE_NOOP("Example", "Llama 3 70B LoRA fine-tuning on one 8-GPU server"),
    QT_TRANSLATE_NOOP("Example", "GB200 NVL72 rack"),
    QT_TRANSLATE_NOOP("Example", "1 NVL72 racks (72 GPUs in NVLink domains of 72), scale-out 2-tier fat-tree, 72 end ports. Quantum-2 QM9700 NDR 64x400G (32 OSFP), 64 ports at 400 Gb/s: 3 leaves (32 down / 32 up), 2 spines."),
    QT_TRANSLATE_NOOP("Example", "GB200 NVL72 rack (72 GPUs, 36 Grace) racks"),
    QT_TRANSLATE_NOOP("Example", "Leaf network racks"),
    QT_TRANSLATE_NOOP("Example", "Spine network racks"),
    QT_TRANSLATE_NOOP("Example", "100,000-GPU H100 Spectrum-X fabric"),
    QT_TRANSLATE_NOOP("Example", "Generated 3-tier fat-tree, 108,896 end ports. Spectrum-4 SN5600 64x800GbE, 128 ports at 400 Gb/s: 1,702 leaves (64 down / 64 up), 1,728 spines in 27 pods of 64 leaves and 64 spines, 864 cores."),
    QT_TRANSLATE_NOOP("Example", "DGX H100 racks (partial)"),
    QT_TRANSLATE_NOOP("Example", "Leaf network racks (partial)"),
    QT_TRANSLATE_NOOP("Example", "Spine (27 pods of 64) network racks"),
    QT_TRANSLATE_NOOP("Example", "Core network racks"),
    QT_TRANSLATE_NOOP("Example", "Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) storage racks"),
    QT_TRANSLATE_NOOP("Example", "Parallel FS appliance, DDN AI400X2-class (2U all-NVMe, EXAScaler/Lustre) storage racks (partial)"),
    QT_TRANSLATE_NOOP("Example", "4-unit H100 rail-optimised cluster (128 x DGX H100)"),
    QT_TRANSLATE_NOOP("Example", "Generated 2-tier rail-optimized fabric: 4 scalable units of 32 servers, 8 rails, 1 leaf per rail per unit. Quantum-2 QM9700 NDR 64x400G (32 OSFP), 64 ports at 400 Gb/s: 32 leaves (32 down / 32 up), 18 spines."),
    QT_TRANSLATE_NOOP("Example", "GPT-3 175B pre-training"),
    QT_TRANSLATE_NOOP("Example", "B200 servers"),
    QT_TRANSLATE_NOOP("Example", "4-unit B200 rail-optimised cluster (128 x DGX B200)"),
    QT_TRANSLATE_NOOP("Example", "The same fabric with DGX B200 servers: 14.3 kW each, so two per 40 kW rack instead of three."),
    QT_TRANSLATE_NOOP("Example", "DGX B200 racks"),
    QT_TRANSLATE_NOOP("Example", "2:1 spine"),
    QT_TRANSLATE_NOOP("Example", "The same servers with half the leaf uplinks: 16 per leaf, 10 spines instead of 18 (2:1 oversubscribed)."),
    QT_TRANSLATE_NOOP("Example", "Jetson AGX Orin edge kit"),
    QT_TRANSLATE_NOOP("Example", "4x RTX 4090 LoRA workstation"),
    QT_TRANSLATE_NOOP("Example", "Llama 3 8B QLoRA on one RTX 4090"),
    QT_TRANSLATE_NOOP("Example", "64-node 3-D torus (teaching example)"),
    QT_TRANSLATE_NOOP("Example", "Generated 3-D torus 4x4x4: 6 links per server to its neighbours (wrap-around), 192 cables, no switches."),
    QT_TRANSLATE_NOOP("Example", "DGX H100 (4x4x4 torus) racks"),
    QT_TRANSLATE_NOOP("Example", "DGX H100 (4x4x4 torus) racks (partial)"),
};
// clang-format on

std::string translated(const std::string& text)
{
    if (text.empty())
        return text;
    return QCoreApplication::translate("Example", text.c_str()).toStdString();
}

/// The "name" of a training job's JSON text, translated; the text as it was if it has none.
std::string localizeWorkload(const std::string& json)
{
    auto doc = nlohmann::ordered_json::parse(json, nullptr, false);
    if (!doc.is_object() || !doc.contains("name") || !doc["name"].is_string())
        return json;
    const std::string name = doc["name"].get<std::string>();
    const std::string local = translated(name);
    if (local == name)
        return json;
    doc["name"] = local;
    return doc.dump(2);
}

void localizeBody(model::Design& d)
{
    d.name = translated(d.name);
    d.description = translated(d.description);
    for (auto& r : d.racks)
        r.name = translated(r.name);
    for (auto& w : d.workloads)
        w = localizeWorkload(w);
}

} // namespace

void localizeExample(model::Design& d)
{
    if (d.name.empty() || translated(d.name) == d.name)
        return; // not a bundled example, or no translation for this language
    localizeBody(d);
    for (auto& s : d.scenarios) {
        s.name = translated(s.name);
        if (s.design) {
            auto copy = std::make_shared<model::Design>(*s.design);
            localizeBody(*copy);
            s.design = std::move(copy);
        }
    }
}

std::span<const char* const> exampleTexts()
{
    return kTexts;
}

} // namespace cc::views
