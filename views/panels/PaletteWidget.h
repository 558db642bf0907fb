#pragma once
#include <QWidget>

class QLineEdit;
class QTreeWidget;

namespace cc::model {
class Catalog;
}

namespace cc::views {

/// The component catalog grouped by kind, searchable; entries are dragged onto the canvas or
/// into a server. Tooltips show each entry's key specs, price and source.
class PaletteWidget : public QWidget {
    Q_OBJECT
public:
    explicit PaletteWidget(const model::Catalog& catalog, QWidget* parent = nullptr);
    /// Shows only entries whose name, id or vendor contains `text` (case-insensitive).
    void setFilter(const QString& text);

signals:
    /// Double-click or Enter: add the entry where it makes sense (canvas or open server).
    void entryActivated(const QString& id);

private:
    void populate();
    const model::Catalog& m_catalog;
    QLineEdit* m_search;
    QTreeWidget* m_tree;
};

} // namespace cc::views
