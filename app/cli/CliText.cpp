#include "app/cli/CliText.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace cc::app {

std::string cliText(const char* source, std::initializer_list<std::string> args)
{
    const QString t = QCoreApplication::translate("Cli", source);
    const std::vector<std::string> a(args);
    // One pass over the template, so an argument that contains "%2" is not substituted again.
    QString out;
    for (qsizetype i = 0; i < t.size(); ++i) {
        if (t[i] == u'%' && i + 1 < t.size() && t[i + 1].isDigit()) {
            const int n = t[i + 1].digitValue();
            if (n >= 1 && n <= static_cast<int>(a.size())) {
                out += QString::fromStdString(a[static_cast<size_t>(n - 1)]);
                ++i;
                continue;
            }
        }
        out += t[i];
    }
    return out.toStdString();
}

std::invalid_argument usageError(const char* source, std::initializer_list<std::string> args)
{
    return std::invalid_argument(cliText(source, args));
}

} // namespace cc::app
