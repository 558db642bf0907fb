#pragma once
#include <QDialog>

class QLineEdit;
class QTreeWidget;

namespace cc::model {
class Catalog;
}

namespace cc::views {

/// A searchable list of the catalog parts that go inside a server: the keyboard alternative
/// to dragging from the palette.
class PartPicker : public QDialog {
    Q_OBJECT
public:
    explicit PartPicker(const model::Catalog& catalog, QWidget* parent = nullptr);
    /// The chosen entry id, or empty.
    QString selectedId() const;
    void setFilterText(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void applyFilter();

    QLineEdit* m_search = nullptr;
    QTreeWidget* m_tree = nullptr;
};

} // namespace cc::views
