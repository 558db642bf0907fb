#include "views/panels/FindingsPanel.h"

#include "model/analysis/Evaluate.h"
#include "views/style/DisplayNames.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>

#include <algorithm>

namespace cc::views {

namespace {

enum Role { kObjects = Qt::UserRole, kDetail, kHighlighted };

QString severityText(model::Severity s)
{
    const QString mark = s == model::Severity::Error     ? QStringLiteral("✖")
                         : s == model::Severity::Warning ? QStringLiteral("⚠")
                                                         : QStringLiteral("ℹ");
    return mark + QLatin1Char(' ') + displayName(s);
}

QColor severityColor(model::Severity s)
{
    return s == model::Severity::Info ? QColor() : palette::severity(s);
}

QString limitName(model::LimitKind k)
{
    return displayName(k);
}

QVariantList idList(const std::vector<model::ObjectId>& ids)
{
    QVariantList out;
    for (auto id : ids)
        out.push_back(id);
    return out;
}

QString detailHtml(const model::Message& message, const model::Message& suggestion,
                   const std::string& code = {})
{
    QString h = q(message).toHtmlEscaped();
    if (!suggestion.empty())
        h += QStringLiteral("<br/><b>%1</b> %2")
                 .arg(FindingsPanel::tr("What would help:"), q(suggestion).toHtmlEscaped());
    if (!code.empty())
        h += QStringLiteral("<br/><span style='color:gray'>%1</span>").arg(q(code));
    return h;
}

void addFinding(QTreeWidgetItem* parent, QTreeWidget* tree, const model::Finding& f)
{
    auto* it = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(tree);
    it->setText(0, q(f.message));
    it->setText(1, severityText(f.severity));
    it->setData(0, kObjects, idList(f.objects));
    it->setData(0, kDetail, detailHtml(f.message, f.suggestion, f.code));
    it->setToolTip(0, q(f.message));
    if (const QColor c = severityColor(f.severity); c.isValid())
        it->setForeground(1, c);
}

} // namespace

FindingsPanel::FindingsPanel(QWidget* parent) : QWidget(parent)
{
    m_tree = new QTreeWidget;
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("What limits the design"), tr("Severity"), tr("Pressure")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setWordWrap(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setToolTip(
        tr("Pressure: the share of the step time a limit costs, or what is used of what is "
           "available (100 % = at the limit)."));
    m_detail = new QLabel;
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::RichText);
    m_detail->setMinimumHeight(m_detail->fontMetrics().lineSpacing() * 3);
    m_detail->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(6, 6, 6, 6);
    lay->addWidget(m_tree, 1);
    lay->addWidget(m_detail);
    connect(m_tree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* cur, QTreeWidgetItem*) { onCurrentChanged(cur); });
}

void FindingsPanel::onCurrentChanged(QTreeWidgetItem* item)
{
    if (!item) {
        m_detail->clear();
        return;
    }
    m_detail->setText(item->data(0, kDetail).toString());
    QList<model::ObjectId> ids;
    for (const auto& v : item->data(0, kObjects).toList())
        ids.push_back(v.toUInt());
    if (!ids.isEmpty())
        emit objectsActivated(ids);
}

void FindingsPanel::showEvaluation(const model::Evaluation& e)
{
    const QString current = m_tree->currentItem() ? m_tree->currentItem()->text(0) : QString();
    QSignalBlocker block(m_tree);
    m_tree->clear();
    const auto& other = e.otherFindings;
    const auto& limits = e.limits;
    QTreeWidgetItem* restore = nullptr;
    for (const auto& l : limits) {
        auto* it = new QTreeWidgetItem(m_tree);
        it->setText(0, QStringLiteral("%1 — %2").arg(limitName(l.kind), q(l.message)));
        it->setToolTip(0, q(l.message));
        it->setText(1, severityText(l.severity));
        it->setText(2, l.pressure > 0 ? QStringLiteral("%1 %").arg(l.pressure * 100, 0, 'f', 1)
                                      : QStringLiteral("—"));
        it->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        it->setData(0, kObjects, idList(l.objects));
        it->setData(0, kDetail, detailHtml(l.message, l.suggestion));
        if (const QColor c = severityColor(l.severity); c.isValid())
            it->setForeground(1, c);
        QFont f = it->font(0);
        f.setBold(l.severity != model::Severity::Info);
        it->setFont(0, f);
        for (const auto& fnd : l.findings)
            addFinding(it, m_tree, fnd);
        if (it->text(0) == current)
            restore = it;
    }
    if (!other.empty()) {
        // Ranked like the limits: by the most severe finding in it.
        model::Severity worst = model::Severity::Info;
        for (const auto& f : other)
            worst = std::max(worst, f.severity);
        int at = 0;
        while (at < static_cast<int>(limits.size()) && limits[at].severity >= worst)
            ++at;
        auto* group = new QTreeWidgetItem;
        m_tree->insertTopLevelItem(at, group);
        group->setText(1, severityText(worst));
        if (const QColor c = severityColor(worst); c.isValid())
            group->setForeground(1, c);
        group->setText(0, tr("Other findings (%1)").arg(other.size()));
        group->setData(0, kDetail,
                       tr("Findings about the drawing itself: unconnected groups, racks, parts."));
        for (const auto& f : other)
            addFinding(group, m_tree, f);
        group->setExpanded(true);
    }
    if (restore)
        m_tree->setCurrentItem(restore);
    applyHighlight();
    // The detail line follows the refreshed row (signals were blocked: no re-highlighting).
    m_detail->setText(m_tree->currentItem() ? m_tree->currentItem()->data(0, kDetail).toString()
                                            : QString());
}

void FindingsPanel::highlightObjects(const QList<model::ObjectId>& ids)
{
    m_highlighted = ids;
    applyHighlight();
}

QList<QTreeWidgetItem*> FindingsPanel::highlightedItems() const
{
    QList<QTreeWidgetItem*> out;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it)
        if ((*it)->data(0, kHighlighted).toBool())
            out.push_back(*it);
    return out;
}

void FindingsPanel::applyHighlight()
{
    // A row names a selected object: tinted with the selection colour and bold, its limit
    // expanded so the finding shows. The tree's own selection is left alone (it selects
    // objects; this follows them).
    QColor tint = palette::accent();
    tint.setAlpha(60);
    QTreeWidgetItem* first = nullptr;
    for (QTreeWidgetItemIterator it(m_tree); *it; ++it) {
        QTreeWidgetItem* item = *it;
        bool names = false;
        for (const auto& v : item->data(0, kObjects).toList())
            names = names || m_highlighted.contains(v.toUInt());
        item->setData(0, kHighlighted, names);
        for (int c = 0; c < m_tree->columnCount(); ++c)
            item->setBackground(c, names ? QBrush(tint) : QBrush());
        if (names && item->parent())
            item->parent()->setExpanded(true);
        if (names && !first)
            first = item;
    }
    if (first)
        m_tree->scrollToItem(first);
}

} // namespace cc::views
