#include "views/interior/ServerEditor.h"

#include "model/analysis/Evaluate.h"

#include "model/analysis/Inventory.h"
#include "model/edit/ObjectEdits.h"
#include "views/EditSink.h"
#include "views/interior/BudgetPanel.h"
#include "views/interior/PartInfo.h"
#include "views/interior/PartPicker.h"
#include "views/interior/PartsTable.h"
#include "views/interior/TemplateForm.h"
#include "views/style/Palette.h"

#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QBoxLayout>
#include <QComboBox>
#include <QCoreApplication>
#include <QDragEnterEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMimeData>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace cc::views {

namespace {
QLabel* mutedLabel(const QString& text = {})
{
    auto* l = new QLabel(text);
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, p.color(QPalette::PlaceholderText));
    l->setPalette(p);
    return l;
}

int gpusIn(const model::ServerTemplate& t, const model::SpecResolver& specs)
{
    int n = 0;
    for (const auto& p : t.parts)
        if (const auto* e = specs.find(p.ref); e && e->kind == model::Kind::Accelerator)
            n += p.count;
    return n;
}
} // namespace

ServerEditor::ServerEditor(EditSink& sink, QWidget* parent) : QWidget(parent), m_sink(sink)
{
    setAcceptDrops(true);
    auto* root = new QVBoxLayout(this);
    root->setSpacing(8);

    // Breadcrumb: "Cluster ▸ <server>", and how many servers share this template.
    auto* crumbBar = new QHBoxLayout;
    m_crumb = new QLabel;
    m_crumb->setObjectName(QStringLiteral("breadcrumb"));
    m_crumb->setTextFormat(Qt::RichText);
    m_crumb->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    QFont big = m_crumb->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_crumb->setFont(big);
    connect(m_crumb, &QLabel::linkActivated, this, &ServerEditor::backRequested);
    m_usage = mutedLabel();
    m_usage->setObjectName(QStringLiteral("usageLabel"));
    crumbBar->addWidget(m_crumb, 1);
    crumbBar->addWidget(m_usage);
    root->addLayout(crumbBar);

    m_stack = new QStackedWidget;
    root->addWidget(m_stack, 1);
    m_content = new QWidget;
    m_columns = new QBoxLayout(QBoxLayout::LeftToRight, m_content);
    m_columns->setContentsMargins(0, 0, 0, 0);
    m_columns->setSpacing(12);

    auto* left = new QVBoxLayout;
    auto* partsHeader = new QHBoxLayout;
    auto* partsTitle = new QLabel(tr("Parts"));
    QFont bold = partsTitle->font();
    bold.setBold(true);
    partsTitle->setFont(bold);
    m_dropHint = mutedLabel();
    m_addPart = new QPushButton(tr("&Add part…"));
    m_addPart->setObjectName(QStringLiteral("addPartButton"));
    m_addPart->setToolTip(
        tr("Choose a GPU, NIC, CPU, memory, SSD, PSU or fabric from the catalog"));
    connect(m_addPart, &QPushButton::clicked, this, &ServerEditor::addPartInteractively);
    partsHeader->addWidget(partsTitle);
    partsHeader->addWidget(m_dropHint, 1);
    partsHeader->addWidget(m_addPart);
    left->addLayout(partsHeader);
    m_table = new PartsTable;
    m_table->setObjectName(QStringLiteral("partsTable"));
    left->addWidget(m_table, 1);
    m_columns->addLayout(left, 3);

    auto* right = new QWidget;
    m_side = new QBoxLayout(QBoxLayout::TopToBottom, right);
    m_side->setContentsMargins(0, 0, 0, 0);
    m_form = new TemplateForm;
    m_budget = new BudgetPanel;
    m_budget->setObjectName(QStringLiteral("budget"));
    m_side->addWidget(m_form);
    m_side->addWidget(m_budget, 1);
    m_sideScroll = new QScrollArea;
    m_sideScroll->setWidget(right);
    m_sideScroll->setWidgetResizable(true);
    m_sideScroll->setFrameShape(QFrame::NoFrame);
    m_sideScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_columns->addWidget(m_sideScroll, 2);
    // Stacked (narrow or short), the page scrolls as a whole: every part row and the settings
    // and budget at their full height, rather than two inner scrollers of two rows each.
    m_page = new QScrollArea;
    m_page->setObjectName(QStringLiteral("serverPage"));
    m_page->setWidget(m_content);
    m_page->setWidgetResizable(true);
    m_page->setFrameShape(QFrame::NoFrame);
    m_page->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_stack->addWidget(m_page);

    m_missing = new QLabel(tr("This server no longer exists in the design (it was removed or the "
                              "design was replaced). Go back to the cluster."));
    m_missing->setAlignment(Qt::AlignCenter);
    m_missing->setWordWrap(true);
    m_stack->addWidget(m_missing);

    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setMinimumHeight(m_status->fontMetrics().height() * 2);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    root->addWidget(m_status);

    connect(m_table, &PartsTable::countEdited, this, &ServerEditor::setCount);
    connect(m_table, &PartsTable::countFinished, this, [this] { m_sink.endGesture(); });
    connect(m_table, &PartsTable::removeRequested, this, &ServerEditor::removePart);
    connect(m_table, &PartsTable::refused, this,
            [this](const QString& m) { showMessage(m, true); });
    connect(m_form, &TemplateForm::edited, this,
            [this](const model::ServerTemplate& t, const QString& what) {
                showMessage(what, false);
                submitTemplate(t, what);
            });
    connect(m_form, &TemplateForm::refused, this,
            [this](const QString& m) { showMessage(m, true); });
    refresh();
}

