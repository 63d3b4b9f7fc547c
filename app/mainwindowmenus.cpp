// MainWindow's menus: Game, Variant, View, Language and Help built once, worded again after a change of
// language, and the menus that follow the game (its variants and rule flags, its bot levels, the card decks
// found).
#include "coach.h"
#include "games.h"
#include "games/gameregistry.h"
#include "mainwindow.h"
#include "model/appsettings.h"
#include "model/languagemanager.h"
#include "model/strengthtable.h"
#include "panels/flagnumberdialog.h"
#include "panels/oddspanel.h"
#include "panels/statsdialog.h"
#include "table/announcer.h"
#include "table/cardtheme.h"
#include "table/tablescale.h"
#include "table/tablescene.h"
#include "table/tableview.h"

#include <QActionGroup>
#include <QApplication>
#include <QFontMetricsF>
#include <QListWidget>
#include <QMenuBar>

#include <cmath>

void MainWindow::createMenus() {
    m_gameMenu = menuBar()->addMenu(QString());
    m_newMenu = m_gameMenu->addMenu(QString());
    for (const GameUi& g : gameUis()) {
        QAction* a = m_newMenu->addAction(QString(), this, [this, id = g.id] { newGame(id); });
        a->setData(g.id);
        m_newActions << a;
    }
    m_newActions.first()->setShortcut(QKeySequence::New); // moved to the game on the table by startGame
    m_restart = m_gameMenu->addAction(QString(), this, &MainWindow::restartDeal);
    m_restart->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_dealNumber = m_gameMenu->addAction(QString(), this, &MainWindow::playDealNumber);
    m_dealNumber->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_botMenu = m_gameMenu->addMenu(QString());
    m_gameMenu->addSeparator();
    m_save = m_gameMenu->addAction(QString(), this, &MainWindow::saveGame);
    m_save->setShortcut(QKeySequence::Save);
    m_open = m_gameMenu->addAction(QString(), this, &MainWindow::openGame);
    m_open->setShortcut(QKeySequence::Open);
    m_stats = m_gameMenu->addAction(QString(), this, [this] {
        QHash<QString, QString> lengths;
        for (const GameUi& g : gameUis()) lengths.insert(g.id, gameLengthText(g.id, variantFor(g.id)));
        StatsDialog(*m_settings, lengths, this).exec();
    });
    m_gameMenu->addSeparator();
    m_quit = m_gameMenu->addAction(QString(), this, &QWidget::close);
    m_quit->setShortcut(QKeySequence::Quit);

    m_variantMenu = menuBar()->addMenu(QString());

    m_viewMenu = menuBar()->addMenu(QString());
    m_oddsToggle = m_viewMenu->addAction(QString());
    m_oddsToggle->setCheckable(true);
    m_oddsToggle->setShortcut(QKeySequence(Qt::Key_O));
    connect(m_oddsToggle, &QAction::toggled, this, [this](bool on) {
        m_odds->setVisible(on);
        m_settings->setValue(QStringLiteral("view/odds"), on);
    });
    m_speedMenu = m_viewMenu->addMenu(QString());
    m_speedGroup = new QActionGroup(this);
    for (AnimationSpeed s :
         {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow}) {
        QAction* a = m_speedMenu->addAction(QString(), this, [this, s] { setAnimationSpeed(s); });
        a->setCheckable(true);
        a->setData(int(s));
        a->setChecked(s == m_speed);
        m_speedGroup->addAction(a);
        m_speedActions << a;
    }
    m_themeMenu = m_viewMenu->addMenu(QString());
    rebuildThemeMenu();
    m_viewMenu->setToolTipsVisible(true); // why Four-colour deck is greyed out
    m_fourColour = m_viewMenu->addAction(QString());
    m_fourColour->setCheckable(true);
    m_fourColour->setChecked(m_scene->theme()->fourColour());
    connect(m_fourColour, &QAction::toggled, this, &MainWindow::setFourColourDeck);
    m_largerText = m_viewMenu->addAction(QString());
    m_largerText->setCheckable(true);
    connect(m_largerText, &QAction::toggled, this, &MainWindow::setLargerText);

    m_languageMenu = menuBar()->addMenu(QString());
    m_languageGroup = new QActionGroup(this);
    // Language names are written in their own language, as menus usually do.
    m_langId = m_languageMenu->addAction(QStringLiteral("Bahasa Indonesia"), this,
                                         [this] { setLanguage(QStringLiteral("id")); });
    m_langEn = m_languageMenu->addAction(QStringLiteral("English"), this,
                                         [this] { setLanguage(QStringLiteral("en")); });
    for (QAction* a : {m_langId, m_langEn}) {
        a->setCheckable(true);
        m_languageGroup->addAction(a);
    }
    (m_languages->language() == QLatin1String("id") ? m_langId : m_langEn)->setChecked(true);

    m_helpMenu = menuBar()->addMenu(QString());
    m_rules = m_helpMenu->addAction(QString(), this, &MainWindow::showRules);
    m_rules->setShortcut(QKeySequence::HelpContents);
    m_about = m_helpMenu->addAction(QString(), this, &MainWindow::showAbout);
}

