#include "views/dialogs/GeneratorDialog.h"

#include "model/util/Format.h"
#include "views/interior/RangeSpinBox.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"
#include "views/text/MessageText.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <stdexcept>

namespace cc::views {

namespace {

int gpusOf(const model::CatalogEntry& server, const model::Catalog& catalog)
{
    int n = 0;
    for (const auto& p : server.server.parts)
        if (const auto* e = catalog.find(p.ref); e && e->kind == model::Kind::Accelerator)
            n += p.count;
    return n;
}

struct KindText {
    const char* id;
    const char* label;
    const char* explanation;
};
// tr() extraction: these are marked with QT_TRANSLATE_NOOP and translated where shown.
const KindText kKinds[] = {
    {"fat-tree", QT_TRANSLATE_NOOP("cc::views::GeneratorDialog", "Fat-tree (leaf / spine)"),
     QT_TRANSLATE_NOOP("cc::views::GeneratorDialog",
                       "Servers on leaf switches, leaves on spines: any server reaches any other "
                       "at full bandwidth when not oversubscribed.")},
    {"rail-optimized", QT_TRANSLATE_NOOP("cc::views::GeneratorDialog", "Rail-optimised units"),
     QT_TRANSLATE_NOOP("cc::views::GeneratorDialog",
                       "Scalable units of servers; NIC i of every server goes to leaf i of its "
                       "unit, so GPUs of the same rank are one hop apart.")},
    {"superpod", QT_TRANSLATE_NOOP("cc::views::GeneratorDialog", "SuperPOD-style units"),
     QT_TRANSLATE_NOOP("cc::views::GeneratorDialog",
                       "Rail-optimised units as in NVIDIA's DGX SuperPOD reference designs, adding "
                       "a core tier when one spine layer is not enough.")},
    {"nvl72", QT_TRANSLATE_NOOP("cc::views::GeneratorDialog", "GB200 NVL72 racks"),
     QT_TRANSLATE_NOOP("cc::views::GeneratorDialog",
                       "Rack-scale systems of 72 GPUs in one NVLink domain, joined by a leaf / "
                       "spine scale-out network. The count is in racks.")},
    {"torus", QT_TRANSLATE_NOOP("cc::views::GeneratorDialog", "Torus"),
     QT_TRANSLATE_NOOP("cc::views::GeneratorDialog",
                       "Servers cabled directly to their neighbours in a 2-D or 3-D ring grid, "
                       "without switches (TPU-pod style).")},
    {"standalone", QT_TRANSLATE_NOOP("cc::views::GeneratorDialog", "Standalone servers"),
     QT_TRANSLATE_NOOP("cc::views::GeneratorDialog",
                       "One or more servers without a cluster network: a workstation, a single "
                       "DGX, an edge kit.")},
};
} // namespace

GeneratorDialog::GeneratorDialog(const model::Catalog& catalog, QWidget* parent)
    : QDialog(parent), m_catalog(catalog)
{
    setWindowTitle(tr("New from generator"));
    auto* root = new QVBoxLayout(this);
    root->setSizeConstraint(QLayout::SetMinimumSize); // grow for the error line
    auto* form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    root->addLayout(form);

    m_kind = new QComboBox;
    m_kind->setObjectName(QStringLiteral("kindCombo"));
    for (const auto& k : kKinds)
        m_kind->addItem(tr(k.label), QString::fromLatin1(k.id));
    form->addRow(tr("&Layout"), m_kind);
    m_explain = new QLabel;
    m_explain->setObjectName(QStringLiteral("explanation"));
    m_explain->setWordWrap(true);
    m_explain->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // A wrapped label otherwise sizes itself for a narrow column, and is squeezed when the
    // error line appears under the form.
    m_explain->setMinimumWidth(420);
    m_explain->setMinimumHeight(m_explain->fontMetrics().lineSpacing() * 2 + 2);
    QPalette muted = m_explain->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_explain->setPalette(muted);
    form->addRow(QString(), m_explain);

    m_server = new QComboBox;
    m_server->setObjectName(QStringLiteral("serverCombo"));
    for (const auto* e : catalog.ofKind(model::Kind::Server))
        m_server->addItem(tr("%1 — %2 GPUs").arg(q(e->name)).arg(gpusOf(*e, catalog)), q(e->id));
    form->addRow(tr("&Server"), m_server);

    m_nodes = new RangeSpinBox;
    m_nodes->setObjectName(QStringLiteral("nodesSpin"));
    m_nodes->setRange(0, 10'000'000); // 0 reaches the generator, which says why it is refused
    m_nodes->setGroupSeparatorShown(true);
    m_nodes->setValue(32);
    m_nodesLabel = new QLabel(tr("&Servers"));
    m_nodesLabel->setBuddy(m_nodes);
    form->addRow(m_nodesLabel, m_nodes);

    m_switch = new QComboBox;
    m_switch->setObjectName(QStringLiteral("switchCombo"));
    m_switch->addItem(tr("Automatic (matches the servers' NICs)"), QString());
    for (const auto* e : catalog.ofKind(model::Kind::Switch))
        m_switch->addItem(tr("%1 — %2 × %3, %4")
                              .arg(q(e->name))
                              .arg(e->sw.ports)
                              .arg(q(model::siUnits(e->sw.portBitsPerS, "b/s")), q(e->sw.protocol)),
                          q(e->id));
    form->addRow(tr("S&witch"), m_switch);

    m_oversub = new QDoubleSpinBox;
    m_oversub->setObjectName(QStringLiteral("oversubSpin"));
    m_oversub->setRange(0, 64); // below 1 reaches the generator, which says why it is refused
    m_oversub->setDecimals(1);
    m_oversub->setSingleStep(0.5);
    m_oversub->setValue(1.0);
    m_oversub->setSuffix(tr(" : 1"));
    m_oversub->setToolTip(tr("Leaf down-links per up-link; 1 : 1 is non-blocking"));
    form->addRow(tr("&Oversubscription"), m_oversub);

    m_storage = new QComboBox;
    m_storage->setObjectName(QStringLiteral("storageCombo"));
    m_storage->addItem(tr("None"), QString());
    for (const auto* e : catalog.ofKind(model::Kind::Storage))
        if (e->storage.type == "appliance")
            m_storage->addItem(
                tr("%1 — %2 read")
                    .arg(q(e->name), q(model::siUnits(e->storage.readBytesPerS, "B/s"))),
                q(e->id));
    form->addRow(tr("S&torage"), m_storage);

    m_unitSize = new RangeSpinBox;
    m_unitSize->setObjectName(QStringLiteral("unitSizeSpin"));
    m_unitSize->setRange(1, 4096);
    m_unitSize->setValue(32);
    m_unitSize->setSuffix(tr(" servers"));
    form->addRow(tr("&Unit size"), m_unitSize);

    m_dims = new QLineEdit;
    m_dims->setObjectName(QStringLiteral("dimsEdit"));
    m_dims->setPlaceholderText(tr("automatic, or e.g. 4 × 4 × 4"));
    form->addRow(tr("Torus &dimensions"), m_dims);

    m_name = new QLineEdit;
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setPlaceholderText(tr("generated from the options"));
    form->addRow(tr("&Name"), m_name);

    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("errorLabel"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, palette::bad());
    m_error->setPalette(red);
    m_error->hide();
    root->addWidget(m_error);
    root->addStretch(1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    root->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &GeneratorDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_kind, &QComboBox::currentIndexChanged, this, &GeneratorDialog::updateForKind);
    for (QComboBox* c : {m_server, m_switch, m_storage})
        connect(c, &QComboBox::currentIndexChanged, this, [this] { showError({}); });
    connect(m_nodes, &RangeSpinBox::outOfRange, this, &GeneratorDialog::showError);
    connect(m_unitSize, &RangeSpinBox::outOfRange, this, &GeneratorDialog::showError);

    if (const int i = m_server->findData(QStringLiteral("dgx-h100")); i >= 0)
        m_server->setCurrentIndex(i);
    updateForKind();
    setMinimumWidth(560);
}

void GeneratorDialog::updateForKind()
{
    const QString kind = m_kind->currentData().toString();
    for (const auto& k : kKinds)
        if (kind == QLatin1String(k.id))
            m_explain->setText(tr(k.explanation));
    const bool network = kind != QLatin1String("torus") && kind != QLatin1String("standalone");
    const bool units = kind == QLatin1String("rail-optimized") || kind == QLatin1String("superpod");
    m_switch->setEnabled(network);
    m_oversub->setEnabled(network);
    m_storage->setEnabled(network);
    m_unitSize->setEnabled(units);
    m_dims->setEnabled(kind == QLatin1String("torus"));
    m_nodesLabel->setText(kind == QLatin1String("nvl72") ? tr("&Racks") : tr("&Servers"));
    // An NVL72 cluster is made of 72-GPU racks: offer one rather than a message about it.
    if (kind == QLatin1String("nvl72")) {
        const auto* current = m_catalog.find(m_server->currentData().toString().toStdString());
        if (!current || gpusOf(*current, m_catalog) != 72)
            for (int i = 0; i < m_server->count(); ++i)
                if (const auto* e = m_catalog.find(m_server->itemData(i).toString().toStdString());
                    e && gpusOf(*e, m_catalog) == 72) {
                    m_server->setCurrentIndex(i);
                    break;
                }
    }
    showError({});
}

model::topology::GeneratorOptions GeneratorDialog::options() const
{
    model::topology::GeneratorOptions o;
    o.kind = m_kind->currentData().toString().toStdString();
    o.serverRef = m_server->currentData().toString().toStdString();
    o.nodes = m_nodes->value();
    if (m_switch->isEnabled())
        o.switchRef = m_switch->currentData().toString().toStdString();
    if (m_oversub->isEnabled())
        o.oversubscription = m_oversub->value();
    if (m_storage->isEnabled())
        o.storageRef = m_storage->currentData().toString().toStdString();
    o.unitSize = m_unitSize->value();
    if (m_dims->isEnabled())
        parseDims(o.torusDims);
    o.name = m_name->text().trimmed().toStdString();
    return o;
}

void GeneratorDialog::setOptions(const model::topology::GeneratorOptions& o)
{
    const auto select = [](QComboBox* c, const std::string& id) {
        if (const int i = c->findData(q(id)); i >= 0)
            c->setCurrentIndex(i);
    };
    select(m_kind, o.kind);
    select(m_server, o.serverRef);
    select(m_switch, o.switchRef);
    select(m_storage, o.storageRef);
    m_nodes->setValue(static_cast<int>(std::min<std::int64_t>(o.nodes, m_nodes->maximum())));
    m_oversub->setValue(o.oversubscription);
    m_unitSize->setValue(o.unitSize);
    QStringList dims;
    for (const int d : o.torusDims)
        dims << QString::number(d);
    m_dims->setText(dims.join(QStringLiteral(" × ")));
    m_name->setText(q(o.name));
    updateForKind();
}

bool GeneratorDialog::parseDims(std::vector<int>& dims) const
{
    dims.clear();
    static const QRegularExpression kSep(QStringLiteral("[\\sx×X*,]+"));
    for (const QString& part : m_dims->text().split(kSep, Qt::SkipEmptyParts)) {
        bool ok = false;
        const int v = part.toInt(&ok);
        if (!ok)
            return false;
        dims.push_back(v);
    }
    return true;
}

QString GeneratorDialog::errorText() const
{
    return m_error->text();
}

void GeneratorDialog::showError(const QString& text)
{
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
}

void GeneratorDialog::accept()
{
    std::vector<int> dims;
    if (m_dims->isEnabled() && !parseDims(dims)) {
        showError(tr("Torus dimensions: write 2 or 3 whole numbers, such as 4 × 4 × 4, or leave "
                     "the field empty for a near-cubic torus."));
        m_dims->setFocus();
        return;
    }
    try {
        m_design = model::topology::generate(options(), m_catalog);
    } catch (const model::topology::GeneratorError& e) {
        // The generator names the CLI options; point at the fields the user sees instead.
        QString message = renderMessage(e.message);
        const struct {
            const char* option;
            QString label;
            QWidget* field;
        } fields[] = {{"--server", tr("Server"), m_server},
                      {"--nodes", m_nodesLabel->text().remove(QLatin1Char('&')), m_nodes},
                      {"--switch", tr("Switch"), m_switch},
                      {"--oversubscription", tr("Oversubscription"), m_oversub},
                      {"--storage", tr("Storage"), m_storage},
                      {"--unit-size", tr("Unit size"), m_unitSize},
                      {"--dims", tr("Torus dimensions"), m_dims},
                      {"--template", tr("Layout"), m_kind}};
        for (const auto& f : fields)
            message.replace(QLatin1String(f.option),
                            f.field == m_kind ? tr("layout") : tr("“%1”").arg(f.label));
        QString where = QString::fromStdString(e.option);
        for (const auto& f : fields) {
            if (e.option == f.option) {
                where = f.label;
                f.field->setFocus();
            }
        }
        //: Field name, then what is wrong with it (in Chinese with a full-width colon).
        if (!where.isEmpty())
            message = tr("%1: %2").arg(where, message);
        showError(message);
        return;
    } catch (const std::exception& e) {
        showError(tr("The generator failed: %1").arg(QString::fromStdString(e.what())));
        return;
    }
    showError({});
    QDialog::accept();
}

} // namespace cc::views
