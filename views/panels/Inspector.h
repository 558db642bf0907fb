#pragma once
#include "model/design/Design.h"

#include <QWidget>

#include <functional>
#include <optional>

class QFormLayout;
class QLabel;
class QLineEdit;

namespace cc::views {

class EditSink;

/// Properties of the selection with units and validation: a wrong value is refused with a
/// message and the field restored, never silently clamped. Several groups selected: the fields
/// they share edit all of them at once. Nothing selected: the design and its facility.
class Inspector : public QWidget {
    Q_OBJECT
public:
    explicit Inspector(EditSink& sink, QWidget* parent = nullptr);
    void setSelection(const QList<model::ObjectId>& blocks, const QList<model::ObjectId>& links);
    /// Re-reads the design (after any change).
    void refresh();
    /// The message shown for the last refused value (empty when the last edit was accepted).
    QString lastError() const;

private:
    void rebuild();
    void buildDesign();
    /// Customer, proposer and logo of the proposal's cover (InspectorProposal.cpp).
    void buildProposal();
    void buildBlocks();
    void buildLink(const model::Link& l);
    /// A text field that parses and validates its value; `apply` receives it when valid.
    QLineEdit* numberField(const QString& label, double value, int decimals,
                           std::function<std::optional<QString>(double)> check,
                           std::function<void(double)> apply, const QString& unit = {});
    QLineEdit* textField(const QString& label, const QString& value,
                         std::function<void(QString)> apply);
    void refuse(const QString& message);

    EditSink& m_sink;
    QList<model::ObjectId> m_blocks;
    QList<model::ObjectId> m_links;
    QWidget* m_body = nullptr;
    QFormLayout* m_form = nullptr;
    QLabel* m_title;
    QLabel* m_error;
};

} // namespace cc::views
