// Catalog loader: any bytes give entries and/or diagnostics, never an exception.
#include "fuzz/FuzzCommon.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
    using namespace cc;
    model::Catalog c;
    (void)c.loadText(fuzz::asText(data, size), "fuzz.json");
    (void)c.checkReferences();
    return 0;
}
