#pragma once
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cc::app {

/// Parsed `--option value` / `--flag` arguments of one subcommand, with positional rest.
class CliArgs {
public:
    /// `valued` lists options that take a value; anything else starting with -- is a flag
    /// from `flags`. Throws std::invalid_argument naming an unknown or incomplete option.
    CliArgs(const std::vector<std::string>& args, const std::vector<std::string>& valued,
            const std::vector<std::string>& flags);

    bool flag(const std::string& name) const { return m_flags.count(name) > 0; }
    std::optional<std::string> value(const std::string& name) const;
    std::vector<std::string> values(const std::string& name) const;
    const std::vector<std::string>& positional() const { return m_positional; }

    /// A required option; throws std::invalid_argument("--name is required") when missing.
    std::string require(const std::string& name) const;
    long long integer(const std::string& name, long long def, long long min) const;
    double number(const std::string& name, double def, double min) const;

private:
    std::map<std::string, std::vector<std::string>> m_values;
    std::map<std::string, bool> m_flags;
    std::vector<std::string> m_positional;
};

} // namespace cc::app
