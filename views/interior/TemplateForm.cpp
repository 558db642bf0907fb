#include "views/interior/TemplateForm.h"

#include "model/util/Format.h"
#include "views/interior/PartInfo.h"
#include "views/interior/RangeSpinBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

namespace cc::views {

using model::FabricType;

TemplateForm::TemplateForm(QWidget* parent) : QGroupBox(tr("Server and internal fabric"), parent)
{
    auto* form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->setLabelAlignment(Qt::AlignLeft);

    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("nameEdit"));
    form->addRow(tr("&Name"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, &TemplateForm::commitName);

    m_fabricType = new QComboBox;
    m_fabricType->setObjectName(QStringLiteral("fabricTypeCombo"));
    for (const FabricType t :
         {FabricType::NvSwitch, FabricType::Mesh, FabricType::Pcie, FabricType::NvlinkBridge})
        m_fabricType->addItem(PartInfo::fabricTypeLabel(t), static_cast<int>(t));
    form->addRow(tr("&Fabric"), m_fabricType);
    connect(m_fabricType, &QComboBox::activated, this, &TemplateForm::commitFabricType);

    m_fabricRef = new QComboBox;
    m_fabricRef->setObjectName(QStringLiteral("fabricRefCombo"));
    m_fabricRef->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_fabricRef->setMinimumContentsLength(16);
    m_fabricCount = new RangeSpinBox;
    m_fabricCount->setObjectName(QStringLiteral("fabricCountSpin"));
    m_fabricCount->setRange(0, 256);
    m_fabricCount->setPrefix(QStringLiteral("× "));
    m_fabricCount->setToolTip(tr("Switch chips, meshes or bridges in one server"));
    auto* refRow = new QHBoxLayout;
    refRow->addWidget(m_fabricRef, 1);
    refRow->addWidget(m_fabricCount);
    auto* refLabel = new QLabel(tr("Fabric &part"));
    refLabel->setBuddy(m_fabricRef);
    form->addRow(refLabel, refRow);
    connect(m_fabricRef, &QComboBox::activated, this, &TemplateForm::commitFabricRef);
    connect(m_fabricCount, &QSpinBox::valueChanged, this, [this](int v) {
        change(tr("Set fabric count"), [v](model::ServerTemplate& t) { t.fabricCount = v; });
    });

    m_fabricPower = new QLabel;
    m_fabricPower->setObjectName(QStringLiteral("fabricPowerLabel"));
    m_fabricPower->setWordWrap(true);
    form->addRow(QString(), m_fabricPower);

    m_pcieGen = new QComboBox;
    m_pcieGen->setObjectName(QStringLiteral("pcieGenCombo"));
    for (int g = 1; g <= 6; ++g)
        m_pcieGen->addItem(tr("Gen %1").arg(g), g);
    form->addRow(tr("P&CIe"), m_pcieGen);
    connect(m_pcieGen, &QComboBox::activated, this, [this](int index) {
        const int gen = m_pcieGen->itemData(index).toInt();
        change(tr("Set PCIe generation"), [gen](model::ServerTemplate& t) { t.pcieGen = gen; });
    });

    m_computeNics = new RangeSpinBox;
    m_computeNics->setObjectName(QStringLiteral("computeNicsSpin"));
    m_computeNics->setRange(-1, 4096);
    m_computeNics->setSpecialValueText(tr("All compute NICs"));
    m_computeNics->setToolTip(tr("NICs facing the compute fabric; the rest serve storage"));
    form->addRow(tr("Compute &NICs"), m_computeNics);
    connect(m_computeNics, &QSpinBox::valueChanged, this, &TemplateForm::commitComputeNics);

    m_rail = new QCheckBox(tr("Rail-optimised: NIC i sits next to GPU i"));
    m_rail->setObjectName(QStringLiteral("railCheck"));
    form->addRow(QString(), m_rail);
    connect(m_rail, &QCheckBox::clicked, this, [this](bool on) {
        change(tr("Set rail-optimised"), [on](model::ServerTemplate& t) { t.railOptimized = on; });
    });

    m_rackUnits = new RangeSpinBox;
    m_rackUnits->setObjectName(QStringLiteral("rackUnitsSpin"));
    m_rackUnits->setRange(0, 60);
    m_rackUnits->setSuffix(tr(" U"));
    m_rackUnits->setSpecialValueText(tr("Not rack-mounted"));
    form->addRow(tr("&Height"), m_rackUnits);
    connect(m_rackUnits, &QSpinBox::valueChanged, this, [this](int v) {
        change(tr("Set server height"), [v](model::ServerTemplate& t) { t.rackUnits = v; });
    });

    m_cooling = new QComboBox;
    m_cooling->setObjectName(QStringLiteral("coolingCombo"));
    m_cooling->addItem(tr("Air"), static_cast<int>(model::Cooling::Air));
    m_cooling->addItem(tr("Liquid"), static_cast<int>(model::Cooling::Liquid));
    form->addRow(tr("C&ooling"), m_cooling);
    connect(m_cooling, &QComboBox::activated, this, [this](int index) {
        const auto c = static_cast<model::Cooling>(m_cooling->itemData(index).toInt());
        change(tr("Set cooling"), [c](model::ServerTemplate& t) { t.cooling = c; });
    });

    for (RangeSpinBox* spin : {m_fabricCount, m_computeNics, m_rackUnits})
        connect(spin, &RangeSpinBox::outOfRange, this, &TemplateForm::refused);
}

template <class F> void TemplateForm::change(const QString& what, F&& mutate)
{
    model::ServerTemplate t = m_tmpl;
    mutate(t);
    if (!(t == m_tmpl))
        emit edited(t, what);
}

void TemplateForm::showTemplate(const model::ServerTemplate& t, const model::SpecResolver& specs)
{
    m_tmpl = t;
    m_gpus = 0;
    m_nicsAvailable = 0;
    for (const auto& p : t.parts)
        if (const auto* e = specs.find(p.ref)) {
            if (e->kind == model::Kind::Accelerator)
                m_gpus += p.count;
            if (e->kind == model::Kind::Nic && e->nic.role == "compute")
                m_nicsAvailable += p.count;
        }
    fillFabricRefs(specs);

    const QSignalBlocker b1(m_fabricCount), b2(m_computeNics), b3(m_rackUnits), b4(m_rail);
    if (!m_name->hasFocus())
        m_name->setText(q(t.name));
    m_fabricType->setCurrentIndex(m_fabricType->findData(static_cast<int>(t.fabric)));
    m_fabricCount->setValue(t.fabricCount);
    if (m_pcieGen->findData(t.pcieGen) < 0)
        m_pcieGen->addItem(tr("Gen %1").arg(t.pcieGen), t.pcieGen);
    m_pcieGen->setCurrentIndex(m_pcieGen->findData(t.pcieGen));
    m_rail->setChecked(t.railOptimized);
    m_computeNics->setValue(t.computeNics);
    m_rackUnits->setValue(t.rackUnits);
    m_cooling->setCurrentIndex(m_cooling->findData(static_cast<int>(t.cooling)));

    const model::CatalogEntry* f = specs.find(t.fabricRef);
    if (f && t.fabric != FabricType::Pcie)
        m_fabricPower->setText(
            tr("%1 × %2 typical · %3 per GPU per direction")
                .arg(t.fabricCount)
                .arg(q(model::siUnits(f->power.typicalW, "W")),
                     q(model::siUnits(f->fabric.gpuBitsPerSPerDirection, "b/s"))));
    else if (t.fabric == FabricType::Pcie)
        m_fabricPower->setText(tr("GPUs talk over PCIe through the host; no scale-up domain."));
    else
        m_fabricPower->setText(tr("Choose the fabric part, or drop one from the palette."));
    updateEnabled();
}

void TemplateForm::fillFabricRefs(const model::SpecResolver& specs)
{
    m_fabrics.clear();
    for (const auto* e : specs.catalog().ofKind(model::Kind::Fabric))
        m_fabrics.push_back(*specs.find(e->id)); // a pinned spec of the same id wins
    if (const auto* e = specs.find(m_tmpl.fabricRef);
        e && e->kind == model::Kind::Fabric && !specs.catalog().find(e->id))
        m_fabrics.push_back(*e);

    const QSignalBlocker block(m_fabricRef);
    m_fabricRef->clear();
    m_fabricRef->addItem(tr("(none)"), QString());
    for (const auto& e : m_fabrics)
        m_fabricRef->addItem(PartInfo::kindIcon(e.kind), q(e.name), q(e.id));
    int index = m_fabricRef->findData(q(m_tmpl.fabricRef));
    if (index < 0) {
        m_fabricRef->addItem(tr("%1 (not in the catalog)").arg(q(m_tmpl.fabricRef)),
                             q(m_tmpl.fabricRef));
        index = m_fabricRef->count() - 1;
    }
    m_fabricRef->setCurrentIndex(index);
}

void TemplateForm::updateEnabled()
{
    const bool pcie = m_tmpl.fabric == FabricType::Pcie;
    m_fabricRef->setEnabled(!pcie);
    m_fabricCount->setEnabled(!pcie);
}

void TemplateForm::commitName()
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) {
        m_name->setText(q(m_tmpl.name));
        emit refused(tr("A server needs a name; the name was not changed."));
        return;
    }
    const std::string n = name.toStdString();
    change(tr("Rename server"), [&n](model::ServerTemplate& t) { t.name = n; });
}

