#pragma once
// Messages of the step-time explanations shared by the explain text and the bottleneck label:
// the link tier a communication group runs on, as a message (the edge translates it).
#include "model/text/Message.h"
#include "model/training/StepTime.h"

namespace cc::model {

/// The link tier a group of `size` GPUs at `stride` runs on, as a message: the scale-up link (a
/// product name), the scale-out NICs, or the oversubscribed tier's uplinks.
Message groupTierMessage(const ComputeHardware& hw, int size, int stride);

} // namespace cc::model
