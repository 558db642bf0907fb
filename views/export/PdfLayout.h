#pragma once
#include <QColor>
#include <QFont>
#include <QList>
#include <QPair>
#include <QRectF>
#include <QString>
#include <QStringList>

class QPainter;
class QPagedPaintDevice;

namespace cc::views::pdf {

/// A column of a Table: its heading, share of the width and alignment.
struct TableColumn {
    QString title;
    qreal weight = 1;
    Qt::Alignment align = Qt::AlignLeft;
};

struct TableRow {
    enum class Style { Normal, Group, Subtotal, Total };
    TableRow() = default;
    TableRow(QStringList c, Style s = Style::Normal, QColor m = {})
        : cells(std::move(c)), style(s), mark(std::move(m))
    {}
    QStringList cells;
    Style style = Style::Normal;
    QColor mark; ///< a coloured bar before the first cell (e.g. severity); invalid: none
};

/// A table that wraps its cells and continues on the next page with its heading repeated.
struct Table {
    QList<TableColumn> columns;
    QList<TableRow> rows;
};

/// Lays out the pages of a document: A4 portrait in units of 1/96 inch (the resolution the canvas
/// and the charts measure their text in), margins, a footer with a name and "page N of M",
/// headings, wrapped paragraphs and tables that break across pages. Text never leaves the page:
/// long words wrap anywhere.
class PageWriter {
public:
    static constexpr int kDpi = 96;

    /// `totalPages` 0: the footer shows only the page number.
    PageWriter(QPainter& painter, QPagedPaintDevice& device, QString footer, int totalPages);

    QPainter& painter() { return m_painter; }
    /// The writable area of the page (within the margins, above the footer).
    QRectF content() const { return m_content; }
    qreal y() const { return m_y; }
    void setY(qreal y) { m_y = y; }
    qreal remaining() const { return m_content.bottom() - m_y; }
    int page() const { return m_page; }

    void newPage();
    /// Starts a numbered section with its heading: on a new page when `ownPage` or when less
    /// than about half a page is left (a small design is not padded to one page per section);
    /// the first section stays on the current page.
    void section(const QString& title, bool ownPage = false);
    /// A heading kept on the same page as the next `keepWith` units of what follows.
    void subheading(const QString& text, qreal keepWith = 60);
    void paragraph(const QString& text, const QFont& font, const QColor& color = Qt::black);
    void paragraph(const QString& text) { paragraph(text, bodyFont()); }
    /// Two columns without a heading: label and value.
    void keyValues(const QList<QPair<QString, QString>>& rows) { keyValues(QString(), rows); }
    /// The same introduced by a bold `label` kept on the same page.
    void keyValues(const QString& label, const QList<QPair<QString, QString>>& rows);
    void table(const Table& t);
    /// How much of `t` must fit where it starts: all of a short table (it is not split), else
    /// its heading and first row.
    qreal tableStart(const Table& t) const;
    void space(qreal h) { m_y += h; }
    /// Starts a new page when less than `h` is left; returns whether it did.
    bool ensure(qreal h);
    /// Draws the footer of the last page; call once at the end.
    void finish();

    /// Height of `text` wrapped to `width` (word boundaries, else anywhere).
    qreal textHeight(const QString& text, const QFont& font, qreal width) const;
    /// Draws `text` wrapped into `rect` (clipped to it), returns the height used.
    qreal drawText(const QRectF& rect, const QString& text, const QFont& font, const QColor& color,
                   Qt::Alignment align = Qt::AlignLeft);

    static QFont bodyFont();
    static QFont smallFont();
    static QFont boldFont();
    static QFont headingFont();
    static QFont subheadingFont();
    static QFont titleFont();

private:
    void drawFooter();
    qreal rowHeight(const Table& t, const TableRow& row, const QList<qreal>& widths) const;
    QList<qreal> columnWidths(const Table& t) const;
    static TableRow headerRow(const Table& t);
    void drawRow(const Table& t, const TableRow& row, const QList<qreal>& widths, qreal h,
                 bool header);

    QPainter& m_painter;
    QPagedPaintDevice& m_device;
    QString m_footer;
    int m_total = 0;
    int m_page = 1;
    int m_section = 0;
    QRectF m_pageRect;
    QRectF m_content;
    qreal m_y = 0;
    bool m_pageEmpty = true;
};

} // namespace cc::views::pdf
