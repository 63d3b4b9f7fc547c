#pragma once
// The main window's saved games besides Save and Open: Game -> Open recent, saved games dropped on the
// window, and the game in progress kept (autosave) after every move and on quit and offered at the next
// start.

#include "model/autosave.h"
#include "model/recentfiles.h"

#include <QObject>
#include <QPointer>

class AppSettings;
class GameSession;
class MainWindow;
class QAction;
class QMenu;
class QTimer;

class GameFiles : public QObject {
    Q_OBJECT
public:
    GameFiles(MainWindow* window, AppSettings* settings);

    /// Adds Game -> Open recent to `gameMenu`, before `before`.
    void addRecentMenu(QMenu* gameMenu, QAction* before);
    QMenu* recentMenu() const { return m_recentMenu; }
    RecentFiles& recent() { return m_recent; }
    /// Puts a file just saved or opened at the top of Open recent.
    void remember(const QString& path);

    const Autosave& autosave() const { return m_autosave; }
    /// Whether the game in progress is kept (off in the screenshot mode and without a data folder).
    bool keepsGames() const { return m_keeping && m_autosave.enabled(); }
    void setKeeping(bool on) { m_keeping = on; }
    /// A new session is at the table: it is kept from now on. A game the person left for another one is no
    /// longer offered (unless it is the kept game being continued).
    void watch(GameSession* session);
    /// Keeps the game at the table now: written while under way, removed once it is over.
    void keepNow();

    /// Puts the kept game back at the table; false when there is none or it cannot be continued (then it
    /// is set aside and `error` says why and where it went).
    bool continueKeptGame(QString* error);
    /// At start-up: continues the kept game and asks "continue or new game"; false when a new game should
    /// start (no kept game, a damaged one (reported), or the person chose a new game).
    bool offerToContinue();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void rebuildRecentMenu();
    void openRecent(const QString& path);
    /// The first local file among dropped URLs (empty: the drop is not ours).
    static QString droppedFile(const class QMimeData* mime);

    MainWindow* m_window;
    RecentFiles m_recent;
    Autosave m_autosave;
    QMenu* m_recentMenu = nullptr;
    QTimer* m_keepTimer;
    QPointer<GameSession> m_session;
    bool m_keeping = true;
    bool m_continuing = false;
    bool m_ownsKept = false; ///< the kept file holds the game at the table
};
