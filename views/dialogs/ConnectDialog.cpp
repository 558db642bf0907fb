#include "views/dialogs/ConnectDialog.h"

#include "model/catalog/Catalog.h"
#include "views/style/DisplayNames.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace cc::views {

ConnectDialog::ConnectDialog(const model::Design& d, const model::Catalog& c, model::Link suggested,
                             QWidget* parent)
    : QDialog(parent), m_design(d), m_catalog(c), m_link(std::move(suggested))
{
    setWindowTitle(tr("Connect groups"));
    auto* form = new QFormLayout;
    m_perReplica = new QSpinBox;
    m_perReplica->setRange(1, 4096);
    m_perReplica->setValue(static_cast<int>(m_link.perReplica));
    const model::Block* from = d.findBlock(m_link.from);
    form->addRow(
        tr("Links from each replica of '%1'").arg(QString::fromStdString(from ? from->name : "?")),
        m_perReplica);
    m_speed = new QComboBox;
    for (double g : {10.0, 25.0, 50.0, 100.0, 200.0, 400.0, 800.0})
        m_speed->addItem(tr("%1 Gb/s").arg(g), g * 1e9);
    m_speed->setCurrentIndex(qMax(0, m_speed->findData(m_link.bitsPerS)));
    form->addRow(tr("Speed per link"), m_speed);
    m_medium = new QComboBox;
    form->addRow(tr("Cable or optic"), m_medium);
    m_rule = new QComboBox;
    m_rule->addItem(tr("Spread evenly over the far group"),
                    static_cast<int>(model::WiringRule::Spread));
    m_rule->addItem(tr("Rail-optimised: NIC i → switch i of the unit"),
                    static_cast<int>(model::WiringRule::Rail));
    if (m_link.from == m_link.to)
        m_rule->addItem(tr("Torus neighbours"), static_cast<int>(model::WiringRule::Torus));
    m_rule->setCurrentIndex(qMax(0, m_rule->findData(static_cast<int>(m_link.rule))));
    form->addRow(tr("Wiring rule"), m_rule);
    m_unit = new QSpinBox;
    m_unit->setRange(0, 100000);
    m_unit->setSpecialValueText(tr("whole group"));
    m_unit->setValue(m_link.unitSize);
    form->addRow(tr("Servers per rail unit"), m_unit);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* lay = new QVBoxLayout(this);
    lay->addLayout(form);
    lay->addWidget(m_summary);
    lay->addWidget(buttons);
    connect(m_speed, &QComboBox::currentIndexChanged, this, &ConnectDialog::updateMedia);
    connect(m_perReplica, &QSpinBox::valueChanged, this, &ConnectDialog::updateSummary);
    connect(m_rule, &QComboBox::currentIndexChanged, this, [this] {
        m_unit->setEnabled(m_rule->currentData().toInt() ==
                           static_cast<int>(model::WiringRule::Rail));
        updateSummary();
    });
    m_unit->setEnabled(m_link.rule == model::WiringRule::Rail);
    updateMedia();
}

void ConnectDialog::updateMedia()
{
    const double bits = m_speed->currentData().toDouble();
    const QString keep = m_medium->currentData().toString().isEmpty()
                             ? QString::fromStdString(m_link.mediumRef)
                             : m_medium->currentData().toString();
    m_medium->clear();
    m_medium->addItem(tr("not chosen yet"), QString());
    for (const auto* e : m_catalog.ofKind(model::Kind::Optic))
        if (e->optic.medium != "fibre" &&
            (std::abs(e->optic.bitsPerS / e->optic.connectorsPerEnd - bits) < 1 ||
             std::abs(e->optic.bitsPerS - bits) < 1))
            m_medium->addItem(
                tr("%1 (%2, up to %3 m)")
                    .arg(QString::fromStdString(e->name), opticMediumName(e->optic.medium))
                    .arg(e->optic.reachM),
                QString::fromStdString(e->id));
    const int i = m_medium->findData(keep);
    m_medium->setCurrentIndex(i >= 0 ? i : (m_medium->count() > 1 ? 1 : 0));
    updateSummary();
}

void ConnectDialog::updateSummary()
{
    const model::Block* from = m_design.findBlock(m_link.from);
    const model::Block* to = m_design.findBlock(m_link.to);
    if (!from || !to)
        return;
    const qint64 total = from->replicas * m_perReplica->value() / (from == to ? 2 : 1);
    m_summary->setText(tr("%1 links in all between '%2' (×%3) and '%4' (×%5).")
                           .arg(QLocale().toString(total), QString::fromStdString(from->name),
                                QLocale().toString(from->replicas),
                                QString::fromStdString(to->name),
                                QLocale().toString(to->replicas)));
}

model::Link ConnectDialog::link() const
{
    model::Link l = m_link;
    l.perReplica = m_perReplica->value();
    l.bitsPerS = m_speed->currentData().toDouble();
    l.mediumRef = m_medium->currentData().toString().toStdString();
    l.rule = static_cast<model::WiringRule>(m_rule->currentData().toInt());
    l.unitSize = l.rule == model::WiringRule::Rail ? m_unit->value() : 0;
    return l;
}

} // namespace cc::views
