#pragma once
// The main window: the table, the action bar under it, a side log, the odds overlay, and the menus Game,
// Variant, View, Language and Help. It wires a game's session, table controller and bot driver together and
// remembers the person's choices.

#include "game/variant.h"
#include "model/botdriver.h"
#include "model/gamesession.h"
#include "table/animator.h"
#include "table/tablecontroller.h"

#include <QMainWindow>
#include <QPointer>

class ActionBar;
class Announcer;
class AppSettings;
class Coach;
class GameFiles;
class LanguageManager;
class OddsPanel;
class QAction;
class QActionGroup;
class QLabel;
class QListWidget;
class ScoreModel;
class ScorePanel;
class QMenu;
class TableScene;
class TableView;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    MainWindow(AppSettings* settings, LanguageManager* languages, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Starts a game with a deal number and rule flags (empty: the saved or default variant).
    void startGame(const QString& gameId, quint64 seed, const core::game::FlagValues& flags = {});
    QString gameId() const { return m_gameId; }
    GameSession* session() const { return m_session; }
    TableController* controller() const { return m_controller; }
    TableScene* scene() const { return m_scene; }
    TableView* view() const { return m_view; }
    BotDriver* bots() const { return m_bots; }
    OddsPanel* oddsPanel() const { return m_odds; }
    ActionBar* actionBar() const { return m_bar; }
    /// The line that says each bot move and outcome to screen readers.
    Announcer* announcer() const { return m_announcer; }
    ScoreModel* scores() const { return m_scores; }
    /// Open recent, dropped files and the kept game in progress.
    GameFiles* files() const { return m_files; }
    /// Reviews, replays and hints.
    Coach* coach() const { return m_coach; }
    /// The game's own panel under the log (charts), or nullptr when the score sheet is shown there.
    QWidget* sidePanel() const { return m_sidePanel; }

    void setAnimationSpeed(AnimationSpeed speed);
    /// View -> Four-colour deck: clubs green and diamonds blue in our own deck (kept in the settings).
    void setFourColourDeck(bool on);
    /// View -> Larger text: the table's texts and what holds them, the log and the odds panel about a quarter
    /// larger (kept in the settings).
    void setLargerText(bool on);
    /// Saves the current game; false with a translated reason (nothing is written then).
    bool saveTo(const QString& path, QString* error);
    /// Opens a saved game; false with a translated reason, and the current game is kept.
    bool openFrom(const QString& path, QString* error);
    /// Opens a saved game as Game -> Open does once the file is chosen (asking first while a game is under
    /// way): from Open recent and from a file dropped on the window.
    void openFile(const QString& path);
    /// Tells the person why a saved game could not be opened (status bar and a message box).
    /// Says why a file could not be opened (`path`: the file, named in the message), in the status line and
    /// in a message box; the game on the table waits, bots and all, until the box is closed.
    void showOpenError(const QString& error, const QString& path = {});
    /// Rule flags for the next game of `gameId` (as chosen in the Variant menu or saved).
    core::game::FlagValues variantFor(const QString& gameId) const;
    /// Skips confirmation questions (tests, the screenshot mode).
    void setConfirmations(bool ask) { m_confirm = ask; }
    /// Shows a translated message in the status bar's prompt (a permanent widget: menu tips do not erase it).
    void showStatus(const QString& text);
    QString statusText() const;

    /// Why the game at the table would be left.
    enum class Leaving { Quit, NewGame, OpenGame, NewRules };
    /// A game is under way: the person has played in it, or a deal of it has ended, and it is not over.
    /// Leaving it now would lose that play and its scores.
    bool gameUnderWay() const;
    /// Whether the game at the table may be left now: while a game is under way it asks first (a translated
    /// question with our own buttons). The one place that speaks of leaving a game: quitting while the game
    /// is kept (autosave) asks nothing and says it is kept instead.
    bool mayLeaveGame(Leaving why);
    /// The file name the Save dialog proposes: the game, the date and the time.
    QString proposedSaveName() const;
    /// Asks for a file to save to or open (empty: cancelled).
    QString askForFile(bool saving);

protected:
    void changeEvent(QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void createMenus();
    void retranslateUi();
    void rebuildVariantMenu();
    void rebuildThemeMenu();
    /// Greys out Four-colour deck, with its reason, while a deck without a four-colour form is chosen.
    void updateFourColourAction();
    void rebuildBotMenu();
    void changeFlags(const core::game::FlagValues& flags);
    void newGame(const QString& gameId);
    void restartDeal();
    void playDealNumber();
    void saveGame();
    void openGame();
    void openChosen(const QString& path);
    void showRules();
    void showAbout();
    void setLanguage(const QString& code);
    void teardown();
    /// The folder the Save and Open dialogs start in: the last one used, else the documents folder.
    QString fileFolder() const;
    void paceFromSpeed();
    /// Shows the odds panel or the panel under the log in the side column.
    void arrangeSide();

    AppSettings* m_settings;
    LanguageManager* m_languages;
    TableScene* m_scene;
    TableView* m_view;
    ActionBar* m_bar;
    QListWidget* m_log;
    ScoreModel* m_scores;
    ScorePanel* m_scorePanel;
    QWidget* m_side;
    OddsPanel* m_odds;
    GameFiles* m_files;
    Coach* m_coach = nullptr;
    QPointer<QWidget> m_sidePanel;
    QPointer<GameSession> m_session;
    QPointer<TableController> m_controller;
    QPointer<BotDriver> m_bots;
    QString m_gameId;
    AnimationSpeed m_speed = AnimationSpeed::Normal;
    bool m_confirm = true;
    bool m_recorded = false; ///< the finished game is counted in the statistics
    QString m_tableMessage;  ///< the table's last sentence for the status line (its turn prompt)
    bool m_stake = false;    ///< the person played in this game, or one of its deals ended
    bool m_loading = false;  ///< a saved game is being rebuilt: its old events are not news
    int m_countedDeal = -1;  ///< the move count at which the last finished deal was counted
    QLabel* m_prompt = nullptr;
    Announcer* m_announcer = nullptr;

    QMenu *m_gameMenu = nullptr, *m_newMenu = nullptr, *m_botMenu = nullptr, *m_variantMenu = nullptr,
          *m_viewMenu = nullptr, *m_speedMenu = nullptr, *m_themeMenu = nullptr, *m_languageMenu = nullptr,
          *m_helpMenu = nullptr;
    QList<QAction*> m_newActions;
    QAction *m_restart = nullptr, *m_dealNumber = nullptr, *m_save = nullptr, *m_open = nullptr,
            *m_stats = nullptr, *m_quit = nullptr, *m_oddsToggle = nullptr, *m_rules = nullptr,
            *m_about = nullptr, *m_langId = nullptr, *m_langEn = nullptr, *m_fourColour = nullptr,
            *m_largerText = nullptr;
    QList<QAction*> m_speedActions;
    QActionGroup *m_speedGroup = nullptr, *m_themeGroup = nullptr, *m_languageGroup = nullptr;
};
