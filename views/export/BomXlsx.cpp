// BoM workbook (libxlsxwriter 1.1.4, Debian 12): a summary sheet and one sheet per category, with
// formulas so the totals recompute. XlsxFile turns it into bytes for the caller's atomic save.
#include "views/export/BomXlsx.h"
#include "views/export/XlsxFile.h"

#include <xlsxwriter.h>

#include <cmath>
#include <map>
#include <set>
#include <vector>

namespace cc::views {

namespace {

/// Column letters of a 0-based column (A, B, ..., Z, AA, ...).
std::string columnName(int col)
{
    std::string s;
    for (++col; col > 0; col = (col - 1) / 26)
        s.insert(s.begin(), static_cast<char>('A' + (col - 1) % 26));
    return s;
}

std::string cell(int row, int col)
{
    return columnName(col) + std::to_string(row + 1);
}

/// A sheet reference usable inside a formula: 'Name'!A1 with quotes doubled.
std::string sheetRef(const std::string& sheet, const std::string& a1)
{
    std::string q;
    for (char c : sheet)
        q += c == '\'' ? std::string("''") : std::string(1, c);
    return "'" + q + "'!" + a1;
}

struct Formats {
    lxw_format* bold = nullptr;
    lxw_format* money = nullptr;
    lxw_format* boldMoney = nullptr;
};

Formats makeFormats(lxw_workbook* wb)
{
    Formats f;
    f.bold = workbook_add_format(wb);
    format_set_bold(f.bold);
    f.money = workbook_add_format(wb);
    format_set_num_format(f.money, "#,##0.00");
    f.boldMoney = workbook_add_format(wb);
    format_set_num_format(f.boldMoney, "#,##0.00");
    format_set_bold(f.boldMoney);
    return f;
}

/// True when the line's total is exactly its count times its unit price (then it is a formula).
bool isProduct(const model::CostLine& l)
{
    return l.priced && std::abs(double(l.count) * l.unitUsd - l.totalUsd) <=
                           1e-9 * std::max(1.0, std::abs(l.totalUsd));
}

/// Writes the header and the lines from row 0; returns the row of the total (or -1 without one).
/// `withCategory` adds the CSV's leading category column.
int writeLines(lxw_worksheet* ws, const std::vector<const model::CostLine*>& lines,
               const Formats& f, bool withCategory, bool totalRow)
{
    std::vector<const char*> head{"item", "id", "count", "unit_price_usd", "total", "estimate"};
    if (withCategory)
        head.insert(head.begin(), "category");
    for (size_t c = 0; c < head.size(); ++c)
        worksheet_write_string(ws, 0, lxw_col_t(c), head[c], f.bold);
    const int off = withCategory ? 1 : 0;
    int row = 1;
    for (const model::CostLine* l : lines) {
        if (withCategory)
            worksheet_write_string(ws, lxw_row_t(row), 0, l->category.c_str(), nullptr);
        worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(off), l->item.c_str(), nullptr);
        worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(off + 1), l->ref.c_str(), nullptr);
        worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(off + 2), double(l->count), nullptr);
        if (l->priced || l->unitUsd > 0)
            worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(off + 3), l->unitUsd, f.money);
        if (isProduct(*l)) {
            const std::string fx = "=" + cell(row, off + 2) + "*" + cell(row, off + 3);
            worksheet_write_formula_num(ws, lxw_row_t(row), lxw_col_t(off + 4), fx.c_str(), f.money,
                                        l->totalUsd);
        } else {
            worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(off + 4), l->totalUsd, f.money);
        }
        worksheet_write_boolean(ws, lxw_row_t(row), lxw_col_t(off + 5), l->estimate, nullptr);
        ++row;
    }
    worksheet_set_column(ws, lxw_col_t(off), lxw_col_t(off), 48, nullptr);
    worksheet_set_column(ws, lxw_col_t(off + 1), lxw_col_t(off + 1), 26, nullptr);
    worksheet_set_column(ws, lxw_col_t(off + 3), lxw_col_t(off + 4), 18, nullptr);
    if (withCategory)
        worksheet_set_column(ws, 0, 0, 16, nullptr);
    if (!totalRow)
        return -1;
    double sum = 0;
    for (const model::CostLine* l : lines)
        sum += l->totalUsd;
    worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(off), "Total", f.bold);
    const std::string fx =
        "=SUM(" + cell(1, off + 4) + ":" + cell(std::max(1, row - 1), off + 4) + ")";
    worksheet_write_formula_num(ws, lxw_row_t(row), lxw_col_t(off + 4), fx.c_str(), f.boldMoney,
                                sum);
    return row;
}

