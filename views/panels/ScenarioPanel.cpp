#include "views/panels/ScenarioPanel.h"

#include "model/edit/ScenarioEdits.h"
#include "views/EditSink.h"
#include "views/panels/ScenarioTable.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

#include <stdexcept>

namespace cc::views {

ScenarioPanel::ScenarioPanel(EditSink& sink, QWidget* parent) : QWidget(parent), m_sink(sink)
{
    m_list = new QListWidget;
    m_list->setToolTip(tr("Scenarios kept in the design file, up to %1").arg(model::kMaxScenarios));
    m_save = new QPushButton(tr("Save current as scenario…"));
    m_makeCurrent = new QPushButton(tr("Make current"));
    m_makeCurrent->setToolTip(
        tr("Replaces the current design by the selected scenario (Undo brings it "
           "back). Save the current design as a scenario first to keep it."));
    m_update = new QPushButton(tr("Update from current"));
    m_update->setToolTip(tr("Replaces the selected scenario by a copy of the current design"));
    m_rename = new QPushButton(tr("Rename…"));
    m_delete = new QPushButton(tr("Delete"));

    // Room for the four scenarios a design keeps, no more: the buttons stay next to them.
    m_list->setFixedHeight(m_list->sizeHintForRow(0) > 0 ? m_list->sizeHintForRow(0) * 4 + 8
                                                         : fontMetrics().height() * 4 + 16);
    // List and buttons side by side on top, the comparison table under them: the panel lives in
    // a dock a few hundred pixels wide, so everything stacks vertically.
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_save, 0, 0, 1, 2);
    buttons->addWidget(m_makeCurrent, 1, 0);
    buttons->addWidget(m_update, 1, 1);
    buttons->addWidget(m_rename, 2, 0);
    buttons->addWidget(m_delete, 2, 1);
    buttons->setRowStretch(3, 1);
    auto* top = new QHBoxLayout;
    top->addWidget(m_list, 1);
    top->addLayout(buttons, 0);

    m_table = new ScenarioTable;
    m_legend = new QLabel;
    m_legend->setWordWrap(true);
    auto* tableArea = new QWidget;
    auto* tableLay = new QVBoxLayout(tableArea);
    tableLay->setContentsMargins(0, 0, 0, 0);
    tableLay->addWidget(m_table, 1);
    tableLay->addWidget(m_legend);
    m_split = new QSplitter(Qt::Vertical);
    m_split->setChildrenCollapsible(false);
    m_split->addWidget(tableArea);

    auto* lay = new QVBoxLayout(this);
    lay->setContentsMargins(4, 4, 4, 4);
    lay->addWidget(
        new QLabel(tr("<b>Scenarios</b> — up to four variants of this design, saved in its file")));
    lay->addLayout(top);
    lay->addWidget(m_split, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ScenarioPanel::updateButtons);
    connect(m_list, &QListWidget::itemDoubleClicked, this, [this] { askRename(); });
    connect(m_save, &QPushButton::clicked, this, &ScenarioPanel::askSaveCurrent);
    connect(m_makeCurrent, &QPushButton::clicked, this,
            [this] { makeCurrent(selectedScenario()); });
    connect(m_update, &QPushButton::clicked, this,
            [this] { updateFromCurrent(selectedScenario()); });
    connect(m_rename, &QPushButton::clicked, this, &ScenarioPanel::askRename);
    connect(m_delete, &QPushButton::clicked, this, [this] { remove(selectedScenario()); });
    refresh();
}

void ScenarioPanel::setOverlayArea(QWidget* w)
{
    if (m_overlay == w)
        return;
    delete m_overlay;
    m_overlay = w;
    if (w)
        m_split->addWidget(w);
}

std::vector<charts::ChartInputs> ScenarioPanel::overlayInputs() const
{
    std::vector<charts::ChartInputs> out;
    for (const auto& c : m_comparison.columns())
        out.push_back(charts::inputsOf(c.evaluation, QString::fromStdString(c.label)));
    return out;
}

int ScenarioPanel::selectedScenario() const
{
    return m_list->currentRow();
}

void ScenarioPanel::selectScenario(int index)
{
    m_list->setCurrentRow(index);
}

void ScenarioPanel::refresh()
{
    const model::Design& d = m_sink.design();
    // Column 0 is the document's own evaluation: the current design is not analysed again.
    m_comparison.update(m_sink.evaluationHandle(), d.scenarios, m_sink.catalog());

    const int selected = m_list->currentRow();
    const QSignalBlocker block(m_list);
    m_list->clear();
    QStringList headers{tr("Current design")};
    for (const auto& s : d.scenarios) {
        m_list->addItem(QString::fromStdString(s.name));
        headers << QString::fromStdString(s.name);
    }
    m_list->setCurrentRow(std::min(selected, m_list->count() - 1));
    m_table->showRows(m_comparison.rows(), headers);

    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    auto swatch = [dark](ScenarioTable::Tint t, const QString& text) {
        return QStringLiteral("<span style='background:%1;color:%2'>&nbsp;%3&nbsp;</span>")
            .arg(ScenarioTable::tintColor(t, dark).name(),
                 dark ? QStringLiteral("white") : QStringLiteral("black"), text.toHtmlEscaped());
    };
    m_legend->setText(
        d.scenarios.empty()
            ? tr("No scenarios yet. Save the current design as a scenario, change it, and "
                 "compare the two here.")
            : tr("Against the current design: %1 %2 %3. Tick <i>Overlay scenarios</i> in the "
                 "Charts "
                 "dock to draw them over the design's charts.")
                  .arg(swatch(ScenarioTable::Tint::Better, tr("better")),
                       swatch(ScenarioTable::Tint::Worse, tr("worse")),
                       swatch(ScenarioTable::Tint::Different, tr("different"))));
    updateButtons();
    emit scenariosChanged();
}

