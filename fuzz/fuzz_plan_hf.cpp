// The two other JSON files a user may be sent: a plan shard (plan-merge) and a Hugging Face
// config.json (--model-config, File > Import model). Any bytes either parse or give a clean
// error; a plan that parses writes and parses again. (A shard nested 100,000 deep crashed
// plan-merge until session 4: tests/data/bad/plan-deep-workload.json.)
#include "fuzz/FuzzCommon.h"
#include "model/io/HfConfig.h"
#include "model/plan/PlanJson.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cc;
    const std::string text(fuzz::asText(data, size));
    try {
        const model::plan::PlanFile f = model::plan::planFromJson(text, "fuzz.json");
        const std::string again = model::plan::planToJson(f.result, f.constraints, f.job);
        (void)model::plan::planFromJson(again, "fuzz-resaved.json");
    } catch (const model::FormatError&) {
    }
    std::vector<model::Diagnostic> diags;
    (void)model::io::importHfConfig(text, "config.json", diags);
    return 0;
}
