// Cabling workbook: one row per cable over as many sheets as Excel's row limit needs, and a
// summary by cable type. XlsxFile turns it into bytes for the caller's atomic save.
#include "views/export/CablingXlsx.h"
#include "views/export/XlsxFile.h"

#include "model/cabling/CablingText.h"
#include "views/text/MessageText.h"

#include <QCoreApplication>

#include <xlsxwriter.h>

#include <map>

namespace cc::views {

namespace {

/// Excel's last row is 1,048,576 (row index 1,048,575); one is the header.
constexpr std::int64_t kRowsPerSheet = 1'048'575;

/// A heading or sheet name of the workbook in the user's language, as UTF-8.
std::string heading(const char* text)
{
    return QCoreApplication::translate("CablingXlsx", text).toStdString();
}

/// Columns written as numbers (the rest as text), by index in cablingColumns().
bool numeric(size_t col)
{
    return col == 0 || col == 2 || col == 4 || col == 5 || col == 7 || col == 9 || col == 10 ||
           col == 11 || col == 14;
}

class Writer {
public:
    explicit Writer(lxw_workbook* wb) : m_wb(wb)
    {
        m_bold = workbook_add_format(wb);
        format_set_bold(m_bold);
        m_summary = workbook_add_worksheet(
            wb, heading(QT_TRANSLATE_NOOP("CablingXlsx", "Summary")).c_str());
    }

    bool row(const model::cabling::CableRow& r)
    {
        if (!m_sheet || m_row > kRowsPerSheet)
            newSheet();
        const std::vector<std::string> cells = model::cabling::cablingCells(r, termText);
        for (size_t c = 0; c < cells.size(); ++c) {
            if (cells[c].empty())
                continue;
            if (numeric(c))
                worksheet_write_number(m_sheet, lxw_row_t(m_row), lxw_col_t(c), std::stod(cells[c]),
                                       nullptr);
            else
                worksheet_write_string(m_sheet, lxw_row_t(m_row), lxw_col_t(c), cells[c].c_str(),
                                       nullptr);
        }
        ++m_row;
        ++m_byType[{cells[12], cells[15]}]; // the cable and length class as written
        return true;
    }

    void summary(std::int64_t total)
    {
        worksheet_write_string(m_summary, 0, 0,
                               heading(QT_TRANSLATE_NOOP("CablingXlsx", "Cable type")).c_str(),
                               m_bold);
        worksheet_write_string(m_summary, 0, 1,
                               heading(QT_TRANSLATE_NOOP("CablingXlsx", "Length class")).c_str(),
                               m_bold);
        worksheet_write_string(m_summary, 0, 2,
                               heading(QT_TRANSLATE_NOOP("CablingXlsx", "Cables")).c_str(), m_bold);
        lxw_row_t at = 1;
        for (const auto& [key, n] : m_byType) {
            worksheet_write_string(m_summary, at, 0, key.first.c_str(), nullptr);
            worksheet_write_string(m_summary, at, 1, key.second.c_str(), nullptr);
            worksheet_write_number(m_summary, at++, 2, double(n), nullptr);
        }
        // The total recounts the cable sheets' rows, so it follows edits in the spreadsheet.
        std::string formula = "=";
        for (size_t i = 0; i < m_names.size(); ++i)
            formula += (i ? "+" : "") + std::string("COUNTA('") + m_names[i] + "'!A:A)-1";
        if (m_names.empty())
            formula = "=0";
        worksheet_write_string(m_summary, at, 0,
                               heading(QT_TRANSLATE_NOOP("CablingXlsx", "Total")).c_str(), m_bold);
        worksheet_write_formula_num(m_summary, at, 2, formula.c_str(), m_bold, double(total));
        worksheet_set_column(m_summary, 0, 0, 40, nullptr);
        worksheet_set_column(m_summary, 1, 2, 16, nullptr);
    }

private:
    void newSheet()
    {
        // "Cables", "Cables 2", ...: the sheet's name also goes into the summary's formula.
        const std::string base = heading(QT_TRANSLATE_NOOP("CablingXlsx", "Cables"));
        m_names.push_back(m_names.empty() ? base : base + " " + std::to_string(m_names.size() + 1));
        m_sheet = workbook_add_worksheet(m_wb, m_names.back().c_str());
        const auto& head = model::cabling::cablingColumns();
        for (size_t c = 0; c < head.size(); ++c)
            worksheet_write_string(m_sheet, 0, lxw_col_t(c), head[c].c_str(), m_bold);
        worksheet_freeze_panes(m_sheet, 1, 0);
        worksheet_set_column(m_sheet, 1, 1, 14, nullptr);
        worksheet_set_column(m_sheet, 3, 3, 24, nullptr);
        worksheet_set_column(m_sheet, 6, 6, 14, nullptr);
        worksheet_set_column(m_sheet, 8, 8, 24, nullptr);
        worksheet_set_column(m_sheet, 12, 12, 36, nullptr);
        m_row = 1;
    }

    lxw_workbook* m_wb;
    lxw_format* m_bold = nullptr;
    lxw_worksheet* m_summary = nullptr;
    lxw_worksheet* m_sheet = nullptr;
    std::int64_t m_row = 1;
    std::vector<std::string> m_names;
    std::map<std::pair<std::string, std::string>, std::int64_t> m_byType;
};

} // namespace

std::optional<std::string> cablingToXlsx(const model::Design& d, const model::Catalog& catalog,
                                         std::string* error, std::int64_t* rows)
{
    XlsxOptions o;
    o.tempPrefix = "clustercanvas-cabling";
    o.constantMemory = true; // 328,416 rows for the 100k-GPU example
    return xlsxBytes(
        o,
        [&](lxw_workbook* wb) {
            Writer w(wb);
            const std::int64_t n = model::cabling::forEachCable(
                d, catalog, [&w](const model::cabling::CableRow& r) { return w.row(r); });
            w.summary(n);
            if (rows)
                *rows = n;
        },
        error);
}

} // namespace cc::views
