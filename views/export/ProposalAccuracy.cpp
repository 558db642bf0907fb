// Appendix of the proposal: how far the step-time model is from published training runs, per
// kind of run, with the published sources cited. The same cases and analysis as Help ▸ Accuracy
// and tests/tst_validation_runs.cpp.
#include "views/export/ProposalAccuracy.h"

#include "model/catalog/Catalog.h"
#include "views/charts/AccuracyChartFactory.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalPdf.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>
#include <map>
#include <tuple>

namespace cc::views::pdf {

namespace {

using model::validation::KindSummary;
using model::validation::RunKind;
using model::validation::ValidationRow;

constexpr double kTarget = 0.10; // issue 9: mean per kind within 10 %
constexpr double kLimit = 0.20;  // and no counted case beyond 20 %
constexpr qreal kChartHeight = 330;

QString kindText(RunKind k)
{
    switch (k) {
    case RunKind::Dense:
        return Proposal::tr("Dense BF16, Megatron-style TP/PP");
    case RunKind::Fp8:
        return Proposal::tr("FP8 (H100, B200, GB200)");
    case RunKind::Fsdp:
        return Proposal::tr("FSDP / ZeRO-3");
    case RunKind::Moe:
        return Proposal::tr("Mixture of experts with EP");
    case RunKind::LongContext:
        return Proposal::tr("Long context with CP");
    case RunKind::NonNvidia:
        return Proposal::tr("Non-NVIDIA accelerators");
    }
    return {};
}

QString signedPct(double x)
{
    return QString::asprintf("%+.1f %%", x * 100);
}

/// The case file beside the catalog's own files: <catalog folder>/validation/published-runs.json.
QString casesFile(const model::Catalog& catalog)
{
    for (const auto& e : catalog.entries()) {
        const QFileInfo origin(QString::fromStdString(e.origin));
        if (!e.origin.empty() && origin.isFile())
            return origin.dir().filePath(QStringLiteral("validation/published-runs.json"));
    }
    return {};
}

Table summaryTable(const std::vector<KindSummary>& kinds)
{
    Table t;
    t.columns = {{Proposal::tr("Kind of run"), 2.6},
                 {Proposal::tr("Cases"), 0.8, Qt::AlignRight},
                 {Proposal::tr("Refused"), 0.9, Qt::AlignRight},
                 {Proposal::tr("Mean |error| (all)"), 1.2, Qt::AlignRight},
                 {Proposal::tr("Mean signed (all)"), 1.2, Qt::AlignRight},
                 {Proposal::tr("Counted"), 0.9, Qt::AlignRight},
                 {Proposal::tr("Mean |error| (counted)"), 1.3, Qt::AlignRight},
                 {Proposal::tr("Max |error| (counted)"), 1.3, Qt::AlignRight},
                 {Proposal::tr("Target met"), 1.0}};
    const QString dash = QStringLiteral("—");
    for (const auto& s : kinds) {
        const bool counted = s.counted > 0;
        const bool any = s.analysed > 0;
        const bool met = counted && s.meanAbsError <= kTarget && s.maxAbsError <= kLimit;
        t.rows << TableRow({kindText(s.kind), count(s.cases), count(s.refused),
                            any ? QString::asprintf("%.1f %%", s.meanAbsErrorAll * 100) : dash,
                            any ? signedPct(s.meanSignedErrorAll) : dash, count(s.counted),
                            counted ? QString::asprintf("%.1f %%", s.meanAbsError * 100) : dash,
                            counted ? QString::asprintf("%.1f %%", s.maxAbsError * 100) : dash,
                            !counted ? Proposal::tr("not yet")
                            : met    ? Proposal::tr("yes")
                                     : Proposal::tr("no")});
    }
    return t;
}

/// One row per published source: title, address, date and how many cases it gave.
Table sourcesTable(const std::vector<ValidationRow>& rows)
{
    std::map<std::tuple<std::string, std::string, std::string>, int> sources;
    for (const auto& r : rows)
        ++sources[{r.source, r.url, r.date}];
    Table t;
    t.columns = {{Proposal::tr("Published source"), 6},
                 {Proposal::tr("Date"), 1.3},
                 {Proposal::tr("Cases"), 0.8, Qt::AlignRight}};
    for (const auto& [key, n] : sources) {
        const auto& [source, url, date] = key;
        t.rows << TableRow({Proposal::tr("%1 — %2").arg(q(source), q(url)), q(date), count(n)});
    }
    return t;
}

int failures(const std::vector<ValidationRow>& rows)
{
    int n = 0;
    for (const auto& r : rows)
        n += r.expectFail.empty() ? 0 : 1;
    return n;
}

} // namespace

void writeAccuracyAppendix(PageWriter& w, const ProposalInputs& in)
{
    w.section(Proposal::tr("Appendix: accuracy of the training estimates"));
    std::vector<ValidationRow> rows;
    QString problem;
    const QString file = in.catalog ? casesFile(*in.catalog) : QString();
    try {
        if (file.isEmpty())
            problem = Proposal::tr("the catalog was not read from a folder");
        else
            rows = model::validation::evaluateRuns(
                model::validation::loadPublishedRuns(file.toStdString()), *in.catalog);
    } catch (const model::FormatError& e) {
        problem = QString::fromUtf8(e.what());
    }
    if (!problem.isEmpty()) {
        w.paragraph(Proposal::tr("The validation cases could not be read (%1).").arg(problem));
        return;
    }
    w.paragraph(
        Proposal::tr(
            "The step time, throughput and MFU in this proposal come from the ClusterCanvas "
            "step-time model. It is checked against %1 published training runs of "
            "2024–2026, each analysed on its own system as drawn from the catalog. Error: "
            "+ means the model estimates a faster run than was measured. The target per "
            "kind of run is a mean within 10 % and no case beyond 20 %; the %2 cases the "
            "model cannot match yet are expected failures, listed with their reason in "
            "Help ▸ Accuracy, and not counted.")
            .arg(rows.size())
            .arg(failures(rows)));
    w.table(summaryTable(model::validation::summarizeByKind(rows)));
    w.space(8);
    w.ensure(kChartHeight);
    const QRectF rect(w.content().left(), w.y(), w.content().width(), kChartHeight);
    charts::renderAccuracyChart(w.painter(), rect, rows);
    w.space(kChartHeight + 8);
    w.subheading(Proposal::tr("Published sources"));
    w.table(sourcesTable(rows));
}

} // namespace cc::views::pdf