void MainWindow::retranslateUi() {
    setWindowTitle(m_gameId.isEmpty() ? tr("Meja Kartu")
                                      : tr("%1 \u2014 Meja Kartu").arg(gameTitle(m_gameId)));
    m_gameMenu->setTitle(tr("&Game"));
    m_newMenu->setTitle(tr("&New game"));
    for (QAction* a : m_newActions) a->setText(gameTitle(a->data().toString()));
    m_restart->setText(tr("&Restart this deal"));
    m_dealNumber->setText(tr("Play deal &number\u2026"));
    m_botMenu->setTitle(tr("&Opponents"));
    m_save->setText(tr("&Save\u2026"));
    m_open->setText(tr("&Open\u2026"));
    m_stats->setText(tr("S&tatistics"));
    m_quit->setText(tr("&Quit"));
    m_variantMenu->setTitle(tr("&Variant"));
    m_viewMenu->setTitle(tr("V&iew"));
    m_announcer->setAccessibleDescription(tr("The latest move or outcome at the table"));
    m_oddsToggle->setText(tr("&Odds panel"));
    m_speedMenu->setTitle(tr("&Animation speed"));
    static const char* const kSpeeds[] = {QT_TR_NOOP("Off"), QT_TR_NOOP("Fast"), QT_TR_NOOP("Normal"),
                                          QT_TR_NOOP("Slow")};
    for (QAction* a : m_speedActions) a->setText(tr(kSpeeds[a->data().toInt()]));
    m_themeMenu->setTitle(tr("Card &deck"));
    m_fourColour->setText(tr("&Four-colour deck"));
    m_largerText->setText(tr("&Larger text"));
    updateFourColourAction();
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_rules->setText(m_gameId.isEmpty() ? tr("&Rules") : tr("&Rules of %1").arg(gameTitle(m_gameId)));
    m_about->setText(tr("&About Meja Kartu"));
    rebuildVariantMenu();
    rebuildBotMenu();
    m_odds->retranslate();
    if (m_session) {
        QList<PlayerInfo> players = m_session->players();
        if (!players.isEmpty()) players[0].name = tr("You");
        m_session->setPlayers(players);
    }
    if (m_controller) m_controller->retranslate();
    if (m_coach) m_coach->retranslate();
    if (m_announcer) m_announcer->restate(); // the same news, in the new language
}

void MainWindow::rebuildThemeMenu() {
    m_themeMenu->clear();
    delete m_themeGroup;
    m_themeGroup = new QActionGroup(this);
    for (const CardThemeInfo& t : discoverThemes()) {
        QAction* a = m_themeMenu->addAction(t.name, this, [this, t] {
            if (m_scene->theme()->setTheme(t)) {
                m_settings->setValue(QStringLiteral("view/deck"), t.id);
                updateFourColourAction();
                if (m_controller) m_controller->layout(m_view->viewport()->size());
            } else {
                showStatus(
                    tr("The card deck \u201c%1\u201d cannot be drawn; keeping the current one.").arg(t.name));
                rebuildThemeMenu();
            }
        });
        a->setCheckable(true);
        a->setChecked(t.id == m_scene->theme()->theme().id);
        m_themeGroup->addAction(a);
    }
}

void MainWindow::updateFourColourAction() {
    if (!m_fourColour) return;
    const bool applies = m_scene->theme()->fourColourApplies();
    m_fourColour->setEnabled(applies);
    m_fourColour->setToolTip(applies
                                 ? tr("Clubs green and diamonds blue, so that no two suits share a colour")
                                 : tr("Only for the Meja Kartu deck: choose it under Card deck to have "
                                      "clubs green and diamonds blue"));
}

void MainWindow::setFourColourDeck(bool on) {
    m_scene->theme()->setFourColour(on);
    m_settings->setValue(QStringLiteral("view/fourColour"), on);
    if (m_fourColour && m_fourColour->isChecked() != on) m_fourColour->setChecked(on);
}

void MainWindow::setLargerText(bool on) {
    TableScale::setLargerText(on);
    m_settings->setValue(QStringLiteral("view/largerText"), on);
    if (m_largerText && m_largerText->isChecked() != on) m_largerText->setChecked(on);
    // The side column: the log, the odds panel and the game's panel under them. Widgets under a style sheet
    // take no font from their parent's setFont(), so the size is part of the column's style sheet.
    // The log keeps six lines in sight, whatever the odds panel or the game's panel under it would take.
    m_log->setMinimumHeight(
        int(std::ceil(QFontMetricsF(QApplication::font()).lineSpacing() * TableScale::textFactor() * 6.3)) +
        10);
    const QFont font = QApplication::font();
    const QString size =
        font.pointSizeF() > 0
            ? QStringLiteral("%1pt").arg(font.pointSizeF() * TableScale::textFactor())
            : QStringLiteral("%1px").arg(std::lround(font.pixelSize() * TableScale::textFactor()));
    m_side->setStyleSheet(
        QStringLiteral("#sidePanel { background: #10281a; } #announcer { color: #e8e4d6; }"
                       " QListWidget { background: #0c1f14; color: #e8e4d6;"
                       " border: 1px solid #2f5a3e; border-radius: 6px; }") +
        (on ? QStringLiteral(" #sidePanel QWidget { font-size: %1; }").arg(size) : QString()));
    if (m_controller) m_controller->layout(m_view->viewport()->size());
}

