#pragma once
// The bundled example designs in the user's language: their names, descriptions, rack groups,
// scenarios and training jobs are product text (catalogs/examples), translated like the rest of
// the product (context "Example"). A user's own design is never touched.

#include "model/design/Design.h"

#include <span>

namespace cc::views {

/// When `d` is a bundled example (its name has a translation), its texts in the installed
/// language; otherwise `d` unchanged. Part, group and template names stay: they are products.
void localizeExample(model::Design& d);

/// Every translatable text of the bundled examples, in English (for the completeness test).
std::span<const char* const> exampleTexts();

} // namespace cc::views