/// The first `n` UTF-8 characters of `s`, never cutting a character in half.
std::string firstChars(std::string s, size_t n)
{
    size_t chars = 0;
    for (size_t i = 0; i < s.size(); ++i)
        if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80 && ++chars > n) {
            s.resize(i);
            break;
        }
    return s;
}

/// Distinct, valid sheet names for the categories (in order of first appearance).
std::vector<std::pair<std::string, std::string>> categorySheets(const model::Report& r)
{
    std::vector<std::pair<std::string, std::string>> out; // category, sheet
    std::set<std::string> used{"Summary", "BoM"};
    for (const model::CostLine& l : r.cost.lines) {
        bool seen = false;
        for (const auto& p : out)
            seen = seen || p.first == l.category;
        if (seen)
            continue;
        std::string name = xlsxSheetName(l.category);
        for (int n = 2; used.count(name); ++n)
            name = firstChars(xlsxSheetName(l.category), 26) + " (" + std::to_string(n) + ")";
        used.insert(name);
        out.emplace_back(l.category, name);
    }
    return out;
}

void writeWorkbook(lxw_workbook* wb, const model::Report& r)
{
    const Formats f = makeFormats(wb);
    lxw_worksheet* summary = workbook_add_worksheet(wb, "Summary");
    lxw_worksheet* all = workbook_add_worksheet(wb, "BoM");
    std::vector<const model::CostLine*> every;
    for (const model::CostLine& l : r.cost.lines)
        every.push_back(&l);
    writeLines(all, every, f, true, false);

    worksheet_write_string(summary, 0, 0, "category", f.bold);
    worksheet_write_string(summary, 0, 1, "lines", f.bold);
    worksheet_write_string(summary, 0, 2, "total_usd", f.bold);
    worksheet_set_column(summary, 0, 0, 28, nullptr);
    worksheet_set_column(summary, 2, 2, 20, nullptr);
    int row = 1;
    for (const auto& [category, sheet] : categorySheets(r)) {
        std::vector<const model::CostLine*> lines;
        double sum = 0;
        for (const model::CostLine& l : r.cost.lines)
            if (l.category == category) {
                lines.push_back(&l);
                sum += l.totalUsd;
            }
        lxw_worksheet* ws = workbook_add_worksheet(wb, sheet.c_str());
        const int totalRow = writeLines(ws, lines, f, false, true);
        worksheet_write_string(summary, lxw_row_t(row), 0, category.c_str(), nullptr);
        worksheet_write_number(summary, lxw_row_t(row), 1, double(lines.size()), nullptr);
        const std::string fx = "=" + sheetRef(sheet, cell(totalRow, 4));
        worksheet_write_formula_num(summary, lxw_row_t(row), 2, fx.c_str(), f.money, sum);
        ++row;
    }
    worksheet_write_string(summary, lxw_row_t(row), 0, "Capital cost (capex)", f.bold);
    const std::string fx = "=SUM(C2:C" + std::to_string(std::max(2, row)) + ")";
    worksheet_write_formula_num(summary, lxw_row_t(row), 2, fx.c_str(), f.boldMoney,
                                row > 1 ? r.cost.capexUsd : 0.0);
}

} // namespace

std::string xlsxSheetName(const std::string& name)
{
    std::string s;
    for (char c : name)
        s += std::string("[]:*?/\\").find(c) == std::string::npos ? c : '_';
    s = firstChars(s, 31); // Excel counts characters (code points), not bytes
    while (!s.empty() && s.front() == '\'')
        s.erase(s.begin());
    return s.empty() ? std::string("Items") : s;
}

std::optional<std::string> bomToXlsx(const model::Report& r, std::string* error)
{
    XlsxOptions o;
    o.tempPrefix = "clustercanvas-bom";
    return xlsxBytes(
        o, [&r](lxw_workbook* wb) { writeWorkbook(wb, r); }, error);
}

} // namespace cc::views
