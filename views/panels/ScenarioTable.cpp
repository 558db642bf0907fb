#include "views/panels/ScenarioTable.h"

#include "views/text/MessageText.h"

#include <QEvent>
#include <QHash>
#include <QHeaderView>

#include <algorithm>
#include <cmath>

namespace cc::views {

namespace {
constexpr int kTintRole = Qt::UserRole + 1;
} // namespace

ScenarioTable::ScenarioTable(QWidget* parent) : QTableWidget(parent)
{
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionMode(QAbstractItemView::NoSelection);
    setFocusPolicy(Qt::NoFocus);
    // Long names (bottlenecks, accelerators) wrap inside a capped column width, so that five
    // columns fit side by side in a dock.
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setStretchLastSection(false);
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
}

QString ScenarioTable::rowLabel(const model::ComparisonRow& row)
{
    static const QHash<QString, const char*> labels{
        {QStringLiteral("gpus"), QT_TR_NOOP("GPUs")},
        {QStringLiteral("accelerator"), QT_TR_NOOP("Accelerator")},
        {QStringLiteral("servers"), QT_TR_NOOP("Servers")},
        {QStringLiteral("racks"), QT_TR_NOOP("Racks")},
        {QStringLiteral("switches"), QT_TR_NOOP("Switches")},
        {QStringLiteral("memoryPerGpu"), QT_TR_NOOP("Memory per GPU")},
        {QStringLiteral("fits"), QT_TR_NOOP("Fits in GPU memory")},
        {QStringLiteral("calibration"), QT_TR_NOOP("Figures from")},
        {QStringLiteral("stepTime"), QT_TR_NOOP("Step time")},
        {QStringLiteral("mfu"), QT_TR_NOOP("MFU")},
        {QStringLiteral("tokensPerS"), QT_TR_NOOP("Tokens per second")},
        {QStringLiteral("timeToTrain"), QT_TR_NOOP("Time to train")},
        {QStringLiteral("bottleneck"), QT_TR_NOOP("Bottleneck")},
        {QStringLiteral("interNodeBusBandwidth"), QT_TR_NOOP("Inter-node allreduce bus bandwidth")},
        {QStringLiteral("bisection"), QT_TR_NOOP("Bisection bandwidth")},
        {QStringLiteral("itPower"), QT_TR_NOOP("IT power")},
        {QStringLiteral("facilityPower"), QT_TR_NOOP("Facility power")},
        {QStringLiteral("cooling"), QT_TR_NOOP("Cooling")},
        {QStringLiteral("capex"), QT_TR_NOOP("Capex (indicative)")},
        {QStringLiteral("runEnergy"), QT_TR_NOOP("Energy per run")},
        {QStringLiteral("runCostBuy"), QT_TR_NOOP("Run cost, bought")},
        {QStringLiteral("runCostRent"), QT_TR_NOOP("Run cost, rented")},
        {QStringLiteral("errors"), QT_TR_NOOP("Errors")},
        {QStringLiteral("warnings"), QT_TR_NOOP("Warnings")},
    };
    const auto it = labels.constFind(QString::fromStdString(row.key));
    return it == labels.constEnd() ? QString::fromStdString(row.label) : tr(it.value());
}

void ScenarioTable::showRows(const std::vector<model::ComparisonRow>& rows,
                             const QStringList& headers)
{
    setColumnCount(static_cast<int>(headers.size()));
    setRowCount(static_cast<int>(rows.size()));
    setHorizontalHeaderLabels(headers);
    for (int r = 0; r < rowCount(); ++r) {
        const auto& row = rows[static_cast<size_t>(r)];
        auto* head = new QTableWidgetItem(rowLabel(row));
        head->setToolTip(row.better == model::Better::Higher ? tr("Higher is better")
                         : row.better == model::Better::Lower
                             ? tr("Lower is better")
                             : tr("Neither higher nor lower is better"));
        setVerticalHeaderItem(r, head);
        for (int c = 0; c < columnCount() && c < static_cast<int>(row.cells.size()); ++c) {
            const auto& cell = row.cells[static_cast<size_t>(c)];
            QString text = renderMessage(cell.text);
            if (row.kind == model::RowKind::Flag && !std::isnan(cell.value))
                text = cell.value > 0 ? tr("yes") : tr("no");
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(
                (row.kind == model::RowKind::Number ? Qt::AlignRight : Qt::AlignLeft) |
                Qt::AlignVCenter);
            Tint tint = Tint::None;
            if (c > 0 && row.differsFromCurrent(static_cast<size_t>(c))) {
                const int v = row.verdict(static_cast<size_t>(c));
                tint = v > 0 ? Tint::Better : v < 0 ? Tint::Worse : Tint::Different;
                const double base = row.cells[0].value;
                if (row.kind == model::RowKind::Number && !std::isnan(base) &&
                    !std::isnan(cell.value) && base != 0) {
                    const double change = (cell.value - base) / std::fabs(base) * 100;
                    item->setToolTip(
                        tint == Tint::Better
                            ? tr("%1 % against the current design: better").arg(change, 0, 'f', 1)
                        : tint == Tint::Worse
                            ? tr("%1 % against the current design: worse").arg(change, 0, 'f', 1)
                            : tr("%1 % against the current design").arg(change, 0, 'f', 1));
                } else {
                    item->setToolTip(tr("Differs from the current design (%1)")
                                         .arg(renderMessage(row.cells[0].text)));
                }
            }
            item->setData(kTintRole, static_cast<int>(tint));
            setItem(r, c, item);
        }
    }
    applyTints();
    resizeColumnsToContents();
    const int cap = fontMetrics().averageCharWidth() * 24;
    for (int c = 0; c < columnCount(); ++c)
        setColumnWidth(
            c, std::min(columnWidth(c), std::max(cap, horizontalHeader()->sectionSizeHint(c))));
    resizeRowsToContents();
}

ScenarioTable::Tint ScenarioTable::tintAt(int row, int column) const
{
    const QTableWidgetItem* it = item(row, column);
    return it ? static_cast<Tint>(it->data(kTintRole).toInt()) : Tint::None;
}

QColor ScenarioTable::tintColor(Tint t, bool dark)
{
    switch (t) {
    case Tint::Better:
        return dark ? QColor(0x1e, 0x5a, 0x32) : QColor(0xc8, 0xf0, 0xd2);
    case Tint::Worse:
        return dark ? QColor(0x78, 0x24, 0x1e) : QColor(0xf7, 0xc6, 0xc1);
    case Tint::Different:
        return dark ? QColor(0x5e, 0x4b, 0x12) : QColor(0xfb, 0xec, 0xbe);
    case Tint::None:
        break;
    }
    return {};
}

void ScenarioTable::applyTints()
{
    // The tints follow the palette, so a dark theme gets dark tints with light text.
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    for (int r = 0; r < rowCount(); ++r)
        for (int c = 0; c < columnCount(); ++c)
            if (QTableWidgetItem* it = item(r, c)) {
                const Tint t = tintAt(r, c);
                it->setBackground(t == Tint::None ? QBrush() : QBrush(tintColor(t, dark)));
                it->setForeground(t == Tint::None ? QBrush()
                                                  : QBrush(dark ? Qt::white : Qt::black));
            }
}

void ScenarioTable::changeEvent(QEvent* e)
{
    QTableWidget::changeEvent(e);
    if (e->type() == QEvent::PaletteChange)
        applyTints();
}

} // namespace cc::views
