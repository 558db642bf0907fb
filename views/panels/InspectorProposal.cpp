// The proposal's cover in Properties (nothing selected): who it is for, who proposes it, and a
// logo embedded in the design.
#include "model/edit/SetProposalInfo.h"
#include "model/io/InputLimits.h"
#include "views/EditSink.h"
#include "views/export/ProposalLogo.h"
#include "views/panels/Inspector.h"
#include "views/style/Palette.h"
#include "views/style/Text.h"

#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>

namespace cc::views {

void Inspector::buildProposal()
{
    auto* heading = new QLabel(tr("<b>Proposal cover</b>"));
    m_form->addRow(heading);
    auto set = [this](std::function<void(model::ProposalInfo&)> change) {
        model::ProposalInfo p = m_sink.design().proposal;
        change(p);
        m_sink.submit(
            std::make_unique<model::SetProposalInfo>(p, model::Message::of("UNDO_EDIT_PROPOSAL")));
    };
    const model::ProposalInfo& p = m_sink.design().proposal;
    const int maxName = static_cast<int>(model::limits::kMaxProposalNameChars);
    QLineEdit* customer = textField(tr("Prepared for"), q(p.customer), [set](const QString& s) {
        set([s](auto& x) { x.customer = s.trimmed().toStdString(); });
    });
    customer->setPlaceholderText(tr("customer (optional)"));
    customer->setMaxLength(maxName);
    QLineEdit* proposer = textField(tr("Prepared by"), q(p.proposer), [set](const QString& s) {
        set([s](auto& x) { x.proposer = s.trimmed().toStdString(); });
    });
    proposer->setPlaceholderText(tr("name, company (optional)"));
    proposer->setMaxLength(maxName);

    auto* row = new QWidget;
    auto* lay = new QHBoxLayout(row);
    lay->setContentsMargins(0, 0, 0, 0);
    auto* preview = new QLabel;
    const QImage logo = decodeLogo(p.logo);
    if (logo.isNull())
        preview->setText(tr("none"));
    else
        preview->setPixmap(QPixmap::fromImage(
            logo.scaled(QSize(120, 40), Qt::KeepAspectRatio, Qt::SmoothTransformation)));
    auto* choose = new QPushButton(tr("Choose…"));
    choose->setToolTip(tr("A PNG, JPEG or SVG picture, embedded in the design (scaled down to "
                          "at most %1 × %2 pixels).")
                           .arg(kLogoMaxSize.width())
                           .arg(kLogoMaxSize.height()));
    auto* remove = new QPushButton(tr("Remove"));
    remove->setEnabled(!p.logo.empty());
    lay->addWidget(preview, 1);
    lay->addWidget(choose);
    lay->addWidget(remove);
    m_form->addRow(tr("Logo"), row);
    connect(choose, &QPushButton::clicked, this, [this, set] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Logo for the proposal"), QString(),
                                         tr("Pictures (*.png *.jpg *.jpeg *.svg)"));
        if (path.isEmpty())
            return;
        QString error;
        const std::string uri = logoFromFile(path, &error);
        if (uri.empty())
            return refuse(error);
        set([uri](auto& x) { x.logo = uri; });
    });
    connect(remove, &QPushButton::clicked, this, [set] { set([](auto& x) { x.logo.clear(); }); });
}

} // namespace cc::views
