// The accuracy of the step-time model, shown as the project checks it: the same case file and
// the same analysis as tests/tst_validation_runs.cpp (model/validation/ValidationRuns), so what
// the user sees here is what the test suite asserts.
#include "views/dialogs/AccuracyDialog.h"
#include "views/style/Text.h"

#include "views/charts/AccuracyChartFactory.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScreen>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cc::views {

namespace {

using model::validation::ValidationRow;

/// Per case: within the target band, within the 20 % case limit, outside.
constexpr double kTarget = 0.10;
constexpr double kLimit = 0.20;
constexpr int kSortRole = Qt::UserRole + 1;

QString pct(double x)
{
    return QString::asprintf("%+.1f %%", x * 100);
}

QColor errorColour(double absError)
{
    if (absError <= kTarget)
        return {0x00, 0x9e, 0x73};
    return absError <= kLimit ? QColor(0xe6, 0x9f, 0x00) : QColor(0xd5, 0x5e, 0x00);
}

QString figure(model::validation::RunMetric m, double v)
{
    using model::validation::RunMetric;
    const QLocale l;
    switch (m) {
    case RunMetric::ModelTflopsPerGpu:
        return AccuracyDialog::tr("%1 TFLOP/s/GPU").arg(l.toString(v, 'f', 1));
    case RunMetric::Mfu:
        return AccuracyDialog::tr("%1 % MFU").arg(l.toString(v * 100, 'f', 1));
    case RunMetric::StepTimeS:
        return AccuracyDialog::tr("%1 s/step").arg(l.toString(v, 'f', 3));
    case RunMetric::TokensPerSPerGpu:
        return AccuracyDialog::tr("%1 tok/s/GPU").arg(l.toString(v, 'f', 0));
    }
    return {};
}

QString statusText(const ValidationRow& r)
{
    if (!r.analysed)
        return AccuracyDialog::tr("refused by the model");
    if (!r.expectFail.empty())
        return AccuracyDialog::tr("expected failure");
    return std::abs(r.error) <= kTarget ? AccuracyDialog::tr("within 10 %")
                                        : AccuracyDialog::tr("within 20 %");
}

QString rowTooltip(const ValidationRow& r)
{
    QString s = AccuracyDialog::tr("<b>%1</b><br/>%2<br/>Source: %3 (%4)<br/>%5<br/>FLOP "
                                   "convention: %6")
                    .arg(q(r.name).toHtmlEscaped(), q(r.config).toHtmlEscaped(),
                         q(r.source).toHtmlEscaped(), q(r.date), q(r.url).toHtmlEscaped(),
                         q(r.flopConvention).toHtmlEscaped());
    if (!r.notes.empty())
        s += AccuracyDialog::tr("<br/>%1").arg(q(r.notes).toHtmlEscaped());
    if (!r.problem.empty())
        s += AccuracyDialog::tr("<br/><b>Refused:</b> %1").arg(q(r.problem).toHtmlEscaped());
    if (!r.expectFail.empty())
        s += AccuracyDialog::tr("<br/><b>Expected failure:</b> %1")
                 .arg(q(r.expectFail).toHtmlEscaped());
    return QStringLiteral("<p style='white-space:pre-wrap'>%1</p>").arg(s);
}

QStandardItem* cell(const QString& text, const QVariant& sortKey, const QString& tip)
{
    auto* item = new QStandardItem(text);
    item->setData(sortKey, kSortRole);
    item->setToolTip(tip);
    item->setEditable(false);
    return item;
}

} // namespace

AccuracyDialog::AccuracyDialog(const model::Catalog& catalog, const QString& casesFile,
                               QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Accuracy of the step-time model"));
    auto* layout = new QVBoxLayout(this);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_intro->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_intro);
    m_summary = new QTableWidget(this);
    layout->addWidget(m_summary);
    auto* split = new QSplitter(Qt::Horizontal, this);
    m_cases = new QTableView(split);
    m_model = new QStandardItemModel(this);
    m_sorted = new QSortFilterProxyModel(this);
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(kSortRole);
    m_cases->setModel(m_sorted);
    m_cases->setSortingEnabled(true);
    m_cases->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cases->setSelectionMode(QAbstractItemView::SingleSelection);
    m_cases->verticalHeader()->hide();
    m_split = split;
    split->addWidget(m_cases);
    layout->addWidget(split, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(m_cases->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &AccuracyDialog::selectionChanged);

    std::vector<ValidationRow> rows;
    try {
        rows = model::validation::evaluateRuns(
            model::validation::loadPublishedRuns(casesFile.toStdString()), catalog);
    } catch (const model::FormatError& e) {
        m_error = QString::fromUtf8(e.what());
    }
    m_intro->setText(m_error.isEmpty()
                         ? tr("Published training runs of 2024–2026 on their own systems, "
                              "analysed with this version's model. Error: + means the model is "
                              "faster than measured. The target per kind of run is a mean within "
                              "10 % and no case beyond 20 %; expected failures say why they miss. "
                              "Hover a row for its source and assumptions.")
                         : tr("The validation cases could not be read:\n%1").arg(m_error));
    fillSummary(rows);
    fillCases(rows);
    m_chart = charts::makeAccuracyChart(rows, m_split);
    m_split->addWidget(m_chart);
    m_split->setStretchFactor(0, 1);
    m_split->setStretchFactor(1, 1);
    const QRect screen = QGuiApplication::primaryScreen()->availableGeometry();
    resize(std::min(1320, screen.width() - 40), std::min(760, screen.height() - 40));
    // The table reads better wide; the chart keeps a square-ish plot.
    m_split->setSizes({width() * 3 / 5, width() * 2 / 5});
}

