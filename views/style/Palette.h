#pragma once
// The one set of colours the views use (issue 11 "one view vocabulary"): severities, states,
// kinds of group and the load of a link, for light and dark window palettes. Widgets ask here
// instead of writing colour literals.
#include "model/analysis/Report.h"
#include "model/design/Design.h"

#include <QColor>
#include <QString>

namespace cc::views::palette {

/// Whether the application's window palette is dark (text lighter than the background).
bool isDark();

/// Text and marks of a severity: error red, warning amber, info grey (readable on the window).
QColor severity(model::Severity s);
QColor severity(model::Severity s, bool dark);
/// Red for "over a limit / does not fit / refused" (the error colour).
QColor bad();
/// Amber for "close to a limit" (the warning colour).
QColor caution();
/// Green for "fits / within budget".
QColor good();
/// Blue of the selection and of links being drawn.
QColor accent();
/// Muted text (secondary lines, "—").
QColor muted();

/// The fill and the edge of a group of this kind on the canvas.
QColor groupFill(model::BlockKind k);
QColor groupEdge(model::BlockKind k);
/// A link's colour by the oversubscription of the tier it feeds (1 = non-blocking).
QColor linkLoad(double oversubscription);
/// A link's colour by the time-averaged load of the traffic that limits the step (0..1):
/// grey when idle, amber, orange, red from 60 % of its line rate.
QColor linkTraffic(double load);

/// `text` wrapped in a span of colour `c`, for rich-text labels.
QString coloured(const QString& text, const QColor& c);

/// Printed pages are always light: the same roles without asking the window palette.
namespace print {
QColor severity(model::Severity s);
inline QColor bad()
{
    return severity(model::Severity::Error);
}
} // namespace print

} // namespace cc::views::palette
