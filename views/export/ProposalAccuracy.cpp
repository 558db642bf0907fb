// Appendix of the proposal: how far the step-time model is from published training runs, per
// kind of run, with the published sources cited. The same cases and analysis as Help ▸ Accuracy
// and tests/tst_validation_runs.cpp.
#include "views/export/ProposalAccuracy.h"

#include "model/catalog/Catalog.h"
#include "views/charts/AccuracyChartFactory.h"
#include "views/export/PdfLayout.h"
#include "views/export/ProposalFormat.h"
#include "views/export/ProposalPdf.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace cc::views::pdf {

namespace {

using model::validation::KindSummary;
using model::validation::RunKind;
using model::validation::ValidationRow;

constexpr double kTarget = 0.10; // issue 9: mean per kind within 10 %
constexpr double kLimit = 0.20;  // and no counted case beyond 20 %
constexpr qreal kChartHeight = 300;
/// The chart narrower than the page, so that its log-log plot is not flattened.
constexpr qreal kChartWidthShare = 0.8;

QString signedPct(double x)
{
    return QString::asprintf("%+.1f %%", x * 100);
}

Table summaryTable(const std::vector<KindSummary>& kinds)
{
    Table t;
    t.columns = {{Proposal::tr("Kind of run"), 2.0},
                 {Proposal::tr("Cases"), 1.0, Qt::AlignRight},
                 {Proposal::tr("Mean |error|, all"), 1.5, Qt::AlignRight},
                 {Proposal::tr("Signed, all"), 1.5, Qt::AlignRight},
                 {Proposal::tr("Counted"), 1.3, Qt::AlignRight},
                 {Proposal::tr("Mean |error|"), 1.6, Qt::AlignRight},
                 {Proposal::tr("Max |error|"), 1.6, Qt::AlignRight},
                 {Proposal::tr("Target met"), 1.2}};
    const QString dash = QStringLiteral("—");
    for (const auto& s : kinds) {
        const bool counted = s.counted > 0;
        const bool any = s.analysed > 0;
        const bool met = counted && s.meanAbsError <= kTarget && s.maxAbsError <= kLimit;
        t.rows << TableRow({charts::accuracyKindText(s.kind), count(s.cases),
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

/// A source document's name: its citation up to the first comma, or the second when the first
/// part is only an author and year ("DeepSeek-AI 2024, 'DeepSeek-V3 Technical Report'").
std::string documentOf(const std::string& source)
{
    size_t cut = source.find(", ");
    const auto isDigit = [&](size_t i) { return source[i] >= '0' && source[i] <= '9'; };
    if (cut != std::string::npos && cut >= 4 && isDigit(cut - 1) && isDigit(cut - 2) &&
        isDigit(cut - 3) && isDigit(cut - 4))
        cut = source.find(", ", cut + 2);
    std::string name = source.substr(0, cut);
    // "Model zoo (owner/repo, path)": the comma fell inside the parenthesis; drop its open half.
    const size_t open = name.rfind(" (");
    if (open != std::string::npos && name.find(')', open) == std::string::npos)
        name.resize(open);
    return name;
}

/// What the URLs of one document share, cut after the last '/' when they differ; when they share
/// no host (one document name published on two sites), each distinct address, "; "-separated.
std::string commonUrl(const std::vector<std::string>& urls)
{
    std::string prefix = urls.front();
    for (const auto& u : urls) {
        size_t n = 0;
        while (n < prefix.size() && n < u.size() && prefix[n] == u[n])
            ++n;
        prefix.resize(n);
    }
    if (prefix.size() != urls.front().size() || urls.size() > 1)
        for (const auto& u : urls)
            if (u != prefix) {
                prefix.resize(prefix.rfind('/') + 1);
                break;
            }
    const size_t scheme = prefix.find("://");
    if (scheme != std::string::npos && prefix.find('/', scheme + 3) != std::string::npos)
        return prefix;
    std::vector<std::string> distinct;
    for (const auto& u : urls)
        if (std::find(distinct.begin(), distinct.end(), u) == distinct.end())
            distinct.push_back(u);
    std::string all;
    for (const auto& u : distinct)
        all += (all.empty() ? "" : "; ") + u;
    return all;
}

/// One line per published document: name, dates, cases and address.
void writeSources(PageWriter& w, const std::vector<ValidationRow>& rows)
{
    struct Doc {
        std::vector<std::string> urls;
        std::string first, last;
        int cases = 0;
    };
    std::map<std::string, Doc> docs;
    for (const auto& r : rows) {
        Doc& d = docs[documentOf(r.source)];
        d.urls.push_back(r.url);
        d.first = d.first.empty() ? r.date : std::min(d.first, r.date);
        d.last = std::max(d.last, r.date);
        ++d.cases;
    }
    w.subheading(Proposal::tr("Published sources"));
    QStringList lines;
    for (const auto& [name, d] : docs) {
        const QString dates = d.first == d.last ? q(d.first) : q(d.first + " – " + d.last);
        const QString cases =
            d.cases == 1 ? Proposal::tr("1 case") : Proposal::tr("%1 cases").arg(d.cases);
        lines << Proposal::tr("• %1 (%2; %3): %4").arg(q(name), dates, cases, q(commonUrl(d.urls)));
    }
    w.paragraph(lines.join(QLatin1Char('\n')), PageWriter::smallFont());
}

int failures(const std::vector<ValidationRow>& rows)
{
    int n = 0;
    for (const auto& r : rows)
        n += r.expectFail.empty() ? 0 : 1;
    return n;
}

int refused(const std::vector<ValidationRow>& rows)
{
    int n = 0;
    for (const auto& r : rows)
        n += r.analysed ? 0 : 1;
    return n;
}

std::vector<ValidationRow> loadRows(const ProposalInputs& in, QString& problem)
{
    if (in.validationCases.isEmpty() || !in.catalog) {
        problem = Proposal::tr("no validation case file was given");
        return {};
    }
    try {
        return model::validation::evaluateRuns(
            model::validation::loadPublishedRuns(in.validationCases.toStdString()), *in.catalog);
    } catch (const model::FormatError& e) {
        problem = QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace

void writeAccuracyAppendix(PageWriter& w, const ProposalInputs& in)
{
    w.section(Proposal::tr("Appendix: accuracy of the training estimates"));
    QString problem;
    const std::vector<ValidationRow> rows = loadRows(in, problem);
    if (!problem.isEmpty()) {
        w.paragraph(Proposal::tr("The validation cases could not be read (%1).").arg(problem));
        return;
    }
    w.paragraph(
        Proposal::tr("The step time, throughput and MFU in this proposal come from the "
                     "ClusterCanvas step-time model, checked against %1 published "
                     "training runs of 2024–2026, each analysed on its own system. Error: "
                     "+ means the model estimates a faster run than was measured. Target "
                     "per kind of run: mean within 10 %, no case beyond 20 %, over the counted "
                     "cases (\"all\": every case the model analysed). %2 cases "
                     "the model cannot match yet (%3 of them refused as layouts) are "
                     "expected failures, each with its reason in Help ▸ Accuracy, and "
                     "not counted.")
            .arg(rows.size())
            .arg(failures(rows))
            .arg(refused(rows)));
    w.table(summaryTable(model::validation::summarizeByKind(rows)));
    w.space(6);
    w.ensure(kChartHeight);
    const qreal width = w.content().width() * kChartWidthShare;
    const QRectF rect(w.content().left() + (w.content().width() - width) / 2, w.y(), width,
                      kChartHeight);
    charts::renderAccuracyChart(w.painter(), rect, rows);
    w.space(kChartHeight + 6);
    writeSources(w, rows);
}

} // namespace cc::views::pdf
