#pragma once
#include <QTextBrowser>

namespace cc::model {
struct Design;
struct Report;
} // namespace cc::model

namespace cc::views {

/// Read-only summary of an analysis: key figures, network tiers, racks, cost and findings.
class ReportView : public QTextBrowser {
    Q_OBJECT
public:
    explicit ReportView(QWidget* parent = nullptr);
    void showReport(const model::Report& r, const model::Design& d);
};

} // namespace cc::views
