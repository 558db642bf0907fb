#include "views/dialogs/StartPage.h"

#include "model/analysis/Evaluate.h"
#include "model/design/SpecResolver.h"
#include "model/io/DesignIo.h"
#include "model/util/Format.h"
#include "views/dialogs/GeneratorDialog.h"
#include "views/style/Text.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QScrollArea>
#include <QTextLayout>
#include <QVBoxLayout>

#include <algorithm>

namespace cc::views {

namespace {

/// Breaks `text` into at most `maxLines` lines of `width`, eliding the last one.
QStringList wrapped(const QString& text, const QFont& font, int width, int maxLines)
{
    QStringList out;
    QTextLayout layout(text, font);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (out.size() == maxLines - 1) {
            out << QFontMetrics(font).elidedText(text.mid(line.textStart()), Qt::ElideRight, width);
            break;
        }
        out << text.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return out;
}

/// A clickable card: a title and a few lines under it, with a coloured edge. Long texts wrap
/// to two lines, then elide (the tooltip has them in full).
class Tile : public QAbstractButton {
public:
    Tile(const QString& title, const QStringList& lines, QColor accent, QWidget* parent = nullptr)
        : QAbstractButton(parent), m_lines(lines), m_accent(accent)
    {
        setText(title);
        setCursor(Qt::PointingHandCursor);
        setFocusPolicy(Qt::StrongFocus);
        setAttribute(Qt::WA_Hover);
        QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
        setAccessibleName(title);
        setAccessibleDescription(lines.join(QLatin1Char('\n')));
    }

    QSize sizeHint() const override { return {240, heightForWidth(240)}; }
    QSize minimumSizeHint() const override { return {160, heightForWidth(240)}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int w) const override
    {
        const Blocks b = blocks(w);
        return kPad * 2 + b.title.size() * QFontMetrics(titleFont()).height() + kGap +
               b.lines.size() * (fontMetrics().height() + kLineGap);
    }

protected:
    void paintEvent(QPaintEvent*) override
    {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
        const QPalette& pal = palette();
        const bool hot = isEnabled() && (underMouse() || hasFocus());
        QColor fill = pal.color(QPalette::Base);
        if (isDown())
            fill = fill.darker(106);
        p.setPen(
            QPen(hot ? pal.color(QPalette::Highlight) : pal.color(QPalette::Mid), hot ? 2 : 1));
        p.setBrush(fill);
        p.drawRoundedRect(r, 8, 8);
        p.setPen(Qt::NoPen);
        p.setBrush(isEnabled() ? m_accent : pal.color(QPalette::Mid));
        p.drawRoundedRect(QRectF(r.left() + 1, r.top() + 8, 4, r.height() - 16), 2, 2);

        const Blocks b = blocks(width());
        const int left = kPad + 6;
        const int w = textWidth(width());
        const QFontMetrics tfm(titleFont());
        p.setFont(titleFont());
        p.setPen(pal.color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::Text));
        int y = kPad;
        for (const QString& line : b.title) {
            p.drawText(QRect(left, y, w, tfm.height()), Qt::AlignLeft | Qt::AlignVCenter, line);
            y += tfm.height();
        }
        y += kGap;
        p.setFont(font());
        p.setPen(pal.color(QPalette::PlaceholderText));
        const int lh = fontMetrics().height();
        for (const QString& line : b.lines) {
            p.drawText(QRect(left, y, w, lh), Qt::AlignLeft | Qt::AlignVCenter, line);
            y += lh + kLineGap;
        }
    }

private:
    static constexpr int kPad = 12, kGap = 4, kLineGap = 2;
    struct Blocks {
        QStringList title, lines;
    };
    static int textWidth(int w) { return std::max(w - 2 * kPad - 6, 40); }
    Blocks blocks(int w) const
    {
        Blocks b;
        b.title = wrapped(text(), titleFont(), textWidth(w), 2);
        for (const QString& line : m_lines)
            b.lines << wrapped(line, font(), textWidth(w), 2);
        return b;
    }
    QFont titleFont() const
    {
        QFont f = font();
        f.setBold(true);
        f.setPointSizeF(f.pointSizeF() * 1.1);
        return f;
    }