void ScenarioPanel::updateButtons()
{
    const bool full = m_sink.design().scenarios.size() >= static_cast<size_t>(model::kMaxScenarios);
    m_save->setEnabled(!full);
    m_save->setToolTip(
        full ? tr("A design keeps at most %1 scenarios: delete or update one instead.")
                   .arg(model::kMaxScenarios)
             : tr("Keeps a copy of the current design as a scenario to compare with"));
    const bool any = selectedScenario() >= 0;
    for (auto* b : {m_makeCurrent, m_update, m_rename, m_delete})
        b->setEnabled(any);
}

bool ScenarioPanel::refuse(const QString& why)
{
    emit message(why);
    return false;
}

bool ScenarioPanel::saveCurrentAs(const QString& name)
{
    const model::Design& d = m_sink.design();
    if (d.scenarios.size() >= static_cast<size_t>(model::kMaxScenarios))
        return refuse(tr("A design keeps at most %1 scenarios: delete or update one instead.")
                          .arg(model::kMaxScenarios));
    const std::string n = name.trimmed().toStdString();
    if (n.empty())
        return refuse(tr("A scenario needs a name."));
    if (!model::scenarioNameProblem(d, n).empty())
        return refuse(tr("Another scenario is already called “%1”.").arg(name.trimmed()));
    m_sink.submit(model::makeAddScenario(d, n));
    emit message(tr("Saved the current design as scenario “%1”.").arg(name.trimmed()));
    return true;
}

bool ScenarioPanel::makeCurrent(int index)
{
    const model::Design& d = m_sink.design();
    if (index < 0 || index >= static_cast<int>(d.scenarios.size()))
        return refuse(tr("Select a scenario first."));
    const QString name = QString::fromStdString(d.scenarios[static_cast<size_t>(index)].name);
    m_sink.submit(model::makeScenarioCurrent(d, index));
    emit message(tr("Scenario “%1” is now the current design; Undo brings back the previous one.")
                     .arg(name));
    return true;
}

bool ScenarioPanel::updateFromCurrent(int index)
{
    const model::Design& d = m_sink.design();
    if (index < 0 || index >= static_cast<int>(d.scenarios.size()))
        return refuse(tr("Select a scenario first."));
    m_sink.submit(model::makeUpdateScenario(d, index));
    return true;
}

bool ScenarioPanel::rename(int index, const QString& name)
{
    const model::Design& d = m_sink.design();
    if (index < 0 || index >= static_cast<int>(d.scenarios.size()))
        return refuse(tr("Select a scenario first."));
    const std::string n = name.trimmed().toStdString();
    if (n.empty())
        return refuse(tr("A scenario needs a name."));
    if (n == d.scenarios[static_cast<size_t>(index)].name)
        return true;
    if (!model::scenarioNameProblem(d, n, index).empty())
        return refuse(tr("Another scenario is already called “%1”.").arg(name.trimmed()));
    m_sink.submit(model::makeRenameScenario(d, index, n));
    return true;
}

bool ScenarioPanel::remove(int index)
{
    const model::Design& d = m_sink.design();
    if (index < 0 || index >= static_cast<int>(d.scenarios.size()))
        return refuse(tr("Select a scenario first."));
    m_sink.submit(model::makeDeleteScenario(d, index));
    return true;
}

void ScenarioPanel::askSaveCurrent()
{
    const model::Design& d = m_sink.design();
    // A default name that is free: "Scenario 1", "Scenario 2", ...
    QString suggestion;
    for (int i = 1; suggestion.isEmpty(); ++i)
        if (model::scenarioNameProblem(d, tr("Scenario %1").arg(i).toStdString()).empty())
            suggestion = tr("Scenario %1").arg(i);
    bool ok = false;
    const QString name = QInputDialog::getText(this, tr("Save current as scenario"),
                                               tr("Name of the scenario (e.g. “B200 servers”):"),
                                               QLineEdit::Normal, suggestion, &ok);
    if (ok)
        saveCurrentAs(name);
}

void ScenarioPanel::askRename()
{
    const int index = selectedScenario();
    if (index < 0)
        return;
    bool ok = false;
    const QString old =
        QString::fromStdString(m_sink.design().scenarios[static_cast<size_t>(index)].name);
    const QString name = QInputDialog::getText(this, tr("Rename scenario"), tr("New name:"),
                                               QLineEdit::Normal, old, &ok);
    if (ok)
        rename(index, name);
}

} // namespace cc::views
