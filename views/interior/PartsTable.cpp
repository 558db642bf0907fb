#include "views/interior/PartsTable.h"

#include "model/util/Format.h"
#include "views/interior/PartInfo.h"
#include "views/interior/RangeSpinBox.h"
#include "views/style/Palette.h"

#include <QHeaderView>
#include <QSignalBlocker>
#include <QToolButton>

#include <algorithm>

namespace cc::views {

namespace {
QString typMax(double typical, double max)
{
    if (typical <= 0 && max <= 0)
        return QStringLiteral("–"); // PSUs: their losses are in the budget, not per part
    QString t = q(model::siUnits(typical, "W"));
    const QString m = q(model::siUnits(max, "W"));
    // "525 / 700 W" rather than "525 W / 700 W" when both share the unit.
    const QString unit = m.section(QLatin1Char(' '), -1);
    if (t.endsWith(QLatin1Char(' ') + unit))
        t.chop(unit.size() + 1);
    return PartsTable::tr("%1 / %2").arg(t, m);
}
} // namespace

PartsTable::PartsTable(QWidget* parent) : QTableWidget(parent)
{
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Kind"), tr("Part"), tr("Count"), tr("Each (typ / max)"),
                               tr("Subtotal (typ / max)"), QString()});
    horizontalHeaderItem(EachCol)->setToolTip(tr("Typical and maximum power of one part"));
    horizontalHeaderItem(SubtotalCol)->setToolTip(tr("Typical and maximum power of all of them"));
    verticalHeader()->hide();
    setSelectionBehavior(SelectRows);
    setSelectionMode(SingleSelection);
    setEditTriggers(NoEditTriggers);
    setAlternatingRowColors(true);
    setWordWrap(false);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 16);
    auto* h = horizontalHeader();
    h->setSectionResizeMode(QHeaderView::ResizeToContents);
    h->setSectionResizeMode(NameCol, QHeaderView::Stretch);
    h->setHighlightSections(false);
    h->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

void PartsTable::showParts(const model::ServerTemplate& t, const model::SpecResolver& specs)
{
    std::vector<std::string> refs;
    for (const auto& p : t.parts)
        refs.push_back(p.ref);
    if (refs != m_refs) {
        m_refs = refs;
        rebuild(static_cast<int>(refs.size()));
    }
    for (int row = 0; row < rowCount(); ++row)
        fillRow(row, t.parts[static_cast<size_t>(row)], specs);
}

void PartsTable::rebuild(int rows)
{
    // Row widgets are deleted later by the view, so a spin box may rebuild its own table.
    clearContents();
    setRowCount(rows);
    for (int row = 0; row < rows; ++row) {
        auto* spin = new RangeSpinBox;
        spin->setObjectName(QStringLiteral("countSpin"));
        spin->setRange(1, kMaxCount);
        spin->setAlignment(Qt::AlignRight);
        spin->setFrame(false);
        spin->setAccessibleName(tr("Count"));
        connect(spin, &QSpinBox::valueChanged, this,
                [this, row](int v) { emit countEdited(row, v); });
        connect(spin, &QSpinBox::editingFinished, this, &PartsTable::countFinished);
        connect(spin, &RangeSpinBox::outOfRange, this, [this](const QString& m) {
            emit refused(tr("Count: %1 To take a part out, use Remove.").arg(m));
        });
        setCellWidget(row, CountCol, spin);

        auto* remove = new QToolButton;
        remove->setObjectName(QStringLiteral("removeButton"));
        remove->setText(tr("Remove"));
        remove->setAutoRaise(true);
        connect(remove, &QToolButton::clicked, this, [this, row] { emit removeRequested(row); });
        setCellWidget(row, RemoveCol, remove);
        for (const int c : {KindCol, NameCol, EachCol, SubtotalCol})
            setItem(row, c, new QTableWidgetItem);
    }
}

void PartsTable::fillRow(int row, const model::PartCount& part, const model::SpecResolver& specs)
{
    const model::CatalogEntry* e = specs.find(part.ref);
    auto* kind = item(row, KindCol);
    auto* name = item(row, NameCol);
    auto* each = item(row, EachCol);
    auto* sub = item(row, SubtotalCol);
    if (e) {
        kind->setIcon(PartInfo::kindIcon(e->kind));
        kind->setText(PartInfo::kindLabel(e->kind));
        name->setText(q(e->name));
        name->setToolTip(QStringLiteral("%1\n%2").arg(q(e->id), PartInfo::keySpecs(*e)));
        name->setForeground(palette().text());
        each->setText(typMax(e->power.typicalW, e->power.maxW));
        sub->setText(typMax(e->power.typicalW * part.count, e->power.maxW * part.count));
    } else {
        kind->setIcon({});
        kind->setText(tr("Unknown"));
        name->setText(tr("%1 (not in the catalog)").arg(q(part.ref)));
        name->setToolTip(tr("Load the catalog file that defines it, or remove the part."));
        name->setForeground(palette::bad());
        each->setText(QStringLiteral("–"));
        sub->setText(QStringLiteral("–"));
    }
    for (auto* it : {each, sub})
        it->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* spin = static_cast<QSpinBox*>(cellWidget(row, CountCol));
    if (spin->value() != part.count || spin->hasFocus()) {
        const QSignalBlocker block(spin);
        spin->setMaximum(std::max(kMaxCount, part.count)); // show a file's value as it is
        spin->setValue(part.count);
    }
}

} // namespace cc::views