void TemplateForm::commitFabricType()
{
    const auto type = static_cast<FabricType>(m_fabricType->currentData().toInt());
    change(tr("Set internal fabric"), [type](model::ServerTemplate& t) {
        t.fabric = type;
        if (type == FabricType::Pcie) { // nothing left to power or to count
            t.fabricRef.clear();
            t.fabricCount = 0;
        }
    });
}

void TemplateForm::commitFabricRef()
{
    const std::string id = m_fabricRef->currentData().toString().toStdString();
    if (id.empty()) {
        change(tr("Set internal fabric"), [](model::ServerTemplate& t) {
            t.fabric = FabricType::Pcie;
            t.fabricRef.clear();
            t.fabricCount = 0;
        });
        return;
    }
    for (const auto& e : m_fabrics)
        if (e.id == id) {
            const model::ServerTemplate t = PartInfo::withFabric(m_tmpl, e, m_gpus);
            if (!(t == m_tmpl))
                emit edited(t, tr("Set internal fabric"));
            return;
        }
}

void TemplateForm::commitComputeNics(int value)
{
    if (value > m_nicsAvailable) {
        const QSignalBlocker block(m_computeNics);
        m_computeNics->setValue(m_tmpl.computeNics);
        emit refused(tr("Compute NICs: %1 is more than the %2 compute NICs this server holds; "
                        "add NICs first.")
                         .arg(value)
                         .arg(m_nicsAvailable));
        return;
    }
    change(tr("Set compute NICs"), [value](model::ServerTemplate& t) { t.computeNics = value; });
}

} // namespace cc::views
