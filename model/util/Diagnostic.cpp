#include "model/util/Diagnostic.h"

namespace cc::model {

std::string Diagnostic::text() const
{
    std::string out;
    if (!file.empty())
        out += file + ": ";
    if (!path.empty())
        out += path + ": ";
    return out + renderText(message);
}

static std::string joined(const std::vector<Diagnostic>& ds)
{
    std::string s;
    for (const auto& d : ds) {
        if (!s.empty())
            s += '\n';
        s += d.text();
    }
    return s;
}

FormatError::FormatError(Diagnostic d) : FormatError(std::vector<Diagnostic>{std::move(d)}) {}

FormatError::FormatError(std::vector<Diagnostic> ds)
    : std::runtime_error(joined(ds)), m_diagnostics(std::move(ds))
{}

} // namespace cc::model
