#pragma once
#include "model/design/Design.h"

#include <QDialog>

class QComboBox;
class QSpinBox;
class QLabel;

namespace cc::model {
class Catalog;
}

namespace cc::views {

/// Asks for a new link's properties: links per replica, speed, cable or optic, wiring rule.
class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    /// `suggested` carries the defaults (speed from the NIC, links = free NIC ports).
    ConnectDialog(const model::Design& d, const model::Catalog& c, model::Link suggested,
                  QWidget* parent = nullptr);
    model::Link link() const;

private:
    void updateMedia();
    void updateSummary();
    const model::Design& m_design;
    const model::Catalog& m_catalog;
    model::Link m_link;
    QSpinBox* m_perReplica;
    QComboBox* m_speed;
    QComboBox* m_medium;
    QComboBox* m_rule;
    QSpinBox* m_unit;
    QLabel* m_summary;
};

} // namespace cc::views
