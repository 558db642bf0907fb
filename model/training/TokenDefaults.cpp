#include "model/training/TokenDefaults.h"

#include "model/training/Memory.h"

namespace cc::model {

double defaultTokens(const Workload& w)
{
    if (!isFineTune(w.training.method))
        return kPretrainTokensPerParam * parameterCount(w.model);
    return w.training.datasetTokens * w.training.epochs;
}

} // namespace cc::model

static_assert(cc::model::TrainingSetup{}.datasetTokens == cc::model::kDefaultDatasetTokens,
              "Workload.h and TokenDefaults.h must agree on the default dataset");
static_assert(cc::model::TrainingSetup{}.epochs == cc::model::kDefaultEpochs);