    QStringList m_lines;
    QColor m_accent;
};

QLabel* heading(const QString& text, double scale, bool bold = true)
{
    auto* l = new QLabel(text);
    QFont f = l->font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    l->setFont(f);
    l->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    return l;
}

QLabel* muted(const QString& text)
{
    auto* l = new QLabel(text);
    l->setWordWrap(true);
    QPalette p = l->palette();
    p.setColor(QPalette::WindowText, p.color(QPalette::PlaceholderText));
    l->setPalette(p);
    return l;
}

void clearLayout(QLayout* layout)
{
    while (QLayoutItem* item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

const QColor kBlue(0x29, 0x80, 0xb9), kGreen(0x76, 0xb9, 0x00), kPurple(0x8e, 0x44, 0xad),
    kGrey(0x7f, 0x8c, 0x8d), kOrange(0xd3, 0x54, 0x00);

} // namespace

StartPage::StartPage(const model::Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog)
{
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto* scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* page = new QWidget;
    scroll->setWidget(page);

    // A centred column of readable width, whatever the window size.
    auto* centre = new QHBoxLayout(page);
    auto* column = new QVBoxLayout;
    column->setContentsMargins(24, 32, 24, 32);
    column->setSpacing(10);
    auto* columnWidget = new QWidget;
    columnWidget->setLayout(column);
    columnWidget->setMaximumWidth(1000);
    centre->addStretch(1);
    centre->addWidget(columnWidget, 100);
    centre->addStretch(1);

    column->addWidget(heading(tr("ClusterCanvas"), 2.2));
    column->addWidget(muted(tr("Design AI-training clusters and see what they can do: GPUs, "
                               "network, power, cooling and cost, analysed as you edit.")));
    column->addSpacing(16);

    column->addWidget(heading(tr("Start"), 1.2));
    auto* actions = new QHBoxLayout;
    actions->setSpacing(12);
    auto* empty =
        new Tile(tr("New empty design"), {tr("Start from a blank cluster canvas")}, kBlue);
    empty->setObjectName(QStringLiteral("newEmptyTile"));
    auto* generate = new Tile(tr("New from generator…"),
                              {tr("Fat-tree, rail-optimised, SuperPOD, NVL72, torus")}, kGreen);
    generate->setObjectName(QStringLiteral("generateTile"));
    auto* open = new Tile(tr("Open a design…"), {tr("A ClusterCanvas .json file")}, kGrey);
    open->setObjectName(QStringLiteral("openTile"));
    auto* plan =
        new Tile(tr("Plan a cluster…"), {tr("From a job and its limits to designs")}, kPurple);
    plan->setObjectName(QStringLiteral("planTile"));
    connect(plan, &QAbstractButton::clicked, this, &StartPage::planRequested);
    for (auto* t : {empty, generate, plan, open})
        actions->addWidget(t);
    column->addLayout(actions);
    connect(empty, &QAbstractButton::clicked, this, &StartPage::newEmptyRequested);
    connect(generate, &QAbstractButton::clicked, this, &StartPage::showGeneratorDialog);
    connect(open, &QAbstractButton::clicked, this, &StartPage::openFileDialog);
    column->addSpacing(16);

    auto* lists = new QHBoxLayout;
    lists->setSpacing(24);
    auto* exampleColumn = new QVBoxLayout;
    exampleColumn->setSpacing(10);
    exampleColumn->addWidget(heading(tr("Examples"), 1.2));
    m_examples = new QGridLayout;
    m_examples->setSpacing(12);
    exampleColumn->addLayout(m_examples);
    exampleColumn->addStretch(1);
    auto* recentColumn = new QVBoxLayout;
    recentColumn->setSpacing(10);
    recentColumn->addWidget(heading(tr("Recent"), 1.2));
    m_recent = new QVBoxLayout;
    m_recent->setSpacing(8);
    recentColumn->addLayout(m_recent);
    recentColumn->addStretch(1);
    lists->addLayout(exampleColumn, 2);
    lists->addLayout(recentColumn, 1);
    column->addLayout(lists);
    column->addStretch(1);

    setRecentFiles({});
}

void StartPage::setExamplesFolder(const QString& dir)
{
    m_examplePaths.clear();
    clearLayout(m_examples);

    struct Example {
        QString path, title;
        QStringList lines;
        QString tip;
        std::int64_t gpus = -1; ///< -1: could not be read
    };
    std::vector<Example> found;
    const QFileInfoList files =
        QDir(dir).entryInfoList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QFileInfo& f : files) {
        Example ex;
        ex.path = f.absoluteFilePath();
        try {
            const model::Design d = model::io::loadDesignFile(ex.path.toStdString());
            const model::Report r = model::evaluate(d, m_catalog).report;
            ex.title = q(d.name);
            ex.gpus = r.design.gpus;
            // Name the GPU model of the first server group: what most people choose by.
            QString gpuName;
            const model::SpecResolver specs(d, m_catalog);
            for (const auto& b : d.blocks)
                if (const auto* t = d.findTemplate(b.templateId); gpuName.isEmpty() && t)
                    for (const auto& p : t->parts)
                        if (const auto* e = specs.find(p.ref);
                            e && e->kind == model::Kind::Accelerator) {
                            gpuName = q(e->name);
                            break;
                        }
            const QString gpus = q(model::withThousands(r.design.gpus));
            const QString servers = q(model::withThousands(r.design.servers));
            ex.lines << (gpuName.isEmpty() ? tr("%1 GPUs").arg(gpus)
                                           : tr("%1 × %2").arg(gpus, gpuName));
            QString hosts = r.design.servers == 1 ? tr("1 server") : tr("%1 servers").arg(servers);
            if (r.design.switches > 0)
                hosts += tr(" · %1 switches").arg(q(model::withThousands(r.design.switches)));
            ex.lines << hosts;
            ex.tip = q(d.description);
        } catch (const std::exception& e) {
            ex.title = f.fileName();
            ex.lines << tr("Cannot be opened");
            ex.tip = QString::fromStdString(e.what());
        }
        found.push_back(std::move(ex));
    }
    // Smallest first: a workstation before a 100k-GPU cluster.
    std::stable_sort(found.begin(), found.end(),
                     [](const Example& a, const Example& b) { return a.gpus < b.gpus; });

    const int columns = 2;
    int i = 0;
    for (const Example& ex : found) {
        auto* tile = new Tile(ex.title, ex.lines, kPurple);
        tile->setObjectName(QStringLiteral("exampleTile"));
        tile->setToolTip(ex.tip.isEmpty() ? ex.path : ex.tip + QStringLiteral("\n\n") + ex.path);
        tile->setEnabled(ex.gpus >= 0);
        connect(tile, &QAbstractButton::clicked, this,
                [this, p = ex.path] { emit openRequested(p); });
        m_examples->addWidget(tile, i / columns, i % columns);
        m_examplePaths << ex.path;
        ++i;
    }
    if (found.empty())
        m_examples->addWidget(
            muted(tr("No example designs in %1.").arg(QDir::toNativeSeparators(dir))), 0, 0);
}

void StartPage::setRecentFiles(const QStringList& paths)
{
    clearLayout(m_recent);
    for (const QString& path : paths) {
        const QFileInfo f(path);
        const bool exists = f.exists();
        auto* tile = new Tile(
            f.fileName(),
            {exists ? QDir::toNativeSeparators(f.absolutePath()) : tr("File not found")}, kOrange);
        tile->setObjectName(QStringLiteral("recentTile"));
        tile->setToolTip(QDir::toNativeSeparators(f.absoluteFilePath()));
        tile->setEnabled(exists);
        connect(tile, &QAbstractButton::clicked, this, [this, path] { emit openRequested(path); });
        m_recent->addWidget(tile);
    }
    if (paths.isEmpty())
        m_recent->addWidget(muted(tr("Designs you open or save appear here.")));
}

void StartPage::showGeneratorDialog()
{
    GeneratorDialog dialog(m_catalog, this);
    if (dialog.exec() == QDialog::Accepted)
        emit generateRequested(dialog.options());
}

void StartPage::openFileDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open design"), QString(),
                                                      tr("ClusterCanvas designs (*.json)"));
    if (!path.isEmpty())
        emit openRequested(path);
}

} // namespace cc::views
