#include "views/panels/ExplainDialog.h"
#include "views/style/Text.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cc::views {

namespace {} // namespace

ExplainDialog::ExplainDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("explainDialog"));
    setWindowTitle(tr("How this figure is computed"));
    m_title = new QLabel;
    m_title->setTextFormat(Qt::RichText);
    m_title->setWordWrap(true);
    m_formula = new QLabel;
    m_formula->setWordWrap(true);
    m_formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_inputs = new QTableWidget(0, 2);
    m_inputs->setHorizontalHeaderLabels({tr("Input"), tr("Value")});
    // Both columns share the width and long names wrap: the values must always be readable.
    m_inputs->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_inputs->verticalHeader()->setVisible(false);
    m_inputs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_inputs->setWordWrap(true);
    m_source = new QLabel;
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* copy = buttons->addButton(tr("Copy as text"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_plain); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

    auto* lay = new QVBoxLayout(this);
    lay->addWidget(m_title);
    lay->addWidget(new QLabel(tr("<b>Formula</b>")));
    lay->addWidget(m_formula);
    lay->addWidget(new QLabel(tr("<b>Inputs</b>")));
    lay->addWidget(m_inputs, 1);
    lay->addWidget(new QLabel(tr("<b>Source</b>")));
    lay->addWidget(m_source);
    lay->addWidget(buttons);
    resize(560, 480);
}

void ExplainDialog::showFigure(const model::FigureExplanation& f)
{
    m_title->setText(QStringLiteral("<span style='font-size:large'>%1 = <b>%2</b></span>")
                         .arg(q(f.title).toHtmlEscaped(), q(f.value).toHtmlEscaped()));
    m_formula->setText(f.formula.empty() ? tr("(a count, no formula)") : q(f.formula));
    m_source->setText(f.source.empty() ? tr("ClusterCanvas convention") : q(f.source));
    m_inputs->setRowCount(static_cast<int>(f.inputs.size()));
    m_plain =
        QStringLiteral("%1 = %2\nFormula: %3\n").arg(q(f.title), q(f.value), m_formula->text());
    for (int i = 0; i < static_cast<int>(f.inputs.size()); ++i) {
        m_inputs->setItem(i, 0, new QTableWidgetItem(q(f.inputs[i].name)));
        m_inputs->setItem(i, 1, new QTableWidgetItem(q(f.inputs[i].value)));
        m_plain += QStringLiteral("  %1: %2\n").arg(q(f.inputs[i].name), q(f.inputs[i].value));
    }
    m_inputs->resizeRowsToContents();
    m_plain += QStringLiteral("Source: %1\n").arg(m_source->text());
    show();
    raise();
}

} // namespace cc::views
