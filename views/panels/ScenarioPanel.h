#pragma once
#include "model/analysis/ScenarioCompare.h"
#include "views/charts/ChartInputs.h"

#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QPushButton;
class QSplitter;

namespace cc::views {

class EditSink;
class ScenarioTable;

/// Scenarios of the design (at most four): save the current design as one, make one current,
/// update, rename or delete one, and compare them side by side with the current design. Every
/// change is one undo step submitted through the EditSink.
class ScenarioPanel : public QWidget {
    Q_OBJECT
public:
    explicit ScenarioPanel(EditSink& sink, QWidget* parent = nullptr);

    /// Puts `w` (the overlaid charts) below the comparison table; the panel takes ownership.
    /// Replaces any widget set before.
    void setOverlayArea(QWidget* w);
    QWidget* overlayArea() const { return m_overlay; }

    /// The current design then each scenario, for charts that overlay them. Every pointer is
    /// owned by this panel and stays valid until the next refresh() (announced by
    /// scenariosChanged()). The current design's label is empty, as ChartInputs expects.
    std::vector<charts::ChartInputs> overlayInputs() const;
    const model::ScenarioComparison& comparison() const { return m_comparison; }
    ScenarioTable* table() const { return m_table; }

    /// The scenario selected in the list (-1: none).
    int selectedScenario() const;
    void selectScenario(int index);

    // The actions, without dialogs. Each returns false and emits message() when it is refused
    // (full list, bad name, no such scenario).
    bool saveCurrentAs(const QString& name);
    bool makeCurrent(int index);
    bool updateFromCurrent(int index);
    bool rename(int index, const QString& name);
    bool remove(int index);

public slots:
    /// Re-reads the scenarios, analyses what changed and rebuilds the list and the table. Call
    /// after every change of the document (edit, undo, redo, open).
    void refresh();

signals:
    /// After each refresh(): overlayInputs() has new pointers; the overlaid charts redraw.
    void scenariosChanged();
    /// A short status text (why an action was refused, what it did).
    void message(const QString& text);

private:
    void updateButtons();
    void askSaveCurrent();
    void askRename();
    bool refuse(const QString& why);

    EditSink& m_sink;
    model::ScenarioComparison m_comparison;
    QListWidget* m_list = nullptr;
    ScenarioTable* m_table = nullptr;
    QLabel* m_legend = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_makeCurrent = nullptr;
    QPushButton* m_update = nullptr;
    QPushButton* m_rename = nullptr;
    QPushButton* m_delete = nullptr;
    QSplitter* m_split = nullptr;
    QWidget* m_overlay = nullptr;
};

} // namespace cc::views
