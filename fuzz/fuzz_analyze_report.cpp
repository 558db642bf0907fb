// Load -> analyze -> report text and JSON, with the design's first workload: no crash, no
// undefined behaviour.
#include "fuzz/FuzzCommon.h"
#include "model/analysis/Analyze.h"
#include "model/io/DesignIo.h"
#include "model/io/ReportIo.h"
#include "model/training/TrainingAnalysis.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cc;
    model::Design d;
    try {
        d = model::io::loadDesign(fuzz::asText(data, size), "fuzz.json");
    } catch (const model::FormatError&) {
        return 0;
    }
    const model::Catalog& c = fuzz::bundledCatalog();
    const model::Report r = model::analyze(d, c);
    std::optional<model::TrainingReport> t;
    std::optional<model::Workload> w;
    if (!d.workloads.empty() && r.design.gpus > 0) {
        std::vector<model::Diagnostic> diags;
        w = model::parseWorkload(d.workloads.front(), "workloads[0]", diags);
        if (w)
            t = model::analyzeTraining(*w, d, c, r);
    }
    (void)model::io::reportToText(r, d, t ? &*t : nullptr, true);
    (void)model::io::reportToJson(r, d, t ? &*t : nullptr);
    return 0;
}
