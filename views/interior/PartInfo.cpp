#include "views/interior/PartInfo.h"

#include "model/util/Format.h"
#include "views/style/Palette.h"

#include <QPainter>
#include <QPixmap>

#include <algorithm>

namespace cc::views {

using model::Kind;

QString PartInfo::kindLabel(Kind k)
{
    switch (k) {
    case Kind::Accelerator:
        return tr("GPU");
    case Kind::Fabric:
        return tr("Fabric");
    case Kind::Nic:
        return tr("NIC");
    case Kind::Optic:
        return tr("Optic");
    case Kind::Switch:
        return tr("Switch");
    case Kind::Storage:
        return tr("Storage");
    case Kind::Cpu:
        return tr("CPU");
    case Kind::Memory:
        return tr("Memory");
    case Kind::Psu:
        return tr("PSU");
    case Kind::Rack:
        return tr("Rack");
    case Kind::Cdu:
        return tr("CDU");
    case Kind::Server:
        return tr("Server");
    }
    return {};
}

QIcon PartInfo::kindIcon(Kind k)
{
    // Drawn rather than shipped as files: one badge per kind, legible at 16 px and on HiDPI.
    static const struct {
        Kind kind;
        QColor colour;
        char letter;
    } kBadges[] = {
        {Kind::Accelerator, QColor(0x76, 0xb9, 0x00), 'G'},
        {Kind::Fabric, QColor(0x8e, 0x44, 0xad), 'F'},
        {Kind::Nic, QColor(0x29, 0x80, 0xb9), 'N'},
        {Kind::Cpu, QColor(0xd3, 0x54, 0x00), 'C'},
        {Kind::Memory, QColor(0x16, 0xa0, 0x85), 'M'},
        {Kind::Storage, QColor(0x7f, 0x8c, 0x8d), 'S'},
        {Kind::Psu, palette::severity(model::Severity::Error, false), 'P'}, // power: the alarm red
    };
    QColor colour(0x95, 0xa5, 0xa6);
    char letter = '?';
    for (const auto& b : kBadges)
        if (b.kind == k) {
            colour = b.colour;
            letter = b.letter;
        }
    QIcon icon;
    for (const int size : {16, 32, 64}) {
        QPixmap pm(size, size);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(Qt::NoPen);
        p.setBrush(colour);
        p.drawRoundedRect(QRectF(0.5, 0.5, size - 1, size - 1), size / 5.0, size / 5.0);
        QFont f = p.font();
        f.setBold(true);
        f.setPixelSize(size * 11 / 16);
        p.setFont(f);
        p.setPen(Qt::white);
        p.drawText(pm.rect(), Qt::AlignCenter, QString(QLatin1Char(letter)));
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}

QString PartInfo::keySpecs(const model::CatalogEntry& e)
{
    const auto si = [](double v, const char* unit) { return q(model::siUnits(v, unit)); };
    QStringList s;
    switch (e.kind) {
    case Kind::Accelerator:
        s << tr("%1 memory").arg(QString::fromStdString(model::gibibytes(e.accel.memoryBytes)));
        if (const double f = e.accel.flops("bf16"); f > 0)
            s << tr("%1 BF16").arg(si(f, "FLOP/s"));
        break;
    case Kind::Nic:
        s << tr("%1 × %2").arg(e.nic.ports).arg(si(e.nic.portBitsPerS, "b/s"));
        if (e.nic.role != "compute")
            s << q(e.nic.role).toUpper();
        break;
    case Kind::Cpu:
        s << tr("%1 cores, %2 PCIe lanes").arg(e.cpu.cores).arg(e.cpu.pcieLanes);
        break;
    case Kind::Memory:
        s << QString::fromStdString(model::gibibytes(e.memory.capacityBytes))
          << q(e.memory.type).toUpper();
        break;
    case Kind::Storage:
        s << si(e.storage.capacityBytes, "B") << q(e.storage.interface);
        break;
    case Kind::Psu:
        s << tr("%1 rated").arg(si(e.psu.ratedW, "W"));
        break;
    case Kind::Fabric:
        s << q(e.fabric.technology)
          << (e.fabric.switched ? tr("switched")
                                : tr("mesh, up to %1 GPUs").arg(e.fabric.maxDomainGpus));
        break;
    default:
        break;
    }
    if (e.power.maxW > 0)
        s << si(e.power.maxW, "W");
    return s.join(QStringLiteral(" · "));
}

QString PartInfo::fabricTypeLabel(model::FabricType t)
{
    switch (t) {
    case model::FabricType::NvSwitch:
        return tr("NVSwitch (all-to-all)");
    case model::FabricType::Mesh:
        return tr("Direct mesh");
    case model::FabricType::Pcie:
        return tr("PCIe only");
    case model::FabricType::NvlinkBridge:
        return tr("NVLink bridge pairs");
    }
    return {};
}

QString PartInfo::whyNotInServer(const model::CatalogEntry& e)
{
    const QString name = q(e.name);
    switch (e.kind) {
    case Kind::Accelerator:
    case Kind::Nic:
    case Kind::Cpu:
    case Kind::Memory:
    case Kind::Psu:
    case Kind::Fabric:
        return {};
    case Kind::Storage:
        if (e.storage.type == "ssd")
            return {};
        return tr("%1 is a networked storage system: place it on the cluster canvas, not inside a "
                  "server.")
            .arg(name);
    case Kind::Switch:
    case Kind::Server:
    case Kind::Rack:
    case Kind::Cdu:
        return tr("%1 is a %2: it goes on the cluster canvas, not inside a server.")
            .arg(name, kindLabel(e.kind).toLower());
    case Kind::Optic:
        return tr("%1 is a cable or optic: set it on a link between groups, not inside a server.")
            .arg(name);
    }
    return tr("%1 cannot go inside a server.").arg(name);
}

model::ServerTemplate PartInfo::withFabric(model::ServerTemplate t, const model::CatalogEntry& f,
                                           int gpus)
{
    const model::FabricType before = t.fabric;
    t.fabricRef = f.id;
    if (f.fabric.switched)
        t.fabric = model::FabricType::NvSwitch;
    else if (f.fabric.maxDomainGpus == 2)
        t.fabric = model::FabricType::NvlinkBridge;
    else
        t.fabric = model::FabricType::Mesh;
    // Keep a count the user chose for the same kind of fabric; otherwise start from the minimum
    // that makes the fabric exist (one switch chip, one mesh, a bridge per GPU pair).
    if (t.fabric != before || t.fabricCount < 1)
        t.fabricCount = t.fabric == model::FabricType::NvlinkBridge ? std::max(gpus / 2, 1) : 1;
    return t;
}

std::optional<model::ServerTemplate> PartInfo::withEntry(const model::ServerTemplate& t,
                                                         const model::CatalogEntry& e, int gpus,
                                                         QString& message)
{
    if (const QString why = whyNotInServer(e); !why.isEmpty()) {
        message = why;
        return std::nullopt;
    }
    if (e.kind == Kind::Fabric) {
        model::ServerTemplate out = withFabric(t, e, gpus);
        message = tr("Internal fabric set to %1 (%2 × %3).")
                      .arg(fabricTypeLabel(out.fabric))
                      .arg(out.fabricCount)
                      .arg(q(e.name));
        return out;
    }
    model::ServerTemplate out = t;
    const auto it = std::find_if(out.parts.begin(), out.parts.end(),
                                 [&](const model::PartCount& p) { return p.ref == e.id; });
    if (it != out.parts.end()) {
        ++it->count;
        message = tr("%1: now %2.").arg(q(e.name)).arg(it->count);
    } else {
        out.parts.push_back({e.id, 1});
        message = tr("Added %1.").arg(q(e.name));
    }
    return out;
}

} // namespace cc::views
