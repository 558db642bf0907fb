#pragma once
#include "views/charts/ChartFormat.h"
#include "views/charts/ChartInputs.h"

#include <qcustomplot.h>

#include <vector>

namespace cc::views::charts {

/// What every chart shares: a title, axis labels with units, a legend, tooltips with exact
/// values on hover, a light or dark palette that follows the application's, an empty-state
/// message, and export to PNG, SVG or PDF from the context menu.
///
/// A chart draws the first of its inputs as the design and overlays the others (scenarios).
class ChartBase : public QCustomPlot {
    Q_OBJECT
public:
    explicit ChartBase(QWidget* parent = nullptr);

    /// The chart's title, e.g. "Memory per GPU".
    virtual QString title() const = 0;
    /// Redraws from `inputs` (first: the design; the rest: scenarios to overlay, at most 4).
    void setScenarios(const std::vector<ChartInputs>& inputs);
    void setInputs(const ChartInputs& in) { setScenarios({in}); }
    const std::vector<ChartInputs>& inputs() const { return m_inputs; }

    /// Why nothing is drawn ("" when the chart has data), e.g. "No training job".
    QString emptyMessage() const { return m_empty; }

    /// Writes the chart to `file`; the format follows the suffix (png, svg, pdf). Returns "" or
    /// a message naming what went wrong.
    QString exportTo(const QString& file, int width = 0, int height = 0);
    /// Draws the chart into `painter` at `rect`, laid out as if it were `logical` pixels large
    /// (default 900×560) and scaled to fit; vector devices (PDF, SVG) stay vector. Open the
    /// device with a QCPPainter, e.g. `QCPPainter p(&pdfWriter)`.
    void renderTo(QCPPainter* painter, const QRectF& rect, QSize logical = QSize());

    /// The hover text at widget position `pos` ("" when no data point is there): what the
    /// tooltip shows when the mouse rests there.
    QString tooltipAt(const QPointF& pos) const;

    /// The size the chart lays itself out for (legend columns, wrapped subtitle, label room):
    /// while exporting or rendering the target's logical size, else the widget's once shown or
    /// resized, else the export default 900×560.
    QSize layoutSize() const;

    bool isDark() const { return m_dark; }
    /// The palette's colour for series `i` (stable across light and dark).
    QColor seriesColor(int i) const;
    QColor textColor() const;
    QColor gridColor() const;

protected:
    /// Fills the plot from m_inputs; called after everything was cleared. Return "" when there
    /// is something to show, else the empty-state message.
    virtual QString rebuild() = 0;
    /// The hover text for data point `index` of `plottable`; default: name, key and value.
    virtual QString tooltipFor(QCPAbstractPlottable* plottable, int index) const;

    /// Styles an axis and sets its label (with the unit, e.g. "Memory (GiB)").
    void styleAxis(QCPAxis* axis, const QString& label);
    /// A bar chart axis with text categories.
    void setCategories(QCPAxis* axis, const QStringList& names);
    /// Adds a labelled straight line (capacity, limit, break-even) from (x0,y0) to (x1,y1).
    QCPItemLine* addMarker(double x0, double y0, double x1, double y1, const QString& label,
                           const QColor& color, Qt::PenStyle style = Qt::DashLine);
    /// Label of the category at axis key `key` (for tooltips), or the number.
    QString keyLabel(QCPAxis* axis, double key) const;

    /// Adds a line under the title (call once, from the constructor); setSubtitle() fills it.
    void addSubtitleRow();
    /// The subtitle, broken after "; " into lines that fit the width (cleared before rebuild()).
    void setSubtitle(const QString& text);
    /// Adds a line under the plot and its legend (call once, from the constructor).
    void addFootnoteRow();
    /// The footnote, broken after "; " into lines that fit the width (cleared before rebuild()).
    void setFootnote(const QString& text);
    /// Puts the legend in a row under the plot, with as many columns as fit the width (at most
    /// `maxColumns`), so that it never covers data; it goes back inside (hidden) when the chart
    /// is empty. Call from the constructor.
    void setLegendBelow(int maxColumns = 4);
    /// The legend back inside the axis rect (the default).
    void setLegendInside() { m_legendColumns = 0; }
    /// The row of plotLayout() that holds the plot (axis rects): the legend goes under it.
    void setPlotElement(QCPLayoutElement* element) { m_plotElement = element; }
    /// Whether the chart is laid out for a small area (a dock rather than a page).
    bool isCompact() const { return layoutSize().height() < 480 || layoutSize().width() < 640; }
    /// The chart's background colour (bar edges, label backgrounds).
    QColor backgroundColor() const;

    /// Small, whatever the legend and labels would like: a chart in a dock must never push the
    /// main window past the screen (QCustomPlot asks for its whole layout's minimum).
    QSize minimumSizeHint() const override { return {320, 200}; }
    void changeEvent(QEvent* e) override;
    /// Lays the chart out again for the new size.
    void resizeEvent(QResizeEvent* e) override;
    void mouseMoveEvent(QMouseEvent* e) override;
    void contextMenuEvent(QContextMenuEvent* e) override;

private:
    void redraw();
    void applyPalette();
    void exportDialog();
    void placeLegend();
    void fitLegend();
    QFont legendFont() const;
    /// Lays out for another size (when it differs from the current layout) until it ends.
    struct LayoutFor;

    QSize m_override;   ///< the layout size while exporting or rendering
    QSize m_laidOutFor; ///< the layout size of the last rebuild
    QCPTextElement* m_subtitle = nullptr;
    QCPTextElement* m_footnote = nullptr;
    QString m_subtitleText;
    QString m_footnoteText;
    QCPLayoutElement* m_plotElement = nullptr;
    int m_legendColumns = 0; ///< 0: legend inside the axis rect

    std::vector<ChartInputs> m_inputs;
    QCPTextElement* m_title = nullptr;
    QCPItemText* m_emptyText = nullptr;
    QString m_empty;
    bool m_dark = false;
};

} // namespace cc::views::charts
