#pragma once
#include "model/catalog/CatalogEntry.h"
#include "model/design/Design.h"
#include "views/style/Text.h"

#include <QCoreApplication>
#include <QIcon>
#include <QString>

#include <optional>

namespace cc::views {

/// Display texts for catalog parts and the rules for what may go inside a server.
class PartInfo {
    Q_DECLARE_TR_FUNCTIONS(PartInfo)
public:
    /// "GPU", "NIC", "CPU" … as shown in the parts table and the picker.
    static QString kindLabel(model::Kind k);
    /// A small coloured badge with the kind's initial, the same for every view.
    static QIcon kindIcon(model::Kind k);
    /// The few specs a user chooses a part by: "80 GB HBM · 700 W".
    static QString keySpecs(const model::CatalogEntry& e);
    static QString fabricTypeLabel(model::FabricType t);
    /// Empty when the entry may go inside a server, else why not (for the status line).
    static QString whyNotInServer(const model::CatalogEntry& e);

    /// The template with `e` added: a part already there gains one, a fabric becomes the
    /// internal fabric. `message` says what happened for the status line.
    static std::optional<model::ServerTemplate> withEntry(const model::ServerTemplate& t,
                                                          const model::CatalogEntry& e, int gpus,
                                                          QString& message);
    /// The template with `fabric` as its internal fabric; type and count follow the entry.
    static model::ServerTemplate withFabric(model::ServerTemplate t,
                                            const model::CatalogEntry& fabric, int gpus);
};

/// "1 GPU" / "8 GPUs": `one` and `many` are translated strings with %1 for the number.
inline QString counted(long long n, const QString& one, const QString& many)
{
    return (n == 1 ? one : many).arg(n);
}

} // namespace cc::views