QString AccuracyDialog::casesFileIn(const QString& catalogFolder)
{
    return QDir(catalogFolder).filePath(QStringLiteral("validation")); // every *.json in it
}

AccuracyDialog* AccuracyDialog::showFor(const model::Catalog& catalog,
                                        const QString& examplesFolder, QWidget* parent)
{
    const QString folder = QDir::cleanPath(examplesFolder + QStringLiteral("/.."));
    auto* d = new AccuracyDialog(catalog, casesFileIn(folder), parent);
    d->setAttribute(Qt::WA_DeleteOnClose);
    d->show();
    return d;
}

int AccuracyDialog::caseCount() const
{
    return m_model->rowCount();
}

void AccuracyDialog::fillCases(const std::vector<ValidationRow>& rows)
{
    // The figures first: what a user compares; the long texts after them.
    m_model->setHorizontalHeaderLabels({tr("Kind"), tr("Case"), tr("Published"), tr("Model"),
                                        tr("Error"), tr("Status"), tr("Configuration"),
                                        tr("Source"), tr("Date")});
    for (const auto& r : rows) {
        const QString tip = rowTooltip(r);
        const double absErr = std::abs(r.error);
        QList<QStandardItem*> items{
            cell(charts::accuracyKindText(r.kind), static_cast<int>(r.kind), tip),
            cell(q(r.name), q(r.name), tip),
            cell(figure(r.metric, r.published), r.publishedTokensPerSPerGpu, tip),
            cell(r.analysed ? figure(r.metric, r.predicted) : tr("—"), r.predictedTokensPerSPerGpu,
                 tip),
            cell(r.analysed ? pct(r.error) : tr("—"), r.analysed ? absErr : 1e9, tip),
            cell(statusText(r), statusText(r), tip),
            cell(q(r.config), q(r.config), tip),
            cell(q(r.source), q(r.source), tip),
            cell(q(r.date), q(r.date), tip)};
        items[0]->setData(q(r.id), Qt::UserRole); // the case id, for the chart's highlight
        if (r.analysed)
            items[4]->setForeground(errorColour(absErr));
        for (int c : {2, 3, 4})
            items[c]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_model->appendRow(items);
    }
    m_cases->resizeColumnsToContents();
    for (int c : {1, 6, 7}) // long texts wrap; the tooltip has them whole
        m_cases->setColumnWidth(c, std::min(m_cases->columnWidth(c), c == 1 ? 205 : 240));
    m_cases->resizeRowsToContents();
    m_cases->sortByColumn(0, Qt::AscendingOrder);
}

void AccuracyDialog::fillSummary(const std::vector<ValidationRow>& rows)
{
    const auto kinds = model::validation::summarizeByKind(rows);
    m_summary->setColumnCount(9);
    m_summary->setHorizontalHeaderLabels(
        {tr("Kind of run"), tr("Cases"), tr("Refused"), tr("Mean |error|, all"),
         tr("Mean signed, all"), tr("Counted"), tr("Mean |error|, counted"),
         tr("Max |error|, counted"), tr("Target (mean ≤ 10 %, max ≤ 20 %)")});
    m_summary->setRowCount(static_cast<int>(kinds.size()));
    m_summary->verticalHeader()->hide();
    m_summary->setEditTriggers(QAbstractItemView::NoEditTriggers);
    const QString dash = tr("—");
    for (int i = 0; i < static_cast<int>(kinds.size()); ++i) {
        const auto& s = kinds[static_cast<size_t>(i)];
        const bool counted = s.counted > 0;
        const bool any = s.analysed > 0;
        const bool met = counted && s.meanAbsError <= kTarget && s.maxAbsError <= kLimit;
        const QStringList cells{charts::accuracyKindText(s.kind),
                                QString::number(s.cases),
                                QString::number(s.refused),
                                any ? QString::asprintf("%.1f %%", s.meanAbsErrorAll * 100) : dash,
                                any ? pct(s.meanSignedErrorAll) : dash,
                                QString::number(s.counted),
                                counted ? QString::asprintf("%.1f %%", s.meanAbsError * 100) : dash,
                                counted ? QString::asprintf("%.1f %%", s.maxAbsError * 100) : dash,
                                !counted ? tr("not yet: every case is an expected failure")
                                : met    ? tr("met")
                                         : tr("not met")};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            if (c > 0 && c < 8)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_summary->setItem(i, c, item);
        }
    }
    m_summary->resizeColumnsToContents();
    m_summary->horizontalHeader()->setStretchLastSection(true);
    const int h = m_summary->horizontalHeader()->height() + 2 * m_summary->frameWidth() +
                  m_summary->verticalHeader()->length();
    m_summary->setFixedHeight(h);
}

void AccuracyDialog::selectionChanged()
{
    const auto sel = m_cases->selectionModel()->selectedRows();
    charts::highlightAccuracyCase(
        m_chart,
        sel.isEmpty() ? std::string() : sel.front().data(Qt::UserRole).toString().toStdString());
}

} // namespace cc::views
