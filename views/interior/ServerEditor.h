#pragma once
#include "model/design/Design.h"

#include <QWidget>

class QBoxLayout;
class QLabel;
class QScrollArea;
class QPushButton;
class QStackedWidget;

namespace cc::views {

class EditSink;
class PartsTable;
class TemplateForm;
class BudgetPanel;

/// Edits the inside of one server template: its parts, internal fabric and settings, with the
/// budget they add up to and a breadcrumb back to the cluster. Every change is one edit.
class ServerEditor : public QWidget {
    Q_OBJECT
public:
    /// The mime type of a dragged catalog entry; the payload is the entry id in UTF-8.
    static constexpr const char* kEntryMimeType = "application/x-clustercanvas-entry";

    explicit ServerEditor(EditSink& sink, QWidget* parent = nullptr);

    void setTemplate(model::ObjectId templateId);
    model::ObjectId templateId() const { return m_templateId; }

    /// Puts a catalog entry into the template as if it had been dropped: a part already there
    /// gains one, a fabric becomes the internal fabric. Refused kinds leave the design as it
    /// is and show why. Returns whether an edit was submitted.
    bool dropEntry(const QString& entryId);
    /// Opens the searchable part picker (the keyboard alternative to dragging).
    void addPartInteractively();

    /// The message on the status line (what the last action did or why it was refused).
    QString statusText() const;

public slots:
    /// Re-reads the template from the design (after any edit, undo or redo).
    void refresh();

signals:
    /// The user clicked "Cluster" in the breadcrumb.
    void backRequested();
    /// The same text as the status line, for the main window's status bar.
    void statusMessage(const QString& text);

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dragMoveEvent(QDragMoveEvent* event) override;
    void dragLeaveEvent(QDragLeaveEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    /// The wheel over a spin box or combo box the user has not clicked scrolls the page
    /// instead of changing the value under the pointer.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    const model::ServerTemplate* currentTemplate() const;
    void submitTemplate(model::ServerTemplate t, const QString& what, int mergeKey = 0);
    static constexpr int kCountMergeKey = 100;
    void setCount(int partIndex, int count);
    void removePart(int partIndex);
    void showMessage(const QString& text, bool refused);
    void updateBreadcrumb(const model::ServerTemplate* t);
    void updateLayoutMode();

    EditSink& m_sink;
    model::ObjectId m_templateId = model::kNoId;

    static constexpr int kWideLayoutWidth = 1050;

    QBoxLayout* m_columns = nullptr; ///< parts | settings and budget (or above each other)
    QBoxLayout* m_side = nullptr;    ///< settings over budget (or beside each other)
    QScrollArea* m_sideScroll = nullptr;
    QScrollArea* m_page = nullptr; ///< the whole editor page (scrolls when stacked)
    QLabel* m_crumb = nullptr;
    QLabel* m_usage = nullptr;
    QStackedWidget* m_stack = nullptr;
    QWidget* m_content = nullptr;
    QLabel* m_missing = nullptr;
    QLabel* m_dropHint = nullptr;
    QPushButton* m_addPart = nullptr;
    PartsTable* m_table = nullptr;
    TemplateForm* m_form = nullptr;
    BudgetPanel* m_budget = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace cc::views
