#pragma once
#include "model/design/SpecResolver.h"

#include <QGroupBox>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace cc::views {

class RangeSpinBox;

/// The settings of a server template besides its parts: name, internal fabric (type, part,
/// count), PCIe generation, rail-optimised NICs, compute NICs, height and cooling.
class TemplateForm : public QGroupBox {
    Q_OBJECT
public:
    explicit TemplateForm(QWidget* parent = nullptr);
    void showTemplate(const model::ServerTemplate& t, const model::SpecResolver& specs);

signals:
    /// The user changed a setting: `changed` is a copy of the template with it; `what` names
    /// the change for the undo menu.
    void edited(const model::ServerTemplate& changed, const QString& what);
    /// A value was refused (out of range or inconsistent); the template is unchanged.
    void refused(const QString& message);

private:
    void fillFabricRefs(const model::SpecResolver& specs);
    void commitName();
    void commitFabricType();
    void commitFabricRef();
    void commitComputeNics(int value);
    void updateEnabled();
    template <class F> void change(const QString& what, F&& mutate);

    model::ServerTemplate m_tmpl;
    std::vector<model::CatalogEntry> m_fabrics; ///< copies: the resolver does not outlive show
    int m_gpus = 0;
    int m_nicsAvailable = 0; ///< compute-role NICs among the parts

    QLineEdit* m_name = nullptr;
    QComboBox* m_fabricType = nullptr;
    QComboBox* m_fabricRef = nullptr;
    RangeSpinBox* m_fabricCount = nullptr;
    QLabel* m_fabricPower = nullptr;
    QComboBox* m_pcieGen = nullptr;
    QCheckBox* m_rail = nullptr;
    RangeSpinBox* m_computeNics = nullptr;
    RangeSpinBox* m_rackUnits = nullptr;
    QComboBox* m_cooling = nullptr;
};

} // namespace cc::views