void MainWindow::rebuildBotMenu() {
    m_botMenu->clear();
    const GameUi* ui = findGameUi(m_gameId);
    m_botMenu->setEnabled(ui && ui->playable());
    if (!ui) return;
    auto* group = new QActionGroup(m_botMenu);
    const QString current =
        m_settings->value(QStringLiteral("bots/%1").arg(m_gameId), ui->defaultBotLevel).toString();
    for (const QString& level : ui->botLevels) {
        // Each level with its measured strength: "Hard — first out in 64% of deals against three Easy".
        const QString strength = StrengthTable::builtIn().describe(m_gameId, level);
        const QString title =
            strength.isEmpty() ? botLevelTitle(level) : tr("%1 — %2").arg(botLevelTitle(level), strength);
        QAction* a = m_botMenu->addAction(title, this, [this, level] {
            m_settings->setValue(QStringLiteral("bots/%1").arg(m_gameId), level);
            if (!m_session) return;
            // The new level plays from the next move on.
            QList<PlayerInfo> players = m_session->players();
            for (int i = 1; i < players.size(); ++i) players[i].bot = level;
            m_session->setPlayers(players);
            showStatus(tr("Opponents now play at level %1.").arg(botLevelTitle(level)));
        });
        a->setCheckable(true);
        a->setChecked(level == current);
        group->addAction(a);
    }
}

void MainWindow::rebuildVariantMenu() {
    m_variantMenu->clear();
    const core::GameInfo* info = core::findGame(m_gameId.toStdString());
    m_variantMenu->setEnabled(info != nullptr);
    if (!info) return;
    const core::game::VariantCatalog& catalog = *info->catalog;
    const core::game::FlagValues current = m_session ? m_session->flags() : variantFor(m_gameId);
    const QString currentPreset = QString::fromStdString(catalog.presetOf(current));

    auto* presets = new QActionGroup(m_variantMenu);
    for (const auto& p : catalog.presets) {
        const QString id = QString::fromStdString(p.id);
        QAction* a = m_variantMenu->addAction(presetTitle(id), this, [this, &catalog, id] {
            changeFlags(*catalog.presetValues(id.toStdString()));
        });
        a->setCheckable(true);
        a->setChecked(id == currentPreset);
        presets->addAction(a);
    }
    m_variantMenu->addSeparator();
    for (const auto& flag : catalog.flags) {
        const QString key = QString::fromStdString(flag.key);
        const QString value =
            QString::fromStdString(current.count(flag.key) ? current.at(flag.key) : flag.defaultValue);
        if (flag.kind == core::game::FlagKind::Bool) {
            QAction* a = m_variantMenu->addAction(flagTitle(m_gameId, key));
            a->setCheckable(true);
            a->setChecked(value == QLatin1String("on"));
            connect(a, &QAction::triggered, this, [this, current, key](bool on) {
                core::game::FlagValues next = current;
                next[key.toStdString()] = on ? "on" : "off";
                changeFlags(next);
            });
        } else if (flag.kind == core::game::FlagKind::Choice) {
            QMenu* sub = m_variantMenu->addMenu(flagTitle(m_gameId, key));
            auto* group = new QActionGroup(sub);
            for (const auto& choice : flag.choices) {
                const QString c = QString::fromStdString(choice);
                QAction* a = sub->addAction(choiceTitle(m_gameId, key, c), this, [this, current, key, c] {
                    core::game::FlagValues next = current;
                    next[key.toStdString()] = c.toStdString();
                    changeFlags(next);
                });
                a->setCheckable(true);
                a->setChecked(c == value);
                group->addAction(a);
            }
        } else {
            const int min = flag.minimum, max = flag.maximum;
            // Values that stand for words ("no limit", "off") are shown and offered as words.
            const QList<FlagWord> words = flagWords(m_gameId, key, current);
            m_variantMenu->addAction(
                tr("%1: %2\u2026")
                    .arg(flagTitle(m_gameId, key), flagValueText(m_gameId, key, value.toInt(), current)),
                this, [this, current, key, value, min, max, words] {
                    FlagNumberDialog dialog(flagTitle(m_gameId, key), words, min, max, value.toInt(), this);
                    if (dialog.exec() != QDialog::Accepted) return;
                    core::game::FlagValues next = current;
                    next[key.toStdString()] = std::to_string(dialog.value());
                    changeFlags(next);
                });
        }
    }
}
