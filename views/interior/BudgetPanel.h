#pragma once
#include "model/analysis/Inventory.h"

#include <QGroupBox>

class QGridLayout;
class QLabel;

namespace cc::views {

class BudgetBar;

/// What a server template adds up to: GPUs, NICs per GPU, PCIe lanes, power against the PSUs,
/// RAM against GPU memory, CPU cores and height, each marked when it is over or thin.
class BudgetPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit BudgetPanel(QWidget* parent = nullptr);
    void showBudget(const model::TemplateInfo& info, const model::SpecResolver& specs);

    bool powerOver() const;
    bool lanesOver() const;

private:
    enum class State { Ok, Thin, Over };
    struct Row {
        QLabel* value = nullptr;
        BudgetBar* bar = nullptr;
    };
    Row addRow(const QString& title, bool withBar, const QString& name);
    static void setRow(const Row& row, const QString& text, State state);

    QGridLayout* m_grid = nullptr;
    Row m_gpus, m_network, m_lanes, m_power, m_memory, m_cpu, m_size;
};

} // namespace cc::views
