#pragma once
#include "model/topology/Generators.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace cc::views {

class RangeSpinBox;

/// "New from generator": layout, server, node count, switch, oversubscription, storage, unit
/// size and torus dimensions. Accepting runs the generator and keeps its error on screen.
class GeneratorDialog : public QDialog {
    Q_OBJECT
public:
    explicit GeneratorDialog(const model::Catalog& catalog, QWidget* parent = nullptr);

    /// The options as entered; fields that do not apply to the chosen layout are left out.
    model::topology::GeneratorOptions options() const;
    void setOptions(const model::topology::GeneratorOptions& o);
    /// The design generated on accept (empty before).
    const model::Design& design() const { return m_design; }
    /// The message shown when the generator refused the options (empty when none).
    QString errorText() const;

public slots:
    void accept() override;

private:
    void updateForKind();
    void showError(const QString& text);
    bool parseDims(std::vector<int>& dims) const;

    const model::Catalog& m_catalog;
    model::Design m_design;
    QComboBox* m_kind = nullptr;
    QLabel* m_explain = nullptr;
    QComboBox* m_server = nullptr;
    QLabel* m_nodesLabel = nullptr;
    RangeSpinBox* m_nodes = nullptr;
    QComboBox* m_switch = nullptr;
    QDoubleSpinBox* m_oversub = nullptr;
    QComboBox* m_storage = nullptr;
    RangeSpinBox* m_unitSize = nullptr;
    QLineEdit* m_dims = nullptr;
    QLineEdit* m_name = nullptr;
    QLabel* m_error = nullptr;
};

} // namespace cc::views
