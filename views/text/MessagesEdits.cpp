// English templates of the undo texts (model/edit and the views' edits): codes UNDO_*.
#include "views/text/MessageText.h"

#include <QtGlobal>

namespace cc::views::detail {

namespace {
const MessageTemplate kTemplates[] = {
    QT_TRANSLATE_NOOP3("Message", "Add group", "UNDO_ADD_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Add rack row", "UNDO_ADD_RACK_ROW"),
    QT_TRANSLATE_NOOP3("Message", "Add server template", "UNDO_ADD_SERVER_TEMPLATE"),
    QT_TRANSLATE_NOOP3("Message", "Align", "UNDO_ALIGN"),
    QT_TRANSLATE_NOOP3("Message", "Edit proposal cover", "UNDO_EDIT_PROPOSAL"),
    QT_TRANSLATE_NOOP3("Message", "Apply calibration", "UNDO_APPLY_CALIBRATION"),
    QT_TRANSLATE_NOOP3("Message", "Remove calibration", "UNDO_REMOVE_CALIBRATION"),
    QT_TRANSLATE_NOOP3("Message", "Align groups", "UNDO_ALIGN_GROUPS"),
    QT_TRANSLATE_NOOP3("Message", "Apply best layout", "UNDO_APPLY_BEST_LAYOUT"),
    QT_TRANSLATE_NOOP3("Message", "Auto-place racks", "UNDO_AUTO_PLACE_RACKS"),
    QT_TRANSLATE_NOOP3("Message", "Choose model preset", "UNDO_CHOOSE_MODEL_PRESET"),
    QT_TRANSLATE_NOOP3("Message", "Connect", "UNDO_CONNECT"),
    QT_TRANSLATE_NOOP3("Message", "Delete", "UNDO_DELETE"),
    QT_TRANSLATE_NOOP3("Message", "Delete group", "UNDO_DELETE_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Delete link", "UNDO_DELETE_LINK"),
    QT_TRANSLATE_NOOP3("Message", "Delete rack row", "UNDO_DELETE_RACK_ROW"),
    QT_TRANSLATE_NOOP3("Message", "Delete scenario", "UNDO_DELETE_SCENARIO"),
    QT_TRANSLATE_NOOP3("Message", "Edit facility", "UNDO_EDIT_FACILITY"),
    QT_TRANSLATE_NOOP3("Message", "Edit workload", "UNDO_EDIT_WORKLOAD"),
    QT_TRANSLATE_NOOP3("Message", "Import model", "UNDO_IMPORT_MODEL"),
    QT_TRANSLATE_NOOP3("Message", "Make scenario current", "UNDO_MAKE_SCENARIO_CURRENT"),
    QT_TRANSLATE_NOOP3("Message", "Move group", "UNDO_MOVE_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Move groups", "UNDO_MOVE_GROUPS"),
    QT_TRANSLATE_NOOP3("Message", "Paste", "UNDO_PASTE"),
    QT_TRANSLATE_NOOP3("Message", "Paste group", "UNDO_PASTE_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Paste link", "UNDO_PASTE_LINK"),
    QT_TRANSLATE_NOOP3("Message", "Paste server", "UNDO_PASTE_SERVER"),
    QT_TRANSLATE_NOOP3("Message", "Rack the selection", "UNDO_RACK_THE_SELECTION"),
    QT_TRANSLATE_NOOP3("Message", "Rename design", "UNDO_RENAME_DESIGN"),
    QT_TRANSLATE_NOOP3("Message", "Rename group", "UNDO_RENAME_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Rename scenario", "UNDO_RENAME_SCENARIO"),
    QT_TRANSLATE_NOOP3("Message", "Save as scenario", "UNDO_SAVE_AS_SCENARIO"),
    QT_TRANSLATE_NOOP3("Message", "Set cable", "UNDO_SET_CABLE"),
    QT_TRANSLATE_NOOP3("Message", "Set links per replica", "UNDO_SET_LINKS_PER_REPLICA"),
    QT_TRANSLATE_NOOP3("Message", "Set link speed", "UNDO_SET_LINK_SPEED"),
    QT_TRANSLATE_NOOP3("Message", "Set replicas", "UNDO_SET_REPLICAS"),
    QT_TRANSLATE_NOOP3("Message", "Set replicas of groups", "UNDO_SET_REPLICAS_OF_GROUPS"),
    QT_TRANSLATE_NOOP3("Message", "Set tier", "UNDO_SET_TIER"),
    QT_TRANSLATE_NOOP3("Message", "Set wiring rule", "UNDO_SET_WIRING_RULE"),
    QT_TRANSLATE_NOOP3("Message", "Unrack group", "UNDO_UNRACK_GROUP"),
    QT_TRANSLATE_NOOP3("Message", "Update scenario", "UNDO_UPDATE_SCENARIO"),
    QT_TRANSLATE_NOOP3("Message", "Add %1", "UNDO_ADD_PART"),
};
} // namespace

std::span<const MessageTemplate> editTemplates()
{
    return kTemplates;
}

} // namespace cc::views::detail
