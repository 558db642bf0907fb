#pragma once
// The charts pages of the PDF proposal. qcustomplot.h stays out of this header: it is included
// from files compiled with QT_NO_FOREACH.
#include <functional>

class QPaintDevice;
class QPainter;

namespace cc::views {
struct ProposalInputs;
namespace pdf {
class PageWriter;
}
} // namespace cc::views

namespace cc::views::charts {

/// Opens `device` with a painter the charts can draw into (a QCPPainter), calls `paint` with it
/// and ends it. Returns false when the device cannot be painted on.
bool paintWithChartPainter(QPaintDevice& device, const std::function<void(QPainter&)>& paint);

/// The "Charts" section: every chart that has something to show, two to a page, drawn as vector
/// graphics. The writer's painter must come from paintWithChartPainter().
void writeChartPages(pdf::PageWriter& w, const ProposalInputs& in);

} // namespace cc::views::charts
