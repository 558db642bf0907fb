#include "app/LanguageMenu.h"

#include "app/Language.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>

namespace cc::app {

void addLanguageMenu(QMenu* menu, QWidget* parent)
{
    QMenu* lang = menu->addMenu(QCoreApplication::translate("MainWindow", "&Language"));
    lang->menuAction()->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(lang);
    const QString current = preferredLanguage();
    auto add = [&](const QString& code, const QString& text) {
        QAction* a = lang->addAction(text);
        a->setCheckable(true);
        a->setChecked(code == current);
        a->setData(code);
        group->addAction(a);
        QObject::connect(a, &QAction::triggered, parent, [code, parent] {
            if (code == preferredLanguage() && QSettings().contains(QStringLiteral("language")))
                return;
            savePreferredLanguage(code);
            // The note in the language chosen: that is the one the user reads.
            QMessageBox::information(
                parent, languageNativeName(code),
                code == QLatin1String("zh_CN")
                    ? QStringLiteral("界面语言将在重新启动 ClusterCanvas 后切换为简体中文。")
                : code == QLatin1String("zh_TW")
                    ? QStringLiteral("介面語言將在重新啟動 ClusterCanvas 後切換為繁體中文。")
                    : QStringLiteral("The interface will be in English "
                                     "the next time ClusterCanvas starts."));
        });
    };
    for (const QString& code : languageCodes())
        add(code, languageNativeName(code));
    lang->addSeparator();
    QAction* system =
        lang->addAction(QCoreApplication::translate("MainWindow", "Follow the system (%1)")
                            .arg(languageNativeName(systemLanguage())));
    QObject::connect(system, &QAction::triggered, parent,
                     [] { QSettings().remove(QStringLiteral("language")); });
}

} // namespace cc::app
