// Workload parser: any bytes give a workload or diagnostics, never an exception; a parsed
// workload writes and parses again.
#include "fuzz/FuzzCommon.h"
#include "model/training/Workload.h"

#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cc;
    std::vector<model::Diagnostic> diags;
    const auto w = model::parseWorkload(fuzz::asText(data, size), "fuzz.json", diags);
    if (w) {
        std::vector<model::Diagnostic> again;
        if (!model::parseWorkload(model::workloadToJson(*w), "resaved.json", again))
            std::abort(); // what we write we must read
    }
    return 0;
}
