#pragma once
#include "views/charts/ChartBase.h"

#include <QPointer>

#include <vector>

namespace cc::model {
struct RackReport;
}

namespace cc::views::charts {

/// Power per rack against each rack's limit, coloured by the cooling it needs (air, air with
/// containment, liquid), above a strip with the design's IT and facility power.
///
/// Horizontal bars, one per rack row ("name ×count"), so long rack names stay readable. With
/// scenarios overlaid, one bar per scenario for its largest rack (by nameplate power), so designs
/// with different racks still compare; the strip then has IT and facility bars per scenario.
class RackPowerChart : public ChartBase {
    Q_OBJECT
public:
    explicit RackPowerChart(QWidget* parent = nullptr);

    QString title() const override;

    /// The axis rect with the IT and facility power bars (null in the empty state); its left
    /// axis holds the scenarios (keys 1, 2, …; IT at key − kFacilityOffset, facility at key +).
    QCPAxisRect* facilityRect() const { return m_side; }
    static constexpr double kFacilityOffset = 0.19;

protected:
    QString rebuild() override;
    QString tooltipFor(QCPAbstractPlottable* plottable, int index) const override;

private:
    /// What the bar at one category key shows.
    struct Slot {
        int input = 0;
        const model::RackReport* rack = nullptr; ///< null: that scenario has no racks
    };

    void buildRacks();
    void buildFacility();
    void ensureSideRect();
    void removeSideRect();
    QString inUnit(double w) const; ///< in the facility axis unit ("1.36 MW") unless tiny
    QString rackLabel(const model::RackReport& r, int maxChars) const;

    QCPLayoutGrid* m_stack = nullptr; ///< rack bars above the IT and facility bars
    QCPAxisRect* m_side = nullptr;
    QCPMarginGroup* m_margins = nullptr;
    QPointer<QCPGraph> m_limit; ///< the rack limit dashes (deleted with the plottables)
    std::vector<Slot> m_slots;  ///< by category key − 1
    double m_sideDivisor = 1e3; ///< W per unit of the facility axis
    QString m_sideUnit;
};

} // namespace cc::views::charts
