#pragma once
// The one table of display names for the model's enums (issue 11 "one view vocabulary"). Combo
// boxes list choices(), store each enum value as item data and look values up by data, so they
// never depend on the order of an enum's declaration.
#include "model/analysis/Limits.h"
#include "model/analysis/LinkLoad.h"
#include "model/analysis/Report.h"
#include "model/design/Design.h"
#include "model/training/Workload.h"

#include <QString>

#include <string>
#include <utility>
#include <vector>

class QComboBox;

namespace cc::views {

QString displayName(model::Method m);
QString displayName(model::Precision p);
QString displayName(model::OptimizerKind o);
QString displayName(model::Offload o);
QString displayName(model::Recompute r);
QString displayName(model::LoraTargets t);
QString displayName(model::Severity s);
QString displayName(model::LimitKind k);
QString displayName(model::BlockKind k);
QString displayName(model::WiringRule r);
/// The traffic of a step, short: "expert all-to-all", "FSDP parameter gathers".
QString displayName(model::StepTraffic t);

/// A cable or optic's medium from the catalog ("dac", "aoc", "transceiver", "fibre") in words;
/// an unknown medium as written.
QString opticMediumName(const std::string& medium);

/// Every value of an enum a user can choose, in the order a list shows them, with its name.
template <class E> std::vector<std::pair<E, QString>> choices();

/// Fills `box` with the items (value as item data).
void fillChoicesOf(QComboBox* box, const std::vector<std::pair<int, QString>>& items);
/// Fills `box` with choices<E>() (value as item data).
template <class E> void fillChoices(QComboBox* box)
{
    fillChoicesOf(box, [] {
        std::vector<std::pair<int, QString>> out;
        for (const auto& [v, name] : choices<E>())
            out.push_back({static_cast<int>(v), name});
        return out;
    }());
}
/// Selects the item whose data is `value` (none when it is not listed).
void selectChoice(QComboBox* box, int value);
template <class E> void selectChoice(QComboBox* box, E value)
{
    selectChoice(box, static_cast<int>(value));
}
/// The enum value of item `index`.
int choiceValueAt(const QComboBox* box, int index);
template <class E> E choiceAt(const QComboBox* box, int index)
{
    return static_cast<E>(choiceValueAt(box, index));
}

} // namespace cc::views
