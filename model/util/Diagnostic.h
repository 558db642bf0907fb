#pragma once
#include "model/text/Message.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace cc::model {

/// One problem found in an input file: where (file, JSON path) and what.
struct Diagnostic {
    std::string file; ///< file name or label, may be empty
    std::string path; ///< JSON path, e.g. "entries[3].specs.memoryBytes"
    Message message;  ///< what is wrong (DIAG_* codes; the edge says it in the user's language)

    /// "FILE: PATH: reason", the reason rendered by the installed renderer (renderText).
    std::string text() const;
};

/// Thrown when an input cannot be used at all (bad JSON, wrong version, invalid design).
class FormatError : public std::runtime_error {
public:
    explicit FormatError(Diagnostic d);
    explicit FormatError(std::vector<Diagnostic> ds);
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }

private:
    std::vector<Diagnostic> m_diagnostics;
};

} // namespace cc::model
