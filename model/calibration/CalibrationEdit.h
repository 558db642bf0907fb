#pragma once
// Setting or clearing a design's calibration profile as one undoable edit (Tools > Calibrate,
// Apply).
#include "model/calibration/CalibrationProfile.h"
#include "model/edit/Edit.h"

#include <optional>
#include <string>

namespace cc::model::calib {

/// Replaces Design::calibration; apply swaps, so revert == apply.
class SetCalibration final : public Edit {
public:
    explicit SetCalibration(std::optional<CalibrationProfile> profile)
        : m_profile(std::move(profile)),
          m_text(Message::of(m_profile ? "UNDO_APPLY_CALIBRATION" : "UNDO_REMOVE_CALIBRATION"))
    {}
    void apply(Design& d) override;
    void revert(Design& d) override { apply(d); }
    Message text() const override { return m_text; }
    bool isNoOp(const Design& d) const override;

private:
    std::optional<CalibrationProfile> m_profile;
    Message m_text;
};

} // namespace cc::model::calib