const model::ServerTemplate* ServerEditor::currentTemplate() const
{
    return m_sink.design().findTemplate(m_templateId);
}

void ServerEditor::setTemplate(model::ObjectId templateId)
{
    m_templateId = templateId;
    m_status->clear();
    refresh();
}

QString ServerEditor::statusText() const
{
    return m_status->text();
}

void ServerEditor::refresh()
{
    const model::ServerTemplate* t = currentTemplate();
    updateBreadcrumb(t);
    if (!t) {
        m_stack->setCurrentWidget(m_missing);
        return;
    }
    m_stack->setCurrentWidget(m_page);
    const model::SpecResolver specs(m_sink.design(), m_sink.catalog());
    m_table->showParts(*t, specs);
    m_form->showTemplate(*t, specs);
    // The budget is the evaluation's: the same figures as the canvas and the analysis.
    const auto& inv = m_sink.evaluation().inventory;
    if (const auto it = inv.templates.find(t->id); it != inv.templates.end())
        m_budget->showBudget(it->second, specs);
    if (t->parts.empty())
        m_dropHint->setText(tr("Drag parts from the palette here, or use Add part…"));
    else
        m_dropHint->setText(tr("Drop more parts here"));
    updateLayoutMode();
}

void ServerEditor::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    updateLayoutMode();
}

