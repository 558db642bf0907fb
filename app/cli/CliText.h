#pragma once
// The command line's own sentences (usage errors, "wrote FILE", "error:") in the user's language.
// Sources are English templates with %1..%n, marked for lupdate where they are written:
//   throw usageError(QT_TRANSLATE_NOOP("Cli", "%1 needs a value"), {name});
// Findings and load problems are model Messages and go through views/text instead.
#include <QtGlobal>

#include <initializer_list>
#include <stdexcept>
#include <string>

namespace cc::app {

/// `source` translated in the "Cli" context, %1..%n replaced by `args` (UTF-8), as UTF-8.
std::string cliText(const char* source, std::initializer_list<std::string> args = {});

/// A usage error (exit 2) whose what() is cliText(source, args).
std::invalid_argument usageError(const char* source, std::initializer_list<std::string> args = {});

} // namespace cc::app
