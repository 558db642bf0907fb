#pragma once
#include <QTextBrowser>

#include <memory>

namespace cc::model {
struct Design;
struct Report;
struct TrainingReport;
} // namespace cc::model

namespace cc::views {

/// Read-only summary of an analysis: key figures, network tiers, racks, cost and findings.
class ReportView : public QTextBrowser {
    Q_OBJECT
public:
    explicit ReportView(QWidget* parent = nullptr);
    ~ReportView() override;
    /// Renders at once when visible, else when it is next shown (HTML layout is the slowest
    /// part of a refresh, and the report usually sits in a hidden tab).
    void showReport(const model::Report& r, const model::Design& d,
                    const model::TrainingReport* training = nullptr);

protected:
    void showEvent(QShowEvent* e) override;

private:
    void render();
    std::unique_ptr<model::Report> m_report;
    std::unique_ptr<model::TrainingReport> m_training;
    QString m_name;
    double m_pue = 0;
    bool m_dirty = false;
};

} // namespace cc::views
