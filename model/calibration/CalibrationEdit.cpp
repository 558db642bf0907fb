#include "model/calibration/CalibrationEdit.h"

#include "model/design/Design.h"

namespace cc::model::calib {

void SetCalibration::apply(Design& d)
{
    std::swap(d.calibration, m_profile);
    // Every training figure may change: the settings as a whole.
    d.notify(ObjectKind::Settings, kNoId, ChangeType::Modified);
}

bool SetCalibration::isNoOp(const Design& d) const
{
    return d.calibration == m_profile;
}

} // namespace cc::model::calib
