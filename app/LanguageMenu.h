#pragma once
// View ▸ Language: English / 简体中文 / 繁體中文, remembered in QSettings, applied at the next
// start.
class QMenu;
class QWidget;

namespace cc::app {

/// Adds the Language submenu to `menu`; `parent` hosts the "restart to apply" note.
void addLanguageMenu(QMenu* menu, QWidget* parent);

} // namespace cc::app
