#pragma once
// How each figure of the analysis summary was obtained: formula, inputs with their values, and
// the source (issue 5: "any number in the summary can be clicked to show how it was computed").
#include "model/analysis/Report.h"
#include "model/training/TrainingReport.h"

#include <string>
#include <vector>

namespace cc::model {

struct FigureInput {
    Message name;
    Message value; ///< with its unit
};

struct FigureExplanation {
    std::string key; ///< stable id of the summary figure: "memory", "stepTime", "capex", ...
    Message title;   ///< "Memory per GPU"
    Message value;   ///< the figure as shown, with its unit
    Message formula;
    std::vector<FigureInput> inputs;
    Message source;
};

/// One explanation per figure the summary shows; training figures only with a training report.
std::vector<FigureExplanation> explainFigures(const Report& r, const Design& d,
                                              const TrainingReport* training);

} // namespace cc::model
