// Derived head widths of a model shape (not the JSON format: that is Workload.cpp). MLA
// (DeepSeek-V2/V3) splits the query/key head into a no-position and a rotary part; Qwen3 and
// Gemma set headDim apart from hidden / heads.
#include "model/training/Workload.h"

namespace cc::model {

double ModelShape::qkHeadDim() const
{
    if (mla())
        return double(qkNopeHeadDim > 0 ? qkNopeHeadDim : headDim) + qkRopeHeadDim;
    return headDim > 0 ? headDim : (heads > 0 ? double(hidden) / heads : hidden);
}

double ModelShape::valueHeadDim() const
{
    if (mla() && vHeadDim > 0)
        return vHeadDim;
    return headDim > 0 ? headDim : (heads > 0 ? double(hidden) / heads : hidden);
}

} // namespace cc::model
