#include "views/panels/KeyFiguresBar.h"

#include "model/analysis/Evaluate.h"
#include "views/export/ProposalFormat.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace cc::views {

namespace {
/// Read from the back of a meeting room: values 22 pt, captions 11 pt.
constexpr qreal kValuePt = 22;
constexpr qreal kCaptionPt = 11;
} // namespace

KeyFiguresBar::KeyFiguresBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("keyFiguresBar"));
    auto* lay = new QHBoxLayout(this);
    lay->setContentsMargins(12, 8, 12, 8);
    lay->setSpacing(18);
    addTile(tr("Step time"), 2);
    addTile(tr("MFU"), 2);
    addTile(tr("Time to train"), 2);
    addTile(tr("Limited by"), 5);
    addTile(tr("Facility power"), 2);
    addTile(tr("Capex"), 2);
}

KeyFiguresBar::Tile KeyFiguresBar::addTile(const QString& caption, int stretch)
{
    auto* box = new QWidget;
    auto* v = new QVBoxLayout(box);
    v->setContentsMargins(0, 0, 0, 0);
    v->setSpacing(0);
    Tile t{new QLabel, new QLabel(caption)};
    QFont vf = t.value->font();
    vf.setPointSizeF(kValuePt);
    vf.setBold(true);
    t.value->setFont(vf);
    t.value->setWordWrap(stretch > 2); // the bottleneck is a phrase
    QFont cf = t.caption->font();
    cf.setPointSizeF(kCaptionPt);
    t.caption->setFont(cf);
    t.caption->setStyleSheet(QStringLiteral("color:%1").arg(palette::muted().name()));
    v->addWidget(t.caption);
    v->addWidget(t.value);
    static_cast<QHBoxLayout*>(layout())->addWidget(box, stretch);
    m_tiles.push_back(t);
    return t;
}

QString KeyFiguresBar::value(const QString& caption) const
{
    for (const auto& t : m_tiles)
        if (t.caption->text() == caption)
            return t.value->text();
    return {};
}

void KeyFiguresBar::showEvaluation(const model::Evaluation& e)
{
    const QString dash = QStringLiteral("—");
    const model::TrainingReport* t = e.trainingOrNull();
    const bool speed = t && t->valid;
    const model::PerformanceReport* p = speed ? &t->performance : nullptr;
    m_tiles[0].value->setText(p ? pdf::duration(p->stepTimeS) : dash);
    m_tiles[1].value->setText(p ? pdf::percent(p->mfu) : dash);
    m_tiles[2].value->setText(p && p->timeToTrainS > 0 ? pdf::duration(p->timeToTrainS) : dash);
    m_tiles[3].value->setText(p ? q(p->bottleneck) : tr("no training job"));
    QFont bf = m_tiles[3].value->font();
    bf.setPointSizeF(p ? kValuePt * 0.7 : kValuePt * 0.6);
    m_tiles[3].value->setFont(bf);
    m_tiles[4].value->setText(pdf::si(e.report.power.facilityW, "W"));
    m_tiles[5].value->setText(pdf::dollarsShort(e.report.cost.capexUsd));
}

} // namespace cc::views
