#include "views/style/Palette.h"

#include <QGuiApplication>
#include <QPalette>

namespace cc::views::palette {

namespace {
// Light and dark variants of each role. The dark ones are lighter so that they keep a contrast
// of at least 4.5:1 on a dark window (WCAG 2.1 AA for text).
struct Pair {
    QColor light, dark;
};
const Pair kError{QColor(0xc0, 0x39, 0x2b), QColor(0xff, 0x7b, 0x6b)};
const Pair kWarning{QColor(0xb3, 0x6b, 0x00), QColor(0xf0, 0xb4, 0x4c)};
const Pair kInfo{QColor(0x56, 0x65, 0x73), QColor(0xa8, 0xb4, 0xc0)};
const Pair kGood{QColor(0x2e, 0x7d, 0x32), QColor(0x7c, 0xd1, 0x80)};
const Pair kAccent{QColor(0x1f, 0x6f, 0xd1), QColor(0x6c, 0xa8, 0xf0)};

QColor pick(const Pair& p)
{
    return isDark() ? p.dark : p.light;
}
} // namespace

bool isDark()
{
    const QPalette p = QGuiApplication::palette();
    return p.color(QPalette::WindowText).lightness() > p.color(QPalette::Window).lightness();
}

QColor severity(model::Severity s, bool dark)
{
    const Pair& p = s == model::Severity::Error     ? kError
                    : s == model::Severity::Warning ? kWarning
                                                    : kInfo;
    return dark ? p.dark : p.light;
}

QColor severity(model::Severity s)
{
    return severity(s, isDark());
}
QColor bad()
{
    return pick(kError);
}
QColor caution()
{
    return pick(kWarning);
}
QColor good()
{
    return pick(kGood);
}
QColor accent()
{
    return pick(kAccent);
}
QColor muted()
{
    return pick(kInfo);
}

QColor groupFill(model::BlockKind k)
{
    // The canvas keeps its light paper in both themes (diagrams read as on paper).
    switch (k) {
    case model::BlockKind::Server:
        return {0xdf, 0xee, 0xdc};
    case model::BlockKind::Switch:
        return {0xfd, 0xe8, 0xcf};
    case model::BlockKind::Storage:
        return {0xdc, 0xe6, 0xf4};
    }
    return Qt::white;
}

QColor groupEdge(model::BlockKind k)
{
    switch (k) {
    case model::BlockKind::Server:
        return {0x3c, 0x7d, 0x3a};
    case model::BlockKind::Switch:
        return {0xb5, 0x6a, 0x12};
    case model::BlockKind::Storage:
        return {0x2f, 0x5d, 0x9b};
    }
    return Qt::black;
}

QColor linkLoad(double oversubscription)
{
    // Above 2:1 a tier is the job's bottleneck for all-to-all traffic: error colour.
    if (oversubscription > 2.0)
        return kError.light;
    if (oversubscription > 1.0 + 1e-9)
        return QColor(0xe6, 0x7e, 0x22);
    return QColor(0x5d, 0x6d, 0x7e);
}

QColor linkTraffic(double load)
{
    // Thresholds are a presentation choice (assumption, no source): a link busy more than 60 %
    // of the step with the limiting traffic is what the customer should look at.
    constexpr double kHot = 0.6, kWarm = 0.3, kNoticed = 0.1;
    if (load >= kHot)
        return kError.light;
    if (load >= kWarm)
        return QColor(0xe6, 0x7e, 0x22);
    if (load >= kNoticed)
        return QColor(0xd4, 0xac, 0x0d);
    return QColor(0x5d, 0x6d, 0x7e);
}

QString coloured(const QString& text, const QColor& c)
{
    return QStringLiteral("<span style='color:%1'>%2</span>").arg(c.name(), text);
}

namespace print {
QColor severity(model::Severity s)
{
    return palette::severity(s, false);
}
} // namespace print

} // namespace cc::views::palette
