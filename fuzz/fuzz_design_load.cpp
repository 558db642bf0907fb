// Design loader: any bytes either load or throw FormatError, and a loaded design saves and
// loads again.
#include "fuzz/FuzzCommon.h"
#include "model/io/DesignIo.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cc;
    try {
        const model::Design d = model::io::loadDesign(fuzz::asText(data, size), "fuzz.json");
        const std::string again = model::io::saveDesign(d, fuzz::bundledCatalog());
        (void)model::io::loadDesign(again, "fuzz-resaved.json");
    } catch (const model::FormatError&) {
    }
    return 0;
}
