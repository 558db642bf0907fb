#pragma once
#include "model/design/Change.h"
#include "model/edit/Edit.h"

#include <QList>

#include <memory>

namespace cc::model {
struct Design;
class Catalog;
struct Evaluation;
} // namespace cc::model

namespace cc::views {

/// What views may do with the document: read it and its evaluation, submit edits (never
/// mutate directly), end a gesture and select. app::Document implements it; views stay
/// independent of the undo stack.
class EditSink {
public:
    virtual ~EditSink() = default;
    virtual const model::Design& design() const = 0;
    virtual const model::Catalog& catalog() const = 0;
    /// The current design's one evaluation (replaced after every change; never null). The sink
    /// keeps it alive until the next change, so evaluation() may be held until then.
    virtual std::shared_ptr<const model::Evaluation> evaluationHandle() const = 0;
    const model::Evaluation& evaluation() const { return *evaluationHandle(); }
    /// Applies the edit as one undo step (merging with the previous one of the same gesture).
    virtual void submit(model::EditPtr edit) = 0;
    /// The gesture in progress is over (mouse release, editingFinished).
    virtual void endGesture() {}
    virtual void setSelection(const QList<model::ObjectId>& /*ids*/) {}
};

} // namespace cc::views
