#include "views/interior/PartPicker.h"

#include "model/catalog/Catalog.h"
#include "views/interior/PartInfo.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace cc::views {

namespace {
constexpr int kIdRole = Qt::UserRole;
}

PartPicker::PartPicker(const model::Catalog& catalog, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Add part"));
    auto* layout = new QVBoxLayout(this);
    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("searchEdit"));
    m_search->setPlaceholderText(tr("Search by name, vendor or id…"));
    m_search->setClearButtonEnabled(true);
    layout->addWidget(m_search);

    m_tree = new QTreeWidget;
    m_tree->setObjectName(QStringLiteral("partTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Part"), tr("Key specs")});
    m_tree->setRootIsDecorated(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    layout->addWidget(m_tree, 1);

    using model::Kind;
    for (const Kind k : {Kind::Accelerator, Kind::Fabric, Kind::Nic, Kind::Cpu, Kind::Memory,
                         Kind::Storage, Kind::Psu}) {
        auto* group = new QTreeWidgetItem(m_tree, {PartInfo::kindLabel(k)});
        group->setIcon(0, PartInfo::kindIcon(k));
        group->setFlags(Qt::ItemIsEnabled);
        group->setFirstColumnSpanned(true);
        for (const auto* e : catalog.ofKind(k)) {
            if (!PartInfo::whyNotInServer(*e).isEmpty())
                continue;
            auto* item = new QTreeWidgetItem(group, {q(e->name), PartInfo::keySpecs(*e)});
            item->setData(0, kIdRole, q(e->id));
            item->setToolTip(0, tr("%1 · %2").arg(q(e->vendor), q(e->id)));
        }
        group->setExpanded(true);
    }

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto updateOk = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!selectedId().isEmpty());
    };
    connect(m_tree, &QTreeWidget::currentItemChanged, this, updateOk);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (!item->data(0, kIdRole).toString().isEmpty())
            accept();
    });
    connect(m_search, &QLineEdit::textChanged, this, &PartPicker::applyFilter);
    m_search->installEventFilter(this);
    connect(m_search, &QLineEdit::returnPressed, this, [this] {
        if (!selectedId().isEmpty())
            accept();
    });
    updateOk();
    resize(640, 480);
}

QString PartPicker::selectedId() const
{
    const auto* item = m_tree->currentItem();
    return item && !item->isHidden() ? item->data(0, kIdRole).toString() : QString();
}

bool PartPicker::eventFilter(QObject* watched, QEvent* event)
{
    // Down from the search field moves into the list, so the picker works without a mouse.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up) {
            m_tree->setFocus();
            QCoreApplication::sendEvent(m_tree, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void PartPicker::setFilterText(const QString& text)
{
    m_search->setText(text);
}

void PartPicker::applyFilter()
{
    const QStringList words = m_search->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QTreeWidgetItem* first = nullptr;
    for (int g = 0; g < m_tree->topLevelItemCount(); ++g) {
        auto* group = m_tree->topLevelItem(g);
        bool any = false;
        for (int i = 0; i < group->childCount(); ++i) {
            auto* item = group->child(i);
            const QString hay = item->text(0) + QLatin1Char(' ') + item->text(1) +
                                QLatin1Char(' ') + item->toolTip(0) + QLatin1Char(' ') +
                                group->text(0);
            bool match = true;
            for (const auto& w : words)
                match = match && hay.contains(w, Qt::CaseInsensitive);
            item->setHidden(!match);
            if (match && !first)
                first = item;
            any = any || match;
        }
        group->setHidden(!any);
    }
    if (first && (!m_tree->currentItem() || m_tree->currentItem()->isHidden()))
        m_tree->setCurrentItem(first);
}

} // namespace cc::views
