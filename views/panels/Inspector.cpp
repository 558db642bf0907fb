#include "views/panels/Inspector.h"

#include "model/catalog/Catalog.h"
#include "model/edit/ObjectEdits.h"
#include "views/EditSink.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

namespace cc::views {

namespace {
std::optional<QString> atLeast(double v, double min, const QString& what)
{
    if (v < min)
        return QObject::tr("%1 must be at least %2.").arg(what).arg(min);
    return std::nullopt;
}
} // namespace

Inspector::Inspector(EditSink& sink, QWidget* parent) : QWidget(parent), m_sink(sink)
{
    m_title = new QLabel;
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    m_title->setFont(f);
    m_title->setWordWrap(true);
    m_error = new QLabel;
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color:%1").arg(palette::bad().name()));
    // Always laid out (empty when all is well) so a refusal does not push the fields down.
    m_error->setMinimumHeight(2 * m_error->fontMetrics().height());
    m_error->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(8, 8, 8, 8);
    lay->addWidget(m_title);
    lay->addWidget(m_error);
    m_body = new QWidget;
    m_form = new QFormLayout(m_body);
    // A narrow dock (a laptop's tabbed right column) puts a field under its label instead of
    // pushing it past the edge: long labels ("碳排放强度 (kg CO₂/kWh)") and values stay visible.
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    lay->addWidget(m_body);
    lay->addStretch(1);
    rebuild();
}

QString Inspector::lastError() const
{
    return m_error->text();
}

void Inspector::setSelection(const QList<model::ObjectId>& blocks,
                             const QList<model::ObjectId>& links)
{
    m_blocks = blocks;
    m_links = links;
    m_error->clear();
    QMetaObject::invokeMethod(this, &Inspector::rebuild, Qt::QueuedConnection);
}

void Inspector::refresh()
{
    // Drop ids that an undo or delete removed.
    const auto& d = m_sink.design();
    m_blocks.removeIf([&d](model::ObjectId id) { return !d.findBlock(id); });
    m_links.removeIf([&d](model::ObjectId id) { return !d.findLink(id); });
    // Deferred: the change may come from a field's own editingFinished, which must not be
    // deleted while its signal is being delivered.
    QMetaObject::invokeMethod(this, &Inspector::rebuild, Qt::QueuedConnection);
}

void Inspector::refuse(const QString& message)
{
    m_error->setText(message);
}

void Inspector::rebuild()
{
    // Rebuilding the rows is simpler than keeping each in sync; done only on selection/design
    // changes, never while a field is being typed in.
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    const auto& d = m_sink.design();
    if (!m_blocks.isEmpty())
        buildBlocks();
    else if (m_links.size() == 1 && d.findLink(m_links.first()))
        buildLink(*d.findLink(m_links.first()));
    else
        buildDesign();
}

QLineEdit* Inspector::numberField(const QString& label, double value, int decimals,
                                  std::function<std::optional<QString>(double)> check,
                                  std::function<void(double)> apply, const QString& unit)
{
    auto* edit =
        new QLineEdit(QLocale().toString(value, 'f', decimals).remove(QLocale().groupSeparator()));
    edit->setAlignment(Qt::AlignRight);
    const QString shown = edit->text();
    connect(edit, &QLineEdit::editingFinished, this, [this, edit, shown, check, apply, label] {
        if (edit->text() == shown)
            return;
        bool ok = false;
        const double v = QLocale().toDouble(edit->text(), &ok);
        const double w = ok ? v : edit->text().toDouble(&ok);
        if (!ok) {
            refuse(tr("%1: '%2' is not a number.").arg(label, edit->text()));
            edit->setText(shown);
            return;
        }
        if (auto problem = check(w)) {
            refuse(*problem);
            edit->setText(shown);
            return;
        }
        m_error->clear();
        apply(w);
    });
    m_form->addRow(unit.isEmpty() ? label : QStringLiteral("%1 (%2)").arg(label, unit), edit);
    return edit;
}

QLineEdit* Inspector::textField(const QString& label, const QString& value,
                                std::function<void(QString)> apply)
{
    auto* edit = new QLineEdit(value);
    connect(edit, &QLineEdit::editingFinished, this, [edit, value, apply] {
        if (edit->text() != value)
            apply(edit->text());
    });
    m_form->addRow(label, edit);
    return edit;
}

void Inspector::buildDesign()
{
    m_title->setText(tr("Design and facility"));
    const auto& d = m_sink.design();
    auto setInfo = [this](std::function<void(model::SetDesignInfo::Info&)> change,
                          const char* what) {
        auto info = model::SetDesignInfo::of(m_sink.design());
        change(info);
        m_sink.submit(std::make_unique<model::SetDesignInfo>(info, model::Message::of(what)));
    };
    textField(tr("Name"), q(d.name), [setInfo](const QString& s) {
        setInfo([s](auto& i) { i.name = s.toStdString(); }, "UNDO_RENAME_DESIGN");
    });
    const model::Facility& f = d.facility;
    auto facilityField = [&](const QString& label, double value, int dec, double min, double max,
                             double model::Facility::*field, const QString& unit,
                             double scale = 1.0) {
        numberField(
            label, value / scale, dec,
            [label, min, max](double v) -> std::optional<QString> {
                if (v < min || v > max)
                    return tr("%1 must be between %2 and %3.").arg(label).arg(min).arg(max);
                return std::nullopt;
            },
            [setInfo, field, scale](double v) {
                setInfo([=](auto& i) { i.facility.*field = v * scale; }, "UNDO_EDIT_FACILITY");
            },
            unit);
    };
    facilityField(tr("PUE"), f.pue, 2, 1.0, 3.0, &model::Facility::pue, {});
    facilityField(tr("Electricity price"), f.usdPerKwh, 3, 0, 10, &model::Facility::usdPerKwh,
                  tr("$/kWh"));
    facilityField(tr("Grid carbon intensity"), f.gridKgCo2PerKwh, 3, 0, 2,
                  &model::Facility::gridKgCo2PerKwh, tr("kg CO₂/kWh"));
    facilityField(tr("Cold-aisle inlet"), f.inletC, 1, -10, 60, &model::Facility::inletC, tr("°C"));
    facilityField(tr("Hot-aisle outlet"), f.outletC, 1, -10, 80, &model::Facility::outletC,
                  tr("°C"));
    facilityField(tr("Open-air limit per rack"), f.airLimitW, 1, 1, 200,
                  &model::Facility::airLimitW, tr("kW"), 1000);
    facilityField(tr("Contained-air limit per rack"), f.containedAirLimitW, 1, 1, 300,
                  &model::Facility::containedAirLimitW, tr("kW"), 1000);
    facilityField(tr("Average utilisation"), f.powerUtilisation, 0, 1, 100,
                  &model::Facility::powerUtilisation, tr("%"), 0.01);
    auto* note = new QLabel(
        tr("Air limits: Uptime Institute 2023 survey (most racks ≤ 20 kW); optimised air "
           "with containment 20–40 kW per rack (coolnetpower.com, dcxps.com)."));
    note->setWordWrap(true);
    note->setStyleSheet(QStringLiteral("color:#566573"));
    m_form->addRow(note);
    buildProposal();
}

void Inspector::buildBlocks()
{
    const auto& d = m_sink.design();
    std::vector<const model::Block*> sel;
    for (auto id : m_blocks)
        if (const auto* b = d.findBlock(id))
            sel.push_back(b);
    if (sel.empty())
        return buildDesign();
    const model::Block& first = *sel.front();
    m_title->setText(sel.size() == 1 ? q(first.name) : tr("%1 groups selected").arg(sel.size()));
    if (sel.size() == 1) {
        textField(tr("Name"), q(first.name), [this, id = first.id](const QString& s) {
            model::Block b = *m_sink.design().findBlock(id);
            b.name = s.toStdString();
            m_sink.submit(
                std::make_unique<model::ReplaceBlock>(b, model::Message::of("UNDO_RENAME_GROUP")));
        });
        const model::CatalogEntry* e =
            first.kind == model::BlockKind::Server ? nullptr : m_sink.catalog().find(first.ref);
        const model::ServerTemplate* t = d.findTemplate(first.templateId);
        auto* model = new QLabel(e ? q(e->name) : t ? q(t->name) : q(first.ref));
        model->setWordWrap(true); // a long catalog name wraps rather than widening the panel
        m_form->addRow(tr("Model"), model);
    }
    bool same = true;
    for (const auto* b : sel)
        same = same && b->replicas == first.replicas;
    auto* replicas = numberField(
        tr("Replicas"), same ? static_cast<double>(first.replicas) : 0, 0,
        [](double v) -> std::optional<QString> {
            if (v != std::floor(v) || v < 1 || v > 10'000'000)
                return tr("Replicas must be a whole number from 1 to 10,000,000.");
            return std::nullopt;
        },
        [this](double v) {
            auto c = std::make_unique<model::CompoundEdit>(
                m_blocks.size() > 1 ? model::Message::of("UNDO_SET_REPLICAS_OF_GROUPS")
                                    : model::Message::of("UNDO_SET_REPLICAS"));
            for (auto id : m_blocks)
                if (const auto* b = m_sink.design().findBlock(id)) {
                    model::Block nb = *b;
                    nb.replicas = static_cast<std::int64_t>(v);
                    c->add(std::make_unique<model::ReplaceBlock>(
                        nb, model::Message::of("UNDO_SET_REPLICAS")));
                }
            m_sink.submit(std::move(c));
        });
    if (!same)
        replicas->setPlaceholderText(tr("(different)")), replicas->clear();
    if (std::all_of(sel.begin(), sel.end(),
                    [](auto b) { return b->kind == model::BlockKind::Switch; })) {
        auto* tier = new QComboBox;
        tier->addItems({tr("inferred from links"), tr("leaf"), tr("spine"), tr("core")});
        tier->setCurrentIndex(first.tier);
        connect(tier, &QComboBox::activated, this, [this](int t) {
            auto c = std::make_unique<model::CompoundEdit>(model::Message::of("UNDO_SET_TIER"));
            for (auto id : m_blocks)
                if (const auto* b = m_sink.design().findBlock(id)) {
                    model::Block nb = *b;
                    nb.tier = t;
                    c->add(std::make_unique<model::ReplaceBlock>(
                        nb, model::Message::of("UNDO_SET_TIER")));
                }
            m_sink.submit(std::move(c));
        });
        m_form->addRow(tr("Network tier"), tier);
    }
}

void Inspector::buildLink(const model::Link& l)
{
    const auto& d = m_sink.design();
    const auto* a = d.findBlock(l.from);
    const auto* b = d.findBlock(l.to);
    m_title->setText(tr("Link %1 → %2").arg(q(a ? a->name : "?"), q(b ? b->name : "?")));
    auto replace = [this, id = l.id](std::function<void(model::Link&)> change, const char* what) {
        model::Link nl = *m_sink.design().findLink(id);
        change(nl);
        m_sink.submit(std::make_unique<model::ReplaceLink>(nl, model::Message::of(what)));
    };
    numberField(
        tr("Links per replica"), static_cast<double>(l.perReplica), 0,
        [](double v) -> std::optional<QString> {
            if (v != std::floor(v) || v < 1)
                return tr("Links per replica must be a whole number of at least 1.");
            return std::nullopt;
        },
        [replace](double v) {
            replace([v](auto& x) { x.perReplica = static_cast<std::int64_t>(v); },
                    "UNDO_SET_LINKS_PER_REPLICA");
        });
    numberField(
        tr("Speed per link"), l.bitsPerS / 1e9, 0,
        [](double v) { return atLeast(v, 1, tr("Speed")); },
        [replace](double v) {
            replace([v](auto& x) { x.bitsPerS = v * 1e9; }, "UNDO_SET_LINK_SPEED");
        },
        tr("Gb/s"));
    auto* medium = new QComboBox;
    medium->addItem(tr("not chosen"), QString());
    for (const auto* e : m_sink.catalog().ofKind(model::Kind::Optic))
        if (e->optic.medium != "fibre")
            medium->addItem(q(e->name), q(e->id));
    medium->setCurrentIndex(qMax(0, medium->findData(q(l.mediumRef))));
    connect(medium, &QComboBox::activated, this, [replace, medium](int i) {
        const std::string ref = medium->itemData(i).toString().toStdString();
        replace([ref](auto& x) { x.mediumRef = ref; }, "UNDO_SET_CABLE");
    });
    m_form->addRow(tr("Cable or optic"), medium);
    auto* rule = new QComboBox;
    rule->addItems({tr("spread"), tr("rail-optimised"), tr("torus")});
    rule->setCurrentIndex(static_cast<int>(l.rule));
    connect(rule, &QComboBox::activated, this, [replace](int i) {
        replace([i](auto& x) { x.rule = static_cast<model::WiringRule>(i); },
                "UNDO_SET_WIRING_RULE");
    });
    m_form->addRow(tr("Wiring rule"), rule);
    if (a) {
        const qint64 total = a->replicas * l.perReplica / (l.from == l.to ? 2 : 1);
        m_form->addRow(tr("Links in all"), new QLabel(QLocale().toString(total)));
    }
}

} // namespace cc::views