void ServerEditor::updateLayoutMode()
{
    // Between docks the editor is often narrow: then the parts table takes the full width and
    // the settings and budget sit side by side under it.
    const bool wide = width() >= kWideLayoutWidth;
    m_columns->setDirection(wide ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    m_side->setDirection(wide ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    m_columns->setStretch(0, wide ? 3 : 1);
    m_columns->setStretch(1, wide ? 2 : 0);
    m_side->setStretch(0, wide ? 0 : 1); // stacked, the budget takes the spare height
    m_sideScroll->setMinimumWidth(wide ? m_form->sizeHint().width() + 24 : 0);
    // Stacked: the table shows every row and the settings and budget their whole height; the
    // page scrolls instead.
    const int rows = m_table->verticalHeader()->length() + m_table->horizontalHeader()->height() +
                     2 * m_table->frameWidth();
    m_table->setMinimumHeight(wide ? 0 : rows);
    const QWidget* side = m_sideScroll->widget();
    int sideHeight = side->sizeHint().height(); // wrapped budget lines need more at this width
    if (side->hasHeightForWidth())
        sideHeight = std::max(sideHeight, side->heightForWidth(m_sideScroll->viewport()->width()));
    m_sideScroll->setMinimumHeight(wide ? 0 : sideHeight);
    m_sideScroll->setVerticalScrollBarPolicy(wide ? Qt::ScrollBarAsNeeded : Qt::ScrollBarAlwaysOff);
    for (QWidget* w : m_content->findChildren<QWidget*>()) // the table makes its spin boxes anew
        if (qobject_cast<QAbstractSpinBox*>(w) || qobject_cast<QComboBox*>(w)) {
            w->setFocusPolicy(Qt::StrongFocus);
            w->installEventFilter(this); // moved to the front if already there, never twice
        }
}

bool ServerEditor::eventFilter(QObject* watched, QEvent* event)
{
    auto* w = qobject_cast<QWidget*>(watched);
    if (event->type() == QEvent::Wheel && w && !w->hasFocus()) {
        // To the nearest scroller that can move: the table, the settings column or the page.
        for (QWidget* p = w->parentWidget(); p; p = p->parentWidget())
            if (auto* area = qobject_cast<QAbstractScrollArea*>(p);
                area && area->verticalScrollBar()->maximum() > 0) {
                QCoreApplication::sendEvent(area->verticalScrollBar(), event);
                break;
            }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void ServerEditor::updateBreadcrumb(const model::ServerTemplate* t)
{
    const QString name = t ? q(t->name).toHtmlEscaped() : tr("(removed server)");
    m_crumb->setText(QStringLiteral("<a href=\"cluster\">%1</a> &nbsp;▸&nbsp; <b>%2</b>")
                         .arg(tr("Cluster"), name));
    if (!t) {
        m_usage->clear();
        return;
    }
    int groups = 0;
    std::int64_t servers = 0;
    for (const auto& b : m_sink.design().blocks)
        if (b.kind == model::BlockKind::Server && b.templateId == t->id) {
            ++groups;
            servers += b.replicas;
        }
    const QString n = QLocale().toString(static_cast<qlonglong>(servers));
    if (groups == 0)
        m_usage->setText(tr("Not used by any group yet"));
    else if (groups == 1)
        m_usage->setText(servers == 1 ? tr("Changes apply to 1 server")
                                      : tr("Changes apply to all %1 servers of its group").arg(n));
    else
        m_usage->setText(tr("Changes apply to %1 servers in %2 groups").arg(n).arg(groups));
}

void ServerEditor::showMessage(const QString& text, bool refused)
{
    m_status->setText(text);
    QPalette p = palette();
    if (refused)
        p.setColor(QPalette::WindowText, palette::bad());
    m_status->setPalette(p);
    emit statusMessage(text);
}

void ServerEditor::submitTemplate(model::ServerTemplate t, const QString& what, int mergeKey)
{
    m_sink.submit(
        std::make_unique<model::ReplaceTemplate>(std::move(t), what.toStdString(), mergeKey));
    refresh();
}

bool ServerEditor::dropEntry(const QString& entryId)
{
    const model::ServerTemplate* t = currentTemplate();
    if (!t) {
        showMessage(tr("No server is open to add parts to."), true);
        return false;
    }
    const model::SpecResolver specs(m_sink.design(), m_sink.catalog());
    const model::CatalogEntry* e = specs.find(entryId.toStdString());
    if (!e) {
        showMessage(tr("'%1' is not in the catalog.").arg(entryId), true);
        return false;
    }
    QString message;
    auto changed = PartInfo::withEntry(*t, *e, gpusIn(*t, specs), message);
    if (!changed) {
        showMessage(message, true);
        return false;
    }
    showMessage(message, false);
    submitTemplate(std::move(*changed), e->kind == model::Kind::Fabric
                                            ? tr("Set internal fabric")
                                            : tr("Add %1").arg(q(e->name)));
    return true;
}

void ServerEditor::addPartInteractively()
{
    PartPicker picker(m_sink.catalog(), this);
    if (picker.exec() == QDialog::Accepted && !picker.selectedId().isEmpty())
        dropEntry(picker.selectedId());
}

void ServerEditor::setCount(int partIndex, int count)
{
    const model::ServerTemplate* t = currentTemplate();
    if (!t || partIndex < 0 || partIndex >= static_cast<int>(t->parts.size()))
        return;
    model::ServerTemplate changed = *t;
    auto& part = changed.parts[static_cast<size_t>(partIndex)];
    if (part.count == count)
        return;
    part.count = count;
    const model::CatalogEntry* e =
        model::SpecResolver(m_sink.design(), m_sink.catalog()).find(part.ref);
    const QString name = e ? q(e->name) : q(part.ref);
    showMessage(tr("%1: %2 per server.").arg(name).arg(count), false);
    // The steps of one count field merge until the user leaves it (countFinished).
    submitTemplate(std::move(changed), tr("Set count of %1").arg(name), kCountMergeKey + partIndex);
}

void ServerEditor::removePart(int partIndex)
{
    const model::ServerTemplate* t = currentTemplate();
    if (!t || partIndex < 0 || partIndex >= static_cast<int>(t->parts.size()))
        return;
    model::ServerTemplate changed = *t;
    const auto it = changed.parts.begin() + partIndex;
    const model::CatalogEntry* e =
        model::SpecResolver(m_sink.design(), m_sink.catalog()).find(it->ref);
    const QString name = e ? q(e->name) : q(it->ref);
    changed.parts.erase(it);
    showMessage(tr("Removed %1.").arg(name), false);
    submitTemplate(std::move(changed), tr("Remove %1").arg(name));
}

void ServerEditor::dragEnterEvent(QDragEnterEvent* event)
{
    if (!event->mimeData()->hasFormat(QString::fromLatin1(kEntryMimeType)) || !currentTemplate())
        return event->ignore();
    // Accept every catalog entry so a refused kind is dropped here and told why, not ignored.
    event->acceptProposedAction();
    const QString id =
        QString::fromUtf8(event->mimeData()->data(QString::fromLatin1(kEntryMimeType)));
    if (const auto* e =
            model::SpecResolver(m_sink.design(), m_sink.catalog()).find(id.toStdString())) {
        const QString why = PartInfo::whyNotInServer(*e);
        m_dropHint->setText(why.isEmpty() ? tr("Release to add %1").arg(q(e->name)) : why);
    }
}

void ServerEditor::dragMoveEvent(QDragMoveEvent* event)
{
    if (event->mimeData()->hasFormat(QString::fromLatin1(kEntryMimeType)) && currentTemplate())
        event->acceptProposedAction();
    else
        event->ignore();
}

void ServerEditor::dragLeaveEvent(QDragLeaveEvent* event)
{
    QWidget::dragLeaveEvent(event);
    refresh();
}

void ServerEditor::dropEvent(QDropEvent* event)
{
    const QByteArray payload = event->mimeData()->data(QString::fromLatin1(kEntryMimeType));
    if (dropEntry(QString::fromUtf8(payload).trimmed()))
        event->acceptProposedAction();
    else
        event->ignore();
}

} // namespace cc::views
