#include "views/interior/BudgetPanel.h"

#include "model/util/Format.h"
#include "views/interior/BudgetBar.h"
#include "views/interior/PartInfo.h"
#include "views/style/Palette.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>

namespace cc::views {

namespace {
// The same rules of thumb the analysis uses for its host-balance findings (HostChecks.cpp).
constexpr double kMinRamToGpuMemory = 2;
constexpr double kMinCpuCoresPerGpu = 8;
constexpr double kMinNicsPerGpu = 1;
constexpr int kNicRuleMinGpus = 4;

QString si(double v, const char* unit)
{
    return q(model::siUnits(v, unit));
}
} // namespace

BudgetPanel::BudgetPanel(QWidget* parent) : QGroupBox(tr("Budget"), parent)
{
    m_grid = new QGridLayout(this);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(10);
    m_grid->setColumnStretch(1, 1);
    m_gpus = addRow(tr("GPUs"), false, QStringLiteral("gpus"));
    m_network = addRow(tr("Network"), false, QStringLiteral("network"));
    m_lanes = addRow(tr("PCIe lanes"), true, QStringLiteral("lanes"));
    m_power = addRow(tr("Power"), true, QStringLiteral("power"));
    m_memory = addRow(tr("Memory"), false, QStringLiteral("memory"));
    m_cpu = addRow(tr("CPU"), false, QStringLiteral("cpu"));
    m_size = addRow(tr("Size"), false, QStringLiteral("size"));
    m_grid->setRowStretch(m_grid->rowCount(), 1);
}

BudgetPanel::Row BudgetPanel::addRow(const QString& title, bool withBar, const QString& name)
{
    const int r = m_grid->rowCount();
    auto* t = new QLabel(title);
    QFont f = t->font();
    f.setBold(true);
    t->setFont(f);
    m_grid->addWidget(t, r, 0, Qt::AlignTop | Qt::AlignLeft);
    auto* box = new QVBoxLayout;
    box->setSpacing(4);
    Row row;
    row.value = new QLabel;
    row.value->setObjectName(name + QStringLiteral("Value"));
    row.value->setWordWrap(true);
    row.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    box->addWidget(row.value);
    if (withBar) {
        row.bar = new BudgetBar;
        row.bar->setObjectName(name + QStringLiteral("Bar"));
        box->addWidget(row.bar);
    }
    m_grid->addLayout(box, r, 1);
    return row;
}

void BudgetPanel::setRow(const Row& row, const QString& text, State state)
{
    row.value->setText(text);
    QPalette p = row.value->palette();
    p.setColor(QPalette::WindowText,
               state == State::Over ? palette::bad()
               : state == State::Thin
                   ? palette::caution()
                   : row.value->parentWidget()->palette().color(QPalette::WindowText));
    row.value->setPalette(p);
}

bool BudgetPanel::powerOver() const
{
    return m_power.bar->isOver();
}
bool BudgetPanel::lanesOver() const
{
    return m_lanes.bar->isOver();
}

void BudgetPanel::showBudget(const model::TemplateInfo& info, const model::SpecResolver& specs)
{
    const model::ServerTemplate& t = *info.tmpl;
    const QLocale loc;
    const QString nl(QLatin1Char('\n'));
    const auto gpuCount = [](long long n) { return counted(n, tr("%1 GPU"), tr("%1 GPUs")); };

    // GPUs and the scale-up domain the internal fabric gives them.
    const model::CatalogEntry* fabric = specs.find(t.fabricRef);
    const int fabricMax =
        fabric && t.fabric != model::FabricType::Pcie ? fabric->fabric.maxDomainGpus : 0;
    QString gpus = info.gpu ? tr("%1 × %2").arg(info.gpus).arg(q(info.gpu->name)) : tr("No GPU");
    if (info.gpus > 0)
        gpus += nl + tr("%1 GPU memory · scale-up domain: %2")
                         .arg(QString::fromStdString(model::gibibytes(info.gpuMemoryBytes)),
                              gpuCount(info.scaleUpDomainGpus));
    const bool domainOver = fabricMax > 0 && info.gpus > fabricMax;
    if (domainOver)
        gpus += nl + tr("%1 connects at most %2").arg(q(fabric->name), gpuCount(fabricMax));
    setRow(m_gpus, gpus, domainOver ? State::Over : State::Ok);

    // Compute NICs against the GPUs they feed.
    QString net;
    State netState = State::Ok;
    if (info.computeNics == 0) {
        net = tr("No compute NIC: this server cannot join a cluster network");
        netState = info.gpus >= kNicRuleMinGpus ? State::Thin : State::Ok;
    } else {
        const double portBits = info.computeNic ? info.computeNic->nic.portBitsPerS : 0;
        const int ports = portBits > 0 ? int(info.computeNicBitsPerS / portBits + 0.5) : 0;
        net = tr("%1, %2, %3 in all")
                  .arg(counted(info.computeNics, tr("%1 compute NIC"), tr("%1 compute NICs")),
                       counted(ports, tr("%1 port"), tr("%1 ports")),
                       si(info.computeNicBitsPerS, "b/s"));
        if (info.gpus > 0) {
            const double perGpu = double(info.computeNics) / info.gpus;
            net += nl + tr("Per GPU: %1 NICs, %2 ports")
                            .arg(loc.toString(perGpu, 'f', 2),
                                 loc.toString(double(ports) / info.gpus, 'f', 2));
            if (info.gpus >= kNicRuleMinGpus && perGpu < kMinNicsPerGpu)
                netState = State::Thin;
        }
    }
    if (const int other = info.allNics - info.computeNics; other > 0)
        net += nl + counted(other, tr("%1 more NIC for storage or management"),
                            tr("%1 more NICs for storage or management"));
    setRow(m_network, net, netState);

    // PCIe lanes: GPUs, NICs and SSDs at their widths against what the CPUs provide. More is
    // not an error: DGX-class systems add PCIe switches (the analysis notes it the same way).
    m_lanes.bar->setUsage(info.pcieLanesNeeded, info.cpuPcieLanes);
    m_lanes.bar->setOverIsError(false);
    if (info.cpuPcieLanes == 0) {
        setRow(m_lanes, tr("%1 needed; no CPU listed to provide them").arg(info.pcieLanesNeeded),
               info.pcieLanesNeeded > 0 ? State::Thin : State::Ok);
    } else {
        QString lanes = tr("%1 of %2 lanes from the CPUs (PCIe Gen %3)")
                            .arg(info.pcieLanesNeeded)
                            .arg(info.cpuPcieLanes)
                            .arg(t.pcieGen);
        if (m_lanes.bar->isOver())
            lanes +=
                nl + tr("More than the CPUs have: needs PCIe switches, as DGX-class systems use");
        setRow(m_lanes, lanes, m_lanes.bar->isOver() ? State::Thin : State::Ok);
    }

    // Power at the wall against the PSUs' rating; the marker is typical power. A nameplate the
    // parts exceed no longer bounds the server, so the larger figure counts.
    const double maxW = std::max(info.power.maxW, info.partsMaxW);
    m_power.bar->setUsage(maxW, info.psuRatedW);
    m_power.bar->setMarker(info.power.typicalW);
    QString power = tr("Typical %1 · max %2").arg(si(info.power.typicalW, "W"), si(maxW, "W"));
    State powerState = State::Ok;
    if (t.maxPowerW > 0 && info.partsMaxW > t.maxPowerW) {
        power += nl + tr("The parts exceed the %1 nameplate").arg(si(t.maxPowerW, "W"));
        powerState = State::Thin;
    } else if (t.maxPowerW > 0) {
        power += tr(" (nameplate)");
    }
    if (info.psuRatedW <= 0) {
        power += nl + tr("No PSU listed");
        powerState = State::Thin;
    } else {
        power += nl + tr("PSUs rated %1 in all").arg(si(info.psuRatedW, "W"));
        if (m_power.bar->isOver()) {
            power += nl + tr("Over the PSU rating by %1").arg(si(maxW - info.psuRatedW, "W"));
            powerState = State::Over;
        }
    }
    setRow(m_power, power, powerState);

    // Host RAM against GPU memory.
    if (info.gpuMemoryBytes > 0 && info.ramBytes > 0) {
        const double ratio = info.ramBytes / info.gpuMemoryBytes;
        setRow(m_memory,
               tr("%1 RAM for %2 GPU memory: %3× (rule of thumb: at least %4×)")
                   .arg(QString::fromStdString(model::gibibytes(info.ramBytes)),
                        QString::fromStdString(model::gibibytes(info.gpuMemoryBytes)),
                        loc.toString(ratio, 'f', 1), loc.toString(kMinRamToGpuMemory)),
               ratio < kMinRamToGpuMemory ? State::Thin : State::Ok);
    } else {
        setRow(m_memory,
               info.ramBytes > 0
                   ? tr("%1 RAM").arg(QString::fromStdString(model::gibibytes(info.ramBytes)))
                   : tr("No memory listed"),
               info.ramBytes > 0 ? State::Ok : State::Thin);
    }

    if (info.cpus == 0) {
        setRow(m_cpu, tr("No CPU listed"), State::Thin);
    } else {
        QString cpu = tr("%1, %2").arg(counted(info.cpus, tr("%1 CPU"), tr("%1 CPUs")),
                                       counted(info.cpuCores, tr("%1 core"), tr("%1 cores")));
        State s = State::Ok;
        if (info.gpus > 0) {
            const double perGpu = double(info.cpuCores) / info.gpus;
            cpu += tr(" (%1 per GPU; at least %2 advised)")
                       .arg(loc.toString(perGpu, 'f', 1), loc.toString(kMinCpuCoresPerGpu));
            if (perGpu < kMinCpuCoresPerGpu)
                s = State::Thin;
        }
        setRow(m_cpu, cpu, s);
    }

    const QString cooling =
        t.cooling == model::Cooling::Liquid ? tr("liquid-cooled") : tr("air-cooled");
    setRow(m_size,
           t.rackUnits > 0 ? tr("%1 U, %2").arg(t.rackUnits).arg(cooling)
                           : tr("Not rack-mounted, %1").arg(cooling),
           State::Ok);
}

} // namespace cc::views
